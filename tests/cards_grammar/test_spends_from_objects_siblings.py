"""The siblings of :mod:`.sentences_spends_from_objects` (issue 30, session 38), each judged by
meaning: a quick action's cost spending counters from me (2.5.h) or from one object chosen in the
declaration (5.1.2.c, 7.3.38.a-b); "If [condition], [you may] spend … to [Y]" (6.5.d; a cost never
forced, 1.2.5.b, 6.4.b; Y only if paid, 6.5.f); a spend from any object read alike with or without
"you may" (6.1.g, 6.5.b); near-misses refused with their reasons; the writer printing each back to
the same reading. Boards: test_board_spends_from_objects.py."""

from __future__ import annotations

from typing import Any

import pytest

from scenarios.cards.grammar.first import grammar_ability
from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.grammar.writer.all_rules import write_ability
from scenarios.cards.printed import read_printed

from .probe import effect_steps, probe_card
from .sentences_spends_from_objects import (
    READ_COST_SPENDS,
    READ_IF_SPENDS,
    READ_REPEATS,
    READ_SPEND_FROM_ANY,
    REFUSED_IB,
    ROUND_TRIP_IB,
)


def _executes(text: str) -> None:
    reading = read_printed(probe_card(text))
    assert reading.executable, [a.reason for a in reading.abilities]


def _spend_of(text: str) -> dict[str, Any]:
    (spend,) = [s for s in effect_steps(text) if s.get("action") == "spend_counters"]
    return spend


@pytest.mark.parametrize("text", sorted(READ_COST_SPENDS))
def test_a_cost_spending_from_me_or_a_chosen_object_reads_as_judged(text: str) -> None:
    subject, amount, counter = READ_COST_SPENDS[text]
    ability, why = grammar_ability(text, support=text.startswith("{D}"))
    assert ability is not None, why
    quick = ability.get("quick_action") or ability["support"]["quick_action"]
    cost = quick["cost"]
    if subject == "self":  # the bearer's own counters (2.5.h), no choice
        assert (cost["spend"], cost["counter"]) == (amount, counter), cost
        assert "steps" not in cost, cost
    else:  # one object chosen as the quick action is declared (5.1.2.c)
        assert "spend" not in cost, cost
        (step,) = cost["steps"]
        assert step["action"] == "spend_counters", step
        assert (step["subject"], step["amount"], step["counter"]) == (subject, amount, counter)
        assert not set(step) - {"action", "subject", "filter", "amount", "counter"}, step
        if " another " in text:  # other than me (7.2.1.a)
            assert step["filter"].get("another") is True, step
    assert cost.get("exhaust_me", False) is ("{T}" in text), cost
    _executes(text)


@pytest.mark.parametrize("text", sorted(READ_IF_SPENDS))
def test_a_conditioned_spend_to_a_step_reads_as_judged(text: str) -> None:
    subject, amount, counter, may, condition = READ_IF_SPENDS[text]
    spend = _spend_of(text)
    assert (spend["subject"], spend["amount"], spend["counter"]) == (subject, amount, counter)
    assert spend["if"] == condition, spend  # checked as the step would happen (6.5.d)
    assert spend["may"] is True and spend["to_pay"] is True, spend  # a cost (1.2.5.a)
    # no "you may" printed: never forced all the same (6.4.b); "you may": 6.5.c asks it
    assert spend.get("never_forced", False) is (not may), spend
    assert spend["then"], spend  # Y only if paid (6.5.f)
    _executes(text)


@pytest.mark.parametrize("text", sorted(READ_SPEND_FROM_ANY))
def test_a_spend_from_any_object_reads_alike_with_or_without_you_may(text: str) -> None:
    subject, may = READ_SPEND_FROM_ANY[text]
    spend = _spend_of(text)
    assert spend["subject"] == subject, spend
    assert spend.get("never_forced", False) is (not may), spend
    said, twin_said = ("You may spend", "Spend") if may else ("Spend", "You may spend")
    other = text.replace(said, twin_said)
    twin = _spend_of(other)  # the same step whichever way it is printed
    assert {k: v for k, v in twin.items() if k != "never_forced"} == {
        k: v for k, v in spend.items() if k != "never_forced"
    }
    if " an opponent controls" in text:
        assert spend["filter"]["controller"] == "opponent", spend
    _executes(text)


@pytest.mark.parametrize("text", sorted(READ_REPEATS))
def test_a_step_repeated_per_object_acted_on_reads_as_judged(text: str) -> None:
    before_action, action, subject = READ_REPEATS[text]
    (before,) = effect_steps(text)
    assert before["action"] == before_action and before["any_number"] is True, before
    (repeated,) = before["then"]  # after the step it counts (6.5.i)
    assert (repeated["action"], repeated.get("subject", "")) == (action, subject), repeated
    # that many times, one after the other, not one step of that many objects (6.5.i, 6.5.h)
    assert (repeated["times"], repeated["x_is"]) == (0, "that many"), repeated
    assert not set(repeated) & {"x_chooses", "amount", "per", "may"}, repeated
    _executes(text)


@pytest.mark.parametrize(("text", "words"), sorted(REFUSED_IB.items()))
def test_a_near_miss_stays_refused(text: str, words: str) -> None:
    reading = read_printed(probe_card(text))
    assert not reading.executable
    reasons = " ".join(str(a.reason) for a in reading.abilities)
    _, why = grammar_ability(text, support=False)  # the grammar's own reason too
    assert words.lower() in f"{reasons} {why}".lower(), (reasons, why)


@pytest.mark.parametrize("text", ROUND_TRIP_IB)
def test_round_trip_the_writer_prints_the_same_reading(text: str) -> None:
    reading = read_ability(text)
    reading.pop("text", None)
    written = write_ability(reading)
    back = read_ability(written)
    back.pop("text", None)
    assert back == reading, written


def test_the_writer_says_the_condition_and_the_source() -> None:
    reading = read_ability(
        "{J} If you control a Permanent, you may spend 2 boosts from target Character to "
        "draw a card."
    )
    reading.pop("text", None)
    assert write_ability(reading) == (
        "{J} If you control a permanent, you may spend 2 boosts from target Character to draw "
        "a card."
    )
    cost = read_ability("{T}, Spend 1 boost from me: Draw a card.")
    cost.pop("text", None)
    assert write_ability(cost) == "{T}, Spend 1 of my boosts: Draw a card."


def test_the_siblings_are_many() -> None:
    assert len(READ_COST_SPENDS) >= 40
    assert len(READ_IF_SPENDS) + len(READ_SPEND_FROM_ANY) >= 40
    assert len(READ_REPEATS) >= 40
    assert len(REFUSED_IB) >= 10 and len(ROUND_TRIP_IB) >= 80
