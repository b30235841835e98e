""" "That many" is plain data until the step it counts takes it (6.5.i, issue 31 review,
cite24): a slot that takes a fixed number only — a number of Mana Orbs, counters removed
"up to" — refuses it with its words, found where the slot reads it, never by an exception
from arithmetic on it."""

from __future__ import annotations

import pytest

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.grammar.semantics.numbers_and_distribution import ThatMany, fixed_number


@pytest.mark.parametrize(
    "text",
    [
        "{J} Sacrifice any number of Characters. Ready that many of your {1} orbs.",
        "{J} Sacrifice any number of Characters. Remove up to that many boosts from target "
        "Character.",
        "{J} Sacrifice any number of Characters. Remove up to that many Sap counters from "
        "target Character.",
    ],
)
def test_that_many_where_a_fixed_number_is_needed_is_refused_with_its_words(text: str) -> None:
    with pytest.raises(NotRead, match="'that many' for this step is not read yet"):
        read_ability(text)


def test_that_many_is_data_with_no_arithmetic() -> None:
    assert ThatMany(2) == ThatMany(2) != ThatMany()
    assert str(ThatMany()) == "that many"
    with pytest.raises(TypeError):
        int(ThatMany())  # type: ignore[call-overload]
    assert fixed_number(3) == 3 and fixed_number("2") == 2
    with pytest.raises(NotRead):
        fixed_number(ThatMany())


def test_that_many_after_a_step_that_counts_is_read() -> None:
    read = read_ability("{J} Sacrifice any number of Characters. Draw that many cards.")
    effect = read["reaction"]["effect"]
    assert effect[0]["then"][0] == {"action": "draw", "amount": 1, "per": "that many"}
