"""The sibling-rule stage (rules_corpus/search/siblings.py): a rule ranked among the first gives
its place to the rule or section of its family that fits the question better (issue 32)."""

from __future__ import annotations

from rules_corpus.model import Kind
from rules_corpus.search.ranking import Candidate
from rules_corpus.search.siblings import Families, SiblingWeights, lift_siblings
from rules_corpus.search.units import SearchUnit

DOC = "altered-cr-5.0"


def unit(kind: str, number: str, doc: str = DOC) -> SearchUnit:
    return SearchUnit(f"{doc}|{kind}|{number}", doc, "altered", number, Kind(kind), "", "", "", "")


UNITS = {
    u.key: u
    for u in (
        unit("section", "7.4.7"),
        unit("rule", "7.4.7.a"),
        unit("rule", "7.4.7.c"),
        unit("rule", "7.4.7.f"),
        unit("section", "6.2"),
        unit("rule", "6.2.b"),
        unit("rule", "1.4.1.a"),
        unit("example", "7.4.7.a"),
    )
}
DOCNUMS = {key: n for n, key in enumerate(UNITS)}


def candidate(key: str) -> Candidate:
    return Candidate(key, key.split("|")[1], 1.0, 0.0, 0.0, 0.0, False, 3, 10, 0, DOCNUMS[key])


def ids(ranked: list[tuple[float, Candidate]]) -> list[str]:
    return [UNITS[c.key].id for _, c in ranked]


def test_a_family_is_the_rule_or_section_filed_above_and_the_rules_filed_beside() -> None:
    families = Families(UNITS)
    around = {UNITS[k].id for k in families.around(f"{DOC}|rule|7.4.7.a")}
    assert around == {"7.4.7", "7.4.7.c", "7.4.7.f"}
    assert families.parent(f"{DOC}|rule|6.2.b") == f"{DOC}|section|6.2"
    assert families.around(f"{DOC}|example|7.4.7.a") == ()


def lifted(order: list[str], fits: dict[str, float], weights: SiblingWeights) -> list[str]:
    keys = {UNITS[k].id if UNITS[k].kind is not Kind.EXAMPLE else "ex": k for k in UNITS}
    ranked = [(10.0 - n, candidate(keys[i])) for n, i in enumerate(order)]
    fit = {keys[i]: f for i, f in fits.items()}
    return ids(
        lift_siblings(
            ranked,
            UNITS,
            Families(UNITS),
            lambda k: fit.get(k, 0.0),
            lambda k: 0.0,
            DOCNUMS.get,
            DOC,
            weights,
        )
    )


def test_a_sibling_that_fits_better_changes_places_with_the_rule_and_nothing_else_moves() -> None:
    weights = SiblingWeights(depth=3, margin=0.1, cosine=0.0, swap=True)
    order = ["7.4.7.a", "6.2.b", "1.4.1.a", "7.4.7.c"]
    fits = {"7.4.7.a": 0.2, "7.4.7.c": 0.6, "6.2.b": 0.5, "1.4.1.a": 0.5}
    assert lifted(order, fits, weights) == ["7.4.7.c", "6.2.b", "1.4.1.a", "7.4.7.a"]
    # Not better by the margin: unchanged.
    fits["7.4.7.c"] = 0.25
    assert lifted(order, fits, weights) == order


def test_a_sibling_not_ranked_is_put_above_the_rule() -> None:
    weights = SiblingWeights(depth=1, margin=0.1, cosine=0.0)
    fits = {"7.4.7.a": 0.1, "7.4.7.f": 0.7}
    assert lifted(["7.4.7.a", "6.2.b"], fits, weights) == ["7.4.7.f", "7.4.7.a", "6.2.b"]


def test_only_the_first_places_are_looked_at_and_the_cap_keeps_a_family_to_two() -> None:
    fits = {"7.4.7.a": 0.1, "7.4.7.c": 0.9}
    order = ["6.2.b", "1.4.1.a", "7.4.7.a", "7.4.7.c"]
    assert lifted(order, fits, SiblingWeights(depth=2, margin=0.1, cosine=0.0)) == order
    capped = SiblingWeights(depth=0, margin=0.0, cosine=0.0, cap=2)
    order = ["7.4.7.a", "7.4.7.c", "7.4.7.f", "6.2.b", "1.4.1.a"]
    assert lifted(order, {}, capped) == ["7.4.7.a", "7.4.7.c", "6.2.b", "1.4.1.a", "7.4.7.f"]
