"""Condition forms (session 39): "[X'] instead if [c]" reads as its "If [c], [X'] instead" twin —
the replacing modifier of the step before (6.2.b), the condition checked once as the step would
happen (6.5.e) or on the object the step chose once chosen (6.5.d) — written back the same; each
near-miss refused as its twin is. Boards: test_board_instead_if.py."""

from __future__ import annotations

from typing import Any

import pytest

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.writer.meaning_audit import SPELL, audit, read
from scenarios.cards.printed import read_printed

from .probe import probe_card
from .sentences_condition_forms import INSTEAD_IF_TWINS, REFUSED_INSTEAD_IF
from .sibling_checks import assert_near_miss_refused


def _reading(text: str) -> dict[str, Any]:
    reading = read(text.removeprefix(SPELL), spell=text.startswith(SPELL))
    for part in ("reaction", "quick_action"):
        if part in reading:
            reading[part] = {k: v for k, v in reading[part].items() if k != "text"}
    return reading


@pytest.mark.parametrize(("text", "twin"), sorted(INSTEAD_IF_TWINS.items()))
def test_instead_if_reads_as_its_if_first_twin(text: str, twin: str) -> None:
    """The same structures as the twin: one step, the replacing one under the condition, the
    replaced one its "otherwise" (never both, 6.2.b); the card executes; written back the same."""
    assert _reading(text) == _reading(twin)
    assert read_printed(probe_card(text)).executable, text
    written = audit(text.removeprefix(SPELL), spell=text.startswith(SPELL))
    assert written.kind == "same", written


@pytest.mark.parametrize(("text", "words"), sorted(REFUSED_INSTEAD_IF.items()))
def test_an_instead_if_near_miss_stays_refused(text: str, words: str) -> None:
    if not text.startswith(SPELL):
        assert_near_miss_refused(text, words)
        return
    with pytest.raises(NotRead) as refused:
        read(text.removeprefix(SPELL), spell=True)
    assert words in str(refused.value)


def test_the_siblings_are_many() -> None:
    assert len(INSTEAD_IF_TWINS) >= 40 and len(REFUSED_INSTEAD_IF) >= 5
