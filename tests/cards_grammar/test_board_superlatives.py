"""Superlatives in object descriptions, read by the grammar alone and played on a board
(issue 30): "with the lowest Hand Cost" / "with the highest {V}" pick, among the objects in
play the rest of the description names (3.1.4.a), those whose Hand Cost (2.2.7) or
statistic (2.2.11.c) is the lowest / highest — ties all."""

from __future__ import annotations

import pytest

from engine import DecisionKind, GameState
from scenarios.cards.grammar.reader import NotRead, read_ability

from .sentences_superlatives import (
    EACH_OPPONENTS_LOWEST,
    READINGS_SUPERLATIVES,
    REFUSED_SUPERLATIVES,
    TARGET_HIGHEST_FOREST,
)
from .sibling_checks import assert_reading_written_back
from .test_board_composed_descriptions import ALLY, _bearer, _exhausted, _paid, _played


def _board(text: str) -> GameState:
    """Bearer (``text``) in p1's hand; p1's Cheap (Hand Cost 1) and Big ({V} 4, Hand Cost
    5); p2's Small and Twin (Hand Cost 2 both) and Tall ({V} 3, Hand Cost 4)."""
    b = _bearer(text).in_expedition("p1", "hero", "Cheap", **ALLY)
    b = b.in_expedition("p1", "companion", "Big", **{**ALLY, "hand_cost": 5, "forest": 4})
    for name, cost, forest in (("Small", 2, 1), ("Twin", 2, 1), ("Tall", 4, 3)):
        fields = {**ALLY, "hand_cost": cost, "forest": forest}
        b = b.in_expedition("p2", "hero", name, **fields)
    return b.at_afternoon(first="p1").build()


def test_2_2_7_each_opponents_character_with_the_lowest_hand_cost_ties_included() -> None:
    state = _played(_board(EACH_OPPONENTS_LOWEST))
    assert _exhausted(state, "Small") and _exhausted(state, "Twin")  # both Hand Cost 2
    assert not _exhausted(state, "Tall")
    assert not _exhausted(state, "Cheap")  # lower, but p1's: not among those described


def test_2_2_11_c_target_character_with_the_highest_forest_is_offered_alone() -> None:
    state, _ = _paid(_board(TARGET_HIGHEST_FOREST))
    assert state.pending is not None and state.pending.kind != DecisionKind.TURN
    labels = [o.label for o in state.pending.options]
    assert any("Big" in label for label in labels), labels
    for name in ("Cheap", "Small", "Twin", "Tall"):
        assert not any(name in label for label in labels), (name, labels)


@pytest.mark.parametrize("text", sorted(REFUSED_SUPERLATIVES))
def test_a_superlative_outside_objects_in_play_now_is_refused(text: str) -> None:
    with pytest.raises(NotRead) as refused:
        read_ability(text)
    assert REFUSED_SUPERLATIVES[text] in str(refused.value).lower()


def test_the_writer_writes_superlatives_back() -> None:
    for text, reading in READINGS_SUPERLATIVES.items():
        assert read_ability(text) == reading, text
        assert_reading_written_back(reading, text)
