"""The writer beside the reader for the reference slot (gram45, issue 30): every pronoun
form in the constructions that now take the one filler, a group a condition counts and the
Expedition a trigger names — each reading written in the cards' style reads back the same,
and a form with a noun reads as the pronoun it stands for."""

from __future__ import annotations

import pytest

from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.grammar.writer.all_rules import write_ability
from scenarios.cards.grammar.writer.objects import Unwritable

from .sentences_reference_slot import (
    READINGS_REFERENCE_SLOT,
    TARGETS_BEFORE_THE_GROUP,
    TOKENS_BEFORE_THE_GROUP,
)

CONDITION_ON_A_FOLLOW_UP = (TARGETS_BEFORE_THE_GROUP, TOKENS_BEFORE_THE_GROUP)
"""Readings with a condition on a step after the one that chose or made the objects: the
writer says no condition on such a step, and refuses them rather than drop the condition."""


@pytest.mark.parametrize(
    "text", sorted(t for t in READINGS_REFERENCE_SLOT if t not in CONDITION_ON_A_FOLLOW_UP)
)
def test_a_reference_slot_reading_writes_and_reads_back_the_same(text: str) -> None:
    reading = read_ability(text)
    written = write_ability(reading)
    assert read_ability(written) == reading, written


@pytest.mark.parametrize("text", CONDITION_ON_A_FOLLOW_UP)
def test_a_condition_on_a_follow_up_is_refused_by_the_writer_not_dropped(text: str) -> None:
    with pytest.raises(Unwritable):
        write_ability(read_ability(text))


@pytest.mark.parametrize(
    ("said", "plain"),
    [
        (
            "{J} Up to two target Characters gain 1 boost. Give those Characters [[Anchored]].",
            "{J} Up to two target Characters gain 1 boost. Give them [[Anchored]].",
        ),
        (
            "{J} Create two Ordis Recruit 1/1/1 Soldier tokens in my Expedition. "
            "Each of those tokens gains 1 boost.",
            "{J} Create two Ordis Recruit 1/1/1 Soldier tokens in my Expedition. "
            "They gain 1 boost.",
        ),
        (
            "{J} If you control two or more Characters, exhaust each of them.",
            "{J} If you control two or more Characters, exhaust all Characters you control.",
        ),
        (
            "{J} Draw a card. Put that card in its owner's Reserve.",
            "{J} Draw a card. Put it in its owner's Reserve.",
        ),
    ],
)
def test_a_referent_reads_as_what_it_names(said: str, plain: str) -> None:
    assert read_ability(said) == read_ability(plain)
