"""Playing cards (5.1.2, 5.2) as Afternoon turn effects (4.2.3)."""

from __future__ import annotations

import pytest

from engine import (
    BOOST,
    ActionKind,
    CardType,
    DecisionKind,
    EffectStep,
    GameBuilder,
    IllegalAction,
    Keyword,
    PermanentZone,
    Status,
    Subject,
    answer,
    find,
    play_card,
)

from .helpers import choose, pending, rules_of, texts, until_decision


def test_5_2_1_c_character_from_reserve_gains_fleeting_in_another_step() -> None:
    b = GameBuilder().in_reserve("p1", "Kuwat", hand_cost=3, reserve_cost=1, forest=2).mana("p1", 1)
    state, _ = until_decision(b.at_afternoon().build())
    kuwat = find(state, "Kuwat")
    state, _ = play_card(state, "p1", kuwat, "hero")
    state, entries = until_decision(state)
    all_texts = texts(entries)
    # 5.2.1.b: Fleeting as it enters Limbo; 5.2.1.c: enters, then gains Fleeting.
    assert any("Kuwat to Limbo" in t for t in all_texts)
    gained = "Kuwat gains Fleeting; no Reactions in Limbo"  # said once, not twice
    assert gained in all_texts
    gain = next(e for e in entries if e.text.startswith("Kuwat gains Fleeting"))
    assert "5.2.1.c" in gain.rules
    enter_index = next(i for i, t in enumerate(all_texts) if t.startswith("Kuwat enters"))
    gain_index = all_texts.index(gained)
    assert enter_index < gain_index
    kuwat_now = state.objects[find(state, "Kuwat")]
    assert kuwat_now.zone == "expedition:p1:hero" and kuwat_now.has(Status.FLEETING)
    # the Mana zone's 3.2.9.f decides the payment; chapter 1's 1.2.5.e is only relevant
    assert {"5.2.1.b", "2.4.7.a", "3.2.9.f"} <= rules_of(entries)
    assert any("1.2.5.e" in e.also for e in entries)


def test_5_1_2_d_hand_cost_from_hand_reserve_cost_from_reserve() -> None:
    b = (
        GameBuilder()
        .in_hand("p1", "Handy", hand_cost=2, reserve_cost=1)
        .in_reserve("p1", "Resy", hand_cost=2, reserve_cost=1)
        .mana("p1", 1)
    )
    state, _ = until_decision(b.at_afternoon().build())
    ids = pending(state).option_ids()
    assert f"play:{find(state, 'Resy')}:hero" in ids
    assert not any(find(state, "Handy") in i for i in ids)


def test_1_2_5_c_cost_that_cannot_be_paid_is_illegal_and_changes_nothing() -> None:
    b = GameBuilder().in_hand("p1", "Pricey", hand_cost=5).mana("p1", 2)
    state, _ = until_decision(b.at_afternoon().build())
    with pytest.raises(IllegalAction, match=r"6\.4\.c"):
        play_card(state, "p1", find(state, "Pricey"), "hero")


def test_2_4_6_c_exhausted_card_in_reserve_cannot_be_played() -> None:
    b = GameBuilder().in_reserve("p1", "Tired", reserve_cost=0, statuses=(Status.EXHAUSTED,))
    state, _ = until_decision(b.at_afternoon().build())
    with pytest.raises(IllegalAction, match=r"2\.4\.6\.c"):
        play_card(state, "p1", find(state, "Tired"), "hero")


def test_5_1_1_b_cannot_play_when_it_is_not_your_turn() -> None:
    b = GameBuilder().in_hand("p2", "Eager", hand_cost=0)
    state, _ = until_decision(b.at_afternoon(first="p1").build())
    with pytest.raises(IllegalAction, match=r"5\.1\.1\.b"):
        play_card(state, "p2", find(state, "Eager"), "hero")


def test_5_1_2_c_declaration_chooses_mana_orbs_when_there_is_a_choice() -> None:
    b = GameBuilder().in_hand("p1", "Two", hand_cost=2).mana("p1", 3)
    state, _ = until_decision(b.at_afternoon().build())
    before = state
    state, _ = play_card(state, "p1", find(state, "Two"), "companion")
    d = pending(state)
    assert d.kind == DecisionKind.PAY_MANA and d.min_choices == d.max_choices == 2
    # 5.1.2.g: nothing has changed yet during the declaration.
    assert state.objects == before.objects and state.zones == before.zones
    orbs = d.option_ids()
    state = choose(state, orbs[0], orbs[2])
    assert state.objects[orbs[0]].has(Status.EXHAUSTED)
    assert not state.objects[orbs[1]].has(Status.EXHAUSTED)
    assert state.objects[find(state, "Two")].zone == "expedition:p1:companion"


def test_5_2_4_b_spell_goes_to_reserve_after_resolving() -> None:
    draw = EffectStep(ActionKind.DRAW, Subject.CONTROLLER, amount=1)
    b = (
        GameBuilder()
        .in_hand("p1", "Insight", type=CardType.SPELL, hand_cost=0, effect=(draw,))
        .deck_of("p1", 2)
    )
    state, _ = until_decision(b.at_afternoon().build())
    state, _ = play_card(state, "p1", find(state, "Insight"), "spell")
    state, entries = until_decision(state)
    assert state.objects[find(state, "Insight")].zone == "reserve:p1"
    assert len(state.zone("hand:p1")) == 1
    assert "5.2.4.b" in rules_of(entries)


def test_2_4_7_e_fleeting_spell_is_discarded_after_resolving() -> None:
    b = GameBuilder().in_reserve("p1", "Again", type=CardType.SPELL, reserve_cost=0)
    state, _ = until_decision(b.at_afternoon().build())
    state, _ = play_card(state, "p1", find(state, "Again"), "spell")
    state, entries = until_decision(state)
    assert state.objects[find(state, "Again")].zone == "discard:p1"
    assert "2.4.7.e" in rules_of(entries)


def test_7_4_1_b_cooldown_spell_goes_to_reserve_exhausted() -> None:
    b = GameBuilder().in_hand(
        "p1", "Cool", type=CardType.SPELL, hand_cost=0, keywords=frozenset({Keyword.COOLDOWN})
    )
    state, _ = until_decision(b.at_afternoon().build())
    state, _ = play_card(state, "p1", find(state, "Cool"), "spell")
    state, _ = until_decision(state)
    assert state.objects[find(state, "Cool")].has(Status.EXHAUSTED)


def test_7_4_1_c_cooldown_of_a_fleeting_spell_does_nothing_and_is_said_so() -> None:
    # Played from Reserve, the Spell is Fleeting and goes to the Discard pile: Cooldown, an
    # extra step of 5.2.4.b for a Spell going to the Reserve, does nothing in itself.
    b = GameBuilder().in_reserve(
        "p1", "Cool", type=CardType.SPELL, reserve_cost=0, keywords=frozenset({Keyword.COOLDOWN})
    )
    state, _ = until_decision(b.at_afternoon().build())
    state, _ = play_card(state, "p1", find(state, "Cool"), "spell")
    state, entries = until_decision(state)
    assert state.objects[find(state, "Cool")].zone == "discard:p1"
    (line,) = [e for e in entries if "Cooldown does not apply" in e.text]
    assert {"7.4.1.c", "2.4.7.e"} <= set(line.rules)


def test_5_2_3_a_landmark_permanent_from_reserve_never_fleeting() -> None:
    b = GameBuilder().in_reserve(
        "p1",
        "Tower",
        type=CardType.PERMANENT,
        permanent_zone=PermanentZone.LANDMARK,
        reserve_cost=0,
    )
    state, _ = until_decision(b.at_afternoon().build())
    state, _ = play_card(state, "p1", find(state, "Tower"), "landmark")
    state, _ = until_decision(state)
    tower = state.objects[find(state, "Tower")]
    assert tower.zone == "landmark:p1" and not tower.has(Status.FLEETING)


def test_2_4_5_b_boosted_card_from_reserve_enters_boosted() -> None:
    b = GameBuilder().in_reserve("p1", "Pumped", reserve_cost=0, counters={BOOST: 1})
    state, _ = until_decision(b.at_afternoon().build())
    state, _ = play_card(state, "p1", find(state, "Pumped"), "hero")
    state, _ = until_decision(state)
    assert state.objects[find(state, "Pumped")].has(Status.BOOSTED)


def test_6_5_b_spell_target_is_chosen_among_legal_targets() -> None:
    tire = EffectStep(ActionKind.EXHAUST, Subject.TARGET_CHARACTER)
    b = (
        GameBuilder()
        .in_hand("p1", "Trip", type=CardType.SPELL, hand_cost=0, effect=(tire,))
        .in_expedition("p2", "hero", "Victim")
        .in_reserve("p2", "Bystander")
    )
    state, _ = until_decision(b.at_afternoon().build())
    state, _ = play_card(state, "p1", find(state, "Trip"), "spell")
    state, _ = until_decision(state)
    d = pending(state)
    assert d.kind == DecisionKind.TARGET
    assert d.option_ids() == (find(state, "Victim"),)  # 2.2.1.h: in play only
    with pytest.raises(IllegalAction):
        answer(state, d.id, find(state, "Bystander"))
    state = choose(state, find(state, "Victim"))
    assert state.objects[find(state, "Victim")].has(Status.EXHAUSTED)


def test_4_2_3_e_afternoon_ends_when_all_players_have_passed() -> None:
    state, _ = until_decision(GameBuilder().at_afternoon(first="p2").build())
    assert pending(state).player == "p2"  # 4.2.3.c
    state = choose(state, "pass")
    assert pending(state).player == "p1"
    state, _ = answer(state, pending(state).id, "pass")
    state, entries = until_decision(state)
    assert "all players have passed: Afternoon ends" in texts(entries)
    assert any("Dusk begins" in t for t in texts(entries))


def test_4_2_3_e_player_keeps_taking_turns_after_opponent_passed() -> None:
    b = GameBuilder().in_hand("p2", "A", hand_cost=0).in_hand("p2", "B", hand_cost=0)
    state, _ = until_decision(b.at_afternoon(first="p1").build())
    state = choose(state, "pass")
    state = choose(state, f"play:{find(state, 'A')}:hero")
    assert pending(state).player == "p2"
