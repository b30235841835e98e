"""Outcomes an independent rules tester found wrong (issue 18), each test named after the
rule that decides it; the example scenarios of scenarios/examples/ show them on a board."""

from __future__ import annotations

from dataclasses import replace

from engine import (
    Ability,
    AbilityKind,
    ActionKind,
    Condition,
    ConditionKind,
    DecisionKind,
    EffectStep,
    GameBuilder,
    Keyword,
    ModifierSpec,
    Phase,
    Step,
    Subject,
    TriggerKind,
    ZoneKind,
    find,
    play_card,
    request,
)
from engine.state.conditions import Counted
from engine.state.enums import BOOST, Terrain

from ..cards_text.helpers import executed, fields, play, read
from .helpers import rules_of, until_decision

FOREST, WATER = Terrain.FOREST, Terrain.WATER


def _draws_when(trigger: TriggerKind) -> Ability:
    """A Reaction "When [trigger] — Draw a card." (6.3.f)."""
    return Ability(
        AbilityKind.REACTION,
        trigger=trigger,
        effect=(EffectStep(ActionKind.DRAW, Subject.CONTROLLER),),
    )


def test_7_5_11_b_a_sacrificed_token_leaves_your_expeditions() -> None:
    state = (
        GameBuilder()
        .in_expedition(
            "p1",
            "hero",
            "Sentry",
            abilities=(_draws_when(TriggerKind.CHARACTER_LEAVES_YOUR_EXPEDITIONS),),
        )
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


def test_7_5_11_c_a_card_that_switches_expeditions_leaves_one_of_them() -> None:
    """It leaves its former Expedition (7.5.11.c), one of "your Expeditions", which are
    each considered on their own (7.4.4.j joins them into one subset only for a trigger
    naming one Expedition): the Sentry's Reaction activates."""
    state = (
        GameBuilder()
        .in_expedition(
            "p1",
            "hero",
            "Sentry",
            abilities=(_draws_when(TriggerKind.CHARACTER_LEAVES_YOUR_EXPEDITIONS),),
        )
        .in_expedition("p1", "hero", "Walker")
        .deck_of("p1", 2)
        .at_afternoon()
        .build()
    )
    walker = find(state, "Walker")
    state, _ = request(
        state, Step(ActionKind.SWITCH_EXPEDITIONS, controller="p1", objects=(walker,))
    )
    state, entries = until_decision(state)
    assert any("Reaction-activating step: Sentry" in e.text for e in entries)
    assert "7.5.11.c" in {r for e in entries for r in e.rules}


FORWARD_AT_DUSK = Ability(
    AbilityKind.REACTION,
    trigger=TriggerKind.AT_PHASE,
    phase=Phase.DUSK,
    effect=(EffectStep(ActionKind.MOVE_FORWARD, Subject.MY_EXPEDITION),),
)
"""A Reaction "At Dusk — My Expedition moves forward."."""


def test_7_4_2_c_defender_stops_a_move_forward_during_dusk_for_any_reason() -> None:
    state = (
        GameBuilder()
        .in_expedition("p1", "hero", "Trailblazer", abilities=(FORWARD_AT_DUSK,))
        .in_expedition("p1", "hero", "Wall", keywords=frozenset({Keyword.DEFENDER}))
        .at_phase(Phase.DUSK)
        .build()
    )
    state, entries = until_decision(state)
    assert state.positions["p1:hero"] == 0
    assert "7.4.2.c" in rules_of(entries)


def test_7_4_2_c_without_defender_the_dusk_reaction_moves_the_expedition() -> None:
    state = (
        GameBuilder()
        .in_expedition("p1", "hero", "Trailblazer", abilities=(FORWARD_AT_DUSK,))
        .at_phase(Phase.DUSK)
        .build()
    )
    state, _ = until_decision(state)
    assert state.positions["p1:hero"] == 1


# ---------------------------------------------------------------------------- probe (issue 18)
def _gains_a_boost_at_noon() -> Ability:
    return Ability(
        AbilityKind.REACTION,
        trigger=TriggerKind.AT_PHASE,
        phase=Phase.NOON,
        effect=(EffectStep(ActionKind.GIVE_BOOST, Subject.SELF),),
    )


def test_5_1_1_c_the_first_in_initiative_order_plays_while_the_other_waits() -> None:
    state = (
        GameBuilder()
        .in_expedition("p1", "hero", "Lark", abilities=(_gains_a_boost_at_noon(),))
        .in_expedition("p2", "hero", "Wren", abilities=(_gains_a_boost_at_noon(),))
        .at_phase(Phase.NOON, first="p2")
        .build()
    )
    state, entries = until_decision(state)
    said = [(e.text, e.rules) for e in entries if "must play" in e.text]
    assert [t.split(" must play")[0] for t, _ in said] == ["p2", "p1"]
    first, last = said[0][1], said[1][1]
    assert "5.1.1.c" in first  # p1's Reaction waits: initiative order decides
    assert "1.4.5.a" not in first  # Section 1's summary of it, only beside it (1.1.1.d)
    assert "5.1.1.c" not in last  # only p1's is left: nothing to decide by initiative


def test_5_1_1_c_not_cited_when_one_player_alone_has_reactions() -> None:
    state = (
        GameBuilder()
        .in_expedition("p1", "hero", "Lark", abilities=(_gains_a_boost_at_noon(),))
        .at_phase(Phase.NOON, first="p2")
        .build()
    )
    state, entries = until_decision(state)
    assert any("p1 must play" in e.text for e in entries)
    assert "5.1.1.c" not in rules_of(entries)


def _per_expedition_in_forest() -> Step:
    per = Condition(ConditionKind.COUNT, counted=Counted.EXPEDITIONS_IN_TERRAIN, terrain=FOREST)
    return Step(ActionKind.GIVE_BOOST, controller="p1", amount=1, per=per)


def test_7_5_8_b_per_expedition_in_forest_counts_every_players_expeditions() -> None:
    state = (
        GameBuilder()
        .in_expedition("p1", "hero", "Counter")
        .region(0, FOREST)
        .region(7, WATER)
        .at_afternoon()
        .build()
    )
    counter = find(state, "Counter")
    boost = replace(_per_expedition_in_forest(), objects=(counter,))
    state, entry = request(state, boost)
    assert state.objects[counter].counters.get(BOOST, 0) == 2  # both hero Expeditions
    assert "7.5.8.b" in rules_of((entry,))


def test_7_5_8_b_a_forest_region_nobody_is_in_counts_nothing() -> None:
    state = (
        GameBuilder()
        .in_expedition("p1", "hero", "Counter")
        .region(0, WATER)
        .region(3, FOREST)
        .region(7, WATER)
        .at_afternoon()
        .build()
    )
    counter = find(state, "Counter")
    state, _ = request(state, replace(_per_expedition_in_forest(), objects=(counter,)))
    assert state.objects[counter].counters.get(BOOST, 0) == 0


def test_3_2_2_e_drawing_from_an_empty_deck_outside_morning_says_why_nothing_is_drawn() -> None:
    state = GameBuilder().in_discard("p1", "Old Card").at_afternoon().build()
    state, entry = request(
        state, Step(ActionKind.DRAW, controller="p1", players=("p1",), source="Quick Study")
    )
    assert state.zone("hand:p1") == ()
    assert len(state.zone("discard:p1")) == 1  # not shuffled back outside Morning
    assert "p1's Deck is empty" in entry.text
    assert "3.2.2.e" in rules_of((entry,))


def test_3_2_2_e_a_draw_from_a_deck_with_cards_does_not_say_it_is_empty() -> None:
    state = GameBuilder().deck_of("p1", 1).at_afternoon().build()
    state, entry = request(
        state, Step(ActionKind.DRAW, controller="p1", players=("p1",), source="Quick Study")
    )
    assert len(state.zone("hand:p1")) == 1
    assert "is empty" not in entry.text


def _also_a_boost_when_exhausted() -> Ability:
    spec = ModifierSpec(
        replacing=False,
        action=ActionKind.EXHAUST,
        scope="mine",
        add_action=ActionKind.GIVE_BOOST,
        text="If a Character you control would be exhausted, it also gains 1 boost",
    )
    return Ability(AbilityKind.PASSIVE, modifier=spec)


def test_6_2_k_two_additive_modifiers_each_apply_once_to_one_exhaust() -> None:
    state = (
        GameBuilder()
        .in_landmarks("p1", "Yard A", abilities=(_also_a_boost_when_exhausted(),))
        .in_landmarks("p1", "Yard B", abilities=(_also_a_boost_when_exhausted(),))
        .in_expedition("p1", "hero", "Soldier")
        .at_afternoon()
        .build()
    )
    soldier = find(state, "Soldier")
    state, entry = request(state, Step(ActionKind.EXHAUST, controller="p1", objects=(soldier,)))
    assert state.objects[soldier].counters.get(BOOST, 0) == 2  # one boost per modifier
    assert {"6.2.c", "6.2.i", "6.2.k"} <= rules_of((entry,))


def test_6_2_k_not_cited_for_a_single_additive_modifier() -> None:
    state = (
        GameBuilder()
        .in_landmarks("p1", "Yard A", abilities=(_also_a_boost_when_exhausted(),))
        .in_expedition("p1", "hero", "Soldier")
        .at_afternoon()
        .build()
    )
    soldier = find(state, "Soldier")
    state, entry = request(state, Step(ActionKind.EXHAUST, controller="p1", objects=(soldier,)))
    assert state.objects[soldier].counters.get(BOOST, 0) == 1
    assert "6.2.c" in rules_of((entry,)) and "6.2.k" not in rules_of((entry,))


def test_1_2_4_d_a_cards_own_cost_change_works_in_the_reserve_it_is_played_from() -> None:
    thrifty = fields(executed(read("I cost {1} less.", name="Thrifty", reserve_cost=2)))
    b = GameBuilder().in_reserve("p1", "Thrifty", **thrifty).mana("p1", 1)
    state, entries = play(b, "Thrifty")
    thrifty_now = find(state, "Thrifty")
    assert state.objects[thrifty_now].zone == "expedition:p1:hero"  # paid 1, not 2
    assert {"2.2.12.g", "5.1.2.f"} <= rules_of(entries)


def test_1_2_4_d_not_cited_when_another_cards_ability_alters_the_cost() -> None:
    cheaper = fields(executed(read("Characters you play cost {1} less.", name="Patron")))
    b = (
        GameBuilder()
        .in_expedition("p1", "hero", "Patron", **cheaper)
        .in_hand("p1", "Plain", hand_cost=2)
        .mana("p1", 1)
    )
    state, entries = play(b, "Plain")
    assert state.objects[find(state, "Plain")].zone == "expedition:p1:hero"
    assert "5.1.2.f" in rules_of(entries) and "2.2.12.g" not in rules_of(entries)


def test_4_2_d_a_reaction_to_rest_is_played_before_clean_up_and_says_why() -> None:
    state = (
        GameBuilder()
        .in_expedition(
            "p1",
            "hero",
            "Runner",
            abilities=(_draws_when(TriggerKind.GOES_TO_RESERVE_FROM_EXPEDITION_ZONE),),
        )
        .deck_of("p1", 1)
        .at_phase(Phase.NIGHT)
        .build()
    )
    state, entries = until_decision(state)
    said = [e.text for e in entries]
    played = next(i for i, t in enumerate(said) if "p1 must play" in t)
    cleanup = next(i for i, t in enumerate(said) if t.startswith("Clean-up"))
    assert played < cleanup  # 4.2.e: the Reaction first, then the next daily effect
    assert {"4.2.d", "4.2.e"} <= set(entries[played].rules)
    assert len(state.zone("hand:p1")) == 1


def test_4_2_d_not_cited_for_a_reaction_at_the_beginning_of_a_phase() -> None:
    state = (
        GameBuilder()
        .in_expedition("p1", "hero", "Lark", abilities=(_gains_a_boost_at_noon(),))
        .at_phase(Phase.NOON)
        .build()
    )
    state, entries = until_decision(state)
    assert any("p1 must play" in e.text for e in entries)  # 4.2.b, not after a daily effect
    assert "4.2.d" not in rules_of(entries)


def test_mana_orbs_to_pay_with_are_offered_by_their_place_never_by_an_object_id() -> None:
    state = (
        GameBuilder()
        .in_hand("p1", "Plain", hand_cost=1)
        .mana("p1", 2, exhausted=1)
        .at_afternoon()
        .build()
    )
    state, _ = until_decision(state)
    state, _ = play_card(state, "p1", find(state, "Plain"), "hero")
    state, _ = until_decision(state)
    d = state.pending
    assert d is not None and d.kind == DecisionKind.PAY_MANA
    labels = [o.label for o in d.options]
    assert labels == ["Mana Orb 1", "Mana Orb 2"]  # the two ready ones, in zone order
    assert not any(o.id in o.label for o in d.options)
