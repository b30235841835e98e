"""Reactions (6.3, 4.4) and modifiers (6.2)."""

from __future__ import annotations

from dataclasses import replace

from engine import (
    BOOST,
    Ability,
    AbilityKind,
    ActionKind,
    DecisionKind,
    EffectStep,
    GameBuilder,
    ModifierSpec,
    Phase,
    Status,
    Step,
    Subject,
    Task,
    TaskKind,
    TriggerKind,
    ZoneKind,
    answer,
    find,
    play_card,
    request,
)
from engine.pipeline.reactions import ACTIVATION_LIMIT
from engine.steps.resolution import run_step

from .helpers import choose, pending, rules_of, texts, until_decision

GAIN_BOOST = EffectStep(ActionKind.GIVE_BOOST, Subject.SELF, amount=1)
DRAW_ONE = EffectStep(ActionKind.DRAW, Subject.CONTROLLER, amount=1)


def _reaction(trigger: TriggerKind, *effect: EffectStep, phase: Phase | None = None) -> Ability:
    return Ability(AbilityKind.REACTION, trigger=trigger, effect=effect, phase=phase)


def test_7_1_1_a_enter_play_reaction_creates_emblem_then_resolves() -> None:
    b = GameBuilder().in_hand(
        "p1",
        "Ratatoskr",
        hand_cost=0,
        abilities=(_reaction(TriggerKind.ENTERS_PLAY, GAIN_BOOST),),
    )
    state, _ = until_decision(b.at_afternoon().build())
    state, _ = play_card(state, "p1", find(state, "Ratatoskr"), "hero")
    state, entries = until_decision(state)
    ts = texts(entries)
    activating = next(i for i, t in enumerate(ts) if t.startswith("Reaction-activating step"))
    plays = next(i for i, t in enumerate(ts) if "plays the Reaction of Ratatoskr" in t)
    assert activating < plays
    assert state.objects[find(state, "Ratatoskr")].boosts == 1  # 7.2.1.d
    assert state.zone("limbo") == ()  # 5.4.d
    assert {"6.3.h", "4.4.b", "5.4.d"} <= rules_of(entries)


def test_7_1_1_c_played_from_reserve_trigger_only_from_reserve() -> None:
    ability = _reaction(TriggerKind.PLAYED_FROM_RESERVE, DRAW_ONE)
    b = (
        GameBuilder()
        .in_hand("p1", "FromHand", hand_cost=0, abilities=(ability,))
        .in_reserve("p1", "FromReserve", reserve_cost=0, abilities=(ability,))
        .deck_of("p1", 3)
    )
    state, _ = until_decision(b.at_afternoon().build())
    state, _ = play_card(state, "p1", find(state, "FromHand"), "hero")
    state, _ = until_decision(state)
    assert len(state.zone("hand:p1")) == 0
    state = choose(state, "pass")  # p2 passes
    state, _ = play_card(state, "p1", find(state, "FromReserve"), "hero")
    state, _ = until_decision(state)
    assert len(state.zone("hand:p1")) == 1


def test_6_3_f_leave_reaction_is_looked_up_before_the_event() -> None:
    b = (
        GameBuilder()
        .in_expedition(
            "p1",
            "hero",
            "Seiringar",
            abilities=(_reaction(TriggerKind.LEAVES_EXPEDITION_ZONE, DRAW_ONE),),
        )
        .deck_of("p1", 2)
    )
    state = b.build()
    state, _ = run_step(
        state, Step(ActionKind.SEND, objects=(find(state, "Seiringar"),), to_zone=ZoneKind.RESERVE)
    )
    assert state.agenda and state.agenda[0].kind == "activate_reactions"
    state = replace(state, agenda=(*state.agenda, Task(TaskKind.CHECK_REACTIONS)))
    state, _ = until_decision(state)
    assert len(state.zone("hand:p1")) == 1


def test_4_2_b_at_noon_reaction_activates_as_the_phase_begins() -> None:
    b = (
        GameBuilder()
        .in_expedition(
            "p1",
            "hero",
            "Aloe Vera",
            abilities=(
                _reaction(
                    TriggerKind.AT_PHASE,
                    EffectStep(ActionKind.RESUPPLY, Subject.CONTROLLER),
                    phase=Phase.NOON,
                ),
            ),
        )
        .deck_of("p1", 2)
        .at_phase(Phase.NOON)
    )
    state, entries = until_decision(b.build())
    assert len(state.zone("reserve:p1")) == 1
    assert "4.2.b" in rules_of(entries)


def test_4_4_b_player_with_several_reactions_chooses_the_order() -> None:
    ab = (_reaction(TriggerKind.ENTERS_PLAY, GAIN_BOOST),)
    b = GameBuilder().in_hand("p1", "Twin", hand_cost=0, abilities=ab * 2)
    state, _ = until_decision(b.at_afternoon().build())
    state, _ = play_card(state, "p1", find(state, "Twin"), "hero")
    state, _ = until_decision(state)
    d = pending(state)
    assert d.kind == DecisionKind.CHOOSE_REACTION and len(d.options) == 2
    state = choose(state, d.option_ids()[1])
    assert state.objects[find(state, "Twin")].boosts == 2


def test_6_3_l_reaction_activates_at_most_a_hundred_times_a_day() -> None:
    b = GameBuilder().in_hand(
        "p1", "Loop", hand_cost=0, abilities=(_reaction(TriggerKind.ENTERS_PLAY, GAIN_BOOST),)
    )
    state = b.at_afternoon().build()
    card_id = state.objects[find(state, "Loop")].card_id
    state = replace(state, reaction_counts={f"{card_id}:0": ACTIVATION_LIMIT})
    state, _ = until_decision(state)
    state, _ = play_card(state, "p1", find(state, "Loop"), "hero")
    state, entries = until_decision(state)
    assert state.objects[find(state, "Loop")].boosts == 0
    assert "6.3.l" in rules_of(entries)


def test_6_5_c_optional_step_may_be_declined() -> None:
    may_draw = EffectStep(ActionKind.DRAW, Subject.CONTROLLER, optional=True)
    b = (
        GameBuilder()
        .in_hand(
            "p1", "Maybe", hand_cost=0, abilities=(_reaction(TriggerKind.ENTERS_PLAY, may_draw),)
        )
        .deck_of("p1", 2)
    )
    state, _ = until_decision(b.at_afternoon().build())
    state, _ = play_card(state, "p1", find(state, "Maybe"), "hero")
    state, _ = until_decision(state)
    assert pending(state).kind == DecisionKind.OPTIONAL_STEP
    state = choose(state, "no")
    assert state.zone("hand:p1") == ()


def test_6_5_f_declining_the_may_names_the_if_you_did_steps_that_do_not_happen() -> None:
    may_discard_to_draw = EffectStep(
        ActionKind.DRAW,
        Subject.CONTROLLER,
        optional=True,
        then=(EffectStep(ActionKind.RESUPPLY, Subject.CONTROLLER),),
    )
    b = (
        GameBuilder()
        .in_hand(
            "p1",
            "Maybe",
            hand_cost=0,
            abilities=(_reaction(TriggerKind.ENTERS_PLAY, may_discard_to_draw),),
        )
        .deck_of("p1", 2)
    )
    state, _ = until_decision(b.at_afternoon().build())
    state, _ = play_card(state, "p1", find(state, "Maybe"), "hero")
    state, _ = until_decision(state)
    state, line = answer(state, pending(state).id, ("no",))
    state, _ = until_decision(state)
    assert len(state.zone("hand:p1")) == 0 and state.zone("reserve:p1") == ()
    assert "does not go on to resupply, which it does only if the step is done" in line.text
    assert {"6.5.c", "6.5.f"} <= set(line.rules)


def test_6_2_b_replacing_modifier_changes_destination() -> None:
    to_hand = ModifierSpec(
        replacing=True,
        action=ActionKind.MOVE,
        scope="self",
        to_zone=ZoneKind.DISCARD,
        replace_to_zone=ZoneKind.HAND,
        text="If I would be discarded, return me to Hand",
    )
    b = GameBuilder().in_expedition(
        "p1", "hero", "Phoenix", abilities=(Ability(AbilityKind.PASSIVE, modifier=to_hand),)
    )
    state = b.build()
    state, entry = request(
        state, Step(ActionKind.DISCARD, objects=(find(state, "Phoenix"),), to_zone=ZoneKind.DISCARD)
    )
    assert state.objects[find(state, "Phoenix")].zone == "hand:p1"
    assert "6.2.b" in entry.rules


def test_6_2_c_additive_modifier_adds_an_atomic_action_to_the_step() -> None:
    also_boost = ModifierSpec(
        replacing=False,
        action=ActionKind.EXHAUST,
        scope="mine",
        add_action=ActionKind.GIVE_BOOST,
        text="When yours would be exhausted, it also gains a boost",
    )
    b = (
        GameBuilder()
        .in_landmarks(
            "p1", "Banner", abilities=(Ability(AbilityKind.PASSIVE, modifier=also_boost),)
        )
        .in_expedition("p1", "hero", "Soldier")
    )
    state = b.build()
    state, entry = request(state, Step(ActionKind.EXHAUST, objects=(find(state, "Soldier"),)))
    soldier = state.objects[find(state, "Soldier")]
    assert soldier.has(Status.EXHAUSTED) and soldier.counters[BOOST] == 1
    assert len({e.seq for e in entry.events}) == 1  # same step, same event (6.2.c)


def test_1_4_1_d_impossible_action_is_not_modified() -> None:
    also_boost = ModifierSpec(
        replacing=False, action=ActionKind.EXHAUST, scope="any", add_action=ActionKind.GIVE_BOOST
    )
    b = (
        GameBuilder()
        .in_landmarks(
            "p1", "Banner", abilities=(Ability(AbilityKind.PASSIVE, modifier=also_boost),)
        )
        .in_expedition("p1", "hero", "Tired", statuses=(Status.EXHAUSTED,))
    )
    state = b.build()
    state, entry = run_step(state, Step(ActionKind.EXHAUST, objects=(find(state, "Tired"),)))
    assert state.objects[find(state, "Tired")].boosts == 0
    assert entry.events == ()
