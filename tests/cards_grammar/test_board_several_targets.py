"""Several targets in one step read by the grammar alone and played on boards (issue 30,
g2): each target chosen once per step — the second is never the first (6.5.b) — the atomic
action for each (6.1.e), the second acted on whatever happened to the first."""

from __future__ import annotations

from engine import DecisionKind, GameState, Status, TraceEntry, answer, find
from engine.core import play_card

from ..engine.helpers import until_decision
from .sentences_several_targets import ANCHORED_BOTH, TWO_CHARACTERS
from .test_board_composed_descriptions import ALLY, _bearer

EXHAUST_BOTH = "{J} Exhaust target Character an opponent controls and target Character you control."


def _played(
    state: GameState, picks: tuple[str, ...]
) -> tuple[GameState, list[list[str]], tuple[TraceEntry, ...]]:
    """p1 plays Bearer and pays; each later decision answered with the option whose label
    holds the next name of ``picks`` (else its first option): the state after, each
    decision's option labels, and the trace."""
    state, _ = until_decision(state)
    state, first = play_card(state, "p1", find(state, "Bearer"), "hero")
    state, entries = until_decision(state)
    trace = [first, *entries]
    while state.pending is not None and state.pending.kind == DecisionKind.PAY_MANA:
        d = state.pending  # the first Mana Orbs offered (5.1.2.h)
        state, paid = answer(state, d.id, d.option_ids()[: d.min_choices])
        state, more = until_decision(state)
        trace += [paid, *more]
    asked: list[list[str]] = []
    wanted = list(picks)
    for _ in range(10):
        d = state.pending
        if d is None or d.kind == DecisionKind.TURN:
            break
        asked.append([o.label for o in d.options])
        name = wanted.pop(0) if wanted else ""
        ids = [o.id for o in d.options if name and name in o.label][:1] or list(
            d.option_ids()[: max(1, d.min_choices)]
        )
        state, entry = answer(state, d.id, tuple(ids))
        state, more = until_decision(state)
        trace += [entry, *more]
    return state, asked, tuple(trace)


def _boosts(state: GameState, name: str) -> int:
    return state.objects[find(state, name)].boosts


def _rules(entries: tuple[TraceEntry, ...]) -> set[str]:
    return {r for e in entries for r in e.rules}


def test_6_5_b_the_second_target_is_never_the_first() -> None:
    """ "Target Character and target Character each gain 1 boost": Ally chosen first is not
    offered again; the other one gains the second boost."""
    b = _bearer(TWO_CHARACTERS).in_expedition("p1", "companion", "Ally", **ALLY)
    b = b.in_expedition("p2", "hero", "Rival", **ALLY)
    state, asked, trace = _played(b.at_afternoon(first="p1").build(), ("Ally", "Rival"))
    assert any("Ally" in label for label in asked[0])
    assert len(asked) == 2 and not any("Ally" in label for label in asked[1]), asked
    assert _boosts(state, "Ally") == 1 and _boosts(state, "Rival") == 1
    assert _boosts(state, "Bearer") == 0
    assert {"6.5.b", "6.1.e"} <= _rules(trace), _rules(trace)


def test_6_5_b_another_target_gains_the_status_too() -> None:
    """ "Target Character and another target Character each gain [[Anchored]]": two
    objects, each gains it once (6.1.e)."""
    b = _bearer(ANCHORED_BOTH).in_expedition("p1", "companion", "Ally", **ALLY)
    state, asked, _ = _played(b.at_afternoon(first="p1").build(), ("Ally",))
    assert len(asked) == 2 and not any("Ally" in label for label in asked[1]), asked
    assert state.objects[find(state, "Ally")].has(Status.ANCHORED)
    assert state.objects[find(state, "Bearer")].has(Status.ANCHORED)


def test_6_5_b_with_no_first_target_the_second_is_still_acted_on() -> None:
    """No Character an opponent controls: the first target's exhaust does nothing (6.5.b:
    no suitable target), and the Character p1 controls is still exhausted."""
    b = _bearer(EXHAUST_BOTH).in_expedition("p1", "companion", "Ally", **ALLY)
    state, _, trace = _played(b.at_afternoon(first="p1").build(), ("Ally",))
    assert state.objects[find(state, "Ally")].has(Status.EXHAUSTED)
    assert "6.5.b" in _rules(trace)


def test_6_1_e_each_player_s_character_exhausted() -> None:
    """Both targets there: Rival (the opponent's) and Ally (p1's) are exhausted."""
    b = _bearer(EXHAUST_BOTH).in_expedition("p1", "companion", "Ally", **ALLY)
    b = b.in_expedition("p2", "hero", "Rival", **ALLY)
    state, _, _ = _played(b.at_afternoon(first="p1").build(), ("Rival", "Ally"))
    assert state.objects[find(state, "Rival")].has(Status.EXHAUSTED)
    assert state.objects[find(state, "Ally")].has(Status.EXHAUSTED)
    assert not state.objects[find(state, "Bearer")].has(Status.EXHAUSTED)
