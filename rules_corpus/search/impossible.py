"""A question asking whether a card still works with nothing to do it with (issue 32).

"Arjun & Spike with an empty reserve — can I still exhaust him?", "Isba: can I use it if I have
no character to sacrifice?", "Spy Craft with every Reserve empty, do I still get the
Resupply?": the card's cost or a part of its effect cannot happen, and the answer is a general
principle no word of the question names — a cost must be paid in full or not at all (CR 5.0
1.2.5.c, 6.4.c; 1.4.1.b "an impossible cost cannot be paid"), the part of an effect that cannot
happen is ignored and the rest resolves (1.2.6.f, 1.4.1.c).

The form (:func:`asks_impossible`): the question says something is missing — "empty", "no
character", "nothing to discard", "without a card" — and asks whether a player can, or still
does, something. The rules it invokes are found by their sentences' form (:data:`_RULE`), not by
number: a new edition that renumbers keeps them.
"""

from __future__ import annotations

import re

from rules_corpus.model import Document

# The name the form's rules go by among the principles' section titles (interaction.Principles).
IMPOSSIBLE = "rules: what cannot be done"

# Something missing: an empty zone, no object of a kind, nothing to do a cost with.
_ABSENT = re.compile(
    r"\bempty\b|\bnothing\b|\bnone\b|\bwithout\s+(?:a|an|any)\b"
    r"|\bno\s+(?:\w+\s+){0,2}?(?:cards?|characters?|permanents?|targets?|boosts?|counters?"
    r"|mana|tokens?|spells?|landmarks?|orbs?|heroe?s?)\b"
    r"|\b(?:no|not enough)\s+\w+\s+to\s+(?:sacrifice|discard|exhaust|target|pay|spend|return)\b"
)
# ... and asked whether it can still be done, or whether the rest still happens.
_STILL = re.compile(
    r"\bstill\b|\b(?:can|could)\s+(?:i|it|he|she|they|you|we)\b(?!\s+(?:choose|pick)\b)"
)
# A rule saying what happens to a cost or an effect that cannot be done: "cannot pay part of a
# cost" (1.2.5.c), "part of an effect cannot happen" (1.2.6.f), "an impossible cost" (1.4.1.b),
# "an impossible effect" (1.4.1.c), "able to pay it in full" (6.4.c).
_RULE = re.compile(
    r"\bcannot pay\b|\bpaid in full\b|\bpay it in full\b|\bpart of an effect cannot happen\b"
    r"|\bimpossible (?:cost|effect)\b"
)


def asks_impossible(question: str) -> bool:
    """Whether ``question`` (lower case) asks whether something still happens, or can be
    done, with something it needs missing (see the module)."""
    return bool(_ABSENT.search(question) and _STILL.search(question))


def impossible_rules(document: Document) -> frozenset[str]:
    """The ids of ``document``'s rules that say what happens to what cannot be done."""
    return frozenset(rule.id for rule in document.rules if _RULE.search(rule.text))
