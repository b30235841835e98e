"""Sibling sentences of object unions (issue 30, session 39), written before building (not copied
from card data), each in the slots a step takes — a Spell's effect (``SPELL``), {J} / {H} / {R},
"When …", "At …", a support {D}, after "you may", inside "If …":

* OBJECTS — "or" between two WHOLE object descriptions, each with its own qualifiers: one
  object fitting either (6.5.b a target, 6.1.g a choice; the filter's ``any_of``) — "target
  Character with no boosts or target token", "a Bureaucrat or a Spell from your Reserve",
  "target Spell or Character card in your Reserve" (semantics/object_unions.py);
* PLACES — "or" between two of the controller's personal zones: one card in either,
  chosen (3.1.2.b, 6.1.g; the engine's ``a_card_from_your_zones``) — "a card from your hand
  or Reserve", "a Character from your Reserve or discard pile".

Each dict maps a sentence to the part of its first step it must hold, or lists a near-miss
that must stay refused (another meaning, or one the engine cannot run) with words of its
reason. Held by tests/cards_grammar/test_object_unions_siblings.py."""

from __future__ import annotations

from typing import Any

Step = dict[str, Any]

_SLOTS = (
    "SPELL {V} {o}{d}.",
    "{J} {V} {o}{d}.",
    "{H} You may {v} {o}{d}.",
    "{R} {V} {o}{d}.",
    "When you play a Spell \u2014 {V} {o}{d}.",
    "At Noon \u2014 {V} {o}{d}.",
    "{D} : {V} {o}{d}.",
    "{J} If you control a Plant, {v} {o}{d}.",
)


def _in_slots(verb: str, obj: str, dest: str) -> list[str]:
    return [
        s.replace("{V}", verb.capitalize())
        .replace("{v}", verb)
        .replace("{o}", obj)
        .replace("{d}", dest)
        for s in _SLOTS
    ]


_NO_BOOSTS = {"without": ["Boosted"], "types": ["Character"]}
_TOKEN = {"tokens": True}
_LANDMARK = {"permanents_in_landmarks": True, "types": ["Permanent"]}

# --------------------------------------------------------------- OBJECTS (6.5.b, 6.1.g)
_OBJECT_READINGS: list[tuple[str, str, str, Step]] = [
    (
        "exhaust",
        "target Character with no boosts or target token",
        "",
        {"subject": "target_character_or_permanent", "filter": {"any_of": [_NO_BOOSTS, _TOKEN]}},
    ),
    (
        "return",
        "target Character with Hand Cost {2} or less or a token",
        " to its owner's hand",
        {
            "subject": "target_character_or_permanent",
            "filter": {"any_of": [{"types": ["Character"], "hand_cost_max": 2}, _TOKEN]},
        },
    ),
    (
        "send",
        "target Character with no Kelon counters or target token",
        " to Reserve",
        {
            "subject": "target_character_or_permanent",
            "filter": {
                "any_of": [
                    {"counter": "Kelon", "counters_max": 0, "types": ["Character"]},
                    _TOKEN,
                ]
            },
        },
    ),
    (
        "exhaust",
        "a Character with no boosts or a token",
        "",
        {
            "subject": "a_character_or_permanent_in_play",
            "filter": {"types": ["Character", "Permanent"], "any_of": [_NO_BOOSTS, _TOKEN]},
        },
    ),
    (
        "ready",
        "target Character an opponent controls or target Landmark an opponent controls",
        "",
        {
            "subject": "target_character_or_permanent",
            "filter": {"controller": "opponent", "any_of": [{"types": ["Character"]}, _LANDMARK]},
        },
    ),
    (
        "return",
        "a Bureaucrat or a Spell from your Reserve",
        " to your hand",
        {
            "subject": "a_card_from_your_reserve",
            "filter": {"any_of": [{"subtypes": ["Bureaucrat"]}, {"types": ["Spell"]}]},
        },
    ),
    (
        "discard",
        "a Spell or a Character card from your Reserve",
        "",
        {
            "subject": "a_card_from_your_reserve",
            "filter": {"any_of": [{"types": ["Spell"]}, {"types": ["Character"]}]},
        },
    ),
    (
        "return",
        "target Spell or Character card in your Reserve",
        " to your hand",
        {
            "subject": "target_card_in_your_reserve",
            "filter": {"any_of": [{"types": ["Spell"]}, {"types": ["Character"]}]},
        },
    ),
    (
        "sacrifice",
        "a Character with Hand Cost {3} or more or a Landmark",
        "",
        {
            "subject": "a_character_or_permanent_you_control",
            "filter": {"any_of": [{"types": ["Character"], "hand_cost_min": 3}, _LANDMARK]},
        },
    ),
]
OBJECTS: dict[str, Step] = {
    text: {"action": verb if verb != "send" else "send", **part}
    for verb, obj, dest, part in _OBJECT_READINGS
    for text in _in_slots(verb, obj, dest)
}
# the object as the subject of the step ("[object] gains 2 boosts")
OBJECTS.update(
    {
        s.replace("{o}", "Target Character with no boosts or target token"): {
            "action": "give_boost",
            "amount": 2,
            "subject": "target_character_or_permanent",
            "filter": {"any_of": [_NO_BOOSTS, _TOKEN]},
        }
        for s in (
            "SPELL {o} gains 2 boosts.",
            "{J} {o} gains 2 boosts.",
            "{D} : {o} gains 2 boosts.",
            "At Dusk \u2014 {o} gains 2 boosts.",
        )
    }
)

# near-misses (precision first), each with words of its reason
OBJECTS_REFUSED: dict[str, str] = {
    # whose words after a second object said with its own words, the first with qualifiers:
    # of both or of the second only is not printed
    "{J} Exhaust a Character with no boosts or a token you control.": "not printed",
    "{J} Return target Character with no boosts or target Character in your Reserve to your "
    "hand.": "not printed",
    # qualifiers after the second, the first a bare kind: the same ambiguity
    "{J} Exhaust target Robot or target Character with no boosts.": "not printed",
    # a bare noun after a qualified object ("… or token"): not a second whole object
    "{J} Exhaust target Character with no boosts or token.": "not read",
    # a Spell is never in play (2.2.1.h)
    "{J} Exhaust target Spell or target Character.": "never in play",
    # two zones, each its own description
    "{J} Return a Character from your Reserve or a token to its owner's hand.": "two different "
    "zones",
    # "a card" narrows nothing beside a Spell
    "{J} Discard a Spell or a card from your Reserve.": "not",
}

# slots the construction is not built in yet (counted as not read, never run wrong)
OBJECTS_NOT_YET: tuple[str, ...] = (
    "{J} Draw a card for each Character with no boosts or token you control.",
)
"""ia40 reads the trigger's subject ("When a Character with no boosts or a token leaves play",
6.3.b): in tests/cards_grammar/sentences_or_descriptions.py."""

# ------------------------------------------------------------- PLACES (3.1.2.b, 6.1.g)
_ZONES = {"hand": ["hand", "reserve"], "discard": ["reserve", "discard"]}
_PLACE_READINGS: list[tuple[str, str, str, Step]] = [
    (
        "discard",
        "a card from your hand or Reserve",
        "",
        {"filter": {"in_your_zones": ["hand", "reserve"]}},
    ),
    (
        "return",
        "a Character from your Reserve or discard pile",
        " to your hand",
        {"filter": {"types": ["Character"], "in_your_zones": ["reserve", "discard"]}},
    ),
    (
        "send",
        "a Character from your hand or discard pile",
        " to Reserve",
        {"filter": {"types": ["Character"], "in_your_zones": ["hand", "discard"]}},
    ),
    (
        "put",
        "a card from your hand or your discard pile",
        " in your Reserve",
        {"filter": {"in_your_zones": ["hand", "discard"]}},
    ),
    (
        "discard",
        "a Spell with Hand Cost {2} or less from your Reserve or hand",
        "",
        {"filter": {"types": ["Spell"], "hand_cost_max": 2, "in_your_zones": ["hand", "reserve"]}},
    ),
    (
        "return",
        "a Bureaucrat or a Spell from your hand or Reserve",
        " to your hand",
        {
            "filter": {
                "any_of": [{"subtypes": ["Bureaucrat"]}, {"types": ["Spell"]}],
                "in_your_zones": ["hand", "reserve"],
            }
        },
    ),
    (
        "return",
        "a Permanent card from your discard pile or Reserve",
        " to your hand",
        {"filter": {"types": ["Permanent"], "in_your_zones": ["reserve", "discard"]}},
    ),
]
PLACES: dict[str, Step] = {
    text: {"action": verb, "subject": "a_card_from_your_zones", **part}
    for verb, obj, dest, part in _PLACE_READINGS
    for text in _in_slots(verb, obj, dest)
}
PLACES_REFUSED: dict[str, str] = {
    # a card in a hand is no object: it cannot be targeted (3.1.3.d, 6.5.b)
    "{J} Discard target card from your hand or Reserve.": "3.1.3.d",
    "{J} Return target Spell in your hand or Reserve to your hand.": "3.1.3.d",
    # (ic40: "target Character from your Reserve or discard pile" is read since session 40 —
    # a target in two visible zones, 6.5.b, 3.1.3.a; sentences_places_language.py)
    # what else than a move, on a card in a hand or a discard pile (3.1.3.d, 2.4.1.c)
    "{J} Exhaust a Character from your hand or Reserve.": "only where a step moves it",
    "{J} Ready a card from your Reserve or discard pile.": "only where a step moves it",
    # several cards of two zones
    "{J} Return up to two Characters from your Reserve or discard pile to your hand.": "not",
    "{J} Return all Characters from your Reserve or discard pile to your hand.": "not",
}
PLACES_NOT_YET: tuple[str, ...] = (
    # (ic40: "Put a Character from your discard pile or Reserve in your hand" is read since
    # session 40 — a move to a hand, 7.3.27.a; sentences_places_language.py)
    "{J} Play a Character from your Reserve or discard pile for free.",
    "{J} Exhaust target Character in your Expeditions or your Reserve.",
)
