"""The corpus store: the last good parse of the sources, cached as JSON by content hash.

Loading the store is faster than parsing, and it keeps the rules desk usable when a source file
is damaged: :func:`load_corpus` then reports the damage (file and line) and serves the
previously built corpus instead of failing. Files are written atomically and named after the
sources' digest, so a stale or half-written store is never read as current.
"""

from __future__ import annotations

import contextlib
import shutil
from dataclasses import dataclass, field
from pathlib import Path

from rules_corpus.corpus import Corpus, parse_corpus
from rules_corpus.model import Document, SourceError
from rules_corpus.paths import cache_dir
from rules_corpus.sources import SOURCES_DIR, sources_digest
from rules_corpus.store.atomic import write_atomically
from rules_corpus.store.plain_reader import read_documents

STORE_FORMAT = 1


@dataclass
class LoadedCorpus:
    """A corpus and how it was obtained, with messages for the user."""

    corpus: Corpus
    digest: str
    from_store: bool
    notices: list[str] = field(default_factory=list)


def store_path(directory: Path, digest: str) -> Path:
    return directory / f"corpus-v{STORE_FORMAT}-{digest}.json"


def load_corpus(
    sources: Path = SOURCES_DIR, cache: Path | None = None, use_store: bool = True
) -> LoadedCorpus:
    """The corpus for ``sources``: from the store if current, else parsed (and stored).

    A damaged source raises :class:`SourceError` only if no earlier good store exists;
    otherwise the earlier store is served with a notice naming the damaged file and line.
    """
    directory = cache if cache is not None else cache_dir()
    digest = sources_digest(sources)
    notices: list[str] = []
    current = store_path(directory, digest)
    if use_store and current.exists():
        stored = _read(current, notices)
        if stored is not None:
            return LoadedCorpus(stored, digest, True, notices)
    try:
        corpus = parse_corpus(sources)
    except SourceError as error:
        fallback = _newest_other(directory, current)
        if fallback is None:
            raise
        stored = _read(fallback, notices)
        if stored is None:
            raise
        notices.append(
            f"The rules source {error.file} is damaged at line {error.line}: {error.message}. "
            "Showing the previously built rules instead."
        )
        return LoadedCorpus(stored, digest, True, notices)
    if use_store:
        _discard(current)  # a folder in its place (damage) would refuse the new store
        with contextlib.suppress(OSError):  # unwritable: parsed again at the next start
            write_atomically(current, _store_json(corpus.documents))
        for old in directory.glob("corpus-v*.json"):
            if old != current:
                old.unlink(missing_ok=True)
    return LoadedCorpus(corpus, digest, False, notices)


def _store_json(documents: tuple[Document, ...]) -> bytes:
    """The store's JSON, written by pydantic (imported here: only a parse writes a store, and
    a start that reads one never imports it, :mod:`.plain_reader`)."""
    from pydantic import TypeAdapter

    return TypeAdapter(tuple[Document, ...]).dump_json(documents)


def _read(path: Path, notices: list[str]) -> Corpus | None:
    try:
        return Corpus(read_documents(path.read_bytes()))
    except (OSError, ValueError):
        notices.append(f"The rules store {path.name} was unreadable and has been rebuilt.")
        _discard(path)
        return None


def _discard(path: Path) -> None:
    """Remove a damaged store, even a folder found in its place (the cache folder is the
    app's own); what cannot be removed is left, and the store is then parsed each start."""
    with contextlib.suppress(OSError):
        if path.is_dir() and not path.is_symlink():
            shutil.rmtree(path)
        else:
            path.unlink(missing_ok=True)


def _newest_other(directory: Path, current: Path) -> Path | None:
    others = [p for p in directory.glob(f"corpus-v{STORE_FORMAT}-*.json") if p != current]
    return max(others, key=lambda p: p.stat().st_mtime, default=None)
