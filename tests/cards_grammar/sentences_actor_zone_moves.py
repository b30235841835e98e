"""Printed sentences of other players moving their own cards between zones (issue 30, eng83;
written for these tests, not copied from card data): the acting player puts a card of their
own zone in another of theirs (1.4.7.b, 7.3.27.a), and "If they can't, [step]" / "Those who
can't [step] instead" for the players who could do none of it (6.1.g). Merged into
:mod:`.sentences` at its end; the Spell forms are played on boards in
test_board_actor_zone_moves.py. The siblings are in benchmarks/actor_zone_moves.py."""

from __future__ import annotations

from typing import Any

EACH_PLAYER_PUTS_IN_RESERVE = "{J} Each player puts a card from their hand in their Reserve."
TARGET_OPPONENT_PUTS_AT_BOTTOM = (
    "{J} Target opponent puts a card from their Reserve at the bottom of their deck."
)
EACH_OPPONENT_MAY_PUT_UP_TO_TWO = (
    "{J} Each opponent may put up to two cards from their hand in their Reserve."
)
IF_THEY_CANT_THEY_DRAW = (
    "{J} Each opponent puts a card from their hand in their Reserve. "
    "If they can't, they draw a card."
)
THOSE_WHO_CANT_DISCARD = (
    "{J} Each player sacrifices a Character. "
    "Those who can't discard a card from their hand instead."
)
IF_THEY_CANT_YOU_DRAW = "{J} Target opponent sacrifices a Character. If they can't, draw a card."
EACH_OPPONENT_DRAWS_THEN_PUTS = (
    "{J} Each opponent draws a card, then puts a card from their hand in their Reserve."
)
EACH_PLAYER_CANT_YOURS = (
    "{J} Each player puts a card from their hand in their Reserve. If they can't, draw a card."
)
NO_PLAYER_CANT = "{J} Draw a card. If they can't, I gain 1 boost."


def _enters(*effect: dict[str, Any]) -> dict[str, Any]:
    return {"reaction": {"trigger": "enters_play", "effect": list(effect)}}


READINGS_ACTOR_ZONE_MOVES: dict[str, dict[str, Any]] = {
    EACH_PLAYER_PUTS_IN_RESERVE: _enters(
        {
            "action": "put",
            "subject": "a_card_from_your_hand",
            "to": "reserve",
            "players_do": "each_player",
        }
    ),
    TARGET_OPPONENT_PUTS_AT_BOTTOM: _enters(
        {
            "action": "put",
            "subject": "a_card_from_your_reserve",
            "to": "deck",
            "position": "bottom",
            "players_do": "target_opponent",
        }
    ),
    EACH_OPPONENT_MAY_PUT_UP_TO_TWO: _enters(
        {
            "action": "put",
            "subject": "a_card_from_your_hand",
            "to": "reserve",
            "up_to": 2,
            "may": True,
            "players_do": "each_opponent",
        }
    ),
    IF_THEY_CANT_THEY_DRAW: _enters(
        {
            "action": "put",
            "subject": "a_card_from_your_hand",
            "to": "reserve",
            "players_do": "each_opponent",
            "if_cant": [{"action": "draw", "amount": 1}],
        }
    ),
    THOSE_WHO_CANT_DISCARD: _enters(
        {
            "action": "sacrifice",
            "subject": "a_character_you_control",
            "players_do": "each_player",
            "if_cant": [{"action": "discard", "subject": "a_card_from_your_hand"}],
        }
    ),
    EACH_OPPONENT_DRAWS_THEN_PUTS: _enters(
        {"action": "draw", "amount": 1, "players_do": "each_opponent"},
        {
            "action": "put",
            "subject": "a_card_from_your_hand",
            "to": "reserve",
            "players_do": "each_opponent",
        },
    ),
    IF_THEY_CANT_YOU_DRAW: _enters(
        {
            "action": "sacrifice",
            "subject": "a_character_you_control",
            "players_do": "target_opponent",
            "follow_ups_yours": True,
            "if_cant": [{"action": "draw", "amount": 1}],
        }
    ),
}
RULE_SENTENCES_ACTOR_ZONE_MOVES: dict[str, tuple[str, ...]] = {
    "players_do": (EACH_PLAYER_PUTS_IN_RESERVE, TARGET_OPPONENT_PUTS_AT_BOTTOM),
    "players_may_do": (EACH_OPPONENT_MAY_PUT_UP_TO_TWO,),
    "then_players_step": (EACH_OPPONENT_DRAWS_THEN_PUTS,),
    "if_they_cant": (
        IF_THEY_CANT_THEY_DRAW,
        THOSE_WHO_CANT_DISCARD,
        IF_THEY_CANT_YOU_DRAW,
        EACH_PLAYER_CANT_YOURS,
        NO_PLAYER_CANT,
    ),
}
REFUSED_ACTOR_ZONE_MOVES: dict[str, str] = {
    EACH_PLAYER_CANT_YOURS: "a step of yours for each player who can't",
    NO_PLAYER_CANT: "names no player who could not",
}
"""Refused with the reason: a step of the caster's after each player's step (once per player
who can't, or once?); "If they can't" after a step no other player does."""
BOARD_SENTENCES_ACTOR_ZONE_MOVES: tuple[str, ...] = ()
