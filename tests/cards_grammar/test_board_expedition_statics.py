"""Passive abilities whose condition is where the bearer's Expedition is, played on boards
(issue 30, precision): "As long as my Expedition is behind, I have [Defender]" applies while
its condition holds (2.3.2.f), in every slot a passive ability has — a keyword of the bearer,
a keyword granted to a group, a statistic change, an impossibility, a rule change, a cost
change. A passive ability names no Expedition of its own: "my Expedition" is the one its
bearer is in (a Gigantic bearer's two, 7.4.4.k). The conditions: ahead, behind, tied
(7.5.2.a-c), In Contact (7.5.9.a), Ascended (2.4.3), in a terrain (7.5.8.b) — each on a board
where it holds and one where it does not."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from engine import GameBuilder, Keyword, Terrain, find
from engine.reading.limits import reserve_limit
from engine.reading.passives import has_keyword, statistics
from engine.state.enums import Status
from engine.state.game_state import GameState

from ..cards_text.helpers import names, play
from .grammar_cards import grammar_fields

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}
COSTLY = {**ALLY, "hand_cost": 2}

Board = Callable[[GameBuilder], GameBuilder]

CONDITIONS: dict[str, tuple[Board, Board]] = {
    # condition: (a board where it holds, one where it does not) — p1's Hero Expedition
    # faces p2's Hero Expedition (1.2.3.c)
    "behind": (
        lambda b: b.position("p1:hero", 0).position("p2:hero", 2),
        lambda b: b.position("p1:hero", 2).position("p2:hero", 0),
    ),
    "ahead": (
        lambda b: b.position("p1:hero", 2).position("p2:hero", 0),
        lambda b: b.position("p1:hero", 1).position("p2:hero", 1),
    ),
    "tied": (
        lambda b: b.position("p1:hero", 1).position("p2:hero", 1),
        lambda b: b.position("p1:hero", 0).position("p2:hero", 2),
    ),
    "behind or tied": (
        lambda b: b.position("p1:hero", 1).position("p2:hero", 1),
        lambda b: b.position("p1:hero", 2).position("p2:hero", 0),
    ),
    "In Contact": (
        lambda b: b.position("p1:hero", 1).position("p2:hero", 1),
        lambda b: b.position("p1:hero", 0).position("p2:hero", 2),
    ),
    "Ascended": (lambda b: b.ascended("p1:hero"), lambda b: b.ascended("p1:companion")),
    "in {V}": (
        lambda b: b.region(1, Terrain.FOREST).position("p1:hero", 1),
        lambda b: b.region(1, Terrain.WATER).position("p1:hero", 1),
    ),
}


def _board(text: str, condition: str, holds: bool) -> GameState:
    """The bearer of ``text`` (its ``{c}`` the condition) in p1's Hero Expedition, an Ally
    beside it and a Foe facing it, on a board where the condition holds or not."""
    bearer = grammar_fields(text.replace("{c}", condition), "Bearer", unique=False)
    b = GameBuilder().in_expedition("p1", "hero", "Bearer", **bearer)
    b = b.in_expedition("p1", "hero", "Ally", **ALLY).in_expedition("p2", "hero", "Foe", **ALLY)
    return CONDITIONS[condition][0 if holds else 1](b).build()


@pytest.mark.parametrize("condition", list(CONDITIONS))
@pytest.mark.parametrize(
    "text",
    [
        "As long as my Expedition is {c}, I have [Defender] and [Tough 1].",
        "I have [Defender] while my Expedition is {c}.",
    ],
    ids=["as-long-as-first", "while-after"],
)
def test_2_3_2_f_a_keyword_of_the_bearer_while_its_expedition_is_so(
    text: str, condition: str
) -> None:
    for holds in (True, False):
        state = _board(text, condition, holds)
        assert has_keyword(state, find(state, "Bearer"), Keyword.DEFENDER) is holds
        assert not has_keyword(state, find(state, "Ally"), Keyword.DEFENDER)


@pytest.mark.parametrize("condition", list(CONDITIONS))
def test_2_3_1_a_a_group_keyword_while_its_expedition_is_so(condition: str) -> None:
    text = "Other Characters in my Expedition have [Defender] as long as my Expedition is {c}."
    for holds in (True, False):
        state = _board(text, condition, holds)
        assert has_keyword(state, find(state, "Ally"), Keyword.DEFENDER) is holds
        assert not has_keyword(state, find(state, "Bearer"), Keyword.DEFENDER)
        assert not has_keyword(state, find(state, "Foe"), Keyword.DEFENDER)


@pytest.mark.parametrize("condition", ["behind", "ahead", "In Contact", "in {V}"])
def test_2_2_statistics_changed_while_its_expedition_is_so(condition: str) -> None:
    text = "As long as my Expedition is {c}, I get +2/+0/+0."
    for holds in (True, False):
        state = _board(text, condition, holds)
        assert statistics(state, find(state, "Bearer"))[Terrain.FOREST] == (3 if holds else 1)


@pytest.mark.parametrize("condition", ["behind", "ahead", "tied"])
def test_3_2_10_b_a_rule_change_while_its_expedition_is_so(condition: str) -> None:
    text = "As long as my Expedition is {c}, your Reserve limit is increased by one."
    held = reserve_limit(_board(text, condition, True), "p1")
    assert held == reserve_limit(_board(text, condition, False), "p1") + 1


@pytest.mark.parametrize("condition", ["behind", "ahead"])
def test_5_1_2_f_a_cost_change_while_its_expedition_is_so(condition: str) -> None:
    text = "As long as my Expedition is {c}, Characters you play cost {1} less."
    bearer = grammar_fields(text.replace("{c}", condition), "Bearer", unique=False)
    for holds in (True, False):
        b = GameBuilder().in_expedition("p1", "hero", "Bearer", **bearer)
        b = CONDITIONS[condition][0 if holds else 1](b.in_hand("p1", "Costly", **COSTLY))
        state, _ = play(b.mana("p1", 2), "Costly", dest="companion")
        orbs = state.zone("mana:p1")
        ready = sum(Status.EXHAUSTED not in state.objects[o].statuses for o in orbs)
        assert "Costly" in names(state, "expedition:p1:companion")
        assert ready == (1 if holds else 0)  # {2} less {1} while it holds


def test_7_4_4_k_a_gigantic_bearer_needs_both_its_expeditions_so() -> None:
    text = "As long as my Expedition is behind, I have [Tough 1]."
    bearer = grammar_fields(text, "Bearer", unique=False) | {"keywords": ["Gigantic"]}
    b = GameBuilder().in_expedition("p1", "hero", "Bearer", **bearer)
    b = b.position("p1:hero", 0).position("p2:hero", 2).position("p1:companion", 7)
    both = b.position("p2:companion", 5).build()  # each 2 regions behind the one facing it
    assert has_keyword(both, find(both, "Bearer"), Keyword.TOUGH)
    one = b.position("p2:companion", 7).build()  # the Companion Expeditions tied
    assert not has_keyword(one, find(one, "Bearer"), Keyword.TOUGH)


def test_2_3_2_f_a_bearer_in_no_expedition_has_none_to_be_behind() -> None:
    bearer = grammar_fields(
        "As long as my Expedition is behind, I have [Defender].", "Bearer", unique=False
    )
    b = GameBuilder().in_reserve("p1", "Bearer", **bearer).position("p2:hero", 2)
    state = b.build()
    assert not has_keyword(state, find(state, "Bearer"), Keyword.DEFENDER)
