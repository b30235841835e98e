"""The rulings' encoder gives way to searches (issue 34).

On a machine of two cores, 4,000 newly imported rulings keep the encoder busy for minutes, and
every search made meanwhile used to take twice its time (2.6 → 5.5 s wall at the same CPU): the
background process was "lowest priority", but a process started in a session of its own is
scheduled as a group of its own on Linux (autogroups), where its niceness counts for nothing
against other sessions. Two things make it give way now:

- **It pauses while a search runs.** A search holds :func:`searching` — a shared lock on the
  file ``.searching`` in the rulings' vector folder, for a search in another process (the
  command line's, another window's), and a count in this process (:data:`WINDOW`, for this
  window's own searches and card imports). Before each small batch (a few rulings: ~0.2 s of
  CPU) the encoder calls :func:`wait_turn`, which returns only when no search holds either;
  a search never waits on the encoder (taking the shared lock never blocks: the encoder only
  tests it for an instant).
- **It runs at a low priority** (:func:`lowest_priority`): niceness 19, and on Linux its
  autogroup's niceness :data:`GROUP_NICENESS` too, so other programs' work mostly comes first.

A search that ended (or was killed: the system drops a dead process's locks) lets the encoder
resume within :data:`POLL` seconds.
"""

from __future__ import annotations

import contextlib
import os
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Final, Protocol

GROUP_NICENESS: Final = 10
"""The background process's autogroup niceness (Linux): about a tenth of a busy program's share
of a contended core. Not 19: on a machine whose two cores were kept busy by other programs
(load 20), a process at 19 got no CPU at all for minutes — the rulings would never get their
meaning while the judge's other work runs; at 10 it still advances, and searches lose nothing
to it (it pauses for them)."""
POLL: Final = 0.1
"""Seconds between two looks, while paused, at whether the searches have ended."""
_FILE: Final = ".searching"


class Stop(Protocol):
    """What tells an encoding to end (a :class:`threading.Event`, or a check of its own)."""

    def is_set(self) -> bool: ...


class Gate:
    """How many searches (or other heavy work of the window) run in this process now."""

    def __init__(self) -> None:
        self._count = 0
        self._lock = threading.Lock()
        self._idle = threading.Event()
        self._idle.set()

    @contextlib.contextmanager
    def busy(self) -> Iterator[None]:
        """Held while the work runs; never waits."""
        with self._lock:
            self._count += 1
            self._idle.clear()
        try:
            yield
        finally:
            with self._lock:
                self._count -= 1
                if self._count == 0:
                    self._idle.set()

    def is_busy(self) -> bool:
        return not self._idle.is_set()

    def wait_idle(self, timeout: float) -> bool:
        """Wait up to ``timeout`` seconds for no work to run; whether none does."""
        return self._idle.wait(timeout)


WINDOW: Final = Gate()
"""This process's searches and card imports (the window's, or a test's)."""

GIVE_WAY_LIMIT: Final = 10.0
"""Seconds at most that :func:`give_way` waits: background work never stops for good."""


def give_way() -> bool:
    """Called by work in a background thread between small pieces of it (the search's
    sentence encoder loading: a tensor read, a layer made): while the window's heavy work
    runs — a search, a view being built on first use (:data:`WINDOW`) — it waits for that to
    end (at most :data:`GIVE_WAY_LIMIT` seconds). The two competed for the cores and for
    Python's lock: the Sandbox built right after the first search took the encoder's
    loading's ~0.35 s of CPU on top of its own (issue 33). Returns at once on the main
    thread and when nothing heavy runs. Called outside any import, so the thread waiting
    holds no import lock the window's work could need. Whether nothing heavy runs now
    (``False`` only when the wait reached its limit)."""
    if threading.current_thread() is threading.main_thread():
        return True
    return WINDOW.wait_idle(GIVE_WAY_LIMIT)


@contextlib.contextmanager
def searching(folder: Path | None) -> Iterator[None]:
    """Held while a search runs: the rulings' encoders (this process's and the background
    one encoding into ``folder``) pause till it ends. Never waits, never fails: a folder that
    is missing or refuses the lock only means no encoder there is paused."""
    handle = _shared_lock(folder) if folder is not None else None
    try:
        with WINDOW.busy():
            yield
    finally:
        if handle is not None:
            handle.close()  # closing releases the lock


def _shared_lock(folder: Path) -> IO[bytes] | None:
    if sys.platform == "win32":  # no shared locks there: the encoder's priority only
        return None
    import fcntl

    try:
        if not folder.is_dir():  # may raise: a folder another user's, not to be read
            return None
        handle = (folder / _FILE).open("ab")
    except OSError:
        return None
    try:
        fcntl.flock(handle.fileno(), fcntl.LOCK_SH | fcntl.LOCK_NB)
    except OSError:  # the encoder testing it this instant: the next search pauses it
        handle.close()
        return None
    return handle


def others_searching(folder: Path) -> bool:
    """Whether a search in some process holds ``folder``'s lock now (an instant's test)."""
    if sys.platform == "win32":
        return False
    import fcntl

    try:
        if not folder.is_dir():
            return False
        with (folder / _FILE).open("ab") as handle:
            try:
                fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                return True
            fcntl.flock(handle.fileno(), fcntl.LOCK_UN)
    except OSError:
        return False
    return False


def wait_turn(folder: Path | None, stop: Stop | None = None) -> None:
    """Before each batch of the encoder: return when no search runs (here, or in another
    process on ``folder``), or at once when ``stop`` is set."""
    while stop is None or not stop.is_set():
        if WINDOW.is_busy():
            WINDOW.wait_idle(POLL)
            continue
        if folder is not None and others_searching(folder):
            threading.Event().wait(POLL)
            continue
        return


def lowest_priority() -> None:
    """The background process, at its start: niceness 19; on Linux its autogroup's niceness
    :data:`GROUP_NICENESS` (a new session's processes are weighed as one group, whatever
    their own niceness). Not the idle scheduling class: a process starved outright while it
    reads the card database would keep an import waiting for its lock."""
    with contextlib.suppress(OSError, AttributeError):
        os.nice(19)
    with contextlib.suppress(OSError), open("/proc/self/autogroup", "w") as group:
        group.write(str(GROUP_NICENESS))
