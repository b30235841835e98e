"""Printed sentences for gram58 (issue 30; written for these tests, not copied from card
data): a reference back across another player's payment — "Then, target opponent may pay
{1}. If they do, that Character loses 1 boost." — names what the step before the payment
chose (6.5.b, 6.1.c), done if they pay (6.5.f) or if they do not (6.5.c); refused, naming the
words, when two steps before introduced something it names, or when it names one of several.
Merged into :mod:`.sentences`; boards in ``test_board_references_across_players.py``."""

from __future__ import annotations

from typing import Any

THAT_AFTER_PAY = (
    "{J} Target Character you control gains 2 boosts. Then, target opponent may pay {1}. "
    "If they do, that Character loses 1 boost."
)
IT_AFTER_PAY = (
    "{R} Target Character you control gains 2 boosts. Then, target opponent may pay {2}. "
    "If they do, it loses 2 boosts."
)
THAT_IF_NOT_PAID = (
    "{J} Target Character you control gains 2 boosts. Then, target opponent may pay {1}. "
    "If they don't, that Character gains 1 boost."
)
STATUS_AFTER_PAY = (
    "{J} Target Character gains 1 boost. Then, target opponent may pay {1}. If they do, it "
    "gains Anchored."
)
UNDER_CONDITION = (
    "{H} If your hand is empty: Target Character you control gains 2 boosts. Then, target "
    "opponent may pay {1}. If they do, that Character loses 1 boost."
)
TWO_CANDIDATES = (
    "{J} Target Character gains 1 boost. Target Character an opponent controls gains Asleep. "
    "Then, target opponent may pay {1}. If they do, that Character loses 1 boost."
)
IT_OF_SEVERAL = (
    "{J} Up to two target Characters each gain 1 boost. Then, target opponent may pay {2}. "
    "If they do, it loses 1 boost."
)
THOSE_LOSE = (
    "{J} Up to two target Characters each gain 1 boost. Then, target opponent may pay {2}. "
    "If they do, those Characters lose 1 boost."
)
"""Refused: the engine removes N counters among several objects, not N from each."""
SACRIFICED_OR_TARGET = (
    "{J} Target Character you control gains 1 boost. Then, target opponent may sacrifice a "
    "Character. If they do, that Character gains 2 boosts."
)
"""Refused: the target and the Character sacrificed are both Characters a step introduced."""

IN_CONTACT_TARGET = (
    "At Dusk \u2014 If one of your Expeditions is In Contact, target Character in that "
    "Expedition gains 1 boost."
)
IN_CONTACT_EACH = (
    "{J} If one of your Expeditions is In Contact, each Character in that Expedition gains 1 boost."
)
IN_FOREST_TARGET = (
    "{R} If one of your Expeditions is in {V}, target Character in that Expedition gains Asleep."
)
IN_MOUNTAIN_THEM = (
    "{J} If one of your Expeditions is in {M}, Characters you control in that Expedition "
    "gain 1 boost."
)

ONE_IN_FOREST = (
    "Up to two target Characters each gain 1 boost. If one is in {V}, it gains 2 boosts instead."
)
ONE_OF_THEM_IN_MOUNTAIN = (
    "{J} Two target Characters each gain 1 boost. If one of them is in {M}, it gains 2 "
    "boosts instead."
)
ONE_BOOSTED = (
    "{J} Up to two target Characters you control each gain 1 boost. If one is Boosted, it "
    "gains 2 boosts instead."
)
ONE_A_ROBOT = (
    "{J} Up to two target Characters each gain 1 boost. If one of them is a Robot, it gains 2 "
    "boosts instead."
)
ONE_OF_ONE = "{J} Target Character gains 1 boost. If one is in {V}, it gains 2 boosts instead."
"""Refused: "one" ranges over several objects chosen; one target is "it"."""
ONE_NOT_INSTEAD = (
    "{J} Up to two target Characters each gain 1 boost. If one is in {V}, draw a card."
)
"""Refused: which of the targets the condition asks about is said only before "instead"."""


def _one_instead(condition: str, **before: Any) -> dict[str, Any]:
    on_it = {"action": "give_boost", "amount": 1, "subject": "it"}
    replacing = {**on_it, "amount": 2, "if": condition, "otherwise": [on_it]}
    return {**_target(1, **before), "chosen_instead": [replacing]}


PAST_DISCARDED = (
    "{J} Target Character you control gains 2 boosts. Then, target opponent may discard a card "
    "from their hand. If they do, that Character loses 1 boost."
)
IT_PAST_DISCARDED = (
    "{J} Target Character gains 1 boost. Then, target opponent may discard a card from their "
    "hand. If they do, it loses 1 boost."
)
"""Refused: "it" may be the card discarded or the target."""


def _target(amount: int, **more: Any) -> dict[str, Any]:
    return {"action": "give_boost", "amount": amount, "subject": "target_character", **more}


def _paid(amount: int, key: str, *steps: dict[str, Any]) -> dict[str, Any]:
    pay = {"action": "pay_mana", "subject": "target_opponent", "amount": amount, "may": True}
    return {**pay, key: list(steps)}


_YOURS = {"filter": {"controller": "you"}}
_LOSE = {"action": "remove_counters", "counter": "boost", "subject": "it"}


def _j(trigger: str, *steps: dict[str, Any]) -> dict[str, Any]:
    return {"reaction": {"trigger": trigger, "effect": list(steps)}}


READINGS_REFERENCES_ACROSS_PLAYERS: dict[str, dict[str, Any]] = {
    THAT_AFTER_PAY: _j(
        "enters_play",
        _target(2, **_YOURS, then=[_paid(1, "then", {**_LOSE, "amount": 1})]),
    ),
    IT_AFTER_PAY: _j(
        "played_from_reserve",
        _target(2, **_YOURS, then=[_paid(2, "then", {**_LOSE, "amount": 2})]),
    ),
    THAT_IF_NOT_PAID: _j(
        "enters_play",
        _target(
            2,
            **_YOURS,
            then=[_paid(1, "if_not_done", {"action": "give_boost", "amount": 1, "subject": "it"})],
        ),
    ),
    STATUS_AFTER_PAY: _j(
        "enters_play",
        _target(
            1,
            then=[
                _paid(1, "then", {"action": "gain_status", "status": "Anchored", "subject": "it"})
            ],
        ),
    ),
    UNDER_CONDITION: _j(
        "played_from_hand",
        _target(
            2,
            **_YOURS,
            then=[_paid(1, "then", {**_LOSE, "amount": 1})],
            **{"if": "your hand is empty"},
        ),
    ),
}

_CONTACT = {"expedition_in_contact": True}
READINGS_REFERENCES_ACROSS_PLAYERS.update(
    {
        IN_CONTACT_TARGET: _j(
            "at_dusk",
            _target(
                1,
                filter={**_CONTACT, "controller": "you"},
                **{"if": "one of your expeditions is in contact"},
            ),
        ),
        IN_CONTACT_EACH: _j(
            "enters_play",
            {
                "action": "give_boost",
                "amount": 1,
                "subject": "characters_you_control",
                "filter": _CONTACT,
                "if": "one of your expeditions is in contact",
            },
        ),
        IN_FOREST_TARGET: _j(
            "played_from_reserve",
            {
                "action": "gain_status",
                "status": "Asleep",
                "subject": "target_character",
                "filter": {"in_terrain": "forest", "controller": "you"},
                "if": "one of your expeditions is in {v}",
            },
        ),
        IN_MOUNTAIN_THEM: _j(
            "enters_play",
            {
                "action": "give_boost",
                "amount": 1,
                "subject": "characters_you_control",
                "filter": {"in_terrain": "mountain"},
                "if": "one of your expeditions is in {m}",
            },
        ),
    }
)

READINGS_REFERENCES_ACROSS_PLAYERS.update(
    {
        ONE_IN_FOREST: {"effect": [_one_instead("it is in {v}", up_to=2)]},
        ONE_OF_THEM_IN_MOUNTAIN: _j("enters_play", _one_instead("it is in {m}", targets=2)),
        ONE_BOOSTED: _j("enters_play", _one_instead("it is boosted", **_YOURS, up_to=2)),
        ONE_A_ROBOT: _j("enters_play", _one_instead("it is a robot", up_to=2)),
    }
)

READINGS_REFERENCES_ACROSS_PLAYERS[PAST_DISCARDED] = _j(
    "enters_play",
    _target(
        2,
        **_YOURS,
        then=[
            {
                "action": "discard",
                "subject": "a_card_from_target_opponents_hand",
                "may": True,
                "then": [{**_LOSE, "amount": 1}],
                "keeps_it": True,
            }
        ],
    ),
)

RULE_SENTENCES_REFERENCES_ACROSS_PLAYERS: dict[str, tuple[str, ...]] = {
    "player_may_pay": (THAT_AFTER_PAY, IT_AFTER_PAY, THAT_IF_NOT_PAID, STATUS_AFTER_PAY),
    "conditioned_output": (UNDER_CONDITION,),
    "players_may_do": (SACRIFICED_OR_TARGET, PAST_DISCARDED, IT_PAST_DISCARDED),
    "one_in_terrain_cond": (ONE_IN_FOREST, ONE_OF_THEM_IN_MOUNTAIN, ONE_OF_ONE, ONE_NOT_INSTEAD),
    "one_status_cond": (ONE_BOOSTED,),
    "one_is_type_cond": (ONE_A_ROBOT,),
    "in_it_expedition": (IN_CONTACT_TARGET, IN_CONTACT_EACH, IN_FOREST_TARGET, IN_MOUNTAIN_THEM),
    "lose_boosts": (THAT_AFTER_PAY, IT_AFTER_PAY, TWO_CANDIDATES, IT_OF_SEVERAL, THOSE_LOSE),
}

REFUSED_REFERENCES_ACROSS_PLAYERS = {
    TWO_CANDIDATES: "which one is not said",
    IT_OF_SEVERAL: "does not agree in number",
    THOSE_LOSE: "several objects named again losing boosts",
    SACRIFICED_OR_TARGET: "which one is not said",
    IT_PAST_DISCARDED: "which one is not said",
    ONE_OF_ONE: "'instead' under a condition on the object",
    ONE_NOT_INSTEAD: "does not say which of the objects chosen",
}

BOARD_SENTENCES_REFERENCES_ACROSS_PLAYERS = (
    THAT_AFTER_PAY,
    THAT_IF_NOT_PAID,
    IN_CONTACT_EACH,
    PAST_DISCARDED,
)
