# ruff: noqa: E501  (printed sentences are kept whole, one per line)
"""Printed sentences of the grammar's block "triggers and phases as slots" (issue 30; written
for these tests): Expeditions moving backward (7.3.24.a) or an opponent's moving forward
(7.3.25.a) as trigger events, "during [Phase]" on any trigger (4.2.a), and "your Nth [card
type] each Afternoon" (4.2.3). Merged into :mod:`.sentences` at its end; played on boards in
``test_board_phase_slots.py``."""

from __future__ import annotations

from typing import Any

MY_BACKWARD = "When my Expedition moves backwards — I gain 2 boosts."
MY_BACKWARD_TOKEN = (
    "When my Expedition moves backward — Create a [Sapling 1/0/0] Plant token in it."
)
YOUR_BACKWARD = "When one of your Expeditions moves backward — Draw a card."
OPPONENTS_BACKWARD = "When an opponent's Expedition moves backwards — I gain 1 boost."
OPPONENTS_FORWARD = "When an opponent's Expedition moves forward — Draw a card."
OPPONENTS_FORWARD_ONE_OF = "When one of your opponent's Expeditions moves forward — I gain 1 boost."
BACKWARD_DURING_DUSK = "When one of your Expeditions moves backward during Dusk — I gain 1 boost."
BOOSTS_DURING_AFTERNOON = (
    "When a Character gains one or more boosts during the Afternoon — Draw a card."
)
BOOSTS_DURING_DUSK = "When a Character gains one or more boosts during Dusk — Draw a card."
I_GAIN_BOOSTS_DURING_AFTERNOON = (
    "When I gain one or more boosts during the Afternoon — Draw a card."
)
SECOND_SPELL_EACH_AFTERNOON = "When you play your second Spell each Afternoon — I gain 2 boosts."
FIRST_CHARACTER_THIS_AFTERNOON = (
    "When you play your first Character this Afternoon — It gains 2 boosts."
)
SECOND_CHARACTER_EACH_DUSK = "When you play your second Character each Dusk — Draw a card."

MY_FORWARD_NO_REGION = "{H} My Expedition moves forward."
OPPONENTS_CHARACTER_GAINS = (
    "When a Character your opponents control gains one or more boosts — I gain 1 boost."
)

MOVED_FORWARD_THIS_DAY = "At Dusk, if my Expedition moved forward this Day — Draw a card."

END_OF_AFTERNOON = "At the end of the Afternoon — I gain 1 Charge counter."
END_OF_AFTERNOON_IF = "At the end of the Afternoon, if I am Boosted — Draw a card."
END_OF_TURN = "At the end of the turn — Draw a card."
END_OF_DAY = "At the end of the Day — Draw a card."

PLAY_SPELL_WITH_COOLDOWN = "When you play a Spell with Cooldown — I gain 1 boost."
OPPONENT_PLAYS_GIGANTIC = "When an opponent plays a Character with Gigantic — Draw a card."

DISCARDED_FROM_EXPEDITION_ZONE = (
    "When a Character you control is discarded from the Expedition zone — I gain 1 boost."
)
DISCARDED_FROM_LANDMARK_ZONE = (
    "When a Permanent is discarded from the Landmark zone — I gain 1 boost."
)
DISCARDED_ZONE_TWICE = (
    "When a Character in your Reserve is discarded from the Expedition zone — Draw a card."
)

I_SWITCH = "When I switch Expeditions — I gain 2 boosts."
YOURS_SWITCH = "When a Character you control switches Expeditions — It gains 1 boost."
ANOTHER_SWITCHES = "When another Character switches Expeditions — Draw a card."
TOKEN_SWITCHES = "When a token switches Expeditions — Draw a card."

PLANT_JOINS_RESERVE = "When a Plant joins your Reserve — Draw a card."
SPELL_GOES_TO_YOUR_RESERVE = "When a Spell goes to your Reserve — I gain 1 boost."
TOKEN_JOINS_RESERVE = "When a token joins your Reserve — Draw a card."

NEXT_DUSK_SEND_IT = "Target Character you control gains 3 boosts. At the start of the next Dusk, send it to Reserve."
END_OF_AFTERNOON_DRAW = "Draw a card. At the end of the Afternoon, draw a card."
NEXT_MORNING = "{J} Draw a card. At the start of the next Morning, draw a card."
END_OF_TURN_SEND_IT = (
    "Target Character gains 3 boosts. At the end of the turn, send it to its owner's Reserve."
)
END_OF_DAY_DRAW = "{J} Draw a card. At the end of the Day, draw a card."

PLAYED_SPELLS_THIS_DAY = "At Dusk, if you played two or more Spells this Day — Draw a card."

ONCE_PER_DAY_TRIGGER = "When a Character gains one or more boosts — Draw a card. This ability triggers only once per Day."
TWICE_PER_DAY_TRIGGER = "When a Character gains one or more boosts — Draw a card. This ability triggers only twice per Day."
ONCE_PER_TURN_TRIGGER = "When a Character gains one or more boosts — Draw a card. This ability triggers only once per turn."
QUICK_TRIGGERS_ONCE = "{T}: Draw a card. This ability triggers only once per Day."

PLAY_LANDMARK_PERMANENT = "When you play a Landmark Permanent — I gain 1 boost."
FIRST_LANDMARK_EACH_DAY = "When you play your first Landmark Permanent each Day — Draw a card."

GAINS_COUNTERS = "When a Character you control gains one or more counters — Draw a card."
GAINS_CHARGE_COUNTERS = "When a Character gains 2 or more Charge counters — Draw a card."
I_GAIN_COUNTERS = "When I gain 2 or more Charge counters — Draw a card."
GAINS_EXACTLY_TWO = "When a Character gains 2 counters — Draw a card."

ONLY_DURING_AFTERNOON = "{T}: Draw a card. You can only activate this during the Afternoon."

_DRAW = [{"action": "draw", "amount": 1}]

READINGS_PHASE_SLOTS: dict[str, dict[str, Any]] = {
    # gy: its activations in one turn (4.2.3.e)
    ONCE_PER_TURN_TRIGGER: {
        "reaction": {
            "trigger": "gains_boosts",
            "amount": 1,
            "filter": {"types": ["Character"]},
            "effect": [{"action": "draw", "amount": 1}],
            "per_turn": 1,
        }
    },
    END_OF_TURN: {  # any player's turn ends (4.2.3.e; gram31)
        "reaction": {"trigger": "at_end_of_turn", "effect": [{"action": "draw", "amount": 1}]}
    },
    ONLY_DURING_AFTERNOON: {
        "quick_action": {
            "cost": {"mana": 0, "exhaust_me": True},
            "effect": _DRAW,
            "if": "it's afternoon",
        }
    },
    GAINS_COUNTERS: {
        "reaction": {
            "trigger": "gains_counters",
            "amount": 1,
            "filter": {"types": ["Character"], "controller": "you"},
            "effect": _DRAW,
        }
    },
    GAINS_CHARGE_COUNTERS: {
        "reaction": {
            "trigger": "gains_counters",
            "amount": 2,
            "counter": "Charge",
            "filter": {"types": ["Character"]},
            "effect": _DRAW,
        }
    },
    I_GAIN_COUNTERS: {
        "reaction": {
            "trigger": "gains_counters",
            "amount": 2,
            "counter": "Charge",
            "filter": {"only_me": True},
            "effect": _DRAW,
        }
    },
    PLAY_LANDMARK_PERMANENT: {
        "reaction": {
            "trigger": "you_play_a_card",
            "filter": {"types": ["Permanent"]},
            "zone_type": "landmark",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    FIRST_LANDMARK_EACH_DAY: {
        "reaction": {
            "trigger": "you_play_a_card",
            "ordinal": 1,
            "per": "day",
            "filter": {"types": ["Permanent"]},
            "zone_type": "landmark",
            "effect": _DRAW,
        }
    },
    ONCE_PER_DAY_TRIGGER: {
        "reaction": {
            "trigger": "gains_boosts",
            "amount": 1,
            "filter": {"types": ["Character"]},
            "effect": _DRAW,
            "per_day": 1,
        }
    },
    TWICE_PER_DAY_TRIGGER: {
        "reaction": {
            "trigger": "gains_boosts",
            "amount": 1,
            "filter": {"types": ["Character"]},
            "effect": _DRAW,
            "per_day": 2,
        }
    },
    PLAYED_SPELLS_THIS_DAY: {
        "reaction": {
            "trigger": "at_dusk",
            "if": "you played two or more spells this day",
            "effect": _DRAW,
        }
    },
    NEXT_DUSK_SEND_IT: {
        "effect": [
            {
                "action": "give_boost",
                "amount": 3,
                "subject": "target_character",
                "filter": {"controller": "you"},
                "then": [
                    {
                        "action": "ongoing",
                        "ongoing": {
                            "duration": "until its moment",
                            "at": "Dusk",
                            "delayed": [{"action": "send", "to": "reserve", "subject": "it"}],
                        },
                        "text": "At the start of the next Dusk, send it to Reserve",
                        "subject": "it",
                    }
                ],
            }
        ]
    },
    END_OF_TURN_SEND_IT: {
        "effect": [
            {
                "action": "give_boost",
                "amount": 3,
                "subject": "target_character",
                "then": [
                    {
                        "action": "ongoing",
                        "ongoing": {
                            "duration": "this turn",
                            "at": "end of the turn",
                            "delayed": [
                                {
                                    "action": "send",
                                    "to": "reserve",
                                    "to_owner": True,
                                    "subject": "it",
                                }
                            ],
                        },
                        "text": "At the end of the turn, send it to its owner's Reserve",
                        "subject": "it",
                    }
                ],
            }
        ]
    },
    END_OF_AFTERNOON_DRAW: {
        "effect": [
            {"action": "draw", "amount": 1},
            {
                "action": "ongoing",
                "ongoing": {"duration": "this Day", "at": "end of the Afternoon", "delayed": _DRAW},
                "text": "At the end of the Afternoon, draw a card",
            },
        ]
    },
    PLANT_JOINS_RESERVE: {
        "reaction": {
            "trigger": "card_joins_your_reserve",
            "filter": {"subtypes": ["Plant"], "types": ["Character"]},
            "effect": _DRAW,
        }
    },
    SPELL_GOES_TO_YOUR_RESERVE: {
        "reaction": {
            "trigger": "card_joins_your_reserve",
            "filter": {"types": ["Spell"]},
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    I_SWITCH: {
        "reaction": {
            "trigger": "object_switches_expeditions",
            "filter": {"only_me": True},
            "effect": [{"action": "give_boost", "amount": 2, "subject": "self"}],
        }
    },
    YOURS_SWITCH: {
        "reaction": {
            "trigger": "object_switches_expeditions",
            "filter": {"types": ["Character"], "controller": "you"},
            "effect": [{"action": "give_boost", "amount": 1, "subject": "it"}],
        }
    },
    ANOTHER_SWITCHES: {
        "reaction": {
            "trigger": "object_switches_expeditions",
            "filter": {"types": ["Character"], "another": True},
            "effect": _DRAW,
        }
    },
    DISCARDED_FROM_EXPEDITION_ZONE: {
        "reaction": {
            "trigger": "card_discarded",
            "filter": {"types": ["Character"], "controller": "you"},
            "discarded_from": "expedition_zone",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    DISCARDED_FROM_LANDMARK_ZONE: {
        "reaction": {
            "trigger": "card_discarded",
            "filter": {"types": ["Permanent"]},
            "discarded_from": "landmark_zone",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    PLAY_SPELL_WITH_COOLDOWN: {
        "reaction": {
            "trigger": "you_play_a_card",
            "filter": {"keywords": ["Cooldown"], "types": ["Spell"]},
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    OPPONENT_PLAYS_GIGANTIC: {
        "reaction": {
            "trigger": "opponent_plays_a_card",
            "filter": {"keywords": ["Gigantic"], "types": ["Character"]},
            "effect": _DRAW,
        }
    },
    END_OF_AFTERNOON: {
        "reaction": {
            "trigger": "at_end_of_afternoon",
            "effect": [
                {"action": "gain_counters", "amount": 1, "counter": "Charge", "subject": "self"}
            ],
        }
    },
    END_OF_AFTERNOON_IF: {
        "reaction": {"trigger": "at_end_of_afternoon", "if": "i am boosted", "effect": _DRAW}
    },
    MOVED_FORWARD_THIS_DAY: {
        "reaction": {
            "trigger": "at_dusk",
            "if": "my expedition moved forward this day",
            "effect": _DRAW,
        }
    },
    OPPONENTS_CHARACTER_GAINS: {
        "reaction": {
            "trigger": "gains_boosts",
            "amount": 1,
            "filter": {"types": ["Character"], "controller": "opponent"},
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    MY_FORWARD_NO_REGION: {
        "reaction": {
            "trigger": "played_from_hand",
            "effect": [{"action": "move_forward", "subject": "my_expedition"}],
        }
    },
    MY_BACKWARD: {
        "reaction": {
            "trigger": "my_expedition_moves_backward",
            "effect": [{"action": "give_boost", "amount": 2, "subject": "self"}],
        }
    },
    MY_BACKWARD_TOKEN: {
        "reaction": {
            "trigger": "my_expedition_moves_backward",
            "effect": [
                {
                    "action": "create",
                    "token": "Sapling 1/0/0 Plant",
                    "amount": 1,
                    "subject": "my_expedition",
                }
            ],
        }
    },
    YOUR_BACKWARD: {
        "reaction": {"trigger": "one_of_your_expeditions_moves_backward", "effect": _DRAW}
    },
    OPPONENTS_BACKWARD: {
        "reaction": {
            "trigger": "an_opponents_expedition_moves_backward",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    OPPONENTS_FORWARD: {
        "reaction": {"trigger": "an_opponents_expedition_moves_forward", "effect": _DRAW}
    },
    OPPONENTS_FORWARD_ONE_OF: {
        "reaction": {
            "trigger": "an_opponents_expedition_moves_forward",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    BACKWARD_DURING_DUSK: {
        "reaction": {
            "trigger": "one_of_your_expeditions_moves_backward",
            "during": "Dusk",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    BOOSTS_DURING_AFTERNOON: {
        "reaction": {
            "trigger": "gains_boosts",
            "amount": 1,
            "filter": {"types": ["Character"]},
            "during": "Afternoon",
            "effect": _DRAW,
        }
    },
    BOOSTS_DURING_DUSK: {
        "reaction": {
            "trigger": "gains_boosts",
            "amount": 1,
            "filter": {"types": ["Character"]},
            "during": "Dusk",
            "effect": _DRAW,
        }
    },
    I_GAIN_BOOSTS_DURING_AFTERNOON: {
        "reaction": {
            "trigger": "gains_boosts",
            "amount": 1,
            "filter": {"only_me": True},
            "during": "Afternoon",
            "effect": _DRAW,
        }
    },
    SECOND_SPELL_EACH_AFTERNOON: {
        "reaction": {
            "trigger": "you_play_a_card",
            "filter": {"types": ["Spell"]},
            "ordinal": 2,
            "per": "afternoon",
            "effect": [{"action": "give_boost", "amount": 2, "subject": "self"}],
        }
    },
    FIRST_CHARACTER_THIS_AFTERNOON: {
        "reaction": {
            "trigger": "you_play_a_card",
            "filter": {"types": ["Character"]},
            "ordinal": 1,
            "per": "afternoon",
            "effect": [{"action": "give_boost", "amount": 2, "subject": "it"}],
        }
    },
}

# A Reaction "At [phase]" whose delayed step's moment has passed that Day (2.2.15.a, 4.2.3):
# refused, never read to an Emblem that ceases silently.
AT_DUSK_NEXT_DUSK = "At Dusk — At the start of the next Dusk, draw a card."
AT_NIGHT_NEXT_NIGHT = "At Night — At the start of the next Night, draw a card."
AT_DUSK_END_OF_AFTERNOON = "At Dusk — At the end of the Afternoon, draw a card."
AT_NOON_END_OF_TURN = "At Noon — At the end of the turn, draw a card."

RULE_SENTENCES_PHASE_SLOTS: dict[str, tuple[str, ...]] = {
    "only_during_clause": (ONLY_DURING_AFTERNOON,),
    "ev_gains_counters": (GAINS_COUNTERS, GAINS_CHARGE_COUNTERS, GAINS_EXACTLY_TWO),
    "ev_i_gain_counters": (I_GAIN_COUNTERS,),
    "ev_you_play_nth": (FIRST_LANDMARK_EACH_DAY,),
    "triggers_per_day_clause": (ONCE_PER_DAY_TRIGGER, TWICE_PER_DAY_TRIGGER, QUICK_TRIGGERS_ONCE),
    "triggers_per_turn_clause": (ONCE_PER_TURN_TRIGGER,),  # gy: read now (4.2.3.e)
    "played_this_day_cond": (PLAYED_SPELLS_THIS_DAY,),
    "delayed_at_next_phase": (
        NEXT_DUSK_SEND_IT,
        NEXT_MORNING,
        AT_DUSK_NEXT_DUSK,
        AT_NIGHT_NEXT_NIGHT,
    ),
    "delayed_at_end_of": (
        END_OF_AFTERNOON_DRAW,
        END_OF_TURN_SEND_IT,
        END_OF_DAY_DRAW,
        AT_DUSK_END_OF_AFTERNOON,
        AT_NOON_END_OF_TURN,
    ),
    "ev_card_joins_your_reserve": (
        PLANT_JOINS_RESERVE,
        SPELL_GOES_TO_YOUR_RESERVE,
        TOKEN_JOINS_RESERVE,
    ),
    "ev_i_switch_expeditions": (I_SWITCH,),
    "ev_object_switches_expeditions": (YOURS_SWITCH, ANOTHER_SWITCHES, TOKEN_SWITCHES),
    "ev_discarded_from_zone_of_play": (
        DISCARDED_FROM_EXPEDITION_ZONE,
        DISCARDED_FROM_LANDMARK_ZONE,
        DISCARDED_ZONE_TWICE,
    ),
    "ev_you_play": (PLAY_SPELL_WITH_COOLDOWN, PLAY_LANDMARK_PERMANENT),
    "ev_opponent_plays": (OPPONENT_PLAYS_GIGANTIC,),
    "end_of_period_trigger": (END_OF_AFTERNOON, END_OF_AFTERNOON_IF, END_OF_TURN, END_OF_DAY),
    "my_expedition_moved_forward_cond": (MOVED_FORWARD_THIS_DAY,),
    "my_expedition_forward": (MY_FORWARD_NO_REGION,),
    "ev_gains_boosts": (OPPONENTS_CHARACTER_GAINS,),
    "ev_my_expedition_backward": (MY_BACKWARD, MY_BACKWARD_TOKEN),
    "ev_your_expedition_backward": (YOUR_BACKWARD, BACKWARD_DURING_DUSK),
    "ev_opponents_expedition_backward": (OPPONENTS_BACKWARD,),
    "ev_opponents_expedition_forward": (OPPONENTS_FORWARD, OPPONENTS_FORWARD_ONE_OF),
    "ev_you_play_nth_in_phase": (
        SECOND_SPELL_EACH_AFTERNOON,
        FIRST_CHARACTER_THIS_AFTERNOON,
        SECOND_CHARACTER_EACH_DUSK,
    ),
    "event_during_trigger": (
        BACKWARD_DURING_DUSK,
        BOOSTS_DURING_AFTERNOON,
        BOOSTS_DURING_DUSK,
        I_GAIN_BOOSTS_DURING_AFTERNOON,
    ),
}

BOARD_SENTENCES_PHASE_SLOTS: tuple[str, ...] = (
    GAINS_COUNTERS,
    GAINS_CHARGE_COUNTERS,
    PLAY_LANDMARK_PERMANENT,
    ONCE_PER_DAY_TRIGGER,
    PLAYED_SPELLS_THIS_DAY,
    END_OF_TURN_SEND_IT,
    NEXT_DUSK_SEND_IT,
    SPELL_GOES_TO_YOUR_RESERVE,
    I_SWITCH,
    YOURS_SWITCH,
    DISCARDED_FROM_EXPEDITION_ZONE,
    PLAY_SPELL_WITH_COOLDOWN,
    END_OF_AFTERNOON,
    MOVED_FORWARD_THIS_DAY,
    OPPONENTS_CHARACTER_GAINS,
    MY_BACKWARD,
    MY_BACKWARD_TOKEN,
    OPPONENTS_FORWARD,
    BOOSTS_DURING_AFTERNOON,
    SECOND_SPELL_EACH_AFTERNOON,
)

REFUSED_PHASE_SLOTS: dict[str, str] = {
    AT_DUSK_END_OF_AFTERNOON: "this Day's end of the Afternoon has already come",
    AT_NOON_END_OF_TURN: "no turn is in progress as this Reaction resolves",
    SECOND_CHARACTER_EACH_DUSK: "(cards are played in the Afternoon, 4.2.3)",
    DISCARDED_ZONE_TWICE: "the zone is said twice",
    GAINS_EXACTLY_TWO: "only 'N or more counters' gained is read",
    QUICK_TRIGGERS_ONCE: "only a Reaction triggers (6.3.l)",
    END_OF_DAY_DRAW: "steps delayed to the end of the Day are not done by the engine yet",
    TOKEN_JOINS_RESERVE: "never joins a Reserve",
    TOKEN_SWITCHES: "this kind of object switching is not read yet",
    END_OF_DAY: "at the end of the Day is not activated by the engine yet",
}
"""Read, and refused with the reason naming the rule."""
