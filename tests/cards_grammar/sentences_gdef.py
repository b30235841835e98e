# ruff: noqa: E501  (printed sentences are kept whole, one per line)
"""Sibling sentences of gdef (session 36), written before the fix (not copied from card
data): a trigger's object keeps its controller and its type.

- ``CONTROLLED_JOINS``: "When a [described] Character you control / an opponent controls
  joins an Expedition —" in the trigger slot's forms ("When", "Each time", ", if …", "during
  Dusk") and effects: the reading's filter must carry the controller (7.5.5.b) and every
  other word said ("with an Ember counter", "another", "Boosted", "Robot").
- ``CREATED_KINDS``: "When you / an opponent create(s) a token Character / a Character
  token", "When a Character token is created" -> filter types Character (2.2.1, 7.3.5.a);
  "a token" -> no filter (every token).
- ``REFUSED_GDEF``: near-misses that say whose Character joins twice (7.5.5.b), a Character
  "you control" joining your discard pile (7.5.5.a), a place word on a card moving between
  zones no filter keeps, "your first token Character each turn" — each with its reason."""

from __future__ import annotations

from typing import Any

_EFFECTS = (
    "I gain 1 boost.",
    "Draw a card.",
    "It gains 1 boost.",
    "You may exhaust it.",
)
_FORMS = (
    "When {e} \u2014 {x}",
    "Each time {e} \u2014 {x}",
    "When {e}, if I am Boosted \u2014 {x}",
)
_JOINERS: tuple[tuple[str, dict[str, Any]], ...] = (
    ("a Character you control", {"controller": "you"}),
    ("a Character an opponent controls", {"controller": "opponent"}),
    ("another Character you control", {"controller": "you", "another": True}),
    ("a Robot you control", {"controller": "you", "subtypes": ["Robot"]}),
    (
        "a Character you control with an Ember counter",
        {"controller": "you", "counter": "Ember", "counters_min": 1},
    ),
    (
        "a Boosted Character an opponent controls",
        {"controller": "opponent", "statuses": ["Boosted"]},
    ),
    ("a non-token Character you control", {"controller": "you", "non_token": True}),
)


def _controlled() -> dict[str, dict[str, Any]]:
    out: dict[str, dict[str, Any]] = {}
    for i, (joiner, flt) in enumerate(_JOINERS):
        for j, form in enumerate(_FORMS):
            effect = _EFFECTS[(i + j) % len(_EFFECTS)]
            text = form.format(e=f"{joiner} joins an Expedition", x=effect)
            out[text] = {"trigger": "character_joins_an_expedition", "filter": flt}
    return out


CONTROLLED_JOINS: dict[str, dict[str, Any]] = _controlled()
"""Sentence -> the reaction's trigger and filter it must read to (exactly)."""

_CHARACTER = {"types": ["Character"]}
CREATED_KINDS: dict[str, dict[str, Any]] = {
    **{
        form.format(e=event, x=effect): {"trigger": "you_create_a_token", **fields}
        for event, fields in (
            ("you create a token Character", {"filter": _CHARACTER}),
            ("you create a Character token", {"filter": _CHARACTER}),
            ("an opponent creates a token Character", {"filter": _CHARACTER, "player": "opponent"}),
            (
                "your opponent creates a Character token",
                {"filter": _CHARACTER, "player": "opponent"},
            ),
            ("a Character token is created", {"filter": _CHARACTER, "player": "any"}),
            ("you create a token", {}),
            ("an opponent creates a token", {"player": "opponent"}),
            ("a token is created", {"player": "any"}),
        )
        for form, effect in zip(
            _FORMS, ("It gains 1 boost.", "Draw a card.", "I gain 1 boost."), strict=True
        )
    },
}
"""Sentence -> the reaction's trigger, filter (or none) and player it must read to."""

REFUSED_GDEF: dict[str, str] = {
    "When a Character you control joins an opponent's Expedition \u2014 I gain 1 boost.": "controlled by that Expedition's player",
    "When a Character you control joins the Expedition facing me \u2014 Draw a card.": "controlled by that Expedition's player",
    "When a Character an opponent controls joins your Expeditions \u2014 Draw a card.": "controlled by that Expedition's player",
    "When a Character an opponent controls joins my Expedition \u2014 I gain 1 boost.": "controlled by that Expedition's player",
    "When a Character you control goes to your discard pile \u2014 Draw a card.": "is one in play (7.5.5.a-b)",
    "When a Permanent you control joins your discard pile \u2014 Draw a card.": "is one in play (7.5.5.a-b)",
    "When a card in my Expedition leaves your Reserve \u2014 Draw a card.": "not read yet",
    "When a Permanent in my Expedition joins your Landmarks \u2014 Draw a card.": "in no Expedition",
    "When you create your first token Character each turn \u2014 Draw a card.": "counted every one",
}
"""Near-misses: a different or impossible meaning — refused, the reason's words."""

REDUNDANT_GDEF: dict[str, dict[str, Any]] = {
    # "you control" says nothing more of a Character joining the controller's own
    # Expeditions (7.5.5.a-b): read as without it
    "When a Character you control joins my Expedition \u2014 I gain 1 boost.": {
        "trigger": "character_joins_my_expedition"
    },
    "When a Character you control joins your Expeditions \u2014 I gain 1 boost.": {
        "trigger": "character_joins_your_expeditions"
    },
    "When a Character you control joins one of your Expeditions \u2014 I gain 1 boost.": {
        "trigger": "character_joins_one_of_your_expeditions"
    },
    "When a Character an opponent controls joins an opponent's Expedition \u2014 Draw a card.": {
        "trigger": "character_joins_an_opponents_expedition"
    },
}
"""Sentences whose controller words are redundant there, and what they read to."""
