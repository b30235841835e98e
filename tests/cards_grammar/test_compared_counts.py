"""Characteristics compared with a number or a count, and other players' zones as places
(issue 30, gram96): every sibling of sentences_compared_counts.py reads to what it means, or
is refused when the engine cannot say it (never another meaning); boards play a Hand Cost
below a count (2.2.7.a, 6.5.b, 6.5.i) and a card put from an opponent's Reserve at the
bottom of its owner's deck (3.2.10, 7.3.27)."""

from __future__ import annotations

import pytest

from engine import GameBuilder

from ..cards_text.helpers import names
from .grammar_cards import assert_one_effect_or_refused, grammar_fields
from .sentences_compared_counts import FROM_THEIR_RESERVE_BOTTOM, SIBLINGS
from .test_board_effects import ALLY
from .test_board_numbers_and_distribution import _resolved


def test_the_siblings_are_many() -> None:
    assert len(SIBLINGS) >= 60


@pytest.mark.parametrize("text", sorted(SIBLINGS))
def test_each_sibling_reads_to_its_meaning_or_is_refused(text: str) -> None:
    assert_one_effect_or_refused(text, SIBLINGS[text])


LESS_THAN_CHARACTERS = (
    "{J} Send to Reserve target Character an opponent controls whose Hand Cost is less than"
    " the number of Characters you control."
)


@pytest.mark.parametrize(("allies", "sent"), [(1, False), (2, True)])
def test_2_2_7_a_hand_cost_less_than_a_count_as_the_target_is_chosen(
    allies: int, sent: bool
) -> None:
    """The Unique and ``allies`` Characters: 2 allow Hand Cost 1 at most, 3 allow 2 — the
    opposing Rival costs 2 (6.5.b: no suitable target, nothing is sent)."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(LESS_THAN_CHARACTERS))
    for i in range(allies):
        b = b.in_expedition("p1", "hero", f"Ally {i}", **ALLY)
    b = b.in_expedition("p2", "hero", "Rival", **{**ALLY, "hand_cost": 2})
    state, _ = _resolved(b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6))
    assert ("Rival" in names(state, "reserve:p2")) is sent
    assert sorted(names(state, "reserve:p1")) == []


def test_7_3_27_a_card_from_an_opponents_reserve_goes_under_its_owners_deck() -> None:
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(FROM_THEIR_RESERVE_BOTTOM))
    b = b.in_reserve("p2", "Stash", **ALLY).in_reserve("p1", "Mine", **ALLY)
    state, _ = _resolved(b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6))
    assert names(state, "reserve:p2") == []
    assert "Stash" in names(state, "deck:p2")
    assert names(state, "reserve:p1") == ["Mine"]
