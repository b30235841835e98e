"""Two counts compared in a condition (issue 30, gram68): each sibling condition of
tests/cards_grammar/sentences_two_counts.py, in each condition form, read by the grammar
alone and judged by what its compiled condition MEANS: for every pair of counts (0-2 each)
of its two sides — each side what "for each [...]" counts (count_of) — the compiled
condition must hold exactly when the comparison word (and "unless") says. Right, WRONG (it
compiles but means something else) or refused (the judge resolves it by hand).

    .venv/bin/python benchmarks/two_counts_siblings.py
"""

from __future__ import annotations

from typing import Any

from _siblings import tally_forms, unique_card_conditions

from engine.state.conditions import Condition, ConditionKind
from scenarios.cards.condition_texts import count_of
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


def judge(sentence: str, meaning: tuple[str, str, str] | None, unless: bool) -> str:
    """Right when the one compiled comparison holds, for every pair of counts (0-2) of its
    two sides, exactly when the comparison word says."""
    conditions = unique_card_conditions(sentence)
    if conditions is None:
        return "refused"
    found = [c for c in conditions if c.kind != ConditionKind.COUNT]
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
    tally_forms(TWO_COUNTS, FORMS, judge)


if __name__ == "__main__":
    main()
