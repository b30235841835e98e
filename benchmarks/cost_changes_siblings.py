"""Cost changes as one composed construction (issue 30, gram101): each sibling of
tests/cards_grammar/sentences_cost_changes.py read by the grammar alone and judged by what
its compiled cost alteration MEANS (5.1.2.f) — right (every field it must hold is there on
one alteration, or it is refused where the engine cannot decide it), WRONG (read, but
meaning something else: a precision failure) or refused (the judge resolves it by hand).

    .venv/bin/python benchmarks/cost_changes_siblings.py [--list]
"""

from __future__ import annotations

import dataclasses
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _common import probe_card
from _siblings import read_verdict, report_judged

from engine.state.abilities import CostSpec, NextPlayed
from scenarios.cards.compile import compile_card
from scenarios.cards.printed import read_printed
from tests.cards_grammar.sentences_cost_changes import SIBLINGS, Meaning


def alterations(value: Any) -> list[CostSpec | NextPlayed]:
    """Every cost alteration held anywhere in ``value`` (dataclasses and sequences walked)."""
    if isinstance(value, (CostSpec, NextPlayed)):
        return [value]
    if isinstance(value, dict):
        return [a for v in value.values() for a in alterations(v)]
    if isinstance(value, (list, tuple)):
        return [a for v in value for a in alterations(v)]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return [a for f in dataclasses.fields(value) for a in alterations(getattr(value, f.name))]
    return []


def read(sentence: str) -> list[CostSpec | NextPlayed] | None:
    """The cost alterations of ``sentence`` read by the grammar alone (``None``: refused,
    or its compiled card has a gap)."""
    reading = read_printed(probe_card(sentence), patterns=False)
    if not reading.executable:
        return None
    compiled = compile_card(reading.model)
    return None if compiled.gaps else alterations(compiled.fields)


def _plain(value: Any) -> Any:
    return getattr(value, "value", value)


def _holds(alteration: CostSpec | NextPlayed, field: str, wanted: Any) -> bool:
    if field == "permanent_zone" and isinstance(alteration, NextPlayed):
        # "the next Landmark / Expedition Permanent": the filter of "the next" one
        f = alteration.filter
        landmark = f is not None and f.permanents_in_landmarks
        expedition = f is not None and f.permanents_in_expeditions
        return (wanted == "Landmark" and landmark) or (wanted == "Expedition" and expedition)
    got = getattr(alteration, field, None)
    if wanted is True:
        return got is not None and got != ""
    return _plain(got) == wanted


def judge(sentence: str, meaning: Meaning) -> str:
    """Right when one alteration read holds every field the meaning names (or the sentence
    is refused where the engine cannot decide it), else WRONG or refused."""

    def fits(found: list[CostSpec | NextPlayed], wanted: dict[str, Any]) -> bool:
        return any(all(_holds(a, k, v) for k, v in wanted.items()) for a in found)

    return read_verdict(read(sentence), meaning, fits)


def main() -> None:
    report_judged(SIBLINGS, judge, "cost changes")


if __name__ == "__main__":
    main()
