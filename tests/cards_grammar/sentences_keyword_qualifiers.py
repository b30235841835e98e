"""Sibling sentences of a set's own keyword ability as a qualifier (issue 30, session 41),
written for these tests (not copied from card data): wherever a rules keyword qualifies an
object ("with Defender", "without Gigantic", "that has Tough", 7.4), a set keyword the pool
defines by its reminder (2.2.12.c) does — in a step's object, a group, a count, a condition,
a trigger's subject and a passive's group. Read with :data:`SET_KEYWORDS`.

READ maps a sentence to the filter part it must say (the set keyword by its printed name);
REFUSED maps a near miss to words of its reason."""

from __future__ import annotations

SPELL = "SPELL "

SET_KEYWORDS = {
    "tether": "When I go from the Expedition zone to Reserve \u2014 [Resupply].",
    "stonewall": "I can't be sent to Reserve.",
    "warden": "During Rest, I'm not sent to Reserve.",  # Eternal's own rule (7.4.3.b)
}
"""The set's keyword abilities these sentences are read with (``using_keywords``)."""

WITH = {"set_keywords": ["Tether"]}
WITHOUT = {"without_set_keywords": ["Tether"]}

READ: dict[str, dict[str, list[str]]] = {
    # a step's objects: each, target (6.5.b, 6.1.e)
    "{J} Each Character you control with [Tether] gains 1 boost.": WITH,
    "{J} Each Character with [Tether] you control gains 1 boost.": WITH,
    "{J} Target Character with [Tether] gains 1 boost.": WITH,
    "{J} Target Character that has [Tether] gains 1 boost.": WITH,
    "{J} Send target Character without [Tether] to Reserve.": WITHOUT,
    "{J} Target Character with no [Tether] gains 1 boost.": WITHOUT,
    "{J} Target Character that doesn't have [Tether] gains 1 boost.": WITHOUT,
    # a trigger's subject (6.3.b)
    "When a Character with [Tether] leaves play \u2014 Draw a card.": WITH,
    # a reminder that says a rules keyword's own rule is that rules keyword (7.4.3.b)
    "{J} Target Character with [Warden] gains 1 boost.": {"keywords": ["Eternal"]},
}

EXECUTABLE: tuple[str, ...] = (
    # a count (6.5.i), a condition (6.5.d), a passive's group (2.3.1.a): read and run
    "{J} I gain 1 boost for each Character with [Tether] you control.",
    "{J} If you control a Character with [Tether], draw a card.",
    "Characters you control with [Tether] have +1 forest.",
)

CONDITIONS: tuple[str, ...] = (
    # the bearer or what "it" names has it, or not (6.5.d): evaluated, run
    "{J} If I have [Tether], draw a card.",
    "{J} If I don't have [Tether], draw a card.",
    "When another Character leaves play \u2014 If it has [Tether], draw a card.",
    "{J} If I have [Warden], draw a card.",  # Eternal (7.4.3.b)
)

REFUSED: dict[str, str] = {
    # the engine keeps no number of a set keyword an object has
    "{J} Target Character with [Tether 1] or more gains 1 boost.": "which number",
    # a keyword's "or" with another keyword is not read (as for rules keywords)
    "{J} Target Character with [Tether] or Defender gains 1 boost.": "not read",
}
