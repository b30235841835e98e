"""Full-text search over the corpus, behind a small interface of our own.

:class:`RulesIndex` hides the engine (Whoosh-Reloaded) behind three verbs — open/build, search,
rebuild — so it could be replaced without touching the app. What it adds on top of the engine:

* rule-number queries (``6.2e``, ``rule 6.2``, ``§7.4.4``) answered by exact lookup;
* titles and glossary terms boosted, so a glossary entry outranks passing mentions of its term;
* stemming, phrases (``"can't beats can"``), prefixes (``exhau*``, and the word being typed);
* questions understood as concepts: question words dropped, players' words mapped to the
  rules' words (:mod:`~rules_corpus.search.query`, :mod:`~rules_corpus.search.lexicon`);
* typo tolerance with "did you mean" (:mod:`~rules_corpus.search.spelling`);
* filters by game, document and kind; snippets with the matched words' offsets;
* official card rulings supplied at run time (kind ``ruling``, :mod:`~rules_corpus.search.rulings`);
* current rules first: superseded editions' hits after, marked with their CR 5.0 equivalent
  (:mod:`~rules_corpus.search.currency`).

The on-disk index is a cache keyed by the sources' digest, shared by every window: built in
a staging folder of its own and renamed into place (never half-written), checked against its
checksums when opened, rebuilt when the sources change or when it is damaged
(:mod:`~rules_corpus.search.cache`).
"""

from __future__ import annotations

import itertools
import math
import re
import shutil
from collections.abc import Callable, Iterable
from dataclasses import replace
from pathlib import Path

from whoosh import fields, index, qparser
from whoosh import query as wq
from whoosh.analysis import Analyzer
from whoosh.filedb.filestore import copy_to_ram
from whoosh.searching import Searcher

from rules_corpus.corpus import Corpus
from rules_corpus.editions import NEW_EDITION
from rules_corpus.model import Kind, Rule
from rules_corpus.search import cache
from rules_corpus.search.analysis import index_analyzer
from rules_corpus.search.currency import Currency
from rules_corpus.search.lexicon import players_lexicon
from rules_corpus.search.memory import ram_storage
from rules_corpus.search.query import Concept, content_text, stem_pairs, stems_of, understand
from rules_corpus.search.ranking import Candidate, LinearRanker, learned_ranker
from rules_corpus.search.results import SearchHit, SearchResult
from rules_corpus.search.rule_numbers import parse_rule_number
from rules_corpus.search.rulings import (
    RULING_KIND,
    RulingRecord,
    Rulings,
    place_rulings,
    ruling_hit,
)
from rules_corpus.search.snippets import make_snippet
from rules_corpus.search.spelling import Speller
from rules_corpus.search.units import SearchUnit, iter_units

Progress = Callable[[int, int], None]

MAX_QUERY_CHARS = 300
INDEX_FORMAT = 5  # 5: the shared analyzer of search/analysis.py (numbers, quiet words, Porter2)
_KIND_WEIGHT = {
    Kind.GLOSSARY.value: 1.6,
    Kind.HEADWORD.value: 1.6,
    Kind.SECTION.value: 1.3,
    Kind.RULE.value: 1.0,
    Kind.REMARK.value: 0.75,
    Kind.EXAMPLE.value: 0.7,
}
_POOL = 40  # candidates taken from the engine before ranking
_LEAD_WORDS = 12  # a rule's first words: where it names what it is about
_RULE_MATERIAL = frozenset({Kind.RULE.value, Kind.REMARK.value, Kind.EXAMPLE.value})
_SPECIALS = re.compile(r"[\\/:^~(){}\[\]<>+\-!]")


def kind_weight(kind: str, concepts: int) -> float:
    """How much a kind of unit is favoured: fully for a one-concept query ("fleeting" wants the
    glossary entry), less as the question names more concepts (a whole question wants the
    rule that answers it, not the entry defining one of its words)."""
    weight = _KIND_WEIGHT.get(kind, 1.0)
    return 1.0 + (weight - 1.0) / max(1, concepts)


class SearchError(ValueError):
    """A search request that cannot be run (unknown document or kind)."""


def _analyzer() -> Analyzer:
    return index_analyzer()


def _schema() -> fields.Schema:
    analyzer = _analyzer()
    return fields.Schema(
        key=fields.ID(stored=True, unique=True),
        doc=fields.ID(stored=True),
        game=fields.ID(stored=True),
        id=fields.ID(stored=True),
        kind=fields.ID(stored=True),
        order=fields.STORED,
        title=fields.TEXT(analyzer=analyzer, field_boost=3.0, stored=True),
        term=fields.TEXT(analyzer=analyzer, field_boost=6.0),
        body=fields.TEXT(analyzer=analyzer, stored=True, phrase=True),
        path=fields.STORED,
        stems=fields.STORED,
        title_stems=fields.STORED,
        path_stems=fields.STORED,
        lead_stems=fields.STORED,
        pairs=fields.STORED,
    )


class RulesIndex:
    """The search index of one corpus. Thread-compatible: one searcher, reads only."""

    def __init__(self, corpus: Corpus, ix: index.Index, notices: list[str] | None = None) -> None:
        self.corpus = corpus
        self._ix = ix
        self._searcher: Searcher = ix.searcher()
        # Each indexed unit's key, kind and stems by document number, read once (~40 ms, on the
        # loading thread): coverage is then judged over every match without reading fields.
        # The ranker's per-unit words were analysed when the index was built; they are kept
        # as stored (text) and split when a unit is first ranked, which keeps opening quick.
        self._docs: list[tuple[str, str, frozenset[str]]] = []
        self._stored: dict[str, tuple[str, str, str, str]] = {}
        self._context: dict[str, tuple[frozenset[str], frozenset[str], int, frozenset[str]]] = {}
        self._pairs: dict[str, frozenset[tuple[str, str]]] = {}
        for docnum, stored in self._searcher.reader().iter_docs():
            while len(self._docs) < docnum:
                self._docs.append(("", "", frozenset()))
            key = str(stored["key"])
            self._docs.append(
                (key, str(stored["kind"]), frozenset(str(stored.get("stems", "")).split()))
            )
            self._stored[key] = (
                str(stored["title_stems"]),
                str(stored["path_stems"]),
                str(stored["lead_stems"]),
                str(stored["pairs"]),
            )
        self._df: dict[str, int] = {}
        self._count = max(1, self._searcher.doc_count())
        self._lexicon = players_lexicon()
        self.ranker: LinearRanker = learned_ranker()
        self.currency = Currency(corpus)
        self.rulings = Rulings()
        self._ruling_games = tuple(d.meta.game for d in corpus.documents if d.slug == NEW_EDITION)
        self.notices = notices or []
        units = list(iter_units(corpus))
        self._speller = Speller([f"{u.title} {u.term} {u.body}" for u in units], self._stem_known)
        # A player's word ("replacement", "graveyard") is understood, not a typo to correct.
        self._speller.add_texts(self._lexicon.phrases())
        self._games = {d.meta.game for d in corpus.documents}
        self._order = {u.key: n for n, u in enumerate(units)}
        self._units = {u.key: u for u in units}
        fieldnames = ["title", "body"]
        self._parser = qparser.MultifieldParser(fieldnames, self._ix.schema, group=qparser.OrGroup)
        self._parser.remove_plugin_class(qparser.FieldsPlugin)
        self._parser.remove_plugin_class(qparser.BoostPlugin)
        self._material = _rule_material(self._docs)
        self._definitions = _glossary_definitions(self._docs, self._units)

    # -- building -------------------------------------------------------------------------

    @classmethod
    def open_or_build(
        cls,
        corpus: Corpus,
        digest: str,
        directory: Path | None,
        progress: Progress | None = None,
    ) -> RulesIndex:
        """Open the index for ``digest`` in ``directory``, building it first if needed.

        The folder is shared by every window (:mod:`~rules_corpus.search.cache`): a build
        goes to a unique staging folder and is renamed into place; an index whose files do
        not match their checksums, or that does not hold every unit, is rebuilt with a
        notice. ``directory=None`` keeps the index in memory only."""
        notices: list[str] = []
        if directory is None:
            return cls(corpus, _build_in_memory(corpus, progress), notices)
        target = directory / f"index-v{INDEX_FORMAT}-{digest}"
        if cache.unverifiable(target):
            cache.discard(target)  # built by an earlier version, without checksums
        if (target / cache.READY).exists():
            problem = cache.verify(target)
            if problem is None:
                try:
                    opened = cls(corpus, _open_in_memory(target), notices)
                except Exception as error:  # whoosh raises many kinds on a damaged index
                    problem = f"it could not be opened ({error.__class__.__name__})"
                else:
                    if opened.complete():
                        return opened
                    opened.close()
                    problem = "it does not hold every rule"
            notices.append(f"The search index was damaged ({problem}); rebuilt.")
            cache.discard(target)
        elif target.exists():
            notices.append("An incomplete search index was found and rebuilt.")
            cache.discard(target)
        build_index(corpus, target, progress)
        cache.sweep(directory, target)
        return cls(corpus, _open_in_memory(target), notices)

    def set_rulings(self, records: Iterable[RulingRecord]) -> None:
        """Official card rulings to search with the rules (kind ``ruling``), supplied by the
        app from its card pool at run time; replaces any rulings given before."""
        self.rulings = Rulings(records)
        # Card names and ruling words are known words, not typos to correct.
        self._speller.add_texts(
            f"{r.card_name} {r.question} {r.answer}" for r in self.rulings.records
        )

    def complete(self) -> bool:
        """Whether the index holds one document per search unit (a probe at open)."""
        return bool(self._ix.doc_count() == len(self._units))

    def close(self) -> None:
        self._searcher.close()

    # -- searching ------------------------------------------------------------------------

    def search(
        self,
        text: str,
        doc: str | None = None,
        kind: str | None = None,
        game: str | None = None,
        limit: int = 10,
        typing: bool = False,
    ) -> SearchResult:
        """Search the corpus.

        ``typing`` marks a query still being typed: its last word is also taken as a prefix.
        Raises :class:`SearchError` for an unknown document, kind or game.
        """
        self._check_filters(doc, kind, game)
        notices: list[str] = []
        query = " ".join(text.split())
        if len(query) > MAX_QUERY_CHARS:
            query = query[:MAX_QUERY_CHARS].rsplit(" ", 1)[0]
            notices.append(f"The query was shortened to its first {len(query)} characters.")
        if not query:
            return SearchResult(text, (), notices=tuple(notices))
        limit = max(1, min(limit, 200))
        number = parse_rule_number(query)
        if number is not None:
            hits = self._number_hits(number, doc, kind, game, limit)
            hits = self.currency.arrange(hits, doc)
            return SearchResult(query, hits, number_query=number, notices=tuple(notices))
        suggestion = self._speller.correct(query, last_word_is_prefix=typing)
        if suggestion is not None:
            # A word found nowhere in the rules is a typo: search what was meant, and say so.
            hits = self._text_hits(suggestion, doc, kind, game, limit, typing, notices)
            if hits:
                return SearchResult(query, hits, suggestion, True, notices=tuple(notices))
        hits = self._text_hits(query, doc, kind, game, limit, typing, notices)
        return SearchResult(query, hits, suggestion, False, notices=tuple(notices))

    def _check_filters(self, doc: str | None, kind: str | None, game: str | None) -> None:
        if doc is not None and doc not in self.corpus.slugs:
            raise SearchError(
                f"unknown document {doc!r}; known documents: {', '.join(self.corpus.slugs)}"
            )
        kinds = [k.value for k in Kind] + [RULING_KIND]
        if kind is not None and kind not in kinds:
            raise SearchError(f"unknown kind {kind!r}; known kinds: {', '.join(kinds)}")
        if game is not None and game not in self._games:
            raise SearchError(
                f"unknown game {game!r}; known games: {', '.join(sorted(self._games))}"
            )

    def _filter(self, doc: str | None, kind: str | None, game: str | None) -> wq.Query | None:
        terms: list[wq.Query] = []
        if doc is not None:
            terms.append(wq.Term("doc", doc))
        if kind is not None:
            terms.append(wq.Term("kind", kind))
        if game is not None:
            terms.append(wq.Term("game", game))
        return wq.And(terms) if terms else None

    def _number_hits(
        self, number: str, doc: str | None, kind: str | None, game: str | None, limit: int
    ) -> tuple[SearchHit, ...]:
        """Exact rule/section lookups: the item itself, then what is filed under it."""
        hits: list[SearchHit] = []
        documents = [d for d in self.corpus.documents if doc is None or d.slug == doc]
        documents = [d for d in documents if game is None or d.meta.game == game]
        for rank, document in enumerate(documents):
            score = 100.0 - rank
            for rule in document.rules:
                matches = rule.id == number or rule.section_id == number
                matches = matches or rule.section_id.startswith(number + ".")
                if matches and kind in (None, Kind.RULE.value):
                    exact = rule.id == number
                    hits.append(self._hit(document.slug, Kind.RULE, rule.id, score + exact * 50))
            for section in document.sections:
                if section.id == number and kind in (None, Kind.SECTION.value):
                    hits.append(self._hit(document.slug, Kind.SECTION, section.id, score + 60))
        hits.sort(key=lambda h: -h.score)
        return tuple(hits[:limit])

    def _hit(self, slug: str, kind: Kind, item_id: str, score: float) -> SearchHit:
        unit = self._units.get(f"{slug}|{kind.value}|{item_id}")
        body = unit.body if unit else ""
        snippet = body if len(body) <= 240 else body[:240].rsplit(" ", 1)[0] + " …"
        title, path = (unit.title, unit.path) if unit else ("", "")
        return SearchHit(slug, item_id, kind.value, title, path, snippet, (), score)

    def _parse(
        self, query: str, typing: bool, notices: list[str]
    ) -> tuple[wq.Query, tuple[Concept, ...]]:
        """The engine's query for ``query``, and the concepts used to judge coverage."""
        understood = understand(query, self._lexicon, typing)
        try:
            parsed: wq.Query = self._parser.parse(understood.engine_text)
        except Exception:
            notices.append("The query's special characters were ignored.")
            parsed = self._parser.parse(_SPECIALS.sub(" ", understood.engine_text))
        return parsed, understood.concepts

    def _doc_frequency(self, stem: str) -> int:
        df = self._df.get(stem)
        if df is None:
            df = max(
                self._searcher.doc_frequency("body", stem),
                self._searcher.doc_frequency("title", stem),
            )
            self._df[stem] = df
        return df

    def _stem_known(self, word: str) -> bool:
        """Whether the index holds ``word`` in some form (its stem)."""
        return any(self._doc_frequency(stem) for stem in stems_of(word))

    def _weight(self, concept: Concept) -> float:
        """How much a concept tells units apart: the inverse document frequency of its rarest
        stem that the corpus uses (a word found nowhere weighs nothing)."""
        best = 0.0
        for stem in concept.stems:
            df = self._doc_frequency(stem)
            if df:
                best = max(best, math.log((self._count + 1) / (df + 0.5)))
        if best == 0.0 and concept.prefix is not None:
            best = math.log((self._count + 1) / 10.5)
        return best

    def _ruling_weight(self, concept: Concept) -> float:
        """How distinctive a concept is among the rules and the rulings searched with them
        (IDF over both): a card's name, found in no rule, weighs much; "card" hardly."""
        size = self._count + len(self.rulings)
        best = 0.0
        for stem in concept.stems:
            df = self._doc_frequency(stem) + self.rulings.frequency(stem)
            if df:
                best = max(best, math.log((size + 1) / (df + 0.5)))
        return best

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
    ) -> tuple[SearchHit, ...]:
        """Rank by the engine's BM25F score × kind weight × coverage².

        Coverage is the share of the query's concepts a unit contains, each concept weighted by
        how rare its words are (IDF), so "card" counts for less than "Fleeting": it lets a rule that
        answers a whole question ("deck size constructed") beat a glossary entry that only
        names one of its words, while a one-word query still puts the glossary entry first.
        """
        parsed, concepts = self._parse(query, typing, notices)
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
            rulings = [
                ruling_hit(r, c) for c, r in self.rulings.answering(concepts, self._ruling_weight)
            ]
        if kind == RULING_KIND:
            return tuple(rulings[:limit])
        candidates = self._candidates(parsed, concepts, query, doc, kind, game, limit)
        ranked = self.ranker.rank(candidates, len(concepts))
        stems = _query_stems(parsed)
        rulings = [_marked(hit, stems) for hit in rulings]
        hits: list[SearchHit] = []
        for score, candidate in _one_per_rule(ranked, self._units)[:limit]:
            fields_ = self._searcher.stored_fields(candidate.docnum)
            snippet, spans = make_snippet(str(fields_.get("body", "")), stems)
            hits.append(
                SearchHit(
                    str(fields_["doc"]),
                    str(fields_["id"]),
                    str(fields_["kind"]),
                    self._display_title(fields_),
                    str(fields_.get("path", "")),
                    snippet,
                    spans,
                    score,
                )
            )
        # Current rules first (superseded hits marked, after), then the rulings among them.
        return place_rulings(self.currency.arrange(tuple(hits), doc), rulings)[:limit]

    def _candidates(
        self,
        parsed: wq.Query,
        concepts: tuple[Concept, ...],
        query: str,
        doc: str | None,
        kind: str | None,
        game: str | None,
        limit: int,
    ) -> list[Candidate]:
        """The engine's best matches, each with the signals the ranker weighs."""
        weights = [self._weight(c) for c in concepts]
        total = sum(weights)

        def share(stems: frozenset[str]) -> float:
            if not total:
                return 1.0
            matched = (w for c, w in zip(concepts, weights, strict=True) if c.satisfied_by(stems))
            return sum(matched) / total

        # What a unit must be called to be named by the query: the words typed, or, for one
        # player's word, the rules' words it means ("graveyard" names the Discard pile).
        wanted = {_title_key(content_text(query))} - {""}
        if len(concepts) == 1:
            wanted |= {_title_key(m) for m in self._lexicon.get(concepts[0].text)}
        defined = self._defined_stems(concepts, doc)
        # The question's neighbouring concepts, as pairs of stems a unit may have side by side.
        neighbours = [
            {(a, b) for a in first.stems for b in second.stems}
            for first, second in itertools.pairwise(concepts)
        ]
        defined_total = sum(self._idf(s) for s in defined)
        # limit=None: whoosh's top-N collector is slower than a full sort on a corpus this size.
        results = self._searcher.search(parsed, limit=None, filter=self._filter(doc, kind, game))
        candidates: list[Candidate] = []
        for rank, (score, docnum) in enumerate(results.top_n[: max(_POOL, limit * 3)]):
            key, unit_kind, unit_stems = self._docs[docnum]
            title_stems, path_stems, depth, lead_stems = self._unit_context(key)
            material = self._material.get(_material_key(key), unit_stems)
            definition = (
                sum(self._idf(s) for s in defined & unit_stems) / defined_total
                if defined_total
                else 0.0
            )
            candidates.append(
                Candidate(
                    key=key,
                    kind=unit_kind,
                    text_score=float(score or 0.0) * kind_weight(unit_kind, len(concepts)),
                    coverage=share(unit_stems),
                    title_coverage=share(title_stems),
                    path_coverage=share(path_stems),
                    named=not wanted.isdisjoint(self._names(key)),
                    depth=depth,
                    length=len(unit_stems),
                    order=self._order.get(key, 0),
                    docnum=docnum,
                    lead_coverage=share(lead_stems),
                    material_coverage=share(material),
                    definition_coverage=definition,
                    engine_rank=rank,
                    first_rule=unit_kind == "rule" and key.endswith(".a"),
                    adjacency=self._adjacency(key, neighbours),
                )
            )
        return candidates

    def ranking_candidates(
        self, text: str, doc: str | None = None
    ) -> tuple[list[Candidate], int, dict[str, SearchUnit]]:
        """The candidates a text query ranks, the number of its concepts, and the units by
        key: what ``benchmarks/train_ranker.py`` fits the ranker's weights on."""
        parsed, concepts = self._parse(" ".join(text.split()), False, [])
        return (
            self._candidates(parsed, concepts, text, doc, None, None, 10),
            len(concepts),
            self._units,
        )

    def _names(self, key: str) -> set[str]:
        """What a unit is called, as typed: a section's or titled rule's title, a glossary
        entry's term with its aliases. A rule filed under a titled section is not named by
        that title (the section is), nor is a Remark or Example."""
        unit = self._units.get(key)
        if unit is None or unit.kind.value in ("remark", "example"):
            return set()
        if unit.kind is Kind.RULE:
            rule = self.corpus.get(unit.doc, unit.id)
            if not isinstance(rule, Rule) or not rule.title:
                return set()
        return {_title_key(unit.title), _title_key(unit.term)} - {""}

    def _adjacency(self, key: str, neighbours: list[set[tuple[str, str]]]) -> float:
        """The share of the question's neighbouring concepts that the unit also has side by
        side ("first player", "move forward"), 0 for a one-concept query."""
        if not neighbours:
            return 0.0
        pairs = self._pairs.get(key)
        if pairs is None:
            stored = self._stored.get(key, ("", "", "", ""))[3]
            pairs = frozenset(
                (first, second) for first, _, second in (p.partition("|") for p in stored.split())
            )
            self._pairs[key] = pairs
        return sum(1 for wanted in neighbours if not wanted.isdisjoint(pairs)) / len(neighbours)

    def _defined_stems(self, concepts: tuple[Concept, ...], doc: str | None) -> frozenset[str]:
        """The words of the glossary definitions of the terms the question names (the
        question's own words left out): "reserve limit" brings Hero, Night, choose, ..."""
        asked: set[str] = set()
        for concept in concepts:
            asked |= concept.stems
        defined: set[str] = set()
        for slug, term, words in self._definitions:
            if (doc is None or slug == doc) and term <= asked:
                defined |= words
        return frozenset(defined - asked)

    def _idf(self, stem: str) -> float:
        df = self._doc_frequency(stem)
        return math.log((self._count + 1) / (df + 0.5)) if df else 0.0

    def _unit_context(self, key: str) -> tuple[frozenset[str], frozenset[str], int, frozenset[str]]:
        """A unit's title stems, its section path's stems, its depth (parts of its id) and the
        stems of its first words (where a rule says what it defines)."""
        found = self._context.get(key)
        if found is None:
            title, path, lead, _ = self._stored.get(key, ("", "", "", ""))
            kind = key.split("|")[1] if "|" in key else ""
            found = (
                frozenset(title.split()),
                frozenset(path.split()),
                _depth(key, kind),
                frozenset(lead.split()),
            )
            self._context[key] = found
        return found


def _one_per_rule(
    ranked: list[tuple[float, Candidate]], units: dict[str, SearchUnit]
) -> list[tuple[float, Candidate]]:
    """The ranking with each rule cited once: a Remark or Example is part of its rule (the
    rule's page shows it; CR 5.0 1.1.1.e), so when both rank, only the better one is kept and
    the place the other took goes to the next rule."""
    seen: set[tuple[str, str]] = set()
    kept: list[tuple[float, Candidate]] = []
    for score, candidate in ranked:
        unit = units.get(candidate.key)
        cited = (unit.doc, unit.id) if unit is not None else (candidate.key, "")
        if unit is not None and unit.kind.value in ("rule", "remark", "example"):
            if cited in seen:
                continue
            seen.add(cited)
        kept.append((score, candidate))
    return kept


def _rule_material(docs: list[tuple[str, str, frozenset[str]]]) -> dict[str, frozenset[str]]:
    """Each rule's stems with its Remarks' and Examples' (one rule material, CR 5.0 1.1.1.e),
    by :func:`_material_key`."""
    material: dict[str, set[str]] = {}
    for key, unit_kind, stems in docs:
        if unit_kind in _RULE_MATERIAL:
            material.setdefault(_material_key(key), set()).update(stems)
    return {k: frozenset(v) for k, v in material.items()}


def _glossary_definitions(
    docs: list[tuple[str, str, frozenset[str]]], units: dict[str, SearchUnit]
) -> list[tuple[str, frozenset[str], frozenset[str]]]:
    """Each glossary entry's document, term stems and its definition's other stems."""
    definitions: list[tuple[str, frozenset[str], frozenset[str]]] = []
    for key, unit_kind, stems in docs:
        unit = units.get(key)
        if unit_kind == Kind.GLOSSARY.value and unit is not None:
            term = frozenset(stems_of(unit.title))
            if term:
                definitions.append((unit.doc, term, stems - term))
    return definitions


def _depth(key: str, kind: str) -> int:
    """How deep a numbered unit sits (``6.2.e`` → 3); 0 for a glossary entry or headword."""
    if kind in (Kind.GLOSSARY.value, Kind.HEADWORD.value):
        return 0
    parts = key.split("|")
    return len(parts[2].split(".")) if len(parts) > 2 else 0


def _material_key(key: str) -> str:
    """The rule a unit's key belongs to: ``doc|remark|6.2.e|1`` → ``doc|6.2.e``."""
    parts = key.split("|")
    return f"{parts[0]}|{parts[2]}" if len(parts) > 2 else key


def _title_key(text: str) -> str:
    return " ".join(re.sub(r"[^\w' -]", " ", text.lower()).split())


def _marked(hit: SearchHit, stems: tuple[set[str], tuple[str, ...]]) -> SearchHit:
    """``hit`` with its snippet's matched words marked (rulings are built before the query's
    stems are known)."""
    snippet, spans = make_snippet(hit.snippet, stems)
    return replace(hit, snippet=snippet, spans=spans)


def _query_stems(parsed: wq.Query) -> tuple[set[str], tuple[str, ...]]:
    """The stemmed words a parsed query looks for, and its prefixes."""
    stems: set[str] = set()
    prefixes: list[str] = []
    for sub in parsed.leaves():
        if isinstance(sub, wq.Prefix | wq.Wildcard):
            prefixes.append(str(sub.text).rstrip("*?").lower())
        elif isinstance(sub, wq.Phrase):
            stems.update(str(w) for w in sub.words)
        elif isinstance(sub, wq.Term):
            stems.add(str(sub.text))
    return stems, tuple(p for p in prefixes if p)


def build_index(corpus: Corpus, target: Path, progress: Progress | None = None) -> None:
    """Build the index into ``target`` atomically: into a staging folder of its own, with
    a checksum manifest, then renamed into place (if another window placed one first,
    that one is kept)."""
    staging = cache.new_staging(target)
    try:
        ix = index.create_in(str(staging), _schema())
        _fill(ix, corpus, progress)
        ix.close()
        cache.write_manifest(staging)
        cache.place(staging, target)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    if progress is not None:
        total = sum(1 for _ in iter_units(corpus))
        progress(total + total // 10, total + total // 10)


def _build_in_memory(corpus: Corpus, progress: Progress | None) -> index.Index:
    with ram_storage() as storage:
        ix = storage.create_index(_schema())
        _fill(ix, corpus, progress)
    return ix


def _fill(ix: index.Index, corpus: Corpus, progress: Progress | None) -> None:
    units: list[SearchUnit] = list(iter_units(corpus))
    writer = ix.writer()
    total = len(units)
    for number, unit in enumerate(units, 1):
        writer.add_document(
            key=unit.key,
            doc=unit.doc,
            game=unit.game,
            id=unit.id,
            kind=unit.kind.value,
            order=number,
            title=f"{unit.title} {unit.term}" if unit.term else unit.title,
            term=unit.term,
            body=unit.body,
            path=unit.path,
            stems=" ".join(sorted(stems_of(f"{unit.title} {unit.term} {unit.body}"))),
            title_stems=" ".join(sorted(stems_of(f"{unit.title} {unit.term}"))),
            path_stems=" ".join(sorted(stems_of(unit.path))),
            lead_stems=" ".join(sorted(stems_of(" ".join(unit.body.split()[:_LEAD_WORDS])))),
            pairs=" ".join(sorted(f"{a}|{b}" for a, b in stem_pairs(f"{unit.title}\n{unit.body}"))),
        )
        if progress is not None and (number % 50 == 0 or number == total):
            progress(number, total + total // 10)
    writer.commit()


def _open_in_memory(target: Path) -> index.Index:
    """Open the on-disk index and copy it to memory: searches then never touch the disk."""
    on_disk = index.open_dir(str(target))
    storage = copy_to_ram(on_disk.storage)
    on_disk.close()
    return storage.open_index()
