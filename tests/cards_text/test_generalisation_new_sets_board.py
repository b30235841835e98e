"""Generalisation to card sets we do not have (issue 17), on a board: INVENTED printed
texts in the style a new set would print (see ``test_generalisation_new_sets.py``) played,
their trace checked against the rule they act by."""

from __future__ import annotations

from typing import Any

import pytest

from engine import GameBuilder, find

from .helpers import executed, fields, play, read


def _board_after_playing(text: str) -> tuple[Any, tuple[Any, ...]]:
    b = (
        GameBuilder()
        .in_hand("p1", "Sower", **fields(executed(read(text, name="Sower"))))
        .in_expedition("p1", "hero", "Ally", forest=1, mountain=1, water=1)
        .in_expedition("p1", "companion", "Far Ally", forest=1, mountain=1, water=1)
        .in_expedition("p2", "hero", "Foe", forest=1, mountain=1, water=1)
        .mana("p1", 3)
        .deck_of("p1", 5)
        .deck_of("p2", 5)
    )
    return play(b, "Sower")


def _rules(entries: tuple[Any, ...]) -> set[str]:
    return {r for e in entries for r in e.rules}


def test_board_when_i_enter_play_triggers_as_the_symbol_does() -> None:
    words, words_trace = _board_after_playing("When I enter play \u2014 I gain 2 boosts.")
    symbol, symbol_trace = _board_after_playing("{J} I gain 2 boosts.")
    assert words.objects[find(words, "Sower")].boosts == 2
    assert symbol.objects[find(symbol, "Sower")].boosts == 2
    assert _rules(words_trace) == _rules(symbol_trace)
    assert "7.1.1.a" in _rules(words_trace)


def test_board_characters_in_my_expedition_gain_boosts_only_there() -> None:
    state, entries = _board_after_playing("{J} Characters in my Expedition gain 1 boost.")
    assert state.objects[find(state, "Sower")].boosts == 1  # 'in my Expedition': me too
    assert state.objects[find(state, "Ally")].boosts == 1
    assert state.objects[find(state, "Far Ally")].boosts == 0  # my other Expedition
    assert state.objects[find(state, "Foe")].boosts == 0  # not mine
    # 7.5.5.a: a player controls their Expeditions — the group is theirs; 7.1.1.a the trigger.
    assert {"7.5.5.a", "7.1.1.a"} <= _rules(entries)


def _joins_my_expedition(subtypes: tuple[str, ...], dest: str) -> tuple[Any, tuple[Any, ...]]:
    text = "When another Plant joins my Expedition \u2014 It gains 1 boost."
    b = (
        GameBuilder()
        .in_expedition("p1", "hero", "Watcher", **fields(executed(read(text, name="Watcher"))))
        .in_hand("p1", "Sprout", hand_cost=1, reserve_cost=1, subtypes=subtypes)
        .mana("p1", 3)
        .deck_of("p1", 5)
        .deck_of("p2", 5)
    )
    return play(b, "Sprout", dest)


def test_board_another_plant_joining_my_expedition_gains_a_boost() -> None:
    state, entries = _joins_my_expedition(("Plant",), "hero")
    assert state.objects[find(state, "Sprout")].boosts == 1
    assert state.objects[find(state, "Watcher")].boosts == 0
    # 6.3.f: activated by the event; 6.3.i: "it" is the Character the trigger names.
    assert {"6.3.f", "6.3.i"} <= _rules(entries)


@pytest.mark.parametrize(("subtypes", "dest"), [(("Robot",), "hero"), (("Plant",), "companion")])
def test_board_not_a_plant_or_not_my_expedition_does_not_trigger(
    subtypes: tuple[str, ...], dest: str
) -> None:
    state, _ = _joins_my_expedition(subtypes, dest)
    assert state.objects[find(state, "Sprout")].boosts == 0


def test_board_a_plant_watcher_does_not_see_itself_join() -> None:
    text = "When another Plant joins my Expedition \u2014 I gain 1 boost."
    b = (
        GameBuilder()
        .in_hand(
            "p1", "Watcher", **fields(executed(read(text, name="Watcher", subtypes=("Plant",))))
        )
        .mana("p1", 3)
        .deck_of("p1", 5)
        .deck_of("p2", 5)
    )
    state, _ = play(b, "Watcher")
    assert state.objects[find(state, "Watcher")].boosts == 0


def test_board_put_the_top_two_cards_of_your_deck_in_reserve() -> None:
    state, entries = _board_after_playing("{J} Put the top two cards of your deck in Reserve.")
    assert len(state.zone("reserve:p1")) == 2
    assert len(state.zone("deck:p1")) == 3
    assert "7.1.1.a" in _rules(entries)


@pytest.mark.parametrize(("plants", "drawn"), [(1, 1), (0, 0)])
def test_board_trailing_condition_checked_as_the_step_resolves(plants: int, drawn: int) -> None:
    b = (
        GameBuilder()
        .in_hand(
            "p1",
            "Sower",
            **fields(executed(read("{J} Draw a card if you control a Plant.", name="Sower"))),
        )
        .mana("p1", 3)
        .deck_of("p1", 5)
        .deck_of("p2", 5)
    )
    for i in range(plants):
        b = b.in_expedition(
            "p1", "companion", f"Sprout {i}", subtypes=("Plant",), forest=1, mountain=1, water=1
        )
    state, _ = play(b, "Sower")
    assert len(state.zone("hand:p1")) == drawn


def test_board_draw_a_card_per_character_you_control() -> None:
    state, entries = _board_after_playing("{J} Draw a card per Character you control.")
    # Sower, Ally and Far Ally are p1's (Foe is not): three cards, counted as the step happens
    assert len(state.zone("hand:p1")) == 3
    assert "7.1.1.a" in _rules(entries)


def test_board_characters_you_control_lose_all_their_boosts() -> None:
    text = "{J} Characters you control lose all their boosts."
    b = (
        GameBuilder()
        .in_hand("p1", "Sower", **fields(executed(read(text, name="Sower"))))
        .in_expedition("p1", "hero", "Ally", counters={"boost": 3})
        .in_expedition("p2", "hero", "Foe", counters={"boost": 2})
        .mana("p1", 3)
        .deck_of("p1", 5)
        .deck_of("p2", 5)
    )
    state, entries = play(b, "Sower")
    assert state.objects[find(state, "Ally")].boosts == 0
    assert state.objects[find(state, "Foe")].boosts == 2
    assert "2.5.g" in _rules(entries)  # every counter of that kind removed


def test_board_7_3_6_a_i_defect_to_the_expedition_facing_me() -> None:
    state, entries = _board_after_playing("{J} I defect.")
    sower = state.objects[find(state, "Sower")]
    assert (sower.zone, sower.controller) == ("expedition:p2:hero", "p2")
    assert "7.5.5.b" in _rules(entries)  # it is now controlled by the Expedition's player


def test_board_7_3_8_a_double_my_boosts() -> None:
    state, _ = _board_after_playing("{J} I gain 2 boosts. Then, double my boosts.")
    assert state.objects[find(state, "Sower")].boosts == 4
