"""A count printed in other words is the same condition (6.5.d): the card structures keep
one wording, so two readings of one condition compare equal and both evaluate."""

from __future__ import annotations

import pytest

from scenarios.cards.count_words import one_wording
from scenarios.cards.models import ReactionModel


@pytest.mark.parametrize(
    ("printed", "kept"),
    [
        ("you control two or more landmarks", "you control 2 or more landmarks"),
        ("you control at least two landmarks", "you control 2 or more landmarks"),
        ("i have fewer than five scrap counters", "i have less than 5 scrap counters"),
        ("you have less than seven mana orbs", "you have less than 7 mana orbs"),
        ("i have at most four boosts", "i have 4 or less boosts"),
        ("Five or more", "5 or more"),
    ],
)
def test_a_count_is_kept_in_one_wording(printed: str, kept: str) -> None:
    assert one_wording(printed) == kept


@pytest.mark.parametrize(
    "printed",
    ["there is only one character in my expedition", "one of your expeditions", "no one"],
)
def test_a_number_that_bounds_no_count_is_kept_as_printed(printed: str) -> None:
    assert one_wording(printed) == printed


def test_two_wordings_of_one_condition_are_one_reading() -> None:
    said = {"trigger": "enters_play", "effect": [{"action": "draw"}]}
    words = ReactionModel.model_validate({**said, "if": "you control two or more landmarks"})
    digits = ReactionModel.model_validate({**said, "if": "you control at least 2 landmarks"})
    assert words.condition == digits.condition == "you control 2 or more landmarks"
