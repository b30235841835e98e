"""The judge's own data: bookmarks, personal notes and recent searches (pure Python).

Kept with sqlite-utils in ``data_dir()/user.db`` (``JUDGE_APP_DATA_DIR`` moves it), outside
the install folder, so it survives restarts, reinstalls and upgrades:

* a ``schema_version`` table records every migration applied; migrations only add tables and
  columns, so an older app still opens a newer database;
* a database that cannot be read (garbage bytes, a truncated copy) is **moved aside** as
  ``user.db.corrupt-<timestamp>`` — never deleted — a fresh one is created, and a notice says
  where the old file went;
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

from sqlite_utils import Database

from rules_corpus.paths import data_dir

FILENAME = "user.db"
RECENT_LIMIT = 30


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
        if problem is not None:
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
            return cls(Database(path), path, notices)
        except sqlite3.Error as error:
            return cls._in_memory(notices, f"Your bookmarks and notes cannot be saved ({error}).")

    @classmethod
    def _in_memory(cls, notices: list[str], reason: str) -> UserData:
        notices.append(f"{reason} Bookmarks and notes are kept for this session only.")
        return cls(Database(memory=True), None, notices)

    def _migrate(self) -> None:
        versions = self._db.table("schema_version")
        versions.create({"version": int, "applied": str}, pk="version", if_not_exists=True)
        current = self.schema_version
        for number, migration in enumerate(MIGRATIONS, 1):
            if number > current:
                with self._db.conn:
                    migration(self._db)
                    versions.insert({"version": number, "applied": _now()})

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
        return self._count("bookmarks", doc, item_id) > 0

    def bookmarks(self) -> list[Bookmark]:
        rows = self._db.table("bookmarks").rows_where(order_by="created desc, item_id")
        return [Bookmark(r["doc"], r["item_id"], r["label"] or "", r["created"]) for r in rows]

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
        rows = list(
            self._db.table("notes").rows_where("doc = ? and item_id = ?", [doc, item_id], limit=1)
        )
        return str(rows[0]["text"]) if rows else ""

    def notes(self) -> list[NoteRecord]:
        rows = self._db.table("notes").rows_where(order_by="updated desc")
        return [NoteRecord(r["doc"], r["item_id"], r["text"], r["updated"]) for r in rows]

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
        rows = self._db.table("recent_searches").rows_where(order_by="seq desc", limit=limit)
        return [str(r["query"]) for r in rows]

    # -- helpers ----------------------------------------------------------------------------

    def _count(self, table: str, doc: str, item_id: str) -> int:
        return self._db[table].count_where("doc = ? and item_id = ?", [doc, item_id])

    def _write(self, action: Callable[[], object]) -> None:
        try:
            with self._db.conn:
                action()
        except sqlite3.Error as error:
            raise UserDataError(f"Could not save to your database: {error}") from error


def _check(path: Path) -> str | None:
    """None if ``path`` is missing or a readable SQLite database, else what is wrong."""
    if not path.exists():
        return None
    try:
        connection = sqlite3.connect(path)
        try:
            row = connection.execute("pragma quick_check").fetchone()
        finally:
            connection.close()
    except sqlite3.Error as error:
        return str(error)
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
