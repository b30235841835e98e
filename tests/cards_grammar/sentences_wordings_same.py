"""Printed sentences of gram62 (issue 30): the same ability in other words — a qualifier said
as a relative clause ("a Character that you control", "target Spell that is in your
Reserve", "Characters which are in my Expedition"; the qualifier's own reading) and an
article before "target" ("Return a target Spell …": one target, 6.5.b), the possessive
"your deck's top card" and a quantifier floated before a group's verb ("Characters you
control each gain 1 boost", 1.4.7.b). Each reads as the
house wording reads (the pairs in ``SAME_AS``). Merged into :mod:`.sentences` at its end."""

from __future__ import annotations

from typing import Any

READINGS_WORDINGS_SAME: dict[str, dict[str, Any]] = {
    "{J} Return target Spell that is in your Reserve to your hand.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "return",
                    "filter": {"types": ["Spell"]},
                    "subject": "target_card_in_your_reserve",
                    "to": "hand",
                }
            ],
        }
    },
    "{J} Exhaust each Character which an opponent controls.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "exhaust",
                    "filter": {"controller": "opponent", "types": ["Character"]},
                    "subject": "objects_in_play",
                }
            ],
        }
    },
    "{J} Sacrifice a Character which you control.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [{"action": "sacrifice", "subject": "a_character_you_control"}],
        }
    },
    "{J} Return a target Character in your Reserve to your hand.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "return",
                    "filter": {"types": ["Character"]},
                    "subject": "target_card_in_your_reserve",
                    "to": "hand",
                }
            ],
        }
    },
}

RULE_SENTENCES_WORDINGS_SAME: dict[str, tuple[str, ...]] = {
    # ("that you control" is said "you control" before the grammar, voiced.py: the words
    # a rule keeps as printed; "which you control" is read by the grammar)
    "relative_qualifier": (
        "{J} Return target Spell that is in your Reserve to your hand.",
        "{J} Exhaust each Character which an opponent controls.",
        "{J} Sacrifice a Character which you control.",
    ),
}

SAME_AS: tuple[tuple[str, str], ...] = (
    # a relative clause: other qualifiers, other objects, other places in the ability
    ("{J} Sacrifice a Character that you control.", "{J} Sacrifice a Character you control."),
    (
        "{J} Return target Character which is in your Reserve to your hand.",
        "{J} Return target Character in your Reserve to your hand.",
    ),
    (
        "{H} Target Character that is in my Expedition gains 2 boosts.",
        "{H} Target Character in my Expedition gains 2 boosts.",
    ),
    (
        "{R} Send target Character that an opponent controls to Reserve.",
        "{R} Send target Character an opponent controls to Reserve.",
    ),
    (
        "{J} Target Character that you don't control loses [[Fleeting]].",
        "{J} Target Character you don't control loses [[Fleeting]].",
    ),
    (
        "{J} Characters that are in my Expedition each gain 1 boost.",
        "{J} Each Character in my Expedition gains 1 boost.",
    ),
    (
        "When a Character which you control gains a boost — Draw a card.",
        "When a Character you control gains a boost — Draw a card.",
    ),
    (
        "When you play a Spell whose Hand Cost is {4} or more — Draw a card.",
        "When you play a Spell with Hand Cost {4} or more — Draw a card.",
    ),
    # a quantifier floated before the verb of a group (wordings.py): steps, references
    # back, players, passives
    (
        "{J} Exhaust up to two target Characters. They all gain 1 boost.",
        "{J} Exhaust up to two target Characters. Each of them gains 1 boost.",
    ),
    (
        "{J} Exhaust up to two target Characters. Those Characters each gain 1 boost.",
        "{J} Exhaust up to two target Characters. Each of them gains 1 boost.",
    ),
    ("Characters you control each have +1 {V}.", "Each Character you control has +1 {V}."),
    (
        "Characters you play in an Expedition that is behind each gain 1 boost.",
        "Each Character you play in an Expedition that is behind gains 1 boost.",
    ),
    (
        "{R} Characters in your Expeditions each lose [[Fleeting]].",
        "{R} Each Character in your Expeditions loses [[Fleeting]].",
    ),
    ("{J} Your opponents each draw a card.", "{J} Each opponent draws a card."),
    # the possessive for "of" (top_of_deck, 3.1.3)
    (
        "{J} Put your deck's top card in your Reserve.",
        "{J} Put the top card of your deck in your Reserve.",
    ),
    ("{H} Reveal your deck's top card.", "{H} Reveal the top card of your deck."),
    (
        "{J} Look at your deck's top three cards. Put one of them in your Reserve and the others "
        "at the bottom of your deck in any order.",
        "{J} Look at the top three cards of your deck. Put one of them in your Reserve and the "
        "others at the bottom of your deck in any order.",
    ),
    # an article before "target"
    (
        "{J} Return a target Spell in your Reserve to your hand.",
        "{J} Return target Spell in your Reserve to your hand.",
    ),
    ("{J} Exhaust a target Character.", "{J} Exhaust target Character."),
    ("{R} Send a target Character to Reserve.", "{R} Send target Character to Reserve."),
)
