""" "When [object] gains a status —", read by the grammar alone and played on a board (issue
30): any status gained activates it (2.4.1.a, 7.3.16.a), exhausting too (7.3.13.a), for the
objects its description lets through; "it" is the object that gained (6.3.i)."""

from __future__ import annotations

import pytest

from engine import GameBuilder, find
from engine.state.enums import BOOST
from engine.state.game_state import GameState

from ..cards_text.helpers import play
from .grammar_cards import answer_picking, grammar_fields
from .sentences_first_time_triggers import GAINS_A_STATUS

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def _played(effect: str, pick: str) -> GameState:
    """p1's Watcher printing :data:`GAINS_A_STATUS` and an Ally in play, p2's Foe; p1 plays
    a Giver printing ``effect``, picking the option labelled ``pick``."""
    b = GameBuilder().in_expedition("p1", "hero", "Watcher", **grammar_fields(GAINS_A_STATUS))
    b = b.in_expedition("p1", "companion", "Ally", **ALLY)
    b = b.in_expedition("p2", "hero", "Foe", **ALLY)
    b = b.mana("p1", 6).deck_of("p1", 6).deck_of("p2", 6)
    b = b.in_hand("p1", "Giver", **grammar_fields(effect, "Giver", unique=False))
    state, entries = play(b, "Giver")
    state, _ = answer_picking(state, tuple(entries), (pick,))
    return state


@pytest.mark.parametrize(
    ("effect", "pick", "boosted"),
    [
        ("{H} Target Character gains Asleep.", "Ally", True),
        ("{H} Target Character gains Anchored.", "Ally", True),
        ("{H} Exhaust target Character.", "Ally", True),
        ("{H} Target Character gains Asleep.", "Foe", False),  # not one you control
    ],
    ids=["asleep", "anchored", "exhausted", "an-opponents-character"],
)
def test_7_3_16_a_when_a_character_you_control_gains_a_status(
    effect: str, pick: str, boosted: bool
) -> None:
    state = _played(effect, pick)
    assert (state.objects[find(state, pick)].counters.get(BOOST, 0) == 1) is boosted
    assert state.objects[find(state, "Watcher")].counters.get(BOOST, 0) == 0
