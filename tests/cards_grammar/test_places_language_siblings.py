"""The siblings of :mod:`.sentences_places_language` (issue 30, session 40, places as a language):
each read sibling reads to the part judged by meaning and runs; a count or condition is read to
the engine's count of the union named; each near-miss stays refused with its reason; the
slots not built yet are never executed; the writer prints the read ones back to the same
reading. Boards: test_board_places_language.py."""

from __future__ import annotations

from typing import Any

import pytest

from scenarios.cards.condition_texts import count_of
from scenarios.cards.grammar.evaluate.conditions import grammar_condition
from scenarios.cards.grammar.first import grammar_ability, grammar_effect
from scenarios.cards.printed import read_printed

from .grammar_cards import assert_round_trip
from .probe import SPELL, effect_steps, probe_card
from .sentences_places_language import (
    CONDITIONS,
    COUNTS,
    COUNTS_REFUSED,
    PLACES_REFUSED,
    POSSESSIVE_COUNTS,
    POSSESSIVES,
    POSSESSIVES_REFUSED,
    PUTS,
    PUTS_REFUSED,
    TARGETS,
    TARGETS_REFUSED,
    TWO_CONDITIONS,
)


def _holds(step: dict[str, Any], part: dict[str, Any]) -> bool:
    for key, value in part.items():
        if isinstance(value, dict):
            if not isinstance(step.get(key), dict) or not _holds(step[key], value):
                return False
        elif step.get(key) != value:
            return False
    return True


def _grammar_reason(text: str) -> str:
    if text.startswith(SPELL):
        found, why = grammar_effect(text[len(SPELL) :])
    else:
        found, why = grammar_ability(text, support=text.startswith(("{I}", "{D}")))
    assert found is None, found
    return str(getattr(why, "reason", why))


READ = {**TARGETS, **PUTS, **POSSESSIVES}
REFUSED = {**TARGETS_REFUSED, **PLACES_REFUSED, **PUTS_REFUSED, **POSSESSIVES_REFUSED}
ALL_COUNTS = {**COUNTS, **POSSESSIVE_COUNTS}


def test_at_least_forty_siblings_per_construction() -> None:
    assert len(TARGETS) + len(TARGETS_REFUSED) >= 40
    assert len(COUNTS) + len(CONDITIONS) + len(PLACES_REFUSED) + len(COUNTS_REFUSED) >= 40
    assert len(PUTS) + len(PUTS_REFUSED) >= 40
    assert len(POSSESSIVES) + len(POSSESSIVE_COUNTS) + len(POSSESSIVES_REFUSED) >= 40


@pytest.mark.parametrize("text", sorted(READ))
def test_a_sibling_reads_as_judged_and_runs(text: str) -> None:
    step = effect_steps(text)[0]
    assert _holds(step, READ[text]), step
    reading = read_printed(probe_card(text))
    assert reading.executable, [a.reason for a in reading.abilities]


def _per(step: dict[str, Any]) -> str:
    per = step.get("per")
    assert isinstance(per, str), step
    return per


@pytest.mark.parametrize("text", sorted(ALL_COUNTS))
def test_a_count_of_the_place_reads_to_the_engines_count(text: str) -> None:
    """6.5.i: done once for each object counted where the words say."""
    step = effect_steps(text)[0]
    counted = count_of(_per(step))
    assert counted is not None and counted.counted == ALL_COUNTS[text], counted
    reading = read_printed(probe_card(text))
    assert reading.executable, [a.reason for a in reading.abilities]


@pytest.mark.parametrize("text", sorted(CONDITIONS))
def test_a_condition_on_the_place_reads_to_the_count_between_bounds(text: str) -> None:
    """6.5.d: the condition checked as the step would happen, on the union's count."""
    step = effect_steps(text)[0]
    said = step["if"]
    found = grammar_condition(said, said)
    counted, low, high = CONDITIONS[text]
    assert found is not None and found.counted == counted, found
    assert (found.at_least, found.at_most) == (low, high)
    reading = read_printed(probe_card(text))
    assert reading.executable, [a.reason for a in reading.abilities]


@pytest.mark.parametrize(("text", "words"), sorted(REFUSED.items()))
def test_a_near_miss_stays_refused_with_its_reason(text: str, words: str) -> None:
    assert not read_printed(probe_card(text)).executable
    assert words in _grammar_reason(text)


@pytest.mark.parametrize("text", COUNTS_REFUSED)
def test_a_count_the_engine_does_not_count_is_refused_naming_it(text: str) -> None:
    per = _per(effect_steps(text)[0])
    assert count_of(per) is None
    reading = read_printed(probe_card(text))
    assert not reading.executable
    assert any(f"counting '{per}'" in a.reason for a in reading.abilities)


def test_or_before_a_verb_stays_two_conditions() -> None:
    """ "If you control a Character in your Expeditions or your Reserve is empty": two
    conditions, either true (6.5.d) — never a place union."""
    said = effect_steps(TWO_CONDITIONS)[0]["if"]
    found = grammar_condition(said, said)
    assert found is not None and found.kind == "any_of" and len(found.parts) == 2
    first, second = found.parts
    assert first.counted == "you_control"
    assert (second.counted, second.at_most) == ("your_reserve", 0)


@pytest.mark.parametrize(
    "text", sorted(t for t in {**READ, **ALL_COUNTS, **CONDITIONS} if not t.startswith(SPELL))
)
def test_the_writer_prints_it_back(text: str) -> None:
    assert_round_trip(text)


def test_a_target_in_a_hand_is_never_read_whatever_the_other_zone() -> None:
    """3.1.3.d: a hand holds cards, not objects — "target" never names one, with "or" or
    without."""
    for other in ("Reserve", "discard pile"):
        for text in (
            f"{{J}} Return target card in your hand or {other} to your hand.",
            f"{{J}} Return target card in your {other} or hand to your hand.",
        ):
            assert "3.1.3.d" in _grammar_reason(text), text
