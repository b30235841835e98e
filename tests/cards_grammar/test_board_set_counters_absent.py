"""A set's counter absent from an object (issue 30): "without a Lantern counter", "without
an Ember counter", "without any Lantern counters" — "with no Lantern counters" said the
other way (2.5: a counter of any name; 2.5.c: an object has it or not), in every slot a
description fills. Sentences written for this test; names invented."""

from __future__ import annotations

from typing import Any

import pytest

from engine import CardType, GameBuilder
from scenarios.cards.printed import PrintedCard, read_printed

from ..cards_text.helpers import names, play
from ..engine.helpers import find
from .grammar_cards import answer_picking, grammar_fields

ABSENT = (
    "{J} Send target Character without a Quorlen counter to Reserve.",
    "{J} Characters you control without an Ashvel counter gain 1 boost.",
    "When a Character without a Quorlen counter joins your Expedition \u2014 Draw a card.",
)


def _said(text: str) -> list[dict[str, Any]]:
    card = PrintedCard("Probe", "Character", hand_cost=1, reserve_cost=1, main_text=text)
    reading = read_printed(card, patterns=False)
    assert reading.executable, [a.reason for a in reading.abilities]
    return [a.model_dump(mode="json", exclude_defaults=True) for a in reading.model.abilities]


@pytest.mark.parametrize("text", ABSENT)
def test_2_5_without_a_named_counter_reads_as_with_none(text: str) -> None:
    """Each reads as the same sentence saying "with no … counters" (the printed text aside)."""
    other = (
        text.replace("without a ", "with no ")
        .replace("without an ", "with no ")
        .replace("without any ", "with no ")
        .replace(" counter ", " counters ")
    )
    said, meant = _said(text), _said(other)
    for a in (*said, *meant):
        a.pop("text", None)
    assert said == meant


def _order(spell: str) -> tuple[Any, list[str]]:
    """p1 plays a Spell printing ``spell``; "Lit" (1 Ashvel counter) and "Dark" (none) in the
    Hero Expedition: the state after, the cards in p1's Reserve."""
    fields = {**grammar_fields(spell, "Order", unique=False, type="Spell")}
    fields["type"] = CardType.SPELL
    stats = {"forest": 1, "mountain": 1, "water": 1}
    b = GameBuilder().in_hand("p1", "Order", **fields)
    b = b.in_expedition("p1", "hero", "Lit", counters={"Ashvel": 1}, **stats)
    b = b.in_expedition("p1", "hero", "Dark", **stats)
    b = b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4)
    state, entries = play(b, "Order", "spell")
    state, _ = answer_picking(state, tuple(entries), ("Dark", "Lit"))
    return state, names(state, "reserve:p1")


def test_2_5_c_the_group_without_the_counter_is_boosted_the_one_with_it_not() -> None:
    state, _ = _order("Characters you control without an Ashvel counter gain 1 boost.")
    assert state.objects[find(state, "Dark")].boosts == 1
    assert state.objects[find(state, "Lit")].boosts == 0


def test_2_5_c_a_target_without_the_counter_only_that_one_may_be_chosen() -> None:
    _, reserve = _order("Send target Character without any Ashvel counters to Reserve.")
    assert "Dark" in reserve and "Lit" not in reserve


def test_6_5_i_a_count_of_those_without_the_counter() -> None:
    """A count keeps its words (the engine reads them as it counts): one Character without
    the counter, one card drawn."""
    state, _ = _order("Draw a card for each Character you control without any Ashvel counters.")
    assert len(state.zone("deck:p1")) == 3
