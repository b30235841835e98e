"""Fixtures of the deck check tests: the project's own invented cards
(``tests/data/tournament``, written by ``make_cards.py``), history and decklists."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from scenarios.pool import CardPool
from scenarios.tournament.versions import CardIndex

DATA = Path(__file__).resolve().parents[1] / "data" / "tournament"


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory) -> Iterator[CardIndex]:
    pool = CardPool(tmp_path_factory.mktemp("desk") / "cards.db")
    pool.import_paths([DATA / "DSK_EN.json", DATA / "DSK_FR.json", DATA / "history_DSK.json"])
    yield CardIndex.of_pool(pool)
    pool.close()


@pytest.fixture()
def data() -> Path:
    return DATA
