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

RULE_SENTENCES_COUNTED_THINGS: dict[str, tuple[str, ...]] = {
    "with_named_counters": (EACH_WITH_NAMED, TARGET_WITH_TWO, COUNT_WITH_NAMED, LEAVES_WITH_NAMED),
    "without_named_counters": (EACH_WITHOUT,),
    "with_a_boost": (COUNT_WITH_BOOSTS,),
    "i_get_stats_per": (I_HAVE_PER, I_GET_PER_GROUP),
    "group_gets_stats_per": (GROUP_GETS_PER,),
    "each_gets_stats_per": (EACH_GETS_PER,),
    "ev_gains_nth_counter": (NTH_COUNTER, NTH_BOOST),
}

REFUSED_COUNTED_THINGS: dict[str, str] = {}
