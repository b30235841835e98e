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

IF_BEHIND_EACH_IN_IT = "{H} If my Expedition is behind, each Character in it gains 1 boost."
WHEN_ASCENDS_EACH_IN_IT = "When my Expedition Ascends \u2014 Each Character in it gains 1 boost."
IF_FACING_AHEAD_TARGET_IN_IT = (
    "{H} If the Expedition facing me is ahead: Target Character in it gains Asleep, "
    "otherwise I gain Anchored."
)
IF_OTHER_BEHIND_IN_THAT = (
    "{J} If your other Expedition is behind, target Character in that Expedition gains 1 boost."
)
IF_IN_CONTACT_FACING_IT = (
    "At Dusk \u2014 If my Expedition is In Contact, target Character in the Expedition facing "
    "it gains Fleeting."
)

WHEN_CARD_LEAVES_DISCARD = "When a card leaves your discard pile \u2014 I gain 1 boost."
WHEN_SPELL_LEAVES_DISCARD = (
    "{I} When a Spell leaves your discard pile \u2014 I gain 1 boost, up to a max of 2."
)
WHEN_CHARACTER_LEAVES_DISCARD_DURING = (
    "When a Character leaves your discard pile during the Afternoon \u2014 Draw a card."
)

WHEN_RESUPPLY_AFTERNOON = "When you Resupply during the Afternoon \u2014 I gain 1 boost."
WHEN_RESUPPLY_DUSK = "When you Resupply during Dusk \u2014 I gain 1 boost."
WHEN_MY_EXPEDITION_FORWARD_DUSK = (
    "When my Expedition moves forward during Dusk \u2014 Ready target Permanent you control."
)
WHEN_OPPONENT_DRAWS_NOON_IF = (
    "When an opponent draws a card during Noon, if I'm Boosted \u2014 Draw a card."
)

TAKE_TARGET_TOKEN = "Take control of target token an opponent controls."
TAKE_TOKEN_FACING_ME = "{J} Take control of target token in the Expedition facing me."

WHEN_PERMANENT_UNDER_YOUR_CONTROL = (
    "When another Permanent enters play under your control \u2014 I gain 1 boost."
)
WHEN_CHARACTER_UNDER_YOUR_CONTROL = (
    "When a Character enters play under your control \u2014 Draw a card."
)
WHEN_YOUR_OPPONENT_PLAYS = "When your opponent plays a Spell \u2014 Draw a card."

WHEN_TOKEN_JOINS_YOURS = "When a token joins your Expeditions \u2014 It gains 1 boost."
WHEN_ANOTHER_TOKEN_JOINS_MINE = "When another token joins my Expedition \u2014 Draw a card."

EXHAUST_IN_OPPONENTS_RESERVE = "{J} Exhaust target card in an opponent's Reserve."
DISCARD_UP_TO_TWO_THEIRS = "Discard up to two target Characters in an opponent's Reserve."

WHEN_COMPANION_FAILS_EACH_IN_IT = (
    "When your Companion Expedition fails to move forward \u2014 Each Character in it gains "
    "1 boost."
)
WHEN_HERO_FAILS = "When your Hero Expedition fails to move forward \u2014 I gain 1 boost."
WHEN_ONE_OF_YOURS_FAILS = (
    "When one of your Expeditions fails to move forward during Dusk \u2014 I gain 1 boost."
)

WHEN_MINE_ATTEMPTS_FORWARD = (
    "When my Expedition attempts to move forward and can't \u2014 I gain 1 boost."
)
EACH_TIME_ATTEMPTS_DURING_DUSK = (
    "Each time one of your Expeditions attempts to move forward during Dusk but can't \u2014 "
    "Draw a card."
)


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
                    "played": {
                        "card_type": "Character",
                        "from_zone": "reserve",
                        "period": "afternoon",
                    },
                }
            }
        },
        FIRST_SPELL_FROM_HAND: {
            "passive": {
                "cost": {
                    "change": 1,
                    "applies_to": "the first spell you play from your hand each turn",
                    "played": {"card_type": "Spell", "from_zone": "hand", "period": "turn"},
                }
            }
        },
        FIRST_CARD_FROM_RESERVE_DAY: {
            "passive": {
                "cost": {
                    "change": -2,
                    "applies_to": "the first card you play from reserve each day",
                    "played": {"from_zone": "reserve", "period": "day"},
                }
            }
        },
    }
)

_BOOST_MINE_THERE = {
    "action": "give_boost",
    "amount": 1,
    "subject": "characters_you_control",
    "filter": {"in_my_expedition": True},
}
READINGS_DURATIONS.update(
    {
        IF_BEHIND_EACH_IN_IT: {
            "reaction": {
                "trigger": "played_from_hand",
                "effect": [{**_BOOST_MINE_THERE, "if": "my expedition is behind"}],
            }
        },
        WHEN_ASCENDS_EACH_IN_IT: {
            "reaction": {"trigger": "my_expedition_ascends", "effect": [_BOOST_MINE_THERE]}
        },
        IF_FACING_AHEAD_TARGET_IN_IT: {
            "reaction": {
                "trigger": "played_from_hand",
                "effect": [
                    {
                        "action": "gain_status",
                        "status": "Asleep",
                        "subject": "target_character",
                        "filter": {"facing_me": True},
                        "if": "the expedition facing me is ahead",
                        "otherwise": [
                            {"action": "gain_status", "status": "Anchored", "subject": "self"}
                        ],
                    }
                ],
            }
        },
        IF_OTHER_BEHIND_IN_THAT: {
            "reaction": {
                "trigger": "enters_play",
                "effect": [
                    {
                        "action": "give_boost",
                        "amount": 1,
                        "subject": "target_character",
                        "filter": {"in_your_other_expedition": True},
                        "if": "your other expedition is behind",
                    }
                ],
            }
        },
        IF_IN_CONTACT_FACING_IT: {
            "reaction": {
                "trigger": "at_dusk",
                "effect": [
                    {
                        "action": "gain_status",
                        "status": "Fleeting",
                        "subject": "target_character",
                        "filter": {"facing_me": True},
                        "if": "my expedition is in contact",
                    }
                ],
            }
        },
    }
)

READINGS_DURATIONS.update(
    {
        WHEN_CARD_LEAVES_DISCARD: {
            "reaction": {"trigger": "card_leaves_your_discard_pile", "effect": BOOST_ME}
        },
        WHEN_SPELL_LEAVES_DISCARD: {
            "support": True,
            "reaction": {
                "trigger": "card_leaves_your_discard_pile",
                "filter": {"types": ["Spell"]},
                "effect": [{**BOOST_ME[0], "max_total": 2}],
            },
        },
        WHEN_CHARACTER_LEAVES_DISCARD_DURING: {
            "reaction": {
                "trigger": "card_leaves_your_discard_pile",
                "filter": {"types": ["Character"]},
                "during": "Afternoon",
                "effect": DRAW,
            }
        },
    }
)

READINGS_DURATIONS.update(
    {
        WHEN_RESUPPLY_AFTERNOON: {
            "reaction": {
                "trigger": "player_resupplies",
                "player": "you",
                "during": "Afternoon",
                "effect": BOOST_ME,
            }
        },
        WHEN_RESUPPLY_DUSK: {
            "reaction": {
                "trigger": "player_resupplies",
                "player": "you",
                "during": "Dusk",
                "effect": BOOST_ME,
            }
        },
        WHEN_MY_EXPEDITION_FORWARD_DUSK: {
            "reaction": {
                "trigger": "my_expedition_moves_forward",
                "during": "Dusk",
                "effect": [{"action": "ready", "subject": "target_permanent_you_control"}],
            }
        },
        WHEN_OPPONENT_DRAWS_NOON_IF: {
            "reaction": {
                "trigger": "player_draws_a_card",
                "player": "opponent",
                "during": "Noon",
                "if": "i'm boosted",
                "effect": DRAW,
            }
        },
    }
)

READINGS_DURATIONS.update(
    {
        TAKE_TARGET_TOKEN: {
            "effect": [
                {
                    "action": "take_control",
                    "subject": "target_character_or_permanent",
                    "filter": {"controller": "opponent", "tokens": True},
                    "to": "expedition",
                }
            ]
        },
        TAKE_TOKEN_FACING_ME: {
            "reaction": {
                "trigger": "enters_play",
                "effect": [
                    {
                        "action": "take_control",
                        "subject": "target_character_or_permanent",
                        "filter": {"facing_me": True, "tokens": True},
                        "to": "expedition",
                    }
                ],
            }
        },
    }
)

READINGS_DURATIONS.update(
    {
        WHEN_PERMANENT_UNDER_YOUR_CONTROL: {
            "reaction": {
                "trigger": "permanent_joins_your_expeditions_or_landmarks",
                "filter": {"another": True},
                "effect": BOOST_ME,
            }
        },
        WHEN_CHARACTER_UNDER_YOUR_CONTROL: {
            "reaction": {"trigger": "character_joins_your_expeditions", "effect": DRAW}
        },
        WHEN_YOUR_OPPONENT_PLAYS: {
            "reaction": {
                "trigger": "opponent_plays_a_card",
                "filter": {"types": ["Spell"]},
                "effect": DRAW,
            }
        },
    }
)

READINGS_DURATIONS.update(
    {
        WHEN_TOKEN_JOINS_YOURS: {
            "reaction": {
                "trigger": "character_joins_your_expeditions",
                "filter": {"tokens": True},
                "effect": [{"action": "give_boost", "amount": 1, "subject": "it"}],
            }
        },
        WHEN_ANOTHER_TOKEN_JOINS_MINE: {
            "reaction": {
                "trigger": "character_joins_my_expedition",
                "filter": {"another": True, "tokens": True},
                "effect": DRAW,
            }
        },
    }
)

READINGS_DURATIONS.update(
    {
        EXHAUST_IN_OPPONENTS_RESERVE: {
            "reaction": {
                "trigger": "enters_play",
                "effect": [
                    {
                        "action": "exhaust",
                        "subject": "target_reserve_card",
                        "filter": {"controller": "opponent"},
                    }
                ],
            }
        },
        DISCARD_UP_TO_TWO_THEIRS: {
            "effect": [
                {
                    "action": "discard",
                    "subject": "target_reserve_card",
                    "up_to": 2,
                    "filter": {"types": ["Character"], "controller": "opponent"},
                }
            ]
        },
    }
)

READINGS_DURATIONS.update(
    {
        WHEN_COMPANION_FAILS_EACH_IN_IT: {
            "reaction": {
                "trigger": "your_companion_expedition_fails_to_move_forward",
                "effect": [
                    {
                        "action": "give_boost",
                        "amount": 1,
                        "subject": "objects_in_play",
                        "filter": {"in_your_expedition": "companion", "types": ["Character"]},
                    }
                ],
            }
        },
        WHEN_HERO_FAILS: {
            "reaction": {
                "trigger": "your_hero_expedition_fails_to_move_forward",
                "effect": BOOST_ME,
            }
        },
        WHEN_ONE_OF_YOURS_FAILS: {
            "reaction": {"trigger": "your_expedition_fails_to_move_forward", "effect": BOOST_ME}
        },
    }
)

READINGS_DURATIONS.update(
    {
        WHEN_MINE_ATTEMPTS_FORWARD: {
            "reaction": {"trigger": "my_expedition_attempts_to_move_forward", "effect": BOOST_ME}
        },
        EACH_TIME_ATTEMPTS_DURING_DUSK: {
            "reaction": {
                "trigger": "your_expedition_attempts_to_move_forward",
                "during": "Dusk",
                "effect": DRAW,
            }
        },
    }
)

RULE_SENTENCES_DURATIONS: dict[str, tuple[str, ...]] = {
    "ev_attempts_to_move_forward": (WHEN_MINE_ATTEMPTS_FORWARD, EACH_TIME_ATTEMPTS_DURING_DUSK),
    "ev_your_expedition_fails": (
        WHEN_COMPANION_FAILS_EACH_IN_IT,
        WHEN_HERO_FAILS,
        WHEN_ONE_OF_YOURS_FAILS,
    ),
    "counted_only": (EXHAUST_IN_OPPONENTS_RESERVE, DISCARD_UP_TO_TWO_THEIRS),
    "ev_joins": (WHEN_TOKEN_JOINS_YOURS, WHEN_ANOTHER_TOKEN_JOINS_MINE),
    "ev_enters_play_under_your_control": (
        WHEN_PERMANENT_UNDER_YOUR_CONTROL,
        WHEN_CHARACTER_UNDER_YOUR_CONTROL,
    ),
    "ev_opponent_plays": (WHEN_YOUR_OPPONENT_PLAYS,),
    "take_control": (TAKE_TARGET_TOKEN, TAKE_TOKEN_FACING_ME),
    "event_during_trigger": (
        WHEN_RESUPPLY_AFTERNOON,
        WHEN_RESUPPLY_DUSK,
        WHEN_MY_EXPEDITION_FORWARD_DUSK,
        WHEN_OPPONENT_DRAWS_NOON_IF,
    ),
    "ev_leaves_your_discard_pile": (
        WHEN_CARD_LEAVES_DISCARD,
        WHEN_SPELL_LEAVES_DISCARD,
        WHEN_CHARACTER_LEAVES_DISCARD_DURING,
    ),
    "in_it_expedition": (
        WHEN_COMPANION_FAILS_EACH_IN_IT,
        IF_BEHIND_EACH_IN_IT,
        WHEN_ASCENDS_EACH_IN_IT,
        IF_FACING_AHEAD_TARGET_IN_IT,
        IF_OTHER_BEHIND_IN_THAT,
    ),
    "in_expedition_facing_it": (IF_IN_CONTACT_FACING_IT,),
    "nth_played_costs": (
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
    IF_BEHIND_EACH_IN_IT,
    WHEN_SPELL_LEAVES_DISCARD,
    WHEN_RESUPPLY_AFTERNOON,
    WHEN_RESUPPLY_DUSK,
    TAKE_TARGET_TOKEN,
    WHEN_TOKEN_JOINS_YOURS,
    EXHAUST_IN_OPPONENTS_RESERVE,
    WHEN_HERO_FAILS,
    WHEN_ONE_OF_YOURS_FAILS,
    WHEN_MINE_ATTEMPTS_FORWARD,
)
