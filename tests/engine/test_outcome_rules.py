"""Outcomes the rules decide that the engine once got wrong (issue 18, item 3): each test
is named after the rule that decides it."""

from __future__ import annotations

import pytest

from engine import (
    BOOST,
    Ability,
    AbilityKind,
    ActionKind,
    CardType,
    DecisionKind,
    Duration,
    EffectStep,
    GameBuilder,
    GameState,
    Grant,
    GrantScope,
    IllegalAction,
    Keyword,
    ModifierSpec,
    NextPlayed,
    OngoingSpec,
    Phase,
    QuickCost,
    Status,
    Step,
    Subject,
    TriggerKind,
    ZoneKind,
    answer,
    find,
    play_card,
    play_quick_action,
    request,
)

from .helpers import choose, pending, rules_of, until_decision


def test_7_3_36_a_a_player_cannot_sacrifice_an_opponents_landmark() -> None:
    state = GameBuilder().in_landmarks("p2", "Their Landmark").build()
    landmark = find(state, "Their Landmark")
    sacrifice = Step(
        ActionKind.SACRIFICE, controller="p1", objects=(landmark,), to_zone=ZoneKind.DISCARD
    )
    with pytest.raises(IllegalAction) as refused:
        request(state, sacrifice)
    assert refused.value.rule == "7.3.36.a"


def test_7_3_36_a_a_player_sacrifices_their_own_landmark() -> None:
    state = GameBuilder().in_landmarks("p1", "My Landmark").build()
    landmark = find(state, "My Landmark")
    state, entry = request(
        state,
        Step(ActionKind.SACRIFICE, controller="p1", objects=(landmark,), to_zone=ZoneKind.DISCARD),
    )
    assert [ev.kind for ev in entry.events] == [ActionKind.SACRIFICE]
    assert state.zone("discard:p1") == (find(state, "My Landmark"),)


def test_7_3_36_a_only_an_object_in_play_can_be_sacrificed() -> None:
    state = GameBuilder().in_reserve("p1", "Resting").build()
    resting = find(state, "Resting")
    with pytest.raises(IllegalAction) as refused:
        request(
            state,
            Step(
                ActionKind.SACRIFICE, controller="p1", objects=(resting,), to_zone=ZoneKind.DISCARD
            ),
        )
    assert refused.value.rule == "7.3.36.a"


def test_7_3_40_d_taking_control_of_your_own_character_asks_nothing() -> None:
    steal = EffectStep(
        ActionKind.TAKE_CONTROL, Subject.TARGET_CHARACTER, to_zone=ZoneKind.EXPEDITION
    )
    b = (
        GameBuilder()
        .in_hand("p1", "Steal", type=CardType.SPELL, hand_cost=0, effect=(steal,))
        .in_expedition("p1", "hero", "Mine")
    )
    state, _ = until_decision(b.at_afternoon().build())
    state, _ = play_card(state, "p1", find(state, "Steal"), "spell")
    state, _ = until_decision(state)
    assert pending(state).kind == DecisionKind.TARGET
    state, first = answer(state, pending(state).id, (find(state, "Mine"),))
    state, rest = until_decision(state)
    entries = (first, *rest)
    assert pending(state).kind == DecisionKind.TURN  # no "choose the Expedition" question
    assert "7.3.40.d" in rules_of(entries)
    assert state.objects[find(state, "Mine")].zone == "expedition:p1:hero"
    assert not any(ev.kind is ActionKind.TAKE_CONTROL for e in entries for ev in e.events)


def test_7_3_40_c_taking_control_of_a_card_in_reserve_asks_nothing() -> None:
    steal = EffectStep(
        ActionKind.TAKE_CONTROL, Subject.TARGET_RESERVE_CARD, to_zone=ZoneKind.EXPEDITION
    )
    b = (
        GameBuilder()
        .in_hand("p1", "Pilfer", type=CardType.SPELL, hand_cost=0, effect=(steal,))
        .in_reserve("p2", "Theirs")
    )
    state, _ = until_decision(b.at_afternoon().build())
    state, _ = play_card(state, "p1", find(state, "Pilfer"), "spell")
    state, _ = until_decision(state)
    state, first = answer(state, pending(state).id, (find(state, "Theirs"),))
    state, rest = until_decision(state)
    entries = (first, *rest)
    assert pending(state).kind == DecisionKind.TURN  # no "choose the Expedition" question
    assert "7.3.40.c" in rules_of(entries)
    assert any("Theirs is not in play, so nothing happens to it" in e.text for e in entries)
    assert state.objects[find(state, "Theirs")].zone == "reserve:p2"


def test_7_3_36_a_a_sacrifice_request_without_a_destination_goes_to_the_discard_pile() -> None:
    state = GameBuilder().in_expedition("p1", "hero", "Doomed").build()
    state, entry = request(
        state, Step(ActionKind.SACRIFICE, controller="p1", objects=(find(state, "Doomed"),))
    )
    assert state.zone("discard:p1") == (find(state, "Doomed"),)
    assert [ev.kind for ev in entry.events] == [ActionKind.SACRIFICE]


def test_7_3_27_a_a_put_request_without_a_destination_is_refused_by_its_rule() -> None:
    state = GameBuilder().in_expedition("p1", "hero", "Somewhere").build()
    with pytest.raises(IllegalAction) as refused:
        request(state, Step(ActionKind.PUT, controller="p1", objects=(find(state, "Somewhere"),)))
    assert refused.value.rule == "7.3.27.a"
    assert "destination" in str(refused.value)


def test_7_4_6_b_seasoned_granted_by_another_card_keeps_the_boosts() -> None:
    grant = Grant(GrantScope.ONLY_CHARACTER_IN_MY_EXPEDITION, keyword=Keyword.SEASONED)
    state = (
        GameBuilder()
        .in_expedition(
            "p1",
            "hero",
            "Mentor",
            type=CardType.PERMANENT,
            abilities=(Ability(AbilityKind.PASSIVE, grant=grant),),
        )
        .in_expedition("p1", "hero", "Pupil", counters={BOOST: 2})
        .build()
    )
    pupil = find(state, "Pupil")
    state, entry = request(state, Step(ActionKind.SEND, objects=(pupil,), to_zone=ZoneKind.RESERVE))
    assert state.objects[find(state, "Pupil")].boosts == 2
    assert "7.4.6.b" in entry.rules


def test_7_4_6_b_without_seasoned_the_boosts_are_lost_going_to_reserve() -> None:
    state = GameBuilder().in_expedition("p1", "hero", "Pupil", counters={BOOST: 2}).build()
    state, entry = request(
        state, Step(ActionKind.SEND, objects=(find(state, "Pupil"),), to_zone=ZoneKind.RESERVE)
    )
    assert state.objects[find(state, "Pupil")].boosts == 0
    assert "7.4.6.b" not in entry.rules


def test_7_4_7_f_tough_is_paid_once_per_effect_not_once_per_step() -> None:
    # "Target Character gains Asleep. Target Character gains 1 boost." — both on the same
    # opponent's Tough 1 Character: one effect, so Tough is paid once.
    sleep = EffectStep(ActionKind.GAIN_STATUS, Subject.TARGET_CHARACTER, status=Status.ASLEEP)
    boost = EffectStep(ActionKind.GIVE_BOOST, Subject.TARGET_CHARACTER, amount=1)
    b = (
        GameBuilder()
        .in_hand("p1", "Double", type=CardType.SPELL, hand_cost=0, effect=(sleep, boost))
        .in_expedition("p2", "hero", "Brute", keywords=frozenset({Keyword.TOUGH}), tough=1)
        .mana("p1", 1)
    )
    state, _ = until_decision(b.at_afternoon().build())
    state, _ = play_card(state, "p1", find(state, "Double"), "spell")
    state, _ = until_decision(state)
    assert {o.label for o in pending(state).options} == {"Brute (Tough 1: pay 1)"}
    state, _ = answer(state, pending(state).id, find(state, "Brute"))
    state, _ = until_decision(state)
    # The second target choice: Brute is still a legal target though no mana is left,
    # and choosing it costs nothing more.
    assert {o.label for o in pending(state).options} == {"Brute"}
    state, again = answer(state, pending(state).id, find(state, "Brute"))
    # The trace says why nothing is paid this time.
    assert "Tough already paid for Brute by this effect" in again.text
    assert "7.4.7.f" in again.rules
    state, _ = until_decision(state)
    brute = state.objects[find(state, "Brute")]
    assert brute.has(Status.ASLEEP) and brute.boosts == 1


def test_7_4_5_d_remark_a_card_played_for_free_can_still_be_played_with_scout() -> None:
    free_play = EffectStep(ActionKind.PLAY_FOR_FREE, Subject.A_CHARACTER_FROM_HAND_OR_RESERVE)
    b = (
        GameBuilder()
        .in_hand("p1", "Gift of Wings", type=CardType.SPELL, hand_cost=0, effect=(free_play,))
        .in_hand("p1", "Scout", hand_cost=3, keywords=frozenset({Keyword.SCOUT}), scout=1)
    )
    state, _ = until_decision(b.at_afternoon().build())
    state, _ = play_card(state, "p1", find(state, "Gift of Wings"), "spell")
    state, _ = until_decision(state)
    assert pending(state).kind == DecisionKind.CHOOSE
    state, _ = answer(state, pending(state).id, find(state, "Scout"))
    state, _ = until_decision(state)
    d = pending(state)
    assert d.kind == DecisionKind.PLAY_DESTINATION
    assert {"hero", "hero:scout"} <= set(d.option_ids())
    assert "7.4.5.d" in d.rules
    state, _ = answer(state, d.id, "hero:scout")
    state, entries = until_decision(state)
    assert "7.4.5.c" in rules_of(entries)  # it gains "Send me to Reserve" as it enters play
    # ... and its Reaction sent it to Reserve: played with Scout, for free.
    assert state.objects[find(state, "Scout")].zone == "reserve:p1"
    assert state.zone("mana:p1") == ()  # no mana: Scout 1 was paid by "for free"


def _next_spell_loses_fleeting() -> EffectStep:
    lose = EffectStep(ActionKind.LOSE_STATUS, Subject.IT, status=Status.FLEETING)
    passive = Ability(AbilityKind.PASSIVE, next_played=NextPlayed(CardType.SPELL, (lose,)))
    return EffectStep(
        ActionKind.CREATE_ONGOING,
        ongoing=OngoingSpec((passive,), Duration.TURN, "The next Spell you play loses Fleeting."),
    )


def test_5_2_4_a_the_next_spell_you_play_loses_fleeting_applies_to_a_spell() -> None:
    # A quick action creates "The next Spell you play this turn loses Fleeting"; the turn
    # continues (4.2.3.e) and p1 plays a Spell from Reserve.
    quick = Ability(
        AbilityKind.QUICK_ACTION, cost=QuickCost(), effect=(_next_spell_loses_fleeting(),)
    )
    draw = EffectStep(ActionKind.DRAW, Subject.CONTROLLER)
    b = (
        GameBuilder()
        .in_landmarks("p1", "Lantern", abilities=(quick,))
        .in_reserve("p1", "Bolt", type=CardType.SPELL, hand_cost=0, reserve_cost=0, effect=(draw,))
        .deck_of("p1", 3)
    )
    state, _ = until_decision(b.at_afternoon().build())
    state, _ = play_quick_action(state, "p1", find(state, "Lantern"), 0)
    state, _ = until_decision(state)
    state, first = play_card(state, "p1", find(state, "Bolt"), "spell")
    state, entries = until_decision(state)
    assert "5.2.4.a" in rules_of((first, *entries))
    # Played from Reserve it gained Fleeting in Limbo, then lost it (5.2.4.a, in that
    # order): not Fleeting, it goes back to Reserve, not to the Discard pile (5.2.4.b).
    assert state.objects[find(state, "Bolt")].zone == "reserve:p1"
    assert not any(state.objects[o].emblem for o in state.zone("limbo"))  # used up


def _short_deck_morning() -> GameState:
    b = (
        GameBuilder()
        .deck_of("p1", 1)
        .in_discard("p1", "Recycled")
        .deck_of("p2", 4)
        .at_phase(Phase.MORNING, first="p2")
    )
    state, _ = until_decision(b.build())
    return state


def test_4_2_1_f_a_refusal_to_shuffle_at_draw_is_not_final() -> None:
    state = _short_deck_morning()
    d = pending(state)
    assert d.kind == DecisionKind.MORNING_SHUFFLE and d.player == "p1"
    state, _ = answer(state, d.id, "no")  # draws its one card, the Deck is now empty
    state, _ = until_decision(state)
    d = pending(state)
    # After Draw, a player with an empty Deck may shuffle again (4.2.1.f).
    assert d.kind == DecisionKind.MORNING_SHUFFLE and d.player == "p1"
    assert "4.2.1.f" in d.rules
    assert len(state.zone("hand:p1")) == 1
    state, _ = answer(state, d.id, "yes")
    state, _ = until_decision(state)
    assert state.objects[find(state, "Recycled")].zone == "deck:p1"


def test_4_2_1_f_a_player_who_refuses_every_time_keeps_an_empty_deck() -> None:
    state = _short_deck_morning()
    state = choose(state, "no")  # at Draw (7.3.9.c)
    asked = 0
    while state.phase is Phase.MORNING:
        if pending(state).kind == DecisionKind.MORNING_SHUFFLE:
            asked += 1
            state = choose(state, "no")
        else:
            assert pending(state).kind == DecisionKind.EXPAND
            state = choose(state, "none")
    assert asked == 2  # after Draw and after Expand
    assert state.zone("deck:p1") == ()
    assert state.phase is Phase.AFTERNOON


def _morning_resupplier(deck: int) -> GameState:
    resupply = EffectStep(ActionKind.RESUPPLY, Subject.CONTROLLER)
    at_morning = Ability(
        AbilityKind.REACTION,
        trigger=TriggerKind.AT_PHASE,
        phase=Phase.MORNING,
        effect=(resupply,),
    )
    b = (
        GameBuilder()
        .in_landmarks("p1", "Well", abilities=(at_morning,))
        .deck_of("p1", deck)
        .in_discard("p1", "Recycled")
        .deck_of("p2", 4)
        .at_phase(Phase.MORNING, first="p2")
    )
    state, _ = until_decision(b.build())
    return state


def test_7_3_31_b_a_morning_resupply_from_an_empty_deck_asks_whether_to_shuffle() -> None:
    state = _morning_resupplier(deck=0)
    d = pending(state)
    assert d.kind == DecisionKind.MORNING_SHUFFLE and d.player == "p1"
    assert "7.3.31.b" in d.rules
    state, _ = answer(state, d.id, "no")
    state, entries = until_decision(state)
    assert "7.3.31.b" in rules_of(entries)
    assert state.zone("reserve:p1") == ()  # refused: nothing resupplied (not 7.3.31.c)
    assert state.objects[find(state, "Recycled")].zone == "discard:p1"


def test_7_3_31_b_a_morning_resupply_after_shuffling_resupplies_the_card() -> None:
    state = _morning_resupplier(deck=0)
    state, _ = answer(state, pending(state).id, "yes")
    state, _ = until_decision(state)
    assert state.objects[find(state, "Recycled")].zone == "reserve:p1"


def test_6_2_b_i_gain_a_boost_instead_of_fleeting_gives_a_boost() -> None:
    # Printed on real cards: "If I would gain Fleeting, I gain 1 boost instead."
    steady = Ability(
        AbilityKind.PASSIVE,
        "If I would gain Fleeting, I gain 1 boost instead.",
        modifier=ModifierSpec(
            replacing=True, action=ActionKind.GAIN_STATUS, replace_action=ActionKind.GIVE_BOOST
        ),
    )
    b = GameBuilder().in_reserve("p1", "Steady", reserve_cost=0, abilities=(steady,))
    state, _ = until_decision(b.at_afternoon().build())
    state, _ = play_card(state, "p1", find(state, "Steady"), "hero")
    state, _ = until_decision(state)
    o = state.objects[find(state, "Steady")]
    assert o.zone == "expedition:p1:hero"
    assert o.boosts == 1 and not o.has(Status.FLEETING)
    assert "" not in o.counters
