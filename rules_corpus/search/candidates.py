"""The engine's candidates for a question, each with the signals the ranking weighs.

Whoosh finds the candidates (BM25F over titles, glossary terms and bodies); for each one this
module measures what the linear ranker (:mod:`~rules_corpus.search.ranking`) combines:

* *coverage* — the IDF-weighted share of the question's concepts the unit contains, and the
  same share in its title, its section path, its first words and its whole rule material (the
  rule with its Remarks and Examples, CR 5.0 1.1.1.e);
* whether the unit is *named* by the query (a title or glossary term typed as such);
* *definition* coverage — the words of the glossary definitions of the terms the question
  names ("reserve limit" brings Hero, Night, choose, ...);
* *adjacency* — the question's neighbouring concepts found side by side in the unit;
* the unit's kind, depth, length and place in the engine's ranking;
* with the sentence encoder, the question's cosine with the unit, its rank by cosine, and the
  cosine of the rule or section the unit is filed under, and its best cosine with the
  questions asked about it (:mod:`~rules_corpus.search.asked`).

Each unit's words were analysed when the index was built (:mod:`~rules_corpus.search.store`)
and are read once when the index opens.
"""

from __future__ import annotations

import itertools
import math
import re
import sys
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from whoosh import query as wq
from whoosh.searching import Searcher

from rules_corpus.corpus import Corpus
from rules_corpus.model import Kind, Rule
from rules_corpus.search.lexicon import Lexicon
from rules_corpus.search.query import Concept, content_text, stems_of
from rules_corpus.search.ranking import Candidate
from rules_corpus.search.recent import Recent
from rules_corpus.search.units import SearchUnit

if TYPE_CHECKING:
    from rules_corpus.search.semantic import QuestionSimilarity
    from rules_corpus.search.term_scores import TermScores

_KIND_WEIGHT = {
    Kind.GLOSSARY.value: 1.6,
    Kind.HEADWORD.value: 1.6,
    Kind.SECTION.value: 1.3,
    Kind.RULE.value: 1.0,
    Kind.REMARK.value: 0.75,
    Kind.EXAMPLE.value: 0.7,
}
_POOL = 40  # candidates taken from the engine before ranking
_RULE_MATERIAL = frozenset({Kind.RULE.value, Kind.REMARK.value, Kind.EXAMPLE.value})


def kind_weight(kind: str, concepts: int) -> float:
    """How much a kind of unit is favoured: fully for a one-concept query ("fleeting" wants the
    glossary entry), less as the question names more concepts (a whole question wants the
    rule that answers it, not the entry defining one of its words)."""
    weight = _KIND_WEIGHT.get(kind, 1.0)
    return 1.0 + (weight - 1.0) / max(1, concepts)


class CandidateSignals:
    """The per-unit words of one opened index, and the signals measured with them."""

    def __init__(
        self,
        searcher: Searcher,
        corpus: Corpus,
        units: dict[str, SearchUnit],
        order: dict[str, int],
        lexicon: Lexicon,
    ) -> None:
        self.corpus = corpus
        self._searcher = searcher
        self._units = units
        self._order = order
        self._lexicon = lexicon
        # Each indexed unit's key, kind and stems by document number, read once (~40 ms, on the
        # loading thread): coverage is then judged over every match without reading fields.
        # The ranker's per-unit words were analysed when the index was built; they are kept
        # as stored (text) and split when a unit is first ranked, which keeps opening quick.
        self._docs: list[tuple[str, str, frozenset[str]]] = []
        self._described: list[tuple[str, str, str]] = []  # document, id, kind by number
        self._stored: dict[str, tuple[str, str, str, str]] = {}
        self._context: dict[str, tuple[frozenset[str], frozenset[str], int, frozenset[str]]] = {}
        self._pairs: dict[str, frozenset[tuple[str, str]]] = {}
        self._stem_sets: dict[str, frozenset[str]] = {}  # _stem_set
        self._named: dict[str, frozenset[str]] = {}  # what each unit is called (_names)
        self._words: dict[int, _UnitWords] = {}  # _unit_words
        for docnum, stored in self._searcher.reader().iter_docs():
            while len(self._docs) < docnum:
                self._docs.append(("", "", frozenset()))
                self._described.append(("", "", ""))
            self._described.append((str(stored["doc"]), str(stored["id"]), str(stored["kind"])))
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
        self._count: int = max(1, self._searcher.doc_count())
        self._docnums = {key: docnum for docnum, (key, _, _) in enumerate(self._docs) if key}
        self._material = _rule_material(self._docs)
        self._parents = {key: _parent_key(key, units) for key in units}
        # Every stem each document uses: which document's words a question speaks.
        words: dict[str, set[str]] = {}
        for key, _, stems in self._docs:
            if key:
                words.setdefault(key.split("|", 1)[0], set()).update(stems)
        self._document_stems = {slug: frozenset(stems) for slug, stems in words.items()}
        self._definitions = _glossary_definitions(self._docs, self._units)
        # The engine's matches for the last questions (the window searches each question twice:
        # by its words, then with its meaning; rules_corpus/search/recent.py).
        # Sixteen: a list of matches may hold every unit (~100 kB), and the window needs the last.
        self._matches: Recent[tuple[tuple[float, int], ...]] = Recent(16)
        # The candidates made for the last questions (their matches, cosines and filters).
        self._built: Recent[tuple[tuple[Candidate, ...], tuple[Candidate, ...]]] = Recent(16)
        # Plain words scored with numpy (rules_corpus/search/term_scores.py), imported on the
        # first search, not at start; without numpy (a broken install), whoosh scores them.
        self._term_scores: TermScores | None = None
        self._numpy_missing = False
        # The questions whose candidates were worked out: the first is scored by whoosh
        # unless numpy is imported already (:meth:`_plain_scores`).
        self._questions = 0

    def described(self, docnum: int) -> tuple[str, str, str]:
        """The document, id and kind of the unit numbered ``docnum`` (read once at open: the
        default search asks it of every ranked unit)."""
        return self._described[docnum]

    def key(self, docnum: int) -> str:
        """The key of the unit numbered ``docnum`` ("" for a number no unit has)."""
        return self._docs[docnum][0] if 0 <= docnum < len(self._docs) else ""

    def forget_recent(self) -> None:
        """Forget the engine's matches and the candidates kept for the last questions."""
        self._matches.clear()
        self._built.clear()

    def docnum(self, key: str) -> int | None:
        """The index's document number of the unit ``key`` (None if it is not indexed)."""
        return self._docnums.get(key)

    @property
    def count(self) -> int:
        """How many units the index holds (at least 1: the IDFs' denominator)."""
        return self._count

    def candidates(
        self,
        parsed: wq.Query,
        concepts: tuple[Concept, ...],
        query: str,
        doc: str | None,
        limit: int,
        filter_: wq.Query | None,
        similarity: QuestionSimilarity | None = None,
        joining: Sequence[str] = (),
    ) -> tuple[list[Candidate], list[Candidate]]:
        """The engine's best matches, each with the signals the ranker weighs; with the
        question's ``similarity``, the units closest in meaning join them (found or not by
        the words) and every candidate carries its cosine and rank by cosine. The units
        ``joining`` (keys: the rules a question naming cards invokes, :mod:`.interaction`)
        join the same way, after them.

        Returned as the pool the ranker weighs together (a fixed size, so the first results
        do not depend on how many are asked for) and the engine's further matches that a
        longer list (``limit``) continues with, weighed among themselves.

        Worked out once for the same question, filters and cosines (kept for the last
        questions: the window searches a question again when its cards are read, a filter is
        changed or the rulings arrive); a candidate is never changed once made."""
        pool, rest = self._built.get(
            (parsed, concepts, query, doc, limit, filter_, similarity, tuple(joining)),
            lambda: self._candidates_now(
                parsed, concepts, query, doc, limit, filter_, similarity, joining
            ),
        )
        return list(pool), list(rest)

    def _candidates_now(
        self,
        parsed: wq.Query,
        concepts: tuple[Concept, ...],
        query: str,
        doc: str | None,
        limit: int,
        filter_: wq.Query | None,
        similarity: QuestionSimilarity | None,
        joining: Sequence[str],
    ) -> tuple[tuple[Candidate, ...], tuple[Candidate, ...]]:
        """:meth:`candidates`' work."""
        self._questions += 1
        share = _Shares(concepts, [self.weight(c) for c in concepts])

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
        # Each defined word's IDF, worked out once a question rather than once a candidate.
        defined_idf = {stem: self._idf(stem) for stem in defined}
        defined_total = sum(defined_idf[s] for s in defined)
        found = list(self._matches.get((parsed, filter_), lambda: self._match(parsed, filter_)))
        # The ranker weighs a fixed pool, so the order of the first results never depends on
        # how many are asked for; a longer list continues with the engine's next matches.
        tail = found[_POOL : max(_POOL, limit * 3)]
        found = found[:_POOL]
        if similarity is not None and found:
            # The units closest in meaning that the words missed: ranked after every match.
            # Only beside a match: a query none of whose words the rules know ("xyzzy") has
            # no results, not ten guesses.
            taken = {docnum for _, docnum in found}
            found += [
                (0.0, docnum)
                for docnum in (self._docnums[key] for key in similarity.closest)
                if docnum not in taken
            ]
        if joining and found:
            taken = {docnum for _, docnum in found}
            found += [
                (0.0, docnum)
                for docnum in dict.fromkeys(self._docnums[k] for k in joining if k in self._docnums)
                if docnum not in taken
            ]
        if (similarity is not None or joining) and found:
            joined = {docnum for _, docnum in found}
            tail = [(score, docnum) for score, docnum in tail if docnum not in joined]

        # Each kind's weight for this question, and each candidate's meaning signals read at
        # once (QuestionSimilarity.signals): ~90 candidates a search, the same few kinds.
        kind_weights: dict[str, float] = {}
        parents = self._parents
        no_meaning = (0.0, 0, 0.0, 0.0, 0)
        meaning: dict[int, tuple[float, int, float, float, int]] = {}
        if similarity is not None:
            # Every candidate's meaning signals gathered at once (one numpy gather, not ~90
            # reads of single cosines).
            docnums = list(dict.fromkeys(d for _, d in itertools.chain(found, tail)))
            keys = [self._unit_words(d).key for d in docnums]
            meaning = dict(
                zip(
                    docnums,
                    similarity.signals_many(keys, [parents.get(k) for k in keys]),
                    strict=True,
                )
            )

        # Each share of a set of stems asked already is read from the question's own memory
        # (_Shares keeps it) without a call: five a candidate, ~90 candidates a search.
        known = share.known
        measure = share.measure
        adjacency = self._adjacency
        unit_words = self._unit_words
        count = len(concepts)

        def candidate(rank: int, score: float, docnum: int) -> Candidate:
            unit = unit_words(docnum)
            key, unit_stems, unit_kind = unit.key, unit.stems, unit.kind
            definition = (
                sum(defined_idf[s] for s in defined & unit_stems) / defined_total
                if defined_total
                else 0.0
            )
            weight = kind_weights.get(unit_kind)
            if weight is None:
                weight = kind_weights[unit_kind] = kind_weight(unit_kind, count)
            cosine, semantic_rank, parent_cosine, asked_cosine, asked_rank = meaning.get(
                docnum, no_meaning
            )
            coverage = known.get(unit_stems)
            if coverage is None:
                coverage = measure(unit_stems)
            title = known.get(unit.title)
            if title is None:
                title = measure(unit.title)
            path = known.get(unit.path)
            if path is None:
                path = measure(unit.path)
            lead = known.get(unit.lead)
            if lead is None:
                lead = measure(unit.lead)
            material = known.get(unit.material)
            if material is None:
                material = measure(unit.material)
            return Candidate(
                key,
                unit_kind,
                score * weight,
                coverage,
                title,
                path,
                not wanted.isdisjoint(unit.names),
                unit.depth,
                len(unit_stems),
                unit.order,
                docnum,
                lead,
                material,
                definition,
                rank,
                unit.first_rule,
                adjacency(key, neighbours) if neighbours else 0.0,
                cosine,
                semantic_rank,
                parent_cosine,
                asked_cosine,
                asked_rank,
            )

        pool = tuple(candidate(rank, score, docnum) for rank, (score, docnum) in enumerate(found))
        rest = tuple(
            candidate(len(found) + rank, score, docnum) for rank, (score, docnum) in enumerate(tail)
        )
        return pool, rest

    def _match(self, parsed: wq.Query, filter_: wq.Query | None) -> tuple[tuple[float, int], ...]:
        """The engine's matches, best first: (BM25F score, document number) — for a plain
        disjunction of words, worked out with numpy (:mod:`~rules_corpus.search.term_scores`:
        the same scores and order as whoosh's, several times faster)."""
        scores = self._plain_scores()
        plain = scores.matches(parsed, filter_) if scores is not None else None
        if plain is not None:
            return plain
        # limit=None: whoosh's top-N collector is slower than a full sort on a corpus this size.
        results = self._searcher.search(parsed, limit=None, filter=filter_)
        return tuple((float(score or 0.0), docnum) for score, docnum in results.top_n)

    def _plain_scores(self) -> TermScores | None:
        """The numpy scorer of plain disjunctions; None: whoosh scores them (the same matches
        in the same order). The first question a process asks is scored by whoosh unless
        numpy is imported already: importing numpy (a large share of a cold start's first
        search, search43) waits for the next question, or for the sentence encoder, which
        imports it anyway as it loads after the first result."""
        if self._term_scores is None and self._questions <= 1 and "numpy" not in sys.modules:
            return None
        if self._term_scores is None and not self._numpy_missing:
            try:
                from rules_corpus.search.term_scores import TermScores
            except ImportError:
                self._numpy_missing = True
            else:
                self._term_scores = TermScores(self._searcher)
        return self._term_scores

    def speaks_only_elsewhere(
        self, concepts: tuple[Concept, ...], document: str, others: tuple[str, ...]
    ) -> bool:
        """Whether some concept of the question is a word ``document`` never uses but one of
        the ``others`` does (a term of that game's own: the question is about it)."""
        own = self._document_stems.get(document, frozenset())
        elsewhere = [self._document_stems.get(slug, frozenset()) for slug in others]
        return any(
            not concept.satisfied_by(own) and any(concept.satisfied_by(s) for s in elsewhere)
            for concept in concepts
        )

    def fit(self, concepts: tuple[Concept, ...]) -> Callable[[str], float]:
        """How well a unit (by key) fits the question: the IDF-weighted share of its concepts
        the unit's own words hold (the coverage signal, asked of any unit, ranked or not;
        :mod:`~rules_corpus.search.siblings` compares a hit with its siblings by it)."""
        share = _Shares(concepts, [self.weight(c) for c in concepts])

        def fit(key: str) -> float:
            docnum = self._docnums.get(key)
            return share(self._docs[docnum][2]) if docnum is not None else 0.0

        return fit

    def alone(
        self,
        written: Iterable[str],
        rarity: float = 0.0,
        asked: frozenset[str] = frozenset(),
        stress: float = 1.0,
    ) -> Callable[[str, Sequence[str]], float]:
        """The IDF-weighted share of the question's ``written`` stems (its own words, as
        written: no synonym, which a section's other rules may hold) that a unit (by key) holds
        and none of the others given holds: what one rule of a section says of the question
        that its opening and its other rules do not (:mod:`~rules_corpus.search.specific_rule`).
        A stem whose IDF is below ``rarity`` (a word most rules use: "make", "can") counts
        for nothing; a stem of ``asked`` (what the question's asking clause asks about) counts
        ``stress`` times its IDF."""
        weights = {}
        for stem in written:
            df = self.doc_frequency(stem)
            if df:
                idf = math.log((self._count + 1) / (df + 0.5))
                if idf >= rarity:
                    weights[stem] = idf * (stress if stem in asked else 1.0)
        asked = frozenset(weights)
        total = sum(weights.values())
        known: dict[str, frozenset[str]] = {}

        def held(key: str) -> frozenset[str]:
            found = known.get(key)
            if found is None:
                docnum = self._docnums.get(key)
                stems = self._docs[docnum][2] if docnum is not None else frozenset()
                found = known[key] = asked & stems
            return found

        def alone(key: str, others: Sequence[str]) -> float:
            if not total:
                return 0.0
            own = held(key).difference(*(held(k) for k in others))
            return sum(weights[stem] for stem in own) / total

        return alone

    def _names(self, key: str) -> frozenset[str]:
        """What a unit is called, as typed: a section's or titled rule's title, a glossary
        entry's term with its aliases. A rule filed under a titled section is not named by
        that title (the section is), nor is a Remark or Example. Worked out once a unit."""
        names = self._named.get(key)
        if names is None:
            names = self._named[key] = self._names_now(key)
        return names

    def _names_now(self, key: str) -> frozenset[str]:
        unit = self._units.get(key)
        if unit is None or unit.kind.value in ("remark", "example"):
            return frozenset()
        if unit.kind is Kind.RULE:
            rule = self.corpus.get(unit.doc, unit.id)
            if not isinstance(rule, Rule) or not rule.title:
                return frozenset()
        return frozenset({_title_key(unit.title), _title_key(unit.term)} - {""})

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

    def doc_frequency(self, stem: str) -> int:
        df = self._df.get(stem)
        if df is None:
            df = max(
                self._searcher.doc_frequency("body", stem),
                self._searcher.doc_frequency("title", stem),
            )
            self._df[stem] = df
        return df

    def stem_known(self, word: str) -> bool:
        """Whether the index holds ``word`` in some form (its stem)."""
        return any(self.doc_frequency(stem) for stem in stems_of(word))

    def weight(self, concept: Concept) -> float:
        """How much a concept tells units apart: the inverse document frequency of its rarest
        stem that the corpus uses (a word found nowhere weighs nothing)."""
        best = 0.0
        for stem in concept.stems:
            df = self.doc_frequency(stem)
            if df:
                best = max(best, math.log((self._count + 1) / (df + 0.5)))
        if best == 0.0 and concept.prefix is not None:
            best = math.log((self._count + 1) / 10.5)
        return best

    def _idf(self, stem: str) -> float:
        df = self.doc_frequency(stem)
        return math.log((self._count + 1) / (df + 0.5)) if df else 0.0

    def _unit_words(self, docnum: int) -> _UnitWords:
        """What a candidate's signals need of the unit numbered ``docnum`` that does not depend
        on the question, gathered once a unit (a search builds ~90 candidates, and the same
        units come back question after question)."""
        found = self._words.get(docnum)
        if found is None:
            key, unit_kind, unit_stems = self._docs[docnum]
            title, path, depth, lead = self._unit_context(key)
            found = self._words[docnum] = _UnitWords(
                key=key,
                kind=unit_kind,
                stems=unit_stems,
                title=title,
                path=path,
                depth=depth,
                lead=lead,
                material=self._material.get(_material_key(key), unit_stems),
                names=self._names(key),
                order=self._order.get(key, 0),
                first_rule=unit_kind == "rule" and key.endswith(".a"),
            )
        return found

    def _unit_context(self, key: str) -> tuple[frozenset[str], frozenset[str], int, frozenset[str]]:
        """A unit's title stems, its section path's stems, its depth (parts of its id) and the
        stems of its first words (where a rule says what it defines)."""
        found = self._context.get(key)
        if found is None:
            title, path, lead, _ = self._stored.get(key, ("", "", "", ""))
            kind = key.split("|")[1] if "|" in key else ""
            found = (
                self._stem_set(title),
                self._stem_set(path),
                _depth(key, kind),
                self._stem_set(lead),
            )
            self._context[key] = found
        return found

    def _stem_set(self, stored: str) -> frozenset[str]:
        """The stems stored as ``stored`` (space-separated), one set object for equal text:
        the units of one section share its path's set, which :class:`_Shares` then judges
        once a question."""
        found = self._stem_sets.get(stored)
        if found is None:
            found = self._stem_sets[stored] = frozenset(stored.split())
        return found


@dataclass(frozen=True, slots=True)
class _UnitWords:
    """One unit's words and place, as every question's candidate signals read them: its key
    and kind, stems, title, section path and first words' stems, its rule's material
    (1.1.1.e), what it is called, its depth and order, and whether it is a rule's first part."""

    key: str
    kind: str
    stems: frozenset[str]
    title: frozenset[str]
    path: frozenset[str]
    depth: int
    lead: frozenset[str]
    material: frozenset[str]
    names: frozenset[str]
    order: int
    first_rule: bool


class _Shares:
    """The IDF-weighted share of a question's concepts that a set of stems satisfies — the
    coverage signals, measured five times for each candidate, so worked out from the stems the
    question's concepts have in common with the unit's (one set intersection) rather than by
    asking every concept; a quoted phrase or a prefix is still asked itself. The weights are
    added in the concepts' order, as one by one."""

    def __init__(self, concepts: tuple[Concept, ...], weights: list[float]) -> None:
        self._concepts = concepts
        self._weights = weights
        self._total = sum(weights)
        self._by_stem: dict[str, list[int]] = {}
        self._asked: list[int] = []  # quoted phrases and prefixes: each concept asked
        for n, concept in enumerate(concepts):
            if concept.whole or concept.prefix is not None:
                self._asked.append(n)
            else:
                for stem in concept.stems:
                    self._by_stem.setdefault(stem, []).append(n)
        self._stems = frozenset(self._by_stem)
        # Each stem's concepts as a mask (bit n: concept n): a unit's matched concepts are one
        # integer, and the share of each mask is added once a question, in the concepts' order.
        self._mask_by_stem = {
            stem: sum(1 << n for n in set(numbers)) for stem, numbers in self._by_stem.items()
        }
        self._by_mask: dict[int, float] = {}
        # The share of each set of stems already asked: a rule's material, its section's path
        # and an empty title are the same set for many candidates (one object each, see
        # CandidateSignals._unit_context), and a frozenset keeps its hash.
        self._known: dict[frozenset[str], float] = {}

    @property
    def known(self) -> dict[frozenset[str], float]:
        """The share of each set of stems measured so far (read it before :meth:`measure`)."""
        return self._known

    def __call__(self, stems: frozenset[str]) -> float:
        known = self._known.get(stems)
        if known is None:
            known = self._known[stems] = self._share(stems)
        return known

    def measure(self, stems: frozenset[str]) -> float:
        """The share of ``stems``, not measured yet, kept in :attr:`known`."""
        share = self._known[stems] = self._share(stems)
        return share

    def _share(self, stems: frozenset[str]) -> float:
        if not self._total:
            return 1.0
        mask = 0
        by_stem = self._mask_by_stem
        for stem in self._stems & stems:
            mask |= by_stem[stem]
        for n in self._asked:
            if self._concepts[n].satisfied_by(stems):
                mask |= 1 << n
        share = self._by_mask.get(mask)
        if share is None:
            weights = self._weights
            share = self._by_mask[mask] = (
                sum(weights[n] for n in range(len(weights)) if mask >> n & 1) / self._total
            )
        return share


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


def _parent_key(key: str, units: dict[str, SearchUnit]) -> str | None:
    """The unit a rule, Remark or Example is filed under: ``6.2.e`` → rule ``6.2`` or else
    section ``6.2``; None at the top or for a glossary entry."""
    parts = key.split("|")
    if len(parts) < 3 or parts[1] not in _RULE_MATERIAL:
        return None
    own = parts[2] if parts[1] == Kind.RULE.value else f"{parts[2]}.x"
    parent = own.rsplit(".", 1)[0]
    if parent == own:
        return None
    for kind in (Kind.RULE.value, Kind.SECTION.value):
        candidate = f"{parts[0]}|{kind}|{parent}"
        if candidate in units:
            return candidate
    return None


def _material_key(key: str) -> str:
    """The rule a unit's key belongs to: ``doc|remark|6.2.e|1`` → ``doc|6.2.e``."""
    parts = key.split("|")
    return f"{parts[0]}|{parts[2]}" if len(parts) > 2 else key


def _title_key(text: str) -> str:
    return " ".join(re.sub(r"[^\w' -]", " ", text.lower()).split())
