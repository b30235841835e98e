"""Printed sentences of the grammar's block "pairs and possessives" (issue 30, gram103;
written for these tests from CR 7.3.11 exchanges, 7.5.5.b control, 6.5.b targets, 2.1.d): two
targets acting together ("exchange / swap their boosts"), another player's objects said with
a possessive ("target opponent's Character", "an opponent's Character", "your opponent's
Characters"), a keyword gained with no time said (until it leaves play, 2.1.d: "Create a
[token] … It gains [Defender]"), a group's amount said "each", and targets that go together
("in the same Expedition", "controlled by the same player", "with different names"). Their
siblings are judged by meaning in benchmarks/pairs_and_possessives_siblings.py; those played
on a board are in ``test_board_pairs_and_possessives.py``. Merged into :mod:`.sentences`."""

from __future__ import annotations

from typing import Any

PAIR_SWAP = "Two target Characters you control swap their boosts."
PAIR_EXCHANGE = "Two target Characters exchange their boosts."
SWAP_THE_BOOSTS_OF = "Swap the boosts of two target Characters."
TARGET_TWO_AND_SWAP = "Target two Characters you control and swap their boosts."
PAIR_STATISTICS = "{J} Two target Characters exchange their statistics."
PAIR_COUNTERS = "{J} Two target Characters you control exchange their Ember counters."
TARGET_OPPONENTS = "Target opponent's Character with Hand Cost 3 or less gains Asleep."
AN_OPPONENTS = "Send an opponent's Character to its owner's Reserve."
YOUR_OPPONENTS = "Your opponent's Characters lose all their boosts."
OPPONENTS_CARD_IN_RESERVE = "{J} Discard target opponent's card from their Reserve."
BOOSTS_EACH = "Characters in target Expedition you control gain 1 boost each."
COUNTERS_EACH = "Characters you control gain 1 Ember counter each."
ONE_GAINS_EACH = "{J} Target Character gains 1 boost each."
SAME_EXPEDITION = "Up to two target Characters in the same Expedition gain Asleep."
SAME_PLAYER = "Two target Characters controlled by the same player lose all their boosts."
DIFFERENT_NAMES = "Two target Characters with different names gain 1 boost."
TOKEN_GAINS_KEYWORD = "Create a Brassbug token in my Expedition. It gains Defender."
TARGET_GAINS_TOUGH = "Target Character gains Tough 1."
RESERVE_GAINS_KEYWORD = "{J} Target Character in your Reserve gains Defender."
ONE_IN_SAME_EXPEDITION = "{J} Target Character in the same Expedition gains Asleep."

_ME_TWO = {"subject": "target_character", "targets": 2}
_EXCHANGE = {"action": "exchange_boosts", **_ME_TWO}
_YOURS = {"filter": {"controller": "you"}}


def _kept(keyword: str, subject: str) -> dict[str, Any]:
    """The keyword an object gains with no time said: until it leaves play (2.1.d)."""
    ongoing = {"duration": "until it leaves play", "keyword": keyword}
    return {"action": "ongoing", "subject": subject, "ongoing": ongoing}


READINGS_PAIRS_AND_POSSESSIVES: dict[str, dict[str, Any]] = {
    TOKEN_GAINS_KEYWORD: {
        "effect": [
            {
                "action": "create",
                "token": "Brassbug 2/2/2 Robot",
                "amount": 1,
                "subject": "my_expedition",
                "then": [_kept("Defender", "it")],
            }
        ]
    },
    TARGET_GAINS_TOUGH: {"effect": [_kept("Tough 1", "target_character")]},
    PAIR_SWAP: {"effect": [{**_EXCHANGE, **_YOURS}]},
    PAIR_EXCHANGE: {"effect": [_EXCHANGE]},
    SWAP_THE_BOOSTS_OF: {"effect": [_EXCHANGE]},
    TARGET_TWO_AND_SWAP: {"effect": [{**_EXCHANGE, **_YOURS}]},
    TARGET_OPPONENTS: {
        "effect": [
            {
                "action": "gain_status",
                "status": "Asleep",
                "subject": "target_character",
                "filter": {"controller": "opponent", "hand_cost_max": 3},
            }
        ]
    },
    AN_OPPONENTS: {
        "effect": [
            {
                "action": "send",
                "to": "reserve",
                "to_owner": True,
                "subject": "a_character_or_permanent_in_play",
                "filter": {"types": ["Character"], "controller": "opponent"},
            }
        ]
    },
    YOUR_OPPONENTS: {
        "effect": [
            {
                "action": "remove_counters",
                "counter": "boost",
                "all_counters": True,
                "subject": "objects_in_play",
                "filter": {"types": ["Character"], "controller": "opponent"},
            }
        ]
    },
    BOOSTS_EACH: {
        "effect": [
            {
                "action": "give_boost",
                "amount": 1,
                "subject": "characters_in_target_expedition",
                "filter": {"expedition_controller": "you"},
            }
        ]
    },
    COUNTERS_EACH: {
        "effect": [
            {
                "action": "gain_counters",
                "amount": 1,
                "counter": "Ember",
                "subject": "characters_you_control",
            }
        ]
    },
    SAME_EXPEDITION: {
        "effect": [
            {
                "action": "gain_status",
                "status": "Asleep",
                "subject": "target_character",
                "up_to": 2,
                "together": "expedition",
            }
        ]
    },
    SAME_PLAYER: {
        "effect": [
            {
                "action": "remove_counters",
                "counter": "boost",
                "all_counters": True,
                **_ME_TWO,
                "together": "controller",
            }
        ]
    },
    DIFFERENT_NAMES: {
        "effect": [{"action": "give_boost", "amount": 1, **_ME_TWO, "together": "names"}]
    },
}

RULE_SENTENCES_PAIRS_AND_POSSESSIVES: dict[str, tuple[str, ...]] = {
    "pair_exchange_boosts": (PAIR_SWAP, PAIR_EXCHANGE, SWAP_THE_BOOSTS_OF),
    "exchange_boosts_of_two": (TARGET_TWO_AND_SWAP,),
    "pair_exchange_unread": (PAIR_STATISTICS, PAIR_COUNTERS),
    "unexchanged": (PAIR_STATISTICS, PAIR_COUNTERS),
    "target_opponents_object": (TARGET_OPPONENTS, OPPONENTS_CARD_IN_RESERVE),
    "an_opponents_object": (AN_OPPONENTS,),
    "opponents_objects": (YOUR_OPPONENTS,),
    "gain_boosts_each": (BOOSTS_EACH, ONE_GAINS_EACH),
    "gain_counters_each": (COUNTERS_EACH,),
    "together_in_expedition": (SAME_EXPEDITION, ONE_IN_SAME_EXPEDITION),
    "together_controller": (SAME_PLAYER,),
    "together_names": (DIFFERENT_NAMES,),
    "gain_keyword_while_in_play": (TOKEN_GAINS_KEYWORD, TARGET_GAINS_TOUGH, RESERVE_GAINS_KEYWORD),
}

REFUSED_PAIRS_AND_POSSESSIVES: dict[str, str] = {
    PAIR_STATISTICS: "the engine exchanges boosts only (7.3.11.a)",
    PAIR_COUNTERS: "the engine exchanges boosts only (7.3.11.a)",
    OPPONENTS_CARD_IN_RESERVE: "only an object in play has a controller (7.5.5.b)",
    ONE_GAINS_EACH: "'each' after an amount given to one object is not read",
    RESERVE_GAINS_KEYWORD: "by a card outside play is not read (2.1.d)",
    ONE_IN_SAME_EXPEDITION: "only two or more targets chosen one by one are (6.5.b)",
}

BOARD_SENTENCES_PAIRS_AND_POSSESSIVES: tuple[str, ...] = (
    PAIR_SWAP,
    TARGET_OPPONENTS,
    SAME_EXPEDITION,
    TOKEN_GAINS_KEYWORD,
)
