"""6.2.f: modifiers apply to steps or to atomic actions. 6.2.g: replacing modifiers of the
whole step apply first, then those of atomic actions, then additive ones. 6.2.j: a
modifier applied to a whole step cannot apply to it again."""

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
    Status,
    Step,
    Subject,
    find,
    play_card,
    request,
)
from engine.state.game_state import GameState

from .helpers import choose, pending, until_decision

DRAW_TWO = EffectStep(ActionKind.DRAW, Subject.CONTROLLER, amount=2)


def _whole(action: ActionKind, instead: ActionKind, **kw: object) -> ModifierSpec:
    return ModifierSpec(
        replacing=True,
        action=action,
        scope="mine",
        replace_action=instead,
        whole_step=True,
        text=f"If you would {action}, {instead} instead.",
        **kw,  # type: ignore[arg-type]
    )


def _board(*modifiers: ModifierSpec, deck: int = 4) -> GameBuilder:
    """p1 has a Librarian with ``modifiers`` in play and a Spell that draws two cards."""
    abilities = tuple(Ability(AbilityKind.PASSIVE, modifier=m) for m in modifiers)
    b = GameBuilder().in_expedition("p1", "hero", "Librarian", abilities=abilities)
    b = b.in_hand("p1", "Study", type=CardType.SPELL, hand_cost=0, effect=(DRAW_TWO,))
    for i in range(deck):
        b = b.in_deck("p1", f"Book {i}").in_deck("p2", f"Scroll {i}")
    return b


def _cast_study(state: GameState) -> GameState:
    state, _ = until_decision(state)
    state, _ = play_card(state, "p1", find(state, "Study"), "spell")
    state, _ = until_decision(state)
    return state


def _counts(state: GameState, player: str) -> tuple[int, int]:
    return len(state.zone(f"hand:{player}")), len(state.zone(f"reserve:{player}"))


def test_6_2_f_a_whole_step_modifier_replaces_the_step_once_not_each_card() -> None:
    state = _board(_whole(ActionKind.DRAW, ActionKind.RESUPPLY)).build()
    state, entry = request(state, Step(ActionKind.DRAW, controller="p1", players=("p1",), amount=2))
    # The whole step "draw two cards" became one Resupply: one card to Reserve, none drawn.
    assert _counts(state, "p1") == (1, 1)  # the Study still in Hand
    assert {"6.2.b", "6.2.g"} <= set(entry.rules)
    # 6.2.m: the step replaced is said not to happen, at the moment, in a judge's words.
    assert "replaces the whole step" in entry.text
    assert "no draw happens at all" in entry.text and "resupply happens instead" in entry.text
    assert "6.2.m" in entry.rules


def test_6_2_f_the_same_modifier_on_atomic_actions_applies_to_each_card() -> None:
    atomic = ModifierSpec(
        replacing=True, action=ActionKind.DRAW, scope="any", replace_action=ActionKind.RESUPPLY
    )
    state = _board(atomic).build()
    hand, reserve = _counts(state, "p1")
    state, _ = request(state, Step(ActionKind.DRAW, controller="p1", players=("p1",), amount=2))
    # Each of the two draws (two atomic actions, 6.1.e) was replaced.
    assert _counts(state, "p1") == (hand, reserve + 2)


def test_a_whole_step_modifier_of_mine_leaves_the_opponents_steps_alone() -> None:
    state = _board(_whole(ActionKind.DRAW, ActionKind.RESUPPLY)).build()
    state, _ = request(state, Step(ActionKind.DRAW, controller="p2", players=("p2",), amount=2))
    assert _counts(state, "p2") == (2, 0)


def test_6_2_j_each_whole_step_modifier_applies_once_even_when_they_loop() -> None:
    # Draw -> Resupply (the first), Resupply -> Draw (the second); the first cannot apply
    # again (6.2.j), so the step ends as a draw of two cards.
    state = _board(
        _whole(ActionKind.DRAW, ActionKind.RESUPPLY), _whole(ActionKind.RESUPPLY, ActionKind.DRAW)
    ).build()
    state, entry = request(state, Step(ActionKind.DRAW, controller="p1", players=("p1",), amount=2))
    assert _counts(state, "p1") == (3, 0)
    assert entry.text.count("replaces the whole step") == 2


def test_6_2_g_whole_step_first_then_the_atomic_actions_of_the_new_step() -> None:
    to_exhausted = ModifierSpec(
        replacing=True,
        action=ActionKind.RESUPPLY,
        scope="any",
        replace_action=ActionKind.EXHAUSTED_RESUPPLY,
    )
    state = _board(_whole(ActionKind.DRAW, ActionKind.RESUPPLY), to_exhausted).build()
    state, _ = request(state, Step(ActionKind.DRAW, controller="p1", players=("p1",), amount=2))
    (card,) = state.zone("reserve:p1")
    assert state.objects[card].statuses == frozenset({Status.EXHAUSTED})


def test_6_2_h_the_controller_chooses_which_whole_step_modifier_applies_first() -> None:
    state = _board(
        _whole(ActionKind.DRAW, ActionKind.RESUPPLY),
        _whole(ActionKind.DRAW, ActionKind.EXHAUSTED_RESUPPLY),
    ).at_afternoon()
    state = _cast_study(state.build())
    d = pending(state)
    assert (d.kind, d.player) == (DecisionKind.MODIFIER_ORDER, "p1")
    assert "6.2.h" in d.rules and len(d.options) == 2
    exhausted = next(o.id for o in d.options if "exhausted" in o.label)
    state = choose(state, exhausted)
    # The chosen one made the step an exhausted Resupply; the other no longer applies.
    (card,) = (o for o in state.zone("reserve:p1") if state.name(o) != "Study")
    assert state.objects[card].statuses == frozenset({Status.EXHAUSTED})


def test_6_2_d_an_optional_whole_step_modifier_asks_and_no_means_the_step_happens() -> None:
    optional = _whole(ActionKind.DRAW, ActionKind.RESUPPLY, optional=True)
    state = _cast_study(_board(optional).at_afternoon().build())
    d = pending(state)
    assert (d.kind, d.player) == (DecisionKind.OPTIONAL_MODIFIER, "p1")
    assert "whole step" in d.prompt and "6.2.d" in d.rules
    hand_before = len(state.zone("hand:p1"))
    state = choose(state, "no")
    assert len(state.zone("hand:p1")) == hand_before + 2
    assert [state.name(o) for o in state.zone("reserve:p1")] == ["Study"]  # 5.2.4.b


def test_6_2_d_yes_applies_the_optional_whole_step_modifier() -> None:
    optional = _whole(ActionKind.DRAW, ActionKind.RESUPPLY, optional=True)
    state = _cast_study(_board(optional).at_afternoon().build())
    hand_before = len(state.zone("hand:p1"))
    state = choose(state, "yes")
    assert len(state.zone("hand:p1")) == hand_before
    assert len(state.zone("reserve:p1")) == 2  # the resupplied card and the Study (5.2.4.b)
