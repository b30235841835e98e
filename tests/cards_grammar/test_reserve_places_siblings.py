"""Reserve places (issue 30): every sibling of sentences_reserve_places.py reads to what it means —
a target in a Reserve or a Discard pile (1.2.6.c, 6.5.b; put in your hand, 7.3.27.a, 3.1.2.c), the
Nth card played from your Reserve (5.1.2.d, 5.1.2.k) — and the near-misses stay refused by the whole
reader (both the grammar and the patterns); the writer prints each back to the same reading."""

from __future__ import annotations

from typing import Any

import pytest

from scenarios.cards.grammar.first import grammar_ability, grammar_effect
from scenarios.cards.grammar.writer.all_rules import write_ability
from scenarios.cards.printed import read_printed

from .probe import SPELL, probe_card
from .sentences_reserve_places import (
    FIRST_FROM_RESERVE,
    FIRST_FROM_RESERVE_COSTS,
    MY_FORMER_EXPEDITION,
    REFUSED_GU,
    TARGET_IN_ZONE,
)


def _ability(text: str) -> dict[str, Any]:
    ability, stop = grammar_ability(text, support=text.startswith("{D}"))
    assert ability is not None, stop.reason if stop else text
    return {k: v for k, v in ability.items() if k != "text"}


def _first_step(text: str) -> dict[str, Any]:
    if text.startswith(SPELL):
        effect, stop = grammar_effect(text[len(SPELL) :])
        assert effect is not None, stop.reason if stop else text
    else:
        ability = _ability(text)
        effect = (ability.get("reaction") or ability["quick_action"])["effect"]  # {D}: 2.2.12
    step = effect[0]
    while "action" in step and step["action"] not in ("put", "discard", "return", "exhaust"):
        step = step["then"][0]  # pragma: no cover - every sibling's first step is the move
    return dict(step)


def test_the_siblings_are_many() -> None:
    assert len(TARGET_IN_ZONE) >= 40
    assert len(FIRST_FROM_RESERVE) + len(FIRST_FROM_RESERVE_COSTS) >= 40
    assert len(REFUSED_GU) >= 10


@pytest.mark.parametrize("text", sorted(TARGET_IN_ZONE))
def test_each_target_in_a_zone_reads_to_its_step(text: str) -> None:
    step = _first_step(text)
    expected = TARGET_IN_ZONE[text]
    assert {k: step.get(k) for k in expected} == expected
    assert step.get("up_to", 0) == expected.get("up_to", 0)
    assert "filter" in step or "filter" not in expected
    assert step.get("filter", {}) == expected.get("filter", {})
    assert step.get("may", False) == ("You may" in text)
    assert read_printed(probe_card(text)).executable


@pytest.mark.parametrize("text", sorted(FIRST_FROM_RESERVE))
def test_each_nth_played_from_your_reserve_is_that_trigger(text: str) -> None:
    reaction = _ability(text)["reaction"]
    assert {k: v for k, v in reaction.items() if k not in ("effect", "text")} == (
        FIRST_FROM_RESERVE[text]
    )
    assert read_printed(probe_card(text)).executable


@pytest.mark.parametrize("text", sorted(FIRST_FROM_RESERVE_COSTS))
def test_each_nth_played_from_your_reserve_costs_less(text: str) -> None:
    cost = _ability(text)["passive"]["cost"]
    expected = FIRST_FROM_RESERVE_COSTS[text]
    assert cost["change"] == expected["change"]
    assert cost["played"] == expected["played"]


@pytest.mark.parametrize("text", sorted(REFUSED_GU))
def test_each_near_miss_is_refused_by_the_whole_reader(text: str) -> None:
    spell = not text.startswith(("{", "When", "At", "The"))
    reading = read_printed(probe_card(SPELL + text if spell else text))
    assert not reading.executable
    reasons = " ".join(a.reason for a in reading.abilities if a.status != "executed")
    assert REFUSED_GU[text] in reasons


_WRITTEN = sorted(
    t
    for t in TARGET_IN_ZONE
    # the main writer words an opponent's Discard pile's card moved with "Return" (a synonym,
    # 7.3.27.b), which reads back as "return": not this section's words
    if not t.startswith(SPELL) and "discard pile in its owner's" not in t
)


@pytest.mark.parametrize("text", _WRITTEN[::5])
def test_a_sibling_is_written_and_read_back_the_same(text: str) -> None:
    read = _ability(text)
    written = write_ability({**read, "text": text})
    assert _ability(written) == read


@pytest.mark.parametrize("text", sorted(FIRST_FROM_RESERVE)[::5])
def test_a_trigger_sibling_is_written_and_read_back_the_same(text: str) -> None:
    read = _ability(text)
    written = write_ability({**read, "text": text})
    assert _ability(written) == read


def test_the_former_siblings_are_many() -> None:
    assert len(MY_FORMER_EXPEDITION) >= 35


@pytest.mark.parametrize("text", sorted(MY_FORMER_EXPEDITION))
def test_each_my_former_expedition_is_my_expedition_after_i_left(text: str) -> None:
    trigger, expected = MY_FORMER_EXPEDITION[text]
    reaction = _ability(text)["reaction"]
    assert reaction["trigger"] == trigger
    (step,) = reaction["effect"]
    assert {k: step.get(k) for k in expected} == expected
    assert step.get("filter", {}) == expected.get("filter", {})
    assert read_printed(probe_card(text)).executable


@pytest.mark.parametrize("text", sorted(MY_FORMER_EXPEDITION)[::6])
def test_a_former_sibling_is_written_and_read_back_the_same(text: str) -> None:
    read = _ability(text)
    written = write_ability({**read, "text": text})
    assert _ability(written) == read
