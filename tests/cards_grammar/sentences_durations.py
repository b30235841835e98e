"""Printed sentences for the section "durations, zones and triggers" of the card grammar
(written for these tests, not copied from card data): a keyword lost for a time (2.2.15.a,
7.4), a card leaving Limbo (5.1.2.l), "it" the Expedition a condition speaks of (7.3.25,
7.3.3)."""

from __future__ import annotations

from typing import Any

BOOST_ME = [{"action": "give_boost", "amount": 1, "subject": "self"}]
DRAW = [{"action": "draw", "amount": 1}]

I_LOSE_DEFENDER_THIS_DAY = "{H} I lose Defender this Day."
I_LOSE_DEFENDER_AFTERNOON = (
    "At Noon \u2014 If my Expedition is behind, I lose Defender this Afternoon."
)
TARGET_LOSES_ETERNAL = "{J} Target Character loses Eternal until end of turn."
YOURS_LOSE_SEASONED = "{R} Characters you control lose Seasoned this turn."

WHEN_YOUR_SPELL_LEAVES_LIMBO = "When a Spell you control leaves Limbo \u2014 I gain 1 boost."
WHEN_THEIR_CHARACTER_LEAVES_LIMBO = (
    "When a Character an opponent controls leaves Limbo \u2014 Draw a card."
)
WHEN_A_PERMANENT_LEAVES_LIMBO = "When a Permanent leaves Limbo \u2014 I gain 1 boost."
WHEN_ANOTHER_LEAVES_LIMBO = "When another Character you control leaves Limbo \u2014 Draw a card."

IF_BEHIND_IT_MOVES = "{H} If my Expedition is behind, it moves forward one region."
AT_DUSK_IF_TIED_IT_MOVES = "At Dusk \u2014 If my Expedition is tied, it moves forward one region."
IF_IN_FOREST_IT_ASCENDS = "{J} If my Expedition is in {V}, it Ascends."
IF_OTHER_AHEAD_IT_MOVES_BACK = (
    "{R} If your other Expedition is ahead, it moves backwards one region."
)
IF_BEHIND_COLON_IT_MOVES = (
    "{H} If my Expedition is behind: It moves forward one region, otherwise I gain 1 boost."
)

FIRST_FROM_RESERVE = "The first Character you play from Reserve each Afternoon costs {1} less."
FIRST_SPELL_FROM_HAND = "The first Spell you play from your Hand each turn costs {1} more."
FIRST_CARD_FROM_RESERVE_DAY = "The first card you play from Reserve each Day costs {2} less."


def _ongoing(subject: str, duration: str, keyword: str) -> dict[str, Any]:
    return {
        "action": "ongoing",
        "subject": subject,
        "ongoing": {"duration": duration, "lose_keyword": keyword},
    }


READINGS_DURATIONS: dict[str, dict[str, Any]] = {
    I_LOSE_DEFENDER_THIS_DAY: {
        "reaction": {
            "trigger": "played_from_hand",
            "effect": [_ongoing("self", "this Day", "Defender")],
        }
    },
    I_LOSE_DEFENDER_AFTERNOON: {
        "reaction": {
            "trigger": "at_noon",
            "effect": [
                {**_ongoing("self", "this Afternoon", "Defender"), "if": "my expedition is behind"}
            ],
        }
    },
    TARGET_LOSES_ETERNAL: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [_ongoing("target_character", "this turn", "Eternal")],
        }
    },
    YOURS_LOSE_SEASONED: {
        "reaction": {
            "trigger": "played_from_reserve",
            "effect": [_ongoing("characters_you_control", "this turn", "Seasoned")],
        }
    },
    WHEN_YOUR_SPELL_LEAVES_LIMBO: {
        "reaction": {
            "trigger": "you_play_a_card",
            "filter": {"types": ["Spell"]},
            "effect": BOOST_ME,
        }
    },
    WHEN_THEIR_CHARACTER_LEAVES_LIMBO: {
        "reaction": {
            "trigger": "opponent_plays_a_card",
            "filter": {"types": ["Character"]},
            "effect": DRAW,
        }
    },
    WHEN_A_PERMANENT_LEAVES_LIMBO: {
        "reaction": {
            "trigger": "you_play_a_card",
            "player": "any",
            "filter": {"types": ["Permanent"]},
            "effect": BOOST_ME,
        }
    },
    WHEN_ANOTHER_LEAVES_LIMBO: {
        "reaction": {
            "trigger": "you_play_a_card",
            "filter": {"types": ["Character"], "another": True},
            "effect": DRAW,
        }
    },
    IF_BEHIND_IT_MOVES: {
        "reaction": {
            "trigger": "played_from_hand",
            "effect": [
                {
                    "action": "move_forward",
                    "subject": "my_expedition",
                    "if": "my expedition is behind",
                }
            ],
        }
    },
    AT_DUSK_IF_TIED_IT_MOVES: {
        "reaction": {
            "trigger": "at_dusk",
            "effect": [
                {
                    "action": "move_forward",
                    "subject": "my_expedition",
                    "if": "my expedition is tied",
                }
            ],
        }
    },
    IF_IN_FOREST_IT_ASCENDS: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {"action": "ascend", "subject": "my_expedition", "if": "my expedition is in {v}"}
            ],
        }
    },
    IF_OTHER_AHEAD_IT_MOVES_BACK: {
        "reaction": {
            "trigger": "played_from_reserve",
            "effect": [
                {
                    "action": "move_backwards",
                    "subject": "your_other_expedition",
                    "if": "your other expedition is ahead",
                }
            ],
        }
    },
    IF_BEHIND_COLON_IT_MOVES: {
        "reaction": {
            "trigger": "played_from_hand",
            "effect": [
                {
                    "action": "move_forward",
                    "subject": "my_expedition",
                    "if": "my expedition is behind",
                    "otherwise": BOOST_ME,
                }
            ],
        }
    },
}

READINGS_DURATIONS.update(
    {
        FIRST_FROM_RESERVE: {
            "passive": {
                "cost": {
                    "change": -1,
                    "applies_to": "the first character you play from reserve each afternoon",
                }
            }
        },
        FIRST_SPELL_FROM_HAND: {
            "passive": {
                "cost": {"change": 1, "applies_to": "the first spell you play from hand each turn"}
            }
        },
        FIRST_CARD_FROM_RESERVE_DAY: {
            "passive": {
                "cost": {
                    "change": -2,
                    "applies_to": "the first card you play from reserve each day",
                }
            }
        },
    }
)

RULE_SENTENCES_DURATIONS: dict[str, tuple[str, ...]] = {
    "first_played_from_costs": (
        FIRST_FROM_RESERVE,
        FIRST_SPELL_FROM_HAND,
        FIRST_CARD_FROM_RESERVE_DAY,
    ),
    "lose_keyword_for_a_time": (
        I_LOSE_DEFENDER_THIS_DAY,
        I_LOSE_DEFENDER_AFTERNOON,
        TARGET_LOSES_ETERNAL,
        YOURS_LOSE_SEASONED,
    ),
    "ev_leaves_limbo": (
        WHEN_YOUR_SPELL_LEAVES_LIMBO,
        WHEN_THEIR_CHARACTER_LEAVES_LIMBO,
        WHEN_A_PERMANENT_LEAVES_LIMBO,
        WHEN_ANOTHER_LEAVES_LIMBO,
    ),
    "it_expedition_moves": (
        IF_BEHIND_IT_MOVES,
        AT_DUSK_IF_TIED_IT_MOVES,
        IF_OTHER_AHEAD_IT_MOVES_BACK,
        IF_BEHIND_COLON_IT_MOVES,
    ),
    "it_expedition_ascends": (IF_IN_FOREST_IT_ASCENDS,),
}

BOARD_SENTENCES_DURATIONS: tuple[str, ...] = (
    I_LOSE_DEFENDER_THIS_DAY,
    WHEN_YOUR_SPELL_LEAVES_LIMBO,
    IF_BEHIND_IT_MOVES,
    IF_IN_FOREST_IT_ASCENDS,
    FIRST_FROM_RESERVE,
)
