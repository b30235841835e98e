"""The official rulings' stems, kept on disk by content across starts (issue 34).

Every ruling's words are stemmed once so the search can weigh it against a question
(:class:`~rules_corpus.search.rulings.Rulings`): half a millisecond a ruling, but 4,000 rulings
made every ``judge-app search`` two seconds slower. Like their vectors
(:mod:`~rules_corpus.search.ruling_vectors`), the stems are kept in one file beside the search
index, ``ruling-stems-v1.json``, by the digest of the text stemmed — the stemmer is part of the
format, so a change to it changes the file's version — and never removed for being absent
from today's set. A file that cannot be read is ignored and rewritten; a folder that refuses
writes is no error. At most :data:`MAX_KEPT` entries, the oldest dropped first.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Final

from rules_corpus.search.query import stems_of
from rules_corpus.semantic.digests import text_digest
from rules_corpus.store.atomic import write_atomically

STEMS_FILE: Final = "ruling-stems-v1.json"
MAX_KEPT: Final = 40_000


def _read(path: Path) -> dict[str, str]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError, UnicodeDecodeError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {k: v for k, v in data.items() if isinstance(k, str) and isinstance(v, str)}


def ruling_stems(texts: Sequence[str], directory: Path | None) -> list[frozenset[str]]:
    """The stems of each text (in order): read from ``directory``'s file when it holds them,
    otherwise stemmed now and — with a ``directory`` — added to it."""
    path = directory / STEMS_FILE if directory is not None else None
    kept = _read(path) if path is not None else {}
    fresh: dict[str, str] = {}
    found: list[frozenset[str]] = []
    for text in texts:
        digest = text_digest(text).hex()
        joined = kept.get(digest)
        if joined is None:
            joined = fresh.get(digest)
        if joined is None:
            joined = fresh[digest] = " ".join(sorted(stems_of(text)))
        found.append(frozenset(joined.split()))
    if path is not None and fresh:
        merged = {**_read(path), **fresh}
        if len(merged) > MAX_KEPT:
            merged = dict(list(merged.items())[-MAX_KEPT:])
        with contextlib.suppress(OSError):
            write_atomically(path, json.dumps(merged, ensure_ascii=False).encode("utf-8"))
    return found
