"""An object filter by owner ("target Character you own", issue 30): the owner is the
player who brought the card to the game (1.1.3.c) and does not change when control is
taken (1.1.3.d); "you" and "opponent" are relative to the effect's controller."""

from __future__ import annotations

from engine import GameBuilder, find
from engine.reading.filters import matches
from engine.state.cards import ObjectFilter
from engine.state.records import replace


def test_1_1_3_d_the_owner_filter_reads_the_owner_not_the_controller() -> None:
    b = GameBuilder().in_expedition("p1", "hero", "Mine").in_expedition("p1", "hero", "Taken")
    state = b.in_expedition("p2", "hero", "Theirs").build()
    taken = find(state, "Taken")
    state = replace(
        state, objects={**state.objects, taken: replace(state.objects[taken], owner="p2")}
    )
    mine, theirs = find(state, "Mine"), find(state, "Theirs")
    yours, opponents = ObjectFilter(owner="you"), ObjectFilter(owner="opponent")
    assert matches(state, mine, yours, "p1", None)
    assert not matches(state, taken, yours, "p1", None)  # p1 controls it, p2 owns it
    assert matches(state, taken, opponents, "p1", None)
    assert matches(state, theirs, opponents, "p1", None)
    assert matches(state, taken, yours, "p2", None)  # for an effect p2 controls
    assert matches(state, taken, ObjectFilter(controller="you"), "p1", None)
