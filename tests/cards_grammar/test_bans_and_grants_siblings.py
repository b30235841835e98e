"""The siblings of :mod:`.sentences_bans_and_grants` (issue 30, g5): each ``READ`` reads
and is executable, each ``REFUSED`` is refused with its reason's words, each ``NOT_READ``
is not executable (never read as something else)."""

from __future__ import annotations

import pytest

from scenarios.cards.grammar.set_lexicon import using_keywords
from scenarios.cards.printed import read_printed

from .probe import probe_card
from .sentences_bans_and_grants import NOT_READ, READ, REFUSED, SET_KEYWORDS


def _read(text: str) -> tuple[bool, list[str]]:
    with using_keywords(SET_KEYWORDS):
        reading = read_printed(probe_card(text))
    return bool(reading.abilities) and reading.executable, [a.reason for a in reading.abilities]


@pytest.mark.parametrize("text", READ)
def test_a_sibling_reads(text: str) -> None:
    executable, reasons = _read(text)
    assert executable, reasons


@pytest.mark.parametrize(("text", "why"), sorted(REFUSED.items()))
def test_a_sibling_is_refused_with_its_reason(text: str, why: str) -> None:
    executable, reasons = _read(text)
    assert not executable
    assert any(why in r for r in reasons), reasons


@pytest.mark.parametrize("text", NOT_READ)
def test_a_sibling_not_read_yet_does_not_run(text: str) -> None:
    assert not _read(text)[0]
