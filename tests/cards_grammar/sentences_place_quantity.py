"""Sibling sentences of place and quantity (issue 30, session 33), written before building (not
copied from card data): place and quantity conditions.

1. ``CAPPED``: a count's cap — "(max. N)" / "(max N)" / "(maximum of N)" after a step, and
   "For each [counted], [object] gains N boosts / counters, up to a max of N" (6.5.i). Each maps
   to (action, counted words, the cap kept on the step: ``max_total`` for boosts and counters,
   ``per_most`` for a counted draw).
2. ``COMPARED``: "if you control more / fewer / as many / at least as many [sub-type, type,
   status] than / as each / target / your opponent" (1.2.1.b, 2.2.2, 6.5.b). Each maps to
   (at_least, at_most, sub-types, against target).
3. ``ONLY_IN``: "if I'm the only card / Character in your Reserve" (3.2.5): I am there and no
   other card of the noun is. Each maps to the noun's types.
``REFUSED``: near-misses meaning something else or that the engine cannot run right, each with
the words the refusal must name.
"""

from __future__ import annotations

_HEADS = (
    "{J}",
    "{H}",
    "{R}",
    "When I gain a boost —",
    "At Noon —",
    "At Dusk —",
    "When you play a Spell —",
)

_CAPPED_BODIES: dict[str, tuple[str, str, str, int]] = {
    "I gain 1 boost for each Ember counter on cards you control (max. 3).": (
        "give_boost",
        "ember counter on cards you control",
        "max_total",
        3,
    ),
    "I gain 1 boost for each Character you control (max 2).": (
        "give_boost",
        "character you control",
        "max_total",
        2,
    ),
    "I gain 1 boost for each Plant you control (maximum 4).": (
        "give_boost",
        "plant you control",
        "max_total",
        4,
    ),
    "I gain 1 Ember counter for each Animal you control (max. three).": (
        "gain_counters",
        "animal you control",
        "max_total",
        3,
    ),
    "Target Character gains 1 boost for each Landmark you control (maximum of 2).": (
        "give_boost",
        "landmark you control",
        "max_total",
        2,
    ),
    "For each Ember counter on cards you control, I gain 1 boost, up to a max of 3.": (
        "give_boost",
        "ember counter on cards you control",
        "max_total",
        3,
    ),
    "For each Character you control, target Character gains 1 boost, up to a maximum of 2.": (
        "give_boost",
        "character you control",
        "max_total",
        2,
    ),
    "For each Character in my Expedition, I gain 1 Ember counter (max. 3).": (
        "gain_counters",
        "character in my expedition",
        "max_total",
        3,
    ),
    "I gain 1 boost for each Character you control, up to a max. of 3.": (
        "give_boost",
        "character you control",
        "max_total",
        3,
    ),
    "Draw a card for each Spell in your Reserve, up to a max. of 2.": (
        "draw",
        "spell in your reserve",
        "per_most",
        2,
    ),
    "Draw a card for each Spell in your Reserve (max. 2).": (
        "draw",
        "spell in your reserve",
        "per_most",
        2,
    ),
}
CAPPED: dict[str, tuple[str, str, str, int]] = {
    f"{head} {body}": value for head in _HEADS for body, value in _CAPPED_BODIES.items()
}

_CONDITION_HEADS = _HEADS
"""Every head: a trigger "When [event] —" reads its condition by the card grammar alone
(altered.lark block "gg")."""

_COMPARED_BODIES: dict[str, tuple[int | None, int | None, frozenset[str], bool]] = {
    "If you control more Animals than each opponent, draw a card.": (
        1,
        None,
        frozenset({"Animal"}),
        False,
    ),
    "If you control fewer Plants than target opponent, draw a card.": (
        None,
        -1,
        frozenset({"Plant"}),
        True,
    ),
    "If you control as many Characters as target opponent, draw a card.": (0, 0, frozenset(), True),
    "If you control as many Soldiers as each opponent, draw a card.": (
        0,
        0,
        frozenset({"Soldier"}),
        False,
    ),
    "If you control exactly as many Permanents as your opponent, draw a card.": (
        0,
        0,
        frozenset(),
        False,
    ),
    "If you control at least as many Spirits as each opponent, draw a card.": (
        0,
        None,
        frozenset({"Spirit"}),
        False,
    ),
    "If you control more Boosted Characters than each opponent, draw a card.": (
        1,
        None,
        frozenset(),
        False,
    ),
    "If you control fewer Mages than an opponent, I gain 1 boost.": (
        None,
        -1,
        frozenset({"Mage"}),
        False,
    ),
}
COMPARED: dict[str, tuple[int | None, int | None, frozenset[str], bool]] = {
    f"{head} {body}": value for head in _CONDITION_HEADS for body, value in _COMPARED_BODIES.items()
}

NOT_READ_YET_IN_HEADS = frozenset(
    {"When I gain a boost — If I'm the only card in your Reserve, you may draw a card."}
)
"""Of the heads × bodies, those in ``NOT_READ_YET`` (left out of ``ONLY_IN``)."""

_ONLY_BODIES: dict[str, str] = {
    "If I'm the only card in your Reserve, draw a card.": "card",
    "If I am the only card in your Reserve, draw a card.": "card",
    "If I'm the only Character in your Reserve, draw a card.": "Character",
    "If I am the only Character in your Reserve, target Character gains 1 boost.": "Character",
    "If I'm the only card in your Reserve, you may draw a card.": "card",
    "If I'm the only card in your Reserve, I gain 2 boosts.": "card",
    "If I'm the only card in your Reserve, target Character gains 1 boost.": "card",
}
ONLY_IN: dict[str, str] = {
    f"{head} {body}": value
    for head in _CONDITION_HEADS
    for body, value in _ONLY_BODIES.items()
    if f"{head} {body}" not in NOT_READ_YET_IN_HEADS
}

NOT_READ_YET: tuple[str, ...] = (
    # gv (session 35): "[trigger], if [c], [output]" reads (6.3.b, trigger_if_commas.py):
    # "At Dusk, if I'm the only card in your Reserve, draw a card." and its siblings left
    "When I gain a boost — If I'm the only card in your Reserve, you may draw a card.",
)
"""Siblings not read: "At [phase], if …, [effect]" (the comma after a phase trigger before a
condition is not read by the grammar for any condition) and "If …, you may [X]" after a trigger
"When [event] —" (for any condition): not executable, no reading guessed."""

REFUSED: dict[str, str] = {
    # "other" said of both players' counts: whose "other"? not said alike of each (1.2.1.b)
    "{J} If you control more other Animals than each opponent, draw a card.": "other animals",
    # counters "controlled": no count of objects a player controls (2.5.c)
    "{J} If you control more Ember counters than each opponent, draw a card.": "ember counters",
    # a cap that is X: what X is is not said (6.5.i) — the parenthesis is not dropped
    "{J} I gain 1 boost for each Character you control (max. X).": "max",
    # a cap per turn: a limit over time, no cap of this count
    "{J} I gain 1 boost (max 3 per turn).": "max 3 per turn",
    # "up to a max of" after a counted draw said first: refused, not guessed
    "{J} For each Character you control, draw a card, up to a max of 3.": "up to a max of",
}

_DRAW = {"action": "draw", "amount": 1}
READINGS_GG: dict[str, dict[str, object]] = {
    "{J} I gain 1 boost for each Ember counter on cards you control (max. 3).": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "give_boost",
                    "amount": 1,
                    "subject": "self",
                    "per": "ember counter on cards you control",
                    "max_total": 3,
                }
            ],
        }
    },
    "{J} For each Character you control, I gain 1 boost, up to a max of 2.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "give_boost",
                    "amount": 1,
                    "subject": "self",
                    "per": "character you control",
                    "max_total": 2,
                }
            ],
        }
    },
    "When I gain a boost — If you control as many Animals as target opponent, draw a card.": {
        "reaction": {
            "trigger": "gains_boosts",
            "amount": 1,
            "filter": {"only_me": True},
            "effect": [{**_DRAW, "if": "you control as many animals as target opponent"}],
        }
    },
    "When I gain a boost — If I'm the only card in your Reserve, draw a card.": {
        "reaction": {
            "trigger": "gains_boosts",
            "amount": 1,
            "filter": {"only_me": True},
            "effect": [{**_DRAW, "if": "i'm the only card in your reserve"}],
        }
    },
    "{R} If you control more Boosted Characters than each opponent, draw a card.": {
        "reaction": {
            "trigger": "played_from_reserve",
            "effect": [{**_DRAW, "if": "you control more boosted characters than each opponent"}],
        }
    },
}
"""Whole readings of the gg block (tests/cards_grammar/sentences.py collects them)."""
RULE_SENTENCES_GG: dict[str, tuple[str, ...]] = {
    "lead_cond": tuple(k for k in READINGS_GG if " if " in k.lower()),
}
"""The sentences exercising the gg block's rules (all kept as words by ``lead_cond``)."""
