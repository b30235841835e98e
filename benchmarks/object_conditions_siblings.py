"""A step gated by a condition on its own objects (issue 30): each sibling sentence of
tests/cards_grammar/sentences_object_conditions.py printed on a Unique Character, read by
the grammar alone, compiled, and judged by what it MEANS — the condition judged of each
object the step acts on (6.5.d, 6.1.e), of the kind and negation the words say; a condition
on the moment ("unless it's your turn") the step's own, judged of no object. Right, WRONG
(compiles but means something else: a precision failure) or refused (the judge resolves it
by hand); the siblings meant to be refused are counted apart.

    .venv/bin/python benchmarks/object_conditions_siblings.py
"""

from __future__ import annotations

import dataclasses
from typing import Any

from _siblings import unique_reading

from engine.state.cards import EffectStep
from tests.cards_grammar.sentences_object_conditions import MEANINGS, REFUSED


def _steps(value: Any) -> list[EffectStep]:
    if isinstance(value, EffectStep):
        inner = [s for f in dataclasses.fields(value) for s in _steps(getattr(value, f.name))]
        return [value, *inner]
    if isinstance(value, dict):
        return [s for v in value.values() for s in _steps(v)]
    if isinstance(value, (list, tuple)):
        return [s for v in value for s in _steps(v)]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return [s for f in dataclasses.fields(value) for s in _steps(getattr(value, f.name))]
    return []


def verdict(sentence: str, kind: str, negated: bool) -> str:
    read = unique_reading(sentence)
    if read is None:
        return "refused"
    steps = _steps(read[1].fields)
    gated = [(c.kind, c.negated) for s in steps if (c := s.object_condition) is not None]
    if kind == "your_turn":
        plain = [(c.kind, c.negated) for s in steps if (c := s.condition) is not None]
        return "right" if not gated and plain == [(kind, negated)] else "WRONG"
    return "right" if gated == [(kind, negated)] else "WRONG"


def main() -> None:
    tally = {"right": 0, "WRONG": 0, "refused": 0}
    for sentence, (kind, negated) in MEANINGS.items():
        v = verdict(sentence, kind, negated)
        tally[v] += 1
        print(f"{v:8} {sentence}")
    wrongly = 0
    for sentence in REFUSED:
        read = unique_reading(sentence) is not None
        wrongly += read
        print(f"{'READ (should be refused)' if read else 'refused as expected':8} {sentence}")
    print(
        f"{len(MEANINGS)} siblings: right {tally['right']}, WRONG {tally['WRONG']}, refused "
        f"{tally['refused']}; {len(REFUSED)} to refuse: {len(REFUSED) - wrongly} refused, "
        f"{wrongly} read"
    )


if __name__ == "__main__":
    main()
