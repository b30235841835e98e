"""Conditions on an object or a player the ability already named (issue 30, gram72): each
sibling of tests/cards_grammar/sentences_named_object_conditions.py read by the grammar alone
(no per-card patterns) and judged by what its compiled condition MEANS — its kind and the
fields the sentence sets (a sub-type, a status, a bound, "unless" negating it). Right, WRONG
(it compiles but means something else) or refused (the judge resolves it by hand).

    .venv/bin/python benchmarks/named_object_conditions.py [-v]
"""

from __future__ import annotations

import dataclasses
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from _common import audit_card

from engine.state.conditions import Condition, ConditionKind
from scenarios.cards.compile import compile_card
from scenarios.cards.printed import read_printed
from tests.cards_grammar.sentences_named_object_conditions import UNLESS_FORM, sentences


def conditions(value: Any) -> list[Condition]:
    """Every condition in a compiled card's fields."""
    if isinstance(value, Condition):
        return [value]
    if isinstance(value, dict):
        return [c for v in value.values() for c in conditions(v)]
    if isinstance(value, (list, tuple)):
        return [c for v in value for c in conditions(v)]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return [c for f in dataclasses.fields(value) for c in conditions(getattr(value, f.name))]
    return []


def _plain(v: Any) -> Any:
    return getattr(v, "value", v)


def means(c: Condition, meaning: dict[str, Any], negated: bool) -> bool:
    """Whether ``c`` carries every field ``meaning`` names (and is negated iff it should)."""
    for key, want in meaning.items():
        if key == "negated":
            continue
        if key == "any_of_count":
            if len(c.any_of) != want:
                return False
            continue
        head, _, rest = key.partition(".")
        if rest:
            holder = c.any_of[0] if head == "any_of" and c.any_of else getattr(c, head, None)
            got = getattr(holder, rest, None)
        else:
            got = getattr(c, key, None)
        if want is None:
            continue
        if isinstance(want, frozenset):
            if frozenset(_plain(x) for x in (got or ())) != want:
                return False
        elif _plain(got) != want and str(_plain(got)).lower() != str(want).lower():
            return False
    return c.negated == negated


def judge(sentence: str, meaning: dict[str, Any] | None, unless: bool) -> tuple[str, str]:
    """(verdict, what was read or why not)."""
    card = audit_card(sentence, name="Unique", rarity="unique")
    reading = read_printed(card, patterns=False)
    if not reading.executable:
        return "refused", "; ".join(a.reason for a in reading.abilities if a.reason)
    compiled = compile_card(reading.model)
    if compiled.gaps:
        return "refused", "; ".join(str(g) for g in compiled.gaps)
    found = [c for c in conditions(compiled.fields) if c.kind != ConditionKind.DIE_RESULT]
    said = "; ".join(f"{c.kind} {c.text!r}" for c in found)
    if meaning is None or len(found) != 1:
        return "WRONG", said
    negated = bool(meaning.get("negated")) != unless
    return ("right" if means(found[0], meaning, negated) else "WRONG"), repr(found[0])


def main() -> None:
    verbose = "-v" in sys.argv
    tally = {"right": 0, "WRONG": 0, "refused": 0, "refused, rightly": 0}
    for said, meaning in sentences():
        unless = " Unless " in said or said.startswith(
            UNLESS_FORM.split("{step}")[0].format() + "Unless"
        )
        verdict, why = judge(said, meaning, unless)
        if verdict == "refused" and meaning is None:
            verdict = "refused, rightly"  # the sentence says what the engine cannot tell
        tally[verdict] += 1
        print(f"{verdict:8} {said}")
        if verbose and verdict != "right":
            print(f"         {why[:400]}")
    print(
        f"{sum(tally.values())} sentences: right {tally['right']}, WRONG {tally['WRONG']}, "
        f"refused {tally['refused']}, refused rightly {tally['refused, rightly']}"
    )


if __name__ == "__main__":
    main()
