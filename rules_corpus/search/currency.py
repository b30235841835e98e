"""Which hits are current rules and which come from a superseded edition (issue 19).

A judge must cite rules that are in force. The older fan-translated Altered edition is
superseded by the Comprehensive Rules 5.0 (the edition pairs of :mod:`rules_corpus.editions`):
unless a search asks for that document, its hits come after every current hit, and each says
it is superseded and, from the edition map, which CR 5.0 rule replaced it.

The desk is for Altered judges, so the default search (no document chosen) puts the current
Altered rules' best hit first — what Enter opens — even when another game's rules (The
Heroes' Journey) rank above it; the rest keeps the ranking's order, so in a plain list (the
CLI, ``--json``) the other game's hits stay among the first few (the window groups the hits by
document in the order of their first hit, so there the current rules' group comes first).
Unless the question uses a word only the other game's rules use: then it is about that game
and the ranking's order stands (:meth:`RulesIndex.search` decides, by the documents' words).
Measured on the question sets, moving the whole current group first instead cost Heroes'
Journey questions asked in the default search a third of their recall@5 (0.90 → 0.65 on one
set) for under a point on the current-rules questions.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from rules_corpus.corpus import Corpus
from rules_corpus.editions import EDITION_PAIRS, edition_map_for
from rules_corpus.search.results import SearchHit

_SUPERSEDED: dict[str, str] = {old: new for old, new in EDITION_PAIRS}
_NUMBERED = frozenset({"rule", "section", "remark", "example"})


def superseding(doc: str) -> str | None:
    """The document that supersedes ``doc``, or None when ``doc`` is current."""
    return _SUPERSEDED.get(doc)


class Currency:
    """Marks superseded hits and puts current ones first; the edition map is built on first
    need (the window builds it in the background while loading, so it is ready by then)."""

    def __init__(self, corpus: Corpus, equivalent: Callable[[str, str], str | None] | None = None):
        self._corpus = corpus
        self._equivalent = equivalent

    def equivalent(self, doc: str, item_id: str) -> str | None:
        """The current edition's id for ``item_id`` of the superseded ``doc``, if mapped."""
        if self._equivalent is not None:
            return self._equivalent(doc, item_id)
        new = superseding(doc)
        if new is None:
            return None
        try:
            edition_map = edition_map_for(self._corpus, doc, new)
        except KeyError:
            return None
        return edition_map.equivalent(doc, item_id)

    def arrange(
        self, hits: tuple[SearchHit, ...], doc_filter: str | None, lead: str | None = None
    ) -> tuple[SearchHit, ...]:
        """Mark superseded hits; without a document filter, current hits first (stable), and
        the ``lead`` document's best hit first of all when one is given."""
        marked = tuple(self._mark(hit) for hit in hits)
        if doc_filter is not None:
            return marked
        current = [hit for hit in marked if hit.superseded_by is None]
        old = [hit for hit in marked if hit.superseded_by is not None]
        first = next((n for n, hit in enumerate(current) if hit.doc == lead), None)
        if first is not None:
            current.insert(0, current.pop(first))
        return (*current, *old)

    def first_current(
        self,
        ranked: list[tuple[float, int]],
        described: Callable[[int], tuple[str, str, str]],
        located: Callable[[str], int | None],
        lead: str | None,
        limit: int,
        lend: bool = True,
    ) -> list[tuple[float, int]]:
        """The default search's list of ranked units (score, document number), cut to
        ``limit``: the units ranked within the limit, current ones first (superseded after,
        as :meth:`arrange` then shows them), and with them

        * the current equivalent (by the edition map) of each superseded rule within the
          limit, in its place — the same rule in the older words answered the question, and
          the judge must cite the rule in force — unless that rule is listed already, as
          itself or as its Remark or Example (a rule is listed once);
        * the ``lead`` document's best unit, first of all (what Enter opens).

        So a list cut short ("--limit 1") holds the current rule, never only an old one.
        ``described`` gives a unit's document, id and kind; ``located`` a unit key's document
        number. With ``lend`` False (a kind chosen: the equivalent may be of another kind)
        nothing is lent."""
        within = {docnum for _, docnum in ranked[:limit]}
        current: list[tuple[float, int]] = []
        old: list[tuple[float, int]] = []
        taken: set[int] = set()
        # Each current rule is cited once: a rule lent for an old hit and the same rule's
        # Remark or Example ranked on its own are one citation (CR 5.0 1.1.1.e).
        cited: set[tuple[str, str]] = set()
        for score, docnum in ranked:
            slug, item_id, kind = described(docnum)
            new = superseding(slug)
            if new is None:
                if docnum not in taken and (kind not in _NUMBERED or (slug, item_id) not in cited):
                    current.append((score, docnum))
                    taken.add(docnum)
                    if kind in _NUMBERED:
                        cited.add((slug, item_id))
                continue
            if docnum not in within:
                continue
            old.append((score, docnum))
            equivalent = self.equivalent(slug, item_id) if lend and kind in _NUMBERED else None
            found = next(
                (
                    d
                    for d in (located(f"{new}|{k}|{equivalent}") for k in ("rule", "section"))
                    if d is not None
                ),
                None,
            )
            if (
                equivalent is not None
                and found is not None
                and found not in taken
                and (new, equivalent) not in cited
            ):
                current.append((score, found))
                taken.add(found)
                cited.add((new, equivalent))
                within.add(found)
        best = next((n for n, (_, d) in enumerate(current) if described(d)[0] == lead), None)
        if best is not None:
            within.add(current[best][1])
            current.insert(0, current.pop(best))
        return ([(s, d) for s, d in current if d in within] + old)[:limit]

    def _mark(self, hit: SearchHit) -> SearchHit:
        new = superseding(hit.doc)
        if new is None or new not in self._corpus.slugs:
            return hit
        equivalent = None
        if hit.kind in _NUMBERED:
            equivalent = self.equivalent(hit.doc, hit.id)
        return replace(hit, superseded_by=new, current_id=equivalent)
