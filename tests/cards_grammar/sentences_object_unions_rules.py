"""Object unions (session 39): one printed sentence per grammar rule of the object unions block,
read to the card structures judged by meaning — "or" between two whole objects (6.5.b: one target
fitting either), a type union said of one "card", and a union of the controller's personal zones
(3.1.2.b, 6.1.g). Merged into :mod:`.sentences` (test_rules.py); the siblings are judged in
sentences_object_unions.py."""

from __future__ import annotations

from typing import Any

_OBJECTS = "{J} Exhaust target Character with no boosts or target token."
_TYPES = "{J} Return target Spell or Character card in your Reserve to your hand."
_ZONES = "{J} Return a Character from your Reserve or discard pile to your hand."

RULE_SENTENCES_IC39: dict[str, tuple[str, ...]] = {
    "ic39_objects_or": (_OBJECTS,),
    "ic39_types_or_card": (_TYPES,),
    "ic39_your_zones": (_ZONES,),
}

_SPELL_OR_CHARACTER = {"any_of": [{"types": ["Spell"]}, {"types": ["Character"]}]}

READINGS_IC39: dict[str, dict[str, Any]] = {
    _OBJECTS: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "exhaust",
                    "subject": "target_character_or_permanent",
                    "filter": {
                        "any_of": [
                            {"without": ["Boosted"], "types": ["Character"]},
                            {"tokens": True},
                        ]
                    },
                }
            ],
        }
    },
    _TYPES: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "return",
                    "to": "hand",
                    "subject": "target_card_in_your_reserve",
                    "filter": _SPELL_OR_CHARACTER,
                }
            ],
        }
    },
    _ZONES: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "return",
                    "to": "hand",
                    "subject": "a_card_from_your_zones",
                    "filter": {"types": ["Character"], "in_your_zones": ["reserve", "discard"]},
                }
            ],
        }
    },
}
