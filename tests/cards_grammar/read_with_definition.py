"""How the session-28 review's adversarial siblings are read
(sentences_keywords_delays_near_misses.py): a sentence, or a set keyword's defining print and a
sentence ``"[definition] || [sentence]"`` — the sentence read with the set's keywords that
definition gives (as an import gives them, 2.2.12.c)."""

from __future__ import annotations

from contextlib import nullcontext

from scenarios.cards.printed import read_printed
from scenarios.cards.printed.card import Reading
from scenarios.cards.printed.reminded_keywords import defined_keywords, using_keywords

from .probe import probe_card

DEFINED_BY = " || "
"""Between a set keyword's defining print and the sentence read with it."""


def reading(sibling: str) -> Reading:
    """The reading of ``sibling`` (with the set keyword it defines before ``DEFINED_BY``)."""
    definition, _, sentence = sibling.rpartition(DEFINED_BY)
    pool = defined_keywords([(definition, "Definer")]) if definition else None
    with using_keywords(pool) if pool is not None else nullcontext():
        return read_printed(probe_card(sentence))


def outcome(sibling: str) -> str:
    """ "read" when every ability of ``sibling`` compiles, else "refused"."""
    return "read" if reading(sibling).executable else "refused"
