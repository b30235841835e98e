"""Card-database commands and another program's lock, or a read-only data folder: they
wait with a message, then say clearly what holds them — never a traceback, never the
database moved aside as damaged (judge_app.cli.pool_waiting, scenarios.pool.locks)."""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

import judge_app.cli.pool_waiting as waiting
import scenarios.pool.store as store
from judge_app.cli.main import main
from scenarios.pool import CardPool

DATA = Path(__file__).resolve().parents[1] / "data" / "pool"


@pytest.fixture()
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    folder = tmp_path / "data"
    monkeypatch.setenv("JUDGE_APP_DATA_DIR", str(folder))
    folder.mkdir()
    pool = CardPool(folder / "cards.db")
    pool.import_paths([DATA / "TEST_EN.json"])
    pool.close()
    yield folder


def _hold(db: Path, ready: threading.Event, release: threading.Event, most: float) -> None:
    """Another program's exclusive lock on the database until ``release`` (or ``most`` s)."""
    con = sqlite3.connect(db, isolation_level=None, timeout=0, check_same_thread=False)
    con.execute("pragma locking_mode=exclusive")
    con.execute("begin exclusive")
    con.execute("create table if not exists zz_hold(x)")
    ready.set()
    release.wait(most)
    con.execute("rollback")
    con.close()


def _locked(db: Path, most: float = 60) -> tuple[threading.Thread, threading.Event]:
    ready, release = threading.Event(), threading.Event()
    holder = threading.Thread(target=_hold, args=(db, ready, release, most))
    holder.start()
    assert ready.wait(5)
    return holder, release


@pytest.mark.parametrize(
    "argv",
    [
        ["cards", "search", "cogwheel"],
        ["cards", "show", "ALT_TEST_B_AX_01_C"],
        ["cards", "import", str(DATA / "TEST_FR.json")],
        ["deck", "import", str(DATA / "deck.txt")],
    ],
)
def test_a_card_database_command_says_another_program_holds_the_database(
    argv: list[str],
    data_dir: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setattr(waiting, "READ_WAIT_S", 0.5)
    monkeypatch.setattr(waiting, "IMPORT_WAIT_S", 0.5)
    monkeypatch.setattr(store, "LOCK_WAIT_MS", 200)
    holder, release = _locked(data_dir / "cards.db")
    try:
        code = main(argv)
    finally:
        release.set()
        holder.join()
    err = capsys.readouterr().err
    assert code == 1
    assert "waiting for it" in err
    assert "is held by another program" in err and "Traceback" not in err
    assert not [p for p in data_dir.iterdir() if "corrupt" in p.name]


def test_a_card_database_command_waits_out_a_short_lock(
    data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    holder, _ = _locked(data_dir / "cards.db", most=1.5)
    try:
        code = main(["cards", "search", "cogwheel"])
    finally:
        holder.join()
    out = capsys.readouterr().out
    assert code == 0 and "Cogwheel Tinkerer" in out


def test_two_imports_at_once_queue_instead_of_failing(data_dir: Path) -> None:
    codes: list[int] = []
    runs = [
        threading.Thread(target=lambda f=f: codes.append(main(["cards", "import", str(f)])))
        for f in (DATA / "TEST_FR.json", DATA / "TEST_DE.json")
    ]
    for r in runs:
        r.start()
    for r in runs:
        r.join()
    assert codes == [0, 0]
    pool = CardPool(data_dir / "cards.db")
    languages = {
        row[0] for row in pool.db.execute("SELECT DISTINCT language FROM texts").fetchall()
    }
    pool.close()
    assert {"fr", "de"} <= {str(lang).lower()[:2] for lang in languages}


def test_a_read_only_data_folder_is_reported_as_read_only_never_as_damage(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """As root the folder's permissions would not hold: the app's own test of them is
    what decides (scenarios.pool.locks.writable), so it is made to answer as for a user
    without the right to write, and SQLite's opening is made to fail as it then does."""
    monkeypatch.setattr(store, "writable", lambda path: False)
    real_open = CardPool._open

    def refused(self: CardPool) -> object:
        raise sqlite3.OperationalError("unable to open database file")

    monkeypatch.setattr(CardPool, "_open", refused)
    assert main(["cards", "search", "cogwheel"]) == 0
    out, err = capsys.readouterr()
    assert "Cogwheel Tinkerer" in out
    assert "read-only" in err and "corrupt" not in err
    assert not [p for p in data_dir.iterdir() if "corrupt" in p.name]
    assert main(["cards", "import", str(DATA / "TEST_FR.json")]) == 1
    err = capsys.readouterr().err
    assert "is read-only" in err and "Traceback" not in err
    monkeypatch.setattr(CardPool, "_open", real_open)


def test_an_import_into_a_read_only_empty_data_folder_says_read_only(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "empty"
    folder.mkdir()
    monkeypatch.setenv("JUDGE_APP_DATA_DIR", str(folder))
    monkeypatch.setattr(store, "writable", lambda path: False)

    def refused(self: CardPool) -> object:
        raise sqlite3.OperationalError("unable to open database file")

    monkeypatch.setattr(CardPool, "_open", refused)
    assert main(["cards", "import", str(DATA / "TEST_FR.json")]) == 1
    err = capsys.readouterr().err
    assert "is read-only" in err and "nothing was imported" in err
    assert list(folder.iterdir()) == []


def test_a_pool_in_memory_imports_and_is_neither_locked_nor_read_only() -> None:
    pool = CardPool(":memory:")
    assert not pool.in_use and not pool.read_only
    assert pool.import_paths([DATA / "TEST_EN.json"]).prints > 0
