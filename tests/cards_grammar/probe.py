"""The card a sibling test reads its sentence on: ``probe_card`` of benchmarks/_common.py,
the one helper the sibling benchmarks and their tests share, so a test and its benchmark
read a sentence off the same card (a Character costing ``hand_cost``, 1/1/1, or a Spell
for a sentence marked ``SPELL``)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

from typing import Any

from _common import SPELL, audit_card, probe_card

from scenarios.cards.grammar.first import grammar_ability, grammar_effect


def first_effect(reading: Any) -> list[dict[str, Any]] | None:
    """The first effect (a list of steps) found in a reading."""
    if isinstance(reading, dict):
        if isinstance(reading.get("effect"), list):
            return reading["effect"]
        for value in reading.values():
            found = first_effect(value)
            if found is not None:
                return found
    return None


def effect_steps(text: str) -> list[dict[str, Any]]:
    """The steps the grammar reads in ``text`` (a Spell's effect if marked ``SPELL``, else
    the first effect of the ability)."""
    if text.startswith(SPELL):
        steps, _ = grammar_effect(text[len(SPELL) :])
        assert steps is not None
        return steps
    ability, why = grammar_ability(text, support=text.startswith(("{I}", "{D}")))
    effect = first_effect(ability)
    assert effect is not None, why
    return effect


__all__ = ["SPELL", "audit_card", "effect_steps", "first_effect", "probe_card"]
