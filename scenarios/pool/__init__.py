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

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from scenarios.pool.store import (
        CardPool,
        ImportCancelled,
        ImportReport,
        PoolCard,
        PoolRuling,
        PrintInfo,
        default_pool_path,
    )

POOL_PREFIX = "pool:"
"""Card references of the sandbox that name an imported definition: ``pool:KEY`` (here, not in
:mod:`scenarios.pool.reading`, so naming one does not import the printed text reader)."""

__all__ = [
    "CardPool",
    "ImportCancelled",
    "ImportReport",
    "PoolCard",
    "PoolRuling",
    "PrintInfo",
    "default_pool_path",
]


def __getattr__(name: str) -> Any:
    """The store's names, imported on first use: a module of the pool used alone (the icons
    the board shows, :mod:`scenarios.pool.icons`) does not bring in the store, SQLite and the
    whole printed text reader (the Sandbox's first appearance, issue 33)."""
    if name not in __all__:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from scenarios.pool import store

    value = getattr(store, name)
    globals()[name] = value
    return value
