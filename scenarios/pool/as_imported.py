"""Card data read as its import reads it, without a pool (issue 30): for the tools that read
set files card by card (benchmarks/paraphrase_bench.py, benchmarks/grammar_bench.py).

A set's own words are words of the game once its data is imported: the sub-types its cards
print (2.2.2 — "Mercenary" on a token card and on Characters), the keywords it defines by a
reminder (2.2.12.c) and its token cards (2.1.e). :func:`as_imported` puts them in force as
:func:`scenarios.pool.importing` does for a pool, so a tool reading a set file reads each
card as the desk does once the set is imported, never with the rules' lists alone.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import contextmanager

from scenarios.cards.card_words import using_subtypes
from scenarios.cards.printed import PrintedCard
from scenarios.cards.printed.reminded_keywords import defined_keywords, using_keywords
from scenarios.cards.printed.token_names import using_tokens
from scenarios.pool.tokens import data_subtypes, token_cards


@contextmanager
def as_imported(cards: Iterable[PrintedCard], *, tokens: bool = True) -> Iterator[None]:
    """Read with the sub-types ``cards`` print (2.2.2) and the keywords they define
    (2.2.12.c), and with ``tokens`` their token cards too (2.1.e) — read themselves with
    those sub-types and keywords, as an import reads them."""
    cards = list(cards)
    keywords = defined_keywords((t, c.name) for c in cards for t in (c.main_text, c.support_text))
    with using_subtypes(data_subtypes(cards)), using_keywords(keywords):
        if not tokens:
            yield
            return
        with using_tokens(token_cards(cards)):
            yield
