"""Full-text search over the corpus, behind a small interface of our own.

:class:`RulesIndex` hides the engine (Whoosh-Reloaded) behind three verbs — open/build, search,
rebuild — so it could be replaced without touching the app. What it adds on top of the engine:

* rule-number queries (``6.2e``, ``rule 6.2``, ``§7.4.4``) answered by exact lookup;
* titles and glossary terms boosted, so a glossary entry outranks passing mentions of its term;
* stemming, phrases (``"can't beats can"``), prefixes (``exhau*``, and the word being typed);
* words from other games mapped to Altered's (:mod:`~rules_corpus.search.synonyms`);
* typo tolerance with "did you mean" (:mod:`~rules_corpus.search.spelling`);
* filters by game, document and kind; snippets with the matched words' offsets.

The on-disk index is a cache keyed by the sources' digest, shared by every window: built in
a staging folder of its own and renamed into place (never half-written), checked against its
checksums when opened, rebuilt when the sources change or when it is damaged
(:mod:`~rules_corpus.search.cache`).
"""

from __future__ import annotations

import re
import shutil
from collections.abc import Callable
from pathlib import Path

from whoosh import fields, index, qparser
from whoosh import query as wq
from whoosh.analysis import StemmingAnalyzer
from whoosh.filedb.filestore import RamStorage, copy_to_ram
from whoosh.searching import Searcher

from rules_corpus.corpus import Corpus
from rules_corpus.model import Kind
from rules_corpus.search import cache
from rules_corpus.search.results import SearchHit, SearchResult
from rules_corpus.search.rule_numbers import parse_rule_number
from rules_corpus.search.snippets import make_snippet
from rules_corpus.search.spelling import Speller
from rules_corpus.search.synonyms import expand
from rules_corpus.search.units import SearchUnit, iter_units

Progress = Callable[[int, int], None]

MAX_QUERY_CHARS = 300
INDEX_FORMAT = 3
_KIND_WEIGHT = {
    Kind.GLOSSARY.value: 1.6,
    Kind.HEADWORD.value: 1.6,
    Kind.SECTION.value: 1.3,
    Kind.RULE.value: 1.0,
    Kind.REMARK.value: 0.75,
    Kind.EXAMPLE.value: 0.7,
}
_SPECIALS = re.compile(r"[\\/:^~(){}\[\]<>+\-!]")


class SearchError(ValueError):
    """A search request that cannot be run (unknown document or kind)."""


def _analyzer() -> StemmingAnalyzer:
    return StemmingAnalyzer(minsize=2)


_ANALYZER = _analyzer()


def stems_of(text: str) -> set[str]:
    """The index's stemmed, stop-word-free words of ``text``."""
    return {str(token.text) for token in _ANALYZER(text)}


class _Group:
    """One word of the user's query: the stems that satisfy it (its synonyms' too)."""

    __slots__ = ("prefix", "stems")

    def __init__(self, stems: set[str], prefix: str | None = None) -> None:
        self.stems = stems
        self.prefix = prefix

    def satisfied_by(self, unit_stems: frozenset[str]) -> bool:
        if self.stems & unit_stems:
            return True
        prefix = self.prefix
        return prefix is not None and any(stem.startswith(prefix) for stem in unit_stems)


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
    )


class RulesIndex:
    """The search index of one corpus. Thread-compatible: one searcher, reads only."""

    def __init__(self, corpus: Corpus, ix: index.Index, notices: list[str] | None = None) -> None:
        self.corpus = corpus
        self._ix = ix
        self._searcher: Searcher = ix.searcher()
        self._stems: dict[str, frozenset[str]] = {}
        self.notices = notices or []
        units = list(iter_units(corpus))
        self._speller = Speller([f"{u.title} {u.term} {u.body}" for u in units])
        self._games = {d.meta.game for d in corpus.documents}
        self._order = {u.key: n for n, u in enumerate(units)}
        self._units = {u.key: u for u in units}
        fieldnames = ["title", "body"]
        self._parser = qparser.MultifieldParser(fieldnames, self._ix.schema, group=qparser.OrGroup)
        self._parser.remove_plugin_class(qparser.FieldsPlugin)
        self._parser.remove_plugin_class(qparser.BoostPlugin)

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
        if kind is not None and kind not in {k.value for k in Kind}:
            raise SearchError(
                f"unknown kind {kind!r}; known kinds: {', '.join(k.value for k in Kind)}"
            )
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

    def _parse(self, query: str, typing: bool, notices: list[str]) -> tuple[wq.Query, list[_Group]]:
        """The engine's query for ``query``, and the word groups used to judge coverage."""
        words = re.findall(r"[\w'’-]+\*?", query)
        groups: list[_Group] = []
        extra: list[str] = []
        for number, raw in enumerate(words):
            word = raw.rstrip("*")
            stems = stems_of(word)
            synonyms = expand([word])
            for synonym in synonyms:
                stems |= stems_of(synonym)
            extra += synonyms
            is_prefix = raw.endswith("*") or (
                typing and number == len(words) - 1 and not query.endswith((" ", '"'))
            )
            prefix = word.lower() if is_prefix and len(word) >= 3 else None
            if stems or prefix:
                groups.append(_Group(stems, prefix))
        typed_prefix = ""
        if typing and words and not words[-1].endswith("*") and groups and groups[-1].prefix:
            typed_prefix = f" {groups[-1].prefix}*"
        full = query + typed_prefix + "".join(f" ({w})" for w in extra)
        try:
            parsed: wq.Query = self._parser.parse(full)
        except Exception:
            notices.append("The query's special characters were ignored.")
            parsed = self._parser.parse(_SPECIALS.sub(" ", query))
        return parsed, groups

    def _display_title(self, fields_: dict[str, object]) -> str:
        """The unit's own title (the indexed title also carries an entry's aliases)."""
        unit = self._units.get(str(fields_["key"]))
        return unit.title if unit is not None else str(fields_.get("title", ""))

    def _unit_stems(self, key: str, stored: str) -> frozenset[str]:
        found = self._stems.get(key)
        if found is None:
            found = frozenset(stored.split())
            self._stems[key] = found
        return found

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

        Coverage is the share of the query's words a unit contains: it lets a rule that
        answers a whole question ("deck size constructed") beat a glossary entry that only
        names one of its words, while a one-word query still puts the glossary entry first.
        """
        parsed, groups = self._parse(query, typing, notices)
        # limit=None: whoosh's top-N collector is slower than a full sort on a corpus this size.
        results = self._searcher.search(parsed, limit=None, filter=self._filter(doc, kind, game))
        candidates: list[tuple[float, int, dict[str, object]]] = []
        for result in results[: max(30, limit * 3)]:
            fields_ = result.fields()
            key = str(fields_["key"])
            unit_stems = self._unit_stems(key, str(fields_.get("stems", "")))
            coverage = (
                sum(1 for g in groups if g.satisfied_by(unit_stems)) / len(groups)
                if groups
                else 1.0
            )
            weight = _KIND_WEIGHT.get(str(fields_["kind"]), 1.0)
            score = float(result.score or 0.0) * weight * coverage * coverage
            candidates.append((score, self._order.get(key, 0), fields_))
        candidates.sort(key=lambda c: (-c[0], c[1]))
        stems = _query_stems(parsed)
        hits: list[SearchHit] = []
        for score, _, fields_ in candidates[:limit]:
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
        return tuple(hits)


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
    ix = RamStorage().create_index(_schema())
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
