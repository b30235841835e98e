"""Expedition relations (issue 30, session 34) — "When I join an Expedition[, if … in
it]" (a self-move Reaction, 6.3.c, 7.5.10.a), "I'm in the same Expedition as a [description]"
(3.2.4.b, 7.5.5.a), "[target] Character in any Expedition" (3.2.4.b), "a [description] in each
of your Expeditions" (3.2.4.b, 7.4.4.b): each sibling executes, writes back and reads the same,
means what its plain sentence means; the near-misses stay refused or not read
(sentences_expedition_relations.py)."""

from __future__ import annotations

import pytest

from scenarios.cards.condition_texts import condition_of
from scenarios.cards.grammar.first import grammar_ability

from .grammar_cards import assert_round_trip, grammar_meaning, probe_executes
from .sentences_expedition_relations import (
    ANY_EXPEDITION,
    EACH_EXPEDITION,
    GIVEN_JOIN,
    NOT_READ_GK,
    OWN_JOIN,
    REFUSED_GK,
    SAME_EXPEDITION,
)


def _same_condition(said: str, meant: str) -> None:
    """The condition ``said`` is the engine condition of ``meant``, its printed words kept."""
    found, plain = condition_of(said), condition_of(meant)
    assert found is not None and plain is not None
    assert found.text == said

    def words(c: object) -> str:  # the joined parts keep the words they were read from
        return repr(c).replace(repr(said), "T").replace(repr(meant), "T")

    assert words(found) == words(plain)


def test_the_siblings_are_many() -> None:
    assert len(OWN_JOIN) + len(GIVEN_JOIN) >= 40
    assert len(SAME_EXPEDITION) >= 40
    assert len(ANY_EXPEDITION) >= 40
    assert len(EACH_EXPEDITION) >= 40
    assert len(REFUSED_GK) >= 10


@pytest.mark.parametrize("text", sorted(OWN_JOIN))
def test_my_own_join_of_an_expedition(text: str) -> None:
    read = grammar_meaning(text)["reaction"]
    assert read["trigger"] == "i_join_an_expedition"
    assert read.get("if") == OWN_JOIN[text]
    assert probe_executes(text)
    assert_round_trip(text)


@pytest.mark.parametrize("text", GIVEN_JOIN)
def test_my_own_join_given_to_a_group(text: str) -> None:
    assert "i_join_an_expedition" in repr(grammar_meaning(text))
    assert probe_executes(text)


@pytest.mark.parametrize("text", sorted(SAME_EXPEDITION))
def test_in_the_same_expedition_as(text: str) -> None:
    said, meant = SAME_EXPEDITION[text]
    assert said in repr(grammar_meaning(text)).lower()
    _same_condition(said, meant)
    assert probe_executes(text)
    assert_round_trip(text)


@pytest.mark.parametrize("text", sorted(ANY_EXPEDITION))
def test_a_character_in_any_expedition(text: str) -> None:
    assert grammar_meaning(text) == grammar_meaning(ANY_EXPEDITION[text])
    assert probe_executes(text)


@pytest.mark.parametrize("text", sorted(EACH_EXPEDITION))
def test_in_each_of_your_expeditions(text: str) -> None:
    said, meant = EACH_EXPEDITION[text]
    assert said in repr(grammar_meaning(text)).lower()
    _same_condition(said, meant)
    assert probe_executes(text)
    assert_round_trip(text)


@pytest.mark.parametrize("text", sorted(REFUSED_GK))
def test_refused_with_the_judges_reason(text: str) -> None:
    ability, stop = grammar_ability(text, support=False)
    assert ability is None and stop is not None
    assert REFUSED_GK[text] in stop.reason
    assert not probe_executes(text)


@pytest.mark.parametrize("text", NOT_READ_GK)
def test_near_misses_stay_not_executed(text: str) -> None:
    assert not probe_executes(text)
