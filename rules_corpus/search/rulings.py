"""Official card rulings as search units of kind ``ruling``, supplied by the app at run time.

Rulings come from the card pool (issue 17), which rules_corpus must not import: the app hands
over plain :class:`RulingRecord` objects — card name, reference, question, answer, date and
the rule ids the ruling cites — through :meth:`RulesIndex.set_rulings`. They are small in
number, so they are ranked in memory by the same concepts as the rules (IDF-weighted
coverage of the question, :mod:`~rules_corpus.search.query`).

A ruling is shown only when it answers the question (it covers most of the question's
concepts), and then between the rules and the glossary: after the best rule, never after a
glossary entry — a ruling applies a rule to one card, it does not replace the rule.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from rules_corpus.search.query import Concept, stems_of
from rules_corpus.search.results import SearchHit

RULINGS_DOC = "card-rulings"
RULING_KIND = "ruling"
ANSWERS_AT = 0.75  # share of the question's (weighted) concepts a ruling must contain
MAX_SHOWN = 3


@dataclass(frozen=True, slots=True)
class RulingRecord:
    """One official ruling about one card, as the card pool stores it."""

    card_name: str
    reference: str
    question: str
    answer: str
    date: str
    rule_ids: tuple[str, ...] = ()

    @property
    def key(self) -> str:
        """Unique among rulings: the card's reference and the question."""
        return f"{self.reference}|{self.question}"


class Rulings:
    """The rulings the app supplied, with their stems (computed once)."""

    def __init__(self, records: Iterable[RulingRecord] = ()) -> None:
        self.records = tuple(records)
        self._stems = [
            frozenset(stems_of(f"{r.card_name} {r.question} {r.answer}")) for r in self.records
        ]

    def __len__(self) -> int:
        return len(self.records)

    def answering(
        self, concepts: tuple[Concept, ...], weight: Callable[[Concept], float]
    ) -> list[tuple[float, RulingRecord]]:
        """The rulings that answer the question, best first, as (coverage, record)."""
        weights = [weight(c) for c in concepts]
        total = sum(weights)
        if not self.records or total <= 0:
            return []
        found: list[tuple[float, int, RulingRecord]] = []
        for number, (record, stems) in enumerate(zip(self.records, self._stems, strict=True)):
            covered = sum(
                w for c, w in zip(concepts, weights, strict=True) if c.satisfied_by(stems)
            )
            coverage = covered / total
            if coverage >= ANSWERS_AT:
                found.append((coverage, number, record))
        found.sort(key=lambda f: (-f[0], f[1]))
        return [(coverage, record) for coverage, _, record in found[:MAX_SHOWN]]


def ruling_hit(record: RulingRecord, coverage: float) -> SearchHit:
    """A ruling as a hit: its card as the title, question and answer as the snippet, and the
    first rule it cites as ``current_id`` (what Enter opens: the current rule it applies)."""
    snippet = f"Q: {record.question} A: {record.answer}"
    if len(snippet) > 240:
        snippet = snippet[:240].rsplit(" ", 1)[0] + " …"
    cited = ", ".join(record.rule_ids)
    path = f"Official ruling, {record.date}" + (f" — cites {cited}" if cited else "")
    first_rule = record.rule_ids[0] if record.rule_ids else None
    return SearchHit(
        RULINGS_DOC,
        record.key,
        RULING_KIND,
        record.card_name,
        path,
        snippet,
        (),
        coverage,
        current_id=first_rule,
    )


def place_rulings(hits: tuple[SearchHit, ...], rulings: list[SearchHit]) -> tuple[SearchHit, ...]:
    """``hits`` with ``rulings`` after the best rule and before the glossary: right after the
    first rule or section hit, or earlier if a glossary entry or headword comes first."""
    if not rulings:
        return hits
    kinds = [hit.kind for hit in hits]
    after_rule = next((n + 1 for n, k in enumerate(kinds) if k in ("rule", "section")), len(hits))
    before_glossary = next(
        (n for n, k in enumerate(kinds) if k in ("glossary", "headword")), len(hits)
    )
    position = min(after_rule, before_glossary)
    return (*hits[:position], *rulings, *hits[position:])
