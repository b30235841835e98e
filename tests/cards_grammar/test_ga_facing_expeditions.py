"""ga (issue 30, session 33): Expeditions described and related — "the Expedition facing
mine" reads as "the Expedition facing me" in every slot (1.2.3.c), "When a [Character] leaves
the Expedition facing me" (7.5.11.a), "if it is ahead / behind / tied / facing mine" said of a
moving Expedition (7.5.2, 1.2.3.c); each sibling executes, writes back and reads the same,
and the near-misses stay refused (sentences_ga_facing_expeditions.py)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

from scenarios.cards.grammar.first import grammar_ability
from scenarios.cards.grammar.writer.all_rules import write_ability
from scenarios.cards.printed import read_printed

from .sentences_ga_facing_expeditions import (
    FACING_MINE,
    IT_EXPEDITION,
    LEAVES_FACING,
    REFUSED_GA,
    TO_RESERVE_FACING,
)

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from _common import probe_card


def _meaning(text: str) -> dict[str, Any]:
    ability, stop = grammar_ability(text, support=text.startswith(("{I}", "{D}")))
    assert ability is not None, stop.reason if stop else text
    return {k: v for k, v in ability.items() if k != "text"}


def _executes(text: str) -> bool:
    """Whether the whole card (a 1-cost Character printing ``text``) runs in the engine."""
    return bool(read_printed(probe_card(text)).executable)


def _round_trip(text: str) -> None:
    read = _meaning(text)
    written = write_ability(read)
    assert _meaning(written) == read, written


def test_the_siblings_are_many() -> None:
    assert len(FACING_MINE) >= 40
    assert len(LEAVES_FACING) >= 40
    assert len(IT_EXPEDITION) >= 40
    assert len(REFUSED_GA) >= 10
    assert len(TO_RESERVE_FACING) >= 40


@pytest.mark.parametrize("text", sorted(FACING_MINE))
def test_facing_mine_means_facing_me(text: str) -> None:
    # a condition keeps its printed words: "facing mine" there is said as "facing me"
    mine = repr(_meaning(text)).replace("facing mine", "facing me")
    assert mine == repr(_meaning(FACING_MINE[text]))
    assert _executes(text)


@pytest.mark.parametrize("text", sorted(LEAVES_FACING))
def test_leaving_the_expedition_facing_me(text: str) -> None:
    read = _meaning(text)["reaction"]
    assert read["trigger"] == "character_leaves_the_expedition_facing_me"
    flt = dict(read.get("filter") or {})
    flt.pop("types", None)
    assert flt == LEAVES_FACING[text]
    assert _executes(text)
    _round_trip(text)


@pytest.mark.parametrize("text", sorted(TO_RESERVE_FACING))
def test_to_reserve_from_the_expedition_facing_me(text: str) -> None:
    assert _meaning(text) == _meaning(TO_RESERVE_FACING[text])
    assert _meaning(text)["reaction"]["filter"]["facing_me"] is True
    assert _executes(text)
    _round_trip(text)


@pytest.mark.parametrize("text", sorted(IT_EXPEDITION))
def test_conditions_on_the_moving_expedition(text: str) -> None:
    trigger, kept, of_trigger = IT_EXPEDITION[text]
    read = _meaning(text)["reaction"]
    assert read["trigger"] == trigger
    said = read["if"] if of_trigger else read["effect"][0]["if"]
    assert said == kept
    assert _executes(text)
    _round_trip(text)


@pytest.mark.parametrize("text", sorted(REFUSED_GA))
def test_each_near_miss_is_refused(text: str) -> None:
    assert not _executes(text), REFUSED_GA[text]
