"""The Expedition as a place (issue 30, gram90): each sibling sentence of
tests/cards_grammar/sentences_expedition_places.py read on a Unique Character by the grammar
alone, compiled, and judged by what it MEANS — for two Expeditions' counts compared (6.5.d),
which place outnumbers which and what is counted there; for counters summed over a place's
objects (2.5.c), the counter, the place and the bound ("up to a max of N"); for an
Expedition that is (not) empty, no object (one or more) counted there (3.2.4.b). Right, WRONG
(compiles but means something else: a precision failure) or refused (the judge resolves it
by hand); a sentence the engine cannot say is "refused as expected".

    .venv/bin/python benchmarks/expedition_places_siblings.py
"""

from __future__ import annotations

import dataclasses
from typing import Any

from _siblings import conditions_in, unique_reading

from engine.state.cards import CardType
from engine.state.conditions import Condition, ConditionKind, Counted
from tests.cards_grammar.sentences_expedition_places import MEANINGS


def place_of(count: Condition) -> str:
    """The place a count of objects counts in, in the sentences' words ("" if none)."""
    f = count.filter
    if count.counted == Counted.MY_EXPEDITION:
        return count.scope or "my"
    if f is not None and f.facing_me and count.counted == Counted.OPPONENT_CONTROLS:
        return "facing_me"
    if f is not None and f.in_your_expedition:
        return f"your_{f.in_your_expedition}"
    if count.counted == Counted.YOU_CONTROL:
        return "you_control"
    return ""


def _noun_fits(count: Condition, noun: str) -> bool:
    """Whether the count counts what ``noun`` (plural) names."""
    f = count.filter
    if f is None:
        return False
    if noun == "tokens":
        return f.tokens and not f.types
    if noun == "characters":
        return f.types == frozenset({CardType.CHARACTER}) and not f.tokens
    if noun == "permanents":
        return f.types == frozenset({CardType.PERMANENT}) and not f.tokens
    return False


def _steps_with_per(value: Any) -> list[Any]:
    """Every effect step held in ``value`` that counts "for each [...]" (``per``)."""
    if isinstance(value, dict):
        return [s for v in value.values() for s in _steps_with_per(v)]
    if isinstance(value, (list, tuple)):
        return [s for v in value for s in _steps_with_per(v)]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        mine = [value] if getattr(value, "per", None) is not None else []
        return mine + [
            s for f in dataclasses.fields(value) for s in _steps_with_per(getattr(value, f.name))
        ]
    return []


def _compared_right(sentence: str, found: list[Condition], word: str, a: str, b: str) -> bool:
    noun = next(w for w in ("characters", "tokens", "permanents") if w in sentence.lower())

    def outnumbers(c: Condition, first: str, second: str, negated: bool) -> bool:
        if c.kind != ConditionKind.COUNTS_COMPARED or c.negated != negated:
            return False
        x, y = c.parts
        return (
            (place_of(x), place_of(y)) == (first, second)
            and _noun_fits(x, noun)
            and _noun_fits(y, noun)
        )

    top = found[0]
    if word == "more":
        return outnumbers(top, a, b, False)
    if word == "fewer":
        return outnumbers(top, b, a, False)
    return (
        top.kind == ConditionKind.ALL_OF
        and len(top.parts) == 2
        and outnumbers(top.parts[0], a, b, True)
        and outnumbers(top.parts[1], b, a, True)
    )


def judge(sentence: str, expected: dict[str, Any] | None) -> str:
    """Right when what ``sentence`` compiles to is what its meaning says."""
    read = unique_reading(sentence)
    if read is None:
        return "refused" if expected is not None else "refused as expected"
    if expected is None:
        return "WRONG"
    fields = read[1].fields
    if "compare" in expected:
        found = conditions_in(fields)
        ok = bool(found) and _compared_right(sentence, found, *expected["compare"])
        return "right" if ok else "WRONG"
    if "among" in expected:
        name, place, bound = expected["among"]
        steps = _steps_with_per(fields)
        ok = any(
            s.per.kind == ConditionKind.COUNT
            and s.per.counter == name
            and place_of(s.per) == place
            and _noun_fits(s.per, "characters")
            and (s.max_total or None) == bound
            for s in steps
        )
        return "right" if ok else "WRONG"
    if "empty" in expected:
        place, empty = expected["empty"]
        found = conditions_in(fields)
        ok = bool(found) and (
            found[0].kind == ConditionKind.COUNT
            and found[0].counted == Counted.MY_EXPEDITION
            and (found[0].scope or "my") == place
            and found[0].filter is None
            and (found[0].at_least, found[0].at_most) == ((None, 0) if empty else (1, None))
        )
        return "right" if ok else "WRONG"
    return "WRONG"  # a meaning gram90 does not judge compiled: never right by luck


def main() -> None:
    tally: dict[str, int] = {}
    for s, expected in MEANINGS.items():
        verdict = judge(s, expected)
        tally[verdict] = tally.get(verdict, 0) + 1
        print(f"{verdict:20} {s}")
    print(f"== all {len(MEANINGS)} sentences: {tally}")


if __name__ == "__main__":
    main()
