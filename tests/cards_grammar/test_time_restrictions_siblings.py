"""Time restrictions (session 33) siblings (``sentences_time_restrictions``), judged by meaning:
each read sibling reads as the construction means and its card executes; each near-miss is refused
with the judge's reason naming its words (2.2.15.a, 4.2.3.d-e, 1.2.3.c, 1.4.1.a)."""

from __future__ import annotations

import pytest

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.printed import read_printed

from .grammar_cards import ability_steps
from .probe import probe_card
from .sentences_time_restrictions import AT_END_OF_THIS, FACING, REFUSED, STATS_FOR_A_TIME

_steps = ability_steps


def test_at_least_forty_siblings_per_construction() -> None:
    assert len(FACING) >= 40 and len(AT_END_OF_THIS) >= 40 and len(STATS_FOR_A_TIME) >= 40


@pytest.mark.parametrize("text", sorted(FACING))
def test_facing_expedition_cant_move_for_a_time(text: str) -> None:
    way, duration = FACING[text]
    [step] = [s for s in _steps(read_ability(text)) if s["action"] == "ongoing"]
    assert step["subject"] == "the_expedition_facing_me"
    assert step["ongoing"] == {"duration": duration, "cant": f"Expeditions can't move {way}"}
    assert read_printed(probe_card(text)).executable, text


@pytest.mark.parametrize("text", sorted(AT_END_OF_THIS))
def test_at_the_end_of_this_turn_or_afternoon(text: str) -> None:
    [step] = [s for s in _steps(read_ability(text)) if s["action"] == "ongoing"]
    assert step["ongoing"]["at"] == AT_END_OF_THIS[text]
    assert step["ongoing"]["duration"] == (
        "this turn" if AT_END_OF_THIS[text] == "end of the turn" else "this Day"
    )
    assert read_printed(probe_card(text)).executable, text


@pytest.mark.parametrize("text", sorted(STATS_FOR_A_TIME))
def test_statistics_for_a_time(text: str) -> None:
    [step] = _steps(read_ability(text))
    assert step["ongoing"]["duration"] == STATS_FOR_A_TIME[text]
    [ability] = step["ongoing"]["abilities"]
    assert "stats" in ability["passive"]
    assert read_printed(probe_card(text)).executable, text


@pytest.mark.parametrize("text", sorted(REFUSED))
def test_near_misses_refused_with_the_reason(text: str) -> None:
    with pytest.raises(NotRead) as refused:
        read_ability(text)
    assert REFUSED[text] in str(refused.value).lower(), str(refused.value)
    assert not read_printed(probe_card(text)).executable, text
