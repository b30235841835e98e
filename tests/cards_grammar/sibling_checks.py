"""id (session 38): the checks every sibling test repeats, in one place — a near-miss
refused with its reason (the printed reader's, else the grammar's own behind it), and the
writer's round trip (a reading written in the cards' style reads back the same)."""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.first import grammar_ability, grammar_effect
from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.grammar.writer.all_rules import write_ability
from scenarios.cards.printed import read_printed

from .probe import SPELL, probe_card


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


def step_holds(step: dict[str, Any], part: dict[str, Any]) -> bool:
    """Whether a reading's step holds every key of ``part`` (nested dictionaries compared key
    by key, so a test names only what the sibling's meaning decides)."""
    for key, value in part.items():
        if isinstance(value, dict):
            if not isinstance(step.get(key), dict) or not step_holds(step[key], value):
                return False
        elif step.get(key) != value:
            return False
    return True


def grammar_reason(text: str) -> str:
    """The grammar's own reason for refusing ``text`` (a Spell's effect when it starts with
    the probe's Spell marker, else an ability; support abilities by their icon)."""
    if text.startswith(SPELL):
        found, why = grammar_effect(text[len(SPELL) :])
    else:
        found, why = grammar_ability(text, support=text.startswith(("{I}", "{D}")))
    assert found is None, found
    return str(getattr(why, "reason", why))
