"""The rules library: the corpus and its search index, opened together.

This is the one entry point front ends use (the command line, the desktop app, the
installer's self-test): :func:`open_library` loads the corpus from the store (or parses it),
opens the search index (or builds it, reporting progress) and collects every notice the user
should see (a damaged source served from the previous store, a rebuilt index).
"""

from __future__ import annotations

import os
import shutil
from dataclasses import dataclass, field
from pathlib import Path

from rules_corpus.corpus import Corpus
from rules_corpus.editions import keep_on_disk
from rules_corpus.search import cache as index_cache
from rules_corpus.search.index import Progress, RulesIndex
from rules_corpus.sources import SOURCES_DIR, sources_digest
from rules_corpus.store.atomic import write_atomically
from rules_corpus.store.corpus_store import load_corpus

# The kept arrays of the search's meaning (rules_corpus.search.semantic_arrays.PREFIX); named
# here so that opening the library does not import numpy.
SEMANTIC_ARRAYS_GLOB = "semantic-arrays-*.npz"


@dataclass
class RulesLibrary:
    corpus: Corpus
    index: RulesIndex
    digest: str
    notices: list[str] = field(default_factory=list)
    # Where the vectors of units the app does not ship are kept (beside the index); None when
    # the index lives in memory only.
    cache_dir: Path | None = None

    def load_semantic(self) -> str | None:
        """Load the search's sentence encoder (slow: off the UI thread); why not, if it fails."""
        return self.index.load_semantic(self.cache_dir)

    def stop_background(self) -> None:
        """End the search's background work (the app is closing); see RulesIndex."""
        self.index.stop_background()

    def close(self) -> None:
        self.index.close()


def open_library(
    sources: Path = SOURCES_DIR,
    cache: Path | None = None,
    progress: Progress | None = None,
    seed: Path | None = None,
) -> RulesLibrary:
    """Load (or build) everything needed to look rules up. Slow only on the first run.

    ``seed`` is a cache folder built at packaging time (the installer ships one): when the
    user's cache lacks the current store or index, they are copied from it, so a fresh install
    does no indexing at all.
    """
    directory, notices = index_cache.usable(cache)
    if seed is None and os.environ.get("JUDGE_APP_SEED_CACHE"):
        seed = Path(os.environ["JUDGE_APP_SEED_CACHE"])
    if directory is not None and seed is not None and seed.is_dir():
        seed_cache(seed, directory, sources_digest(sources))
    if directory is None:
        loaded = load_corpus(sources, Path(os.devnull), use_store=False)
    else:
        loaded = load_corpus(sources, directory)
    index = RulesIndex.open_or_build(loaded.corpus, loaded.digest, directory, progress)
    if directory is not None and not index_cache.is_temporary(directory):
        keep_on_disk(loaded.corpus, directory, loaded.digest)  # the edition map, beside it
    if directory is not None and index_cache.is_temporary(directory) and directory != cache:
        # the corpus and the index are in memory now: the fallback folder has served
        shutil.rmtree(directory, ignore_errors=True)
    notices += [*loaded.notices, *index.notices]
    kept = directory if directory is not None and directory.exists() else None
    return RulesLibrary(loaded.corpus, index, loaded.digest, notices, kept)


def seed_cache(seed: Path, directory: Path, digest: str) -> list[str]:
    """Copy the store and index for ``digest`` from ``seed`` into ``directory`` if missing,
    and the search's kept meaning arrays (``semantic-arrays-<key>.npz``, named by their own
    inputs' digest, so a stale one is never read): a fresh install then loads the search's
    meaning without unpacking the shipped vectors (issue 32), and the arrays of an earlier
    version left in ``directory`` are removed when the shipped ones are copied."""
    copied: list[str] = []
    shipped_arrays = sorted(seed.glob(SEMANTIC_ARRAYS_GLOB))
    for item in [*seed.glob(f"*{digest}*"), *shipped_arrays]:
        target = directory / item.name
        if target.exists() or item.name.startswith(".") or ".building" in item.name:
            continue
        if item.is_dir():
            # copied aside, then renamed: another window never sees half a folder
            staging = index_cache.new_staging(target)
            shutil.copytree(item, staging, dirs_exist_ok=True)
            if not index_cache.place(staging, target):
                continue
        else:
            write_atomically(target, item.read_bytes())
        copied.append(item.name)
    if any(name in copied for name in (a.name for a in shipped_arrays)):
        for older in directory.glob(SEMANTIC_ARRAYS_GLOB):  # an earlier version's: never read again
            if not (seed / older.name).exists():
                older.unlink(missing_ok=True)
    return copied
