"""Printed sentences for the grammar's "gram39" section (issue 30): a token card's name as a
description's noun (2.2.b, 2.1.e; the library's Brassbug token card, as the reader finds it
with no pool imported), creation triggers of a name (7.3.5.a), abilities ignored (7.3.19.a)
or lost (2.3.2.d) for a time and by passives on a group. Forms written for these tests;
:mod:`.sentences` merges them."""

from __future__ import annotations

from typing import Any

_DRAW = {"action": "draw", "amount": 1}
_BRASSBUGS = {"tokens": True, "names": ["Brassbug"]}
_OPPONENTS = "Characters your opponents control"


def _enters(*effect: dict[str, Any]) -> dict[str, Any]:
    return {"reaction": {"trigger": "enters_play", "effect": list(effect)}}


def _ignore(subject: str, **more: Any) -> dict[str, Any]:
    return _enters({"action": "ignore", "subject": subject, **more})


READINGS_TOKEN_CARDS: dict[str, dict[str, Any]] = {
    "{J} Draw a card for each Brassbug token you control.": _enters(
        {"action": "draw", "per": "brassbug token you control"}
    ),
    "When you create one or more Brassbug tokens \u2014 Draw a card.": {
        "reaction": {"trigger": "you_create_tokens", "filter": _BRASSBUGS, "effect": [_DRAW]}
    },
    "When a Brassbug token you control leaves play \u2014 Draw a card.": {
        "reaction": {
            "trigger": "object_leaves_play",
            "filter": {"types": ["Character"], "controller": "you", **_BRASSBUGS},
            "effect": [_DRAW],
        }
    },
    "{J} I gain 1 boost for each Brassbug you control.": _enters(
        {"action": "give_boost", "amount": 1, "per": "brassbug you control", "subject": "self"}
    ),
    "{J} Exhaust all Brassbugs your opponents control.": _enters(
        {
            "action": "exhaust",
            "subject": "objects_in_play",
            "filter": {"types": ["Character"], "controller": "opponent", "names": ["Brassbug"]},
        }
    ),
    "When an opponent creates one or more Brassbug tokens \u2014 I gain 1 boost.": {
        "reaction": {
            "trigger": "you_create_tokens",
            "filter": _BRASSBUGS,
            "player": "opponent",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When a player creates a Brassbug token \u2014 Draw a card.": {
        "reaction": {
            "trigger": "you_create_a_token",
            "filter": _BRASSBUGS,
            "player": "any",
            "effect": [_DRAW],
        }
    },
    "{J} Ignore target Character's abilities this turn.": _ignore(
        "target_character", ongoing={"duration": "this turn"}
    ),
    "{J} Create a Brassbug token in my Expedition. Ignore its abilities this Day.": _enters(
        {
            "action": "create",
            "token": "Brassbug 2/2/2 Robot",
            "amount": 1,
            "subject": "my_expedition",
            "then": [{"action": "ignore", "subject": "it", "ongoing": {"duration": "this Day"}}],
        }
    ),
    "{J} Ignore target Exhausted Character's abilities this Afternoon.": _ignore(
        "target_character",
        filter={"statuses": ["Exhausted"]},
        ongoing={"duration": "this Afternoon"},
    ),
    "{J} Ignore target Landmark Permanent's abilities this Day.": _ignore(
        "target_permanent",
        filter={"permanents_in_landmarks": True},
        ongoing={"duration": "this Day"},
    ),
    "{J} Ignore target Expedition Permanent's abilities.": _ignore(
        "target_permanent", filter={"permanents_in_expeditions": True}
    ),
    "{J} Ignore target Brassbug token's abilities this turn.": _ignore(
        "target_character",
        filter={"names": ["Brassbug"], "tokens": True},
        ongoing={"duration": "this turn"},
    ),
    "{J} Target Character loses all its abilities this turn.": _ignore(
        "target_character", ongoing={"duration": "this turn", "lose_abilities": True}
    ),
    "{J} Target Character has no abilities until the end of the Day.": _ignore(
        "target_character", ongoing={"duration": "this Day", "lose_abilities": True}
    ),
    "{J} In target Expedition, create a Brassbug token.": _enters(
        {
            "action": "create",
            "token": "Brassbug 2/2/2 Robot",
            "amount": 1,
            "subject": "target_expedition",
        }
    ),
    "{J} Create a Brassbug in my Expedition.": _enters(
        {
            "action": "create",
            "token": "Brassbug 2/2/2 Robot",
            "amount": 1,
            "subject": "my_expedition",
        }
    ),
    "{J} Create two Brassbugs in target Expedition.": _enters(
        {
            "action": "create",
            "token": "Brassbug 2/2/2 Robot",
            "amount": 2,
            "subject": "target_expedition",
        }
    ),
    f"{_OPPONENTS} lose their abilities.": {"passive": {"lose_abilities": _OPPONENTS}},
    "Brassbug tokens have no abilities.": {"passive": {"lose_abilities": "Brassbug tokens"}},
    f"Ignore the abilities of {_OPPONENTS}.": {"passive": {"ignore_abilities": _OPPONENTS}},
    f"{_OPPONENTS} lose [[Defender]].": {
        "passive": {"grant": {"to": _OPPONENTS, "keyword": "Defender", "lose": True}}
    },
}
"""Printed sentence -> expected reading."""

REFUSED_TOKEN_CARDS: dict[str, str] = {
    "{J} Target Character loses all abilities.": "how long the abilities are lost is not said",
}
"""Read, and refused with a judge's reason (2.3.2.d: no period said)."""

RULE_SENTENCES_TOKEN_CARDS: dict[str, tuple[str, ...]] = {
    "token_card_noun": (
        "{J} Draw a card for each Brassbug token you control.",
        "When a Brassbug token you control leaves play \u2014 Draw a card.",
    ),
    "token_card_bare_noun": (
        "{J} I gain 1 boost for each Brassbug you control.",
        "{J} Exhaust all Brassbugs your opponents control.",
    ),
    "ev_create_named_tokens": (
        "When you create one or more Brassbug tokens \u2014 Draw a card.",
        "When an opponent creates one or more Brassbug tokens \u2014 I gain 1 boost.",
    ),
    "ev_creates_named_token": ("When a player creates a Brassbug token \u2014 Draw a card.",),
    "ignore_possessed_abilities": (
        "{J} Ignore target Character's abilities this turn.",
        "{J} Create a Brassbug token in my Expedition. Ignore its abilities this Day.",
    ),
    "possessed_target": ("{J} Ignore target Exhausted Character's abilities this Afternoon.",),
    "possessed_landmark": ("{J} Ignore target Landmark Permanent's abilities this Day.",),
    "possessed_expedition_permanent": ("{J} Ignore target Expedition Permanent's abilities.",),
    "possessed_token_card": ("{J} Ignore target Brassbug token's abilities this turn.",),
    "lose_all_abilities": (
        "{J} Target Character loses all its abilities this turn.",
        "{J} Target Character has no abilities until the end of the Day.",
        "{J} Target Character loses all abilities.",
    ),
    "place_first_create_named": ("{J} In target Expedition, create a Brassbug token.",),
    "create_bare_named_token": (
        "{J} Create a Brassbug in my Expedition.",
        "{J} Create two Brassbugs in target Expedition.",
    ),
    "group_lose_abilities": (
        f"{_OPPONENTS} lose their abilities.",
        "Brassbug tokens have no abilities.",
    ),
    "group_ignore_abilities": (f"Ignore the abilities of {_OPPONENTS}.",),
    "group_lose_keyword": (f"{_OPPONENTS} lose [[Defender]].",),
}
"""Grammar rule -> sentences showing it."""
