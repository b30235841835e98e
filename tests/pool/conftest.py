"""Fixtures of the card pool tests: the project's own small card files in the official API's
shape (``tests/data/pool``: invented cards, never the publisher's data) and a fresh pool."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from scenarios.pool import CardPool

DATA = Path(__file__).resolve().parents[1] / "data" / "pool"


@pytest.fixture()
def data() -> Path:
    return DATA


@pytest.fixture()
def pool(tmp_path: Path) -> Iterator[CardPool]:
    p = CardPool(tmp_path / "cards.db")
    yield p
    p.close()


@pytest.fixture()
def full_pool(pool: CardPool) -> CardPool:
    """English, French and German prints, one single card file and a history file."""
    pool.import_paths([DATA / "TEST_EN.json", DATA / "TEST_FR.json", DATA / "TEST_DE.json"])
    pool.import_paths([DATA / "single_card.json", DATA / "history_TEST.json"])
    return pool
