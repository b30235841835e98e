"""``evolve``: the state copy every engine step makes."""

from __future__ import annotations

import dataclasses

import pytest

from engine import GameBuilder
from engine.state.game_state import evolve


def test_evolve_changes_only_what_it_is_given() -> None:
    state = GameBuilder().in_expedition("p1", "hero", "Kuwat").build()
    later = evolve(state, day=state.day + 3, passed=frozenset({"p2"}))
    assert (later.day, later.passed) == (state.day + 3, frozenset({"p2"}))
    assert later.objects is state.objects and later.agenda is state.agenda
    assert state.passed == frozenset() and later != state
    assert evolve(later, day=state.day, passed=frozenset()) == state
    assert dataclasses.replace(state, day=state.day + 3, passed=frozenset({"p2"})) == later


def test_evolved_states_stay_frozen() -> None:
    later = evolve(GameBuilder().build(), day=2)
    with pytest.raises(dataclasses.FrozenInstanceError):
        later.day = 5  # type: ignore[misc]


def test_unknown_fields_are_refused() -> None:
    with pytest.raises(TypeError, match="colour"):
        evolve(GameBuilder().build(), colour="red")
