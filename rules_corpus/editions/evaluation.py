"""Scoring an edition map against hand-checked pairs (``tests/data/edition_pairs.yaml``).

Pure: the caller loads the pairs. Figures:

* **precision** — of the links the map proposes for the checked items, the share that are right
  (an old item linked to the wrong new item, or linked when it was removed, is a false link);
* **recall** — of the checked links (same/renumbered/changed), the share the map finds;
* **exact** — checked items whose id *and* relation both agree (added/removed count when the
  map also leaves them unmapped);
* **relation agreement** — of the correctly linked pairs, the share with the checked relation.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from rules_corpus.editions.model import EditionMap, Relation


@dataclass(frozen=True, slots=True)
class GoldPair:
    old: str | None
    new: str | None
    relation: Relation
    note: str = ""

    @classmethod
    def from_mapping(cls, data: Mapping[str, object]) -> GoldPair:
        old, new = data.get("old"), data.get("new")
        return cls(
            None if old is None else str(old),
            None if new is None else str(new),
            Relation(str(data["relation"])),
            str(data.get("note", "")),
        )


@dataclass(frozen=True, slots=True)
class Verdict:
    gold: GoldPair
    predicted_new: str | None
    predicted_old: str | None
    predicted_relation: Relation | None

    @property
    def id_correct(self) -> bool:
        if self.gold.relation is Relation.ADDED:
            return self.predicted_relation is Relation.ADDED
        return self.predicted_new == self.gold.new

    @property
    def exact(self) -> bool:
        return self.id_correct and self.predicted_relation is self.gold.relation


@dataclass
class Evaluation:
    verdicts: list[Verdict] = field(default_factory=list)

    @property
    def proposed_links(self) -> int:
        return sum(1 for v in self.verdicts if _proposes_link(v))

    @property
    def correct_links(self) -> int:
        return sum(1 for v in self.verdicts if _proposes_link(v) and v.id_correct and _linked(v))

    @property
    def gold_links(self) -> int:
        return sum(1 for v in self.verdicts if v.gold.old is not None and v.gold.new is not None)

    @property
    def precision(self) -> float:
        return self.correct_links / self.proposed_links if self.proposed_links else 1.0

    @property
    def recall(self) -> float:
        return self.correct_links / self.gold_links if self.gold_links else 1.0

    @property
    def exact_count(self) -> int:
        return sum(1 for v in self.verdicts if v.exact)

    @property
    def relation_agreement(self) -> float:
        linked = [v for v in self.verdicts if _linked(v) and v.id_correct]
        return sum(1 for v in linked if v.exact) / len(linked) if linked else 1.0

    def failures(self) -> list[Verdict]:
        return [v for v in self.verdicts if not v.exact]


def _linked(verdict: Verdict) -> bool:
    return verdict.gold.old is not None and verdict.gold.new is not None


def _proposes_link(verdict: Verdict) -> bool:
    """Whether the map links the checked item to something in the other edition."""
    if verdict.gold.old is not None:
        return verdict.predicted_new is not None
    return verdict.predicted_old is not None


def evaluate(edition_map: EditionMap, gold: Iterable[GoldPair]) -> Evaluation:
    result = Evaluation()
    for pair in gold:
        if pair.old is not None:
            found = edition_map.pair(edition_map.old_doc, pair.old)
        else:
            assert pair.new is not None
            found = edition_map.pair(edition_map.new_doc, pair.new)
        result.verdicts.append(
            Verdict(
                pair,
                found.new if found else None,
                found.old if found else None,
                found.relation if found else None,
            )
        )
    return result
