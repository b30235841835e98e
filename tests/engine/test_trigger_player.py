"""Whose event a player's trigger watches (1.2.2): one typed reading, Ability.watched_player —
the player the words name, else the trigger kind's own word ("you" 7.2.3.a, "an opponent"
1.2.1.b), else any player. Issue 31's review: an empty trigger_player once meant "any
player" to the reader and "you" to the control, dice and token triggers."""

from __future__ import annotations

import pytest

from engine.pipeline.activation import player_fits
from engine.state.cards import Ability, AbilityKind, TriggerKind, TriggerPlayer


@pytest.mark.parametrize(
    ("trigger", "said", "watched"),
    [
        (TriggerKind.YOU_ROLL_A_DIE, None, TriggerPlayer.YOU),
        (TriggerKind.YOU_CREATE_A_TOKEN, None, TriggerPlayer.YOU),
        (TriggerKind.YOU_TAKE_CONTROL, None, TriggerPlayer.YOU),
        (TriggerKind.OPPONENT_PLAYS_A_CARD, None, TriggerPlayer.OPPONENT),
        (TriggerKind.PLAYER_PASSES, None, TriggerPlayer.ANY),
        (TriggerKind.YOU_ROLL_A_DIE, TriggerPlayer.OPPONENT, TriggerPlayer.OPPONENT),
        (TriggerKind.YOU_PLAY_A_CARD, TriggerPlayer.ANY, TriggerPlayer.ANY),
        (TriggerKind.PLAYER_DRAWS_A_CARD, TriggerPlayer.YOU, TriggerPlayer.YOU),
    ],
)
def test_watched_player_is_the_words_else_the_kinds_word_else_any(
    trigger: TriggerKind, said: TriggerPlayer | None, watched: TriggerPlayer
) -> None:
    ability = Ability(kind=AbilityKind.REACTION, trigger=trigger, trigger_player=said)
    assert ability.watched_player is watched


def test_player_fits_each_watched_player() -> None:
    assert player_fits(TriggerPlayer.YOU, "p1", "p1")
    assert not player_fits(TriggerPlayer.YOU, "p1", "p2")
    assert player_fits(TriggerPlayer.OPPONENT, "p1", "p2")
    assert not player_fits(TriggerPlayer.OPPONENT, "p1", "p1")
    assert player_fits(TriggerPlayer.ANY, "p1", "p1") and player_fits(TriggerPlayer.ANY, "p1", "p2")
