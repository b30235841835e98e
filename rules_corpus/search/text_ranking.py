"""A question's words ranked into hits, for :class:`RulesIndex` (the engine's candidates in).

A mixin of :class:`~rules_corpus.search.index.RulesIndex` (kept apart so the index module stays
one idea: opening the index and answering the search verb): the candidates the engine and the
encoder find for a question (:mod:`~rules_corpus.search.candidates`) ranked by the learned
weights (:mod:`~rules_corpus.search.ranking`), re-ranked by the principles a question naming
cards invokes (:mod:`~rules_corpus.search.rerank`, :mod:`~rules_corpus.search.learned_order`,
:mod:`~rules_corpus.search.siblings`), one hit per rule, current rules first
(:mod:`~rules_corpus.search.currency`) and the official rulings placed among them
(:mod:`~rules_corpus.search.rulings`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from rules_corpus.editions import NEW_EDITION
from rules_corpus.search.analysis import content_stems
from rules_corpus.search.card_search import CardQuestions
from rules_corpus.search.currency import superseding
from rules_corpus.search.hit_list import marked, one_per_rule, query_stems
from rules_corpus.search.interaction import Invoked
from rules_corpus.search.learned_order import MODEL as ORDER_MODEL
from rules_corpus.search.learned_order import OrderSignals, learned_order
from rules_corpus.search.meaning_supply import MeaningSupply
from rules_corpus.search.question_text import asked_text
from rules_corpus.search.ranking import Candidate, definition_first
from rules_corpus.search.rerank import WEIGHTS, rerank
from rules_corpus.search.results import SearchHit
from rules_corpus.search.rulings import RULING_KIND, place_rulings, ruling_hit
from rules_corpus.search.siblings import Families, SiblingWeights, lift_siblings
from rules_corpus.search.snippets import make_snippet, shown_text
from rules_corpus.search.specific_rule import Openings, SpecificWeights, specific_first

if TYPE_CHECKING:
    from whoosh import query as wq
    from whoosh.searching import Searcher

    from rules_corpus.corpus import Corpus
    from rules_corpus.search.candidates import CandidateSignals
    from rules_corpus.search.currency import Currency
    from rules_corpus.search.query import Concept
    from rules_corpus.search.ranking import LinearRanker
    from rules_corpus.search.semantic import QuestionSimilarity
    from rules_corpus.search.units import SearchUnit


class TextRanking(CardQuestions, MeaningSupply):
    """How :class:`~rules_corpus.search.index.RulesIndex` ranks a text question into hits."""

    if TYPE_CHECKING:  # the index's members this mixin uses
        corpus: Corpus
        ranker: LinearRanker
        currency: Currency
        sibling_weights: SiblingWeights
        specific_weights: SpecificWeights
        _openings: dict[str, Openings]
        _searcher: Searcher
        _signals: CandidateSignals
        _units: dict[str, SearchUnit]
        _families: Families | None
        _ruling_games: tuple[str, ...]

        def _parse(
            self, query: str, typing: bool, notices: list[str]
        ) -> tuple[wq.Query, tuple[Concept, ...]]: ...

        def _filter(
            self, doc: str | None, kind: str | None, game: str | None
        ) -> wq.Query | None: ...

    def _display_title(self, fields_: dict[str, object]) -> str:
        """The unit's own title (the indexed title also carries an entry's aliases)."""
        unit = self._units.get(str(fields_["key"]))
        return unit.title if unit is not None else str(fields_.get("title", ""))

    def _text_hits(
        self,
        query: str,
        doc: str | None,
        kind: str | None,
        game: str | None,
        limit: int,
        typing: bool,
        notices: list[str],
        pending: list[str] | None = None,
        asked: str | None = None,
        named: tuple[str, ...] = (),
        invoked: Invoked | None = None,
        own: str | None = None,
    ) -> tuple[SearchHit, ...]:
        """Rank by the engine's BM25F score × kind weight × coverage².

        Coverage is the share of the query's concepts a unit contains, each concept weighted by
        how rare its words are (IDF), so "card" counts for less than "Fleeting": it lets a rule that
        answers a whole question ("deck size constructed") beat a glossary entry that only
        names one of its words, while a one-word query still puts the glossary entry first.
        """
        parsed, concepts = self._parse(query, typing, notices)
        filter_ = self._filter(doc, kind, game)
        meaning = self.players_meaning(query) or query
        similarity = self._similarity(meaning, doc, kind, game, pending)
        rulings: list[SearchHit] = []
        if (
            self.rulings
            and doc is None
            and game in (None, *self._ruling_games)
            and kind
            in (
                None,
                RULING_KIND,
            )
        ):
            cosines = self._ruling_cosines(meaning, similarity)
            # A question naming cards: the rulings are weighed on it whole (the names count).
            weighed = concepts if asked is None else self._parse(asked, False, [])[1]
            answering = self.rulings.answering(weighed, self._ruling_weight, cosines, named)
            rulings = [ruling_hit(r, score, r.card_name in named) for score, r in answering]
        if kind == RULING_KIND:
            return tuple(rulings[:limit])
        joining = self.invoked_keys(invoked) if invoked else ()
        pool, rest = self._signals.candidates(
            parsed, concepts, query, doc, limit, filter_, similarity, joining
        )
        ranker = self.ranker
        if similarity is not None and self.semantic_ranker is not None:
            ranker = self.semantic_ranker
        ranked = definition_first(ranker.rank(pool, len(concepts)), len(concepts))
        ranked += ranker.rank(rest, len(concepts))
        typed = None
        if invoked and similarity is not None and (WEIGHTS.typed or WEIGHTS.fused):
            typed = self.typed_cosines(invoked, pending)
        if invoked and ORDER_MODEL:  # the learned second look (benchmarks/fit_learned_order.py)
            signals = self._order_signals(ranked, concepts, own, similarity, named)
            ranked = learned_order(ranked, self._units, invoked, signals)
        else:  # no model shipped: the hand-set second look
            ranked = rerank(ranked, self._units, invoked or Invoked(), WEIGHTS, typed, named)
        if invoked and (self.sibling_weights.depth or self.sibling_weights.cap):
            own_concepts = self._parse(own, False, [])[1] if own else concepts
            ranked = self._lift_siblings(ranked, concepts, own_concepts, similarity, invoked.doc)
        if invoked and self.specific_weights.depth:
            ranked = self._specific_first(ranked, own if own is not None else query, invoked.doc)
        stems = query_stems(parsed)
        rulings = [marked(hit, stems) for hit in rulings]
        lead = self._lead(concepts) if doc is None else None
        placed = [(score, c.docnum) for score, c in one_per_rule(ranked, self._units)]
        if doc is None:
            placed = self.currency.first_current(
                placed, self._signals.described, self._signals.docnum, lead, limit, kind is None
            )
        hits: list[SearchHit] = []
        for score, docnum in placed[:limit]:
            hits.append(self._text_hit(docnum, score, stems))
        # Current rules first (superseded hits marked, after), then the rulings among them.
        return place_rulings(self.currency.arrange(tuple(hits), doc, lead), rulings)[:limit]

    def _text_hit(
        self, docnum: int, score: float, stems: tuple[set[str], tuple[str, ...]]
    ) -> SearchHit:
        """The hit for the unit numbered ``docnum``: its fields read from the units in memory
        (the index's stored copy of the same fields is unpickled per read, a tenth of a
        millisecond a hit), else from the index."""
        unit = self._units.get(self._signals.key(docnum))
        if unit is None:
            fields_ = self._searcher.stored_fields(docnum)
            doc, kind, item = str(fields_["doc"]), str(fields_["kind"]), str(fields_["id"])
            title, path = self._display_title(fields_), str(fields_.get("path", ""))
            body = str(fields_.get("body", ""))
        else:
            doc, kind, item = unit.doc, unit.kind.value, unit.id
            title, path, body = unit.title, unit.path, unit.body
        snippet, spans = make_snippet(shown_text(self.corpus, doc, kind, item, body), stems)
        return SearchHit(doc, item, kind, title, path, snippet, spans, score)

    def _order_signals(
        self,
        first: Sequence[tuple[float, Candidate]],
        concepts: tuple[Concept, ...],
        own: str | None,
        similarity: QuestionSimilarity | None,
        named: tuple[str, ...] = (),
    ) -> OrderSignals:
        """What :func:`learned_order` weighs beyond the ranking: the first scores, the fit to
        the searched concepts and to those of them the question's own words write (the names
        out; worked out from the searched concepts, not parsed again: a parse is a millisecond),
        the cosines with the question and with the questions asked, the cards' names."""
        fit = self._signals.fit(concepts)
        if own:
            written = content_stems(own)
            own_concepts = tuple(c for c in concepts if written.intersection(c.stems))
            own_fit = self._signals.fit(own_concepts) if own_concepts else (lambda key: 0.0)
        else:
            own_fit = fit
        scores = {c.key: score for score, c in reversed(first)}
        if similarity is None:
            return OrderSignals(scores, fit, own_fit, names=named)
        return OrderSignals(
            scores,
            fit,
            own_fit,
            similarity.cosine,
            similarity.asked_cosine,
            tuple(named),
            similarity.asked3_cosine,
        )

    def _lift_siblings(
        self,
        ranked: list[tuple[float, Candidate]],
        concepts: tuple[Concept, ...],
        own: tuple[Concept, ...],
        similarity: QuestionSimilarity | None,
        doc: str,
    ) -> list[tuple[float, Candidate]]:
        """The sibling-rule stage (:mod:`~rules_corpus.search.siblings`) of a question that
        invokes general rules (it names cards, known or not): ``concepts`` are what is
        searched (the cards' rules words in), ``own`` the question's own words'."""
        if self._families is None:
            self._families = Families(self._units)
        cosine = similarity.cosine if similarity is not None else _no_cosine
        return lift_siblings(
            ranked,
            self._units,
            self._families,
            self._signals.fit(concepts),
            cosine,
            self._signals.docnum,
            doc,
            self.sibling_weights,
            own=self._signals.fit(own),
        )

    def _specific_first(
        self,
        ranked: list[tuple[float, Candidate]],
        own: str,
        doc: str,
    ) -> list[tuple[float, Candidate]]:
        """The lettered rule that holds the question's own words above its section's opening
        (:mod:`~rules_corpus.search.specific_rule`): ``own`` is the question's own text (the
        cards' names out), whose words as written alone count."""
        openings = self._openings.get(doc)
        if openings is None:
            if doc not in self.corpus.slugs:
                return ranked
            openings = self._openings[doc] = Openings(self.corpus.document(doc), doc)
        weights = self.specific_weights
        asked = frozenset(content_stems(asked_text(own)))
        written = asked if weights.asked else content_stems(own)
        if not written:
            return ranked
        return specific_first(
            ranked,
            self._units,
            openings,
            self._signals.alone(written, weights.rarity, asked, weights.stress),
            self._signals.docnum,
            self.specific_weights,
        )

    def _lead(self, concepts: tuple[Concept, ...]) -> str | None:
        """The document whose best hit the default search puts first (what Enter opens): the
        current Altered rules (a judge's desk for Altered), unless the question uses a word
        only another game's rules use (then the ranking's order stands: the question is about
        that game)."""
        if NEW_EDITION not in self.corpus.slugs:
            return None
        others = tuple(
            d.slug
            for d in self.corpus.documents
            if d.slug != NEW_EDITION and superseding(d.slug) is None
        )
        if self._signals.speaks_only_elsewhere(concepts, NEW_EDITION, others):
            return None
        return NEW_EDITION


def _no_cosine(key: str) -> float:
    """Without the encoder, no unit is close in meaning."""
    return 0.0
