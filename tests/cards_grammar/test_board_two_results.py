"""Condition forms: two results of one passive under one condition, read by the grammar alone and
played on boards, both sides of each condition: while it holds every result applies, when it
does not none does (2.3.1.c passive abilities apply continuously; 2.3.1.e what they do is
re-evaluated after each event); a keyword given or taken and a statistic changed (2.3.1.a),
only objects in play (2.3.1.b), a "can't" making the action impossible (1.4.1.a)."""

from __future__ import annotations

from engine import GameBuilder, GameState, find
from engine.pipeline.objects_cant import cant_be
from engine.reading.passives import has_keyword, statistics, tough_amount
from engine.state.actions import ActionKind
from engine.state.enums import BOOST, Keyword, Terrain
from engine.state.steps import AtomicAction

from .grammar_cards import grammar_fields
from .sentences_condition_forms import (
    BOARD_GROUP_STATS_AND_DEFENDER,
    BOARD_LOSE_AND_TOUGH,
    BOARD_STATS_AND_CANT,
    BOARD_UNLESS_GROUP_AND_ME,
)
from .test_board_composed_descriptions import ALLY

_DEFENDER = frozenset({Keyword.DEFENDER})


def _stats(state: GameState, name: str) -> tuple[int, int, int]:
    s = statistics(state, find(state, name))
    return s[Terrain.FOREST], s[Terrain.MOUNTAIN], s[Terrain.WATER]


def _with_token(b: GameBuilder, token: bool) -> GameBuilder:
    return b.in_expedition("p1", "companion", "Recruit", is_token=True, **ALLY) if token else b


def test_2_3_1_a_with_a_boost_i_lose_defender_and_am_tough_1() -> None:
    """A Defender printing "If I have a Boost counter, I lose [Defender] and I am [Tough 1]":
    with no boost it is Defender and not Tough; with one, not Defender and Tough 1 — both
    results at once (2.3.1.a, 2.3.1.c); another Defender keeps its own (7.4)."""
    f = {**grammar_fields(BOARD_LOSE_AND_TOUGH, "Wall", unique=False), "keywords": _DEFENDER}
    for boosts, defender, tough in ((0, True, 0), (1, False, 1)):
        b = GameBuilder().in_expedition("p1", "hero", "Wall", **f, counters={BOOST: boosts})
        b = b.in_expedition("p1", "hero", "Guard", **{**ALLY, "keywords": _DEFENDER})
        state = b.at_afternoon(first="p1").build()
        wall = find(state, "Wall")
        assert has_keyword(state, wall, Keyword.DEFENDER) is defender, boosts
        assert tough_amount(state, wall) == tough, boosts
        assert has_keyword(state, find(state, "Guard"), Keyword.DEFENDER)
        assert tough_amount(state, find(state, "Guard")) == 0


def test_2_3_1_b_with_a_token_characters_you_control_get_water_and_defender() -> None:
    """ "If you control a token, Characters you control have +1 {O} and are [Defender]": with
    a token, p1's Characters (the bearer too) get +0/+0/+1 and Defender; p2's neither; with no
    token no result applies (2.3.1.a-c)."""
    f = grammar_fields(BOARD_GROUP_STATS_AND_DEFENDER, "Banner", unique=False)
    for token in (False, True):
        b = GameBuilder().in_expedition("p1", "hero", "Banner", **f)
        b = _with_token(b.in_expedition("p1", "hero", "Ally", **ALLY), token)
        b = b.in_expedition("p2", "hero", "Theirs", **ALLY)
        state = b.at_afternoon(first="p1").build()
        for name in ("Banner", "Ally"):
            assert _stats(state, name) == (1, 1, 1 + token), (name, token)
            assert has_keyword(state, find(state, name), Keyword.DEFENDER) is token, name
        assert _stats(state, "Theirs") == (1, 1, 1)
        assert not has_keyword(state, find(state, "Theirs"), Keyword.DEFENDER)


def test_1_4_1_a_with_a_token_i_have_two_forest_and_cant_be_sacrificed() -> None:
    """ "As long as you control a token, I have +2 {V} and I can't be sacrificed": with a
    token the bearer is 3/1/1 and its sacrifice is impossible (1.4.1.a, 7.3.36.a); with none
    it is 1/1/1 and may be sacrificed. An ally is never protected."""
    f = grammar_fields(BOARD_STATS_AND_CANT, "Keeper", unique=False)
    for token in (False, True):
        b = _with_token(GameBuilder().in_expedition("p1", "hero", "Keeper", **f), token)
        state = b.in_expedition("p1", "hero", "Ally", **ALLY).at_afternoon(first="p1").build()
        keeper = find(state, "Keeper")
        assert _stats(state, "Keeper") == (1 + 2 * token, 1, 1), token
        assert cant_be(state, AtomicAction(ActionKind.SACRIFICE, object_id=keeper)) is token
        ally = find(state, "Ally")
        assert not cant_be(state, AtomicAction(ActionKind.SACRIFICE, object_id=ally))


def test_2_3_1_c_unless_a_token_the_group_is_defender_and_i_have_a_mountain() -> None:
    """ "Characters you control have [Defender] and I have +1 {M} unless you control a token":
    with no token p1's Characters are Defender and the bearer 1/2/1; with one, neither result
    applies (the one condition, "unless", governs both)."""
    f = grammar_fields(BOARD_UNLESS_GROUP_AND_ME, "Herald", unique=False)
    for token in (False, True):
        b = GameBuilder().in_expedition("p1", "hero", "Herald", **f)
        b = _with_token(b.in_expedition("p1", "hero", "Ally", **ALLY), token)
        state = b.at_afternoon(first="p1").build()
        assert _stats(state, "Herald") == (1, 1 + (not token), 1), token
        assert _stats(state, "Ally") == (1, 1, 1)
        for name in ("Herald", "Ally"):
            assert has_keyword(state, find(state, name), Keyword.DEFENDER) is not token, name
