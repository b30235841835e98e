"""Printed sentences of other players as the subject of a whole effect (issue 30, eng80;
written for these tests, not copied from card data): the acting player chooses their own
targets (1.4.7.b, 6.5.b), "… and [verb]s it" on what their step acted on (6.5.h), and the
superlative "with the most / fewest boosts" (2.5.1.a) compared among the chooser's own.
Merged into :mod:`.sentences` at its end; the Spell forms are played on boards in
test_board_actors_choose.py."""

from __future__ import annotations

from typing import Any

EACH_PLAYER_MAY_GIVE_TARGET = "{J} Each player may give target Character they control 1 boost."
EACH_OPPONENT_READIES_TARGET = "{J} Each opponent readies target Character they control."
TARGET_PLAYER_SENDS_TARGET = "{J} Target player sends target Character they control to Reserve."
EACH_PLAYER_REVEALS_AND_PUTS = (
    "{J} Each player reveals the top card of their deck and puts it in their Reserve."
)
EACH_OPPONENT_EXHAUSTS_AND_GIVES = (
    "{J} Each opponent exhausts a Character they control and gives it 1 boost."
)
MOST_BOOSTS_SACRIFICED = (
    "{J} Each opponent chooses a Character they control with the most boosts and sacrifices it."
)
FEWEST_BOOSTS_YOURS = "{J} Sacrifice a Character with the fewest boosts."
MOST_BOOSTS_TARGET = "{J} Target Character with the most boosts gains [[Anchored]]."
EACH_PLAYER_TARGET_NOT_THEIRS = "{J} Each player gives target Character 1 boost."
REVEALED_THEN_LATER = (
    "{J} Each player reveals the top card of their deck and puts it in their Reserve. "
    "If they do, draw a card."
)


def _enters(*effect: dict[str, Any]) -> dict[str, Any]:
    return {"reaction": {"trigger": "enters_play", "effect": list(effect)}}


_YOU = {"controller": "you"}

READINGS_ACTORS_CHOOSE: dict[str, dict[str, Any]] = {
    EACH_PLAYER_MAY_GIVE_TARGET: _enters(
        {
            "action": "give_boost",
            "amount": 1,
            "subject": "target_character",
            "filter": _YOU,
            "may": True,
            "players_do": "each_player",
        }
    ),
    EACH_OPPONENT_READIES_TARGET: _enters(
        {
            "action": "ready",
            "subject": "target_character",
            "filter": _YOU,
            "players_do": "each_opponent",
        }
    ),
    TARGET_PLAYER_SENDS_TARGET: _enters(
        {
            "action": "send",
            "to": "reserve",
            "subject": "target_character",
            "filter": _YOU,
            "players_do": "target_player",
        }
    ),
    EACH_PLAYER_REVEALS_AND_PUTS: _enters(
        {
            "action": "reveal",
            "subject": "top_cards_of_your_deck",
            "amount": 1,
            "players_do": "each_player",
            "then": [{"action": "put", "subject": "it", "to": "reserve"}],
        }
    ),
    EACH_OPPONENT_EXHAUSTS_AND_GIVES: _enters(
        {
            "action": "exhaust",
            "subject": "a_character_you_control",
            "players_do": "each_opponent",
            "then": [{"action": "give_boost", "amount": 1, "subject": "it"}],
        }
    ),
    MOST_BOOSTS_SACRIFICED: _enters(
        {
            "action": "sacrifice",
            "subject": "a_character_you_control",
            "filter": {"extreme": "highest", "extreme_of": "boosts", "controller": "you"},
            "players_do": "each_opponent",
        }
    ),
    FEWEST_BOOSTS_YOURS: _enters(
        {
            "action": "sacrifice",
            "subject": "a_character_you_control",
            "filter": {"extreme": "lowest", "extreme_of": "boosts", "controller": "you"},
        }
    ),
    MOST_BOOSTS_TARGET: _enters(
        {
            "action": "gain_status",
            "status": "Anchored",
            "subject": "target_character",
            "filter": {"extreme": "highest", "extreme_of": "boosts"},
        }
    ),
}
RULE_SENTENCES_ACTORS_CHOOSE: dict[str, tuple[str, ...]] = {
    "players_do": (
        EACH_OPPONENT_READIES_TARGET,
        TARGET_PLAYER_SENDS_TARGET,
        EACH_PLAYER_REVEALS_AND_PUTS,
        EACH_OPPONENT_EXHAUSTS_AND_GIVES,
        EACH_PLAYER_TARGET_NOT_THEIRS,
        REVEALED_THEN_LATER,
    ),
    "player_may_clause": (EACH_PLAYER_MAY_GIVE_TARGET,),
    "most_boosts": (MOST_BOOSTS_SACRIFICED, MOST_BOOSTS_TARGET),
    "fewest_boosts": (FEWEST_BOOSTS_YOURS,),
}
REFUSED_ACTORS_CHOOSE: dict[str, str] = {
    EACH_PLAYER_TARGET_NOT_THEIRS: "what each of these players does there is not read yet",
    REVEALED_THEN_LATER: "after a step with a follow-up",
}
"""Refused with the reason: a target the words do not give to the acting player (who
chooses it is not said, 6.5.b); a follow-up a later sentence adds to theirs (whose is not
said)."""
BOARD_SENTENCES_ACTORS_CHOOSE: tuple[str, ...] = ()
