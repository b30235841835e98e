"""The entering counters siblings judged by meaning
(tests/cards_grammar/sentences_entering_counters.py): each read one reads as meant, each near-miss
is refused with a reason (precision first)."""

from __future__ import annotations

from typing import Any

import pytest

from scenarios.cards.grammar.first import grammar_ability
from scenarios.cards.printed import read_printed
from scenarios.cards.printed.card import PrintedCard

from .sentences_entering_counters import COUNTER_EDGES, ENTERING, JOINING, LEAVING, REMINDERS, SPELL

GRAMMAR = {**ENTERING, **LEAVING, **JOINING}


def _card(text: str) -> PrintedCard:
    if text.startswith(SPELL):
        return PrintedCard("Fixture", "Spell", hand_cost=2, reserve_cost=1, main_text=text[6:])
    return PrintedCard(
        "Fixture", "Character", hand_cost=1, reserve_cost=1, forest=1, mountain=1, water=1,
        main_text=text,
    )  # fmt: skip


@pytest.mark.parametrize("text", sorted(GRAMMAR))
def test_each_sibling_reads_as_meant_or_is_refused(text: str) -> None:
    wanted: dict[str, Any] | None = GRAMMAR[text]
    if text.startswith(SPELL):
        assert not read_printed(_card(text), patterns=False).executable
        return
    if wanted is None:
        reading = read_printed(_card(text), patterns=False)
        assert not reading.executable
        assert all(a.reason for a in reading.abilities if a.status != "executed")
        return
    ability, stop = grammar_ability(text, support=False)
    assert ability is not None, stop.reason if stop else ""
    assert {k: v for k, v in ability.items() if k != "text"} == wanted
    assert read_printed(_card(text), patterns=False).executable


@pytest.mark.parametrize("text", sorted({**REMINDERS, **COUNTER_EDGES}))
def test_reminders_and_kept_triggers_run_or_are_refused(text: str) -> None:
    runs = {**REMINDERS, **COUNTER_EDGES}[text]
    reading = read_printed(_card(text), patterns=False)
    assert reading.executable is runs, [(a.text, a.reason) for a in reading.abilities]


def test_a_support_ability_entering_play_is_refused_by_name() -> None:
    """{I} works only in Reserve (2.2.12.i): the card entering play is not read there."""
    card = PrintedCard(
        "Fixture", "Character", hand_cost=1, reserve_cost=1, forest=1, mountain=1, water=1,
        main_text="", support_text="{I} I enter play with 2 Wisdom counters.",
    )  # fmt: skip
    reading = read_printed(card, patterns=False)
    assert not reading.executable
    assert all(a.reason for a in reading.abilities if a.status != "executed")


@pytest.mark.parametrize("text", sorted(t for t, r in GRAMMAR.items() if r is not None))
def test_each_read_sibling_is_written_back_as_itself(text: str) -> None:
    """round_trip: the writer prints the reading in card style, and it reads the same."""
    from scenarios.cards.grammar.writer.all_rules import write_ability

    ability, _ = grammar_ability(text, support=False)
    assert ability is not None
    written = write_ability(ability)
    again, stop = grammar_ability(written, support=False)
    assert again is not None, (written, stop.reason if stop else "")
    assert {k: v for k, v in again.items() if k != "text"} == GRAMMAR[text], written
