"""Printed sentences of object descriptions composed from their dimensions (issue 30;
written for these tests from CR 2.4 statuses, 2.5 boosts, 7.4 keywords, 2.2.7 costs, 7.5
Expeditions, 6.5.b targets and 1.1.7.b): a status after the noun ("with [[Anchored]]"),
relative clauses ("that has no boosts", "that have Defender", "that is exhausted", "that
isn't [[Anchored]]", "that is ready", "that has one or fewer boosts", "that has Hand Cost
{3} or less"), the Expeditions a place names ("in your Expeditions", "in an Expedition
facing one of yours", "in your opponent's Expeditions"), "up to two other target" and
"cards you control" (the cards in play, 3.1.4.a). Those played on a board are in
``test_board_object_phrases.py``. Merged into :mod:`.sentences`."""

from __future__ import annotations

from typing import Any

STATUS_AFTER_NOUN = "{J} Exhaust each Character with [[Anchored]] you control."
THAT_HAS_NO_BOOSTS = "{J} Each Character that has no boosts gains 1 boost."
THAT_HAVE_DEFENDER = "{J} Exhaust all Characters that have Defender."
THAT_IS_EXHAUSTED = "{J} Ready target Character that is exhausted."
THAT_ISNT_ANCHORED = "{J} Exhaust target Character that isn't [[Anchored]]."
THAT_IS_NOT_ASLEEP = "{J} Exhaust each Character you control that is not [[Asleep]]."
THAT_HAS_ONE_OR_FEWER = "{J} Exhaust each Character that has one or fewer boosts."
THAT_HAS_COST = "{J} Send target Character that has Hand Cost {3} or less to Reserve."
THAT_IS_READY = "{J} Exhaust target Character that is ready."
THAT_HAS_A_BOOST = "{J} Target Character that has a boost gains [[Anchored]]."
THAT_HAS_TWO_OR_MORE = (
    "{J} Sacrifice a Character that has 2 or more boosts. If you do, draw a card."
)
IN_YOUR_EXPEDITIONS = "{J} Characters in your Expeditions that have no boosts gain 1 boost."
IN_FACING_ONE_OF_YOURS = "{J} Exhaust target Character in an Expedition facing one of yours."
IN_OPPONENTS_EXPEDITIONS = "{J} Exhaust each Permanent in your opponent's Expeditions."
UP_TO_TWO_OTHER = "{J} Up to two other target Characters gain 1 boost."
CARDS_YOU_CONTROL = "{J} Exhaust up to two target cards you control."
EACH_CARD_THAT_HAS = "{J} Exhaust each card you control that has a boost."
LEAVES_THAT_HAS_NO = "When a Character that has no boosts leaves play \u2014 Draw a card."
FOR_EACH_THAT_IS = "{J} Draw a card for each Character that is exhausted."
KINDS_ALL = "{J} Exhaust all Characters or Permanents you control."
KINDS_TARGETS = (
    "{J} Exhaust up to two other target Characters or Permanents with Hand Cost {3} or less."
)
EITHER_TYPE_LEAVES = (
    "When a Character or Permanent an opponent controls leaves play \u2014 Draw a card."
)
PERMANENT_IN_MY_EXPEDITION = "{J} Exhaust target Permanent in my Expedition."
A_PERMANENT_IN_MY_EXPEDITION = "{J} Exhaust a Permanent in my Expedition."


def _on_play(step: dict[str, Any]) -> dict[str, Any]:
    return {"reaction": {"trigger": "enters_play", "effect": [step]}}


def _step(action: str, subject: str, flt: dict[str, Any], **more: Any) -> dict[str, Any]:
    return _on_play({"action": action, **more, "subject": subject, "filter": flt})


_CHARACTERS = {"types": ["Character"]}

READINGS_OBJECT_PHRASES: dict[str, dict[str, Any]] = {
    STATUS_AFTER_NOUN: _step("exhaust", "characters_you_control", {"statuses": ["Anchored"]}),
    THAT_HAS_NO_BOOSTS: _step(
        "give_boost", "objects_in_play", {"without": ["Boosted"], **_CHARACTERS}, amount=1
    ),
    THAT_HAVE_DEFENDER: _step(
        "exhaust", "objects_in_play", {"keywords": ["Defender"], **_CHARACTERS}
    ),
    THAT_IS_EXHAUSTED: _step("ready", "target_character", {"statuses": ["Exhausted"]}),
    THAT_ISNT_ANCHORED: _step("exhaust", "target_character", {"without": ["Anchored"]}),
    THAT_IS_NOT_ASLEEP: _step("exhaust", "characters_you_control", {"without": ["Asleep"]}),
    THAT_HAS_ONE_OR_FEWER: _step("exhaust", "objects_in_play", {"boosts_max": 1, **_CHARACTERS}),
    THAT_HAS_COST: _step("send", "target_character", {"hand_cost_max": 3}, to="reserve"),
    THAT_IS_READY: _step("exhaust", "target_character", {"without": ["Exhausted"]}),
    THAT_HAS_A_BOOST: _step(
        "gain_status", "target_character", {"statuses": ["Boosted"]}, status="Anchored"
    ),
    THAT_HAS_TWO_OR_MORE: _on_play(
        {
            "action": "sacrifice",
            "subject": "a_character_you_control",
            "filter": {"boosts_min": 2},
            "then": [{"action": "draw", "amount": 1}],
        }
    ),
    IN_YOUR_EXPEDITIONS: _step(
        "give_boost", "characters_you_control", {"without": ["Boosted"]}, amount=1
    ),
    IN_FACING_ONE_OF_YOURS: _step("exhaust", "target_character", {"controller": "opponent"}),
    IN_OPPONENTS_EXPEDITIONS: _step(
        "exhaust",
        "objects_in_play",
        {"types": ["Permanent"], "controller": "opponent", "permanents_in_expeditions": True},
    ),
    UP_TO_TWO_OTHER: _on_play(
        {
            "action": "give_boost",
            "amount": 1,
            "subject": "target_character",
            "filter": {"another": True},
            "up_to": 2,
        }
    ),
    CARDS_YOU_CONTROL: _on_play(
        {
            "action": "exhaust",
            "subject": "target_character_or_permanent",
            "filter": {"controller": "you"},
            "up_to": 2,
        }
    ),
    EACH_CARD_THAT_HAS: _step(
        "exhaust",
        "objects_in_play",
        {"statuses": ["Boosted"], "types": ["Character", "Permanent"], "controller": "you"},
    ),
    LEAVES_THAT_HAS_NO: {
        "reaction": {
            "trigger": "object_leaves_play",
            "filter": {"without": ["Boosted"], **_CHARACTERS},
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    FOR_EACH_THAT_IS: _on_play({"action": "draw", "per": "character that is exhausted"}),
    KINDS_ALL: _step(
        "exhaust", "objects_in_play", {"types": ["Character", "Permanent"], "controller": "you"}
    ),
    KINDS_TARGETS: _on_play(
        {
            "action": "exhaust",
            "subject": "target_character_or_permanent",
            "filter": {"hand_cost_max": 3, "another": True},
            "up_to": 2,
        }
    ),
    EITHER_TYPE_LEAVES: {
        "reaction": {
            "trigger": "object_leaves_play",
            "filter": {"types": ["Character", "Permanent"], "controller": "opponent"},
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    PERMANENT_IN_MY_EXPEDITION: _step("exhaust", "target_permanent", {"in_my_expedition": True}),
    A_PERMANENT_IN_MY_EXPEDITION: _step(
        "exhaust",
        "a_character_or_permanent_in_play",
        {"in_my_expedition": True, "types": ["Permanent"]},
    ),
}

RULE_SENTENCES_OBJECT_PHRASES: dict[str, tuple[str, ...]] = {
    "status_adjective": (STATUS_AFTER_NOUN, THAT_IS_EXHAUSTED, FOR_EACH_THAT_IS),
    "with_no_boosts": (THAT_HAS_NO_BOOSTS, IN_YOUR_EXPEDITIONS, LEAVES_THAT_HAS_NO),
    "with_keyword": (THAT_HAVE_DEFENDER,),
    "relative_not_status": (THAT_ISNT_ANCHORED, THAT_IS_NOT_ASLEEP),
    "relative_boosts_max": (THAT_HAS_ONE_OR_FEWER,),
    "cost_compared": (THAT_HAS_COST,),
    "ready_adjective": (THAT_IS_READY,),
    "with_a_boost": (THAT_HAS_A_BOOST, EACH_CARD_THAT_HAS),
    "with_boosts_min": (THAT_HAS_TWO_OR_MORE,),
    "in_your_expeditions": (IN_YOUR_EXPEDITIONS,),
    "in_opponents_expeditions": (IN_FACING_ONE_OF_YOURS, IN_OPPONENTS_EXPEDITIONS),
    "up_to_other_targets": (UP_TO_TWO_OTHER, KINDS_TARGETS),
    "kinds_desc": (KINDS_ALL, KINDS_TARGETS),
    "ev_object_leaves_play": (LEAVES_THAT_HAS_NO, EITHER_TYPE_LEAVES),
    "plural_kinds": (KINDS_ALL, KINDS_TARGETS),
    "each_object": (KINDS_ALL,),
    "up_to_targets": (CARDS_YOU_CONTROL,),
    "in_my_expedition": (PERMANENT_IN_MY_EXPEDITION, A_PERMANENT_IN_MY_EXPEDITION),
}

REFUSED_OBJECT_PHRASES: dict[str, str] = {}

BOARD_SENTENCES_OBJECT_PHRASES: tuple[str, ...] = (
    STATUS_AFTER_NOUN,
    THAT_HAS_NO_BOOSTS,
    THAT_ISNT_ANCHORED,
    IN_FACING_ONE_OF_YOURS,
    UP_TO_TWO_OTHER,
    CARDS_YOU_CONTROL,
    FOR_EACH_THAT_IS,
    PERMANENT_IN_MY_EXPEDITION,
    KINDS_TARGETS,
    EITHER_TYPE_LEAVES,
)
