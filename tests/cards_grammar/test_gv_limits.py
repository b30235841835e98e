"""A limit on how often printed on a triggered ability (issue 30, session 35 "gv"): "Use this
ability only once per Day" on a Reaction is its activations each Day (1.4.6.c), as "This
ability triggers only once per Day" reads; a limit per turn stays refused, citing the rule."""

from __future__ import annotations

import pytest

from scenarios.cards.grammar.first import grammar_ability
from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.printed import read_printed

from .probe import probe_card
from .sentences_gv_from_group import LIMIT_REFUSED_GV, LIMITED_GV


@pytest.mark.parametrize("text", sorted(LIMITED_GV))
def test_1_4_6_c_a_reactions_limit_each_day(text: str) -> None:
    reading = read_ability(text)
    assert reading["reaction"]["per_day"] == LIMITED_GV[text], reading
    assert read_printed(probe_card(text)).executable


@pytest.mark.parametrize(("text", "rule"), sorted(LIMIT_REFUSED_GV.items()))
def test_a_limit_per_turn_stays_refused_citing_a_rule(text: str, rule: str) -> None:
    ability, why = grammar_ability(text, support=False)
    assert ability is None
    assert rule in str(why), why
    assert not read_printed(probe_card(text)).executable
