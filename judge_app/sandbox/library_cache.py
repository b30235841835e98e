"""The card library, kept ready between runs: the first switch to the Sandbox reads its
YAML sets once per change instead of once per start.

Reading the packaged sets (ruamel, keeping line numbers for error messages) and compiling
every card took most of the Sandbox's first appearance. The compiled :class:`Library` is
written to the cache folder (``JUDGE_APP_CACHE_DIR``) as a pickle, keyed by the sets' and
the card compiler's files (name, size, modification time): change a set or the compiler
and it is read afresh. A missing, stale or unreadable cache file is never an error — the
sets are read as before and the cache is written again (atomically). The pickle is only
ever one this app wrote into its own cache folder.
"""

from __future__ import annotations

import hashlib
import pickle
from pathlib import Path

import scenarios.cards as card_code
from rules_corpus.paths import cache_dir
from rules_corpus.store.atomic import write_atomically
from scenarios import LIBRARY_DIR
from scenarios.cards import library as library_module
from scenarios.cards.library import Library, load_library

VERSION = 1
"""Bumped when what is cached changes shape."""


def _key(directory: Path) -> str:
    """A digest of every file the compiled library depends on."""
    digest = hashlib.sha256(f"v{VERSION}:{directory.resolve()}".encode())
    code = Path(card_code.__file__).parent
    engine_state = Path(library_module.__file__).parents[2] / "engine" / "state"
    files = [
        *sorted(directory.glob("*.yaml")),
        *sorted(code.rglob("*.py")),
        *sorted(engine_state.rglob("*.py")),
    ]
    for f in files:
        st = f.stat()
        digest.update(f"{f.name}:{st.st_size}:{st.st_mtime_ns};".encode())
    return digest.hexdigest()[:24]


def cached_library(directory: Path = LIBRARY_DIR, cache: Path | None = None) -> Library:
    """The library of ``directory``, from the cache when it is current. The packaged
    library becomes :func:`~scenarios.cards.library.default_library`'s too (one copy)."""
    packaged = directory == LIBRARY_DIR and cache is None
    if packaged and library_module._DEFAULT is not None:
        return library_module._DEFAULT
    library = _read(directory, cache)
    if packaged and library_module._DEFAULT is None:
        library_module._DEFAULT = library  # what default_library() would have read
    return library


def _read(directory: Path, cache: Path | None) -> Library:
    try:
        key = _key(directory)
        folder = cache or cache_dir()
        path = folder / f"card-library-{key}.pickle"
    except OSError:
        return load_library(directory)
    try:
        loaded = pickle.loads(path.read_bytes())
        if isinstance(loaded, Library):
            return loaded
    except (OSError, pickle.UnpicklingError, EOFError, AttributeError, ImportError, TypeError):
        pass  # absent, stale or damaged: read the sets
    library = load_library(directory)
    try:
        for old in folder.glob("card-library-*.pickle"):
            old.unlink(missing_ok=True)
        write_atomically(path, pickle.dumps(library, protocol=pickle.HIGHEST_PROTOCOL))
    except OSError:
        pass  # a read-only cache folder: the library still works
    return library


__all__ = ["cached_library"]
