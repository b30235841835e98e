"""What a search returns: hits with snippets, and what the search engine made of the query."""

from __future__ import annotations

from dataclasses import dataclass, field

from rules_corpus.search.unknown_cards import NameNotFound


@dataclass(frozen=True, slots=True)
class SearchHit:
    """One result. ``id`` is the rule/section number or the entry's term as printed.

    ``superseded_by`` names the document that replaced the hit's (the old fan edition is
    superseded by CR 5.0) and ``current_id`` the hit's equivalent there, when the edition map
    has one; both are None for a hit from a current document. For an official card ruling
    (kind ``ruling``, :mod:`~rules_corpus.search.rulings`) ``current_id`` is the first CR 5.0
    rule the ruling cites.

    ``snippet`` is plain text; ``spans`` are the (start, end) offsets of the matched words in it,
    so each front end highlights them its own way.
    """

    doc: str
    id: str
    kind: str
    title: str
    path: str
    snippet: str
    spans: tuple[tuple[int, int], ...]
    score: float
    superseded_by: str | None = None
    current_id: str | None = None

    def marked_snippet(self, before: str = "**", after: str = "**") -> str:
        """The snippet with each matched word wrapped in ``before``/``after``."""
        out: list[str] = []
        position = 0
        for start, end in self.spans:
            out += [self.snippet[position:start], before, self.snippet[start:end], after]
            position = end
        out.append(self.snippet[position:])
        return "".join(out)

    def to_json(self) -> dict[str, object]:
        return {
            "doc": self.doc,
            "id": self.id,
            "kind": self.kind,
            "title": self.title,
            "snippet": self.marked_snippet(),
            "score": round(self.score, 4),
            "superseded_by": self.superseded_by,
            "current_id": self.current_id,
        }


@dataclass(frozen=True, slots=True)
class SearchResult:
    """The hits for a query.

    ``suggestion`` is a "did you mean" query; when ``corrected`` is true the hits are for the
    suggestion because the query as typed found nothing. ``notices`` explain anything the search
    did to the query (truncated, syntax repaired). ``awaiting_meaning`` is the text whose
    encoding the search was asked not to wait for (``encode=False``): the hits are ranked
    lexically; once it is encoded (``RulesIndex.encode_question``) the same search ranks with
    its meaning. ``unknown_cards`` are the names the question writes that no known card has
    (:mod:`~rules_corpus.search.unknown_cards`), with the known names nearest each: a note for
    the judge, never a card recognised — the question is searched as it is, the names' words
    taken as typed (no typo for the speller).
    """

    query: str
    hits: tuple[SearchHit, ...]
    suggestion: str | None = None
    corrected: bool = False
    number_query: str | None = None
    notices: tuple[str, ...] = field(default=())
    awaiting_meaning: str | None = None
    unknown_cards: tuple[NameNotFound, ...] = ()
