"""'Target opponent / Target player can't play Spells this Afternoon' (gram55, issue 30):
the "can't" binds the player the step targets (6.5.b; a player may be a target, 1.2.6.c)
as the Emblem-Ongoing is created (2.2.2.m) — only that player is kept from playing Spells
(1.4.1.a), never read as "Your opponents can't …" (every opponent)."""

from __future__ import annotations

import pytest

from engine import CardType, GameBuilder, IllegalAction, find, play_card
from engine.pipeline.statics import opponent_forbids_playing
from engine.state.decisions import DecisionKind
from engine.state.game_state import GameState
from scenarios.cards.grammar.reader import read_ability

from ..cards_text.helpers import play
from .grammar_cards import answer_picking, grammar_fields

SPELL = {"type": CardType.SPELL, "hand_cost": 1, "reserve_cost": 1}


def _after(text: str, target: str) -> GameState:
    """p1 plays "Unique" printing ``text``, targeting ``target``; both hold a Spell; p2 is
    then asked for their turn ("this Afternoon" lasts into it, 2.2.15.a)."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_hand("p1", "My Spell", **SPELL).in_hand("p2", "Their Spell", **SPELL)
    b = b.mana("p1", 4).mana("p2", 4).deck_of("p1", 6).deck_of("p2", 6)
    state, entries = play(b, "Unique")
    state = answer_picking(state, entries, (target,))[0]
    assert state.pending is not None and state.pending.kind == DecisionKind.TURN
    assert state.pending.player == "p2"
    return state


@pytest.mark.parametrize(
    "text",
    [
        "{J} Target opponent can't play Spells this Afternoon.",
        "{J} Target player can't play Spells this Afternoon.",
    ],
)
def test_6_5_b_the_targeted_opponent_cant_play_a_spell(text: str) -> None:
    state = _after(text, "p2")
    with pytest.raises(IllegalAction) as refused:
        play_card(state, "p2", find(state, "Their Spell"), "spell")
    assert "1.4.1.a" in str(refused.value.rule)
    assert "Target" in str(refused.value) and "can't play Spells" in str(refused.value)
    # the player not targeted is not restricted (6.5.b): its controller here
    assert opponent_forbids_playing(state, "p1", find(state, "My Spell")) is None


def test_6_5_b_a_target_player_is_the_one_restricted_even_its_controller() -> None:
    """1.2.6.c: "target player" may be the effect's controller — then only they are kept
    from playing Spells, and their opponent, not targeted, plays one."""
    state = _after("{J} Target player can't play Spells this Afternoon.", "p1")
    assert opponent_forbids_playing(state, "p1", find(state, "My Spell")) is not None
    played, _ = play_card(state, "p2", find(state, "Their Spell"), "spell")
    assert played is not None


def test_the_targeted_restriction_is_not_read_as_every_opponent() -> None:
    """The reading names the target (6.5.b), not "Your opponents" (precision)."""
    step = read_ability("{J} Target opponent can't play Spells this turn.")["reaction"]
    said = step["effect"][0]
    assert said["subject"] == "target_opponent"
    assert said["ongoing"]["cant"] == "Target opponent can't play Spells"
    each = read_ability("{J} Each opponent can't play Spells this turn.")["reaction"]
    assert each["effect"][0]["ongoing"]["cant"] == "Your opponents can't play Spells"
