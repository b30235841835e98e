"""A region test on "I" naming two terrains (issue 30, gram69): each sibling condition of
tests/cards_grammar/sentences_terrain_alternatives.py, in each condition form, read by the
grammar alone and judged by what its compiled condition MEANS: for every set of terrains
the bearer's region may have ({V} {M} {O}, 7.5.8.b-c), the compiled condition must hold
exactly when "I'm in [X] or [Y]" (any of them; "not": none; "Unless": negated) says. Right,
WRONG (it compiles but means something else) or refused (the judge resolves it by hand).

    .venv/bin/python benchmarks/terrain_alternatives_siblings.py
"""

from __future__ import annotations

import itertools

from _siblings import tally_forms, unique_card_conditions

from engine import Terrain
from engine.state.conditions import Condition, ConditionKind
from tests.cards_grammar.sentences_terrain_alternatives import FORMS, TERRAIN_ALTERNATIVES


def _holds(c: Condition, region: frozenset[Terrain]) -> bool | None:
    """Whether ``c`` holds for a bearer on a region with ``region`` (``None``: not a terrain
    test on "I")."""
    if c.kind != ConditionKind.I_AM_IN_TERRAIN:
        return None
    named = c.terrains or ((c.terrain,) if c.terrain else ())
    return any(t in region for t in named) != c.negated


def judge(sentence: str, meaning: tuple[frozenset[Terrain], bool], unless: bool) -> str:
    """Right when the one compiled condition holds, for every set of terrains of the
    bearer's region, exactly when the sentence says (7.5.8.b-c)."""
    found = unique_card_conditions(sentence)
    if found is None:
        return "refused"
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
    tally_forms(TERRAIN_ALTERNATIVES, FORMS, judge)


if __name__ == "__main__":
    main()
