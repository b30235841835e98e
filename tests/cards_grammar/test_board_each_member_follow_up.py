"""A follow-up of each of "they" (issue 30, session 37): a follow-up said of "they" after a step on
several targets, played on boards — the grammar's reading on a built board, p1 playing the Bearer
and choosing both targets: the follow-up's condition is judged for each target on its own (6.5.d),
each target's atomic action its own (6.1.e), a target that left looked at as it last was (2.1.h,
6.3.j); one target meeting the condition and one not."""

from __future__ import annotations

from engine import DecisionKind, Status, TraceEntry, answer, find
from engine.core import play_card
from engine.state.game_state import GameState

from ..engine.helpers import until_decision
from .test_board_composed_descriptions import ALLY, _bearer

EMBER = (
    "{J} Up to two target Characters each lose all their boosts. If they had an Ember "
    "counter, they gain [[Asleep]]."
)
TWO_OR_MORE = (
    "{J} Up to two target Characters each lose 1 boost. If they had 2 or more boosts, they "
    "gain [[Anchored]]."
)
SENT = "{J} Send up to two target Characters to Reserve. If they had a boost, exhaust them."


def _board(text: str, ally: dict[str, int], rival: dict[str, int]) -> GameState:
    b = _bearer(text).in_expedition("p1", "companion", "Ally", counters=ally, **ALLY)
    b = b.in_expedition("p2", "hero", "Rival", counters=rival, **ALLY)
    return b.at_afternoon(first="p1").build()


def _played(
    state: GameState, picks: tuple[str, ...]
) -> tuple[GameState, list[list[str]], tuple[TraceEntry, ...]]:
    """p1 plays Bearer and pays; each later decision answered with the options whose labels
    hold one of ``picks`` (up to its most), else its first option: the state after, each
    decision's option labels, and the trace."""
    state, _ = until_decision(state)
    state, first = play_card(state, "p1", find(state, "Bearer"), "hero")
    state, entries = until_decision(state)
    trace = [first, *entries]
    asked: list[list[str]] = []
    for _ in range(12):
        d = state.pending
        if d is None or d.kind == DecisionKind.TURN:
            break
        asked.append([o.label for o in d.options])
        wanted = [o.id for o in d.options if any(p in o.label for p in picks)]
        if d.kind == DecisionKind.PAY_MANA or not wanted:
            wanted = list(d.option_ids()[: max(1, d.min_choices)])
        state, entry = answer(state, d.id, tuple(wanted[: max(1, d.max_choices)]))
        state, more = until_decision(state)
        trace += [entry, *more]
    return state, asked, tuple(trace)


def _rules(entries: tuple[TraceEntry, ...]) -> set[str]:
    return {r for e in entries for r in e.rules}


def _of(state: GameState, name: str) -> object:
    return state.objects[find(state, name)]


def test_6_5_d_only_the_target_that_had_the_counter_gains_the_status() -> None:
    state = _board(EMBER, {"boost": 2, "Ember": 1}, {"boost": 1})
    state, _, trace = _played(state, ("Ally", "Rival"))
    ally, rival = _of(state, "Ally"), _of(state, "Rival")
    assert ally.boosts == 0 and rival.boosts == 0  # each lost all its boosts (6.1.e)
    assert ally.has(Status.ASLEEP)  # it had an Ember counter
    assert not rival.has(Status.ASLEEP)  # it had none: not "they" for this target (6.5.d)
    assert {"6.5.d", "6.1.e"} <= _rules(trace), _rules(trace)


def test_6_5_d_neither_target_meets_it_nothing_follows() -> None:
    state = _board(EMBER, {"boost": 1}, {"boost": 1})
    state, _, _ = _played(state, ("Ally", "Rival"))
    assert not _of(state, "Ally").has(Status.ASLEEP)
    assert not _of(state, "Rival").has(Status.ASLEEP)


def test_6_3_k_each_target_as_it_was_before_it_lost_the_boost() -> None:
    """ "If they had 2 or more boosts": each target's boosts just before it lost one (6.3.k)
    — Ally had 2 (now 1), Rival had 1 (now 0)."""
    state = _board(TWO_OR_MORE, {"boost": 2}, {"boost": 1})
    state, _, trace = _played(state, ("Ally", "Rival"))
    ally, rival = _of(state, "Ally"), _of(state, "Rival")
    assert ally.boosts == 1 and rival.boosts == 0
    assert ally.has(Status.ANCHORED) and not rival.has(Status.ANCHORED)
    assert "6.5.d" in _rules(trace)


def test_2_1_h_a_target_sent_to_reserve_as_it_last_was() -> None:
    """Sent to Reserve each is a new object without boosts (2.1.d, 2.5.b); "they had a boost"
    is each one's information just before it moved (2.1.h): only Ally is exhausted there."""
    state = _board(SENT, {"boost": 1}, {})
    state, _, trace = _played(state, ("Ally", "Rival"))
    ally, rival = _of(state, "Ally"), _of(state, "Rival")
    assert ally.zone == "reserve:p1" and rival.zone == "reserve:p2"
    assert ally.has(Status.EXHAUSTED) and not rival.has(Status.EXHAUSTED)
    assert {"6.5.d", "6.1.e"} <= _rules(trace)
