"""Search-as-you-type, without a window: a query and filters in, a view of the results out.

:class:`SearchController` runs :meth:`RulesIndex.search` and turns whatever comes back — hits,
a typo correction, a rule number that does not exist, an unknown filter, a 2000-character
paste — into a :class:`SearchView` the results list displays as is: rows grouped by document
and one message line, never an exception.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from judge_app.gui.labels import document_label
from judge_app.gui.lookup import NotFound, resolve
from judge_app.gui.urls import Target
from rules_corpus.corpus import Corpus
from rules_corpus.editions import edition_map_for, old_number_hint
from rules_corpus.search.index import MAX_QUERY_CHARS, RulesIndex, SearchError
from rules_corpus.search.mentions import CardMention
from rules_corpus.search.results import SearchHit, SearchResult
from rules_corpus.search.rulings import RULING_KIND, RULINGS_DOC
from rules_corpus.search.unknown_cards import CardNames, NameNotFound

if TYPE_CHECKING:  # the card code loads in the background, never on the way to the window
    from judge_app.card_mentions import QuestionCards

RESULT_LIMIT = 30
# The index's own notice for a question cut to MAX_QUERY_CHARS (rules_corpus.search.index): the
# window says it in a judge's words instead (searched_notice).
_INDEX_SHORTENED = re.compile(r"^The query was shortened to its first \d+ characters\.?$")
KIND_LABELS = {
    "rule": "Rule",
    "section": "Section",
    "remark": "Remark",
    "example": "Example",
    "glossary": "Glossary",
    "headword": "Headword",
    "ruling": "Ruling",
}


@dataclass(frozen=True, slots=True)
class Filters:
    """The filter boxes: None means "all"."""

    game: str | None = None
    doc: str | None = None
    kind: str | None = None


@dataclass(frozen=True, slots=True)
class GroupRow:
    """A document heading in the results list."""

    doc: str
    title: str
    count: int
    superseded: bool = False


@dataclass(frozen=True, slots=True)
class HitRow:
    """One hit, ready to draw: label (rule number or term), kind, section path, snippet.

    ``superseded`` is empty for current rules, else what replaced the hit ("Superseded — now
    Altered CR 5.0 — 7.3.39.a").
    """

    target: Target
    label: str
    kind: str
    title: str
    path: str
    snippet: str
    spans: tuple[tuple[int, int], ...]
    superseded: str = ""
    game: str = ""  # the document's game: how its lost icons are read (rule_icons)

    @property
    def kind_label(self) -> str:
        return KIND_LABELS.get(self.kind, self.kind.title())


Row = GroupRow | HitRow


@dataclass(frozen=True, slots=True)
class CardChip:
    """A card recognised in the question, shown as a chip above the results (#32): its
    name, what it is (its type line) and the words typed for it."""

    name: str
    type_line: str
    typed: str
    text: str = ""  # its printed text in a judge's words (icons named), when read


@dataclass(frozen=True, slots=True)
class SearchView:
    """Everything the results list shows for one query."""

    query: str
    rows: tuple[Row, ...] = ()
    message: str = ""
    suggestion: str | None = None
    nearest: tuple[Target, ...] = ()
    notices: tuple[str, ...] = field(default=())
    # ranked lexically: this question's encoding was not waited for (the panel encodes it in
    # the background, then runs the search again)
    awaiting_meaning: str | None = None
    cards: tuple[CardChip, ...] = ()  # the cards the question names
    # the names the question writes that no known card has, with the nearest known names
    unknown_cards: tuple[NameNotFound, ...] = ()

    @property
    def hits(self) -> list[HitRow]:
        return [row for row in self.rows if isinstance(row, HitRow)]

    @property
    def top(self) -> HitRow | None:
        hits = self.hits
        return hits[0] if hits else None


def searched_part(query: str) -> str:
    """The part of ``query`` (spaces collapsed) the index searches: a question longer than
    :data:`~rules_corpus.search.index.MAX_QUERY_CHARS` is cut there, at the last whole word
    (as :meth:`RulesIndex.search` does), so the window can say how much before it is back."""
    if len(query) <= MAX_QUERY_CHARS:
        return query
    return query[:MAX_QUERY_CHARS].rsplit(" ", 1)[0]


def searched_notice(searched: int, asked: int) -> str:
    """What the window says of a long question only partly searched: how many of its
    characters, out of how many ("Searched the first 291 of 5,000 characters …")."""
    return (
        f"Searched the first {searched:,} of {asked:,} characters of your question: "
        "put what you are asking first."
    )


class SearchController:
    """Runs searches for the window; pure Python, so tests drive it without Qt."""

    def __init__(self, corpus: Corpus, index: RulesIndex, limit: int = RESULT_LIMIT) -> None:
        self.corpus = corpus
        self.index = index
        self.limit = limit
        # The cards a question may name (library and imported pool), set once they are read
        # in the background; until then questions are searched as typed.
        self.question_cards: QuestionCards | None = None

    def games(self) -> list[str]:
        return sorted({d.meta.game for d in self.corpus.documents})

    def run(
        self, text: str, filters: Filters = Filters(), typing: bool = True, encode: bool = True
    ) -> SearchView:
        """The view of ``text``'s results; ``encode=False`` does not wait for the sentence
        encoder (the view then names the question in ``awaiting_meaning``)."""
        query = " ".join(text.split())
        if not query:
            return SearchView("")
        chips: tuple[CardChip, ...] = ()
        records: tuple[CardMention, ...] = ()
        names: CardNames | None = None
        if self.question_cards is not None:
            named, records = self.question_cards.read(query)
            chips = tuple(
                CardChip(r.card.name, r.card.type_line, r.typed, r.card.words) for r in named
            )
            names = self.question_cards.card_names()
        try:
            with self.index.searching():  # the rulings' encoders pause meanwhile (issue 34)
                result = self.index.search(
                    query,
                    filters.doc,
                    filters.kind,
                    filters.game,
                    self.limit,
                    typing,
                    encode,
                    cards=records,
                    card_names=names,
                )
        except SearchError as error:
            return SearchView(query, message=f"Cannot search: {error}.")
        except Exception as error:  # the engine must never take the window down
            return SearchView(
                query, message=f"This query could not be searched ({error.__class__.__name__})."
            )
        view = self._view(query, result, filters)
        if len(result.query) < len(query):
            view = replace(view, notices=_judge_notices(view.notices, len(result.query), query))
        if result.awaiting_meaning is not None:
            view = replace(view, awaiting_meaning=result.awaiting_meaning)
        if chips:
            view = replace(view, cards=chips)
        if result.unknown_cards:
            view = replace(view, unknown_cards=result.unknown_cards)
        return view

    def citation(self, hit: HitRow) -> str | None:
        """What copying ``hit`` gives: its citation and text — a Remark or Example with its
        rule (CR 5.0 1.1.1.e: they clarify the rule) — or an official ruling's card, question
        and answer. None for an item that cannot be found."""
        from judge_app.gui.citations import citation_text, note_citation

        if hit.kind == RULING_KIND:
            return f"Official ruling — {hit.label}: {hit.snippet}"
        item = self.corpus.get(hit.target.doc, hit.target.id)
        if item is None:
            return None
        if hit.kind in ("remark", "example"):
            return note_citation(self.corpus, hit.target.doc, item, hit.kind, hit.snippet)
        return citation_text(self.corpus, hit.target.doc, item)

    def encode_question(self, text: str) -> None:
        """Encode a view's ``awaiting_meaning`` (off the UI thread: milliseconds)."""
        self.index.encode_question(text)

    def _edition_hint(self, result: SearchResult, filters: Filters) -> tuple[str, ...]:
        """An old-edition number searched with that edition selected: name its 5.0 number."""
        if result.number_query is None or filters.doc is None:
            return ()
        hint = old_number_hint(edition_map_for(self.corpus), filters.doc, result.number_query)
        if hint is None:
            return ()
        other_doc, other_id = hint
        here = self.corpus.document(filters.doc).meta.citation_prefix
        there = self.corpus.document(other_doc).meta.citation_prefix
        return (f"{result.number_query} in the {here} is {other_id} in {there}.",)

    def _view(self, query: str, result: SearchResult, filters: Filters) -> SearchView:
        shown = query if len(query) <= 60 else query[:60] + "…"
        notices = tuple(result.notices) + self._edition_hint(result, filters)
        rows = self._rows(result.hits)
        if result.number_query is not None and not result.hits:
            missing = self._missing_number(result.number_query, filters)
            return SearchView(query, (), missing.message, None, missing.nearest, notices)
        if result.hits and result.corrected and result.suggestion:
            message = f"No results for “{shown}”. Showing results for “{result.suggestion}”."
            return SearchView(query, rows, message, None, (), notices)
        if not result.hits:
            if result.suggestion:
                return SearchView(
                    query, (), f"No results for “{shown}”.", result.suggestion, (), notices
                )
            hint = "Try fewer words, other words, or a rule number such as 6.2.e."
            if any(f is not None for f in (filters.doc, filters.game, filters.kind)):
                hint = "Try removing the filters."
            return SearchView(query, (), f"No results for “{shown}”. {hint}", None, (), notices)
        return SearchView(query, rows, "", result.suggestion, (), notices)

    def _missing_number(self, number: str, filters: Filters) -> NotFound:
        doc = filters.doc or next(
            (
                d.slug
                for d in self.corpus.documents
                if d.rules and (filters.game is None or d.meta.game == filters.game)
            ),
            self.corpus.slugs[0],
        )
        found = resolve(self.corpus, doc, number)
        if isinstance(found, NotFound):
            return found
        kind = f" of kind “{filters.kind}”" if filters.kind else ""
        return NotFound(f"{number} exists, but not among the results{kind}.", (found.target,))

    def _ruling_mark(self, key: str) -> str:
        """ " — given under an earlier version of the rules" for a ruling given before a rule
        it rests on changed (issue 35); the ruling's page says which change."""
        from judge_app.ruling_currency import EARLIER, record_currency

        record = self.index.rulings.get(key)
        if record is None:
            return ""
        return f" — {EARLIER}" if record_currency(self.corpus, record).earlier else ""

    def _superseded_label(self, hit: SearchHit, listed: frozenset[tuple[str, str]]) -> str:
        """What replaced a superseded hit; "listed above" when that current rule is among the
        results too (the judge reads it there, not the older words)."""
        if hit.superseded_by is None:
            return ""
        now = self.corpus.document(hit.superseded_by).meta.citation_prefix
        if hit.current_id:
            above = ", listed above" if (hit.superseded_by, hit.current_id) in listed else ""
            return f"Superseded — now {now} — {hit.current_id}{above}"
        return f"Superseded — no counterpart in {now}"

    def _rows(self, hits: tuple[SearchHit, ...]) -> tuple[Row, ...]:
        """Hits grouped by document, in rank order. A ruling stays where it ranked — inside
        the group of the rule above it, between the rules and the glossary — labelled with
        its card; only rulings with no rule above them get a group of their own."""
        groups: dict[str, list[HitRow]] = {}
        above: str | None = None
        # the window lists the current rules' group before the superseded edition's
        listed = frozenset((h.doc, h.id) for h in hits if h.superseded_by is None)
        for hit in hits:
            if hit.kind == RULING_KIND:
                # A ruling opens its own page (question, answer, card, date, cited rules).
                target = Target(RULINGS_DOC, hit.id)
                path = hit.path + self._ruling_mark(hit.id)
                row = HitRow(target, hit.title, hit.kind, "", path, hit.snippet, hit.spans)
                groups.setdefault(above or RULINGS_DOC, []).append(row)
                continue
            above = hit.doc
            groups.setdefault(hit.doc, []).append(
                HitRow(
                    Target(hit.doc, hit.id),
                    hit.id,
                    hit.kind,
                    hit.title if hit.title != hit.id else "",
                    hit.path,
                    hit.snippet,
                    hit.spans,
                    self._superseded_label(hit, listed),
                    self.corpus.document(hit.doc).meta.game,
                )
            )
        rows: list[Row] = []
        for doc, members in groups.items():
            old = bool(members[0].superseded)
            if doc == RULINGS_DOC:
                rows.append(GroupRow(doc, "Official card rulings", len(members)))
            else:
                meta = self.corpus.document(doc).meta
                rows.append(GroupRow(doc, document_label(meta), len(members), old))
            rows.extend(members)
        return tuple(rows)


def _judge_notices(notices: tuple[str, ...], searched: int, query: str) -> tuple[str, ...]:
    """``notices`` with the index's "query was shortened" said in a judge's words, first."""
    kept = tuple(n for n in notices if not _INDEX_SHORTENED.match(n))
    return (searched_notice(searched, len(query)), *kept)
