"""Outcomes an independent rules tester found wrong (issue 18), each test named after the
rule that decides it; the example scenarios of scenarios/examples/ show them on a board."""

from __future__ import annotations

from engine import (
    Ability,
    AbilityKind,
    ActionKind,
    EffectStep,
    GameBuilder,
    Keyword,
    Phase,
    Step,
    Subject,
    TriggerKind,
    ZoneKind,
    find,
    request,
)

from .helpers import rules_of, until_decision


def _draws_when_a_character_leaves() -> Ability:
    return Ability(
        AbilityKind.REACTION,
        trigger=TriggerKind.CHARACTER_LEAVES_YOUR_EXPEDITIONS,
        effect=(EffectStep(ActionKind.DRAW, Subject.CONTROLLER),),
    )


def test_7_5_11_b_a_sacrificed_token_leaves_your_expeditions() -> None:
    state = (
        GameBuilder()
        .in_expedition("p1", "hero", "Sentry", abilities=(_draws_when_a_character_leaves(),))
        .in_expedition("p1", "hero", "Recruit", is_token=True)
        .deck_of("p1", 2)
        .at_afternoon()
        .build()
    )
    token = find(state, "Recruit")
    state, entry = request(
        state,
        Step(ActionKind.SACRIFICE, controller="p1", objects=(token,), to_zone=ZoneKind.DISCARD),
    )
    assert token not in state.objects  # ceased to exist instead (2.1.e)
    state, entries = until_decision(state)
    emblems = [state.objects[o].emblem for o in state.zone("limbo")]
    assert [e.source_name for e in emblems if e is not None] == ["Sentry"]
    assert "7.5.11.b" in rules_of((entry, *entries))


def test_7_5_11_b_a_card_that_switches_expeditions_does_not_leave_them() -> None:
    state = (
        GameBuilder()
        .in_expedition("p1", "hero", "Sentry", abilities=(_draws_when_a_character_leaves(),))
        .in_expedition("p1", "hero", "Walker")
        .deck_of("p1", 2)
        .at_afternoon()
        .build()
    )
    walker = find(state, "Walker")
    state, _ = request(
        state, Step(ActionKind.SWITCH_EXPEDITIONS, controller="p1", objects=(walker,))
    )
    state, _ = until_decision(state)
    assert state.zone("limbo") == ()


def test_7_4_2_c_defender_stops_a_move_forward_during_dusk_for_any_reason() -> None:
    forward = Ability(
        AbilityKind.REACTION,
        trigger=TriggerKind.AT_PHASE,
        phase=Phase.DUSK,
        effect=(EffectStep(ActionKind.MOVE_FORWARD, Subject.MY_EXPEDITION),),
    )
    state = (
        GameBuilder()
        .in_expedition("p1", "hero", "Trailblazer", abilities=(forward,))
        .in_expedition("p1", "hero", "Wall", keywords=frozenset({Keyword.DEFENDER}))
        .at_phase(Phase.DUSK)
        .build()
    )
    state, entries = until_decision(state)
    assert state.positions["p1:hero"] == 0
    assert "7.4.2.c" in rules_of(entries)


def test_7_4_2_c_without_defender_the_dusk_reaction_moves_the_expedition() -> None:
    forward = Ability(
        AbilityKind.REACTION,
        trigger=TriggerKind.AT_PHASE,
        phase=Phase.DUSK,
        effect=(EffectStep(ActionKind.MOVE_FORWARD, Subject.MY_EXPEDITION),),
    )
    state = (
        GameBuilder()
        .in_expedition("p1", "hero", "Trailblazer", abilities=(forward,))
        .at_phase(Phase.DUSK)
        .build()
    )
    state, _ = until_decision(state)
    assert state.positions["p1:hero"] == 1
