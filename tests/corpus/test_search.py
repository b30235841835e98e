"""Search behaviour: ranking, numbers, phrases, prefixes, typos, synonyms, filters, bad input."""

from __future__ import annotations

import pytest

from rules_corpus.library import RulesLibrary
from rules_corpus.search.index import SearchError


def ids(library: RulesLibrary, query: str, **kwargs: object) -> list[str]:
    result = library.index.search(query, **kwargs)  # type: ignore[arg-type]
    return [hit.id for hit in result.hits]


@pytest.mark.parametrize("query", ["6.2.e", "6.2e", "6.2.E", "rule 6.2.e", "§6.2.e", "CR 6.2.e"])
def test_rule_number_forms(library: RulesLibrary, query: str) -> None:
    result = library.index.search(query, doc="altered-cr-5.0")
    assert result.hits[0].id == "6.2.e"
    assert result.number_query == "6.2.e"


def test_section_number_lists_section_then_its_rules(library: RulesLibrary) -> None:
    found = ids(library, "rule 7.4.4", doc="altered-cr-5.0")
    assert found[0] == "7.4.4"
    assert found[1:4] == ["7.4.4.a", "7.4.4.b", "7.4.4.c"]
    assert ids(library, "§7.4.4", doc="altered-cr-5.0")[0] == "7.4.4"


def test_glossary_entry_outranks_passing_mentions(library: RulesLibrary) -> None:
    result = library.index.search("fleeting", doc="altered-cr-5.0")
    assert (result.hits[0].kind, result.hits[0].id) == ("glossary", "Fleeting")


def test_stemming(library: RulesLibrary) -> None:
    assert "7.3.13.a" in ids(library, "exhausting", doc="altered-cr-5.0", limit=10)


def test_phrase(library: RulesLibrary) -> None:
    found = ids(library, '"can\'t beats can"', doc="altered-cr-5.0")
    assert found[0] == "1.4.1"


def test_prefix_wildcard_and_typing_prefix(library: RulesLibrary) -> None:
    assert "Exhaust" in ids(library, "exhau*", doc="altered-cr-5.0")[:3]
    typed = library.index.search("expedi", doc="altered-cr-5.0", typing=True)
    assert typed.hits and typed.hits[0].id.startswith("Expedition")
    assert typed.suggestion is None


def test_typo_gives_did_you_mean_and_results(library: RulesLibrary) -> None:
    result = library.index.search("fleetting", doc="altered-cr-5.0")
    assert result.suggestion == "fleeting"
    assert result.corrected
    assert result.hits[0].id == "Fleeting"


def test_nonsense_gives_no_hits_without_error(library: RulesLibrary) -> None:
    result = library.index.search("zzqxv")
    assert result.hits == ()


@pytest.mark.parametrize(
    ("foreign", "expected"),
    [("graveyard", "Discard pile"), ("tap", "Exhaust"), ("stack", "Limbo")],
)
def test_other_games_words_map_to_altered(
    library: RulesLibrary, foreign: str, expected: str
) -> None:
    assert expected in ids(library, foreign, doc="altered-cr-5.0")[:3]


def test_filters(library: RulesLibrary) -> None:
    hj = library.index.search("character", doc="heroes-journey")
    assert hj.hits and all(hit.doc == "heroes-journey" for hit in hj.hits)
    rules_only = library.index.search("fleeting", kind="rule")
    assert rules_only.hits and all(hit.kind == "rule" for hit in rules_only.hits)
    game = library.index.search("atlas", game="The Heroes' Journey")
    assert game.hits[0].id == "Atlas"


def test_unknown_filters_raise_clear_errors(library: RulesLibrary) -> None:
    with pytest.raises(SearchError, match="unknown document 'nope'"):
        library.index.search("x", doc="nope")
    with pytest.raises(SearchError, match="unknown kind"):
        library.index.search("x", kind="spell")


def test_empty_and_absurdly_long_queries(library: RulesLibrary) -> None:
    assert library.index.search("   ").hits == ()
    long = library.index.search("fleeting " * 500)
    assert long.notices and "shortened" in long.notices[0]
    assert long.hits


@pytest.mark.parametrize("query", ['"unclosed', "((", "a:b:c", "*", "AND OR NOT", "~~", "^2"])
def test_query_syntax_errors_never_raise(library: RulesLibrary, query: str) -> None:
    library.index.search(query)


def test_snippet_spans_highlight_matched_words(library: RulesLibrary) -> None:
    hit = library.index.search("exhausted", doc="altered-cr-5.0", kind="rule").hits[0]
    assert hit.spans
    marked = [hit.snippet[s:e].lower() for s, e in hit.spans]
    assert all(word.startswith("exhaust") for word in marked)


def test_hit_title_is_the_entry_term_not_its_indexed_aliases(library: RulesLibrary) -> None:
    hits = library.index.search("graveyard", doc="altered-cr-5.0").hits
    hit = next(h for h in hits if h.id == "Discard")
    assert hit.title == "Discard"


@pytest.mark.parametrize(
    "query",
    [
        "does it untap in the morning",
        "who chooses order of reactions",
        "how many copies of the same card in a deck",
        "is the landmark zone shared",
    ],
)
def test_the_first_results_do_not_depend_on_how_many_are_asked_for(
    library: RulesLibrary, query: str
) -> None:
    # The window lists 30 results, a quick answer 10: both must open on the same first rules.
    # (With no document selected, the current rules' hits are grouped first, so a longer list
    # may bring more of them forward: one document keeps the comparison exact.)
    short = ids(library, query, doc="altered-cr-5.0", limit=10)
    long = ids(library, query, doc="altered-cr-5.0", limit=30)
    assert long[:10] == short


def test_a_section_and_its_own_remark_take_one_place(library: RulesLibrary) -> None:
    """CR 5.0 2.4.4 "Asleep" has a Remark of its own: both are one citation, listed once."""
    hits = library.index.search("asleep", doc="altered-cr-5.0", limit=10).hits
    cited = [hit.id for hit in hits if hit.kind in ("rule", "section", "remark", "example")]
    assert "2.4.4" in cited
    assert len(cited) == len(set(cited))
