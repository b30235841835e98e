"""The judge's own data: bookmarks, personal notes and recent searches (pure Python).

Kept with sqlite-utils in ``data_dir()/user.db`` (``JUDGE_APP_DATA_DIR`` moves it), outside
the install folder, so it survives restarts, reinstalls and upgrades:

* a ``schema_version`` table records every migration applied; migrations only add tables and
  columns, so an older app still opens a newer database;
* a database that cannot be read (garbage bytes, a truncated copy) is **moved aside** as
  ``user.db.corrupt-<timestamp>`` — never deleted — a fresh one is created, and a notice says
  where the old file went;
* a database that is merely *locked* (another window writing, a sync tool holding it) is not
  damaged: it is waited for, then opened where it is and left untouched, and a notice says
  it is in use. Reads and writes wait a moment for the lock; a write that still fails raises
  :class:`UserDataError`, so the caller keeps the change and retries (the note panel does);
* if even that fails (read-only folder), the data is kept in memory for the session and a
  notice says so: nothing crashes.
"""

from __future__ import annotations

import contextlib
import sqlite3
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import TypeVar

from sqlite_utils import Database

from rules_corpus.paths import data_dir

T = TypeVar("T")

FILENAME = "user.db"
RECENT_LIMIT = 30
OPEN_WAIT_S = 2.0
"""How long opening waits for another program's lock before giving up on a check."""
LOCK_WAIT_S = 0.5
"""How long one read or write waits for a lock (short: the window must not freeze)."""
LOCKED = "locked"


class UserDataError(Exception):
    """A bookmark, note or search could not be saved; the message says why."""


@dataclass(frozen=True, slots=True)
class Bookmark:
    doc: str
    item_id: str
    label: str
    created: str


@dataclass(frozen=True, slots=True)
class NoteRecord:
    doc: str
    item_id: str
    text: str
    updated: str


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def _migration_1(db: Database) -> None:
    db.table("bookmarks").create(
        {"doc": str, "item_id": str, "label": str, "created": str},
        pk=("doc", "item_id"),
        if_not_exists=True,
    )
    db.table("notes").create(
        {"doc": str, "item_id": str, "text": str, "updated": str},
        pk=("doc", "item_id"),
        if_not_exists=True,
    )
    db.table("recent_searches").create(
        {"query": str, "searched": str, "seq": int}, pk="query", if_not_exists=True
    )


# Append only. Each step must be additive (new tables, new nullable columns).
MIGRATIONS: tuple[Callable[[Database], None], ...] = (_migration_1,)
SCHEMA_VERSION = len(MIGRATIONS)


class UserData:
    """The per-user database. Use :meth:`open`; ``notices`` holds messages for the user."""

    def __init__(self, db: Database, path: Path | None, notices: list[str]) -> None:
        self._db = db
        self.path = path
        self.notices = notices
        self._migrate()

    # -- opening ----------------------------------------------------------------------------

    @classmethod
    def open(cls, directory: Path | None = None) -> UserData:
        """Open (or create) ``user.db`` in ``directory`` (default: :func:`data_dir`)."""
        notices: list[str] = []
        try:
            folder = directory if directory is not None else data_dir()
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            return cls._in_memory(notices, f"Your data folder cannot be used ({error}).")
        path = folder / FILENAME
        problem = _check(path)
        if problem == LOCKED:
            notices.append(
                f"Your bookmarks and notes database {path} is in use by another program. "
                "It was left untouched; what you change is saved once it is free."
            )
        elif problem is not None:
            moved = _move_aside(path)
            if moved is None:
                return cls._in_memory(
                    notices,
                    f"Your bookmarks and notes database {path} cannot be read ({problem}) "
                    "and could not be moved aside.",
                )
            notices.append(
                f"Your bookmarks and notes database could not be read ({problem}). "
                f"It was kept as {moved.name} in {folder} and a new, empty one was started."
            )
        try:
            connection = sqlite3.connect(path, timeout=LOCK_WAIT_S)
            return cls(Database(connection), path, notices)
        except sqlite3.Error as error:
            return cls._in_memory(notices, f"Your bookmarks and notes cannot be saved ({error}).")

    @classmethod
    def _in_memory(cls, notices: list[str], reason: str) -> UserData:
        notices.append(f"{reason} Bookmarks and notes are kept for this session only.")
        return cls(Database(memory=True), None, notices)

    def _migrate(self) -> None:
        try:
            self._apply_migrations()
        except sqlite3.OperationalError as error:
            if not _is_locked(error):
                raise
            # Another program holds the database: its tables are brought up to date the
            # next time it is free (migrations only add, so reading still works).
            if not any("in use" in n for n in self.notices):
                self.notices.append(
                    "Your bookmarks and notes database is in use by another program; "
                    "what you change is saved once it is free."
                )

    def _apply_migrations(self) -> None:
        """Bring the tables up to date, one window at a time: the check and the migrations
        run in one write transaction (``begin immediate``), so windows opened together on
        a fresh database wait for each other instead of colliding."""
        conn = self._db.conn
        if self._stored_version() >= SCHEMA_VERSION:
            return  # nothing to write: a database another program holds stays readable
        conn.execute(f"pragma busy_timeout = {int(OPEN_WAIT_S * 1000)}")
        try:
            conn.execute("begin immediate")
            try:
                conn.execute(
                    "create table if not exists schema_version "
                    "(version integer primary key, applied text)"
                )
                current = self._stored_version()
                for number, migration in enumerate(MIGRATIONS, 1):
                    if number > current:
                        migration(self._db)
                        conn.execute("insert into schema_version values (?, ?)", (number, _now()))
                conn.execute("commit")
            except BaseException:
                conn.execute("rollback")
                raise
        finally:
            conn.execute(f"pragma busy_timeout = {int(LOCK_WAIT_S * 1000)}")

    def _stored_version(self) -> int:
        try:
            return self.schema_version
        except sqlite3.OperationalError as error:
            if "no such table" in str(error):
                return 0
            raise

    @property
    def schema_version(self) -> int:
        row = self._db.execute("select max(version) from schema_version").fetchone()
        return int(row[0] or 0)

    def close(self) -> None:
        self._db.close()

    # -- bookmarks --------------------------------------------------------------------------

    def add_bookmark(self, doc: str, item_id: str, label: str = "") -> None:
        self._write(
            lambda: self._db.table("bookmarks").upsert(
                {"doc": doc, "item_id": item_id, "label": label, "created": _now()},
                pk=("doc", "item_id"),
            )
        )

    def remove_bookmark(self, doc: str, item_id: str) -> None:
        self._write(
            lambda: self._db.table("bookmarks").delete_where(
                "doc = ? and item_id = ?", [doc, item_id]
            )
        )

    def is_bookmarked(self, doc: str, item_id: str) -> bool:
        return self._read(lambda: self._count("bookmarks", doc, item_id) > 0)

    def bookmarks(self) -> list[Bookmark]:
        def rows() -> list[Bookmark]:
            found = self._db.table("bookmarks").rows_where(order_by="created desc, item_id")
            return [Bookmark(r["doc"], r["item_id"], r["label"] or "", r["created"]) for r in found]

        return self._read(rows)

    # -- notes ------------------------------------------------------------------------------

    def set_note(self, doc: str, item_id: str, text: str) -> None:
        """Save the note on an item; an empty (or blank) note removes it."""
        if text.strip():
            self._write(
                lambda: self._db.table("notes").upsert(
                    {"doc": doc, "item_id": item_id, "text": text, "updated": _now()},
                    pk=("doc", "item_id"),
                )
            )
        else:
            self._write(
                lambda: self._db.table("notes").delete_where(
                    "doc = ? and item_id = ?", [doc, item_id]
                )
            )

    def note(self, doc: str, item_id: str) -> str:
        """The note on an item (empty when none); :class:`UserDataError` when it cannot be
        read now — never an empty note in its place, which a save would then overwrite."""

        def text() -> str:
            rows = list(
                self._db.table("notes").rows_where(
                    "doc = ? and item_id = ?", [doc, item_id], limit=1
                )
            )
            return str(rows[0]["text"]) if rows else ""

        return self._read(text)

    def notes(self) -> list[NoteRecord]:
        def rows() -> list[NoteRecord]:
            found = self._db.table("notes").rows_where(order_by="updated desc")
            return [NoteRecord(r["doc"], r["item_id"], r["text"], r["updated"]) for r in found]

        return self._read(rows)

    # -- recent searches --------------------------------------------------------------------

    def add_recent(self, query: str) -> None:
        query = " ".join(query.split())[:200]
        if not query:
            return

        def save() -> None:
            table = self._db.table("recent_searches")
            row = self._db.execute("select coalesce(max(seq), 0) + 1 from recent_searches")
            seq = int(row.fetchone()[0])
            table.upsert({"query": query, "searched": _now(), "seq": seq}, pk="query")
            rows = list(table.rows_where(order_by="seq desc"))
            for old in [r["query"] for r in rows[RECENT_LIMIT:]]:
                table.delete_where("query = ?", [old])

        self._write(save)

    def recent(self, limit: int = RECENT_LIMIT) -> list[str]:
        def rows() -> list[str]:
            found = self._db.table("recent_searches").rows_where(order_by="seq desc", limit=limit)
            return [str(r["query"]) for r in found]

        return self._read(rows)

    # -- helpers ----------------------------------------------------------------------------

    def _count(self, table: str, doc: str, item_id: str) -> int:
        return self._db[table].count_where("doc = ? and item_id = ?", [doc, item_id])

    def _read(self, action: Callable[[], T]) -> T:
        try:
            return action()
        except sqlite3.Error as error:
            if _is_locked(error):
                raise UserDataError(
                    "Your bookmarks and notes database is in use by another program; "
                    "try again in a moment."
                ) from error
            raise UserDataError(f"Could not read your database: {error}") from error

    def _write(self, action: Callable[[], object]) -> None:
        try:
            with self._db.conn:
                action()
        except sqlite3.Error as error:
            if _is_locked(error):
                raise UserDataError(
                    "Not saved yet: your bookmarks and notes database is in use by another program."
                ) from error
            raise UserDataError(
                f"Not saved yet: could not write to your database ({error})."
            ) from error


def _is_locked(error: sqlite3.Error) -> bool:
    """Whether ``error`` says another connection holds the database (busy or locked): a
    state to wait out, not damage."""
    code = getattr(error, "sqlite_errorcode", None)
    if code is not None and code & 0xFF in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED):
        return True
    text = str(error).lower()
    return "locked" in text or "busy" in text


def _check(path: Path) -> str | None:
    """None if ``path`` is missing or a readable SQLite database, :data:`LOCKED` if another
    program holds it (waited for :data:`OPEN_WAIT_S` first), else what is wrong."""
    if not path.exists():
        return None
    try:
        connection = sqlite3.connect(path, timeout=OPEN_WAIT_S)
        try:
            row = connection.execute("pragma quick_check").fetchone()
        finally:
            connection.close()
    except sqlite3.Error as error:
        return LOCKED if _is_locked(error) else str(error)
    if row is None or row[0] != "ok":
        return "it failed its integrity check"
    return None


def _move_aside(path: Path) -> Path | None:
    """Rename a damaged database (and its journal files) out of the way; never delete."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.corrupt-{stamp}")
    counter = 1
    while target.exists():
        counter += 1
        target = path.with_name(f"{path.name}.corrupt-{stamp}-{counter}")
    try:
        path.rename(target)
    except OSError:
        return None
    for suffix in ("-journal", "-wal", "-shm"):
        extra = path.with_name(path.name + suffix)
        if extra.exists():
            with contextlib.suppress(OSError):
                extra.rename(target.with_name(target.name + suffix))
    return target
