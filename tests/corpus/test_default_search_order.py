"""Issue 19, "current rules first": what the default search (no document chosen) lists first.

The desk is for Altered judges: the current rules' best hit comes first (Enter opens it), even
when The Heroes' Journey ranks higher, unless the question uses a word only The Heroes' Journey
uses; another game's hits keep their places after it; a document filter changes nothing.
"""

from __future__ import annotations

from rules_corpus.editions import NEW_EDITION
from rules_corpus.library import RulesLibrary
from rules_corpus.search.query import Concept

HJ = "heroes-journey"


def first(library: RulesLibrary, query: str, **kwargs: object) -> list[tuple[str, str]]:
    hits = library.index.search(query, limit=5, **kwargs).hits  # type: ignore[arg-type]
    return [(hit.doc, hit.id) for hit in hits]


def test_the_current_rules_best_hit_is_first_when_the_words_are_shared(
    library: RulesLibrary,
) -> None:
    """Both games print "exhausted" (CR 5.0 2.4.6; HJ's glossary): the Altered entry is
    first, and HJ's entry is still in the first few."""
    found = first(library, "exhausted")
    assert found[0][0] == NEW_EDITION
    assert (HJ, "Exhausted") in found[:3]


def test_only_the_best_current_hit_moves_the_rest_keeps_the_ranking(
    library: RulesLibrary,
) -> None:
    index = library.index
    lead = index._lead
    try:
        index._lead = lambda concepts: None  # type: ignore[method-assign]
        ranked = first(library, "playing a card")
    finally:
        index._lead = lead  # type: ignore[method-assign]
    found = first(library, "playing a card")
    best_current = next(hit for hit in ranked if hit[0] == NEW_EDITION)
    assert found[0] == best_current
    assert found[1:] == [hit for hit in ranked if hit != best_current][:4]


def test_a_word_only_the_heroes_journey_uses_keeps_its_order(library: RulesLibrary) -> None:
    """ "exert" is The Heroes' Journey's own term (CR 5.0 never prints it)."""
    concepts = (Concept("exert", frozenset({"exert"})),)
    assert library.index._lead(concepts) is None
    assert first(library, "exert a companion")[0][0] == HJ
    shared = (Concept("exhausted", frozenset({"exhaust"})),)
    assert library.index._lead(shared) == NEW_EDITION


def test_a_document_filter_is_not_reordered(library: RulesLibrary) -> None:
    assert all(doc == HJ for doc, _ in first(library, "exhausted", doc=HJ))
    assert first(library, "exhausted", game="The Heroes' Journey")[0][0] == HJ
