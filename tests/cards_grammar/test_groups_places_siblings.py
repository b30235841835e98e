"""Groups and places (issue 30, session 36): every sibling of sentences_groups_places.py reads to
what it means — a group in "its" Expedition but "it" (6.3.i, 6.5.b), a targeted player's group
(1.2.6.c, 6.5.b, 3.2.10), one group made of two (6.1.e, 6.1.g) — and runs; a status said as had by a
passive is refused with the rule (2.4.1.e; 2.4.5.b); the near-misses stay refused by the whole
reader; the writer prints each reading back to the same reading."""

from __future__ import annotations

from typing import Any

import pytest

from scenarios.cards.grammar.first import grammar_ability, grammar_effect
from scenarios.cards.grammar.writer.all_rules import write_ability
from scenarios.cards.printed import read_printed

from .probe import SPELL, effect_steps, probe_card
from .sentences_groups_places import (
    ITS_GROUPS,
    PLAYERS_GROUPS,
    REFUSED_GX,
    STATUS_PASSIVES,
    UNIONS,
)

_GROUPS = frozenset(
    {
        "characters_in_it",
        "characters_of_target_opponent",
        "characters_of_target_player",
        "objects_in_play",
        "cards_in_your_reserve",
    }
)
READ = {**ITS_GROUPS, **PLAYERS_GROUPS, **UNIONS}


def group_step(text: str) -> dict[str, Any] | None:
    """The first step (breadth first, through "then" / "do") acting on a group."""
    todo = list(effect_steps(text))
    while todo:
        step = todo.pop(0)
        if step.get("subject") in _GROUPS:
            return step
        for key in ("then", "do"):
            more = step.get(key)
            todo.extend(more if isinstance(more, list) else [more] if more else [])
    return None


def _reasons(text: str) -> tuple[bool, str]:
    reading = read_printed(probe_card(text))
    return reading.executable, " ".join(a.reason for a in reading.abilities if a.reason)


def test_the_siblings_are_many() -> None:
    assert len(ITS_GROUPS) >= 40 and len(PLAYERS_GROUPS) >= 40 and len(UNIONS) >= 40
    assert len(STATUS_PASSIVES) >= 40 and len(REFUSED_GX) >= 10


@pytest.mark.parametrize("text", sorted(READ))
def test_each_sibling_reads_to_its_group(text: str) -> None:
    subject, flt = READ[text]
    step = group_step(text)
    assert step is not None, text
    assert (step["subject"], step.get("filter", {})) == (subject, flt)
    assert read_printed(probe_card(text)).executable


@pytest.mark.parametrize("text", sorted(STATUS_PASSIVES))
def test_a_status_said_as_had_is_refused_with_its_rule(text: str) -> None:
    executable, reasons = _reasons(text)
    assert not executable
    assert STATUS_PASSIVES[text] in reasons, reasons


@pytest.mark.parametrize("text", sorted(REFUSED_GX))
def test_each_near_miss_stays_refused(text: str) -> None:
    executable, reasons = _reasons(text)
    assert not executable
    assert REFUSED_GX[text] in reasons, reasons


def _reading(text: str) -> dict[str, Any] | None:
    if text.startswith(SPELL):
        steps, _ = grammar_effect(text[len(SPELL) :])
        return {"effect": steps} if steps else None
    ability, _ = grammar_ability(text, support=False)
    return {k: v for k, v in ability.items() if k != "text"} if ability else None


@pytest.mark.parametrize("text", sorted(t for t in READ if not t.startswith(SPELL)))
def test_the_writer_prints_each_reading_back(text: str) -> None:
    reading = _reading(text)
    assert reading is not None
    written = write_ability(reading)
    assert _reading(written) == reading, written
