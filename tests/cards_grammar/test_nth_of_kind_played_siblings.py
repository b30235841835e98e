"""Condition forms (session 39): "If it's your second Spell this turn" / "If it's the first
Character you played this Day": the siblings of :mod:`.sentences_condition_forms` read as the
condition on the card the trigger names (6.3.i) — the Nth of its kind its Reaction's controller
played in the period, itself counted (5.1.2.k; 4.2.3, 4.1) — written back the same; near-misses
refused. Boards: test_board_nth_of_kind_played.py."""

from __future__ import annotations

from typing import Any

import pytest

from engine.state.cards import ConditionKind
from engine.state.enums import CardType
from scenarios.cards.condition_texts import condition_of
from scenarios.cards.grammar.writer.meaning_audit import audit, read
from scenarios.cards.printed import read_printed

from .probe import probe_card
from .sentences_condition_forms import READ_NTH_PLAYED, REFUSED_NTH_PLAYED
from .sibling_checks import assert_near_miss_refused


def _conditions(found: Any) -> list[str]:
    """Every "if" text in a reading."""
    if isinstance(found, dict):
        here = [found["if"]] if isinstance(found.get("if"), str) else []
        return here + [c for v in found.values() for c in _conditions(v)]
    if isinstance(found, list):
        return [c for v in found for c in _conditions(v)]
    return []


@pytest.mark.parametrize(("text", "judged"), sorted(READ_NTH_PLAYED.items()))
def test_the_card_it_names_is_the_nth_played(text: str, judged: tuple[int, str, str]) -> None:
    n, kind, period = judged
    assert read_printed(probe_card(text)).executable, text
    (said,) = _conditions(read(text))
    condition = condition_of(said)
    assert condition is not None and condition.kind == ConditionKind.IT_NTH_PLAYED
    assert (condition.at_least, condition.at_most, condition.counted) == (n, n, period)
    types = condition.filter.types if condition.filter is not None else frozenset()
    assert types == (frozenset() if kind == "card" else {CardType(kind.capitalize())})
    written = audit(text)
    assert written.kind == "same", written


@pytest.mark.parametrize(("text", "words"), sorted(REFUSED_NTH_PLAYED.items()))
def test_an_ordinal_near_miss_stays_refused(text: str, words: str) -> None:
    if text.startswith("SPELL "):
        reading = read_printed(probe_card(text))
        assert not reading.executable
        assert any(words in str(a.reason) for a in reading.abilities)
        return
    assert_near_miss_refused(text, words)


def test_the_siblings_are_many() -> None:
    assert len(READ_NTH_PLAYED) >= 40 and len(REFUSED_NTH_PLAYED) >= 5
