"""Cost alterations (5.1.2.f) and cards played this turn (5.1.2.k)."""

from __future__ import annotations

from dataclasses import replace

from engine import (
    Ability,
    AbilityKind,
    ActionKind,
    CardType,
    DecisionKind,
    EffectStep,
    GameBuilder,
    Status,
    Subject,
    ZoneKind,
    find,
    play_card,
)
from engine.play.costs import apply_alterations, card_cost, cost_of, played_this_turn
from engine.state.cards import CostScope, CostSpec

from .helpers import choose, pending, until_decision


def _cost(spec: CostSpec) -> tuple[Ability, ...]:
    return (Ability(AbilityKind.PASSIVE, cost_change=spec),)


SCROOGE_LESS = CostSpec(change=-1, from_zone=ZoneKind.RESERVE, minimum=1)
SCROOGE_MORE = CostSpec(change=1, from_zone=ZoneKind.RESERVE)
ROBIN_HOOD = CostSpec(players="opponents", at_least=2)


def test_5_1_2_f_increases_then_decreases_then_restrictions_on_the_final_cost() -> None:
    cost = apply_alterations(3, [("decrease", -4, None), ("increase", 2, None)], [(1, "floor", 2)])
    assert cost.amount == 2  # 3 + 2 - 4 = 1, then "can't cost less than 2"
    assert [n.split(":")[0] for n in cost.notes] == ["increase", "decrease", "floor"]


def test_5_1_2_f_remark_a_minimum_restricts_only_its_own_decrease() -> None:
    # "1 less, down to a minimum of 1": 2 -> 1, 1 stays 1, but another decrease may go lower.
    assert apply_alterations(2, [("scrooge", -1, 1)], []).amount == 1
    assert apply_alterations(1, [("scrooge", -1, 1)], []).amount == 1
    assert apply_alterations(2, [("scrooge", -1, 1), ("other", -1, None)], []).amount == 0


def test_5_1_2_f_a_cost_is_never_negative() -> None:
    assert apply_alterations(1, [("flare", -5, None)], []).amount == 0


def test_5_1_2_f_robin_hood_applies_to_opponents_only() -> None:
    b = (
        GameBuilder()
        .in_expedition("p2", "hero", "Robin Hood", abilities=_cost(ROBIN_HOOD))
        .in_hand("p1", "Cheap", hand_cost=1)
        .in_hand("p2", "Own", hand_cost=1)
        .mana("p1", 3)
    )
    state = b.build()
    assert cost_of(state, find(state, "Cheap")) == 2
    assert cost_of(state, find(state, "Own")) == 1


def test_5_1_2_f_cost_alterations_apply_to_the_declaration_and_the_payment() -> None:
    b = (
        GameBuilder()
        .in_expedition("p1", "hero", "Scrooge", abilities=_cost(SCROOGE_LESS))
        .in_reserve("p1", "Returning", hand_cost=3, reserve_cost=2)
        .mana("p1", 2)
    )
    state, _ = until_decision(b.at_afternoon().build())
    state, _ = play_card(state, "p1", find(state, "Returning"), "hero")
    d = pending(state)
    assert d.kind == DecisionKind.PAY_MANA and d.min_choices == 1
    assert "5.1.2.f" in d.rules
    state = choose(state, d.option_ids()[0])
    ready = [o for o in state.zone("mana:p1") if not state.objects[o].has(Status.EXHAUSTED)]
    assert len(ready) == 1


def test_5_1_2_f_an_increase_can_make_a_card_unplayable() -> None:
    b = (
        GameBuilder()
        .in_expedition("p2", "hero", "Scrooge", abilities=_cost(SCROOGE_MORE))
        .in_reserve("p1", "Returning", hand_cost=3, reserve_cost=1)
        .mana("p1", 1)
    )
    state, _ = until_decision(b.at_afternoon().build())
    assert not any("play:" in o for o in pending(state).option_ids())


def test_1_2_4_d_a_cards_own_cost_ability_works_where_it_is_played_from() -> None:
    me = CostSpec(change=-1, scope=CostScope.ME, per="other_card_you_played_this_turn")
    b = GameBuilder().in_reserve("p1", "Wanax", reserve_cost=5, abilities=_cost(me))
    state = b.build()
    wanax = find(state, "Wanax")
    assert card_cost(state, "p1", wanax).amount == 5
    state = replace(state, plays_this_turn=(("p1", "somecard"), ("p2", "other")))
    assert card_cost(state, "p1", wanax).amount == 4


def test_5_1_2_k_a_spell_still_resolving_counts_as_played_this_turn() -> None:
    may_draw = EffectStep(ActionKind.DRAW, Subject.CONTROLLER, optional=True)
    b = (
        GameBuilder()
        .in_hand("p1", "Flare", type=CardType.SPELL, hand_cost=0, effect=(may_draw,))
        .deck_of("p1", 1)
    )
    state, _ = until_decision(b.at_afternoon().build())
    state, _ = play_card(state, "p1", find(state, "Flare"), "spell")
    state, _ = until_decision(state)
    assert pending(state).kind == DecisionKind.OPTIONAL_STEP  # Flare is resolving, in Limbo
    assert state.zone("limbo") == (find(state, "Flare"),)
    assert played_this_turn(state, "p1") == 1
    state = choose(state, "no")  # Flare done; p2's turn begins: a new "this turn"
    assert state.turn_player == "p2" and played_this_turn(state, "p1") == 0
