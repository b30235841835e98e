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

# The names the form's rules go by among the principles' section titles (interaction.Principles):
# what cannot be paid, and what cannot happen; a question about a card whose text has a cost
# (:data:`PAID_COST`) asks the first, about any other card the second, about a card nobody knows
# both (:data:`IMPOSSIBLE`).
COST_UNPAID = "rules: a cost that cannot be paid"
EFFECT_UNDONE = "rules: an effect that cannot happen"
IMPOSSIBLE = (COST_UNPAID, EFFECT_UNDONE)
# A card's ability with a cost (CR 5.0 6.4): "{T}, Discard a card from your Reserve: …", "{D} : …"
# (the cost's symbols may be taken out already), "You may exhaust me to create …", "You may
# discard a card to draw a card" — a card word, named as the rules' templates are (quoted).
PAID_COST = "“Cost: Effect”"
_PAID = re.compile(
    r"(?:^|[.!]\s|\s{2})\s*(?:,\s*)?(?:(?:discard|sacrifice|exhaust|return|spend|pay)\b[^.:•—–]{0,60})?"
    r":\s|\byou may (?:discard|sacrifice|exhaust|return|spend|pay)\b[^.]{0,80}?\bto\b",
    re.IGNORECASE,
)

# Something missing: an empty zone, no object of a kind, nothing to do a cost with — not a
# description ("a Character with no boosts" describes the object asked about).
_ABSENT = re.compile(
    r"\bempty\b|\bnothing\b|\bnone\b|\bwithout\s+(?:a|an|any)\b"
    r"|(?<!\bwith )\bno\s+(?:\w+\s+){0,2}?(?:cards?|characters?|permanents?|targets?"
    r"|boosts?|counters?|mana|tokens?|spells?|landmarks?|orbs?|heroe?s?)\b"
    r"|\b(?:no|not enough)\s+\w+\s+to\s+(?:sacrifice|discard|exhaust|target|pay|spend|return)\b"
    # "all my Mana Orbs are exhausted": every object that could do it is used up.
    r"|\ball\s+(?:of\s+)?(?:my|your|their|his|her|the)\s+(?:\w+\s+){0,2}?(?:are|were)\s+"
    r"(?:already\s+)?(?:exhausted|used|gone|spent|tapped)\b"
)
# ... and asked whether it can still be done, or whether the rest still happens.
_STILL = re.compile(
    r"\bstill\b|\b(?:can|could)\s+(?:i|it|he|she|they|you|we)\b(?!\s+(?:choose|pick)\b)"
)
# A rule saying what happens to a cost that cannot be paid: "cannot pay part of a cost" (1.2.5.c),
# "an impossible cost" (1.4.1.b), "able to pay it in full" (6.4.c); to an effect that cannot
# happen: "part of an effect cannot happen" (1.2.6.f), "an impossible effect" (1.4.1.c).
_COST_RULE = re.compile(r"\bcannot pay\b|\bpaid in full\b|\bpay it in full\b|\bimpossible cost\b")
_EFFECT_RULE = re.compile(r"\bpart of an effect cannot happen\b|\bimpossible effect\b")
# The one rule a card's cost invokes, asked whether it can be paid (6.4.c, by its wording).
PAID_RULE = re.compile(r"\bpay it in full\b")


def asks_impossible(question: str) -> bool:
    """Whether ``question`` (lower case) asks whether something still happens, or can be
    done, with something it needs missing (see the module)."""
    return bool(_ABSENT.search(question) and _STILL.search(question))


def paid_cost(text: str) -> bool:
    """Whether a card's printed ``text`` has an ability with a cost (:data:`PAID_COST`)."""
    return bool(_PAID.search(text))


def impossible_rules(document: Document) -> dict[str, frozenset[str]]:
    """The ids of ``document``'s rules on what cannot be paid (:data:`COST_UNPAID`) and on
    what cannot happen (:data:`EFFECT_UNDONE`)."""
    rules = document.rules
    return {
        COST_UNPAID: frozenset(r.id for r in rules if _COST_RULE.search(r.text)),
        EFFECT_UNDONE: frozenset(r.id for r in rules if _EFFECT_RULE.search(r.text)),
    }


def paid_rule(document: Document) -> str | None:
    """The one rule a card's cost invokes when the question asks whether it can be paid."""
    return next((r.id for r in document.rules if PAID_RULE.search(r.text)), None)
