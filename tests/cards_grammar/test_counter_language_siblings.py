# ruff: noqa: E501  (printed sentences are kept whole, one per line)
"""gram94's sibling sentences of the counter language (:mod:`.sentences_counter_language`):
each one read is executable through the import's path; each one not read yet is refused,
never read as something else (their meanings are checked in test_rules.py and on boards,
test_board_counter_language.py). 39 of 89 were read before (tree 81c9ec06)."""

from __future__ import annotations

import pytest

from scenarios.cards.printed import read_printed

from .probe import probe_card
from .sentences_counter_language import SIBLINGS

NOT_READ: frozenset[str] = frozenset(
    {
        "SPELL Exchange the boosts of target Character you control and target Character an opponent controls.",
        "{J} You may exchange the boosts of target Character you control and target Character an opponent controls.",
        "SPELL Exchange the Debt counters of target Character you control and target Character an opponent controls.",
        "SPELL Set the number of boosts on target Character to 2.",
        "SPELL Set the number of Debt counters on target Character to 1.",
        "SPELL Target Character's boosts become 3.",
        "Characters you control can't have more than 3 boosts.",
        "Characters can't have more than 2 Debt counters.",
        "I can't have more than 5 boosts.",
        "SPELL Draw X cards, where X is the number of boosts on target Character you control.",
        "SPELL Target Character gains 1 boost. Roll a die. If you roll a 6, it gains 3 more boosts.",
        "SPELL Create a [Hired Hand 1/1/1] Soldier token in your Hero Expedition. Roll a die. On a 6, create another one.",
        "SPELL Target Character you control gains 2 boosts. Then, another target Character you control gains the same number of boosts.",
        "When a Character you control gains a boost for the first time each turn — Draw a card.",
        "When I lose a boost — Draw a card.",
        "When a Character you control loses its boosts — Draw a card.",
    }
)
READ = tuple(s for s in SIBLINGS if s not in NOT_READ)


def test_the_not_read_list_names_siblings() -> None:
    assert set(SIBLINGS) >= NOT_READ


@pytest.mark.parametrize("text", READ)
def test_a_sibling_is_read_and_runs(text: str) -> None:
    reading = read_printed(probe_card(text))
    assert reading.abilities and reading.executable, [(a.text, a.reason) for a in reading.abilities]


@pytest.mark.parametrize("text", sorted(NOT_READ))
def test_a_sibling_not_read_yet_is_refused(text: str) -> None:
    assert not read_printed(probe_card(text)).executable
