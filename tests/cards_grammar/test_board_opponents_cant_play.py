"""'Your opponents / Target opponent can't play Spells this turn' (issue 30): read by the
grammar alone as an Emblem-Ongoing (2.2.2.m, 2.2.15.a) whose "can't" makes the opponent's
play of such a card impossible (1.4.1.a) — refused with that rule — while other cards, and
the controller's own Spells, stay playable."""

from __future__ import annotations

import pytest

from engine import CardType, GameBuilder, IllegalAction, find, play_card
from engine.state.decisions import DecisionKind
from engine.state.game_state import GameState

from ..cards_text.helpers import play
from .grammar_cards import answer_picking, grammar_fields

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}
SPELL = {"type": CardType.SPELL, "hand_cost": 1, "reserve_cost": 1}


# "this turn" ends with p1's own turn (2.2.15.a), before p2 may play a card (5.1.1.b): the
# board plays "this Afternoon", which lasts into p2's turn.


def _their_turn(text: str) -> GameState:
    """p1 plays "Unique" printing ``text``; p2, holding a Spell and a Character, is then
    asked for their turn."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_hand("p2", "Their Spell", **SPELL).in_hand("p2", "Their Character", **ALLY)
    b = b.mana("p1", 4).mana("p2", 4).deck_of("p1", 6).deck_of("p2", 6)
    state, entries = play(b, "Unique")
    state = answer_picking(state, entries, ())[0]
    assert state.pending is not None and state.pending.kind == DecisionKind.TURN
    assert state.pending.player == "p2"
    return state


@pytest.mark.parametrize(
    "text",
    [
        "{J} Your opponents can't play Spells this Afternoon.",
        "{J} Target opponent can't play Spells this Afternoon.",
    ],
)
def test_1_4_1_a_the_opponent_cant_play_a_spell_this_turn(text: str) -> None:
    state = _their_turn(text)
    with pytest.raises(IllegalAction) as refused:
        play_card(state, "p2", find(state, "Their Spell"), "spell")
    assert "1.4.1.a" in str(refused.value.rule)
    assert "can't play Spells" in str(refused.value)
    played, _ = play_card(state, "p2", find(state, "Their Character"), "hero")  # not a Spell
    assert played is not None


def test_1_4_1_a_without_the_cant_the_spell_is_played() -> None:
    state = _their_turn("{J} Draw a card.")
    play_card(state, "p2", find(state, "Their Spell"), "spell")
