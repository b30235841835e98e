""" "N counters from [objects]" with N >= 2 and neither "each" nor "all" (issue 30, session
36) played on boards: the player DIVIDES the N among the objects (6.1.g) — a spend is
one decision recording the split (7.3.38.a), paid in full or not at all (7.3.38.b, 6.4.c:
with fewer than N in all it is not offered and what it was for does not happen, 6.5.f); a
removal is a total chosen among them, all of them when there are no more (2.5.g, 6.5.h)."""

from __future__ import annotations

from engine import DecisionKind, GameBuilder, answer, find
from engine.state.enums import BOOST
from engine.state.game_state import GameState
from engine.why.trace import TraceEntry

from ..cards_text.helpers import play
from ..engine.helpers import until_decision
from .grammar_cards import grammar_fields, rules_of

_NAMES = ("Goat", "Ram", "Yak")


def _board(text: str, goat: int = 2, ram: int = 3) -> tuple[GameState, tuple[TraceEntry, ...]]:
    """p1 plays a Character printing ``text`` with two Characters of theirs (Goat and Ram,
    boosted ``goat`` / ``ram`` times) and an opponent's Yak (2 boosts); stops at the first
    decision."""
    b = GameBuilder().in_hand("p1", "Bearer", **grammar_fields(text, "Bearer", unique=False))
    b = b.in_expedition("p1", "hero", "Goat", counters={BOOST: goat} if goat else {})
    b = b.in_expedition("p1", "companion", "Ram", counters={BOOST: ram} if ram else {})
    b = b.in_expedition("p2", "hero", "Yak", counters={BOOST: 2})
    return play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Bearer")


def _answer(
    state: GameState, entries: tuple[TraceEntry, ...], split: dict[str, int]
) -> tuple[GameState, tuple[TraceEntry, ...], list[str]]:
    """Each decision answered until a turn: "yes" to a "may", the split ``split`` (so many
    counters from each object named) to the choice of counters: the kinds asked, in order."""
    asked: list[str] = []
    for _ in range(10):
        d = state.pending
        if d is None or d.kind == DecisionKind.TURN:
            break
        asked.append(d.kind)
        if d.kind in (DecisionKind.SPEND_IN_ALL, DecisionKind.REMOVE_COUNTERS):
            ids = [
                o.id
                for name, n in split.items()
                for o in [o for o in d.options if o.label.endswith(f"on {name}")][:n]
            ]
            assert (d.min_choices, d.max_choices) == (len(ids), len(ids)), d
        else:
            ids = [d.options[0].id]
        state, first = answer(state, d.id, tuple(ids))
        state, more = until_decision(state)
        entries = (*entries, first, *more)
    return state, entries, asked


def _boosts(state: GameState) -> dict[str, int]:
    return {n: state.objects[find(state, n)].counters.get(BOOST, 0) for n in _NAMES}


def _hand(state: GameState) -> int:
    return len(state.zone("hand:p1"))


_SPEND = "{H} You may spend 2 boosts from Characters you control. If you do, draw a card."


def test_6_1_g_two_boosts_spent_divided_one_from_each() -> None:
    state, entries = _board(_SPEND)
    hand = _hand(state)
    state, entries, asked = _answer(state, entries, {"Goat": 1, "Ram": 1})
    assert asked == [DecisionKind.OPTIONAL_STEP, DecisionKind.SPEND_IN_ALL]
    assert _boosts(state) == {"Goat": 1, "Ram": 2, "Yak": 2}
    assert _hand(state) == hand + 1  # spent: what it was for happens (6.5.f)
    assert {"6.1.g", "7.3.38.a"} <= rules_of(entries)


def test_6_1_g_two_boosts_spent_both_from_one() -> None:
    state, entries = _board(_SPEND)
    state, entries, _ = _answer(state, entries, {"Ram": 2})
    assert _boosts(state) == {"Goat": 2, "Ram": 1, "Yak": 2}  # the opponent's Yak untouched


def test_7_3_38_b_fewer_in_all_than_the_spend_is_not_offered() -> None:
    state, entries = _board(_SPEND, goat=1, ram=0)
    state, entries, asked = _answer(state, entries, {})
    assert asked == []  # not even asked (6.1.g): "yes" is impossible
    assert _boosts(state) == {"Goat": 1, "Ram": 0, "Yak": 2}  # none of it spent (1.2.5.c)
    assert _hand(state) == 0  # what it was for does not happen (6.5.f)
    rules = rules_of(entries)
    assert {"7.3.38.b", "6.4.c"} <= rules
    said = " ".join(e.text for e in entries)
    assert "cannot spend 2 boosts in all" in said


def test_7_3_38_a_exactly_that_many_in_all_nothing_to_choose() -> None:
    text = "{H} Spend 3 boosts from Characters you control. Draw a card."
    state, entries = _board(text, goat=1, ram=2)
    state, entries, asked = _answer(state, entries, {})
    assert DecisionKind.SPEND_IN_ALL not in asked
    assert _boosts(state) == {"Goat": 0, "Ram": 0, "Yak": 2}
    assert _hand(state) == 1  # the Bearer played from an empty hand, then one drawn
    assert "7.3.38.a" in rules_of(entries)


def test_named_counters_spent_divided() -> None:
    text = "{H} You may spend 3 Kelon counters from Characters you control to draw a card."
    b = GameBuilder().in_hand("p1", "Bearer", **grammar_fields(text, "Bearer", unique=False))
    b = b.in_expedition("p1", "hero", "Goat", counters={"Kelon": 2, BOOST: 1})
    b = b.in_expedition("p1", "companion", "Ram", counters={"Kelon": 2})
    b = b.in_expedition("p2", "hero", "Yak", counters={BOOST: 2})
    state, entries = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Bearer")
    state, entries, asked = _answer(state, entries, {"Goat": 2, "Ram": 1})
    assert DecisionKind.SPEND_IN_ALL in asked
    goat, ram = (state.objects[find(state, n)].counters for n in ("Goat", "Ram"))
    assert (goat.get("Kelon", 0), goat.get(BOOST, 0), ram.get("Kelon", 0)) == (0, 1, 1)


def test_2_5_g_two_boosts_removed_divided() -> None:
    state, entries = _board("{H} Remove 2 boosts from Characters you control.")
    state, entries, asked = _answer(state, entries, {"Goat": 1, "Ram": 1})
    assert asked == [DecisionKind.REMOVE_COUNTERS]
    assert _boosts(state) == {"Goat": 1, "Ram": 2, "Yak": 2}
    assert {"6.1.g", "2.5.g"} <= rules_of(entries)


def test_2_5_g_more_removed_than_there_are_all_of_them() -> None:
    state, entries = _board("{H} Remove 3 boosts from Characters you control.", goat=1, ram=1)
    state, entries, asked = _answer(state, entries, {})
    assert asked == []  # nothing to choose: all of them go (2.5.g)
    assert _boosts(state) == {"Goat": 0, "Ram": 0, "Yak": 2}
    assert "2.5.g" in rules_of(entries)


def test_2_5_g_removed_from_an_opponents_group() -> None:
    text = "{H} Remove 2 boosts from Characters your opponents control."
    state, entries = _board(text)
    state, entries, _ = _answer(state, entries, {"Yak": 2})
    assert _boosts(state) == {"Goat": 2, "Ram": 3, "Yak": 0}


def test_6_1_g_up_to_two_removed_in_all() -> None:
    state, entries = _board("{H} Remove up to 2 boosts from Characters you control.")
    d = state.pending
    assert d is not None and d.kind == DecisionKind.CHOOSE_AMOUNT
    state, first = answer(state, d.id, ("1",))
    state, more = until_decision(state)
    state, entries, _ = _answer(state, (*entries, first, *more), {"Ram": 1})
    assert _boosts(state) == {"Goat": 2, "Ram": 2, "Yak": 2}
