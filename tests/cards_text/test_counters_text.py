"""Printed effects removing counters (2.5.g): each test holds the printed sentence, checks
the reading and plays it on a board."""

from __future__ import annotations

from engine import GameBuilder, find
from engine.state.game_state import GameState

from ..engine.helpers import choose, pending
from .helpers import executed, fields, play, read, steps

_INFORMANT = (
    "{H} Remove up to 2 counters from target card in play or in Reserve. "
    "(This can't target Hero cards.)"
)


def _informant(b: GameBuilder) -> GameState:
    r = executed(read(_INFORMANT, name="Informant"))
    state, _ = play(b.in_hand("p1", "Informant", **fields(r)).mana("p1", 1), "Informant")
    state = choose(state, find(state, "Big"))  # the target (6.5.b)
    return state


def _counters(state: GameState, name: str) -> dict[str, int]:
    return dict(state.objects[find(state, name)].counters)


def test_2_5_g_remove_up_to_two_counters_of_the_controllers_choice() -> None:
    r = executed(read(_INFORMANT))
    assert steps(r) == [
        {
            "action": "remove_counters",
            "subject": "target_card_in_play_or_reserve",
            "amount": "X",
            "amounts": (0, 1, 2),
        }
    ]
    b = GameBuilder().in_expedition("p2", "hero", "Big", counters={"boost": 3, "Kelon": 1})
    state = _informant(b)
    d = pending(state)
    assert d.kind == "choose_amount" and d.option_ids() == ("0", "1", "2")  # up to two
    state = choose(state, "2")
    d = pending(state)
    assert d.kind == "remove_counters" and (d.min_choices, d.max_choices) == (2, 2)
    assert {"6.1.g", "2.5.d"} <= set(d.rules)  # the controller chooses; alike by name
    labels = sorted({o.label for o in d.options})  # boosts are alike (2.5.d)
    assert labels == ["a Kelon counter on Big", "a boost counter on Big"]
    kelon = next(o.id for o in d.options if "Kelon" in o.label)
    boost = next(o.id for o in d.options if "boost" in o.label)
    state = choose(state, kelon, boost)
    assert _counters(state, "Big") == {"boost": 2}


def test_2_5_g_with_no_more_counters_than_that_all_are_removed() -> None:
    b = GameBuilder().in_reserve("p2", "Big", counters={"Kelon": 1})
    state = _informant(b)
    state = choose(state, "2")
    assert pending(state).kind == "turn"  # nothing to choose: the only counter goes
    assert _counters(state, "Big") == {}


def test_2_5_g_removing_none() -> None:
    b = GameBuilder().in_expedition("p2", "hero", "Big", counters={"boost": 1})
    state = choose(_informant(b), "0")
    assert pending(state).kind == "turn" and _counters(state, "Big") == {"boost": 1}


def test_2_5_g_remove_three_counters_is_exactly_three() -> None:
    r = executed(read("Remove 3 counters from target card in play or in Reserve.", type="Spell"))
    assert steps(r) == [
        {"action": "remove_counters", "subject": "target_card_in_play_or_reserve", "amount": 3}
    ]
    b = (
        GameBuilder()
        .in_hand("p1", "Printed", **fields(r))
        .mana("p1", 1)
        .in_expedition("p2", "hero", "Big", counters={"boost": 2, "Kelon": 2})
    )
    state, _ = play(b, "Printed", dest="spell")
    state = choose(state, find(state, "Big"))
    d = pending(state)
    assert (d.kind, d.min_choices, d.max_choices) == ("remove_counters", 3, 3)
    state = choose(state, *d.option_ids()[:3])  # both Kelon counters and one boost
    assert _counters(state, "Big") == {"boost": 1}
