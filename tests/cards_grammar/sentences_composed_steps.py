"""Printed sentences of the steps that compose (issue 30; written for these tests from CR
6.1.c, 6.1.e and 6.5.b in the cards' printing style): one verb with several things gained or
lost — statuses (2.4), boosts (2.5.1), counters (2.5) — and two steps joined by "and" with
different subjects; those played on boards are in ``test_board_composed_steps.py``. Merged
into :mod:`.sentences`."""

from __future__ import annotations

from typing import Any

TARGET_LOSES_TWO = "{J} Target Character loses [[Anchored]] and [[Asleep]]."
FACING_LOSE_TWO = "{H} Characters facing me lose [[Fleeting]] and [[Exhausted]]."
COUNTER_AND_BOOSTS = "{J} I gain 1 Kelon counter and 2 boosts."
TWO_COUNTERS = "{R} I gain 1 Kelon counter and 1 Arcane counter."
TARGET_STATUS_AND_BOOST = "{J} Target Character gains [[Anchored]] and 1 boost."
UP_TO_STATUS_AND_BOOST = (
    "{R} Up to two target Characters you control gain [[Anchored]] and 1 boost."
)
STATUS_AND_COUNTERS = "{J} I gain [[Asleep]] and 2 Kelon counters."
IT_AND_I = "When another Plant joins my Expedition \u2014 It gains 2 boosts and I gain 1 boost."
I_AND_IT = "When you play a Character \u2014 I gain [[Anchored]] and it gains 1 boost."
TOKENS_BOOST_AND_STATUS = "{J} Tokens you control gain 1 boost and [[Anchored]]."
THEN_BOOST_AND_STATUS = (
    "{J} Target Character loses [[Asleep]], then I gain 1 boost and [[Anchored]]."
)
THREE_THINGS = "{J} Target Character gains [[Anchored]], [[Asleep]] and 1 boost."
I_LOSE_THREE = "{H} I lose [[Anchored]], [[Asleep]] and [[Fleeting]]."
BOOSTS_AND_COUNTERS = "{J} Target Character gains 2 boosts and 1 Kelon counter."
SACRIFICED_GROUP_MAX = (
    "{H} Sacrifice all other Characters you control. Draw a card for each Character "
    "sacrificed this way, up to a max of 2."
)
RETURNED_GROUP = (
    "{J} Return all Characters you control to their owner's hand. Draw a card for each "
    "Character returned this way."
)
SACRIFICED_OTHER_KIND = (
    "{H} Sacrifice all other Permanents you control. Draw a card for each Character "
    "sacrificed this way."
)
DRAW_TWO_INSTEAD = "{J} Draw a card. If you control a Soldier, draw two cards instead."
BOOSTS_INSTEAD = "{R} I gain 1 boost. If my Expedition is ahead, I gain 2 boosts instead."
CREATE_TWO_INSTEAD = (
    "{J} Create an [Ordis Recruit 1/1/1] Soldier token in my Expedition. If you control "
    "another Soldier, create two instead."
)
ITS_KIND_INSTEAD = "{J} Target Character gains 1 boost. If it's a Mage, it gains 2 boosts instead."
OTHER_STEP_INSTEAD = "{J} Draw a card. If you control a Soldier, I gain 2 boosts instead."
SACRIFICE_OR_SEND = "{J} Sacrifice a token Character or send me to Reserve."
AT_NIGHT_SACRIFICE_OR_SEND = "At Night \u2014 Sacrifice a token Character or send me to Reserve."
DRAW_OR_BOOST = "{H} Draw a card or I gain 1 boost."
SEVERAL_THEN_OR = "{J} Draw a card, then exhaust target Character or send me to Reserve."
# "You may [X] or [Y]": "may" over the choice only when both are the controller's own acts
MAY_SACRIFICE_OR_SEND = "{J} You may sacrifice a token Character or send me to Reserve."
MAY_DRAW_OR_I_GAIN = "{J} You may draw a card or I gain 1 boost."
AUGMENT_TWICE = "{J} Augment target Permanent you control twice."
BOOST_TWICE = "{H} Target Character gains 1 boost twice."
EACH_LOSE_ALL = "{J} Up to two target Characters each lose all their boosts."
PLAYERS_THEN_PUT = "{J} Each player draws two cards, then puts a card from their hand in Reserve."
OPPONENTS_THEN_DISCARD = "{H} Each opponent draws a card, then discards a card from their hand."
PLAYERS_THEN_RESUPPLY = "{R} Each player resupplies, then draws a card."
PLAYERS_THEN_SACRIFICE = "{J} Each player draws a card, then sacrifices a Character."
OPPONENTS_THEN_RESUPPLY = "{J} Each opponent draws a card, then resupplies."
TARGET_THEN_DISCARD = "{J} Target opponent draws a card, then discards a card from their hand."
OTHERWISE_CREATE_ONE = (
    "{J} If you control a Plant, create two [Ordis Recruit 1/1/1] Soldier tokens in my "
    "Expedition, otherwise create one."
)
THEN_CREATE_TWO = "{J} Draw a card, then create two."
NO_BOOSTS_GAIN_BOOST_AND = "{J} Characters with no boosts gain 1 boost and [[Anchored]]."
ANCHORED_LOSE_ANCHORED_AND = "{J} Anchored Characters you control lose [[Anchored]] and [[Asleep]]."

_TOKENS = {"types": ["Character", "Permanent"], "controller": "you", "tokens": True}
_FACING = {"facing_me": True, "types": ["Character"]}


def _on(trigger: str, *effect: dict[str, Any], **more: Any) -> dict[str, Any]:
    return {"reaction": {"trigger": trigger, **more, "effect": list(effect)}}


def _status(action: str, status: str, subject: str, **more: Any) -> dict[str, Any]:
    return {"action": action, "status": status, "subject": subject, **more}


def _boost(amount: int, subject: str, **more: Any) -> dict[str, Any]:
    return {"action": "give_boost", "amount": amount, "subject": subject, **more}


def _counters(amount: int, name: str) -> dict[str, Any]:
    return {"action": "gain_counters", "amount": amount, "counter": name, "subject": "self"}


def _sacrifice_or_send() -> dict[str, Any]:
    sacrifice = {
        "action": "sacrifice",
        "subject": "a_character_you_control",
        "filter": {"tokens": True},
    }
    send = {"action": "send", "to": "reserve", "subject": "self"}
    return {
        "action": "choose",
        "modes": [
            {"text": "Sacrifice a token Character", "effect": [sacrifice]},
            {"text": "Send me to Reserve", "effect": [send]},
        ],
        "choose": 1,
        "either": True,
    }


READINGS_COMPOSED_STEPS: dict[str, dict[str, Any]] = {
    TARGET_LOSES_TWO: _on(
        "enters_play",
        _status(
            "lose_status",
            "Anchored",
            "target_character",
            then=[_status("lose_status", "Asleep", "it")],
        ),
    ),
    FACING_LOSE_TWO: _on(
        "played_from_hand",
        _status("lose_status", "Fleeting", "objects_in_play", filter=_FACING),
        _status("lose_status", "Exhausted", "objects_in_play", filter=_FACING),
    ),
    COUNTER_AND_BOOSTS: _on("enters_play", _counters(1, "Kelon"), _boost(2, "self")),
    TWO_COUNTERS: _on("played_from_reserve", _counters(1, "Kelon"), _counters(1, "Arcane")),
    TARGET_STATUS_AND_BOOST: _on(
        "enters_play",
        _status(
            "gain_status",
            "Anchored",
            "target_character",
            then=[_boost(1, "it")],
        ),
    ),
    UP_TO_STATUS_AND_BOOST: _on(
        "played_from_reserve",
        _status(
            "gain_status",
            "Anchored",
            "target_character",
            filter={"controller": "you"},
            up_to=2,
            then=[_boost(1, "it")],
        ),
    ),
    STATUS_AND_COUNTERS: _on(
        "enters_play", _status("gain_status", "Asleep", "self"), _counters(2, "Kelon")
    ),
    IT_AND_I: _on(
        "character_joins_my_expedition",
        _boost(2, "it"),
        _boost(1, "self"),
        filter={"subtypes": ["Plant"], "another": True},
    ),
    I_AND_IT: _on(
        "you_play_a_card",
        _status("gain_status", "Anchored", "self"),
        _boost(1, "it"),
        filter={"types": ["Character"]},
    ),
    TOKENS_BOOST_AND_STATUS: _on(
        "enters_play",
        _boost(1, "objects_in_play", filter=_TOKENS),
        _status("gain_status", "Anchored", "objects_in_play", filter=_TOKENS),
    ),
    BOOSTS_AND_COUNTERS: _on(
        "enters_play",
        _boost(
            2,
            "target_character",
            then=[{"action": "gain_counters", "amount": 1, "counter": "Kelon", "subject": "it"}],
        ),
    ),
    THREE_THINGS: _on(
        "enters_play",
        _status(
            "gain_status",
            "Anchored",
            "target_character",
            then=[_status("gain_status", "Asleep", "it"), _boost(1, "it")],
        ),
    ),
    I_LOSE_THREE: _on(
        "played_from_hand",
        _status("lose_status", "Anchored", "self"),
        _status("lose_status", "Asleep", "self"),
        _status("lose_status", "Fleeting", "self"),
    ),
    SACRIFICED_GROUP_MAX: _on(
        "played_from_hand",
        {
            "action": "sacrifice",
            "subject": "characters_you_control",
            "filter": {"another": True},
            "then": [{"action": "draw", "amount": 1, "per_most": 2, "per": "that many"}],
        },
    ),
    RETURNED_GROUP: _on(
        "enters_play",
        {
            "action": "return",
            "to": "hand",
            "to_owner": True,
            "subject": "characters_you_control",
            "then": [{"action": "draw", "amount": 1, "per": "that many"}],
        },
    ),
    # gram78: another step in the step's place, naming its own objects ("I"): Y if c, X
    # otherwise — the sibling of "otherwise" (6.2.b, 6.5.e)
    OTHER_STEP_INSTEAD: _on(
        "enters_play",
        {
            "action": "give_boost",
            "subject": "self",
            "amount": 2,
            "if": "you control a soldier",
            "otherwise": [{"action": "draw", "amount": 1}],
        },
    ),
    DRAW_TWO_INSTEAD: _on(
        "enters_play",
        {
            "action": "draw",
            "amount": 2,
            "if": "you control a soldier",
            "otherwise": [{"action": "draw", "amount": 1}],
        },
    ),
    BOOSTS_INSTEAD: _on(
        "played_from_reserve",
        _boost(2, "self", **{"if": "my expedition is ahead", "otherwise": [_boost(1, "self")]}),
    ),
    CREATE_TWO_INSTEAD: _on(
        "enters_play",
        {
            "action": "create",
            "token": "Ordis Recruit 1/1/1 Soldier",
            "amount": 2,
            "subject": "my_expedition",
            "if": "you control another soldier",
            "otherwise": [
                {
                    "action": "create",
                    "token": "Ordis Recruit 1/1/1 Soldier",
                    "amount": 1,
                    "subject": "my_expedition",
                }
            ],
        },
    ),
    SACRIFICE_OR_SEND: _on("enters_play", _sacrifice_or_send()),
    AT_NIGHT_SACRIFICE_OR_SEND: _on("at_night", _sacrifice_or_send()),
    MAY_SACRIFICE_OR_SEND: _on("enters_play", {**_sacrifice_or_send(), "may": True}),
    DRAW_OR_BOOST: _on(
        "played_from_hand",
        {
            "action": "choose",
            "modes": [
                {"text": "Draw a card", "effect": [{"action": "draw", "amount": 1}]},
                {"text": "I gain 1 boost", "effect": [_boost(1, "self")]},
            ],
            "choose": 1,
            "either": True,
        },
    ),
    AUGMENT_TWICE: _on(
        "enters_play",
        {"action": "augment", "subject": "target_permanent_you_control", "times": 2},
    ),
    BOOST_TWICE: _on("played_from_hand", _boost(1, "target_character", times=2)),
    EACH_LOSE_ALL: _on(
        "enters_play",
        {
            "action": "remove_counters",
            "counter": "boost",
            "all_counters": True,
            "subject": "target_character",
            "up_to": 2,
        },
    ),
    PLAYERS_THEN_PUT: _on(
        "enters_play",
        {"action": "draw", "amount": 2, "subject": "each_player"},
        {"action": "put", "to": "reserve", "subject": "a_card_from_each_players_hand"},
    ),
    OPPONENTS_THEN_DISCARD: _on(
        "played_from_hand",
        {"action": "draw", "amount": 1, "subject": "opponent"},
        {"action": "discard", "subject": "a_card_from_each_opponents_hand"},
    ),
    # a targeted player named again by the verb alone: the same player, targeted once (6.5.b),
    # choosing from their own hand (7.3.7.a, 1.4.7.b) — read as "then they discard"
    # (grammar/wordings.py, prec26)
    TARGET_THEN_DISCARD: _on(
        "enters_play",
        {
            "action": "draw",
            "amount": 1,
            "players_do": "target_opponent",
            "then": [{"action": "discard", "subject": "a_card_from_your_hand"}],
            "it_follows": True,
        },
    ),
    PLAYERS_THEN_RESUPPLY: _on(
        "played_from_reserve",
        {"action": "resupply", "subject": "each_player"},
        {"action": "draw", "amount": 1, "subject": "each_player"},
    ),
    PLAYERS_THEN_SACRIFICE: _on(
        "enters_play",
        {"action": "draw", "amount": 1, "subject": "each_player"},
        {"action": "sacrifice", "subject": "a_character_each_player_controls"},
    ),
    OPPONENTS_THEN_RESUPPLY: _on(
        "enters_play",
        {"action": "draw", "amount": 1, "subject": "opponent"},
        {"action": "resupply", "subject": "opponent"},
    ),
    OTHERWISE_CREATE_ONE: _on(
        "enters_play",
        {
            "action": "create",
            "token": "Ordis Recruit 1/1/1 Soldier",
            "amount": 2,
            "subject": "my_expedition",
            "if": "you control a plant",
            "otherwise": [
                {
                    "action": "create",
                    "token": "Ordis Recruit 1/1/1 Soldier",
                    "subject": "my_expedition",
                    "amount": 1,
                }
            ],
        },
    ),
    THEN_BOOST_AND_STATUS: _on(
        "enters_play",
        _status("lose_status", "Asleep", "target_character"),
        _boost(1, "self"),
        _status("gain_status", "Anchored", "self"),
    ),
}

RULE_SENTENCES_COMPOSED_STEPS: dict[str, tuple[str, ...]] = {
    "and_gained_chain": (TARGET_LOSES_TWO, FACING_LOSE_TWO, COUNTER_AND_BOOSTS, TWO_COUNTERS),
    "more_status": (TARGET_LOSES_TWO, FACING_LOSE_TWO, ANCHORED_LOSE_ANCHORED_AND),
    "and_gained_list_chain": (THREE_THINGS, I_LOSE_THREE),
    "more_boosts": (COUNTER_AND_BOOSTS, THREE_THINGS),
    "more_counters": (TWO_COUNTERS,),
    "gain_status_and_amount": (
        TARGET_STATUS_AND_BOOST,
        UP_TO_STATUS_AND_BOOST,
        STATUS_AND_COUNTERS,
    ),
    "gain_boosts_and_step": (IT_AND_I,),
    "gain_boosts_and_counters": (BOOSTS_AND_COUNTERS,),
    "max_total_chain": (SACRIFICED_GROUP_MAX,),
    "if_instead_clause": (DRAW_TWO_INSTEAD, BOOSTS_INSTEAD, ITS_KIND_INSTEAD, OTHER_STEP_INSTEAD),
    "create_same_here": (CREATE_TWO_INSTEAD, OTHERWISE_CREATE_ONE, THEN_CREATE_TWO),
    "twice_chain": (AUGMENT_TWICE, BOOST_TWICE),
    "then_same_players": (
        PLAYERS_THEN_PUT,
        OPPONENTS_THEN_DISCARD,
        PLAYERS_THEN_RESUPPLY,
    ),
    "their_draws": (PLAYERS_THEN_RESUPPLY,),
    "their_puts_in_reserve": (PLAYERS_THEN_PUT,),
    "their_discards": (OPPONENTS_THEN_DISCARD,),
    "their_sacrifices": (PLAYERS_THEN_SACRIFICE,),
    "their_resupplies": (OPPONENTS_THEN_RESUPPLY,),
    "lose_all_boosts": (EACH_LOSE_ALL,),
    "or_step_chain": (
        SACRIFICE_OR_SEND,
        AT_NIGHT_SACRIFICE_OR_SEND,
        DRAW_OR_BOOST,
        SEVERAL_THEN_OR,
        MAY_SACRIFICE_OR_SEND,
        MAY_DRAW_OR_I_GAIN,
    ),
    "per_acted_chain": (SACRIFICED_GROUP_MAX, RETURNED_GROUP, SACRIFICED_OTHER_KIND),
    "gain_status_and_step": (I_AND_IT,),
}

BOARD_SENTENCES_COMPOSED_STEPS: tuple[str, ...] = (
    TARGET_LOSES_TWO,
    TARGET_STATUS_AND_BOOST,
    TOKENS_BOOST_AND_STATUS,
    FACING_LOSE_TWO,
    SACRIFICED_GROUP_MAX,
    DRAW_TWO_INSTEAD,
    CREATE_TWO_INSTEAD,
    SACRIFICE_OR_SEND,
    BOOST_TWICE,
    EACH_LOSE_ALL,
    PLAYERS_THEN_PUT,
)

REFUSED_COMPOSED_STEPS: dict[str, str] = {
    # the boost takes them out of "with no boosts" (2.4.5.a): the group is not the same
    NO_BOOSTS_GAIN_BOOST_AND: "second thing for these objects",
    ANCHORED_LOSE_ANCHORED_AND: "second thing for these objects",
    # Permanents sacrificed, Characters counted: not every object the step acted on (6.5.i)
    SACRIFICED_OTHER_KIND: "are not all those the step before acted on",
    # ITS_KIND_INSTEAD is read now: the condition checked once the target is chosen
    # (6.1.g, 6.5.d; its reading in sentences_outputs_compose.py, played on a board there)
    # which steps before "or" the choice covers is not said
    SEVERAL_THEN_OR: "a choice after several steps",
    # "I gain" has its own subject: whether "you may" lets it be declined is not said (6.5.c)
    MAY_DRAW_OR_I_GAIN: "has its own subject",
    # no token named before "create two" (7.3.5.a)
    THEN_CREATE_TWO: "which token 'create N' makes",
}
