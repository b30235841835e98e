"""Place and quantity (session 33) siblings (``sentences_place_quantity``), judged by meaning: each
read sibling reads as the construction means and its card executes; each near-miss is refused with
the judge's reason naming its words (6.5.i, 1.2.1.b, 2.2.2, 3.2.5)."""

from __future__ import annotations

import re

import pytest

from engine.state.cards import ConditionKind, Counted
from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.printed import read_printed
from scenarios.cards.vocabulary import condition_of

from .grammar_cards import ability_steps
from .probe import probe_card
from .sentences_place_quantity import CAPPED, COMPARED, NOT_READ_YET, ONLY_IN, REFUSED

_steps = ability_steps


def _condition(text: str) -> str:
    """The condition's words ("If [condition], …"), as the reader keeps them (lower case):
    some are read by the card grammar, the others by the printed reader's patterns, both
    compiled by ``condition_of``."""
    found = re.search(r"\bIf (?P<c>[^,]+),", text)
    assert found is not None, text
    return found["c"].lower().replace("i'm", "i am")


def test_at_least_forty_siblings_per_construction() -> None:
    assert len(CAPPED) >= 40 and len(COMPARED) >= 40 and len(ONLY_IN) >= 40


@pytest.mark.parametrize("text", sorted(CAPPED))
def test_capped_counts(text: str) -> None:
    action, counted, cap, most = CAPPED[text]
    [step] = _steps(read_ability(text))
    assert step["action"] == action
    assert step["per"] == counted
    assert step[cap] == most
    assert read_printed(probe_card(text)).executable, text


@pytest.mark.parametrize("text", sorted(COMPARED))
def test_players_counts_compared(text: str) -> None:
    at_least, at_most, subtypes, target = COMPARED[text]
    condition = condition_of(_condition(text))
    assert condition is not None
    assert condition.counted == Counted.LEAD
    assert condition.lead_of == Counted.YOU_CONTROL
    assert (condition.at_least, condition.at_most) == (at_least, at_most)
    assert condition.filter is not None and condition.filter.subtypes == subtypes
    assert condition.against_target is target
    assert read_printed(probe_card(text)).executable, text


@pytest.mark.parametrize("text", sorted(ONLY_IN))
def test_only_card_in_your_reserve(text: str) -> None:
    condition = condition_of(_condition(text))
    assert condition is not None and condition.kind == ConditionKind.ALL_OF
    me_there, no_other = condition.parts
    assert me_there.counted == no_other.counted == Counted.YOUR_RESERVE
    assert me_there.filter is not None and me_there.filter.only_me and me_there.at_least == 1
    assert no_other.filter is not None and no_other.filter.another and no_other.at_most == 0
    types = {t.value for t in no_other.filter.types}
    assert types == (set() if ONLY_IN[text] == "card" else {ONLY_IN[text]})
    assert read_printed(probe_card(text)).executable, text


@pytest.mark.parametrize("text", sorted(REFUSED))
def test_near_misses_refused_with_the_reason(text: str) -> None:
    reading = read_printed(probe_card(text))
    assert not reading.executable, text
    reasons = " ".join(str(a.reason) for a in reading.abilities).lower()
    assert REFUSED[text] in reasons, reasons


@pytest.mark.parametrize("text", NOT_READ_YET)
def test_not_read_yet_stays_not_executable(text: str) -> None:
    assert not read_printed(probe_card(text)).executable, text
