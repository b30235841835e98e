"""id (session 38): the checks every sibling test repeats, in one place — a near-miss
refused with its reason (the printed reader's, else the grammar's own behind it), and the
writer's round trip (a reading written in the cards' style reads back the same)."""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.first import grammar_ability
from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.grammar.writer.all_rules import write_ability
from scenarios.cards.printed import read_printed

from .probe import probe_card


def assert_near_miss_refused(text: str, words: str) -> None:
    """``text`` does not execute, and ``words`` are in the refusal: the printed reader's
    reasons, else the grammar's own reason behind them."""
    reading = read_printed(probe_card(text))
    assert not reading.executable
    reasons = " ".join(str(a.reason) for a in reading.abilities)
    if words not in reasons:  # the grammar's own reason, behind the printed reader's
        _, why = grammar_ability(text, support=False)
        reasons += f" {why}"
    assert words in reasons, reasons


def assert_written_back(text: str) -> str:
    """The grammar's reading of ``text``, written by the writer, reads back the same (the
    printed text kept apart); the words written."""
    reading = read_ability(text)
    reading.pop("text", None)
    written = write_ability(reading)
    back = read_ability(written)
    back.pop("text", None)
    assert back == reading, written
    return written


def assert_reading_written_back(reading: dict[str, Any], note: str = "") -> None:
    """``reading`` (an ability's card structures), written by the writer, reads back the
    same; ``note`` names it in a failure."""
    assert read_ability(write_ability(reading)) == reading, note or reading
