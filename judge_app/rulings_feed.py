"""Feed the card pool's official rulings to the rules search (issue 19), as plain records.

rules_corpus must not import card code, so the app converts each
:class:`~scenarios.pool.store.PoolRuling` into a
:class:`~rules_corpus.search.rulings.RulingRecord` and hands them to the index: the window after
the rules load and again after each card import, ``judge-app search`` before it searches. No Qt
here: the command line uses it too.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from rules_corpus.search.index import RulesIndex
from rules_corpus.search.rulings import RulingRecord
from scenarios.pool import CardPool, PoolRuling


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


def pool_ruling_records(pool_path: Path) -> tuple[list[RulingRecord], list[str]]:
    """The rulings of the card pool at ``pool_path``, if one was imported, as plain records:
    (records, messages for the judge). No pool file means no rulings — and no empty database
    created; a pool that cannot be read is said, not raised (the rules search still works).
    Opens its own connection, so a background thread may call it."""
    if not pool_path.exists():
        return [], []
    try:
        pool = CardPool(pool_path)
    except Exception as error:  # a damaged or locked database must not stop a rules search
        return [], [f"the imported cards' rulings cannot be read ({error}); rules only"]
    try:
        return ruling_records(pool.rulings()), list(pool.notices)
    except Exception as error:
        return [], [f"the imported cards' rulings cannot be read ({error}); rules only"]
    finally:
        pool.close()


def supply_pool_rulings(
    index: RulesIndex, pool_path: Path, encode: bool = True
) -> tuple[int, int, list[str]]:
    """Give the index the rulings of the card pool at ``pool_path`` (see
    :func:`pool_ruling_records`): (how many, how many have no meaning yet, messages for the
    judge). ``encode=False`` (the command line) only reads the meanings kept on disk; see
    :meth:`RulesIndex.set_rulings`."""
    records, notices = pool_ruling_records(pool_path)
    unencoded = index.set_rulings(records, encode=encode) if records else 0
    return len(records), unencoded, notices
