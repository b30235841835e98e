"""The lettered rule above its section's opening (rules_corpus/search/specific_rule.py, issue 32).

A section's opening — the section itself, its first rule, the rule stating its term (7.4.7,
7.4.7.a, 7.4.7.c "Tough X means …") — ranked among the first places gives the place just above
it to the one other rule of that section that holds the question's words the opening does not;
a question whose words no rule holds alone, or holds too few of, keeps the opening first (its
answer is the opening)."""

from __future__ import annotations

import pytest

from rules_corpus.corpus import Corpus
from rules_corpus.editions import NEW_EDITION
from rules_corpus.model import Kind
from rules_corpus.search.ranking import Candidate
from rules_corpus.search.specific_rule import Openings, SpecificWeights, specific_first
from rules_corpus.search.units import SearchUnit

DOC = NEW_EDITION
WEIGHTS = SpecificWeights(depth=3, least=0.2, margin=0.1)
NUMBERS = (
    ("section", "7.4.7"),
    ("rule", "7.4.7.a"),
    ("rule", "7.4.7.c"),
    ("rule", "7.4.7.d"),
    ("rule", "7.4.7.e"),
    ("rule", "7.4.7.f"),
    ("example", "7.4.7.f"),
    ("section", "6.2"),
    ("rule", "6.2.a"),
    ("rule", "6.2.b"),
    ("rule", "6.2.h"),
    ("rule", "1.4.1.a"),
)
UNITS = {
    f"{DOC}|{kind}|{number}": SearchUnit(
        f"{DOC}|{kind}|{number}", DOC, "altered", number, Kind(kind), "", "", "", ""
    )
    for kind, number in NUMBERS
}
DOCNUMS = {key: n for n, key in enumerate(UNITS)}


@pytest.fixture(scope="module")
def openings(corpus: Corpus) -> Openings:
    return Openings(corpus.document(DOC), DOC)


def key(number: str, kind: str = "rule") -> str:
    return f"{DOC}|{kind}|{number}"


def candidate(key: str) -> Candidate:
    return Candidate(key, key.split("|")[1], 1.0, 0.0, 0.0, 0.0, False, 3, 10, 0, DOCNUMS[key])


def ordered(
    openings: Openings,
    order: list[str],
    held: dict[str, float],
    weights: SpecificWeights = WEIGHTS,
) -> list[str]:
    """The keys of ``order`` after the stage, each rule holding ``held[key]`` of the question's
    words beyond the opening it is compared with."""
    ranked = [(10.0 - n, candidate(k)) for n, k in enumerate(order)]
    result = specific_first(
        ranked, UNITS, openings, lambda rule, opening: held.get(rule, 0.0), DOCNUMS.get, weights
    )
    # The scores shown keep their order.
    assert [score for score, _ in result][: len(order)] == [10.0 - n for n in range(len(order))]
    return [c.key for _, c in result]


def test_a_sections_openings_are_itself_its_first_rule_and_its_stating_rule(
    openings: Openings,
) -> None:
    tough = key("7.4.7", "section")
    opened = {k for k in (key("7.4.7", "section"), key("7.4.7.a"), key("7.4.7.c"))}
    assert {k for k in opened if openings.section(k) == tough} == opened
    assert openings.section(key("7.4.7.f")) is None
    assert openings.section(key("6.2.b")) == key("6.2", "section")  # "… are called …"
    assert openings.section(key("6.2.h")) is None
    assert key("7.4.7.f") in openings.rules(tough)


def test_the_rule_holding_the_questions_words_goes_just_above_its_opening(
    openings: Openings,
) -> None:
    # "the spindle ... am i forced to pay?": 7.4.7.d holds "forced", the stating 7.4.7.c not.
    order = [key("1.4.1.a"), key("7.4.7.c"), key("7.4.7.f"), key("7.4.7.d")]
    held = {key("7.4.7.d"): 0.4, key("7.4.7.f"): 0.1}
    assert ordered(openings, order, held) == [
        key("1.4.1.a"),
        key("7.4.7.d"),
        key("7.4.7.c"),
        key("7.4.7.f"),
    ]


def test_a_rule_not_ranked_joins_above_its_opening(openings: Openings) -> None:
    order = [key("6.2", "section"), key("1.4.1.a")]
    held = {key("6.2.h"): 0.5}
    assert ordered(openings, order, held) == [key("6.2.h"), key("6.2", "section"), key("1.4.1.a")]


def test_the_opening_stays_first_when_its_rules_hold_too_little_or_hold_it_together(
    openings: Openings,
) -> None:
    order = [key("7.4.7.c"), key("7.4.7.d"), key("7.4.7.f")]
    # "what does tough mean": no rule holds enough of the question's own words.
    assert ordered(openings, order, {key("7.4.7.f"): 0.1}) == order
    # Two rules hold as much: the question asks the section, not one of them.
    assert ordered(openings, order, {key("7.4.7.d"): 0.4, key("7.4.7.f"): 0.35}) == order
    # The opening holds a word of the question the rule does not: it answers too ("Frozen
    # Delivery has Cooldown, when does it become exhausted?" is 7.4.1.b's "… becomes exhausted").
    assert ordered(openings, order, {key("7.4.7.c"): 0.05, key("7.4.7.d"): 0.4}) == order


def test_a_rule_already_above_its_opening_is_not_moved(openings: Openings) -> None:
    order = [key("7.4.7.f"), key("7.4.7.c"), key("7.4.7.d")]
    assert ordered(openings, order, {key("7.4.7.f"): 0.6}) == order


def test_only_openings_among_the_first_places_are_looked_at(openings: Openings) -> None:
    held = {key("7.4.7.f"): 0.6, key("6.2.h"): 0.6}
    # Beyond the depth looked at: unchanged.
    late = [key("1.4.1.a"), key("7.4.7.d"), key("7.4.7.e"), key("6.2", "section")]
    assert ordered(openings, late, held) == late
    # A rule that opens nothing (7.4.7.d) is not looked from.
    assert ordered(openings, [key("7.4.7.d"), key("1.4.1.a")], held) == [
        key("7.4.7.d"),
        key("1.4.1.a"),
    ]


def test_the_stage_with_no_depth_changes_nothing(openings: Openings) -> None:
    order = [key("6.2", "section"), key("6.2.a")]
    off = SpecificWeights(depth=0, least=0.2, margin=0.1)
    assert ordered(openings, order, {key("6.2.h"): 0.9}, off) == order


def test_a_word_most_rules_use_counts_for_nothing_above_the_rarity(library: object) -> None:
    # "make" is written in many rules, "pick" in one: with a least rarity between their IDFs
    # only "pick" is weighed, so a rule holding "make" alone holds nothing of the question.
    signals = library.index._signals  # type: ignore[attr-defined]
    rule = next(
        k
        for k in (f"{DOC}|rule|{n}" for n in ("4.4.b", "4.4.a", "7.4.7.d"))
        if signals.docnum(k) is not None
    )
    every = signals.alone(["make", "pick"])
    rare = signals.alone(["make", "pick"], rarity=5.0)
    assert every(rule, []) >= rare(rule, [])
    assert rare(rule, []) in (0.0, 1.0)  # only "pick" counts: held whole or not at all
    assert signals.alone(["make"], rarity=5.0)(rule, []) == 0.0


def test_a_word_the_question_asks_counts_stress_times(library: object) -> None:
    # "can I pick the order" narrated after "NAMED makes them cost 2": 4.4.b (the order of
    # Reactions) holds "order", not "make"; stressing the asked "order" raises its share.
    signals = library.index._signals  # type: ignore[attr-defined]
    rule = f"{DOC}|rule|4.4.b"
    plain = signals.alone(["order", "make"])(rule, [])
    stressed = signals.alone(["order", "make"], asked=frozenset({"order"}), stress=3.0)(rule, [])
    assert 0.0 < plain < stressed < 1.0
    assert signals.alone(["make"], asked=frozenset({"order"}), stress=3.0)(rule, []) == 0.0
