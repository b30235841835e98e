"""A numbered keyword a set defines, printed with different numbers (2.2.12.c; issue 30).

A set prints its keyword action's reminder on each print with that print's number, and
English says one thing in the singular: "[Sift 1] (Put the top card of your deck …)" beside
"[Sift 3] (Put the top 3 cards of your deck …)", "a Lantern counter" beside "2 Lantern
counters". Those are one definition said with two numbers, not two definitions: the
reminder with an X said with the other print's number must read as the other reminder
(``agrees_in_number``). Reminders that differ in anything but the number stay two
definitions, refused by name (gram89)."""

from __future__ import annotations

import pytest

from scenarios.cards.grammar.semantics.set_actions import with_number
from scenarios.cards.printed.reminded_keywords import (
    conflict_reason,
    defined_keywords,
    using_keywords,
)

from .helpers import executed, not_executed, read, steps

SIFT_1 = ("{J} [Sift 1]. (Put the top card of your deck into your discard pile.)", "Tidewatcher")
SIFT_3 = ("{J} [Sift 3]. (Put the top 3 cards of your deck into your discard pile.)", "Deepdiver")
MARK_1 = ("{J} [Mark 1]. (Put a Lantern counter on target Character you control.)", "Keeper")
MARK_2 = ("{J} [Mark 2]. (Put 2 Lantern counters on target Character you control.)", "Warden")
BOOST_1 = ("{J} [Rally 1]. (Target Character you control gains 1 boost.)", "Drummer")
BOOST_2 = ("{J} [Rally 2]. (Target Character you control gains 2 boosts.)", "Piper")


@pytest.mark.parametrize(
    "prints",
    [(SIFT_1, SIFT_3), (SIFT_3, SIFT_1), (MARK_1, MARK_2), (MARK_2, MARK_1), (BOOST_1, BOOST_2)],
    ids=["sift 1 then 3", "sift 3 then 1", "mark 1 then 2", "mark 2 then 1", "rally 1 then 2"],
)
def test_one_definition_said_in_the_singular_and_the_plural_is_one(
    prints: tuple[tuple[str, str], tuple[str, str]],
) -> None:
    defined = defined_keywords(list(prints))
    (name,) = defined
    assert conflict_reason(name, defined[name]) == ""
    assert "X" in defined[name]  # the reminder that says the number defines it


@pytest.mark.parametrize(
    ("prints", "printed", "amount"),
    [
        ((SIFT_1, SIFT_3), "{J} [Sift 1].", 1),
        ((SIFT_1, SIFT_3), "{J} [Sift 2].", 2),
        ((SIFT_3, SIFT_1), "{J} [Sift 4].", 4),
        ((MARK_1, MARK_2), "{J} [Mark 1].", 1),
        ((MARK_2, MARK_1), "{J} [Mark 3].", 3),
        ((BOOST_1, BOOST_2), "{J} [Rally 1].", 1),
    ],
)
def test_each_print_reads_with_its_own_number(
    prints: tuple[tuple[str, str], tuple[str, str]], printed: str, amount: int
) -> None:
    with using_keywords(defined_keywords(list(prints))):
        reading = executed(read(printed))
    (step,) = steps(reading)
    assert step.get("amount", 1) == amount, step


def test_reminders_that_differ_beyond_their_number_stay_two_definitions() -> None:
    other = (
        "{J} [Mark 2]. (Put 2 Lantern counters on target Character an opponent controls.)",
        "Raider",
    )
    defined = defined_keywords([MARK_1, other])
    reason = conflict_reason("mark", defined["mark"])
    assert "[Mark] is defined twice" in reason
    with using_keywords(defined):
        assert "defined twice" in not_executed(read("{J} [Mark 1]."))


def test_a_word_that_only_ends_in_s_is_not_made_singular() -> None:
    assert with_number("If X is 3 or more, draw X cards.", "1") == "If 1 is 3 or more, draw 1 card."
    assert with_number("X Gull tokens gain X boosts.", "1") == "1 Gull token gain 1 boost."


def test_the_same_number_said_otherwise_is_still_two_definitions() -> None:
    first = ("{J} [Sift 2]. (Put the top 2 cards of your deck into your discard pile.)", "A")
    second = ("{J} [Sift 2]. (Put the top 2 cards of your deck on the bottom.)", "B")
    defined = defined_keywords([first, second])
    assert "[Sift] is defined twice" in conflict_reason("sift", defined["sift"])
