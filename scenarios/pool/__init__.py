"""The card pool: official card data a judge imports, stored per user (pure Python, no Qt).

* :mod:`scenarios.pool.official` reads the official card API's JSON (set files, single card
  files, history files, folders of them; English, French, German, Spanish, Italian);
* :mod:`scenarios.pool.printing` maps a print to the rules' words and to the
  :class:`~scenarios.cards.printed.PrintedCard` the printed text reader takes;
* :mod:`scenarios.pool.store` keeps it in SQLite (sqlite-utils, FTS5 search) and answers
  search, show, rulings and history;
* :mod:`scenarios.pool.reading` asks the reader what the engine executes;
* :mod:`scenarios.pool.decklist` reads the plain "N REFERENCE" decklists deck builders export;
* :mod:`scenarios.pool.icons` writes icons as words and back.
"""

from __future__ import annotations

from scenarios.pool.store import (
    CardPool,
    ImportCancelled,
    ImportReport,
    PoolCard,
    PoolRuling,
    PrintInfo,
    default_pool_path,
)

__all__ = [
    "CardPool",
    "ImportCancelled",
    "ImportReport",
    "PoolCard",
    "PoolRuling",
    "PrintInfo",
    "default_pool_path",
]
