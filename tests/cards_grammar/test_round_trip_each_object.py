"""gf (issue 30, session 33): the writer prints a step done once per object back in card
style — "For each [group], [step naming its own]", "[X]. For each [noun] [participle] this
way, [its own]", "Each [group] gains boosts equal to its Hand Cost" — and the reader reads
the printed text to the same reading, for every written sibling of sentences_each_object.py
({J} ones; a step its controller may do is not written yet and is counted, not skipped)."""

from __future__ import annotations

from typing import Any

import pytest

from scenarios.cards.grammar.first import grammar_ability
from scenarios.cards.grammar.writer.all_rules import write_ability
from scenarios.cards.grammar.writer.objects import Unwritable

from .sentences_each_object import SIBLINGS

WRITTEN = sorted(
    t
    for t, v in SIBLINGS.items()
    if t.startswith("{J} ") and v not in (None, "-") and "may" not in t and " Plant:" not in t
)
"""The {J} siblings read once per object (a filtered players' step is written by no rule of
the writer yet; nor is "its controller may …", nor a Unique's "If [c]: For each …")."""


def _read(text: str) -> dict[str, Any]:
    ability, stop = grammar_ability(text, support=False)
    assert ability is not None, stop.reason if stop else text
    return {k: v for k, v in ability.items() if k != "text"}


@pytest.mark.parametrize("text", WRITTEN)
def test_a_step_once_per_object_is_written_and_read_back_the_same(text: str) -> None:
    read = _read(text)
    written = write_ability({**read, "text": text})
    assert _read(written) == read, written


def test_most_siblings_are_written() -> None:
    assert len(WRITTEN) >= 40


def test_a_controllers_may_is_not_written_yet() -> None:
    read = _read("{J} For each Character an opponent controls, its controller may draw a card.")
    with pytest.raises(Unwritable):
        write_ability(read)


def test_a_condition_before_for_each_is_not_written_yet() -> None:
    """Refused rather than left out: the writer never drops the condition."""
    read = _read(
        "{J} If you control a Plant: For each Character you control, create a [Brassbug 2/2/2] "
        "Robot token in its Expedition."
    )
    with pytest.raises(Unwritable):
        write_ability(read)
