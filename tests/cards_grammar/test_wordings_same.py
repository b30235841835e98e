"""gram62 (issue 30): an ability said in other words reads as its house wording — a
relative clause for a qualifier, an article before "target" (sentences_wordings_same.py)."""

from __future__ import annotations

import pytest

from scenarios.cards.grammar.reader import read_ability

from .sentences_wordings_same import SAME_AS


@pytest.mark.parametrize(("other", "house"), SAME_AS)
def test_other_wording_reads_as_the_house_wording(other: str, house: str) -> None:
    assert read_ability(other) == read_ability(house)


def test_a_relative_clause_with_not_stays_negated() -> None:
    # "that is not in my Expedition" is the negation of the qualifier (not_qualifier), never
    # the relative clause of "not in my Expedition" read as its positive
    said = "{J} Exhaust target Character that is not in my Expedition."
    effect = read_ability(said)["reaction"]["effect"][0]
    assert effect["filter"] == {"none_of": [{"in_my_expedition": True}]}
    positive = read_ability("{J} Exhaust target Character that is in my Expedition.")
    assert positive["reaction"]["effect"][0]["subject"] == "target_character_in_my_expedition"


def test_each_before_a_noun_is_the_determiner() -> None:
    # only "each" before a verb is floated: "each Character" still says which objects, and
    # "I gain 1 boost for each Character" still counts
    counted = read_ability("{J} I gain 1 boost for each Character you control.")
    assert counted != read_ability("{J} I gain 1 boost.")
    ready = read_ability("{J} Draw a card for each ready Character you control.")
    assert ready != read_ability("{J} Draw a card for each Character you control.")
