"""Take control, the keyword action of 7.3.40: the object moves to one of the controlling
player's Expeditions, which they choose, or their Landmarks (7.3.40.a-b) — not a zone
change, so no "enters play" Reaction; only objects in an Expedition or the Landmark zone
(7.3.40.c), not one already controlled (7.3.40.d)."""

from __future__ import annotations

import pytest

from engine import (
    BOOST,
    ActionKind,
    DecisionKind,
    EffectStep,
    GameBuilder,
    IllegalAction,
    PermanentZone,
    Status,
    Step,
    Subject,
    ZoneKind,
    answer,
    find,
    request,
)
from engine.invariants import violations
from engine.steps.resolution import run_step
from scenarios.cards.compile import compile_step
from scenarios.cards.models import StepModel

from .helpers import cast, choose, enters, pending, spell, until_decision

(REACT,) = enters(EffectStep(ActionKind.DRAW, Subject.CONTROLLER))  # "When I enter play — Draw"


def test_7_3_40_a_taking_control_moves_the_object_to_one_of_your_expeditions() -> None:
    state = (
        GameBuilder()
        .in_expedition("p2", "hero", "Turncoat", statuses=(Status.ASLEEP,), counters={BOOST: 2})
        .build()
    )
    old = find(state, "Turncoat")
    step = Step(ActionKind.TAKE_CONTROL, controller="p1", objects=(old,), to_sub="p1:companion")
    state, entry = request(state, step)
    o = state.objects[find(state, "Turncoat")]
    assert (o.zone, o.controller, o.owner) == ("expedition:p1:companion", "p1", "p2")
    # 3.2.4.d: not a zone change — the same object, with its status and counters.
    assert o.id == old and o.has(Status.ASLEEP) and o.boosts == 2
    assert {"7.3.40.a", "3.2.4.d"} <= set(entry.rules)
    assert violations(state) == []


def test_7_3_40_a_the_player_taking_control_chooses_the_expedition() -> None:
    steal = EffectStep(
        ActionKind.TAKE_CONTROL, Subject.TARGET_CHARACTER, to_zone=ZoneKind.EXPEDITION
    )
    b = GameBuilder().in_hand("p1", "Steal", **spell(steal)).in_expedition("p2", "hero", "Turncoat")
    state = cast(b, "Steal")
    state = choose(state, find(state, "Turncoat"))
    d = pending(state)
    assert (d.kind, d.player) == (DecisionKind.PLACE, "p1")
    state, _ = answer(state, d.id, "companion")
    state, _ = until_decision(state)
    assert state.objects[find(state, "Turncoat")].zone == "expedition:p1:companion"


def test_7_3_40_b_taking_control_in_the_landmark_zone_moves_it_to_your_landmarks() -> None:
    state = GameBuilder().in_landmarks("p2", "Tower", permanent_zone=PermanentZone.LANDMARK).build()
    step = Step(ActionKind.TAKE_CONTROL, controller="p1", objects=(find(state, "Tower"),))
    state, entry = request(state, step)
    o = state.objects[find(state, "Tower")]
    assert (o.zone, o.controller) == ("landmark:p1", "p1")
    assert {"7.3.40.b", "3.2.7.b"} <= set(entry.rules)


def test_7_3_40_b_remark_taking_control_does_not_activate_enter_play_reactions() -> None:
    state = GameBuilder().in_expedition("p2", "hero", "Herald", abilities=(REACT,)).build()
    step = Step(ActionKind.TAKE_CONTROL, controller="p1", objects=(find(state, "Herald"),))
    state, _ = request(state, step)
    assert all(t.kind.value != "activate_reactions" for t in state.agenda)


def test_7_3_40_c_only_objects_in_the_expedition_or_landmark_zone() -> None:
    state = GameBuilder().in_reserve("p2", "Stored").build()
    step = Step(ActionKind.TAKE_CONTROL, controller="p1", objects=(find(state, "Stored"),))
    with pytest.raises(IllegalAction) as exc:
        request(state, step)
    assert exc.value.rule == "7.3.40.c"


def test_7_3_40_d_not_an_object_one_already_controls() -> None:
    state = GameBuilder().in_expedition("p1", "hero", "Mine").build()
    new, entry = run_step(
        state, Step(ActionKind.TAKE_CONTROL, controller="p1", objects=(find(state, "Mine"),))
    )
    assert entry.events == () and "7.3.40.d" in entry.rules
    assert new.objects == state.objects


def _compiled(**written: object) -> EffectStep:
    (one,) = compile_step(StepModel.model_validate(written))
    return one


def test_7_3_40_a_card_text_take_control_lets_the_player_choose_the_expedition() -> None:
    one = _compiled(action="take control", subject="target_character", to="expedition")
    assert one.action is ActionKind.TAKE_CONTROL and one.to_zone is ZoneKind.EXPEDITION
