"""Feed the card pool's official rulings to the rules search (issue 19), as plain records.

rules_corpus must not import card code, so the window converts each
:class:`~scenarios.pool.store.PoolRuling` into a
:class:`~rules_corpus.search.rulings.RulingRecord` and hands them to the index: after the rules
load, and again after each card import.
"""

from __future__ import annotations

from collections.abc import Iterable

from rules_corpus.search.index import RulesIndex
from rules_corpus.search.rulings import RulingRecord
from scenarios.pool import PoolRuling


def ruling_records(rulings: Iterable[PoolRuling]) -> list[RulingRecord]:
    return [
        RulingRecord(r.card, r.reference, r.question, r.answer, r.date, tuple(r.rules))
        for r in rulings
    ]


def supply_rulings(index: RulesIndex, rulings: Iterable[PoolRuling]) -> int:
    """Give the index these rulings (replacing earlier ones); how many were given."""
    records = ruling_records(rulings)
    index.set_rulings(records)
    return len(records)
