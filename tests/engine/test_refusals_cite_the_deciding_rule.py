"""Refusals and trigger limits cited by the rule that decides (issue 31): a refused target
names what excludes that object (2.2.1.h, a status, control) beside 6.5.b; a support quick
action outside Reserve (2.2.12.i) or of an exhausted card in Reserve (2.2.12.j, 2.4.6.e); a
turn effect outside the Afternoon (4.2.3.b); a Reaction whose event happens outside the
phase its trigger names (6.3.b, 4.2.a)."""

from __future__ import annotations

import pytest

from engine import (
    Ability,
    AbilityKind,
    ActionKind,
    CardType,
    EffectStep,
    GameBuilder,
    GameState,
    IllegalAction,
    Phase,
    QuickCost,
    Status,
    Subject,
    TriggerKind,
    ZoneKind,
    answer,
    find,
    play_card,
    play_quick_action,
)
from engine.state.conditions import ObjectFilter

from .helpers import until_decision


def _target_decision(wanted: ObjectFilter | None, b: GameBuilder) -> GameState:
    """p1 plays "Zap" (discard target Character, narrowed by ``wanted``): its target asked."""
    zap = EffectStep(
        ActionKind.DISCARD, Subject.TARGET_CHARACTER, to_zone=ZoneKind.DISCARD, filter=wanted
    )
    b = b.in_hand("p1", "Zap", type=CardType.SPELL, hand_cost=0, effect=(zap,))
    state, _ = until_decision(b.at_afternoon().build())
    state, _ = play_card(state, "p1", find(state, "Zap"), "spell")
    state, _ = until_decision(state)
    assert state.pending is not None and state.pending.kind == "target"
    return state


def _refused(state: GameState, name: str) -> IllegalAction:
    assert state.pending is not None
    with pytest.raises(IllegalAction) as refused:
        answer(state, state.pending.id, find(state, name))
    return refused.value


def test_2_2_1_h_a_card_in_reserve_is_refused_as_a_target_character() -> None:
    b = GameBuilder().in_expedition("p2", "hero", "Here").in_reserve("p2", "Away")
    exc = _refused(_target_decision(None, b), "Away")
    assert exc.rule == "2.2.1.h" and "6.5.b" in exc.also
    assert "it is in p2's Reserve" in str(exc) and "means an object in play" in str(exc)


def test_2_2_1_h_a_permanent_is_refused_as_a_target_character_for_its_type() -> None:
    b = (
        GameBuilder()
        .in_expedition("p2", "hero", "Here")
        .in_landmarks("p2", "Tower", type=CardType.PERMANENT)
    )
    exc = _refused(_target_decision(None, b), "Tower")
    assert exc.rule == "2.2.1.h"
    assert "it is a Permanent" in str(exc)


def test_2_4_4_a_character_without_the_status_named_is_refused_by_the_status_rule() -> None:
    b = (
        GameBuilder()
        .in_expedition("p2", "hero", "Sleeper", statuses=(Status.ASLEEP,))
        .in_expedition("p2", "hero", "Awake")
    )
    state = _target_decision(ObjectFilter(statuses=frozenset({Status.ASLEEP})), b)
    exc = _refused(state, "Awake")
    assert exc.rule == "2.4.4" and "6.5.b" in exc.also
    assert "it is not Asleep" in str(exc)


def test_7_5_5_b_an_opponents_character_is_refused_for_you_control() -> None:
    b = GameBuilder().in_expedition("p1", "hero", "Mine").in_expedition("p2", "hero", "Theirs")
    exc = _refused(_target_decision(ObjectFilter(controller="you"), b), "Theirs")
    assert exc.rule == "7.5.5.b" and "7.2.3.a" in exc.also
    assert "p2 controls it" in str(exc)


def _support(b: GameBuilder) -> GameState:
    state, _ = until_decision(b.at_afternoon().build())
    return state


_DRAW = (EffectStep(ActionKind.DRAW, Subject.CONTROLLER),)
_SUPPORT = Ability(
    AbilityKind.QUICK_ACTION,
    "{D}: Draw a card.",
    cost=QuickCost(discard_me=True),
    effect=_DRAW,
    support=True,
)


def test_2_2_12_i_a_support_quick_action_of_a_card_in_play_is_refused() -> None:
    state = _support(GameBuilder().in_expedition("p1", "hero", "Helper", abilities=(_SUPPORT,)))
    with pytest.raises(IllegalAction) as refused:
        play_quick_action(state, "p1", find(state, "Helper"), 0)
    assert refused.value.rule == "2.2.12.i" and "7.1.4.b" in refused.value.also
    assert "works only in Reserve" in str(refused.value)


def test_2_2_12_j_the_support_quick_action_of_an_exhausted_card_cites_both_rules() -> None:
    state = _support(
        GameBuilder().in_reserve(
            "p1", "Helper", abilities=(_SUPPORT,), statuses=(Status.EXHAUSTED,)
        )
    )
    with pytest.raises(IllegalAction) as refused:
        play_quick_action(state, "p1", find(state, "Helper"), 0)
    assert refused.value.rule == "2.2.12.j" and refused.value.also == ("2.4.6.e",)


def test_4_2_3_b_no_card_is_played_outside_the_afternoon() -> None:
    b = GameBuilder().in_hand("p1", "Early", hand_cost=0).deck_of("p1", 3).deck_of("p2", 3)
    state, _ = until_decision(b.at_phase(Phase.NIGHT).build())
    assert state.phase is Phase.MORNING and state.pending is not None  # Expand (4.2.1.e)
    with pytest.raises(IllegalAction) as refused:
        play_card(state, "p1", find(state, "Early"), "hero")
    assert refused.value.rule == "4.2.3.b" and "5.1.1.b" in refused.value.also
    assert "turns are taken only during the Afternoon" in str(refused.value)


def _left_reserve(during: Phase) -> tuple[str, ...]:
    """p1 plays a card from Reserve under "When a card leaves your Reserve during
    [``during``] — Draw a card.": the trace's lines."""
    watcher = Ability(
        AbilityKind.REACTION,
        "When a card leaves your Reserve during Dusk — Draw a card.",
        trigger=TriggerKind.CARD_LEAVES_YOUR_RESERVE,
        trigger_during=during,
        effect=_DRAW,
    )
    b = (
        GameBuilder()
        .in_landmarks("p1", "Refinery", type=CardType.PERMANENT, abilities=(watcher,))
        .in_reserve("p1", "Returner", hand_cost=0, reserve_cost=0)
        .deck_of("p1", 2)
    )
    state, _ = until_decision(b.at_afternoon().build())
    state, first = play_card(state, "p1", find(state, "Returner"), "hero")
    state, rest = until_decision(state)
    return tuple(f"{e.text} {list(e.rules)}" for e in (first, *rest))


def test_6_3_b_an_event_outside_the_phase_the_trigger_names_is_said_not_to_activate() -> None:
    lines = _left_reserve(Phase.DUSK)
    said = [t for t in lines if "Refinery's Reaction does not activate" in t]
    assert said and "“during Dusk”" in said[0] and "during the Afternoon" in said[0]
    assert "'6.3.b'" in said[0] and "'4.2.a'" in said[0]
    assert not any("Reaction-activating step" in t for t in lines)


def test_6_3_b_an_event_in_the_phase_the_trigger_names_activates_and_says_no_miss() -> None:
    lines = _left_reserve(Phase.AFTERNOON)
    assert any("Reaction-activating step: Refinery" in t for t in lines)
    assert not any("does not activate" in t for t in lines)
