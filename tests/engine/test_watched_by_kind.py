"""Whose event a trigger watches when its kind says the player (1.2.2): an explicit table,
checked against every trigger kind the engine knows, so a new "When you …" or "When an
opponent …" kind cannot silently watch any player's event."""

from __future__ import annotations

from engine.state.abilities import Ability
from engine.state.kinds import AbilityKind
from engine.state.triggers import WATCHED_BY_KIND, TriggerKind, TriggerPlayer


def test_every_you_or_opponent_kind_says_its_player() -> None:
    for kind in TriggerKind:
        if kind.value.startswith("you_"):
            assert WATCHED_BY_KIND.get(kind) is TriggerPlayer.YOU, kind
        elif kind.value.startswith("opponent_"):
            assert WATCHED_BY_KIND.get(kind) is TriggerPlayer.OPPONENT, kind
        else:
            assert kind not in WATCHED_BY_KIND, kind


def test_watched_player_follows_the_words_then_the_kind() -> None:
    rolled = Ability(AbilityKind.REACTION, trigger=TriggerKind.YOU_ROLL_A_DIE)
    assert rolled.watched_player is TriggerPlayer.YOU
    passes = Ability(AbilityKind.REACTION, trigger=TriggerKind.PLAYER_PASSES)
    assert passes.watched_player is TriggerPlayer.ANY
    said = Ability(
        AbilityKind.REACTION,
        trigger=TriggerKind.PLAYER_PASSES,
        trigger_player=TriggerPlayer.OPPONENT,
    )
    assert said.watched_player is TriggerPlayer.OPPONENT
