"""Two counts compared in a condition (issue 30, gram68): each sibling condition of
tests/cards_grammar/sentences_two_counts.py, in each condition form, read by the grammar
alone and judged by what its compiled condition MEANS: for every pair of counts (0-2 each)
of its two sides — each side what "for each [...]" counts (count_of) — the compiled
condition must hold exactly when the comparison word (and "unless") says. Right, WRONG (it
compiles but means something else) or refused (the judge resolves it by hand).

    .venv/bin/python benchmarks/two_counts_siblings.py
"""

from __future__ import annotations

import dataclasses
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.state.conditions import Condition, ConditionKind
from scenarios.cards.compile import compile_card
from scenarios.cards.condition_texts import count_of
from scenarios.cards.printed import PrintedCard, read_printed
from tests.cards_grammar.sentences_two_counts import FORMS, TWO_COUNTS

_MEANS = {
    "more": lambda a, b: a > b,
    "fewer": lambda a, b: a < b,
    "less": lambda a, b: a < b,
    "at least as many": lambda a, b: a >= b,
    "as many": lambda a, b: a == b,
    "no more": lambda a, b: a <= b,
    "no fewer": lambda a, b: a >= b,
}


def _key(c: Condition) -> tuple[Any, ...]:
    return (c.kind, c.counted, c.filter, c.counter, c.whose, c.scope)


def _holds(c: Condition, counts: dict[tuple[Any, ...], int]) -> bool | None:
    """Whether ``c`` holds with its sides' counts ``counts`` (``None``: another side)."""
    if c.kind in (ConditionKind.ALL_OF, ConditionKind.ANY_OF):
        each = [_holds(p, counts) for p in c.parts]
        if None in each:
            return None
        result = all(each) if c.kind == ConditionKind.ALL_OF else any(each)
    elif c.kind == ConditionKind.COUNTS_COMPARED:
        a, b = (counts.get(_key(p)) for p in c.parts)
        if a is None or b is None:
            return None
        result = a > b
    else:
        return None
    return result != c.negated


def _conditions(value: Any) -> list[Condition]:
    if isinstance(value, Condition):
        return [value]
    if isinstance(value, dict):
        return [c for v in value.values() for c in _conditions(v)]
    if isinstance(value, (list, tuple)):
        return [c for v in value for c in _conditions(v)]
    if dataclasses.is_dataclass(value):
        return [c for f in dataclasses.fields(value) for c in _conditions(getattr(value, f.name))]
    return []


def judge(sentence: str, meaning: tuple[str, str, str] | None, unless: bool) -> str:
    card = PrintedCard(
        "Unique",
        "Character",
        rarity="unique",
        hand_cost=1,
        reserve_cost=1,
        forest=1,
        mountain=1,
        water=1,
        main_text=sentence,
    )
    reading = read_printed(card, patterns=False)
    if not reading.executable:
        return "refused"
    compiled = compile_card(reading.model)
    if compiled.gaps:
        return "refused"
    found = [c for c in _conditions(compiled.fields) if c.kind != ConditionKind.COUNT]
    if meaning is None or len(found) != 1:
        return "WRONG"
    word, first, second = meaning
    a_side, b_side = count_of(first), count_of(second)
    if a_side is None or b_side is None:
        return "WRONG"
    for a in range(3):
        for b in range(3):
            counts = {_key(b_side): b, _key(a_side): a}
            if len(counts) != 2:
                return "WRONG"
            if _holds(found[0], counts) != (_MEANS[word](a, b) != unless):
                return "WRONG"
    return "right"


def main() -> None:
    tally: dict[str, int] = {"right": 0, "WRONG": 0, "refused": 0}
    for words, meaning in TWO_COUNTS.items():
        for form in FORMS:
            said = form.format(c=words)
            verdict = judge(said, meaning, form.startswith("{{J}} Unless"))
            tally[verdict] += 1
            print(f"{verdict:8} {said}")
    print(
        f"{sum(tally.values())} sentences: right {tally['right']}, WRONG {tally['WRONG']}, "
        f"refused {tally['refused']}"
    )


if __name__ == "__main__":
    main()
