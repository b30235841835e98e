"""Expeditions said in other wordings, read by the grammar alone and played on boards
(issue 30): "target opponent's Expedition" offers only an opponent's Expeditions (7.5.5.a,
6.5.b); "each of your Expeditions that's behind" moves only the controller's Expeditions
behind the one facing them, now (7.5.2.b), not a tied one (7.5.2.c); "target opponent's
Hero Expedition" moves that opponent's Hero Expedition (7.2.3.a), not their other one."""

from __future__ import annotations

from engine import DecisionKind, GameBuilder, answer
from engine.reading.positions import distance
from engine.state.game_state import GameState

from ..cards_text.helpers import play
from ..engine.helpers import until_decision
from .grammar_cards import grammar_fields
from .sentences_expedition_wordings import (
    BEHIND_MOVES_FORWARD,
    OPPONENTS_EXPEDITION_BACK,
    OPPONENTS_HERO_BACK,
    TARGET_IN_AN_EXPEDITION_AHEAD,
)


def _played(text: str, positions: dict[str, int]) -> tuple[GameState, list[list[str]]]:
    """p1 plays a Unique printing ``text``; each decision is answered with its first
    option, its option labels kept."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    for expedition, at in positions.items():
        b = b.position(expedition, at)
    b = b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4)
    state, _ = play(b, "Unique")
    offered: list[list[str]] = []
    for _ in range(10):
        d = state.pending
        assert d is not None
        if d.kind == DecisionKind.TURN:
            break
        offered.append([o.label for o in d.options])
        state, _ = answer(state, d.id, tuple(d.option_ids()[: max(d.min_choices, 1)]))
        state, _ = until_decision(state)
    return state, offered


def test_7_5_5_a_target_opponents_expedition_is_one_of_theirs() -> None:
    state, offered = _played(OPPONENTS_EXPEDITION_BACK, {"p2:hero": 2, "p2:companion": 2})
    targets = next(labels for labels in offered if any("Expedition" in x for x in labels))
    assert targets and all(label.startswith("p2") for label in targets)
    moved = [e for e, at in (("p2:hero", 2), ("p2:companion", 2)) if state.positions[e] != at]
    assert len(moved) == 1  # the one chosen, one region back (7.3.24.a)


def test_7_5_2_b_each_of_your_expeditions_thats_behind() -> None:
    """p1's Hero Expedition is behind (0 against 2); its Companion one tied (1 against 1)."""
    state, _ = _played(
        BEHIND_MOVES_FORWARD, {"p1:hero": 0, "p2:hero": 2, "p1:companion": 3, "p2:companion": 3}
    )
    assert distance(state, "p1:hero") == 1
    assert state.positions["p1:companion"] == 3 == state.positions["p2:companion"]


def test_7_2_3_a_target_opponents_hero_expedition() -> None:
    state, _ = _played(OPPONENTS_HERO_BACK, {"p2:hero": 2, "p2:companion": 2})
    assert distance(state, "p2:hero") == 1
    assert state.positions["p2:companion"] == 2


def test_7_5_2_a_target_character_in_an_expedition_thats_ahead() -> None:
    """p2's Hero Expedition is ahead (2 against 0): only its Character is offered."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(TARGET_IN_AN_EXPEDITION_AHEAD))
    b = b.in_expedition("p1", "hero", "Mine").in_expedition("p2", "hero", "Leader")
    b = b.in_expedition("p2", "companion", "Tied")
    b = b.position("p2:hero", 2).mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4)
    state, _ = play(b, "Unique")
    d = state.pending
    assert d is not None and d.kind != DecisionKind.TURN
    assert [o.label for o in d.options] == ["Leader"]
