"""Official card rulings as search units of kind ``ruling``, supplied by the app at run time.

Rulings come from the card pool (issue 17), which rules_corpus must not import: the app hands
over plain :class:`RulingRecord` objects — card name, reference, question, answer, date and
the rule ids the ruling cites — through :meth:`RulesIndex.set_rulings`. They are small in
number, so they are ranked in memory by the same concepts as the rules (IDF-weighted
coverage of the question, :mod:`~rules_corpus.search.query`).

A ruling is shown only when it answers the question: it covers most of the question's
concepts, at least two of them (a one-word lookup is not a question), and what it shares with
the question is distinctive — weighed by how rare each word is over the rules and the rulings
together, so a card's name counts and "card", "play" or "Reserve" hardly do. It is then right after
the best rule, before the glossary entries ranked below it — a ruling applies a rule to one
card, it does not replace the rule.

Once the sentence encoder is loaded, each ruling also has a meaning: its card, question and
answer are encoded once, in the background (:meth:`RulesIndex.set_rulings` starts it; kept on
disk by the text's digest, never encoded while a judge types), and a ruling close in meaning
to the question (:data:`MEANING_AT`) answers it with less of the question's words
(:data:`MEANING_COVERAGE`, :data:`MEANING_EVIDENCE`): "two tough abilities on one character
does my opponent pay twice" finds the ruling "gives my Characters Tough 1. If another card also
gives them Tough 1, does my opponent pay ..." although "twice" and "abilities" are not its
words. The rulings shown are then ordered by coverage and cosine together.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from rules_corpus.search.query import Concept, stems_of
from rules_corpus.search.results import SearchHit

RULINGS_DOC = "card-rulings"
RULING_KIND = "ruling"
ANSWERS_AT = 0.75  # share of the question's (weighted) concepts a ruling must contain
# What the shared concepts must weigh together (IDF over the rules and the rulings): about three
# distinctive words, or a card's name and one more. Common words alone ("card", "play",
# "Reserve", "Expedition") are not evidence that a ruling answers a rules question.
MIN_EVIDENCE = 10.0
MIN_CONCEPTS = 2  # a one-word lookup ("fleeting") is not a question a ruling answers
# By meaning (with the encoder): the cosine a ruling needs with the question, and the looser
# word evidence it then needs — still more than common words: "cost", "play" and "Reserve"
# together weigh about 7, short of it. 0.6 is above what rules questions reach with real card
# rulings written about other things (their 90th percentile, 0.56), so the noise barely grows.
MEANING_AT = 0.6
MEANING_COVERAGE = 0.5
MEANING_EVIDENCE = 0.75 * MIN_EVIDENCE
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

    @property
    def words_text(self) -> str:
        """What the ruling is searched by: its card, question and answer."""
        return f"{self.card_name} {self.question} {self.answer}"

    @property
    def meaning_text(self) -> str:
        """What the encoder reads of the ruling: its card, question and answer."""
        return f"{self.card_name}. {self.question} {self.answer}"


class Rulings:
    """The rulings the app supplied, with their stems (computed once) and, once encoded in the
    background, their vectors (:attr:`vectors`, rows in record order; None until then)."""

    def __init__(
        self,
        records: Iterable[RulingRecord] = (),
        stems: Callable[[list[str]], list[frozenset[str]]] | None = None,
    ) -> None:
        """``stems`` stems the rulings' words (kept on disk across starts by the index:
        :mod:`~rules_corpus.search.ruling_words`); by default they are stemmed here."""
        self.records = tuple(records)
        # Set once, whole, by the thread that encodes them (a numpy array, typed loosely so
        # this module does not import numpy: the encoder loads after the window shows).
        self.vectors: object | None = None
        texts = [r.words_text for r in self.records]
        self._stems = stems(texts) if stems is not None else [frozenset(stems_of(t)) for t in texts]
        self._df: dict[str, int] = {}
        for ruling_stems in self._stems:
            for stem in ruling_stems:
                self._df[stem] = self._df.get(stem, 0) + 1

    def __len__(self) -> int:
        return len(self.records)

    def frequency(self, stem: str) -> int:
        """How many rulings use ``stem``."""
        return self._df.get(stem, 0)

    def get(self, key: str) -> RulingRecord | None:
        """The ruling whose :attr:`RulingRecord.key` is ``key`` (what a ruling hit's id is)."""
        return next((r for r in self.records if r.key == key), None)

    def answering(
        self,
        concepts: tuple[Concept, ...],
        weight: Callable[[Concept], float],
        cosines: Sequence[float] | None = None,
        named: Sequence[str] = (),
    ) -> list[tuple[float, RulingRecord]]:
        """The rulings that answer the question, best first, as (score, record): the score is
        the coverage, plus the cosine when the question's ``cosines`` with every ruling (in
        record order, from the encoder) are given — a ruling then also answers by meaning.

        ``named`` are the cards the question names (recognised by the app): a ruling on one
        of them is not asked to cover the other cards' names (a ruling is about one card, an
        interaction question names two), and the rulings on them come first."""
        weights = [weight(c) for c in concepts]
        total = sum(weights)
        if not self.records or total <= 0 or len(concepts) < MIN_CONCEPTS:
            return []
        names = {name: frozenset(stems_of(name)) for name in named}
        found: list[tuple[float, int, RulingRecord]] = []
        for number, (record, stems) in enumerate(zip(self.records, self._stems, strict=True)):
            matched = [w for c, w in zip(concepts, weights, strict=True) if c.stems & stems]
            asked = total
            if record.card_name in names:
                others = [s for n, s in names.items() if n != record.card_name]
                asked -= sum(
                    w
                    for c, w in zip(concepts, weights, strict=True)
                    if not c.stems & stems and any(c.stems <= o for o in others)
                )
            coverage = sum(matched) / asked if asked > 0 else 0.0
            evidence = sum(matched)
            several = len(matched) >= MIN_CONCEPTS
            answers = coverage >= ANSWERS_AT and several and evidence >= MIN_EVIDENCE
            cosine = cosines[number] if cosines is not None else 0.0
            by_meaning = (
                cosine >= MEANING_AT
                and coverage >= MEANING_COVERAGE
                and several
                and evidence >= MEANING_EVIDENCE
            )
            if answers or by_meaning:
                on_named = 1.0 if record.card_name in names else 0.0
                found.append((on_named + coverage + cosine, number, record))
        found.sort(key=lambda f: (-f[0], f[1]))
        return [(score, record) for score, _, record in found[:MAX_SHOWN]]


def ruling_hit(record: RulingRecord, score: float, named: bool = False) -> SearchHit:
    """A ruling as a hit: its key as the id (what opens the ruling's own page), its card as
    the title, question and answer as the snippet, and the first rule it cites as
    ``current_id`` (the current rule it applies, if any). ``named``: the question names its
    card (said in the hit's path, so the judge sees why it is there)."""
    snippet = f"Q: {record.question} A: {record.answer}"
    if len(snippet) > 240:
        snippet = snippet[:240].rsplit(" ", 1)[0] + " …"
    cited = ", ".join(record.rule_ids)
    about = " on a card in your question" if named else ""
    path = f"Official ruling{about}, {record.date}" + (f" — cites {cited}" if cited else "")
    first_rule = record.rule_ids[0] if record.rule_ids else None
    return SearchHit(
        RULINGS_DOC,
        record.key,
        RULING_KIND,
        record.card_name,
        path,
        snippet,
        (),
        score,
        current_id=first_rule,
    )


def place_rulings(hits: tuple[SearchHit, ...], rulings: list[SearchHit]) -> tuple[SearchHit, ...]:
    """``hits`` with ``rulings`` right after the best rule (the rule comes first, the ruling
    applies it; a Remark or Example is rule material too), before the glossary entries and the
    superseded edition's hits ranked below it, and never lower than :data:`MAX_POSITION` (a
    ruling that answers the question must be seen)."""
    if not rulings:
        return hits
    after_rule = next(
        (n + 1 for n, hit in enumerate(hits) if hit.kind in _RULE_MATERIAL), len(hits)
    )
    before_others = next(
        (
            n
            for n, hit in enumerate(hits)
            if hit.superseded_by is not None or hit.kind not in _RULE_MATERIAL
        ),
        len(hits),
    )
    position = max(1, min(after_rule, before_others, MAX_POSITION, len(hits)))
    return (*hits[:position], *rulings, *hits[position:])


_RULE_MATERIAL = frozenset({"rule", "section", "remark", "example"})
