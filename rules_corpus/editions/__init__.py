"""Correspondences between two editions of the same rules (issue #8).

``build_edition_map(corpus)`` pairs every section and rule of the older fan-translated Altered
edition with its CR 5.0 counterpart (automatic rapidfuzz matching, corrected by the reviewed
:mod:`rules_corpus.editions.overrides`), classifies each pair (same, renumbered, changed,
removed, added), keeps a word diff of each mapped pair and links 5.0 ids to the paragraphs of
section 8 ("Changes From the Previous Version") that mention them.

Front ends should call :func:`edition_map_for` (cached per corpus) and then
``EditionMap.pair``/``equivalent``/``mentioned_in_changes``, or :func:`old_number_hint` for the
search box.
"""

from __future__ import annotations

from pathlib import Path

from rules_corpus.corpus import Corpus
from rules_corpus.editions import disk_cache
from rules_corpus.editions.diff import diff_json, render_diff, word_diff
from rules_corpus.editions.matching import build_pairs
from rules_corpus.editions.model import (
    DiffOp,
    EditionMap,
    EditionPair,
    Relation,
    Source,
)
from rules_corpus.editions.overrides import overrides_for
from rules_corpus.model import LinkKind, Section

OLD_EDITION = "altered-fan-2024"
NEW_EDITION = "altered-cr-5.0"
# Editions that can be mapped, as (old, new), and the section listing each new edition's changes.
EDITION_PAIRS: tuple[tuple[str, str], ...] = ((OLD_EDITION, NEW_EDITION),)
CHANGES_SECTIONS: dict[str, str] = {NEW_EDITION: "8"}

__all__ = [
    "EDITION_PAIRS",
    "NEW_EDITION",
    "OLD_EDITION",
    "DiffOp",
    "EditionMap",
    "EditionPair",
    "Relation",
    "Source",
    "build_edition_map",
    "changes_mentions",
    "diff_json",
    "edition_map_for",
    "editions_of",
    "keep_on_disk",
    "old_number_hint",
    "render_diff",
    "word_diff",
]


def editions_of(doc: str, other: str) -> tuple[str, str] | None:
    """``(old, new)`` if ``doc`` and ``other`` are two mappable editions (either order)."""
    for old, new in EDITION_PAIRS:
        if {doc, other} == {old, new}:
            return old, new
    return None


def changes_mentions(corpus: Corpus, new: str) -> dict[str, tuple[str, ...]]:
    """For each id the changes section of ``new`` links to, the paragraphs that mention it."""
    section_id = CHANGES_SECTIONS.get(new)
    section = corpus.get(new, section_id) if section_id else None
    if not isinstance(section, Section):
        return {}
    mentions: dict[str, list[str]] = {}
    for paragraph, links in zip(section.intro, section.intro_links, strict=False):
        for link in links:
            if link.kind in (LinkKind.RULE, LinkKind.SECTION) and link.target_doc == new:
                found = mentions.setdefault(link.target_id, [])
                if paragraph not in found:
                    found.append(paragraph)
    return {item_id: tuple(paragraphs) for item_id, paragraphs in mentions.items()}


def build_edition_map(corpus: Corpus, old: str = OLD_EDITION, new: str = NEW_EDITION) -> EditionMap:
    """Map every section and rule of ``old`` to ``new`` (KeyError for an unknown document)."""
    old_doc, new_doc = corpus.document(old), corpus.document(new)
    overrides = [(o.kind, o.old, o.new, o.reason) for o in overrides_for(old, new)]
    pairs = build_pairs(old_doc, new_doc, overrides)
    return EditionMap(
        old,
        new,
        pairs,
        changes_section=CHANGES_SECTIONS.get(new),
        changes_mentions=changes_mentions(corpus, new),
    )


_CACHE: list[tuple[Corpus, str, str, EditionMap]] = []
_ON_DISK: list[tuple[Corpus, Path, str]] = []


def keep_on_disk(corpus: Corpus, directory: Path, digest: str) -> None:
    """Keep the edition maps of ``corpus`` (sources ``digest``) in the cache ``directory``:
    :func:`edition_map_for` reads them from there, or writes them there once built."""
    _ON_DISK.append((corpus, directory, digest))
    del _ON_DISK[:-4]


def _disk_place(corpus: Corpus, old: str, new: str) -> Path | None:
    for kept_corpus, directory, digest in _ON_DISK:
        if kept_corpus is corpus:
            return disk_cache.map_file(directory, digest, old, new)
    return None


def edition_map_for(corpus: Corpus, old: str = OLD_EDITION, new: str = NEW_EDITION) -> EditionMap:
    """:func:`build_edition_map`, computed once per corpus object (the last few are kept),
    and read from / written to the cache folder :func:`keep_on_disk` named for it."""
    for cached_corpus, cached_old, cached_new, edition_map in _CACHE:
        if cached_corpus is corpus and (cached_old, cached_new) == (old, new):
            return edition_map
    place = _disk_place(corpus, old, new)
    kept = disk_cache.load(place) if place is not None else None
    if kept is not None and kept.docs == (old, new):
        edition_map = kept
    else:
        edition_map = build_edition_map(corpus, old, new)
        if place is not None:
            disk_cache.save(place, edition_map)
    _CACHE.append((corpus, old, new, edition_map))
    del _CACHE[:-4]
    return edition_map


def old_number_hint(edition_map: EditionMap, doc: str, query_id: str) -> tuple[str, str] | None:
    """Where a number typed for ``doc`` lives in the other edition, if it moved.

    ``old_number_hint(m, "altered-fan-2024", "7.3.8")`` is ``("altered-cr-5.0", "7.3.16")``,
    so a search box can say "7.3.8 in the old edition is 7.3.16 in CR 5.0". None when ``doc``
    is not in the map, the id is unknown, has no counterpart, or keeps its number.
    """
    if doc not in edition_map.docs:
        return None
    cleaned = query_id.strip().removeprefix("§").strip().rstrip(".").lower()
    pair = edition_map.pair(doc, cleaned)
    if pair is None or not pair.mapped:
        return None
    other = edition_map.other(doc)
    other_id = edition_map.equivalent(doc, cleaned)
    if other_id is None or other_id == cleaned:
        return None
    return other, other_id
