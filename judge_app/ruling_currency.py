"""Official rulings checked against the current rules, for every place a ruling is shown
(issue 35): the search's list and the ruling's page, the card view, ``judge-app search`` and
``judge-app cards show``. No Qt here.

The check itself is pure (:mod:`rules_corpus.editions.currency`); this module keeps one
checker per corpus, checks each ruling once (its date, question, answer and cited rules), and
loads the rules for the card commands, which do not otherwise need them.
"""

from __future__ import annotations

import os
from pathlib import Path

from rules_corpus.corpus import Corpus
from rules_corpus.editions import edition_map_for, keep_on_disk
from rules_corpus.editions.currency import EARLIER, FOLLOWED, Currency, RulingCurrency
from rules_corpus.search import cache as index_cache
from rules_corpus.search.rulings import RulingRecord
from rules_corpus.sources import SOURCES_DIR
from rules_corpus.store.corpus_store import load_corpus

__all__ = ["EARLIER", "FOLLOWED", "checker", "currency_of", "mark_line", "rules_checker"]

_CHECKERS: list[tuple[Corpus, RulingCurrency]] = []
_CHECKED: dict[tuple[int, str, str, str], Currency] = {}


def checker(corpus: Corpus) -> RulingCurrency:
    """The checker of ``corpus`` (built once; the edition map is cached beside the index)."""
    for kept, found in _CHECKERS:
        if kept is corpus:
            return found
    made = RulingCurrency(corpus, edition_map_for(corpus))
    _CHECKERS.append((corpus, made))
    del _CHECKERS[:-2]
    return made


def currency_of(
    corpus: Corpus, date: str, question: str, answer: str, cited: tuple[str, ...] = ()
) -> Currency:
    """How a ruling stands against CR 5.0 (checked once per ruling)."""
    key = (id(corpus), date, question, answer)
    if key not in _CHECKED:
        _CHECKED[key] = checker(corpus).check(date, question, answer, cited)
    return _CHECKED[key]


def record_currency(corpus: Corpus, record: RulingRecord) -> Currency:
    return currency_of(corpus, record.date, record.question, record.answer, record.rule_ids)


def mark_line(currency: Currency) -> str:
    """The mark in one line (empty for a ruling on unchanged rules)."""
    return currency.summary()


def rules_checker() -> RulingCurrency | None:
    """A checker on the current rules for the card commands (from the cached parse when
    there is one); None if the rules cannot be read (the card is shown without marks)."""
    try:
        directory, _ = index_cache.usable(None)
        if directory is None:
            loaded = load_corpus(SOURCES_DIR, Path(os.devnull), use_store=False)
        else:
            loaded = load_corpus(SOURCES_DIR, directory)
            if not index_cache.is_temporary(directory):
                keep_on_disk(loaded.corpus, directory, loaded.digest)
        return checker(loaded.corpus)
    except Exception:  # the card's sheet matters more than the mark
        return None
