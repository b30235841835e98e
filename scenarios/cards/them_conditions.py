"""Conditions said of the members of a group a step acted on (issue 30, gm): "If either of
them is a Plant", "If both of them are Plants", "If neither of them has a boost".

The objects are those the step before acted on (6.5.b), the condition evaluated just before
the step it governs (6.5.d). Each form is the condition said of "it" — "it's a Plant", "it
has a boost" (it_conditions.py, condition_texts.py) — with a quantifier over the objects:

* "one / either / any of them": at least one of them fits (the engine's "it" of several);
* "neither / none of them": none fits (the same condition, negated);
* "both / all of them": each of them fits, and "both" names two at least (``every``).

A plural kind ("are Plants", "are Characters") is read as its singular. Anything the "it"
condition does not read is not read (``None``)."""

from __future__ import annotations

import re
from collections.abc import Callable

from engine.state.cards import Condition
from engine.state.records import replace
from scenarios.cards.card_words import CHARACTER_SUBTYPES, PERMANENT_SUBTYPES, SPELL_SUBTYPES

_OF_THEM = re.compile(
    r"^(?P<q>one|either|any|both|all|neither|none) of them "
    r"(?P<verb>is|are|has|have)(?P<neg> not)? (?P<rest>.+)$"
)
_EVERY = {"both": 2, "all": 1}
"""How many of them "both / all of them" needs at least, each fitting."""
_NONE = frozenset({"neither", "none"})
_PLURAL_TYPES = {"characters": "character", "permanents": "permanent", "spells": "spell"}


def _singular(word: str) -> str:
    """ "plants" -> "plant", "characters" -> "character" (a word of a kind of card)."""
    if word in _PLURAL_TYPES:
        return _PLURAL_TYPES[word]
    names = {s.lower() for s in CHARACTER_SUBTYPES | PERMANENT_SUBTYPES | SPELL_SUBTYPES}
    if word in names:
        return word
    for cut, end in (("ies", "y"), ("es", ""), ("s", "")):
        if word.endswith(cut) and word[: -len(cut)] + end in names:
            return word[: -len(cut)] + end
    return word


def them_condition(
    key: str, text: str, condition_of: Callable[[str], Condition | None]
) -> Condition | None:
    """The engine condition of ``key`` (lower-cased) said of "them", or ``None``."""
    m = _OF_THEM.match(key)
    if m is None:
        return None
    q, verb, negated, rest = m["q"], m["verb"], bool(m["neg"]), m["rest"]
    if negated:
        # "neither of them is not …": not a condition a card says; "either / both of them is /
        # are not …" says "not" of each member, and the engine's condition of "them" says it
        # of the group ("either of them is not a Plant" would hold only when neither is one,
        # review34): read by hand (6.5.b, 6.5.d)
        return None
    if verb == "are":
        rest = " ".join(_singular(w) for w in rest.split())
    said = f"it {'is' if verb in ('is', 'are') else 'has'}{' not' if negated else ''} {rest}"
    found = condition_of(said)
    if found is None:
        return None
    if q in _NONE:
        return replace(found, negated=not found.negated, text=text)
    return replace(found, every=_EVERY.get(q, 0), text=text)
