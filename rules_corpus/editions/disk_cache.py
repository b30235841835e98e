"""The edition map kept on disk beside the search index, so that a start does not match the
two editions again (about a third of a second of the cold start, issue 19).

The file's name carries the sources' digest and a digest of the matching code (this package:
matcher, overrides, diff), so a change to either builds the map anew. A file that cannot be
read back (damaged, another format) is ignored and replaced: the map is always recomputable.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
from pathlib import Path
from typing import Any

from rules_corpus.editions.diff import pair_json
from rules_corpus.editions.model import DiffOp, EditionMap, EditionPair, Relation, Source
from rules_corpus.store.atomic import write_atomically

FORMAT = 2
_PACKAGE = Path(__file__).resolve().parent


def code_digest() -> str | None:
    """A digest of the matching code; in a frozen build, whose modules are not files, the
    application's version; None when neither can be had (then nothing is kept on disk)."""
    sha = hashlib.sha1(str(FORMAT).encode())
    files = sorted(_PACKAGE.glob("*.py"))
    if not files:
        # only in a frozen build: importlib.metadata (and the e-mail parser it pulls in) is
        # heavy, and a start from the sources never needs it (search43, cold start)
        from importlib import metadata

        try:
            return "v" + metadata.version("judge-app")
        except metadata.PackageNotFoundError:
            return None
    try:
        for path in files:
            sha.update(path.name.encode())
            sha.update(path.read_bytes())
    except OSError:
        return None
    return sha.hexdigest()[:12]


def map_file(directory: Path, digest: str, old: str, new: str) -> Path | None:
    """Where the map of ``old`` → ``new`` for sources ``digest`` is kept in ``directory``."""
    code = code_digest()
    if code is None:
        return None
    return directory / f"edition-map-{old}-{new}-{digest}-{code}.json"


def _pair(data: dict[str, Any]) -> EditionPair:
    return EditionPair(
        kind=data["kind"],
        old=data["old"],
        new=data["new"],
        relation=Relation(data["relation"]),
        confidence=float(data["confidence"]),
        diff=tuple(DiffOp(d["op"], tuple(d["old"]), tuple(d["new"])) for d in data["diff"]),
        source=Source(data["source"]),
        reason=data["reason"],
        merged=bool(data["merged"]),
    )


def save(path: Path, edition_map: EditionMap) -> None:
    """Write ``edition_map`` to ``path`` in one step; a folder that refuses is no error (the
    map is simply built again next time)."""
    data = {
        "format": FORMAT,
        "old_doc": edition_map.old_doc,
        "new_doc": edition_map.new_doc,
        "changes_section": edition_map.changes_section,
        "changes_mentions": {k: list(v) for k, v in edition_map.changes_mentions.items()},
        "pairs": [{**pair_json(p), "merged": p.merged} for p in edition_map.pairs],
    }
    with contextlib.suppress(OSError):
        write_atomically(path, json.dumps(data, ensure_ascii=False).encode("utf-8"))
        _forget_older(path, edition_map.old_doc, edition_map.new_doc)


def _forget_older(kept: Path, old: str, new: str) -> None:
    """Remove the maps of the same two editions left by older sources or matching code:
    they are never read again, and each start would otherwise leave one more behind."""
    for stale in kept.parent.glob(f"edition-map-{old}-{new}-*.json"):
        if stale != kept:
            with contextlib.suppress(OSError):
                stale.unlink()


def load(path: Path) -> EditionMap | None:
    """The map kept at ``path``, or None if there is none or it cannot be read back."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if data.get("format") != FORMAT:
            return None
        return EditionMap(
            data["old_doc"],
            data["new_doc"],
            tuple(_pair(p) for p in data["pairs"]),
            changes_section=data["changes_section"],
            changes_mentions={k: tuple(v) for k, v in data["changes_mentions"].items()},
        )
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return None
