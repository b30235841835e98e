"""Siblings of the "counting" block (tests/cards_grammar/sentences_counted_changes.py): each read or
refused as judged, the ones read checked for what they mean, and the ones read WRONG before
now refused (6.5.i: a count counts its own noun only; 6.5.b: a passive targets nothing)."""

from __future__ import annotations

from typing import Any

import pytest

from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.grammar.writer.all_rules import write_ability
from scenarios.cards.printed import read_printed
from tests.cards_grammar.probe import probe_card
from tests.cards_grammar.sentences_counted_changes import SIBLINGS, WRONG_BEFORE


def _effect(sentence: str) -> list[dict[str, Any]]:
    reading = read_printed(probe_card(sentence))
    assert reading.executable, sentence
    dumped = reading.model.model_dump(exclude_none=True, exclude_defaults=True)
    if "effect" in dumped:
        return list(dumped["effect"])
    return list(dumped["abilities"][0]["reaction"]["effect"])


@pytest.mark.parametrize("sentence", list(SIBLINGS))
def test_each_sibling_is_read_or_refused_as_judged(sentence: str) -> None:
    executable = read_printed(probe_card(sentence)).executable
    assert ("read" if executable else "refused") == SIBLINGS[sentence]


@pytest.mark.parametrize("sentence", WRONG_BEFORE)
def test_what_was_read_wrong_is_refused(sentence: str) -> None:
    assert not read_printed(probe_card(sentence)).executable
    assert SIBLINGS[sentence] == "refused"


def test_there_are_forty_siblings_a_construction_and_refusals_among_them() -> None:
    judged = list(SIBLINGS.values())
    assert len(judged) >= 150 and judged.count("refused") >= 40


def test_a_timed_change_for_each_is_counted_once_on_its_step() -> None:
    step = _effect(
        "SPELL Target Character gets +1 {V} until end of turn for each card in your hand."
    )[0]
    assert step["action"] == "ongoing" and step["per"] == "card in your hand"
    stats = step["ongoing"]["abilities"][0]["passive"]["stats"]
    assert (stats["forest"], stats.get("mountain", 0), stats.get("water", 0)) == (1, 0, 0)
    assert "per" not in stats  # not recounted while the Emblem lasts


def test_twice_that_many_is_two_per_thing_the_step_before_counted() -> None:
    step = _effect(
        "SPELL Discard any number of cards from your Reserve. Draw twice that many cards."
    )[0]
    assert step["then"][0] == {"action": "draw", "amount": 2, "per": "that many"}


def test_one_time_that_many_is_refused() -> None:
    text = "SPELL Discard any number of cards from your Reserve. Draw one times that many cards."
    assert not read_printed(probe_card(text)).executable


def test_twice_that_many_writes_back_as_two_for_each_this_way() -> None:
    text = "{J} Discard any number of cards from your Reserve. Draw twice that many cards."
    written = write_ability(read_ability(text))
    assert "Draw two cards for each card discarded this way" in written
    assert read_ability(written) == read_ability(text)


def test_a_passive_with_icons_per_count_reads_as_the_three_numbers() -> None:
    icons = read_ability("I have +1 {M} and +1 {O} per Landmark you control.")
    assert icons == read_ability("I get +0/+1/+1 for each Landmark you control.")
