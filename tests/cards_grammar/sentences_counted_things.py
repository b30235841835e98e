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

RULE_SENTENCES_COUNTED_THINGS: dict[str, tuple[str, ...]] = {
    "i_get_stats_per": (I_HAVE_PER, I_GET_PER_GROUP),
    "group_gets_stats_per": (GROUP_GETS_PER,),
    "each_gets_stats_per": (EACH_GETS_PER,),
    "ev_gains_nth_counter": (NTH_COUNTER, NTH_BOOST),
}

REFUSED_COUNTED_THINGS: dict[str, str] = {}
