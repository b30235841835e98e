"""A group's second change after a first one (6.1.e, 6.1.c): the group is found once for both
only when the first change cannot take an object into or out of it — a status the group
requires, gained again, changes nothing (2.4.1.f); a status it requires, lost, or one it
excludes, gained, does."""

from __future__ import annotations

import pytest

from tests.cards_grammar.test_round_trip import read_ability

_ROBOTS = {"statuses": ["Asleep"], "subtypes": ["Robot"]}


def test_a_required_status_gained_again_keeps_the_group_for_the_next_change() -> None:
    reading = read_ability("{J} Asleep Robot Characters you control gain Asleep and Anchored.")
    steps = reading["reaction"]["effect"]
    assert [s["status"] for s in steps] == ["Asleep", "Anchored"]
    assert all(s["subject"] == "characters_you_control" and s["filter"] == _ROBOTS for s in steps)


@pytest.mark.parametrize(
    "text",
    [
        # losing a required status takes every object out of the group before the second change
        "{J} Asleep Robot Characters you control lose Asleep and Anchored.",
        "{J} Anchored Characters you control lose Anchored and Asleep.",
    ],
)
def test_a_change_that_moves_objects_out_of_the_group_is_refused(text: str) -> None:
    with pytest.raises(Exception, match="may take objects into or out of the group"):
        read_ability(text)
