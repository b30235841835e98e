"""The official rulings' meanings, encoded in a background process of their own (issue 34).

Encoding a ruling's meaning takes the sentence encoder 10–40 ms of CPU (its length in tokens:
a 12-token ruling ~10 ms, a 114-token one ~40 ms; the work is the model's matrix products, so
batching does not shorten it), so a set of 4,000 new rulings is minutes of work and 20,000 is
ten. No command waits for it: ``judge-app cards import`` and ``judge-app search`` (when it finds
rulings without a meaning, say after a cache was cleared) start this process and go on; until
it is done, the command line's search finds the rulings by their words and says so. The
window encodes in a thread of its own instead (:meth:`RulesIndex.set_rulings`).

The process runs at a low priority and pauses while any search runs
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
from typing import IO, Any, Final

FLAG: Final = "--encode-rulings"
"""The hidden command line of the background process: ``judge-app --encode-rulings CACHE
POOL [FD]`` (CACHE: the rulings' vector folder; POOL: the card database; FD: the folder's
lock, inherited)."""
_LOCK: Final = ".encoding.lock"
MS_PER_RULING: Final = 40
"""What the estimate said to the judge counts per ruling (a long ruling's CPU time)."""


def vector_folder(cache_dir: Path) -> Path:
    """Where the rulings' vectors are kept for the search's cache folder ``cache_dir`` (as
    :meth:`RulesIndex.load_semantic` keeps them)."""
    return cache_dir / "rulings"


def _command(folder: Path, pool_path: Path, lock_fd: int | None) -> list[str]:
    """The background process's command line (``lock_fd``: the folder's lock it inherits)."""
    tail = [FLAG, str(folder), str(pool_path), *([str(lock_fd)] if lock_fd is not None else [])]
    if getattr(sys, "frozen", False):  # the installed app: its own binary takes the flag
        return [sys.executable, *tail]
    start = "import sys; from judge_app.cli.main import main; sys.exit(main())"
    # -P: the app's own modules, never a folder of that name where the command was run
    return [sys.executable, "-P", "-c", start, *tail]


def start_background_encoding(folder: Path, pool_path: Path) -> bool:
    """Start the background process that encodes the pool's rulings into ``folder`` (detached:
    it outlives the command, shares none of its output), unless one is at it already; whether
    one is at it now.

    The folder's lock is taken here and handed to the process (an inherited descriptor), so
    it is held from this moment until that process ends: on a busy machine the process may
    wait seconds for its turn at a low priority, and a search made meanwhile must not
    start another one each time (they used to pile up, each only to find the lock taken)."""
    options: dict[str, object] = {}
    held: IO[bytes] | None = None
    if os.name == "nt":
        # DETACHED, NEW_PROCESS_GROUP, IDLE_PRIORITY_CLASS
        options["creationflags"] = 0x00000008 | 0x00000200 | 0x00000040
    else:
        options["start_new_session"] = True
        _note_waiting(folder, pool_path)  # first: the one at work reads it before it ends
        try:
            held = _lock(folder)
        except BlockingIOError:
            return True  # one is encoding (another data folder's, maybe): it takes this one too
        except OSError:
            held = None  # a folder refusing the lock file: the process finds out for itself
        if held is not None:
            options["pass_fds"] = (held.fileno(),)
    try:
        subprocess.Popen(
            _command(folder, pool_path, held.fileno() if held is not None else None),
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            close_fds=True,
            **options,  # type: ignore[call-overload]
        )
    except OSError:
        return False
    finally:
        if held is not None:
            held.close()  # the process holds the lock now (its copy of the descriptor)
    return True


def _lock(folder: Path) -> IO[bytes]:
    """The folder's lock file, locked (POSIX); BlockingIOError when another holds it."""
    import fcntl

    folder.mkdir(exist_ok=True)  # not its parents: a cache folder removed stays removed
    handle = (folder / _LOCK).open("ab")
    try:
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        handle.close()
        raise
    return handle


def estimate(count: int, folder: Path | None = None) -> str:
    """How long ``count`` rulings take to encode, as a judge reads it: at the pace the encoder
    at work in ``folder`` measured, else its CPU work and that it runs at a low priority
    (:mod:`judge_app.encoding_pace`: at a load of 4–6, "about a minute" took eight)."""
    from judge_app.encoding_pace import read_pace, remaining_note

    pace = read_pace(folder) if folder is not None else None
    return remaining_note(count, pace, count * MS_PER_RULING / 1000)


def encoding_note(unencoded: int, total: int, started: bool, folder: Path | None = None) -> str:
    """What ``judge-app search`` says when some rulings have no meaning yet (``folder``: the
    rulings' vector folder, where the encoder at work writes its pace)."""
    if total == 1:
        which, they = "the official ruling", "it is"
    elif unencoded == total:
        which, they = f"the {total:,} official rulings", "they are"
    else:
        which, they = f"{unencoded:,} of the {total:,} official rulings", "they are"
    where = (
        f"{they} being encoded in the background ({estimate(unencoded, folder)})"
        if started
        else f"{they} encoded when the window is open"
    )
    meanings = "meaning" if total == 1 else "meanings"
    return (
        f"the {meanings} of {which} of your imported cards {'is' if total == 1 else 'are'} "
        f"not encoded yet; {where}. Until then the search finds "
        f"{'the ruling' if total == 1 else 'the rulings'} by {'its' if total == 1 else 'their'} "
        "words."
    )


@contextlib.contextmanager
def _alone(folder: Path, inherited: int | None = None) -> Iterator[bool]:
    """Whether this process holds the folder's lock (held for the block); ``inherited``: the
    descriptor of the lock taken for it by the process that started it."""
    handle: IO[bytes] | None = None
    try:
        if inherited is not None:
            handle = os.fdopen(inherited, "ab")
            import fcntl

            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)  # held already: no-op
        elif sys.platform == "win32":
            import msvcrt

            folder.mkdir(exist_ok=True)  # not its parents: a cache folder removed stays removed
            handle = (folder / _LOCK).open("ab")
            msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
        else:
            handle = _lock(folder)
    except (OSError, ValueError):
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
        try:
            return not self._folder.is_dir()
        except OSError:  # no longer ours to read: stop as well
            return True


def encode_pool_rulings(
    folder: Path, pool_path: Path, rounds: int = 3, lock_fd: int | None = None
) -> int:
    """Encode the rulings of the pool at ``pool_path`` that ``folder``'s store lacks; read the
    pool again afterwards (up to ``rounds`` times) for rulings imported meanwhile. How many
    were encoded; 0 when another process is already at it. ``lock_fd``: the folder's lock,
    taken by the process that started this one. The pools other data folders noted meanwhile
    (:func:`_note_waiting`: imports sharing this cache) are encoded too, and a pool noted as
    this one lets the lock go gets a next turn."""
    from judge_app.rulings_feed import pool_ruling_records
    from rules_corpus.search.ruling_vectors import missing_texts, ruling_vectors

    done = 0
    encoder: Any = None
    pools = [pool_path]
    while True:
        with _alone(folder, lock_fd) as alone:
            if not alone:
                return done
            lock_fd = None  # an inherited lock serves once; a next turn takes its own
            for _ in range(rounds):
                pools = list(dict.fromkeys([*pools, *_waiting(folder)]))
                texts: list[str] = []
                for pool in pools:
                    try:
                        records, _notices = pool_ruling_records(pool)
                    except Exception:  # a pool gone or unreadable since it was noted
                        continue
                    texts += [r.meaning_text for r in records]
                texts = missing_texts(list(dict.fromkeys(texts)), folder)
                if not texts:
                    break
                if encoder is None:
                    from rules_corpus.semantic.encoder import Encoder
                    from rules_corpus.semantic.model_file import load_model
                    from rules_corpus.semantic.vectors import shipped_model

                    encoder = Encoder(load_model(digest=shipped_model()))
                from judge_app.encoding_pace import pace_writer

                pace = pace_writer(folder)  # measured as it runs, for the next search to tell
                if ruling_vectors(texts, encoder, folder, _FolderGone(folder), pace) is None:
                    return done
                done += len(texts)
        # A pool noted after the last look, while the lock was held, waits for a next turn.
        if not _has_waiting(folder):
            return done


_WAITING: Final = ".pools-waiting"
"""Notes of the card pools whose rulings an encoder should take (one file a pool): an import
into another data folder sharing this cache, made while an encoder was at work."""


def _note_waiting(folder: Path, pool_path: Path) -> None:
    """Note ``pool_path`` for the encoder at work in ``folder`` (or about to be); written
    aside and renamed, so it is whole or absent. Never fails: without it the next search on
    that data folder starts the encoding."""
    import hashlib

    name = hashlib.sha256(str(pool_path).encode("utf-8", "surrogateescape")).hexdigest()[:24]
    try:
        if not folder.is_dir():  # no encoder has worked here: the lock is free, one starts
            return
        notes = folder / _WAITING
        notes.mkdir(exist_ok=True)  # not its parents: a cache folder removed stays removed
        aside = notes / f".{name}.{os.getpid()}"
        aside.write_bytes(os.fsencode(pool_path))
        os.replace(aside, notes / name)
    except OSError:
        return


def _waiting(folder: Path) -> list[Path]:
    """The pools noted for this folder, each note removed as it is read: a pool noted again
    after this is read again at the next look."""
    found: list[Path] = []
    try:
        notes = sorted((folder / _WAITING).iterdir())
    except OSError:
        return found
    for note in notes:
        if note.name.startswith("."):
            continue
        try:
            found.append(Path(os.fsdecode(note.read_bytes())))
            note.unlink()
        except OSError:
            continue
    return found


def _has_waiting(folder: Path) -> bool:
    try:
        return any(not n.name.startswith(".") for n in (folder / _WAITING).iterdir())
    except OSError:
        return False


def run_worker(args: list[str]) -> int:
    """The background process's main: a low priority (one BLAS thread, as the model always
    runs); never a traceback (nobody reads its output)."""
    if len(args) not in (2, 3) or (len(args) == 3 and not args[2].isdigit()):
        return 2
    from rules_corpus.search.encoder_yield import lowest_priority

    lowest_priority()
    lock_fd = int(args[2]) if len(args) == 3 else None
    try:
        encode_pool_rulings(Path(args[0]), Path(args[1]), lock_fd=lock_fd)
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
        f"({estimate(new)}; judge-app search says how far it has got); until then the "
        "search finds them by their words."
    )
