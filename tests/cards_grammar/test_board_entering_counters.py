"""A card's own counters as it enters play, read by the grammar and played on boards (session 34;
issue 30): played, an Emblem-Reaction gives them during its resolution (5.2.d); put in play by an
effect, its own modifier of how it enters adds them (6.2.l, 6.2.c); the past-tense leave condition
then sees what it had (6.3.k, 2.1.h)."""

from __future__ import annotations

from engine import GameBuilder, find
from engine.state.actions import ActionKind
from engine.state.enums import ZoneKind
from engine.state.steps import Step

from ..cards_text.helpers import boosts_of, counters_of, names, play
from ..engine.helpers import rules_of
from .grammar_cards import after_judge_step, grammar_fields

WISE = "I enter play with 2 Wisdom counters."
BOOSTED = "I enter play with two boosts."
REMINDED = "[[Wise 3]] (I enter play with 3 Wisdom counters.)"
HAD = "When I leave play, if I had a Wisdom counter — Draw a card."

STATS = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def _card(text: str) -> dict[str, object]:
    return grammar_fields(text, "Sage", unique=False)


def test_5_2_d_played_it_gets_its_counters_by_an_emblem_reaction() -> None:
    b = GameBuilder().in_hand("p1", "Sage", **_card(WISE)).mana("p1", 1)
    state, entries = play(b, "Sage")
    assert "Sage" in names(state, "expedition:p1:hero")
    assert counters_of(state, "Sage", "Wisdom") == 2
    assert "5.2.d" in rules_of(entries)


def test_5_2_d_boosts_are_counters_given_the_same_way() -> None:
    b = GameBuilder().in_hand("p1", "Sage", **_card(BOOSTED)).mana("p1", 1)
    state, entries = play(b, "Sage")
    assert boosts_of(state, "Sage") == 2
    assert "5.2.d" in rules_of(entries)


def test_2_2_12_c_a_set_keywords_reminder_is_the_ability() -> None:
    b = GameBuilder().in_hand("p1", "Sage", **_card(REMINDED)).mana("p1", 1)
    state, _ = play(b, "Sage")
    assert counters_of(state, "Sage", "Wisdom") == 3


def test_6_2_l_put_in_play_from_reserve_its_own_modifier_adds_them() -> None:
    state = GameBuilder().in_reserve("p1", "Sage", **_card(WISE)).at_afternoon().build()
    step = Step(
        ActionKind.PUT,
        objects=(find(state, "Sage"),),
        to_zone=ZoneKind.EXPEDITION,
        to_sub="p1:companion",
    )
    state, cited = after_judge_step(state, step)
    assert "Sage" in names(state, "expedition:p1:companion")
    assert counters_of(state, "Sage", "Wisdom") == 2
    assert {"6.2.l", "6.2.c"} <= cited
    assert "5.2.d" not in cited  # not played


def test_2_5_k_moving_within_play_is_no_entering() -> None:
    """Already in play, switching Expeditions: it does not enter play (7.3.10.a)."""
    state = GameBuilder().in_expedition("p1", "hero", "Sage", **_card(WISE)).build()
    step = Step(
        ActionKind.SWITCH_EXPEDITIONS, objects=(find(state, "Sage"),), to_zone=ZoneKind.EXPEDITION
    )
    state, cited = after_judge_step(state, step)
    assert counters_of(state, "Sage", "Wisdom") == 0
    assert "6.2.l" not in cited


def test_6_3_k_the_leave_condition_sees_the_counters_it_entered_with() -> None:
    fields = grammar_fields(f"{WISE}\n{HAD}", "Sage", unique=False)
    b = GameBuilder().in_hand("p1", "Sage", **fields).mana("p1", 1).in_deck("p1", "Top")
    state, _ = play(b, "Sage")
    assert counters_of(state, "Sage", "Wisdom") == 2
    hand = len(state.zone("hand:p1"))
    step = Step(ActionKind.SACRIFICE, objects=(find(state, "Sage"),))
    state, cited = after_judge_step(state, step)
    assert len(state.zone("hand:p1")) == hand + 1
    assert "2.5.j" in cited or "6.3.k" in cited


# ------------------------------------------------ joins with an origin zone (7.5.10.a, 5.1.2.d)
FROM_RESERVE = "When a Character joins your Expedition from Reserve — Draw a card."
FROM_HAND = "When a Character joins your Expedition from hand — Draw a card."


def _watcher(text: str) -> GameBuilder:
    fields = grammar_fields(text, "Watcher", unique=False)
    b = GameBuilder().in_expedition("p1", "hero", "Watcher", **fields)
    return b.in_deck("p1", "Top").in_deck("p1", "Next")


def test_7_5_10_a_a_character_put_from_your_reserve_is_one_from_reserve() -> None:
    state = _watcher(FROM_RESERVE).in_reserve("p1", "Joiner", **STATS).at_afternoon().build()
    hand = len(state.zone("hand:p1"))
    step = Step(
        ActionKind.PUT,
        objects=(find(state, "Joiner"),),
        to_zone=ZoneKind.EXPEDITION,
        to_sub="p1:companion",
    )
    state, cited = after_judge_step(state, step)
    assert len(state.zone("hand:p1")) == hand + 1
    assert "7.5.10.a" in cited


def test_5_1_2_d_played_from_hand_is_not_from_reserve() -> None:
    b = _watcher(FROM_RESERVE).in_hand("p1", "Joiner", **STATS).mana("p1", 1)
    state, _ = play(b, "Joiner")
    assert "Joiner" in names(state, "expedition:p1:hero")
    assert len(state.zone("hand:p1")) == 0  # nothing drawn


def test_5_1_2_d_played_from_hand_is_from_hand() -> None:
    b = _watcher(FROM_HAND).in_hand("p1", "Joiner", **STATS).mana("p1", 1)
    state, entries = play(b, "Joiner")
    assert "Joiner" in names(state, "expedition:p1:hero")
    assert len(state.zone("hand:p1")) == 1  # drawn
    assert "7.5.10.a" in rules_of(entries)


# --------------------------------------- past-tense leave conditions (6.3.k, 2.1.h, 6.3.d)
TO_RESERVE_HAD = (
    "When I go to Reserve from the Expedition, if I had two or more boosts — Draw a card."
)


def _leaver(boosts: int) -> GameBuilder:
    fields = grammar_fields(TO_RESERVE_HAD, "Leaver", unique=False)
    b = GameBuilder().in_expedition("p1", "hero", "Leaver", **fields, counters={"boost": boosts})
    return b.in_deck("p1", "Top")


def test_6_3_k_two_boosts_before_going_to_reserve_draws() -> None:
    state = _leaver(2).at_afternoon().build()
    step = Step(ActionKind.PUT, objects=(find(state, "Leaver"),), to_zone=ZoneKind.RESERVE)
    state, cited = after_judge_step(state, step)
    assert "Leaver" in names(state, "reserve:p1")
    assert len(state.zone("hand:p1")) == 1
    assert "6.3.k" in cited


def test_6_3_k_one_boost_before_going_to_reserve_draws_nothing() -> None:
    state = _leaver(1).at_afternoon().build()
    step = Step(ActionKind.PUT, objects=(find(state, "Leaver"),), to_zone=ZoneKind.RESERVE)
    state, _ = after_judge_step(state, step)
    assert "Leaver" in names(state, "reserve:p1")
    assert len(state.zone("hand:p1")) == 0


# ----------------------------- the cards you play enter play with an additional boost (5.2.d)
PLAYED_MORE = "Characters you play enter play with an additional boost."


def test_5_2_d_a_character_you_play_gets_the_additional_boost() -> None:
    fields = grammar_fields(PLAYED_MORE, "Host", unique=False)
    b = GameBuilder().in_expedition("p1", "hero", "Host", **fields)
    b = b.in_hand("p1", "Guest", **STATS).mana("p1", 1)
    state, entries = play(b, "Guest")
    assert boosts_of(state, "Guest") == 1
    assert boosts_of(state, "Host") == 0
    assert "5.2.d" in rules_of(entries)


def test_5_2_d_a_character_put_in_play_is_not_played() -> None:
    fields = grammar_fields(PLAYED_MORE, "Host", unique=False)
    b = GameBuilder().in_expedition("p1", "hero", "Host", **fields)
    state = b.in_reserve("p1", "Guest", **STATS).at_afternoon().build()
    step = Step(
        ActionKind.PUT,
        objects=(find(state, "Guest"),),
        to_zone=ZoneKind.EXPEDITION,
        to_sub="p1:companion",
    )
    state, _ = after_judge_step(state, step)
    assert boosts_of(state, "Guest") == 0
