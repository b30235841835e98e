# ruff: noqa: E501  (printed sentences are kept whole, one per line)
"""Printed sentences of the game's countable things and less-used objects in every slot
(issue 30, gram53; written for these tests from CR 2.5, 3.2.9 and 3.2.3): counters as an
amount in a statistics passive, the Nth counter an object gains, Mana Orbs as objects, the
discard pile as a move's origin. Played on a board in ``test_board_counted_things.py``.
Merged into :mod:`.sentences`."""

from __future__ import annotations

from typing import Any

I_HAVE_PER = "I have +1/+1/+1 for each Glimmer counter on me."
I_GET_PER_GROUP = "I get +1/+0/+0 for each boost on Characters you control."
GROUP_GETS_PER = "Characters you control get +0/+1/+0 for each token you control."
EACH_GETS_PER = "Each Character you control gets +1/+0/+0 for each Glimmer counter on me."
NTH_COUNTER = "When a Character you control gains its second Glimmer counter — It gains 1 boost."
NTH_BOOST = "When another Character gains its third boost — Draw a card."

EACH_WITH_NAMED = "{J} Each Character you control with a Glimmer counter gains 1 boost."
TARGET_WITH_TWO = "{J} Exhaust target Character with 2 or more Glimmer counters."
EACH_WITHOUT = "{J} Exhaust each Character without Glimmer counters."
COUNT_WITH_NAMED = "{J} If you control two or more Characters with Glimmer counters, draw a card."
LEAVES_WITH_NAMED = "When a Character with a Glimmer counter leaves play — Draw a card."
COUNT_WITH_BOOSTS = "{J} If you control three or more Characters with boosts, draw a card."

_CHARACTERS_YOU_CONTROL = {"controller": "you", "types": ["Character"]}

READINGS_COUNTED_THINGS: dict[str, dict[str, Any]] = {
    I_HAVE_PER: {
        "passive": {
            "stats": {
                "scope": "self",
                "forest": 1,
                "mountain": 1,
                "water": 1,
                "per": "glimmer counter on me",
            }
        }
    },
    I_GET_PER_GROUP: {
        "passive": {
            "stats": {
                "scope": "self",
                "forest": 1,
                "mountain": 0,
                "water": 0,
                "per": "boost on characters you control",
            }
        }
    },
    GROUP_GETS_PER: {
        "passive": {
            "stats": {
                "scope": "group",
                "forest": 0,
                "mountain": 1,
                "water": 0,
                "filter": _CHARACTERS_YOU_CONTROL,
                "per": "token you control",
            }
        }
    },
    EACH_GETS_PER: {
        "passive": {
            "stats": {
                "scope": "group",
                "forest": 1,
                "mountain": 0,
                "water": 0,
                "filter": _CHARACTERS_YOU_CONTROL,
                "per": "glimmer counter on me",
            }
        }
    },
    NTH_COUNTER: {
        "reaction": {
            "trigger": "counter_reaches",
            "filter": _CHARACTERS_YOU_CONTROL,
            "amount": 2,
            "counter": "Glimmer",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "it"}],
        }
    },
    NTH_BOOST: {
        "reaction": {
            "trigger": "counter_reaches",
            "filter": {"types": ["Character"], "another": True},
            "amount": 3,
            "counter": "boost",
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
}

IN_ITS_EACH = "When you play a Permanent — Each Character in its Expedition gains 1 boost."
IN_ITS_TARGET = (
    "When a Character joins your Expeditions — Target Character in its Expedition gains 1 boost."
)
IN_ITS_ANOTHER = "When a Character joins your Expeditions — Another target Character in its Expedition gains 1 boost."
X_ON_ME_PLUS = "{J} Draw X cards, where X is the number of Glimmer counters on me plus 1."
EACH_LOSES = "{J} Each Character in the Expedition facing me loses 1 boost."
RETURN_ORB = "{J} Return a Mana Orb you control to your hand."
READY_ORB = "{R} Ready a Mana Orb you control."
FROM_DISCARD = "{H} Return up to two Spells from your discard pile to your Reserve."
AS_EXHAUSTED = "{J} Put a card from your hand in your Mana zone as an exhausted Mana Orb."
FOR_EACH_MAX = (
    "{J} Return a card from your Reserve to your hand for each token you control, up to a max of 3."
)
COST_X_LATER = "{J} Send target Character with Hand Cost X or less to Reserve, where X is the number of Spells in your Reserve plus 2."
COST_X_UNSAID = "{J} Send target Character with Hand Cost X or less to Reserve."


def _on_play(step: dict[str, Any]) -> dict[str, Any]:
    return {"reaction": {"trigger": "enters_play", "effect": [step]}}


READINGS_COUNTED_THINGS.update(
    {
        EACH_WITH_NAMED: _on_play(
            {
                "action": "give_boost",
                "amount": 1,
                "subject": "characters_you_control",
                "filter": {"counter": "Glimmer", "counters_min": 1},
            }
        ),
        TARGET_WITH_TWO: _on_play(
            {
                "action": "exhaust",
                "subject": "target_character",
                "filter": {"counter": "Glimmer", "counters_min": 2},
            }
        ),
        EACH_WITHOUT: _on_play(
            {
                "action": "exhaust",
                "subject": "objects_in_play",
                "filter": {"counter": "Glimmer", "counters_max": 0, "types": ["Character"]},
            }
        ),
        COUNT_WITH_NAMED: _on_play(
            {
                "action": "draw",
                "amount": 1,
                "if": "you control two or more characters with glimmer counters",
            }
        ),
        LEAVES_WITH_NAMED: {
            "reaction": {
                "trigger": "object_leaves_play",
                "filter": {"counter": "Glimmer", "counters_min": 1, "types": ["Character"]},
                "effect": [{"action": "draw", "amount": 1}],
            }
        },
        COUNT_WITH_BOOSTS: _on_play(
            {
                "action": "draw",
                "amount": 1,
                "if": "you control three or more characters with boosts",
            }
        ),
    }
)

READINGS_COUNTED_THINGS.update(
    {
        IN_ITS_EACH: {
            "reaction": {
                "trigger": "you_play_a_card",
                "filter": {"types": ["Permanent"]},
                "effect": [{"action": "give_boost", "amount": 1, "subject": "characters_in_it"}],
            }
        },
        IN_ITS_TARGET: {
            "reaction": {
                "trigger": "character_joins_your_expeditions",
                "effect": [
                    {
                        "action": "give_boost",
                        "amount": 1,
                        "subject": "target_character",
                        "filter": {"in_its_expedition": True},
                    }
                ],
            }
        },
        X_ON_ME_PLUS: _on_play(
            {"action": "draw", "amount": 1, "per": "glimmer counter on me", "per_plus": 1}
        ),
        EACH_LOSES: _on_play(
            {
                "action": "remove_counters",
                "counter": "boost",
                "amount": 1,
                "subject": "objects_in_play",
                "filter": {"facing_me": True, "types": ["Character"]},
                "each": True,  # 1 from each of them (2.5.g, 6.1.e)
            }
        ),
        RETURN_ORB: _on_play(
            {"action": "return", "subject": "a_card_from_your_mana_zone", "to": "hand"}
        ),
        READY_ORB: {
            "reaction": {
                "trigger": "played_from_reserve",
                "effect": [{"action": "ready", "subject": "mana_orbs_you_choose", "amount": 1}],
            }
        },
        FROM_DISCARD: {
            "reaction": {
                "trigger": "played_from_hand",
                "effect": [
                    {
                        "action": "return",
                        "subject": "a_card_from_your_discard_pile",
                        "to": "reserve",
                        "up_to": 2,
                        "filter": {"types": ["Spell"]},
                    }
                ],
            }
        },
        AS_EXHAUSTED: _on_play({"action": "put", "to": "mana", "subject": "a_card_from_your_hand"}),
        FOR_EACH_MAX: _on_play(
            {
                "action": "return",
                "subject": "a_card_from_your_reserve",
                "to": "hand",
                "times": 0,
                "x_is": "token you control",
                "per_most": 3,
            }
        ),
    }
)

READINGS_COUNTED_THINGS[COST_X_LATER] = _on_play(
    {
        "action": "send",
        "to": "reserve",
        "subject": "target_character",
        "filter": {"hand_cost_max_count": "spells in your reserve", "hand_cost_max_plus": 2},
    }
)

REFUSED_COUNTED_THINGS: dict[str, str] = {
    COST_X_UNSAID: "X is not said",
    IN_ITS_ANOTHER: "this object 'in its Expedition' is not read yet",
}

RULE_SENTENCES_COUNTED_THINGS: dict[str, tuple[str, ...]] = {
    "cost_max_x_later": (COST_X_LATER, COST_X_UNSAID),
    "in_its_own_expedition": (IN_ITS_EACH, IN_ITS_TARGET, IN_ITS_ANOTHER),
    "my_counters_counted": (X_ON_ME_PLUS,),
    "lose_boosts": (EACH_LOSES,),
    "return_to_hand": (RETURN_ORB,),
    "ready": (READY_ORB,),
    "return_yours_to_your_zone": (FROM_DISCARD,),
    "mana_entered_status": (AS_EXHAUSTED,),
    "max_total_chain": (FOR_EACH_MAX,),
    "with_named_counters": (EACH_WITH_NAMED, TARGET_WITH_TWO, COUNT_WITH_NAMED, LEAVES_WITH_NAMED),
    "without_named_counters": (EACH_WITHOUT,),
    "with_a_boost": (COUNT_WITH_BOOSTS,),
    "i_get_stats_per": (I_HAVE_PER, I_GET_PER_GROUP),
    "group_gets_stats_per": (GROUP_GETS_PER,),
    "each_gets_stats_per": (EACH_GETS_PER,),
    "ev_gains_nth_counter": (NTH_COUNTER, NTH_BOOST),
}
