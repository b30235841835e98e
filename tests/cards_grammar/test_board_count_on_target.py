""" "[step] for each [name] counter / boost on target [object]" (issue 30, session 36)
played on boards: the object is the step's target chosen for its count alone (6.5.b), the
counters on it counted as the step is carried out (6.5.i) — the step acting on nothing of it;
and "Target Character gains 1 boost for each [name] counter on it": its own count."""

from __future__ import annotations

from engine import DecisionKind, GameBuilder, answer, find
from engine.state.enums import BOOST
from engine.state.game_state import GameState
from engine.why.trace import TraceEntry

from ..cards_text.helpers import play
from ..engine.helpers import until_decision
from .grammar_cards import grammar_fields, rules_of


def _played(text: str, pick: str) -> tuple[GameState, tuple[TraceEntry, ...], list[str]]:
    """p1 plays a Character printing ``text`` with their Goat (2 boosts, 1 Sap counter) and
    p2's Yak (3 boosts, 2 Sap counters) in play, targets the one named ``pick``; the state
    after, the trace, and the target options offered."""
    b = GameBuilder().in_hand("p1", "Bearer", **grammar_fields(text, "Bearer", unique=False))
    b = b.in_expedition("p1", "hero", "Goat", counters={BOOST: 2, "Sap": 1})
    b = b.in_expedition("p2", "hero", "Yak", counters={BOOST: 3, "Sap": 2})
    state, entries = play(b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 4), "Bearer")
    d = state.pending
    assert d is not None and d.kind == DecisionKind.TARGET, d
    offered = [o.label for o in d.options]
    chosen = [o.id for o in d.options if pick in o.label]
    state, first = answer(state, d.id, tuple(chosen[:1]))
    state, more = until_decision(state)
    return state, (*entries, first, *more), offered


def _hand(state: GameState) -> int:
    return len(state.zone("hand:p1"))


def test_6_5_b_a_card_drawn_for_each_boost_on_the_opponents_target() -> None:
    state, entries, offered = _played("{H} Draw a card for each boost on target Character.", "Yak")
    assert any("Goat" in o for o in offered) and any("Yak" in o for o in offered)
    assert _hand(state) == 3  # Yak's 3 boosts
    assert state.objects[find(state, "Yak")].counters.get(BOOST) == 3  # nothing done to it
    assert {"6.5.b", "6.5.i"} <= rules_of(entries)


def test_6_5_b_the_other_target_counts_its_own() -> None:
    state, _, _ = _played("{H} Draw a card for each boost on target Character.", "Goat")
    assert _hand(state) == 2


def test_6_5_i_named_counters_on_the_target_give_me_boosts() -> None:
    text = "{H} I gain 1 boost for each Sap counter on target Character."
    state, entries, _ = _played(text, "Yak")
    assert state.objects[find(state, "Bearer")].counters.get(BOOST, 0) == 2  # Yak's 2 Sap
    assert state.objects[find(state, "Yak")].counters.get(BOOST, 0) == 3
    assert "6.5.b" in rules_of(entries)


def test_6_5_i_target_gains_for_each_counter_on_it() -> None:
    text = "{H} Target Character gains 1 boost for each Sap counter on it."
    state, _, _ = _played(text, "Yak")
    assert state.objects[find(state, "Yak")].counters.get(BOOST, 0) == 5  # 3 + its 2 Sap
    assert state.objects[find(state, "Goat")].counters.get(BOOST, 0) == 2


def test_6_5_b_a_target_with_none_counts_zero() -> None:
    text = "{H} Draw a card for each Kelon counter on target Character."
    state, _, _ = _played(text, "Yak")
    assert _hand(state) == 0
