"""'[Target] Expedition(s) can't move backward this turn / this [Phase]' (issue 30): read by
the grammar alone as an Emblem-Ongoing (2.2.2.m) whose "can't" (1.4.1.a) makes the move of
7.3.24 impossible for its duration (2.2.15.a) — for the Expedition targeted only (6.5.b)."""

from __future__ import annotations

from engine import GameBuilder
from engine.state.game_state import GameState

from ..cards_text.helpers import play
from ..engine.helpers import rules_of
from .grammar_cards import answer_picking, grammar_fields

BOTH_BACK = "Both of your Expeditions move backwards one region."


def _played(text: str, picks: tuple[str, ...] = ()) -> tuple[GameState, set[str]]:
    """p1, both Expeditions on region 3, plays "Unique" printing ``text``."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.position("p1:hero", 3).position("p1:companion", 3).mana("p1", 4)
    state, entries = play(b.deck_of("p1", 6).deck_of("p2", 6), "Unique")
    state, entries = answer_picking(state, entries, picks)
    return state, set(rules_of(entries))


def test_1_4_1_a_the_targeted_expedition_does_not_move_backward() -> None:
    """p1's hero Expedition targeted stays on region 3; the companion one moves back."""
    text = f"{{J}} Target Expedition can't move backward this turn. {BOTH_BACK}"
    state, rules = _played(text, ("p1's hero",))
    assert state.positions["p1:hero"] == 3
    assert state.positions["p1:companion"] == 4  # back toward its origin (7.3.24.a)
    assert "1.4.1.a" in rules


def test_1_4_1_a_no_expedition_moves_backward_this_turn() -> None:
    state, rules = _played(f"{{J}} Expeditions can't move backwards this turn. {BOTH_BACK}")
    assert (state.positions["p1:hero"], state.positions["p1:companion"]) == (3, 3)
    assert "1.4.1.a" in rules


def test_7_3_24_without_the_cant_both_move_backward() -> None:
    state, _ = _played(f"{{J}} {BOTH_BACK}")
    assert (state.positions["p1:hero"], state.positions["p1:companion"]) == (2, 4)
