"""Issue 19: the search ranker — signals per candidate weighed by learned weights (data)."""

from __future__ import annotations

import pytest

from rules_corpus.search.ranking import (
    FEATURES,
    WEIGHTS_FILE,
    Candidate,
    LinearRanker,
    definition_first,
    feature_vectors,
    learned_ranker,
    parse_weights,
)


def candidate(key: str, text_score: float, coverage: float, **signals: object) -> Candidate:
    values: dict[str, object] = {
        "kind": "rule",
        "title_coverage": 0.0,
        "path_coverage": 0.0,
        "named": False,
        "depth": 4,
        "length": 20,
        "order": 0,
        "docnum": 0,
    }
    values.update(signals)
    return Candidate(key, text_score=text_score, coverage=coverage, **values)  # type: ignore[arg-type]


def test_the_bundled_weights_name_only_known_signals() -> None:
    ranker = learned_ranker()
    assert WEIGHTS_FILE.exists()
    assert set(ranker.weights) <= set(FEATURES)
    assert ranker.weights["named"] > 0  # what was typed as a name is what is looked for


def test_a_malformed_weights_file_is_named() -> None:
    with pytest.raises(
        ValueError, match=r"ranking_weights\.json: unknown ranking signals: nonsense"
    ):
        parse_weights('{"weights": {"nonsense": 1.0}}')
    with pytest.raises(ValueError, match=r"ranking_weights\.json"):
        parse_weights("{not json")


def test_every_candidate_gets_one_value_per_signal() -> None:
    vectors = feature_vectors([candidate("a", 2.0, 1.0), candidate("b", 1.0, 0.5)], concepts=2)
    assert [len(v) for v in vectors] == [len(FEATURES)] * 2
    engine = FEATURES.index("engine")
    assert [v[engine] for v in vectors] == [1.0, 0.5]  # relative to the best candidate


def test_fusion_alone_puts_the_candidate_both_rankings_agree_on_first() -> None:
    """Before the model, reciprocal rank fusion of engine×coverage² and coverage ranked the
    candidates: a unit first on both is first, whatever the scores' scales."""
    ranked = LinearRanker.fusion_only().rank(
        [candidate("weak", 9.0, 0.2), candidate("both", 5.0, 1.0), candidate("mid", 6.0, 0.6)],
        concepts=3,
    )
    assert ranked[0][1].key == "both"


def test_the_weights_decide_the_order() -> None:
    cands = [candidate("engine", 9.0, 0.5), candidate("covered", 3.0, 1.0)]
    by_engine = LinearRanker({"engine": 1.0}).rank(cands, concepts=2)
    by_coverage = LinearRanker({"coverage": 1.0}).rank(cands, concepts=2)
    assert by_engine[0][1].key == "engine" and by_coverage[0][1].key == "covered"


def _keys(ranked: list[tuple[float, Candidate]]) -> list[str]:
    return [c.key for _, c in ranked]


def test_a_one_term_query_lists_the_entry_it_names_before_the_section_named_the_same() -> None:
    section = candidate("cr|section|2.4.7", 1.0, 1.0, kind="section", named=True)
    rule = candidate("cr|rule|2.4.7.c", 1.0, 1.0)
    entry = candidate("cr|glossary|Fleeting", 1.0, 1.0, kind="glossary", named=True)
    other = candidate("fan|glossary|Fleeting", 1.0, 1.0, kind="glossary", named=True)
    ranked = [(3.0, section), (2.0, rule), (1.5, entry), (1.0, other)]
    assert _keys(definition_first(ranked, 1)) == [
        "cr|glossary|Fleeting",
        "cr|section|2.4.7",
        "cr|rule|2.4.7.c",
        "fan|glossary|Fleeting",
    ]
    # the best-ranked entry moves, whatever its document (the default search's currency
    # order then puts an older edition's after every current hit)
    ranked = [(3.0, section), (2.0, rule), (1.5, other), (1.0, entry)]
    assert _keys(definition_first(ranked, 1))[0] == "fan|glossary|Fleeting"
    # a question of several concepts keeps the ranker's order; so does one naming no entry
    assert _keys(definition_first(ranked, 2)) == _keys(ranked)
    assert _keys(definition_first(ranked[:2], 1)) == _keys(ranked[:2])
