"""Permissions and turns (session 34) siblings (``sentences_permissions_turns``), judged by meaning:
each permission to play reads as an Emblem-Ongoing made with no question (5.2.a; never the 6.5.c
"may"), each duration bounded by the opponent's next turn reads as its end point (4.2.3.d-e,
2.2.15.c, 1.2.1.b), each near-miss is refused with the judge's reason naming its words; the writer
says each reading back in words the reader reads again the same."""

from __future__ import annotations

from typing import Any

import pytest

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.grammar.writer.all_rules import write_ability
from scenarios.cards.printed import read_printed

from .grammar_cards import ability_steps
from .probe import probe_card
from .sentences_permissions_turns import OPPONENT_TURNS, PERMISSIONS, REFUSED


def _ongoing(found: dict[str, Any]) -> list[dict[str, Any]]:
    return [s for s in ability_steps(found) if s["action"] == "ongoing"]


def test_at_least_forty_siblings_per_construction() -> None:
    assert min(len(PERMISSIONS), len(OPPONENT_TURNS)) >= 40


@pytest.mark.parametrize("text", sorted(PERMISSIONS))
def test_a_permission_to_play_is_no_optional_step(text: str) -> None:
    duration, change = PERMISSIONS[text]
    found = read_ability(text)
    [step] = _ongoing(found)
    assert "may" not in step, step  # the play is optional, not the Emblem (5.2.a, 6.5.c)
    nxt = step["ongoing"]["next_played"]
    assert step["ongoing"]["duration"] == duration and nxt["listed"] is True
    assert {k: v for k, v in nxt.items() if k in change} == change
    assert read_printed(probe_card(text)).executable, text
    assert read_ability(write_ability(found)) == found


@pytest.mark.parametrize("text", sorted(OPPONENT_TURNS))
def test_durations_bounded_by_the_opponents_next_turn(text: str) -> None:
    found = read_ability(text)
    [step] = _ongoing(found)
    assert step["ongoing"]["duration"] == OPPONENT_TURNS[text]
    assert read_printed(probe_card(text)).executable, text
    assert read_ability(write_ability(found)) == found


@pytest.mark.parametrize("text", sorted(REFUSED))
def test_near_misses_refused_with_the_reason(text: str) -> None:
    with pytest.raises(NotRead) as refused:
        read_ability(text)
    assert REFUSED[text] in str(refused.value).lower(), str(refused.value)
    assert not read_printed(probe_card(text)).executable, text
