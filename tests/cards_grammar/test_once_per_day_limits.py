"""A limit on how often printed on a triggered ability (issue 30, session 35): "Use this
ability only once per Day" on a Reaction is its activations each Day (1.4.6.c), as "This
ability triggers only once per Day" reads; a limit per turn stays refused, citing the rule."""

from __future__ import annotations

import pytest

from scenarios.cards.grammar.first import grammar_ability, grammar_effect
from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.printed import read_printed

from .probe import SPELL, probe_card
from .sentences_counters_from_group import (
    LIMIT_REFUSED_GV,
    LIMITED_GV,
    OTHERWISE_GV,
    TRIGGER_IF_GV,
    TRIGGER_IF_REFUSED_GV,
)


@pytest.mark.parametrize("text", sorted(LIMITED_GV))
def test_1_4_6_c_a_reactions_limit_each_day(text: str) -> None:
    reading = read_ability(text)
    assert reading["reaction"]["per_day"] == LIMITED_GV[text], reading
    assert read_printed(probe_card(text)).executable


@pytest.mark.parametrize(("text", "rule"), sorted(LIMIT_REFUSED_GV.items()))
def test_a_limit_per_turn_stays_refused_citing_a_rule(text: str, rule: str) -> None:
    if text.startswith(SPELL):
        ability, why = grammar_effect(text[len(SPELL) :])
    else:
        ability, why = grammar_ability(text, support=False)
    assert ability is None
    assert rule in str(why), why
    assert not read_printed(probe_card(text)).executable


@pytest.mark.parametrize("text", sorted(TRIGGER_IF_GV))
def test_6_3_b_a_trigger_condition_closed_by_a_comma(text: str) -> None:
    reading = read_ability(text)["reaction"]
    assert reading["if"] == TRIGGER_IF_GV[text], reading
    assert all("if" not in step for step in reading["effect"]), reading
    assert read_printed(probe_card(text)).executable


@pytest.mark.parametrize("text", sorted(OTHERWISE_GV))
def test_6_5_e_with_otherwise_the_condition_governs_the_output(text: str) -> None:
    reading = read_ability(text)["reaction"]
    assert "if" not in reading, reading
    first = reading["effect"][0]
    assert first["if"] == OTHERWISE_GV[text] and first["otherwise"], reading
    assert read_printed(probe_card(text)).executable


@pytest.mark.parametrize("text", TRIGGER_IF_REFUSED_GV)
def test_a_replacement_is_not_read_as_a_trigger(text: str) -> None:
    assert not read_printed(probe_card(text)).executable
