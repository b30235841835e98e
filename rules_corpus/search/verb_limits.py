"""A card's verb on an object that lacks what the verb takes, or has what it gives (#32, search43).

"Helping Hand on a character that isn't Fleeting — can I target it just for the boosts?",
"Yzmir Engraver: spend 1 of my boosts — can I do it with no boosts on it?", "Nevenka & Blotch
on a character that's already Anchored?": the card's text does a keyword action (CR 5.0 7.3) —
lose a status, spend or double counters, gain a status, exhaust, ready — and the question says
its object lacks what the action takes away or already has what it gives. The answer is that
action's limit, a lettered rule no word of the question names: "An object without a given
status cannot lose that status" (7.3.21.b, 2.4.1.h), "cannot spend more counters … than it has"
(7.3.38.b), "It is impossible to double 0 counters" (7.3.8.b), "cannot gain that status again …
impossible to exhaust an exhausted object" (7.3.16.b, 2.4.1.f), "An object that is not exhausted
cannot be readied" (7.3.28.b).

The form (:func:`limit_forms`): the question says an object lacks a status or counters ("isn't
Fleeting", "not exhausted", "with no boosts", "0 boosts") or already has a status ("already
Anchored"), and an action that needs the one or gives the other is done — written in the
question ("what does it lose?") or in a named card's text (its rules words, :class:`CardMention`).
Each action asked is a form of its own (each brings its best rule, :mod:`.rerank`).

The limits are found by their sentence (:data:`LIMIT_SENTENCES`: a rule whose subject is an
object, or "it is impossible to", saying the action cannot be done), not by number: a new edition
that renumbers keeps them.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from rules_corpus.search.mentions import CardMention

LIMIT: Final = "rules: what a keyword action cannot do: "

# Each keyword action with a limit, as a card's rules words name it (the section title's first
# word, 7.3.x): the forms of its verb, and what meets its limit — an object lacking a status (to
# lose), counters (to spend or double), exhaustion (to be readied), or already having a status
# (to gain), exhaustion (to be exhausted).
_LACKS_STATUS, _LACKS_COUNTERS, _HAS_STATUS = "lacks a status", "lacks counters", "has a status"
_LACKS_EXHAUSTED, _HAS_EXHAUSTED = "lacks exhausted", "has exhausted"
_VERBS: Final[dict[str, tuple[str, str]]] = {
    "Lose": (r"los(?:e|es|t|ing)", _LACKS_STATUS),
    "Spend": (r"spen(?:d|ds|t|ding)", _LACKS_COUNTERS),
    "Double": (r"doubl(?:e|es|ed|ing)", _LACKS_COUNTERS),
    "Ready": (r"read(?:y|ies|ied|ying)", _LACKS_EXHAUSTED),
    "Gain": (r"gain(?:s|ed|ing)?", _HAS_STATUS),
    "Exhaust": (r"exhaust(?:s|ing)?", _HAS_EXHAUSTED),
}


def verb_limit(verb: str) -> str:
    """The name of the rules stating what the keyword action ``verb`` cannot do."""
    return LIMIT + verb


# A rule stating an action's limit: its sentence's subject an object ("An object without a given
# status cannot lose that status", "An object that is not exhausted cannot be readied") or "It
# is impossible to [verb]" — not an aside in another rule's sentence ("(for example, it cannot
# gain a status or be moved)", 6.3.j, of an object that no longer exists).
LIMIT_SENTENCES: Final = {
    verb_limit(verb): re.compile(
        rf"(?:^|[.:] )(?:An object\b[^.(]*?\b(?:cannot|can't)\s+(?:be\s+)?{forms}\b"
        rf"|(?:In particular, )?[Ii]t is impossible to {forms}\b)"
    )
    for verb, (forms, _) in _VERBS.items()
}

_STATUS = r"(?:fleeting|anchored|asleep|exhausted|boosted|ascended)"
_COUNTERS = r"(?:boosts?|counters?)"
# The object lacks a status: "isn't Fleeting", "that is not exhausted", "not even fleeting".
_NOT_STATUS: Final = re.compile(rf"(?:n't|\bnot)\s+(?:even\s+|yet\s+)?({_STATUS})\b")
# ... or counters: "with no boosts", "without any boosts", "has 0 boosts", "no boosts on it".
_NO_COUNTERS: Final = re.compile(
    rf"\b(?:with|has|have|had|got)\s+(?:no|zero|0)\s+(?:\w+\s+)?{_COUNTERS}\b"
    rf"|\bwithout\s+(?:any\s+|a\s+)?(?:\w+\s+)?{_COUNTERS}\b"
    rf"|\bno\s+{_COUNTERS}\s+on\s+(?:it|him|her|them|the)\b"
)
# The object already has a status: "already Anchored", "is already exhausted", "already has
# Asleep".
_ALREADY: Final = re.compile(rf"\balready\s+(?:(?:is|has|have|had|got)\s+)?({_STATUS})\b")


def _states(question: str) -> set[str]:
    """What the question says an object lacks or already has (the keys of :data:`_VERBS`)."""
    states: set[str] = set()
    for lacked in _NOT_STATUS.finditer(question):
        states.add(_LACKS_STATUS)
        if lacked.group(1) == "exhausted":
            states.add(_LACKS_EXHAUSTED)
    if _NO_COUNTERS.search(question):
        states.add(_LACKS_COUNTERS)
    for had in _ALREADY.finditer(question):
        states.add(_HAS_STATUS)
        if had.group(1) == "exhausted":
            states.add(_HAS_EXHAUSTED)
    return states


def limit_forms(question: str, cards: Sequence[CardMention]) -> tuple[tuple[str, ...], ...]:
    """The keyword actions' limits ``question`` (lower case) asks, one group per action (see
    the module): none unless it says an object lacks, or already has, what an action done in
    it or by its cards takes or gives."""
    states = _states(question)
    if not states:
        return ()
    words = {w for c in cards for w in c.words}
    return tuple(
        (verb_limit(verb),)
        for verb, (forms, state) in _VERBS.items()
        if state in states and (verb in words or re.search(rf"\b{forms}\b", question) is not None)
    )
