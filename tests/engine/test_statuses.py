"""Statuses and counters (2.4, 2.5, 7.3.13, 7.3.16, 7.3.21, 7.3.28, 7.3.38)."""

from __future__ import annotations

import pytest

from engine import (
    BOOST,
    ActionKind,
    GameBuilder,
    IllegalAction,
    Status,
    Step,
    find,
    request,
)


def _board() -> GameBuilder:
    return (
        GameBuilder()
        .in_expedition("p1", "hero", "Ready Guy")
        .in_expedition("p1", "hero", "Tired Guy", statuses=(Status.EXHAUSTED,))
        .in_discard("p1", "Dead Guy")
        .in_hand("p1", "Held Guy")
    )


def test_7_3_16_b_cannot_exhaust_an_exhausted_object() -> None:
    state = _board().build()
    tired = find(state, "Tired Guy")
    with pytest.raises(IllegalAction, match=r"7\.3\.16\.b"):
        request(state, Step(ActionKind.EXHAUST, objects=(tired,)))


def test_7_3_13_a_exhaust_gives_exhausted() -> None:
    state = _board().build()
    guy = find(state, "Ready Guy")
    new, entry = request(state, Step(ActionKind.EXHAUST, objects=(guy,)))
    assert new.objects[guy].has(Status.EXHAUSTED)
    assert "7.3.13.a" in {r for e in entry.events for r in e.rules} or entry.events


def test_2_4_1_f_object_cannot_gain_status_it_has() -> None:
    state = _board().build()
    guy = find(state, "Ready Guy")
    state, _ = request(state, Step(ActionKind.GAIN_STATUS, objects=(guy,), status=Status.ASLEEP))
    with pytest.raises(IllegalAction, match=r"2\.4\.1\.f"):
        request(state, Step(ActionKind.GAIN_STATUS, objects=(guy,), status=Status.ASLEEP))


def test_2_4_1_h_object_cannot_lose_status_it_does_not_have() -> None:
    state = _board().build()
    with pytest.raises(IllegalAction, match=r"2\.4\.1\.h"):
        request(
            state,
            Step(ActionKind.LOSE_STATUS, objects=(find(state, "Ready Guy"),), status=Status.ASLEEP),
        )


def test_7_3_28_b_cannot_ready_a_ready_object() -> None:
    state = _board().build()
    with pytest.raises(IllegalAction, match=r"7\.3\.28\.b"):
        request(state, Step(ActionKind.READY, objects=(find(state, "Ready Guy"),)))


def test_7_3_28_a_ready_removes_exhausted() -> None:
    state = _board().build()
    tired = find(state, "Tired Guy")
    new, _ = request(state, Step(ActionKind.READY, objects=(tired,)))
    assert not new.objects[tired].has(Status.EXHAUSTED)


def test_2_4_1_c_no_statuses_in_discard_pile() -> None:
    state = _board().build()
    with pytest.raises(IllegalAction, match=r"2\.4\.1\.c"):
        request(
            state,
            Step(ActionKind.GAIN_STATUS, objects=(find(state, "Dead Guy"),), status=Status.ASLEEP),
        )


def test_2_5_b_no_counters_in_discard_pile() -> None:
    state = _board().build()
    with pytest.raises(IllegalAction, match=r"2\.5\.b"):
        request(state, Step(ActionKind.GIVE_BOOST, objects=(find(state, "Dead Guy"),)))


def test_2_4_5_a_boosted_is_derived_from_boost_counters() -> None:
    state = _board().build()
    guy = find(state, "Ready Guy")
    assert not state.objects[guy].has(Status.BOOSTED)
    state, _ = request(state, Step(ActionKind.GIVE_BOOST, objects=(guy,), amount=2))
    assert state.objects[guy].has(Status.BOOSTED)
    assert state.objects[guy].counters[BOOST] == 2


def test_2_4_5_b_boosted_cannot_be_gained_directly() -> None:
    state = _board().build()
    with pytest.raises(IllegalAction, match=r"2\.4\.5\.b"):
        request(
            state,
            Step(
                ActionKind.GAIN_STATUS, objects=(find(state, "Ready Guy"),), status=Status.BOOSTED
            ),
        )


def test_7_3_38_b_cannot_spend_more_counters_than_it_has() -> None:
    state = _board().build()
    guy = find(state, "Ready Guy")
    state, _ = request(state, Step(ActionKind.GAIN_COUNTERS, objects=(guy,), counter="kelon"))
    with pytest.raises(IllegalAction, match=r"7\.3\.38\.b"):
        request(state, Step(ActionKind.SPEND_COUNTERS, objects=(guy,), counter="kelon", amount=2))
    state, _ = request(state, Step(ActionKind.SPEND_COUNTERS, objects=(guy,), counter="kelon"))
    assert "kelon" not in state.objects[guy].counters


def test_7_3_8_b_cannot_double_zero_counters() -> None:
    state = _board().build()
    guy = find(state, "Ready Guy")
    with pytest.raises(IllegalAction, match=r"7\.3\.8\.b"):
        request(state, Step(ActionKind.DOUBLE_COUNTERS, objects=(guy,), counter=BOOST))
    state, _ = request(state, Step(ActionKind.GIVE_BOOST, objects=(guy,), amount=3))
    state, _ = request(state, Step(ActionKind.DOUBLE_COUNTERS, objects=(guy,), counter=BOOST))
    assert state.objects[guy].boosts == 6


def test_1_2_6_f_effect_ignores_impossible_part() -> None:
    """Inside an effect (not a strict request), the impossible atomic action is skipped
    and the possible ones happen (1.2.6.f, 1.4.1.c)."""
    from engine.steps.resolution import run_step

    state = _board().build()
    ready, tired = find(state, "Ready Guy"), find(state, "Tired Guy")
    new, entry = run_step(state, Step(ActionKind.EXHAUST, objects=(ready, tired)))
    assert new.objects[ready].has(Status.EXHAUSTED)
    assert "impossible (7.3.16.b)" in entry.text
    assert len(entry.events) == 1
