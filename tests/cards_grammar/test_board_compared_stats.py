"""Compared statistics (issue 30, session 38): a cost or statistic compared with another object's,
played on boards — the grammar's reading of the Bearer's text, p1 playing it: the targets offered
are those whose number is lower / higher / the same (2.2.7.b, 2.2.8.b, 2.2.11.b; 6.5.b), "it" is the
one object the step before acted on (6.5.b), as it was if it left play (2.1.h), and an exchange's
second object is compared with its first (7.3.12.a). Each comparison both ways."""

from __future__ import annotations

from engine import GameBuilder, Status, find
from engine.state.game_state import GameState

from .board_play import bearer
from .board_play import bearer_played as _played
from .board_play import cited as _rules
from .board_play import offered as _offered

STATS = {"reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}

THEN_LOWER = (
    "{J} Target Character gains 1 boost. Then target Character with a lower Hand Cost than it "
    "gains 2 boosts."
)
GREATER_V_THAN_ME = "{J} Target Character with greater {V} than me gains 1 boost."
EXCHANGE_LOWER = "{J} Exchange me with a Character from your Reserve with a lower Hand Cost."
SACRIFICED = (
    "{J} You may sacrifice a Character. If you do, play a Character from your Reserve with a "
    "lower Reserve Cost than the sacrificed Character for free."
)
SAME_AS_YOURS = "{J} Exhaust target Character with the same Hand Cost as a Character you control."


def _bearer(text: str, hand_cost: int = 1, forest: int = 1) -> GameBuilder:
    return bearer(text, hand_cost=hand_cost, forest=forest)


def _boosts(state: GameState, name: str) -> int:
    return state.objects[find(state, name)].boosts


def test_6_5_b_then_target_lower_than_it_offers_only_lower_costs() -> None:
    b = _bearer(THEN_LOWER).in_expedition("p1", "companion", "Dear", hand_cost=4, **STATS)
    b = b.in_expedition("p2", "hero", "Cheap", hand_cost=2, **STATS)
    b = b.in_expedition("p2", "companion", "Pricey", hand_cost=6, **STATS)
    state, asked, trace = _played(b.at_afternoon(first="p1").build(), ("Dear", "Cheap"))
    # the first target is Dear (Hand Cost 4): "it"; the second's options are lower than 4
    second = asked[-1]
    assert any("Cheap" in o for o in second) and any("Bearer" in o for o in second), second
    assert not any("Pricey" in o for o in second) and not any("Dear" in o for o in second)
    assert _boosts(state, "Dear") == 1 and _boosts(state, "Cheap") == 2
    assert "6.5.b" in _rules(trace), _rules(trace)


def test_2_2_7_b_then_target_lower_than_a_cheap_it_has_none_suitable() -> None:
    """ "it" costs 1: no Character costs less — no suitable target, nothing happens (6.5.b)."""
    b = _bearer(THEN_LOWER).in_expedition("p1", "companion", "Dear", hand_cost=4, **STATS)
    b = b.in_expedition("p2", "hero", "Cheap", hand_cost=1, **STATS)
    state, _, _ = _played(b.at_afternoon(first="p1").build(), ("Cheap",))
    assert _boosts(state, "Cheap") == 1  # the first step only
    assert _boosts(state, "Dear") == 0 and _boosts(state, "Bearer") == 0


def test_2_2_11_b_greater_forest_than_me_as_it_is_now() -> None:
    b = _bearer(GREATER_V_THAN_ME, forest=2)
    b = b.in_expedition("p1", "companion", "Strong", hand_cost=1, **{**STATS, "forest": 3})
    b = b.in_expedition("p2", "hero", "Even", hand_cost=1, **{**STATS, "forest": 2})
    # a boost adds 1 to each statistic (2.5.1.b): Weak's Forest is 1 + 2 = 3 now
    b = b.in_expedition("p2", "companion", "Weak", counters={"boost": 2}, **STATS)
    state, asked, trace = _played(b.at_afternoon(first="p1").build(), ("Weak",))
    assert _offered(asked, "Strong") and _offered(asked, "Weak")
    assert not _offered(asked, "Even")  # the same {V} is not greater
    assert _boosts(state, "Weak") == 3
    assert "6.5.b" in _rules(trace), _rules(trace)


def test_7_3_12_a_exchange_with_a_lower_hand_cost_than_the_first() -> None:
    b = _bearer(EXCHANGE_LOWER, hand_cost=3)
    b = b.in_reserve("p1", "Cheap", hand_cost=2, **STATS)
    b = b.in_reserve("p1", "Same", hand_cost=3, **STATS)
    b = b.in_reserve("p1", "Dear", hand_cost=5, **STATS)
    state, asked, trace = _played(b.at_afternoon(first="p1").build(), ("Cheap",))
    assert _offered(asked, "Cheap")
    assert not _offered(asked, "Same") and not _offered(asked, "Dear")
    cheap, bearer = find(state, "Cheap"), find(state, "Bearer")
    assert state.objects[cheap].zone == "expedition:p1:hero"
    assert state.objects[bearer].zone == "reserve:p1"
    assert "7.3.12.a" in _rules(trace), _rules(trace)


def test_7_3_12_a_exchange_with_none_lower_does_not_happen() -> None:
    b = _bearer(EXCHANGE_LOWER, hand_cost=2)
    b = b.in_reserve("p1", "Dear", hand_cost=5, **STATS)
    state, asked, _ = _played(b.at_afternoon(first="p1").build(), ("Dear",))
    assert not _offered(asked, "Dear")
    assert state.objects[find(state, "Bearer")].zone == "expedition:p1:hero"
    assert state.objects[find(state, "Dear")].zone == "reserve:p1"


def test_2_1_h_lower_reserve_cost_than_the_sacrificed_character() -> None:
    b = _bearer(SACRIFICED).in_expedition(
        "p1", "companion", "Fodder", hand_cost=3, **{**STATS, "reserve_cost": 3}
    )
    b = b.in_reserve("p1", "Low", hand_cost=5, **{**STATS, "reserve_cost": 2})
    b = b.in_reserve("p1", "High", hand_cost=1, **{**STATS, "reserve_cost": 4})
    state, asked, trace = _played(b.at_afternoon(first="p1").build(), ("Fodder", "Low"))
    assert _offered(asked, "Low") and not _offered(asked, "High")
    low = state.objects[find(state, "Low")]
    assert low.zone.startswith("expedition:p1"), low.zone  # played for free
    assert state.objects[find(state, "High")].zone == "reserve:p1"
    assert "7.3.36.a" in _rules(trace) or "7.3.36.b" in _rules(trace), _rules(trace)


def test_2_5_c_the_same_hand_cost_as_one_of_yours() -> None:
    b = _bearer(SAME_AS_YOURS, hand_cost=1)
    b = b.in_expedition("p1", "companion", "Mine", hand_cost=4, **STATS)
    b = b.in_expedition("p2", "hero", "Twin", hand_cost=4, **STATS)
    b = b.in_expedition("p2", "companion", "Odd", hand_cost=3, **STATS)
    state, asked, _ = _played(b.at_afternoon(first="p1").build(), ("Twin",))
    assert _offered(asked, "Twin") and not _offered(asked, "Odd")
    assert state.objects[find(state, "Twin")].has(Status.EXHAUSTED)
    assert not state.objects[find(state, "Odd")].has(Status.EXHAUSTED)
