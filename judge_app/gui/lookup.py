"""Turn what a user typed or clicked (``6.2e``, ``§7.4.4``, ``fleeting``) into a corpus item.

A miss is not an error: :func:`resolve` returns a :class:`NotFound` with a sentence to show
and the nearest existing ids, so ``6.2.z`` offers ``6.2.a`` … ``6.2.m`` instead of failing.
"""

from __future__ import annotations

from dataclasses import dataclass

from rapidfuzz import process

from judge_app.gui.urls import Target
from rules_corpus.corpus import Corpus, Item
from rules_corpus.model import Entry
from rules_corpus.search.rule_numbers import parse_rule_number

NEAREST = 6


@dataclass(frozen=True, slots=True)
class Found:
    """A resolved item and its canonical target (ids as printed, entry terms as spelt)."""

    target: Target
    item: Item


@dataclass(frozen=True, slots=True)
class NotFound:
    """Nothing by that id: what to tell the user, and the closest ids that do exist."""

    message: str
    nearest: tuple[Target, ...] = ()


def item_id(item: Item) -> str:
    return item.term if isinstance(item, Entry) else item.id


def resolve(corpus: Corpus, doc: str, raw_id: str) -> Found | NotFound:
    """Find ``raw_id`` in document ``doc`` the forgiving way a hurried judge types it."""
    if doc not in corpus.slugs:
        return NotFound(
            f"There is no document “{doc}”. Known documents: {', '.join(corpus.slugs)}."
        )
    cleaned = " ".join(raw_id.split()).removeprefix("§").strip()
    if not cleaned:
        return NotFound("Nothing to look up: the rule number or term is empty.")
    candidates = [cleaned]
    number = parse_rule_number(cleaned)
    if number is not None:
        candidates.append(number)
    for candidate in candidates:
        item = corpus.get(doc, candidate)
        if item is not None:
            return Found(Target(doc, item_id(item)), item)
    title = corpus.document(doc).meta.citation_prefix
    shown = cleaned if len(cleaned) <= 60 else cleaned[:60] + "…"
    nearest = nearest_ids(corpus, doc, number or cleaned)
    return NotFound(
        f"No rule, section or entry “{shown}” in {title}.",
        tuple(Target(doc, found) for found in nearest),
    )


def nearest_ids(corpus: Corpus, doc: str, wanted: str) -> list[str]:
    """Ids close to ``wanted``: siblings of a mistyped rule number first, then fuzzy matches."""
    ids = list(corpus.ids(doc))
    nearest: list[str] = []
    parent = wanted.rsplit(".", 1)[0] if "." in wanted else ""
    while parent and not nearest:
        nearest = [
            i for i in ids if i.startswith(parent + ".") and i.count(".") == wanted.count(".")
        ]
        if not nearest and corpus.get(doc, parent) is not None:
            nearest = [parent]
        parent = parent.rsplit(".", 1)[0] if "." in parent else ""
    if len(nearest) > NEAREST:
        # Keep the ones around where the missing id would sort.
        position = sum(1 for i in nearest if i < wanted)
        start = max(0, min(position - NEAREST // 2, len(nearest) - NEAREST))
        nearest = nearest[start : start + NEAREST]
    if not nearest:
        nearest = [str(match[0]) for match in process.extract(wanted[:100], ids, limit=NEAREST)]
    return nearest
