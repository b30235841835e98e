"""Telling a card database that is busy or read-only from one that is damaged.

Another window, import or program may hold ``cards.db`` locked for a while; a data folder
may be read-only. Neither is damage: the database is never moved aside for them, and what
the judge is told names the cause (:class:`PoolLocked`, :class:`PoolReadOnly`).
"""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

from scenarios.errors import LoadError


class PoolLocked(LoadError):
    """The database is held by another program (a lock not freed in time): nothing was
    written. Trying again later works."""


class PoolReadOnly(LoadError):
    """The database or its folder cannot be written: nothing was written."""


def is_locked(error: sqlite3.Error) -> bool:
    """Whether ``error`` says another connection holds the database (busy or locked): a
    state to wait out, not damage."""
    code = getattr(error, "sqlite_errorcode", None)
    if code is not None and code & 0xFF in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED):
        return True
    return "locked" in str(error).lower() or "busy" in str(error).lower()


def is_read_only_error(error: sqlite3.Error) -> bool:
    """Whether ``error`` says the database cannot be written (not that it is damaged)."""
    text = str(error).lower()
    return "readonly" in text or "read-only" in text


def writable(path: Path) -> bool:
    """Whether the database at ``path`` can be written: its folder (SQLite keeps its
    journal beside it) and, when it exists, the file itself."""
    folder_ok = os.access(path.parent, os.W_OK | os.X_OK)
    return folder_ok and (not path.exists() or os.access(path, os.W_OK))


def write_error(path: Path, error: sqlite3.Error) -> LoadError:
    """The error an import or re-reading raises when SQLite refuses to write."""
    message = f"{path}: the card database could not be written: {error}"
    if is_locked(error):
        return PoolLocked([f"{path}: the card database is held by another program: {error}"])
    if is_read_only_error(error) or not writable(path):
        return PoolReadOnly([f"{path}: the card database is read-only (its file or folder)"])
    return LoadError([message])
