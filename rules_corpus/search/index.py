"""Full-text search over the corpus, behind a small interface of our own.

:class:`RulesIndex` hides the engine (Whoosh-Reloaded) behind three verbs — open/build, search,
rebuild — so it could be replaced without touching the app. What it adds on top of the engine:

* rule-number queries (``6.2e``, ``rule 6.2``, ``§7.4.4``) answered by exact lookup;
* titles and glossary terms boosted, so a glossary entry outranks passing mentions of its term;
* stemming, phrases (``"can't beats can"``), prefixes (``exhau*``, and the word being typed);
* words from other games mapped to Altered's (:mod:`~rules_corpus.search.synonyms`);
* typo tolerance with "did you mean" (:mod:`~rules_corpus.search.spelling`);
* filters by game, document and kind; snippets with the matched words' offsets.

The on-disk index is a cache keyed by the sources' digest: built aside and renamed into place
(never half-written), rebuilt when the sources change or when it cannot be opened.
"""

from __future__ import annotations

import re
import shutil
from collections.abc import Callable
from pathlib import Path

from whoosh import fields, index, qparser
from whoosh import query as wq
from whoosh.analysis import StemmingAnalyzer
from whoosh.searching import Searcher

from rules_corpus.corpus import Corpus
from rules_corpus.model import Kind
from rules_corpus.search.results import SearchHit, SearchResult
from rules_corpus.search.rule_numbers import parse_rule_number
from rules_corpus.search.snippets import make_snippet
from rules_corpus.search.spelling import Speller
from rules_corpus.search.synonyms import expand
from rules_corpus.search.units import SearchUnit, iter_units

Progress = Callable[[int, int], None]

MAX_QUERY_CHARS = 300
INDEX_FORMAT = 1
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
    return StemmingAnalyzer(minsize=1)


def _schema() -> fields.Schema:
    analyzer = _analyzer()
    return fields.Schema(
        key=fields.ID(stored=True, unique=True),
        doc=fields.ID(stored=True),
        game=fields.ID(stored=True),
        id=fields.ID(stored=True),
        kind=fields.ID(stored=True),
        order=fields.STORED,
        title=fields.TEXT(analyzer=analyzer, field_boost=2.5, stored=True),
        term=fields.TEXT(analyzer=analyzer, field_boost=6.0),
        body=fields.TEXT(analyzer=analyzer, stored=True, phrase=True),
        path=fields.STORED,
    )


class RulesIndex:
    """The search index of one corpus. Thread-compatible: one searcher, reads only."""

    def __init__(self, corpus: Corpus, ix: index.Index, notices: list[str] | None = None) -> None:
        self.corpus = corpus
        self._ix = ix
        self._searcher: Searcher = ix.searcher()
        self.notices = notices or []
        units = list(iter_units(corpus))
        self._speller = Speller([f"{u.title} {u.term} {u.body}" for u in units])
        self._games = {d.meta.game for d in corpus.documents}
        self._order = {u.key: n for n, u in enumerate(units)}
        fieldnames = ["term", "title", "body"]
        self._parser = qparser.MultifieldParser(
            fieldnames, self._ix.schema, group=qparser.OrGroup.factory(0.9)
        )
        self._parser.remove_plugin_class(qparser.FieldsPlugin)
        self._parser.remove_plugin_class(qparser.BoostPlugin)

    # -- building -------------------------------------------------------------------------

    @classmethod
    def open_or_build(
        cls,
        corpus: Corpus,
        digest: str,
        directory: Path,
        progress: Progress | None = None,
    ) -> RulesIndex:
        """Open the index for ``digest`` in ``directory``, building it first if needed."""
        target = directory / f"index-v{INDEX_FORMAT}-{digest}"
        notices: list[str] = []
        if (target / "READY").exists():
            try:
                return cls(corpus, index.open_dir(str(target)), notices)
            except Exception as error:  # whoosh raises many kinds on a damaged index
                notices.append(f"The search index was damaged ({error.__class__.__name__}); rebuilt.")
                shutil.rmtree(target, ignore_errors=True)
        elif target.exists():
            notices.append("An incomplete search index was found and rebuilt.")
            shutil.rmtree(target, ignore_errors=True)
        build_index(corpus, target, progress)
        for old in directory.glob("index-v*"):
            if old != target and old.is_dir():
                shutil.rmtree(old, ignore_errors=True)
        return cls(corpus, index.open_dir(str(target)), notices)

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
            raise SearchError(f"unknown game {game!r}; known games: {', '.join(sorted(self._games))}")

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
        stored = self._searcher.document(key=f"{slug}|{kind.value}|{item_id}") or {}
        body = str(stored.get("body", ""))
        snippet = body if len(body) <= 240 else body[:240].rsplit(" ", 1)[0] + " …"
        return SearchHit(
            slug,
            item_id,
            kind.value,
            str(stored.get("title", "")),
            str(stored.get("path", "")),
            snippet,
            (),
            score,
        )

    def _parse(self, query: str, typing: bool, notices: list[str]) -> wq.Query:
        extra = expand(re.findall(r"[\w'-]+", query))
        prefix = ""
        words = re.findall(r"[^\W_]{3,}$", query) if typing and not query.endswith('"') else []
        if words:
            prefix = f" {words[0]}*"
        full = query + prefix + "".join(f" ({w})" for w in extra)
        try:
            parsed: wq.Query = self._parser.parse(full)
        except Exception:
            notices.append("The query's special characters were ignored.")
            parsed = self._parser.parse(_SPECIALS.sub(" ", query))
        return parsed

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
        parsed = self._parse(query, typing, notices)
        results = self._searcher.search(
            parsed, limit=limit * 3, filter=self._filter(doc, kind, game)
        )
        stems = _query_stems(parsed)
        scored: list[SearchHit] = []
        for result in results:
            weight = _KIND_WEIGHT.get(str(result["kind"]), 1.0)
            snippet, spans = make_snippet(str(result.get("body", "")), stems)
            scored.append(
                SearchHit(
                    str(result["doc"]),
                    str(result["id"]),
                    str(result["kind"]),
                    str(result.get("title", "")),
                    str(result.get("path", "")),
                    snippet,
                    spans,
                    float(result.score or 0.0) * weight,
                )
            )
        scored.sort(key=lambda h: (-h.score, self._order.get(f"{h.doc}|{h.kind}|{h.id}", 0)))
        return tuple(scored[:limit])


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
    """Build the index into ``target`` atomically (built aside, then renamed)."""
    units: list[SearchUnit] = list(iter_units(corpus))
    staging = target.with_name(target.name + ".building")
    shutil.rmtree(staging, ignore_errors=True)
    staging.mkdir(parents=True)
    ix = index.create_in(str(staging), _schema())
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
            title=unit.title,
            term=unit.term,
            body=unit.body,
            path=unit.path,
        )
        if progress is not None and (number % 50 == 0 or number == total):
            progress(number, total + total // 10)
    writer.commit()
    ix.close()
    (staging / "READY").write_text("ok\n", encoding="utf-8")
    shutil.rmtree(target, ignore_errors=True)
    staging.rename(target)
    if progress is not None:
        progress(total + total // 10, total + total // 10)
