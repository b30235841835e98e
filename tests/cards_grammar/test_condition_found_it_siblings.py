"""Condition forms (session 39): "it" for the object a condition found — "If you control a token, it
gains 1 boost", "If there is a Spell in your Reserve, return it to your hand" — read as the
twin saying the object, one chosen by the effect's controller as the step would happen
(6.1.g; the condition checked first, 6.5.d), written back the same; "it" after a trigger
naming objects stays the trigger's (6.3.i); near-misses refused. Boards:
test_board_condition_found_it.py."""

from __future__ import annotations

import pytest

from scenarios.cards.grammar.writer.meaning_audit import SPELL, audit
from scenarios.cards.printed import read_printed

from .probe import probe_card
from .sentences_condition_forms import KEPT_CONDITION_IT, READ_CONDITION_IT, REFUSED_CONDITION_IT
from .sibling_checks import assert_near_miss_refused
from .test_instead_if_siblings import _reading


@pytest.mark.parametrize(("text", "twin"), sorted(READ_CONDITION_IT.items()))
def test_it_is_one_object_the_condition_found(text: str, twin: str) -> None:
    found = _reading(text)
    assert found == _reading(twin)
    assert "'subject': 'it'" not in str(found)  # a chosen object, never "it" naming nothing
    assert read_printed(probe_card(text)).executable, text
    written = audit(text.removeprefix(SPELL), spell=text.startswith(SPELL))
    assert written.kind == "same", written


@pytest.mark.parametrize(("text", "subject"), sorted(KEPT_CONDITION_IT.items()))
def test_it_after_a_trigger_or_a_step_keeps_its_object(text: str, subject: str) -> None:
    found = _reading(text)
    part = found.get("reaction") or found.get("quick_action") or found
    assert part["effect"][0]["subject"] == subject, part


@pytest.mark.parametrize(("text", "words"), sorted(REFUSED_CONDITION_IT.items()))
def test_a_condition_it_near_miss_stays_refused(text: str, words: str) -> None:
    if text.startswith(SPELL):
        reading = read_printed(probe_card(text))
        assert not reading.executable
        assert any(words in str(a.reason) for a in reading.abilities), reading.abilities
        return
    assert_near_miss_refused(text, words)


def test_the_siblings_are_many() -> None:
    assert len(READ_CONDITION_IT) >= 40 and len(REFUSED_CONDITION_IT) >= 5
