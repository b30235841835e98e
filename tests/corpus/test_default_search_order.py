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


FAN = "altered-fan-2024"


def test_a_list_cut_to_one_hit_holds_the_current_rule_not_a_superseded_one(
    library: RulesLibrary,
) -> None:
    """The order is settled before the list is cut: asked for one hit, the default search
    gives the current rule (what Enter opens), never the older edition's."""
    for query in ("untap in the morning", "return to hand", "fleeting", "reaction limbo"):
        hits = library.index.search(query, limit=1).hits
        assert hits and hits[0].doc == NEW_EDITION and hits[0].superseded_by is None, query


def test_a_superseded_hit_lends_its_place_to_its_current_equivalent(
    library: RulesLibrary,
) -> None:
    """Old 4.2.1.c ranked first, current 4.2.1.c nowhere: the current rule takes the old one's
    place; the old hit follows every current one, and a current unit is never listed twice."""
    units = {
        1: (FAN, "4.2.1.c", "rule"),
        2: (NEW_EDITION, "4.2.1.a", "rule"),
        3: (FAN, "Fleeting", "glossary"),  # an entry has no mapped equivalent: lends nothing
        4: (NEW_EDITION, "4.2.1.c", "rule"),
        5: (HJ, "Exhausted", "headword"),
    }
    keys = {f"{d}|{k}|{i}": n for n, (d, i, k) in units.items()}
    currency = library.index.currency
    ranked = [(9.0, 1), (8.0, 2), (7.0, 3), (6.0, 4), (5.0, 5)]

    def order(limit: int, lend: bool = True) -> list[int]:
        found = currency.first_current(
            ranked, units.__getitem__, keys.get, NEW_EDITION, limit, lend=lend
        )
        return [d for _, d in found]

    assert order(5) == [4, 2, 5, 1, 3]
    assert order(1) == [4]  # cut to one: the current rule, in the place the old one earned
    assert currency.first_current(ranked, units.__getitem__, keys.get, None, 1) == [(9.0, 4)]
    # the units ranked within the limit, current first (the old hits are not pushed out by
    # current ones ranked lower than them)
    assert order(3) == [4, 2, 1]
    # a kind chosen: nothing is lent; the lead document's best still comes first
    assert order(5, lend=False) == [2, 4, 5, 1, 3]
    assert order(1, lend=False) == [2]


def test_a_rule_is_listed_once_when_its_example_ranks_and_an_old_hit_lends_it(
    library: RulesLibrary,
) -> None:
    """CR 5.0 2.2.12.f's Example ranked first, then the older edition's rule whose equivalent
    is 2.2.12.f: the rule is not lent beside its own Example (one citation, 1.1.1.e), and a
    current rule lent first keeps its Example ranked after it out of the list."""
    units = {
        1: (NEW_EDITION, "2.2.12.f", "example"),
        2: (FAN, "4.2.1.c", "rule"),
        3: (NEW_EDITION, "2.1.d", "rule"),
        4: (NEW_EDITION, "4.2.1.c", "rule"),
        5: (NEW_EDITION, "4.2.1.c", "example"),
    }
    keys = {f"{d}|{k}|{i}": n for n, (d, i, k) in units.items()}
    currency = library.index.currency

    def order(ranked: list[tuple[float, int]]) -> list[int]:
        found = currency.first_current(ranked, units.__getitem__, keys.get, NEW_EDITION, 5)
        return [d for _, d in found]

    # the old rule lends 4.2.1.c (4); the Example of 4.2.1.c ranked after it is the same rule
    assert order([(9.0, 1), (8.0, 2), (7.0, 3), (6.0, 5)]) == [1, 4, 3, 2]
    # 4.2.1.c's Example ranked before the old rule: nothing is lent, the Example stands for it
    assert order([(9.0, 5), (8.0, 2), (7.0, 3)]) == [5, 3, 2]
