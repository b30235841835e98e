"""A region test on "I" naming two terrains (issue 30, gram69): each sibling condition of
tests/cards_grammar/sentences_terrain_alternatives.py, in each condition form, read by the
grammar alone and judged by what its compiled condition MEANS: for every set of terrains
the bearer's region may have ({V} {M} {O}, 7.5.8.b-c), the compiled condition must hold
exactly when "I'm in [X] or [Y]" (any of them; "not": none; "Unless": negated) says. Right,
WRONG (it compiles but means something else) or refused (the judge resolves it by hand).

    .venv/bin/python benchmarks/terrain_alternatives_siblings.py
"""

from __future__ import annotations

import dataclasses
import itertools
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine import Terrain
from engine.state.conditions import Condition, ConditionKind
from scenarios.cards.compile import compile_card
from scenarios.cards.printed import PrintedCard, read_printed
from tests.cards_grammar.sentences_terrain_alternatives import FORMS, TERRAIN_ALTERNATIVES


def _holds(c: Condition, region: frozenset[Terrain]) -> bool | None:
    """Whether ``c`` holds for a bearer on a region with ``region`` (``None``: not a terrain
    test on "I")."""
    if c.kind != ConditionKind.I_AM_IN_TERRAIN:
        return None
    named = c.terrains or ((c.terrain,) if c.terrain else ())
    return any(t in region for t in named) != c.negated


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


def judge(sentence: str, meaning: tuple[frozenset[Terrain], bool], unless: bool) -> str:
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
    found = _conditions(compiled.fields)
    if len(found) != 1:
        return "WRONG"
    terrains, negated = meaning
    for n in range(4):
        for region in itertools.combinations(Terrain, n):
            said = bool(terrains & set(region)) != negated
            if _holds(found[0], frozenset(region)) != (said != unless):
                return "WRONG"
    return "right"


def main() -> None:
    tally: dict[str, int] = {"right": 0, "WRONG": 0, "refused": 0}
    for words, meaning in TERRAIN_ALTERNATIVES.items():
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
