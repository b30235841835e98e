"""The official rulings' meanings, encoded in a background process of their own (issue 34).

Encoding a ruling's meaning takes the sentence encoder 10–40 ms of CPU (its length in tokens:
a 12-token ruling ~10 ms, a 114-token one ~40 ms; the work is the model's matrix products, so
batching does not shorten it), so a set of 4,000 new rulings is minutes of work and 20,000 is
ten. No command waits for it: ``judge-app cards import`` and ``judge-app search`` (when it finds
rulings without a meaning, say after a cache was cleared) start this process and go on; until
it is done, the command line's search finds the rulings by their words and says so. The
window encodes in a thread of its own instead (:meth:`RulesIndex.set_rulings`).

The process runs at the lowest priority and pauses while any search runs
(:mod:`rules_corpus.search.encoder_yield`: a search never waits for it), runs alone per cache
folder (a lock file: a second one started meanwhile leaves at once, and the one running reads
the pool again before it ends, so rulings imported during its work are encoded too), encodes
only the rulings the store lacks
(:mod:`rules_corpus.search.ruling_vectors`: by content, kept across starts; a chunk appended
every few hundred rulings, so a kill keeps what was done) and ends when they all are, or when
its cache folder is removed.
"""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Final

FLAG: Final = "--encode-rulings"
"""The hidden command line of the background process: ``judge-app --encode-rulings CACHE
POOL`` (CACHE: the rulings' vector folder; POOL: the card database)."""
_LOCK: Final = ".encoding.lock"
MS_PER_RULING: Final = 40
"""What the estimate said to the judge counts per ruling (a long ruling's CPU time)."""


def vector_folder(cache_dir: Path) -> Path:
    """Where the rulings' vectors are kept for the search's cache folder ``cache_dir`` (as
    :meth:`RulesIndex.load_semantic` keeps them)."""
    return cache_dir / "rulings"


def start_background_encoding(folder: Path, pool_path: Path) -> bool:
    """Start the background process that encodes the pool's rulings into ``folder`` (detached:
    it outlives the command, shares none of its output); whether it could be started."""
    if getattr(sys, "frozen", False):  # the installed app: its own binary takes the flag
        command = [sys.executable, FLAG, str(folder), str(pool_path)]
    else:
        start = "import sys; from judge_app.cli.main import main; sys.exit(main())"
        # -P: the app's own modules, never a folder of that name where the command was run
        command = [sys.executable, "-P", "-c", start, FLAG, str(folder), str(pool_path)]
    options: dict[str, object] = {}
    if os.name == "nt":
        # DETACHED, NEW_PROCESS_GROUP, IDLE_PRIORITY_CLASS
        options["creationflags"] = 0x00000008 | 0x00000200 | 0x00000040
    else:
        options["start_new_session"] = True
    try:
        subprocess.Popen(
            command,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            close_fds=True,
            **options,  # type: ignore[call-overload]
        )
    except OSError:
        return False
    return True


def estimate(count: int) -> str:
    """How long ``count`` rulings take to encode, as a judge reads it."""
    seconds = count * MS_PER_RULING / 1000
    if seconds < 90:
        return "about a minute" if seconds > 40 else "under a minute"
    return f"about {round(seconds / 60):,} minutes"


def encoding_note(unencoded: int, total: int, started: bool) -> str:
    """What ``judge-app search`` says when some rulings have no meaning yet."""
    which = (
        f"the {total:,} official rulings"
        if unencoded == total
        else f"{unencoded:,} of the {total:,} official rulings"
    )
    where = (
        f"they are being encoded in the background ({estimate(unencoded)} of work)"
        if started
        else "they are encoded when the window is open"
    )
    return (
        f"the meanings of {which} of your imported cards are not encoded yet; {where}. "
        "Until then the search finds the rulings by their words."
    )


@contextlib.contextmanager
def _alone(folder: Path) -> Iterator[bool]:
    """Whether this process holds the folder's lock (held for the block)."""
    handle: IO[bytes] | None = None
    try:
        folder.mkdir(exist_ok=True)  # not its parents: a cache folder removed stays removed
        handle = (folder / _LOCK).open("ab")
        if sys.platform == "win32":
            import msvcrt

            msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
        else:
            import fcntl

            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        if handle is not None:
            handle.close()
        yield False
        return
    try:
        yield True
    finally:
        handle.close()  # closing releases the lock


class _FolderGone:
    """Stop when the folder the vectors go to was removed (a test's or a probe's scratch)."""

    def __init__(self, folder: Path) -> None:
        self._folder = folder

    def is_set(self) -> bool:
        return not self._folder.is_dir()


def encode_pool_rulings(folder: Path, pool_path: Path, rounds: int = 3) -> int:
    """Encode the rulings of the pool at ``pool_path`` that ``folder``'s store lacks; read the
    pool again afterwards (up to ``rounds`` times) for rulings imported meanwhile. How many
    were encoded; 0 when another process is already at it."""
    from judge_app.rulings_feed import pool_ruling_records
    from rules_corpus.search.ruling_vectors import missing_texts, ruling_vectors

    done = 0
    with _alone(folder) as alone:
        if not alone:
            return 0
        encoder = None
        for _ in range(rounds):
            records, _notices = pool_ruling_records(pool_path)
            texts = missing_texts([r.meaning_text for r in records], folder)
            if not texts:
                break
            if encoder is None:
                from rules_corpus.semantic.encoder import Encoder
                from rules_corpus.semantic.model_file import load_model
                from rules_corpus.semantic.vectors import shipped_model

                encoder = Encoder(load_model(digest=shipped_model()))
            if ruling_vectors(texts, encoder, folder, _FolderGone(folder)) is None:
                break
            done += len(texts)
    return done


def run_worker(args: list[str]) -> int:
    """The background process's main: the lowest priority (one BLAS thread, as the model always
    runs); never a traceback (nobody reads its output)."""
    if len(args) != 2:
        return 2
    from rules_corpus.search.encoder_yield import lowest_priority

    lowest_priority()
    try:
        encode_pool_rulings(Path(args[0]), Path(args[1]))
    except Exception:  # a damaged model or pool: the search keeps the rulings' words
        return 1
    return 0


def encode_after_import(pool_path: Path) -> str | None:
    """After ``judge-app cards import``: start encoding the pool's rulings the store lacks (only
    what is new) in the background; what the judge is told, or None when nothing is new."""
    from judge_app.rulings_feed import pool_ruling_records
    from rules_corpus.paths import cache_location
    from rules_corpus.search.ruling_vectors import missing_texts

    records, _notices = pool_ruling_records(pool_path)
    if not records:
        return None
    folder = vector_folder(cache_location())
    try:
        new = len(missing_texts([r.meaning_text for r in records], folder))
    except Exception:  # the encoder's files missing from a broken install: words only
        return None
    if new == 0:
        return None
    with contextlib.suppress(OSError):
        folder.mkdir(parents=True, exist_ok=True)
    rulings = f"{new:,} new official ruling" if new == 1 else f"{new:,} new official rulings"
    if not start_background_encoding(folder, pool_path):
        return (
            f"the meanings of {rulings} are encoded when the window is "
            "open; until then the search finds them by their words."
        )
    return (
        f"the meanings of {rulings} are being encoded in the background "
        f"({estimate(new)} of work); until then the search finds them by their words."
    )
