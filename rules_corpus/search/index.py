"""Full-text search over the corpus, behind a small interface of our own.

:class:`RulesIndex` hides the engine (Whoosh-Reloaded) behind three verbs — open/build, search,
rebuild — so it could be replaced without touching the app. What it adds on top of the engine:

* rule-number queries (``6.2e``, ``rule 6.2``, ``§7.4.4``) answered by exact lookup;
* titles and glossary terms boosted, so a glossary entry outranks passing mentions of its term;
* candidates ranked by a learned combination of signals (:mod:`~rules_corpus.search.candidates`
  measures them, :mod:`~rules_corpus.search.ranking` weighs them);
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
(:mod:`~rules_corpus.search.cache`; the schema and the build: :mod:`~rules_corpus.search.store`).

Apart, as mixins of the index: what the app supplies at run time — the sentence encoder and the
rulings (:mod:`~rules_corpus.search.meaning_supply`) —, questions naming cards
(:mod:`~rules_corpus.search.card_search`) and a question's candidates ranked into hits
(:mod:`~rules_corpus.search.text_ranking`, :mod:`~rules_corpus.search.hit_list`).
"""

from __future__ import annotations

import re
import threading
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from whoosh import index, qparser
from whoosh import query as wq
from whoosh.searching import Searcher

from rules_corpus.corpus import Corpus
from rules_corpus.editions import NEW_EDITION
from rules_corpus.model import Kind
from rules_corpus.search import cache
from rules_corpus.search.candidates import CandidateSignals
from rules_corpus.search.card_search import MAX_QUERY_CHARS
from rules_corpus.search.currency import Currency, superseding
from rules_corpus.search.interaction import Invoked
from rules_corpus.search.lexicon import players_lexicon
from rules_corpus.search.mentions import CardMention
from rules_corpus.search.other_languages import kept_words, without_kept
from rules_corpus.search.plain_query import plain_query
from rules_corpus.search.query import (
    Concept,
    quotations,
    understand,
    unprinted_quotes,
)
from rules_corpus.search.ranking import (
    Candidate,
    LinearRanker,
    learned_ranker,
    learned_semantic_ranker,
)
from rules_corpus.search.recent import PRODUCTS_KEPT, RECENT, Recent
from rules_corpus.search.results import SearchHit, SearchResult
from rules_corpus.search.rule_numbers import cited_rule_numbers, parse_rule_number
from rules_corpus.search.rulings import (
    RULING_KIND,
    Rulings,
)
from rules_corpus.search.siblings import WEIGHTS as SIBLING_WEIGHTS
from rules_corpus.search.siblings import Families, SiblingWeights
from rules_corpus.search.snippets import make_snippet, shown_text
from rules_corpus.search.specific_rule import WEIGHTS as SPECIFIC_WEIGHTS
from rules_corpus.search.specific_rule import Openings, SpecificWeights
from rules_corpus.search.spelling import Speller
from rules_corpus.search.store import (
    INDEX_FORMAT,
    Progress,
    build_in_memory,
    build_index,
    open_in_memory,
)
from rules_corpus.search.text_ranking import TextRanking
from rules_corpus.search.translated import in_rules_words
from rules_corpus.search.units import SearchUnit, iter_units
from rules_corpus.search.unknown_cards import CardNames, NameNotFound, names_not_found

if TYPE_CHECKING:  # the encoder (numpy, tokenizers) is imported when it loads, not at start
    from rules_corpus.search.semantic import QuestionSimilarity, SemanticIndex

__all__ = ["MAX_QUERY_CHARS", "Progress", "RulesIndex", "SearchError"]


_FIELDS = ("title", "body")  # what a question's words are searched in (BM25F)
# The names no known card has that a result notes, at most (a pasted list names dozens).
MAX_NOT_FOUND = 3
_SPECIALS = re.compile(r"[\\/:^~(){}\[\]<>+\-!]")


class SearchError(ValueError):
    """A search request that cannot be run (unknown document or kind)."""


class RulesIndex(TextRanking):
    """The search index of one corpus. Thread-compatible: one searcher, reads only."""

    def __init__(self, corpus: Corpus, ix: index.Index, notices: list[str] | None = None) -> None:
        self.corpus = corpus
        self._ix = ix
        # Read once: whoosh reads the index's table of contents from disk on every ``schema``.
        self._schema = ix.schema
        # Each field's analysis of the words searched so far (rules_corpus/search/plain_query.py).
        self._analysed: dict[tuple[str, str], tuple[str, ...]] = {}
        self._searcher: Searcher = ix.searcher()
        self._lexicon = players_lexicon()
        self.ranker: LinearRanker = learned_ranker()
        # The semantic signal (rules_corpus/semantic): loaded in the background by
        # load_semantic(); until then the lexical ranker above ranks alone.
        self.semantic: SemanticIndex | None = None
        self.semantic_ranker: LinearRanker | None = learned_semantic_ranker()
        self.currency = Currency(corpus)
        self.rulings = Rulings()
        self._vector_dir: Path | None = None  # where load_semantic keeps encoded vectors
        self._rulings_thread: threading.Thread | None = None
        self._stopping = threading.Event()  # set by stop_background(): the app is closing
        self._ruling_games = tuple(d.meta.game for d in corpus.documents if d.slug == NEW_EDITION)
        self.notices = notices or []
        # The folder of the on-disk index (None: in memory), where the rulings' stems are kept
        # across starts; the vectors are kept where load_semantic is told.
        self._cache_dir: Path | None = None
        units = list(iter_units(corpus))
        self._order = {u.key: n for n, u in enumerate(units)}
        self._units = {u.key: u for u in units}
        self._signals = CandidateSignals(
            self._searcher, corpus, self._units, self._order, self._lexicon
        )
        self._speller = Speller(
            [f"{u.title} {u.term} {u.body}" for u in units], self._signals.stem_known
        )
        # A player's word ("replacement", "graveyard") is understood, not a typo to correct.
        self._speller.add_texts(self._lexicon.phrases())
        self._games = {d.meta.game for d in corpus.documents}
        self._parser = qparser.MultifieldParser(list(_FIELDS), self._schema, group=qparser.OrGroup)
        self._parser.remove_plugin_class(qparser.FieldsPlugin)
        self._parser.remove_plugin_class(qparser.BoostPlugin)
        # The last questions' parses and quoted phrases (rules_corpus/search/recent.py).
        self._parsed: Recent[tuple[wq.Query, tuple[Concept, ...], bool]] = Recent()
        self._phrases: Recent[bool] = Recent(RECENT * 4)
        # Each question's cosines by its text, filters and encoder (meaning_supply.py).
        self._similarities: Recent[QuestionSimilarity] = Recent(PRODUCTS_KEPT)
        self._families: Families | None = None  # the sibling-rule stage's, built on first need
        # The sibling-rule stage's weights (off as measured: rules_corpus/search/siblings.py).
        self.sibling_weights: SiblingWeights = SIBLING_WEIGHTS
        # The stage putting a section's lettered rule above its opening (specific_rule.py).
        self.specific_weights: SpecificWeights = SPECIFIC_WEIGHTS
        self._openings: dict[str, Openings] = {}  # its sections' openings, by document

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
        index = cls._open_or_build(corpus, digest, directory, progress)
        index._cache_dir = directory
        return index

    @classmethod
    def _open_or_build(
        cls,
        corpus: Corpus,
        digest: str,
        directory: Path | None,
        progress: Progress | None = None,
    ) -> RulesIndex:
        notices: list[str] = []
        if directory is None:
            return cls(corpus, build_in_memory(corpus, progress), notices)
        target = directory / f"index-v{INDEX_FORMAT}-{digest}"
        if cache.unverifiable(target):
            cache.discard(target)  # built by an earlier version, without checksums
        if (target / cache.READY).exists():
            problem = cache.verify(target)
            if problem is None:
                try:
                    opened = cls(corpus, open_in_memory(target), notices)
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
        return cls(corpus, open_in_memory(target), notices)

    def complete(self) -> bool:
        """Whether the index holds one document per search unit (a probe at open)."""
        return bool(self._ix.doc_count() == len(self._units))

    def close(self) -> None:
        self.stop_background()
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
        encode: bool = True,
        cards: Sequence[CardMention] = (),
        card_names: CardNames | None = None,
    ) -> SearchResult:
        """Search the corpus.

        ``typing`` marks a query still being typed: its last word is also taken as a prefix.
        ``encode=False`` does not wait for the sentence encoder: a question not encoded yet is
        ranked lexically and named in the result's ``awaiting_meaning`` (the window encodes it
        in the background, then searches again).
        ``cards`` are the cards the app recognised in ``text``
        (:mod:`~rules_corpus.search.mentions`): their names are taken out of what is
        searched and the rules words of their texts put in; official rulings on them come
        first among the rulings shown.
        ``card_names`` are the names of the cards the app knows: given, the result names the
        names ``text`` writes that no known card has, with the nearest known ones
        (:attr:`SearchResult.unknown_cards`) — a note, and their words are taken as typed
        (a name, not a typo the speller corrects to a rules word: "Zephyr Hound" is not
        searched as "Zephyr wound"); nothing else of the search changes.
        Raises :class:`SearchError` for an unknown document, kind or game.
        """
        unknown: tuple[NameNotFound, ...] = ()
        if card_names is not None:
            unknown = names_not_found(text, cards, card_names, self.rules_word, MAX_NOT_FOUND)
        result = self._search(
            text, doc, kind, game, limit, typing, encode, cards, self.names_kept(unknown)
        )
        if result.number_query is not None:
            return result
        result = self._cited_first(text, result, doc, kind, game, limit)
        return replace(result, unknown_cards=unknown) if unknown else result

    def _cited_first(
        self,
        text: str,
        result: SearchResult,
        doc: str | None,
        kind: str | None,
        game: str | None,
        limit: int,
    ) -> SearchResult:
        """``result`` with the rules and sections the question names by number ("does 6.2.e
        apply to …?") first: the judge asks about that rule, and the question's words (a card
        named in it read as in any question) rank what follows. Only numbers the current
        rules (or the chosen document) hold: "1/1/1" or a number no rule has leads nothing."""
        numbers = cited_rule_numbers(text)
        if not numbers:
            return result
        lead: list[SearchHit] = []
        seen: set[tuple[str, str, str]] = set()
        for number in numbers:
            for hit in self._number_hits(number, doc, kind, game, limit):
                place = (hit.doc, hit.id, hit.kind)
                current = doc is not None or superseding(hit.doc) is None
                if hit.id == number and current and place not in seen:
                    seen.add(place)
                    lead.append(hit)
        if not lead:
            return result
        rest = [h for h in result.hits if (h.doc, h.id, h.kind) not in seen]
        named = ", ".join(dict.fromkeys(h.id for h in lead))
        said = "Rules" if "," in named else "Rule"
        notice = f"{said} {named}, which the question names, first; then what its words find."
        hits = (*lead, *rest)[: max(1, min(limit, 200))]
        return replace(result, hits=hits, notices=(*result.notices, notice))

    def _search(
        self,
        text: str,
        doc: str | None,
        kind: str | None,
        game: str | None,
        limit: int,
        typing: bool,
        encode: bool,
        cards: Sequence[CardMention],
        names: frozenset[str] = frozenset(),
    ) -> SearchResult:
        """:meth:`search` but for the names no known card has, whose words (``names``, lower
        case) the speller leaves as typed."""
        self._check_filters(doc, kind, game)
        if cards:
            return self._search_with_cards(
                text, doc, kind, game, limit, typing, encode, cards, names
            )
        notices: list[str] = []
        # A card's words quoted with single or typographic quotes are a quotation too (and
        # not a typo for the speller: 'we' is "we").
        query = quotations(" ".join(text.split()))
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
        # Another language's rules words ("Réserve", "erschöpft") are searched as the rules'
        # terms, as a typo is: what was meant, said so (rules_corpus/search/translated.py).
        # A question in another language is searched without its small words (search44).
        translated = without_kept(in_rules_words(query), kept_words(query)) or query
        suggestion = self._speller.correct(translated, typing, names)
        if suggestion is None and translated != query:
            suggestion = translated
        invoked = self.unnamed_invoked(translated)
        if suggestion is not None:
            # A word found nowhere in the rules is a typo: search what was meant, and say so.
            pending: list[str] | None = None if encode else []
            hits = self._text_hits(
                suggestion, doc, kind, game, limit, typing, notices, pending, invoked=invoked
            )
            if hits:
                return SearchResult(
                    query, hits, suggestion, True, None, tuple(notices), _first(pending)
                )
        pending = None if encode else []
        hits = self._text_hits(
            query, doc, kind, game, limit, typing, notices, pending, invoked=invoked
        )
        # Said while typing too: a word typed that no word of the rules begins with (its
        # prefix matched nothing) is not one the rules know, however it ends.
        unknown = self.unknown_word_notice(query)
        if unknown is not None and suggestion is None:
            notices.append(unknown)
        return SearchResult(query, hits, suggestion, False, None, tuple(notices), _first(pending))

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
        body = shown_text(self.corpus, slug, kind.value, item_id, unit.body if unit else "")
        snippet, _ = make_snippet(body, (set(), ()))
        title, path = (unit.title, unit.path) if unit else ("", "")
        return SearchHit(slug, item_id, kind.value, title, path, snippet, (), score)

    def _parse(
        self, query: str, typing: bool, notices: list[str]
    ) -> tuple[wq.Query, tuple[Concept, ...]]:
        """The engine's query for ``query``, and the concepts used to judge coverage (worked
        out once for a question searched again: :mod:`~rules_corpus.search.recent`)."""
        parsed, concepts, ignored = self._parsed.get(
            (query, typing), lambda: self._parse_now(query, typing)
        )
        if ignored:
            notices.append("The query's special characters were ignored.")
        return parsed, concepts

    def _parse_now(self, query: str, typing: bool) -> tuple[wq.Query, tuple[Concept, ...], bool]:
        """:meth:`_parse`'s work: (engine query, concepts, whether special characters the
        engine's parser refused were ignored)."""
        query = unprinted_quotes(query, self._printed)
        understood = understand(query, self._lexicon, typing)
        plain = plain_query(understood.engine_text, self._schema, _FIELDS, self._analysed)
        if plain is not None:  # words only: built directly, as the parser would
            return plain, understood.concepts, False
        try:
            parsed: wq.Query = self._parser.parse(understood.engine_text)
        except Exception:
            parsed = self._parser.parse(_SPECIALS.sub(" ", understood.engine_text))
            return parsed, understood.concepts, True
        return parsed, understood.concepts, False

    def _printed(self, phrase: str) -> bool:
        """Whether some unit prints ``phrase`` (its words in order, as a quoted search)."""
        return self._phrases.get(phrase, lambda: self._printed_now(phrase))

    def _printed_now(self, phrase: str) -> bool:
        try:
            parsed = self._parser.parse(f'"{_SPECIALS.sub(" ", phrase)}"')
        except Exception:  # the parser's own errors: such a phrase is taken as not printed
            return False
        return not self._searcher.search(parsed, limit=1).is_empty()

    def forget_recent(self) -> None:
        """Forget what was worked out for the last questions (what ``search_bench.py`` does to
        time a search from scratch)."""
        self._parsed.clear()
        self._phrases.clear()
        self._similarities.clear()
        if self.semantic is not None:
            self.semantic.forget_products()
        self._signals.forget_recent()

    def ranking_candidates(
        self, text: str, doc: str | None = None, cards: Sequence[CardMention] | None = None
    ) -> tuple[list[Candidate], int, dict[str, SearchUnit]]:
        """The candidates a text query ranks, the number of its concepts, and the units by
        key: what ``benchmarks/train_ranker.py`` fits the ranker's weights on. With ``cards``
        (those recognised in ``text``, maybe none), the pool the search itself ranks: the
        words a question naming cards is searched as, and the rules its form invokes joined
        (what ``benchmarks/search_bench.py`` measures as the answer in the pool)."""
        query = quotations(" ".join(text.split()))
        invoked: Invoked | None = None
        if not cards:
            query = in_rules_words(query)
        if cards is not None:
            reading = self.card_reading(text, cards) if cards else None
            if reading is not None:
                query, invoked = reading.searched, reading.invoked
            else:
                invoked = self.unnamed_invoked(query)
        parsed, concepts = self._parse(query, False, [])
        searched = query if cards is not None else text
        meaning = self.players_meaning(query) or query if cards is not None else text
        similarity = self._similarity(meaning, doc, None, None)
        joining = self.invoked_keys(invoked) if invoked else ()
        filter_ = self._filter(doc, None, None)
        pool, _ = self._signals.candidates(
            parsed, concepts, searched, doc, 10, filter_, similarity, joining
        )
        return (
            pool,
            len(concepts),
            self._units,
        )


def _first(pending: list[str] | None) -> str | None:
    """The question left to encode by a search that did not wait for it."""
    return pending[0] if pending else None
