"""Subjects of steps: targets (6.5.b), choices (6.1.g, 6.1.h), groups, "may" (6.5.c),
repetitions (6.5.i) and conditional steps (6.5.d)."""

from __future__ import annotations

from engine import (
    BOOST,
    ActionKind,
    DecisionKind,
    EffectStep,
    GameBuilder,
    PermanentZone,
    Status,
    Subject,
    TokenSpec,
    ZoneKind,
    answer,
    find,
    from_dict,
    play_card,
    run_until_decision,
    to_dict,
)
from engine.state.cards import Condition, ConditionKind
from engine.state.game_state import GameState

from .helpers import cast, choose, enters, pending, rules_of, spell, until_decision


def _sacrifice() -> EffectStep:
    """Anubis: "Each player sacrifices a Character"."""
    return EffectStep(
        ActionKind.SACRIFICE, Subject.A_CHARACTER_EACH_PLAYER_CONTROLS, to_zone=ZoneKind.DISCARD
    )


def test_6_1_h_each_player_chooses_in_initiative_order() -> None:
    b = (
        GameBuilder()
        .in_hand("p1", "Anubis", hand_cost=0, abilities=enters(_sacrifice()))
        .in_expedition("p1", "companion", "Mine")
        .in_expedition("p2", "hero", "Theirs A")
        .in_expedition("p2", "hero", "Theirs B")
    )
    state = cast(b, "Anubis", "hero")
    d = pending(state)
    assert d.kind == DecisionKind.CHOOSE and d.player == "p1"  # turn player first (1.4.5.a)
    assert {o.label for o in d.options} == {"Anubis", "Mine"}
    state = choose(state, find(state, "Mine"))
    d = pending(state)
    assert d.player == "p2" and {o.label for o in d.options} == {"Theirs A", "Theirs B"}
    state, _ = until_decision(state)
    state = choose(state, find(state, "Theirs B"))
    assert [state.name(o) for o in state.zone("discard:p1")] == ["Mine"]
    assert [state.name(o) for o in state.zone("discard:p2")] == ["Theirs B"]


def test_6_1_f_each_player_sacrifices_simultaneously_in_one_step() -> None:
    b = (
        GameBuilder()
        .in_hand("p1", "Anubis", hand_cost=0, abilities=enters(_sacrifice()))
        .in_expedition("p2", "hero", "Theirs")
    )
    state = cast(b, "Anubis", "hero")
    state = choose(state, find(state, "Anubis"))
    state, _ = until_decision(state)
    state, _ = answer(state, pending(state).id, find(state, "Theirs"))
    state, entries = run_until_decision(state)
    sacrifice = next(e for e in entries if any(ev.kind is ActionKind.SACRIFICE for ev in e.events))
    assert len(sacrifice.events) == 2 and len({ev.seq for ev in sacrifice.events}) == 1


def test_6_5_h_player_without_a_character_makes_no_choice_the_other_still_does() -> None:
    b = (
        GameBuilder()
        .in_hand("p1", "Plague", **spell(_sacrifice()))
        .in_expedition("p2", "hero", "Theirs")
    )
    state = cast(b, "Plague", "spell")
    d = pending(state)
    assert d.player == "p2" and d.kind == DecisionKind.CHOOSE  # p1 controls no Character
    state = choose(state, find(state, "Theirs"))
    assert [state.name(o) for o in state.zone("discard:p2")] == ["Theirs"]


def test_6_1_h_each_player_may_decide_in_initiative_order() -> None:
    kitsune = EffectStep(ActionKind.RESUPPLY, Subject.EACH_PLAYER, optional=True)
    b = (
        GameBuilder()
        .in_hand("p1", "Kitsune", hand_cost=0, abilities=enters(kitsune))
        .deck_of("p1", 2)
        .deck_of("p2", 2)
    )
    state = cast(b, "Kitsune", "hero")
    d = pending(state)
    assert (d.kind, d.player) == (DecisionKind.OPTIONAL_STEP, "p1")
    state = choose(state, "yes")
    d = pending(state)
    assert (d.kind, d.player) == (DecisionKind.OPTIONAL_STEP, "p2")
    assert len(state.zone("reserve:p1")) == 0  # nothing happens before everyone decided
    state = choose(state, "no")
    assert len(state.zone("reserve:p1")) == 1 and len(state.zone("reserve:p2")) == 0


def test_6_5_c_target_opponent_decides_the_may_of_the_step_they_do() -> None:
    maiden = EffectStep(
        ActionKind.EXHAUSTED_RESUPPLY, Subject.TARGET_OPPONENT, optional=True, times=2
    )
    b = (
        GameBuilder()
        .in_hand("p1", "Maiden", hand_cost=0, abilities=enters(maiden))
        .deck_of("p2", 3)
    )
    state = cast(b, "Maiden", "hero")
    d = pending(state)
    assert d.kind == DecisionKind.TARGET and d.option_ids() == ("p2",)
    state = choose(state, "p2")
    assert pending(state).player == "p2"


def test_6_5_i_a_repeated_step_decides_again_each_time() -> None:
    maiden = EffectStep(
        ActionKind.EXHAUSTED_RESUPPLY, Subject.TARGET_OPPONENT, optional=True, times=2
    )
    b = (
        GameBuilder()
        .in_hand("p1", "Maiden", hand_cost=0, abilities=enters(maiden))
        .deck_of("p2", 3)
    )
    state = cast(b, "Maiden", "hero")
    state = choose(state, "p2")
    state = choose(state, "yes")
    assert len(state.zone("reserve:p2")) == 1  # the first instance happened
    target = pending(state)  # the second instance chooses its own target (6.5.i)
    assert (target.kind, target.player, target.option_ids()) == (DecisionKind.TARGET, "p1", ("p2",))
    state = choose(state, "p2")
    d = pending(state)
    assert (d.kind, d.player) == (DecisionKind.OPTIONAL_STEP, "p2")
    state = choose(state, "no")
    (card,) = state.zone("reserve:p2")
    assert state.objects[card].has(Status.EXHAUSTED)
    assert len(state.zone("deck:p2")) == 2


def test_2_2_1_h_target_character_or_permanent_means_one_in_play() -> None:
    gate = EffectStep(
        ActionKind.DISCARD, Subject.TARGET_CHARACTER_OR_PERMANENT, to_zone=ZoneKind.DISCARD
    )
    b = (
        GameBuilder()
        .in_hand("p1", "Gate", **spell(gate))
        .in_expedition("p2", "hero", "Walker")
        .in_landmarks("p2", "Tower", permanent_zone=PermanentZone.LANDMARK)
        .in_reserve("p2", "Resting")
    )
    state = cast(b, "Gate", "spell")
    d = pending(state)
    assert {o.label for o in d.options} == {"Walker", "Tower"}
    state = choose(state, find(state, "Tower"))
    assert [state.name(o) for o in state.zone("discard:p2")] == ["Tower"]


def test_6_5_b_target_expedition_is_an_expedition_id() -> None:
    armorer = EffectStep(
        ActionKind.CREATE,
        Subject.TARGET_EXPEDITION,
        token=TokenSpec("Brassbug", 2, 2, 2, ("Robot",)),
    )
    b = GameBuilder().in_hand("p1", "Armorer", hand_cost=0, abilities=enters(armorer))
    state = cast(b, "Armorer", "hero")
    d = pending(state)
    assert d.kind == DecisionKind.TARGET and "p1:companion" in d.option_ids()
    assert "p2:hero" in d.option_ids()
    state = choose(state, "p1:companion")
    assert [state.name(o) for o in state.zone("expedition:p1:companion")] == ["Brassbug"]


def test_7_2_3_a_characters_you_control_are_found_when_the_step_happens() -> None:
    charge = EffectStep(ActionKind.GIVE_BOOST, Subject.CHARACTERS_YOU_CONTROL)
    b = (
        GameBuilder()
        .in_hand("p1", "Charge", **spell(charge))
        .in_expedition("p1", "hero", "Mine A")
        .in_expedition("p1", "companion", "Mine B")
        .in_expedition("p2", "hero", "Theirs")
    )
    state = cast(b, "Charge", "spell")
    assert state.objects[find(state, "Mine A")].boosts == 1
    assert state.objects[find(state, "Mine B")].counters == {BOOST: 1}
    assert state.objects[find(state, "Theirs")].boosts == 0


def test_6_5_d_conditional_step_is_ignored_when_its_condition_is_false() -> None:
    first = Condition(ConditionKind.FIRST_PLAYER)
    draw = EffectStep(ActionKind.DRAW, Subject.CONTROLLER, condition=first)
    b = (
        GameBuilder()
        .in_hand("p2", "Late", **spell(draw))
        .in_hand("p1", "Early", **spell(draw))
        .deck_of("p1", 2)
        .deck_of("p2", 2)
    )
    state = cast(b, "Early", "spell")
    assert len(state.zone("hand:p1")) == 1  # p1 is the first player
    state, _ = play_card(state, "p2", find(state, "Late"), "spell")
    state, entries = until_decision(state)
    assert len(state.zone("hand:p2")) == 0
    assert "6.5.d" in rules_of(entries)


def test_a_state_waiting_for_a_choice_round_trips() -> None:
    b = (
        GameBuilder()
        .in_hand("p1", "Anubis", hand_cost=0, abilities=enters(_sacrifice()))
        .in_expedition("p2", "hero", "Theirs")
    )
    state = cast(b, "Anubis", "hero")
    assert from_dict(GameState, to_dict(state)) == state
