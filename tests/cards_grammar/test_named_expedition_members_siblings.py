"""The siblings of :mod:`.sentences_named_expedition_members` (issue 30, session 37): an Expedition
named by the trigger or by a target (6.3.i, 1.2.3.c, 6.5.b) and a follow-up said of "they" after a
step on several targets, judged for each target (6.5.d, 6.1.e); near-misses refused with their
reasons; the writer printing each back to the same reading. Boards: test_board_expeditions_named.py,
test_board_each_member_follow_up.py."""

from __future__ import annotations

from typing import Any

import pytest

from scenarios.cards.printed import read_printed

from .grammar_cards import assert_round_trip
from .probe import effect_steps, probe_card
from .sentences_named_expedition_members import (
    NOT_READ_HC,
    READ_EACH_MEMBER,
    READ_EXPEDITION_NAMED,
    REFUSED_HC,
    ROUND_TRIP_HC,
)
from .sibling_checks import grammar_reason as _grammar_reason


def _all_steps(steps: list[dict[str, Any]]) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = []
    todo = list(steps)
    while todo:
        step = todo.pop(0)
        found.append(step)
        todo.extend(step.get("then") or ())
        if isinstance(step.get("do"), dict):
            todo.append(step["do"])
    return found


def _executes(text: str) -> None:
    reading = read_printed(probe_card(text))
    assert reading.executable, [a.reason for a in reading.abilities]


@pytest.mark.parametrize("text", sorted(READ_EXPEDITION_NAMED))
def test_an_expedition_named_reads_as_judged(text: str) -> None:
    subject = READ_EXPEDITION_NAMED[text]
    steps = _all_steps(effect_steps(text))
    assert any(s.get("subject") == subject for s in steps), steps
    for step in steps:  # "in that Expedition" / "in it": the one "it" is (6.3.i)
        if "that expedition" in text.lower() and step.get("subject") == "target_character":
            assert step.get("filter", {}).get("in_its_expedition"), step
    _executes(text)


@pytest.mark.parametrize("text", sorted(READ_EACH_MEMBER))
def test_a_follow_up_of_they_is_judged_for_each_target(text: str) -> None:
    action, condition = READ_EACH_MEMBER[text]
    steps = _all_steps(effect_steps(text))
    follow = [s for s in steps if s.get("each_member")]
    assert len(follow) == 1, steps
    assert (follow[0]["action"], follow[0]["if"]) == (action, condition), follow[0]
    assert follow[0]["subject"] == "it"  # "they": each target for which it holds (6.5.d)
    _executes(text)


@pytest.mark.parametrize(("text", "words"), sorted(REFUSED_HC.items()))
def test_a_near_miss_stays_refused(text: str, words: str) -> None:
    assert not read_printed(probe_card(text)).executable
    assert words in _grammar_reason(text)


@pytest.mark.parametrize("text", sorted(NOT_READ_HC))
def test_a_sibling_not_read_does_not_run(text: str) -> None:
    """Not read yet (``NOT_READ_HC`` says why): never run with a wrong meaning."""
    assert not read_printed(probe_card(text)).executable


@pytest.mark.parametrize("text", ROUND_TRIP_HC)
def test_the_writer_prints_it_back(text: str) -> None:
    assert_round_trip(text)


def test_the_siblings_are_counted() -> None:
    """≥ 40 siblings for each construction (the brief), near-misses apart."""
    assert len(READ_EXPEDITION_NAMED) >= 40 and len(READ_EACH_MEMBER) >= 30
    assert len(READ_EACH_MEMBER) + len(REFUSED_HC) + len(NOT_READ_HC) >= 40


def test_they_a_player_after_another_sentence_keeps_its_reading() -> None:
    """ "they" a player (the opponent the sentence before targeted) is no target of the step
    on several targets two sentences back: the condition keeps its player reading (1.2.2)."""
    text = (
        "SPELL Up to two target Characters gain 1 boost. Target opponent draws a card. If they "
        "have 3 or more cards in hand, draw a card."
    )
    _executes(text)
    assert not any(s.get("each_member") for s in _all_steps(effect_steps(text)))
