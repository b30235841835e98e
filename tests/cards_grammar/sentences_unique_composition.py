"""Printed sentences of the section "Uniques compose" (issue 30; written for these tests
from CR 1.2.2, 1.4.6.c, 2.5.1.a, 3.2.3, 5.1.2.k, 7.2.1.a, 7.3.24-25 and 7.5.9 in the cards'
printing style): control conditions over two descriptions, any player's Expedition moving,
a card joining its controller's discard pile, "it's In Contact", "it has N counters",
"activates only once per Day", "another" in a count of cards played, the dice rolled this
Day (7.3.33.a), boosts and counters gained "at once" (7.3.15.a, 7.3.17). Played on boards in
``test_board_unique_composition.py``. Merged into :mod:`.sentences`."""

from __future__ import annotations

from typing import Any

DASH = "\u2014"
EITHER_PERMANENT = (
    "{J} If you control a Landmark Permanent or an Expedition Permanent: Draw a card."
)
OPPONENT_EITHER = "{H} If an opponent controls a token or a Boosted Character: I gain 2 boosts."
BOTH_PERMANENTS = (
    "{R} If you control a Landmark Permanent and an Expedition Permanent: Draw a card."
)
UNLESS_BOTH = "{J} Unless you control a Spell and a Character: I gain 1 boost."
AN_EXPEDITION_FORWARD = f"When an Expedition moves forward {DASH} I gain 1 boost."
AN_EXPEDITION_BACKWARD = f"When an Expedition moves backwards {DASH} Draw a card."
SPELL_JOINS_YOUR_DISCARD = (
    f"When a Spell you control joins your discard pile {DASH} I gain 1 boost."
)
ACTIVATES_ONCE_PER_DAY = (
    f"When you play a Spell {DASH} Draw a card. This ability activates only once per Day."
)
ACTIVATES_ONCE_PER_TURN = (
    f"When you play a Spell {DASH} Draw a card. This ability activates only once per turn."
)
IT_IN_CONTACT = f"When a Character joins my Expedition {DASH} If it's In Contact: Draw a card."
IT_HAS_COUNTERS = (
    f"When a Character joins my Expedition {DASH} If it has 2 or more counters: I gain 1 boost."
)
LANDMARK_GAINS_COUNTERS = (
    f"When a Landmark you control gains one or more counters {DASH} Draw a card."
)
PLAYED_ANOTHER = "{J} If you played another Character this turn: Draw a card."
PLAYED_OTHERS_THIS_DAY = "{H} If you have played two or more other Spells this Day: I gain 1 boost."
ROLLED_FIVE_OR_SIX = "{J} If you rolled a 5 or a 6 this Day: Draw a card."
ROLLED_FOUR_OR_MORE = "{H} If you've rolled a 4 or more this Day: I gain 1 boost."
GAINS_BOOSTS_AT_ONCE = (
    f"When a Character you control gains 2 or more boosts at once {DASH} Draw a card."
)
I_GAIN_COUNTERS_AT_ONCE = f"When I gain 2 or more counters at once {DASH} Draw a card."
FIRST_EACH_TURN_DIE = f"The first time each turn you roll a die {DASH} Draw a card."
MOVED_INTO_WATER_OR_FOREST = (
    f"When my Expedition moves forward, if it's in {{O}} or {{V}} {DASH} I gain 1 boost."
)
ONCE_PER_DAY_AFTER_COLON = (
    f"When you roll a die {DASH} If you control a Character: Draw a card. "
    "This ability triggers only once per Day."
)
OPPONENT_PLAYS_EITHER = f"When an opponent plays a Spell or a Permanent {DASH} Draw a card."
YOU_PLAY_EITHER = f"When you play a Permanent or a Character {DASH} I gain 1 boost."
RESULT_AFTER_ROLL = (
    "{H} Roll a die. If the result is 4 or more, draw a card, otherwise I gain 1 boost."
)
ONE_COUNT_OF_TWO_KINDS = (
    "{J} If you control two or more Characters or two or more Permanents, draw a card."
)
"""Refused: each kind counted on its own, joined by "or" (session 41 reads "two or more
Characters or Permanents" as one count of either kind, sentences_expedition_clauses.py)."""
BOTH_MAY_BE_ONE = "{J} If you control a Character and a Boosted Character: Draw a card."
"""Read, and refused by the engine: one Boosted Character fits both descriptions."""


def _draw(trigger: str, condition: str) -> dict[str, Any]:
    step = {"action": "draw", "amount": 1, "if": condition}
    return {"reaction": {"trigger": trigger, "effect": [step]}}


def _boost(trigger: str, amount: int, condition: str = "") -> dict[str, Any]:
    step: dict[str, Any] = {"action": "give_boost", "amount": amount, "subject": "self"}
    if condition:
        step["if"] = condition
    return {"reaction": {"trigger": trigger, "effect": [step]}}


READINGS_UNIQUE_COMPOSITION: dict[str, dict[str, Any]] = {
    # gy: its activations in one turn (4.2.3.e)
    ACTIVATES_ONCE_PER_TURN: {
        "reaction": {
            "trigger": "you_play_a_card",
            "filter": {"types": ["Spell"]},
            "effect": [{"action": "draw", "amount": 1}],
            "per_turn": 1,
        }
    },
    EITHER_PERMANENT: _draw(
        "enters_play", "you control a landmark permanent or an expedition permanent"
    ),
    OPPONENT_EITHER: _boost(
        "played_from_hand", 2, "an opponent controls a token or a boosted character"
    ),
    BOTH_PERMANENTS: _draw(
        "played_from_reserve", "you control a landmark permanent and an expedition permanent"
    ),
    UNLESS_BOTH: _boost("enters_play", 1, "unless you control a spell and a character"),
    AN_EXPEDITION_FORWARD: _boost("an_expedition_moves_forward", 1),
    AN_EXPEDITION_BACKWARD: {
        "reaction": {
            "trigger": "an_expedition_moves_backward",
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    SPELL_JOINS_YOUR_DISCARD: {
        "reaction": {
            "trigger": "card_joins_your_discard_pile",
            "filter": {"types": ["Spell"]},
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    ACTIVATES_ONCE_PER_DAY: {
        "reaction": {
            "trigger": "you_play_a_card",
            "filter": {"types": ["Spell"]},
            "effect": [{"action": "draw", "amount": 1}],
            "per_day": 1,
        }
    },
    IT_IN_CONTACT: _draw("character_joins_my_expedition", "it's in contact"),
    IT_HAS_COUNTERS: _boost("character_joins_my_expedition", 1, "it has 2 or more counters"),
    LANDMARK_GAINS_COUNTERS: {
        "reaction": {
            "trigger": "gains_counters",
            "amount": 1,
            "filter": {
                "permanents_in_landmarks": True,
                "types": ["Permanent"],
                "controller": "you",
            },
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    PLAYED_ANOTHER: _draw("enters_play", "you played another character this turn"),
    ROLLED_FIVE_OR_SIX: _draw("enters_play", "you rolled a 5 or a 6 this day"),
    ROLLED_FOUR_OR_MORE: _boost("played_from_hand", 1, "you have rolled a 4 or more this day"),
    GAINS_BOOSTS_AT_ONCE: {
        "reaction": {
            "trigger": "gains_boosts",
            "amount": 2,
            "filter": {"types": ["Character"], "controller": "you"},
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    I_GAIN_COUNTERS_AT_ONCE: {
        "reaction": {
            "trigger": "gains_counters",
            "amount": 2,
            "filter": {"only_me": True},
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    FIRST_EACH_TURN_DIE: {
        "reaction": {
            "trigger": "you_roll_a_die",
            "ordinal": 1,
            "per": "turn",
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    MOVED_INTO_WATER_OR_FOREST: {
        "reaction": {
            "trigger": "my_expedition_moves_forward",
            "if": "it's in {o} or {v}",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    ONCE_PER_DAY_AFTER_COLON: {
        "reaction": {
            "trigger": "you_roll_a_die",
            "effect": [{"action": "draw", "amount": 1, "if": "you control a character"}],
            "per_day": 1,
        }
    },
    OPPONENT_PLAYS_EITHER: {
        "reaction": {
            "trigger": "opponent_plays_a_card",
            "filter": {"types": ["Spell", "Permanent"]},
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    YOU_PLAY_EITHER: {
        "reaction": {
            "trigger": "you_play_a_card",
            "filter": {"types": ["Permanent", "Character"]},
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    RESULT_AFTER_ROLL: {
        "reaction": {
            "trigger": "played_from_hand",
            "effect": [
                {
                    "action": "roll_die",
                    "outcomes": [
                        {"low": 4, "high": 6, "effect": [{"action": "draw", "amount": 1}]},
                        {
                            "low": 1,
                            "high": 3,
                            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
                        },
                    ],
                }
            ],
        }
    },
    PLAYED_OTHERS_THIS_DAY: _boost(
        "played_from_hand", 1, "you have played two or more other spells this day"
    ),
}

RULE_SENTENCES_UNIQUE_COMPOSITION: dict[str, tuple[str, ...]] = {
    # ia40: "an opponent controls a token or a Boosted Character" is one object of either
    # description now (count_desc with OR_OBJECT, 6.5.d), the same meaning
    "controlled_either_cond": (EITHER_PERMANENT, ONE_COUNT_OF_TWO_KINDS),
    "if_controlled_both_colon": (BOTH_PERMANENTS,),
    "unless_controlled_both_colon": (UNLESS_BOTH,),
    "ev_an_expedition_forward": (AN_EXPEDITION_FORWARD,),
    "ev_an_expedition_backward": (AN_EXPEDITION_BACKWARD,),
    "ev_joins_your_discard_pile": (SPELL_JOINS_YOUR_DISCARD,),
    "triggers_per_day_clause": (ACTIVATES_ONCE_PER_DAY, ONCE_PER_DAY_AFTER_COLON),
    "conditioned_output": (ONCE_PER_DAY_AFTER_COLON,),
    "ev_opponent_plays_either": (OPPONENT_PLAYS_EITHER,),
    "ev_you_play_either": (YOU_PLAY_EITHER,),
    "if_otherwise": (RESULT_AFTER_ROLL,),
    "triggers_per_turn_clause": (ACTIVATES_ONCE_PER_TURN,),  # gy: read now (4.2.3.e)
    "it_in_contact_cond": (IT_IN_CONTACT,),
    "it_has_any_counters_cond": (IT_HAS_COUNTERS,),
    "ev_gains_counters": (LANDMARK_GAINS_COUNTERS,),
    "played_this_turn_cond": (PLAYED_ANOTHER,),
    "played_this_day_cond": (PLAYED_OTHERS_THIS_DAY,),
    "rolled_this_day_cond": (ROLLED_FIVE_OR_SIX, ROLLED_FOUR_OR_MORE),
    "die_faces_said": (ROLLED_FIVE_OR_SIX,),
    "ev_gains_boosts": (GAINS_BOOSTS_AT_ONCE,),
    "first_time_period_first_trigger": (FIRST_EACH_TURN_DIE,),
    "it_in_either_terrain_cond": (MOVED_INTO_WATER_OR_FOREST,),
    "ev_i_gain_counters": (I_GAIN_COUNTERS_AT_ONCE,),
}

BOARD_SENTENCES_UNIQUE_COMPOSITION: tuple[str, ...] = (
    EITHER_PERMANENT,
    BOTH_PERMANENTS,
    AN_EXPEDITION_FORWARD,
    SPELL_JOINS_YOUR_DISCARD,
    IT_IN_CONTACT,
    IT_HAS_COUNTERS,
    PLAYED_ANOTHER,
    ROLLED_FIVE_OR_SIX,
    FIRST_EACH_TURN_DIE,
    MOVED_INTO_WATER_OR_FOREST,
    ONCE_PER_DAY_AFTER_COLON,
    OPPONENT_PLAYS_EITHER,
    RESULT_AFTER_ROLL,
)

REFUSED_UNIQUE_COMPOSITION: dict[str, str] = {
    ONE_COUNT_OF_TWO_KINDS: "one count of two kinds",
}
