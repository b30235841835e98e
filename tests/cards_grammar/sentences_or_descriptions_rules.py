"""Descriptions joined by "or" (session 40): one printed sentence per grammar alternative of the
"or" descriptions block, read to the card structures judged by meaning — "or" between two object
descriptions in a count (6.5.i, ``counted`` and ``plural_desc``), a condition (6.5.d, ``count_desc``
and "there is … in my Expedition") and a trigger's subject (6.3.b, ic39's ``ic39_objects_or``). The
words a count or a condition keeps are evaluated by the engine (test_or_descriptions_siblings.py
judges what they count). Merged into :mod:`.sentences` (test_rules.py); the siblings are judged in
sentences_or_descriptions.py."""

from __future__ import annotations

from typing import Any

DASH = "\u2014"
_COUNTED = "{J} I gain 1 boost for each Spell or token in your Reserve."
_PLURAL = "{J} I gain boosts equal to the number of Robots or tokens you control."
_CONTROL = "{J} If you control a Bureaucrat or a Landmark, draw a card."
_THERE_IS = "{J} If there is a Boosted Character or a token in my Expedition, draw a card."
_LEAVES = f"When a Character or a token you control leaves play {DASH} Draw a card."

RULE_SENTENCES_IA40: dict[str, tuple[str, ...]] = {
    "counted": (_COUNTED,),
    "plural_desc": (_PLURAL,),
    "count_desc": (_CONTROL,),
    "there_are_placed_cond": (_THERE_IS,),
    "ic39_objects_or": (_LEAVES,),
}


def _gains_per(per: str) -> dict[str, Any]:
    step = {"action": "give_boost", "amount": 1, "subject": "self", "per": per}
    return {"reaction": {"trigger": "enters_play", "effect": [step]}}


def _draws_if(condition: str) -> dict[str, Any]:
    step = {"action": "draw", "amount": 1, "if": condition}
    return {"reaction": {"trigger": "enters_play", "effect": [step]}}


READINGS_IA40: dict[str, dict[str, Any]] = {
    _COUNTED: _gains_per("spell or token in your reserve"),
    _PLURAL: _gains_per("robots or tokens you control"),
    _CONTROL: _draws_if("you control a bureaucrat or a landmark"),
    _THERE_IS: _draws_if("there is a boosted character or a token in my expedition"),
    _LEAVES: {
        "reaction": {
            "trigger": "object_leaves_play",
            # one object that leaves play, yours, a Character or a token (6.3.b)
            "filter": {
                "types": ["Character", "Permanent"],
                "controller": "you",
                "any_of": [{"types": ["Character"]}, {"tokens": True}],
            },
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
}
