"""The ranked units made into the hits a judge sees.

Each rule is cited once (a Remark or Example is part of its rule, CR 5.0 1.1.1.e), and each
hit's snippet marks the words the query looked for (:mod:`~rules_corpus.search.snippets`).
"""

from __future__ import annotations

from dataclasses import replace

from whoosh import query as wq

from rules_corpus.search.ranking import Candidate
from rules_corpus.search.results import SearchHit
from rules_corpus.search.snippets import make_snippet
from rules_corpus.search.units import SearchUnit


def one_per_rule(
    ranked: list[tuple[float, Candidate]], units: dict[str, SearchUnit]
) -> list[tuple[float, Candidate]]:
    """The ranking with each rule cited once: a Remark or Example is part of its rule (the
    rule's page shows it; CR 5.0 1.1.1.e) — or of its section, for a section's own Remark
    (2.4.4 "Asleep" and its Remark are one citation) — so when both rank, only the better one
    is kept and the place the other took goes to the next rule."""
    seen: set[tuple[str, str]] = set()
    kept: list[tuple[float, Candidate]] = []
    for score, candidate in ranked:
        unit = units.get(candidate.key)
        cited = (unit.doc, unit.id) if unit is not None else (candidate.key, "")
        if unit is not None and unit.kind.value in ("rule", "section", "remark", "example"):
            if cited in seen:
                continue
            seen.add(cited)
        kept.append((score, candidate))
    return kept


def marked(hit: SearchHit, stems: tuple[set[str], tuple[str, ...]]) -> SearchHit:
    """``hit`` with its snippet's matched words marked (rulings are built before the query's
    stems are known)."""
    snippet, spans = make_snippet(hit.snippet, stems)
    return replace(hit, snippet=snippet, spans=spans)


def query_stems(parsed: wq.Query) -> tuple[set[str], tuple[str, ...]]:
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
