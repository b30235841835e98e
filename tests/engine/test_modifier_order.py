"""6.2.h: when several replacing modifiers apply at once, the controller of the step
chooses which one applies first; 6.2.i: the others are then checked again."""

from __future__ import annotations

from engine import (
    Ability,
    AbilityKind,
    ActionKind,
    CardType,
    DecisionKind,
    EffectStep,
    GameBuilder,
    ModifierSpec,
    Phase,
    Status,
    Step,
    Subject,
    ZoneKind,
    answer,
    find,
    play_card,
    request,
)
from engine.state.game_state import GameState

from .helpers import choose, pending, rules_of, until_decision

TO_HAND = ModifierSpec(
    replacing=True,
    action=ActionKind.MOVE,
    to_zone=ZoneKind.RESERVE,
    replace_to_zone=ZoneKind.HAND,
    text="If I would go to Reserve, put me in my owner's Hand instead.",
)
SEND_TO_RESERVE = EffectStep(ActionKind.SEND, Subject.TARGET_CHARACTER, to_zone=ZoneKind.RESERVE)


def _board(*modifiers: ModifierSpec) -> GameState:
    """p1 casts a Spell sending a Fleeting Character of p2 (with ``modifiers``) to Reserve."""
    abilities = tuple(Ability(AbilityKind.PASSIVE, modifier=m) for m in modifiers)
    b = (
        GameBuilder()
        .in_hand("p1", "Push", type=CardType.SPELL, hand_cost=0, effect=(SEND_TO_RESERVE,))
        .in_expedition("p2", "hero", "Runner", statuses=(Status.FLEETING,), abilities=abilities)
    )
    state, _ = until_decision(b.at_afternoon().build())
    state, _ = play_card(state, "p1", find(state, "Push"), "spell")
    state, _ = until_decision(state)
    return choose(state, find(state, "Runner"))  # the target (6.5.b)


def test_6_2_h_the_controller_of_the_step_chooses_which_modifier_applies_first() -> None:
    state = _board(TO_HAND)
    d = pending(state)
    # Fleeting (2.4.7.d) and Runner's own modifier both replace the move to Reserve; the
    # Spell's controller p1 controls the step, so p1 chooses — not Runner's controller.
    assert (d.kind, d.player) == (DecisionKind.MODIFIER_ORDER, "p1")
    assert "rule:2.4.7.d" in d.option_ids() and len(d.option_ids()) == 2
    assert "6.2.h" in d.rules


def test_6_2_i_the_rule_first_discards_and_the_other_no_longer_applies() -> None:
    state = _board(TO_HAND)
    state = choose(state, "rule:2.4.7.d")
    assert [state.name(o) for o in state.zone("discard:p2")] == ["Runner"]
    assert state.zone("hand:p2") == ()


def test_6_2_i_the_passive_first_goes_to_hand_and_fleeting_no_longer_applies() -> None:
    state = _board(TO_HAND)
    runner_modifier = next(o for o in pending(state).option_ids() if o != "rule:2.4.7.d")
    state, chosen = answer(state, pending(state).id, runner_modifier)
    state, entries = until_decision(state)
    assert "6.2.h" in chosen.rules
    assert any("applied first, as chosen" in e.text for e in entries)
    assert [state.name(o) for o in state.zone("hand:p2")] == ["Runner"]
    assert state.zone("discard:p2") == ()


def test_6_2_h_no_question_when_every_order_ends_the_same() -> None:
    # Two modifiers sending Runner to Hand instead of Reserve, on a Runner that is not
    # Fleeting: whichever applies first, the other no longer applies and Runner goes to Hand.
    abilities = tuple(Ability(AbilityKind.PASSIVE, modifier=TO_HAND) for _ in range(2))
    b = (
        GameBuilder()
        .in_hand("p1", "Push", type=CardType.SPELL, hand_cost=0, effect=(SEND_TO_RESERVE,))
        .in_expedition("p2", "hero", "Runner", abilities=abilities)
    )
    state, _ = until_decision(b.at_afternoon().build())
    state, _ = play_card(state, "p1", find(state, "Push"), "spell")
    state, _ = until_decision(state)
    state = choose(state, find(state, "Runner"))
    assert state.pending is None or state.pending.kind != DecisionKind.MODIFIER_ORDER
    assert [state.name(o) for o in state.zone("hand:p2")] == ["Runner"]


def test_6_2_h_a_judge_request_applies_rules_first_when_nobody_is_asked() -> None:
    b = GameBuilder().in_expedition(
        "p2",
        "hero",
        "Runner",
        statuses=(Status.FLEETING,),
        abilities=(Ability(AbilityKind.PASSIVE, modifier=TO_HAND),),
    )
    state = b.build()
    runner = find(state, "Runner")
    state, entry = request(
        state, Step(ActionKind.SEND, objects=(runner,), to_zone=ZoneKind.RESERVE)
    )
    assert [state.name(o) for o in state.zone("discard:p2")] == ["Runner"]
    assert "2.4.7.d" in rules_of((entry,))


MAY_GO_HOME = ModifierSpec(
    replacing=True,
    action=ActionKind.MOVE,
    to_zone=ZoneKind.RESERVE,
    replace_to_zone=ZoneKind.HAND,
    optional=True,
    text="If I would go to Reserve, you may put me in my owner's Hand instead.",
)


def _rest_with(*statuses: Status, modifier: ModifierSpec = MAY_GO_HOME) -> GameState:
    b = (
        GameBuilder()
        .in_expedition("p1", "hero", "Walker")
        .in_expedition(
            "p2",
            "hero",
            "Homebody",
            statuses=statuses,
            abilities=(Ability(AbilityKind.PASSIVE, modifier=modifier),),
        )
        .at_phase(Phase.NIGHT)
    )
    state, _ = until_decision(b.build())
    return state


def test_6_2_d_an_optional_modifier_is_asked_during_rest() -> None:
    state = _rest_with()
    d = pending(state)
    assert (d.kind, d.player) == (DecisionKind.OPTIONAL_MODIFIER, "p2")  # its controller
    state = choose(state, "yes")
    assert state.objects[find(state, "Homebody")].zone == "hand:p2"
    assert state.objects[find(state, "Walker")].zone == "reserve:p1"  # the same Rest step (4.2.5.b)


def test_6_2_d_a_declined_optional_modifier_during_rest_leaves_the_rule() -> None:
    state = choose(_rest_with(), "no")
    assert state.objects[find(state, "Homebody")].zone == "reserve:p2"


def test_6_2_h_during_rest_the_first_player_chooses_the_order() -> None:
    # Rest has no controller: the first player in initiative order chooses (6.2.h).
    state = _rest_with(Status.FLEETING, modifier=TO_HAND)
    d = pending(state)
    assert (d.kind, d.player) == (DecisionKind.MODIFIER_ORDER, "p1")
    homebody_first = next(o for o in d.option_ids() if o != "rule:2.4.7.d")
    state = choose(state, homebody_first)
    assert state.objects[find(state, "Homebody")].zone == "hand:p2"
