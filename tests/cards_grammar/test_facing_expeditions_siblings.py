"""Facing Expeditions (issue 30, session 33): Expeditions described and related — "the Expedition
facing mine" reads as "the Expedition facing me" in every slot (1.2.3.c), "When a [Character] leaves
the Expedition facing me" (7.5.11.a), "if it is ahead / behind / tied / facing mine" said of a
moving Expedition (7.5.2, 1.2.3.c); each sibling executes, writes back and reads the same, and the
near-misses stay refused (sentences_facing_expeditions.py)."""

from __future__ import annotations

import pytest

from .grammar_cards import assert_round_trip, grammar_meaning, probe_executes
from .sentences_facing_expeditions import (
    FACING_MINE,
    IT_EXPEDITION,
    LEAVES_FACING,
    REFUSED_GA,
    TO_RESERVE_FACING,
)


def test_the_siblings_are_many() -> None:
    assert len(FACING_MINE) >= 40
    assert len(LEAVES_FACING) >= 40
    assert len(IT_EXPEDITION) >= 40
    assert len(REFUSED_GA) >= 10
    assert len(TO_RESERVE_FACING) >= 40


@pytest.mark.parametrize("text", sorted(FACING_MINE))
def test_facing_mine_means_facing_me(text: str) -> None:
    # a condition keeps its printed words: "facing mine" there is said as "facing me"
    mine = repr(grammar_meaning(text)).replace("facing mine", "facing me")
    assert mine == repr(grammar_meaning(FACING_MINE[text]))
    assert probe_executes(text)


@pytest.mark.parametrize("text", sorted(LEAVES_FACING))
def test_leaving_the_expedition_facing_me(text: str) -> None:
    read = grammar_meaning(text)["reaction"]
    assert read["trigger"] == "character_leaves_the_expedition_facing_me"
    flt = dict(read.get("filter") or {})
    flt.pop("types", None)
    assert flt == LEAVES_FACING[text]
    assert probe_executes(text)
    assert_round_trip(text)


@pytest.mark.parametrize("text", sorted(TO_RESERVE_FACING))
def test_to_reserve_from_the_expedition_facing_me(text: str) -> None:
    assert grammar_meaning(text) == grammar_meaning(TO_RESERVE_FACING[text])
    assert grammar_meaning(text)["reaction"]["filter"]["facing_me"] is True
    assert probe_executes(text)
    assert_round_trip(text)


@pytest.mark.parametrize("text", sorted(IT_EXPEDITION))
def test_conditions_on_the_moving_expedition(text: str) -> None:
    trigger, kept, of_trigger = IT_EXPEDITION[text]
    read = grammar_meaning(text)["reaction"]
    assert read["trigger"] == trigger
    said = read["if"] if of_trigger else read["effect"][0]["if"]
    assert said == kept
    assert probe_executes(text)
    assert_round_trip(text)


@pytest.mark.parametrize("text", sorted(REFUSED_GA))
def test_each_near_miss_is_refused(text: str) -> None:
    assert not probe_executes(text), REFUSED_GA[text]
