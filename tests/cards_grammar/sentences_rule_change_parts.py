"""Printed sentences of the grammar's rule-changing passives composed of parts (issue 30,
gram49): a cost change's floor after any amount ("…, to a minimum of {1}"; after "for each
…"), the place a card is played from ("from hand", "from their Reserve") and into ("in the
Expedition facing me", "in my Expedition") of any "can't play", and the verb of a keyword a
group has ("gain"). Their readings and rules; those played on a board in
``test_board_rule_change_parts.py``. Merged into :mod:`.sentences` at its end."""

from __future__ import annotations

from typing import Any

FLOOR_FROM_HAND = "Spells you play from hand cost {1} less, down to a minimum of {1}."
FLOOR_PER = "Spells you play cost {1} less for each Plant you control, to a minimum of {1}."
FACING_FROM_RESERVE = "Opponents can't play Characters from Reserve in the Expedition facing me."
IN_FRONT = "Your opponents can't play Characters in the Expedition in front of me."
IN_MINE = "Characters can't be played from Reserve in my Expedition."
FROM_THEIR_RESERVE = "Your opponents can't play Characters from their Reserve."
SPELLS_FACING = "Your opponents can't play Spells in the Expedition facing me."
GROUP_GAINS = "Your Characters gain [[Tough 1]]."
EACH_CANT_BE = "Each Character facing me can't be targeted by Spells."
EACH_CANT_GAIN = "Each Character in my Expedition can't gain boosts."
EACH_GAINS = "Each Character in my Expedition gains [[Tough 1]]."
THEIRS_PER = "Your opponents' Characters cost {1} more for each Plant you control."
EACH_HAS_STATS = "Each Character in my Expedition has +1 {V}."
PER_AT_DUSK = "Spells you play cost {1} less for each Plant you control during Dusk."
CANT_PLAY_THIS_DAY = "{J} Target opponent can't play Permanents this Day."
CANT_PLAY_UNTIL = "{J} Your opponents can't play Spells until the end of the turn."

READINGS_RULE_CHANGE_PARTS: dict[str, dict[str, Any]] = {
    FLOOR_FROM_HAND: {
        "passive": {"cost": {"change": -1, "applies_to": "spells you play from hand", "minimum": 1}}
    },
    FLOOR_PER: {
        "passive": {
            "cost": {
                "change": -1,
                "applies_to": "spells you play",
                "per": "plant you control",
                "minimum": 1,
            }
        }
    },
    FACING_FROM_RESERVE: {
        "passive": {
            "cant": "Your opponents can't play Characters from Reserve in the Expedition facing me"
        }
    },
    IN_FRONT: {
        "passive": {"cant": "Your opponents can't play Characters in the Expedition facing me"}
    },
    IN_MINE: {"passive": {"cant": "Characters can't be played from Reserve in my Expedition"}},
    FROM_THEIR_RESERVE: {"passive": {"cant": "Your opponents can't play Characters from Reserve"}},
    GROUP_GAINS: {"passive": {"grant": {"to": "characters you control", "keyword": "Tough 1"}}},
    EACH_CANT_BE: {
        "passive": {
            "cant_be": {
                "actions": ["target_by_spell"],
                "filter": {"facing_me": True, "types": ["Character"]},
            }
        }
    },
    EACH_CANT_GAIN: {
        "passive": {
            "cant_be": {
                "actions": ["gain_boosts"],
                "filter": {"types": ["Character"], "in_my_expedition": True},
            }
        }
    },
    EACH_GAINS: {
        "passive": {"grant": {"to": "each character in my expedition", "keyword": "Tough 1"}}
    },
    THEIRS_PER: {
        "passive": {
            "cost": {
                "change": 1,
                "applies_to": "characters your opponents play",
                "per": "plant you control",
            }
        }
    },
    EACH_HAS_STATS: {
        "passive": {
            "stats": {
                "scope": "group",
                "forest": 1,
                "mountain": 0,
                "water": 0,
                "filter": {"types": ["Character"], "in_my_expedition": True},
            }
        }
    },
    PER_AT_DUSK: {
        "passive": {
            "cost": {
                "change": -1,
                "applies_to": "spells you play",
                "per": "plant you control",
                "if": "it's dusk",
            }
        }
    },
    CANT_PLAY_THIS_DAY: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "ongoing",
                    "subject": "target_opponent",
                    "ongoing": {
                        "duration": "this Day",
                        "cant": "Target opponent can't play Permanents",
                    },
                }
            ],
        }
    },
    CANT_PLAY_UNTIL: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "ongoing",
                    "ongoing": {
                        "duration": "this turn",
                        "cant": "Your opponents can't play Spells",
                    },
                }
            ],
        }
    },
}

RULE_SENTENCES_RULE_CHANGE_PARTS: dict[str, tuple[str, ...]] = {
    "minimum": (FLOOR_FROM_HAND, FLOOR_PER),
    "cards_cost_per": (FLOOR_PER, PER_AT_DUSK),
    "you_play_from_hand": (FLOOR_FROM_HAND,),
    "play_into_facing_me": (FACING_FROM_RESERVE, IN_FRONT, SPELLS_FACING),
    "play_into_mine": (IN_MINE,),
    "opponents_cant_play_from": (FACING_FROM_RESERVE, IN_FRONT, FROM_THEIR_RESERVE),
    "cards_cant_be_played": (IN_MINE,),
    "reserve_cost_paid": (FROM_THEIR_RESERVE,),
    "your_group_keyword": (GROUP_GAINS,),
    "opponents_cant_play_for": (CANT_PLAY_UNTIL,),
    "target_cant_play_for": (CANT_PLAY_THIS_DAY,),
    "group_cant_be": (EACH_CANT_BE,),
    "group_cant_gain_boosts": (EACH_CANT_GAIN,),
    "each_has_keyword": (EACH_GAINS,),
    "others_cards_cost_per": (THEIRS_PER,),
    "each_gets_stats": (EACH_HAS_STATS,),
}

REFUSED_RULE_CHANGE_PARTS: dict[str, str] = {
    SPELLS_FACING: "only Characters and Expedition Permanents are played into an Expedition",
}

BOARD_SENTENCES_RULE_CHANGE_PARTS: tuple[str, ...] = (
    FLOOR_FROM_HAND,
    FLOOR_PER,
    PER_AT_DUSK,
    EACH_CANT_GAIN,
    FACING_FROM_RESERVE,
    IN_MINE,
    GROUP_GAINS,
)
