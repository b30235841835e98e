"""What an edition map is made of: pairs of ids across two editions of the same rules.

An :class:`EditionMap` pairs every section and rule of an older edition (``old``) with its
counterpart in a newer one (``new``). Each :class:`EditionPair` says how the two relate:

* ``same``        — same id, text ~identical (wording and typo fixes don't count),
* ``renumbered``  — different id, text ~identical,
* ``changed``     — mapped, but the text differs in substance (the id may be the same),
* ``removed``     — an old item with no counterpart in the new edition (``new`` is None),
* ``added``       — a new item with no counterpart in the old edition (``old`` is None).

Everything is frozen and made of strings, floats and tuples, so a map can be cached and
turned into JSON without custom code.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Literal

ItemKind = Literal["section", "rule"]
DiffTag = Literal["equal", "insert", "delete", "replace"]


class Relation(StrEnum):
    SAME = "same"
    RENUMBERED = "renumbered"
    CHANGED = "changed"
    REMOVED = "removed"
    ADDED = "added"


class Source(StrEnum):
    """Where a pair comes from: the automatic matcher or the reviewed overrides."""

    AUTO = "auto"
    OVERRIDE = "override"


@dataclass(frozen=True, slots=True)
class DiffOp:
    """One run of a word-level difference: ``old`` words became ``new`` words.

    For ``equal`` runs both sides hold the same words up to case and punctuation (the words as
    printed in each edition are kept, so a renderer can show the new wording).
    """

    tag: DiffTag
    old: tuple[str, ...]
    new: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class EditionPair:
    """One correspondence (or a lack of one) between the two editions.

    ``confidence`` (0–1) is how sure the matcher is: for a mapped pair, how well the two items
    match (1.0 for a reviewed override); for ``added``/``removed``, how far the closest
    candidate was from being a match. ``reason`` explains an override. ``merged`` marks the
    second of two old items merged into one new item: the new item's counterpart is the other.
    """

    kind: ItemKind
    old: str | None
    new: str | None
    relation: Relation
    confidence: float
    diff: tuple[DiffOp, ...] = ()
    source: Source = Source.AUTO
    reason: str = ""
    merged: bool = False

    @property
    def mapped(self) -> bool:
        return self.old is not None and self.new is not None


@dataclass(frozen=True)
class EditionMap:
    """Every pair between ``old_doc`` and ``new_doc``, with lookups both ways.

    ``changes_mentions`` maps a new-edition id to the paragraphs of the new edition's
    "Changes From the Previous Version" section (CR 5.0 section 8) that mention it.
    """

    old_doc: str
    new_doc: str
    pairs: tuple[EditionPair, ...]
    changes_section: str | None = None
    changes_mentions: dict[str, tuple[str, ...]] = field(default_factory=dict, compare=False)
    _by_old: dict[str, EditionPair] = field(default_factory=dict, compare=False, repr=False)
    _by_new: dict[str, EditionPair] = field(default_factory=dict, compare=False, repr=False)

    def __post_init__(self) -> None:
        for pair in self.pairs:
            if pair.old is not None:
                self._by_old[pair.old] = pair
            if pair.new is not None and not pair.merged:
                self._by_new[pair.new] = pair

    @property
    def docs(self) -> tuple[str, str]:
        return (self.old_doc, self.new_doc)

    def other(self, doc: str) -> str:
        """The other edition of the map; KeyError for a document the map is not about."""
        if doc == self.old_doc:
            return self.new_doc
        if doc == self.new_doc:
            return self.old_doc
        raise KeyError(doc)

    def pair(self, doc: str, item_id: str) -> EditionPair | None:
        """The pair holding ``item_id`` of ``doc`` (None if the id is not a section or rule)."""
        table = self._by_old if doc == self.old_doc else self._by_new
        if doc not in self.docs:
            raise KeyError(doc)
        return table.get(item_id)

    def equivalent(self, doc: str, item_id: str) -> str | None:
        """The id in the other edition that ``item_id`` of ``doc`` corresponds to, if any."""
        pair = self.pair(doc, item_id)
        if pair is None:
            return None
        return pair.new if doc == self.old_doc else pair.old

    def pairs_for(self, doc: str, item_id: str) -> tuple[EditionPair, ...]:
        """Every pair holding ``item_id`` of ``doc``: more than one only for a merge."""
        if doc not in self.docs:
            raise KeyError(doc)
        side = "old" if doc == self.old_doc else "new"
        return tuple(p for p in self.pairs if getattr(p, side) == item_id)

    def by_relation(self, *relations: Relation) -> Iterator[EditionPair]:
        wanted = set(relations)
        return (pair for pair in self.pairs if pair.relation in wanted)

    def mentioned_in_changes(self, new_id: str) -> tuple[str, ...]:
        """The changes-section paragraphs that mention ``new_id`` or the section it is in.

        A mention of section ``7.3.40`` covers rule ``7.3.40.a``; paragraphs naming the rule
        itself come first.
        """
        keys = [new_id]
        head, _, letter = new_id.rpartition(".")
        if head and letter.isalpha():
            keys.append(head)
        found: list[str] = []
        for key in keys:
            for paragraph in self.changes_mentions.get(key, ()):
                if paragraph not in found:
                    found.append(paragraph)
        return tuple(found)

    def counts(self) -> dict[str, dict[str, int]]:
        """Number of pairs per kind and relation, e.g. ``counts()["rule"]["changed"]``."""
        table: dict[str, dict[str, int]] = {
            kind: {relation.value: 0 for relation in Relation} for kind in ("section", "rule")
        }
        for pair in self.pairs:
            table[pair.kind][pair.relation.value] += 1
        return table
