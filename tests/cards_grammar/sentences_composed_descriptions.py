"""Printed sentences of the grammar's block "descriptions compose: owner, readiness, a
type's tokens, places, abilities" (issue 30; written for these tests from the CR's words):
their readings and rules, and those played on a board
(``test_board_composed_descriptions.py``). Merged into :mod:`.sentences` at its end."""

from __future__ import annotations

from typing import Any

EACH_YOU_OWN = "{J} Exhaust each Character you own."
LEAVES_OPPONENT_OWNS = "When a Character an opponent owns leaves play \u2014 Draw a card."
TARGET_YOUR_OPPONENT_OWNS = "{J} Exhaust target Character your opponent owns."
PER_READY = "{J} Draw a card for each ready Character you control."
TARGET_READY = "{J} Exhaust up to two target ready Characters."
EACH_CHARACTER_TOKEN = "{J} Exhaust each Character token."
PERMANENT_TOKENS_HAVE = "Permanent tokens you control have [[Defender]]."
TARGET_PERMANENT_TOKEN = "{J} Exhaust target Permanent token."
CONTROLLED_BY_YOUR_OPPONENT = "{J} Exhaust target Character controlled by your opponent."
YOUR_OPPONENT_CONTROLS = "{J} Exhaust each Permanent your opponent controls."
EACH_IN_PLAY = "{J} Exhaust each Character in play."
PERMANENTS_IN_EACH_EXPEDITION = "{J} Exhaust each Permanent in each Expedition."
IN_BOTH_OF_YOURS = "{J} Exhaust each Permanent in both of your Expeditions."
IN_EACH_OF_YOURS = "{J} Exhaust all Characters in each of your Expeditions."
ALL_OF_YOUR_OPPONENTS = "{J} Exhaust all of your opponent's Characters."
WITHOUT_AN_ABILITY = "{J} Exhaust target Character without an ability."
WITH_NO_ABILITIES = "{J} Exhaust each Character with no abilities."
TARGET_HERO = "{J} Exhaust target Hero."
HEROES = "{J} Exhaust all Heroes."


def _exhaust(subject: str, flt: dict[str, Any] | None = None, **more: Any) -> dict[str, Any]:
    step: dict[str, Any] = {"action": "exhaust", "subject": subject, **more}
    if flt:
        step["filter"] = flt
    return {"reaction": {"trigger": "enters_play", "effect": [step]}}


READINGS_COMPOSED_DESCRIPTIONS: dict[str, dict[str, Any]] = {
    EACH_YOU_OWN: _exhaust("objects_in_play", {"types": ["Character"], "owner": "you"}),
    LEAVES_OPPONENT_OWNS: {
        "reaction": {
            "trigger": "object_leaves_play",
            "filter": {"types": ["Character"], "owner": "opponent"},
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    TARGET_YOUR_OPPONENT_OWNS: _exhaust("target_character", {"owner": "opponent"}),
    PER_READY: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [{"action": "draw", "per": "ready character you control"}],
        }
    },
    TARGET_READY: _exhaust("target_character", {"without": ["Exhausted"]}, up_to=2),
    EACH_CHARACTER_TOKEN: _exhaust("objects_in_play", {"types": ["Character"], "tokens": True}),
    PERMANENT_TOKENS_HAVE: {
        "passive": {"grant": {"to": "permanent tokens you control", "keyword": "Defender"}}
    },
    TARGET_PERMANENT_TOKEN: _exhaust("target_permanent", {"tokens": True}),
    CONTROLLED_BY_YOUR_OPPONENT: _exhaust("target_character", {"controller": "opponent"}),
    YOUR_OPPONENT_CONTROLS: _exhaust(
        "objects_in_play", {"types": ["Permanent"], "controller": "opponent"}
    ),
    EACH_IN_PLAY: _exhaust("objects_in_play", {"types": ["Character"]}),
    PERMANENTS_IN_EACH_EXPEDITION: _exhaust(
        "objects_in_play", {"types": ["Permanent"], "permanents_in_expeditions": True}
    ),
    IN_BOTH_OF_YOURS: _exhaust(
        "objects_in_play",
        {"types": ["Permanent"], "controller": "you", "permanents_in_expeditions": True},
    ),
    IN_EACH_OF_YOURS: _exhaust("characters_you_control"),
    ALL_OF_YOUR_OPPONENTS: _exhaust(
        "objects_in_play", {"types": ["Character"], "controller": "opponent"}
    ),
}

RULE_SENTENCES_COMPOSED_DESCRIPTIONS: dict[str, tuple[str, ...]] = {
    "you_own": (EACH_YOU_OWN,),
    "opponent_owns": (LEAVES_OPPONENT_OWNS, TARGET_YOUR_OPPONENT_OWNS),
    "ready_adjective": (PER_READY, TARGET_READY),
    "character_token_noun": (EACH_CHARACTER_TOKEN,),
    "permanent_token_noun": (PERMANENT_TOKENS_HAVE, TARGET_PERMANENT_TOKEN),
    "opponent_controls": (CONTROLLED_BY_YOUR_OPPONENT, YOUR_OPPONENT_CONTROLS),
    "in_play_qualifier": (EACH_IN_PLAY,),
    "in_each_expedition": (PERMANENTS_IN_EACH_EXPEDITION,),
    "in_your_expeditions": (IN_BOTH_OF_YOURS,),
    "in_each_of_your_expeditions": (IN_EACH_OF_YOURS,),
    "each_of_whose_object": (ALL_OF_YOUR_OPPONENTS,),
}

REFUSED_COMPOSED_DESCRIPTIONS: dict[str, tuple[str, ...]] = {
    "without_abilities": (WITHOUT_AN_ABILITY, WITH_NO_ABILITIES),
    "hero_noun": (TARGET_HERO, HEROES),
}
"""Rules whose words are read and refused with a judge's reason: no filter of the engine
selects by abilities, and a Hero is not in play (2.2.12.g, 3.2.6)."""

BOARD_SENTENCES_COMPOSED_DESCRIPTIONS: tuple[str, ...] = (
    EACH_YOU_OWN,
    PER_READY,
    EACH_CHARACTER_TOKEN,
    PERMANENTS_IN_EACH_EXPEDITION,
    CONTROLLED_BY_YOUR_OPPONENT,
)

IN_LIMBO = "{J} Draw a card for each Character in Limbo."
REFUSED_COMPOSED_DESCRIPTIONS["in_limbo"] = (IN_LIMBO,)

TOKEN_IN_THE_OTHER = "{J} Create an Ordis Recruit token in the other Expedition."
READINGS_COMPOSED_DESCRIPTIONS[TOKEN_IN_THE_OTHER] = {
    "reaction": {
        "trigger": "enters_play",
        "effect": [
            {
                "action": "create",
                "token": "Ordis Recruit 1/1/1 Soldier",
                "amount": 1,
                "subject": "your_other_expedition",
            }
        ],
    }
}
RULE_SENTENCES_COMPOSED_DESCRIPTIONS["your_other_expedition_place"] = (TOKEN_IN_THE_OTHER,)
BOARD_SENTENCES_COMPOSED_DESCRIPTIONS += (TOKEN_IN_THE_OTHER,)

OPPONENTS_HAVE = "An opponent's Characters have [[Defender]]."
YOUR_OPPONENTS_HAVE = "Your opponent's Boosted Characters have [[Defender]]."
READINGS_COMPOSED_DESCRIPTIONS[OPPONENTS_HAVE] = {
    "passive": {"grant": {"to": "characters an opponent controls", "keyword": "Defender"}}
}
READINGS_COMPOSED_DESCRIPTIONS[YOUR_OPPONENTS_HAVE] = {
    "passive": {"grant": {"to": "boosted characters an opponent controls", "keyword": "Defender"}}
}
RULE_SENTENCES_COMPOSED_DESCRIPTIONS["opponents_group_keyword"] = (
    OPPONENTS_HAVE,
    YOUR_OPPONENTS_HAVE,
)
BOARD_SENTENCES_COMPOSED_DESCRIPTIONS += (OPPONENTS_HAVE,)
