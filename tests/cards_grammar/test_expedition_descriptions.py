"""An Expedition described by where it stands or what is in it, in every slot a described
Expedition takes (issue 30, session 42): "target Expedition that is behind", "target
Expedition with two or more Characters", "each of your Expeditions where you control exactly
one Character". Where it stands is against the Expedition facing it (7.5.2.a-d); what is in
it, the Characters present there (3.2.4.b); a player controls their Expeditions and the
objects in them (7.5.5.a-b). A target is one so described (6.5.b: only a suitable one is
offered); a group, the controller's Expeditions so described as the step happens (6.1.g).
Read by the grammar alone, compiled, and played on boards (a Hero Expedition starts at the
first region, a Companion one at the last, 1.2.3.c)."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from engine import GameBuilder, Terrain
from engine.state.cards import EffectStep, ObjectFilter
from scenarios.cards.compile import compile_card
from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.printed import PrintedCard, read_printed

from ..cards_text.helpers import play
from ..engine.helpers import pending
from .grammar_cards import grammar_fields
from .sentences_expedition_descriptions import (
    BEHIND_MOVES,
    BOARD,
    EACH_BEHIND_MOVES,
    EACH_IN_MOUNTAIN_MOVES,
    JOIN_MEANINGS,
    JOINS_BEHIND,
    MEANINGS,
    REFUSED,
    TARGET_IN_FOREST,
    TWO_OR_MORE_BACK,
    YOURS_EXACTLY_ONE,
    YOURS_IN_WATER_MOVE,
)
from .test_board_expedition_race import LAST, _board

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def _card(text: str) -> PrintedCard:
    return PrintedCard(
        "Scout",
        "Character",
        hand_cost=1,
        reserve_cost=1,
        forest=1,
        mountain=1,
        water=1,
        main_text=text,
    )


def _filters(value: Any) -> list[ObjectFilter]:
    """The filters of every effect step held in ``value``."""
    if isinstance(value, EffectStep):
        mine = [value.filter] if value.filter is not None else []
        inner = [f for fl in dataclasses.fields(value) for f in _filters(getattr(value, fl.name))]
        return [*mine, *inner]
    if isinstance(value, dict):
        return [f for v in value.values() for f in _filters(v)]
    if isinstance(value, (list, tuple)):
        return [f for v in value for f in _filters(v)]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return [f for fl in dataclasses.fields(value) for f in _filters(getattr(value, fl.name))]
    return []


_DEFAULTS = {
    "expedition_standing": "",
    "expedition_ahead": False,
    "expedition_empty": "",
    "expedition_characters_min": 0,
    "expedition_characters_max": -1,
    "expedition_controller": "",
    "in_terrain": None,
    "or_terrain": None,
}


@pytest.mark.parametrize("text", sorted(MEANINGS))
def test_7_5_2_3_2_4_b_the_expedition_is_described_as_said(text: str) -> None:
    reading = read_printed(_card(text), patterns=False)  # the grammar alone
    assert reading.executable, [(a.text, a.reason) for a in reading.abilities]
    compiled = compile_card(reading.model)
    assert not compiled.gaps, compiled.gaps
    (found,) = _filters(compiled.fields)
    wanted = {**_DEFAULTS, **MEANINGS[text]}
    assert {k: getattr(found, k) for k in _DEFAULTS} == wanted, text


@pytest.mark.parametrize("text", REFUSED)
def test_an_expedition_description_not_read_is_refused_with_a_reason(text: str) -> None:
    reading = read_printed(_card(text), patterns=False)
    assert not reading.executable
    assert all(a.reason for a in reading.abilities if a.status != "executed")


def test_every_board_sentence_is_played_here() -> None:
    assert set(BOARD) == {
        BEHIND_MOVES,
        TWO_OR_MORE_BACK,
        YOURS_EXACTLY_ONE,
        JOINS_BEHIND,
        EACH_BEHIND_MOVES,
        EACH_IN_MOUNTAIN_MOVES,
        YOURS_IN_WATER_MOVE,
        TARGET_IN_FOREST,
    }


@pytest.mark.parametrize("text", sorted(JOIN_MEANINGS))
def test_7_5_10_a_a_join_of_an_expedition_described_by_its_standing(text: str) -> None:
    trigger, flt = JOIN_MEANINGS[text]
    reaction = read_ability(text)["reaction"]
    assert (reaction["trigger"], reaction.get("filter")) == (trigger, flt)
    reading = read_printed(_card(text), patterns=False)
    assert reading.executable, [(a.text, a.reason) for a in reading.abilities]
    assert not compile_card(reading.model).gaps


def _played(
    text: str,
    positions: dict[str, int],
    characters: dict[str, int],
    terrains: dict[int, tuple[Terrain, ...]] | None = None,
) -> Any:
    """p1 plays a Unique printing ``text`` into its Hero Expedition, with ``characters``
    (Expedition -> how many vanilla Characters), the Expeditions at ``positions`` and the
    regions' ``terrains`` (region -> its terrains)."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    for region, has in (terrains or {}).items():
        b = b.region(region, *has)
    for expedition, n in characters.items():
        player, which = expedition.split(":")
        for i in range(n):
            b = b.in_expedition(player, which, f"{player} {which} {i}", **ALLY)
    for expedition, at in positions.items():
        b = b.position(expedition, at)
    state, _ = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Unique")
    return state


def test_7_5_2_b_only_an_expedition_behind_the_one_facing_it_is_offered() -> None:
    # p1's Hero 1 out (behind p2's Hero, 3 out); p1's Companion 2 out, p2's 2 out: tied;
    # p2's Hero ahead — only p1's Hero is behind
    state = _played(BEHIND_MOVES, _board(1, 2, 3, 2), {})
    assert set(pending(state).option_ids()) == {"p1:hero"}


def test_3_2_4_b_only_an_expedition_with_two_or_more_characters_is_offered() -> None:
    # p1's Hero: the Unique played there and one more (2); p1's Companion: 1; p2's Hero: 3;
    # p2's Companion: none
    state = _played(TWO_OR_MORE_BACK, {}, {"p1:hero": 1, "p1:companion": 1, "p2:hero": 3})
    assert set(pending(state).option_ids()) == {"p1:hero", "p2:hero"}


def test_6_1_g_each_of_your_expeditions_with_exactly_one_character_moves() -> None:
    # p1's Hero: the Unique alone (one); p1's Companion: two — only the Hero moves forward
    state = _played(YOURS_EXACTLY_ONE, _board(1, 1, 1, 1), {"p1:companion": 2})
    assert state.positions["p1:hero"] == 2
    assert state.positions["p1:companion"] == _board(1, 1, 1, 1)["p1:companion"]


def test_6_3_e_a_character_joining_an_expedition_behind_is_seen_after_the_event() -> None:
    """Watcher (p1's Companion Expedition) draws when p1 plays a Character into p1's Hero
    Expedition, behind p2's (7.5.2.b); into p1's Companion Expedition, tied with p2's, not."""
    watcher = grammar_fields(JOINS_BEHIND, "Watcher", unique=False)
    drawn = {}
    for dest in ("hero", "companion"):
        b = GameBuilder().in_hand("p1", "Newcomer", **ALLY)
        b = b.in_expedition("p1", "companion", "Watcher", **watcher)
        for expedition, at in _board(1, 2, 3, 2).items():
            b = b.position(expedition, at)
        b = b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4)
        state, _ = play(b, "Newcomer", dest)
        drawn[dest] = len(state.zone("hand:p1"))  # the Newcomer left it: only a draw adds

    assert drawn == {"hero": 1, "companion": 0}


def test_6_1_g_each_expedition_behind_of_every_player_moves_forward() -> None:
    """p1's Hero 1 out is behind p2's 3 out; p2's Companion 1 out is behind p1's 2 out: both
    move forward, found before either moves (6.1.g); p2's Hero and p1's Companion stay."""
    state = _played(EACH_BEHIND_MOVES, _board(1, 2, 3, 1), {})
    assert state.positions["p1:hero"] == 2
    assert state.positions["p2:companion"] == LAST - 2
    assert state.positions["p2:hero"] == 3
    assert state.positions["p1:companion"] == LAST - 2


_TERRAINS = {1: (Terrain.FOREST,), 3: (Terrain.MOUNTAIN,), LAST - 2: (Terrain.WATER,)}
"""p1's Hero region (1) has {V}, p2's Hero region (3) {M}, both Companions' region {O}."""


def test_7_5_8_b_each_expedition_in_a_terrain_of_every_player_moves() -> None:
    """Only p2's Hero Expedition is in a region with {M} (7.5.8.b): it alone moves."""
    state = _played(EACH_IN_MOUNTAIN_MOVES, _board(1, 2, 3, 2), {}, _TERRAINS)
    assert state.positions["p2:hero"] == 4
    assert state.positions["p1:hero"] == 1
    assert state.positions["p1:companion"] == state.positions["p2:companion"] == LAST - 2


def test_7_5_8_b_each_of_your_expeditions_in_a_terrain_moves() -> None:
    """p1's Companion Expedition is in {O}, its Hero one is not: the Companion one moves
    forward (toward the Hero side); p2's, in {O} too, is not p1's and stays (7.5.5.a)."""
    state = _played(YOURS_IN_WATER_MOVE, _board(1, 2, 3, 2), {}, _TERRAINS)
    assert state.positions["p1:companion"] == LAST - 3
    assert state.positions["p1:hero"] == 1
    assert state.positions["p2:companion"] == LAST - 2


def test_7_5_8_b_only_a_target_expedition_in_that_terrain_is_offered() -> None:
    state = _played(TARGET_IN_FOREST, _board(1, 2, 3, 2), {}, _TERRAINS)
    assert set(pending(state).option_ids()) == {"p1:hero"}
