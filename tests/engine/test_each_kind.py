"""Atomic actions on every kind an object has (engine/pipeline/each_kind.py): "loses all its
statuses" loses each status it has (7.3.21.a) and no other (7.3.21.b); "Double the counters
of" doubles each counter name it has (7.3.8.a), none it has 0 of (7.3.8.b)."""

from __future__ import annotations

from engine import ActionKind, GameBuilder, Status, Step, find
from engine.state.enums import BOOST
from engine.steps.resolution import run_step


def test_7_3_21_a_loses_each_status_it_has() -> None:
    statuses = (Status.ANCHORED, Status.ASLEEP, Status.EXHAUSTED)
    state = GameBuilder().in_expedition("p1", "hero", "Ann", statuses=statuses).build()
    ann = find(state, "Ann")
    step = Step(ActionKind.LOSE_STATUS, controller="p1", objects=(ann,), all_statuses=True)
    state, entry = run_step(state, step)
    assert state.objects[ann].statuses == frozenset()
    assert "7.3.21.a" in entry.rules


def test_7_3_21_b_nothing_to_lose_changes_nothing() -> None:
    state = GameBuilder().in_expedition("p1", "hero", "Ann", counters={BOOST: 2}).build()
    ann = find(state, "Ann")
    step = Step(ActionKind.LOSE_STATUS, controller="p1", objects=(ann,), all_statuses=True)
    state, _ = run_step(state, step)
    assert state.objects[ann].statuses == frozenset()
    assert state.objects[ann].counters == {BOOST: 2}  # Boosted is had through boosts (2.4.5.a)


def test_7_3_8_a_doubles_each_counter_name_it_has() -> None:
    counters = {BOOST: 2, "Arcane": 3, "Kelon": 0}
    state = GameBuilder().in_expedition("p1", "hero", "Ann", counters=counters).build()
    ann = find(state, "Ann")
    step = Step(ActionKind.DOUBLE_COUNTERS, controller="p1", objects=(ann,), all_counters=True)
    state, entry = run_step(state, step)
    assert state.objects[ann].counters == {BOOST: 4, "Arcane": 6, "Kelon": 0}
    assert "7.3.8.a" in entry.rules
