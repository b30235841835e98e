"""Serialisation round trips, undo/redo, and illegal requests leaving states unchanged."""

from __future__ import annotations

import json

import pytest

from engine import (
    ActionKind,
    CardDef,
    CardType,
    DecisionKind,
    GameBuilder,
    GameState,
    History,
    IllegalAction,
    Status,
    Step,
    answer,
    find,
    from_dict,
    new_game,
    play_card,
    request,
    run_until_decision,
    step,
    to_dict,
)

from .helpers import pending, until_decision


def _deck(player: str) -> list[CardDef]:
    return [
        CardDef(
            f"{player}-{i}",
            player,
            f"{player} card {i}",
            CardType.CHARACTER,
            hand_cost=i % 3,
            reserve_cost=1,
            forest=i % 2,
            mountain=1,
            water=(i + 1) % 2,
        )
        for i in range(20)
    ]


def _roundtrip(state: GameState) -> GameState:
    return from_dict(GameState, json.loads(json.dumps(to_dict(state))))


def test_fresh_game_round_trips_through_json() -> None:
    state = new_game({"p1": _deck("p1"), "p2": _deck("p2")}, seed=11)
    assert _roundtrip(state) == state


def test_mid_resolution_state_with_pending_decision_round_trips() -> None:
    b = GameBuilder().in_reserve("p1", "Kuwat", reserve_cost=2).mana("p1", 3)
    state, _ = until_decision(b.at_afternoon().build())
    state, _ = play_card(state, "p1", find(state, "Kuwat"), "hero")
    d = pending(state)
    assert d.kind == DecisionKind.PAY_MANA and state.agenda  # mid-resolution
    copy = _roundtrip(state)
    assert copy == state
    # Both continue identically.
    a, _ = answer(state, d.id, d.option_ids()[:2])
    c, _ = answer(copy, d.id, d.option_ids()[:2])
    a, ta = run_until_decision(a)
    c, tc = run_until_decision(c)
    assert a == c and ta == tc
    assert a.objects[find(a, "Kuwat")].has(Status.FLEETING)


def test_round_trip_after_every_step_of_a_day() -> None:
    state, _ = until_decision(new_game({"p1": _deck("p1"), "p2": _deck("p2")}, seed=5))
    for _ in range(60):
        if state.game_over:
            break
        if state.pending is not None:
            d = state.pending
            state, _ = answer(
                state, d.id, d.option_ids()[: d.min_choices or 1][: max(1, d.min_choices)]
            )
        else:
            state, _ = step(state)
        assert _roundtrip(state) == state


def test_undo_redo_are_exact() -> None:
    state, _ = until_decision(new_game({"p1": _deck("p1"), "p2": _deck("p2")}, seed=2))
    history = History.start(state)
    for _ in range(30):
        s = history.current
        if s.game_over:
            break
        if s.pending is not None:
            d = s.pending
            s, entry = answer(s, d.id, d.option_ids()[: max(1, d.min_choices)])
        else:
            s, entry = step(s)
        history.record(s, entry)
    last = history.current
    snapshots = list(history.states)
    for i in range(len(snapshots) - 1, 0, -1):
        assert history.undo() is snapshots[i - 1]
    assert history.current == state
    for _ in range(len(snapshots) - 1):
        history.redo()
    assert history.current == last
    assert history.jump(5) is snapshots[5]
    history.record(snapshots[5])
    assert not history.can_redo()


def test_illegal_requests_leave_state_unchanged() -> None:
    b = (
        GameBuilder()
        .in_expedition("p1", "hero", "Tired", statuses=(Status.EXHAUSTED,))
        .in_hand("p1", "Pricey", hand_cost=9)
        .mana("p1", 1)
    )
    state, _ = until_decision(b.at_afternoon().build())
    frozen = to_dict(state)
    with pytest.raises(IllegalAction):
        request(state, Step(ActionKind.EXHAUST, objects=(find(state, "Tired"),)))
    with pytest.raises(IllegalAction):
        play_card(state, "p1", find(state, "Pricey"), "hero")
    with pytest.raises(IllegalAction):
        answer(state, pending(state).id, "not-an-option")
    with pytest.raises(IllegalAction):
        answer(state, "d999", "pass")
    assert to_dict(state) == frozen
