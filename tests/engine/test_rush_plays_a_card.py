"""Rush, the keyword action of 7.3.34: to Rush is to play a card from Hand or Reserve
immediately (7.3.34.a, 5.2.b)."""

from __future__ import annotations

import pytest

from engine import (
    IMPLEMENTED,
    ActionKind,
    DecisionKind,
    EffectStep,
    GameBuilder,
    NotImplementedRule,
    Status,
    Step,
    Subject,
    answer,
    find,
)
from engine.pipeline.atomic import propose
from engine.steps.subjects import instantiate
from scenarios.cards.compile import compile_step
from scenarios.cards.models import StepModel

from .helpers import cast, choose, pending, rules_of, spell, until_decision

RUSH = EffectStep(ActionKind.RUSH, Subject.A_CARD_FROM_HAND_OR_RESERVE)


def test_7_3_34_a_to_rush_is_to_play_a_card_immediately() -> None:
    b = (
        GameBuilder()
        .in_hand("p1", "Rusher", **spell(RUSH))
        .in_hand("p1", "Quick", hand_cost=0)
        .in_reserve("p1", "Spent", reserve_cost=0, statuses=(Status.EXHAUSTED,))
        .in_reserve("p1", "Ready", reserve_cost=0)
    )
    state = cast(b, "Rusher")
    d = pending(state)
    assert d.kind == DecisionKind.CHOOSE
    # 5.2.a: from Hand or Reserve; an exhausted card in Reserve cannot be played (2.4.6.c).
    assert set(d.option_ids()) == {find(state, "Quick"), find(state, "Ready")}
    state = choose(state, find(state, "Quick"))
    state, _ = answer(state, pending(state).id, "hero")
    state, entries = until_decision(state)
    assert state.objects[find(state, "Quick")].zone == "expedition:p1:hero"
    assert state.name(state.zone("reserve:p1")[-1]) == "Rusher"  # then the Spell finishes
    assert "5.2.b" in rules_of(entries)


def test_7_3_34_a_rush_is_instantiated_as_playing_a_card() -> None:
    state = GameBuilder().build()
    step = instantiate(RUSH, state, "p1", None, None, "Rusher")
    assert step.kind is ActionKind.PLAY
    assert step.rules == ("7.3.34.a", "5.2.b")
    assert ActionKind.RUSH in IMPLEMENTED
    with pytest.raises(NotImplementedRule):
        propose(state, Step(ActionKind.RUSH, controller="p1"))


def _compiled(**written: object) -> EffectStep:
    (one,) = compile_step(StepModel.model_validate(written))
    return one


def test_7_3_34_card_text_rush_plays_a_card() -> None:
    one = _compiled(action="rush")
    assert (one.action, one.subject) == (ActionKind.RUSH, Subject.A_CARD_FROM_HAND_OR_RESERVE)
    # "you may Rush to [do X]" (7.3.34.b): tests/scenarios/test_card_rush_to.py
