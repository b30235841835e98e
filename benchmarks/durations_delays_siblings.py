"""Delayed effects and durations as one language (issue 30, gram93): each sibling of
tests/cards_grammar/sentences_durations_delays.py read by the grammar alone on a Spell and
judged by what its written steps MEAN — right (every fragment it must say is there, or it is
refused where the engine cannot do it), WRONG (read, but meaning something else: a precision
failure) or refused (the judge resolves it by hand).

    .venv/bin/python benchmarks/durations_delays_siblings.py [--list]
"""

from __future__ import annotations

import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _common import probe_card
from _siblings import read_verdict, report_judged

from scenarios.cards.compile import compile_card
from scenarios.cards.printed import read_printed
from tests.cards_grammar.sentences_durations_delays import SIBLINGS, Fragments


def written(sentence: str) -> list[dict[str, Any]] | None:
    """The written steps of ``sentence`` read by the grammar alone (``None``: refused, or
    its compiled card has a gap)."""
    reading = read_printed(probe_card(sentence), patterns=False)
    if not reading.executable or compile_card(reading.model).gaps:
        return None
    model = reading.model
    return [
        s.model_dump(exclude_defaults=True, mode="json") for s in (*model.effect, *model.abilities)
    ]


def _mappings(value: Any) -> list[dict[str, Any]]:
    if isinstance(value, dict):
        return [value, *(m for v in value.values() for m in _mappings(v))]
    if isinstance(value, (list, tuple)):
        return [m for v in value for m in _mappings(v)]
    return []


def _says(steps: list[dict[str, Any]], fragment: dict[str, Any]) -> bool:
    return any(all(m.get(k) == v for k, v in fragment.items()) for m in _mappings(steps))


def judge(sentence: str, meaning: Fragments) -> str:
    """Right when every fragment the meaning names is written (or the sentence is refused
    where the engine cannot do it), else WRONG or refused."""

    def fits(steps: list[dict[str, Any]], fragments: tuple[dict[str, Any], ...]) -> bool:
        return all(_says(steps, f) for f in fragments)

    return read_verdict(written(sentence), meaning, fits)


def report(siblings: Mapping[str, Any], label: str) -> None:
    """Judge each sibling, print the WRONG ones (every one with ``--list``) and the tally —
    the loop every runner built on :func:`judge` shares."""
    report_judged(siblings, judge, label)


def main() -> None:
    report(SIBLINGS, "durations and delays")


if __name__ == "__main__":
    main()
