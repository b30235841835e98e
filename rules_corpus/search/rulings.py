"""Official card rulings as search units of kind ``ruling``, supplied by the app at run time.

Rulings come from the card pool (issue 17), which rules_corpus must not import: the app hands
over plain :class:`RulingRecord` objects — card name, reference, question, answer, date and
the rule ids the ruling cites — through :meth:`RulesIndex.set_rulings`. They are small in
number, so they are ranked in memory by the same concepts as the rules (IDF-weighted
coverage of the question, :mod:`~rules_corpus.search.query`).

A ruling is shown only when it answers the question (it covers most of the question's
concepts, and at least two of them: a one-word lookup is not a question), and then right after
the best rule, before the glossary entries ranked below it — a ruling applies a rule to one
card, it does not replace the rule.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from rules_corpus.search.query import Concept, stems_of
from rules_corpus.search.results import SearchHit

RULINGS_DOC = "card-rulings"
RULING_KIND = "ruling"
ANSWERS_AT = 0.75  # share of the question's (weighted) concepts a ruling must contain
MIN_CONCEPTS = 2  # a one-word lookup ("fleeting") is not a question a ruling answers
MAX_SHOWN = 3
MAX_POSITION = 3  # a ruling that answers is shown among the first few hits


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
        if not self.records or total <= 0 or len(concepts) < MIN_CONCEPTS:
            return []
        found: list[tuple[float, int, RulingRecord]] = []
        for number, (record, stems) in enumerate(zip(self.records, self._stems, strict=True)):
            matched = [w for c, w in zip(concepts, weights, strict=True) if c.stems & stems]
            coverage = sum(matched) / total
            if coverage >= ANSWERS_AT and len(matched) >= MIN_CONCEPTS:
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
    """``hits`` with ``rulings`` right after the best rule (the rule comes first, the ruling
    applies it), before the glossary entries ranked below that rule, and never lower than
    :data:`MAX_POSITION` (a ruling that answers the question must be seen)."""
    if not rulings:
        return hits
    after_rule = next(
        (n + 1 for n, hit in enumerate(hits) if hit.kind in ("rule", "section")), len(hits)
    )
    position = max(1, min(after_rule, MAX_POSITION, len(hits)))
    return (*hits[:position], *rulings, *hits[position:])
