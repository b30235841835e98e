"""The siblings of :mod:`.sentences_trigger_limits` (issue 30, session 36), each judged by meaning:
a Reaction's limit per turn (4.2.3.e) and counter-state triggers (2.5.g, 2.5.h) read as
judged; the near-misses stay refused, their reason holding the words or rule said."""

from __future__ import annotations

from typing import Any

import pytest

from scenarios.cards.grammar.first import grammar_ability, grammar_effect
from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.grammar.semantics.named_values import FACTIONS
from scenarios.cards.grammar.writer.all_rules import write_ability
from scenarios.cards.printed import read_printed

from .grammar_cards import assert_round_trip
from .probe import SPELL, probe_card
from .sentences_trigger_limits import (
    CHOICE_READ,
    CHOICE_REFUSED,
    NAMED_READ,
    NAMED_REFUSED,
    READ_COUNTERS,
    READ_TURN,
    REFUSED_COUNTERS,
    REFUSED_TURN,
)


def _refusal(text: str) -> str:
    """The grammar's reason for not reading ``text`` (``""`` when it reads it)."""
    if text.startswith(SPELL):
        steps, why = grammar_effect(text[len(SPELL) :])
        return "" if steps is not None else str(why)
    ability, why = grammar_ability(text, support=text.startswith("{I}"))
    return "" if ability is not None else str(why)


def _reaction(text: str) -> dict[str, Any]:
    support = text.startswith("{I} ")
    reading = read_ability(text[len("{I} ") :] if support else text)
    return dict(reading["reaction"])


@pytest.mark.parametrize("text", sorted(READ_TURN))
def test_4_2_3_e_a_reactions_limit_each_turn(text: str) -> None:
    reaction = _reaction(text)
    assert reaction["per_turn"] == READ_TURN[text], reaction
    assert "per_day" not in reaction
    assert not any(k.startswith("_") for s in reaction["effect"] for k in s), reaction
    assert read_printed(probe_card(text)).executable


@pytest.mark.parametrize(("text", "words"), sorted(REFUSED_TURN.items()))
def test_a_limit_per_turn_near_miss_stays_refused(text: str, words: str) -> None:
    why = _refusal(text)
    assert why and words in why, why
    assert not read_printed(probe_card(text)).executable


def test_the_limit_per_turn_is_written_back() -> None:
    text = "When you play a Spell \u2014 I gain 1 boost. Use this ability only twice per turn."
    reading = {"text": text, **read_ability(text)}
    written = write_ability(reading)
    assert written.endswith("This ability triggers only twice per turn."), written
    assert read_ability(written)["reaction"]["per_turn"] == 2


_WRITTEN = sorted(t for t in READ_TURN if not t.startswith(("{I}", "At the end of your turn")))
"""The limits per turn written back (the writer prints no "At the end of your turn" yet)."""


@pytest.mark.parametrize("text", _WRITTEN)
def test_a_limit_per_turn_round_trips(text: str) -> None:
    assert_round_trip(text)


def test_a_quick_actions_limit_each_turn_said_first() -> None:
    # "Once per turn, {1}: …": the quick action's plays in one turn (4.2.3.e, 5.1.2.g)
    reading = read_ability("Once per turn, {1}: Draw a card.")
    assert reading["quick_action"]["per_turn"] == 1
    kept = read_ability("{T}: Draw a card. (Once per turn.)")  # the parenthesis is no reminder
    assert kept["quick_action"]["per_turn"] == 1


@pytest.mark.parametrize("text", sorted(READ_COUNTERS))
def test_2_5_h_counter_state_triggers(text: str) -> None:
    trigger, counter, flt = READ_COUNTERS[text]
    reaction = _reaction(text)
    assert reaction["trigger"] == trigger, reaction
    assert reaction.get("counter", "") == counter, reaction
    assert reaction.get("filter", {}) == flt, reaction
    assert read_printed(probe_card(text)).executable


@pytest.mark.parametrize(("text", "words"), sorted(REFUSED_COUNTERS.items()))
def test_a_counter_state_near_miss_stays_refused(text: str, words: str) -> None:
    why = _refusal(text)
    assert why and words in why, why
    assert not read_printed(probe_card(text)).executable


def test_the_siblings_are_many() -> None:
    assert len(READ_TURN) + len(REFUSED_TURN) >= 40
    assert len(READ_COUNTERS) + len(REFUSED_COUNTERS) >= 40


def _effect(text: str) -> list[dict[str, Any]]:
    if text.startswith(SPELL):
        steps, why = grammar_effect(text[len(SPELL) :])
        assert steps is not None, why
        return steps
    ability, why = grammar_ability(text, support=text.startswith(("{I}", "{D}")))
    assert ability is not None, why
    found = next(v for k, v in ability.items() if k in ("reaction", "quick_action"))
    return list(found["effect"])


@pytest.mark.parametrize("text", sorted(CHOICE_READ))
def test_6_1_g_a_card_chosen_among_those_seen(text: str) -> None:
    to, flt, rest = CHOICE_READ[text]
    seeing = _effect(text)[0]
    assert seeing["action"] in ("look", "reveal") and seeing["subject"] == "top_cards_of_your_deck"
    chosen, rest_put = seeing["then"]
    assert chosen["subject"] == "a_card_among_them" and chosen["to"] == to, chosen
    assert chosen.get("filter", {}) == flt, chosen
    assert not any(k.startswith("_") for k in chosen), chosen
    assert rest_put["position"] == "bottom" and rest_put.get("times", 1) == rest, rest_put
    assert read_printed(probe_card(text)).executable


@pytest.mark.parametrize(("text", "words"), sorted({**CHOICE_REFUSED, **NAMED_REFUSED}.items()))
def test_a_choice_or_naming_near_miss_stays_refused(text: str, words: str) -> None:
    why = _refusal(text)
    assert why and words in why, why
    assert not read_printed(probe_card(text)).executable


@pytest.mark.parametrize("text", sorted(NAMED_READ))
def test_6_1_g_a_faction_named(text: str) -> None:
    choice = _effect(text)[0]
    assert choice["named"] == "faction" and choice["choose"] == 1, choice
    assert [m["text"] for m in choice["modes"]] == list(FACTIONS)
    first = str(choice["modes"][0]["effect"])
    assert NAMED_READ[text] in first, first
    assert "named" not in first, first
    assert read_printed(probe_card(text)).executable


def test_the_choices_and_namings_are_many() -> None:
    assert len(CHOICE_READ) + len(CHOICE_REFUSED) + len(NAMED_READ) + len(NAMED_REFUSED) >= 35
