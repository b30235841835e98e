"""Receive a Token, the keyword action of 7.3.30: a player receives a token that joins one of
their Expeditions — created there, or taken control of — not one moving among the same
player's Expeditions (7.3.30.a)."""

from __future__ import annotations

from engine import (
    ActionKind,
    EffectStep,
    GameBuilder,
    Step,
    TokenSpec,
    find,
    request,
)
from engine.invariants import violations
from engine.pipeline.atomic import token_receiver
from scenarios.cards.compile import compile_step
from scenarios.cards.models import StepModel

WOOLLY = TokenSpec("Woollyback", 1, 1, 1, ("Animal",))


def test_7_3_30_a_a_player_receives_a_token_joining_their_expedition() -> None:
    state = GameBuilder().build()
    before = state
    step = Step(
        ActionKind.RECEIVE_TOKEN, controller="p1", expeditions=("p2:companion",), token=WOOLLY
    )
    state, entry = request(state, step)
    (ev,) = entry.events
    assert ev.kind is ActionKind.RECEIVE_TOKEN and ev.player == "p2"
    token = state.objects[ev.new_object_id or ""]
    assert token.zone == "expedition:p2:companion" and token.controller == "p2"
    assert state.name(token.id) == "Woollyback"
    assert token_receiver(before, state, ev) == "p2"
    assert "7.3.30.a" in entry.rules
    assert violations(state) == []


def test_7_3_30_a_a_created_token_is_received_by_the_player_whose_expedition_it_joins() -> None:
    state = GameBuilder().build()
    before = state
    step = Step(ActionKind.CREATE, controller="p1", expeditions=("p2:hero",), token=WOOLLY)
    state, entry = request(state, step)
    assert token_receiver(before, state, entry.events[0]) == "p2"


def test_7_3_30_a_a_token_moving_among_the_same_players_expeditions_is_not_received() -> None:
    b = GameBuilder().in_expedition("p1", "hero", "Bug", is_token=True)
    state = b.build()
    before = state
    step = Step(ActionKind.SWITCH_EXPEDITIONS, objects=(find(state, "Bug"),))
    state, entry = request(state, step)
    assert token_receiver(before, state, entry.events[0]) is None


def test_7_3_30_a_taking_control_of_a_token_is_receiving_it() -> None:
    state = GameBuilder().in_expedition("p2", "hero", "Bug", is_token=True).build()
    before = state
    step = Step(ActionKind.TAKE_CONTROL, controller="p1", objects=(find(state, "Bug"),))
    state, entry = request(state, step)
    assert token_receiver(before, state, entry.events[0]) == "p1"


def _compiled(**written: object) -> EffectStep:
    (one,) = compile_step(StepModel.model_validate(written))
    return one


def test_7_3_30_a_card_text_receive_token_names_the_expedition() -> None:
    one = _compiled(
        action="receive_token",
        subject="target_opponent_companion_expedition",
        token="Woollyback 1/1/1 Animal",
    )
    assert one.action is ActionKind.RECEIVE_TOKEN and one.token is not None
    assert one.token.name == "Woollyback"
    # "in one of your Expeditions": tests/scenarios/test_card_rush_to.py
