"""The card database under locks: in use is not damaged — never moved aside."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from scenarios.pool import store
from scenarios.pool.store import CardPool

REPO = Path(__file__).resolve().parents[2]


def test_a_locked_card_database_is_left_in_place_not_moved_aside(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "cards.db"
    CardPool(path).close()
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("pragma journal_mode=delete")
    other.execute("begin exclusive")
    monkeypatch.setattr(store, "LOCK_WAIT_MS", 50, raising=False)
    try:
        pool = CardPool(path)
    finally:
        other.execute("rollback")
        other.close()
    assert list(tmp_path.glob("cards.db.corrupt-*")) == []
    assert any("in use by another program" in n for n in pool.notices)
    pool.close()
    again = CardPool(path)
    assert again.notices == []
    again.close()


_OPENER = """
import sys, time
from pathlib import Path

import pytest
from scenarios.pool.store import CardPool
go = Path(sys.argv[1]).parent / "go"
while not go.exists():
    time.sleep(0.001)
pool = CardPool(Path(sys.argv[1]))
print(pool.notices)
"""


def test_four_windows_creating_the_card_database_at_once_all_use_it(tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    path = tmp_path / "data" / "cards.db"
    path.parent.mkdir()
    children = [
        subprocess.Popen(
            [sys.executable, "-c", _OPENER, str(path)], stdout=subprocess.PIPE, text=True, env=env
        )
        for _ in range(4)
    ]
    time.sleep(1.5)
    (tmp_path / "data" / "go").touch()
    outputs = [child.communicate(timeout=60)[0].strip() for child in children]
    assert outputs == ["[]"] * 4
    assert list(path.parent.glob("cards.db.corrupt-*")) == []
