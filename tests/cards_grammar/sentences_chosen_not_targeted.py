# ruff: noqa: E501  (printed sentences are kept whole, one per line)
"""Sibling sentences of non-target choices (issue 30, session 34), written before building (not
copied from card data): a NON-TARGET choice by the effect's controller, then several steps on "it".

"Choose a Character you control with a Kelon counter. Remove a Kelon counter from it, then it
gains 2 boosts.": the player chooses as the effect resolves, among the objects that fit only
(6.1.g; choosing is not targeting, 6.5.b), and every step after "then" on "it" acts on that
same object, in printed order (6.5.a); nothing to choose, the steps on "it" do nothing. Read as
"Remove a Kelon counter from a Character you control …, then it gains 2 boosts." reads.

``READ_GO``: each sentence (a Spell's with the ``SPELL`` prefix of probe.py, else an ability
of a Character) maps to (the first step's action, the chosen subject, the actions after "then").
``REFUSED_GO``: near-misses meaning something else or not run right yet, each with the words
its reason must hold (lower case).
"""

from __future__ import annotations

SPELL = "SPELL "

_HEADS = (
    SPELL,
    "{J} ",
    "{H} ",
    "{R} ",
    "When you play a Spell, ",
    "At Noon, ",
    "{T}: ",
    "{I} {T}: ",
    "{D} : ",
    "When I go to Reserve, ",
)
"""Every slot an effect stands in: a Spell, the Reactions (5.1.2.l), triggers (6.3), a {T}
ability (5.1.2.e), a support ability (2.2.10.d)."""


def _said(head: str, body: str) -> str:
    return head + (body[0].lower() + body[1:] if head.endswith(", ") else body)


_BODIES: dict[str, tuple[str, str, tuple[str, ...]]] = {
    "Choose a Character you control with a Kelon counter. Remove a Kelon counter from it, then it gains 2 boosts.": (
        "remove_counters",
        "a_character_you_control",
        ("give_boost",),
    ),
    "Choose a Character you control with an Ember counter. Remove an Ember counter from it, then it gains 1 boost.": (
        "remove_counters",
        "a_character_you_control",
        ("give_boost",),
    ),
    "Choose a Permanent you control with a Kelon counter. Remove a Kelon counter from it, then draw a card.": (
        "remove_counters",
        "a_character_or_permanent_you_control",  # a Permanent in play (3.1.4.a)
        ("draw",),
    ),
    "Choose a Character. Remove a Kelon counter from it, then it gains Asleep.": (
        "remove_counters",
        "a_character_or_permanent_in_play",  # any Character in play (3.1.4.a)
        ("gain_status",),
    ),
    "Choose a Character you control. Remove all Kelon counters from it, then it gains 2 boosts.": (
        "remove_counters",
        "a_character_you_control",
        ("give_boost",),
    ),
}

READ_GO: dict[str, tuple[str, str, tuple[str, ...]]] = {
    _said(h, b): v for h in _HEADS for b, v in _BODIES.items()
}

REFUSED_GO: dict[str, str] = {
    # another player's choice is not carried into later steps (6.1.h, 1.4.7.c)
    "SPELL Target opponent chooses a Character they control. Remove a Kelon counter from it, then it gains 2 boosts.": "not understood",
    # a later step on another object: what "then" names is not only the object chosen
    "SPELL Choose a Character you control. Remove a Kelon counter from it, then target Character gains 2 boosts.": "not understood",
    # one sacrifices only what one controls (7.3.36.a): not said of an object chosen
    "SPELL Choose a Character. Remove a Kelon counter from it, then sacrifice it.": "not understood",
    # "in your Expedition": which of your two Expeditions is not said (3.2.4.b, gm)
    "SPELL Choose a Permanent in your Expedition. Remove a Kelon counter from it, then it gains 2 boosts.": "which of your two Expeditions",  # named since session 42 (3.2.4.b)
}
