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


READINGS_COMPOSED_STEPS: dict[str, dict[str, Any]] = {
    TARGET_LOSES_TWO: _on(
        "enters_play",
        _status(
            "lose_status",
            "Anchored",
            "target_character",
            then=[_status("lose_status", "Asleep", "it")],
            it_follows=True,
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
            it_follows=True,
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
            it_follows=True,
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
            it_follows=True,
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
    "draw_per_acted": (SACRIFICED_GROUP_MAX, RETURNED_GROUP, SACRIFICED_OTHER_KIND),
    "gain_status_and_step": (I_AND_IT,),
}

BOARD_SENTENCES_COMPOSED_STEPS: tuple[str, ...] = (
    TARGET_LOSES_TWO,
    TARGET_STATUS_AND_BOOST,
    TOKENS_BOOST_AND_STATUS,
    FACING_LOSE_TWO,
    SACRIFICED_GROUP_MAX,
)

REFUSED_COMPOSED_STEPS: dict[str, str] = {
    # the boost takes them out of "with no boosts" (2.4.5.a): the group is not the same
    NO_BOOSTS_GAIN_BOOST_AND: "second thing for these objects",
    ANCHORED_LOSE_ANCHORED_AND: "second thing for these objects",
    # Permanents sacrificed, Characters counted: not every object the step acted on (6.5.i)
    SACRIFICED_OTHER_KIND: "are not all those the step before acted on",
}
