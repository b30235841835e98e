"""The Expedition race (issue 30, gram83): each sibling sentence of
tests/cards_grammar/sentences_expedition_race.py read on a Unique Character, compiled, and
judged by what it MEANS — the Expeditions its condition looks at (``scope``), the relation
(positions 7.5.2.a-c, In Contact / the same region 7.5.9.a, terrains 7.5.8.b) and the
Expeditions it is said against (``against``, each or one of them). Right, WRONG (compiles
but means something else: a precision failure) or refused (the judge resolves it by hand);
a sentence the engine cannot say is "refused as expected".

    .venv/bin/python benchmarks/expedition_race_siblings.py
"""

from __future__ import annotations

from typing import Any

from _siblings import conditions_in, meaning_verdict, tally_uses, unique_reading

from engine.state.cards import ConditionKind
from tests.cards_grammar.sentences_expedition_race import CONDITIONS, COUNTS, FILTERS, MEANINGS

_OLD_POSITIONS = (
    ConditionKind.EXPEDITION_AHEAD,
    ConditionKind.EXPEDITION_BEHIND,
    ConditionKind.EXPEDITION_TIED,
)


def meaning_of(sentence: str) -> dict[str, Any] | None:
    """What ``sentence`` compiles to, as the judged parts; ``None`` when refused."""
    read = unique_reading(sentence)
    if read is None:
        return None
    compiled = read[1]
    text = str(compiled.fields)
    # "target opponent's …": the opponent targeted, or the Expedition an opponent controls
    said: dict[str, Any] = {
        "target_opponents": "target opponent's" in text
        or "expedition_controller='opponent'" in text
    }
    found = conditions_in(compiled.fields)
    race = [c for c in found if c.kind in (ConditionKind.EXPEDITION_STATE, *_OLD_POSITIONS)]
    counts = [c for c in found if c.kind == ConditionKind.COUNT]
    if counts:
        said["counted"] = counts[0].counted
    c = race[0] if race else (counts[0] if counts else (found[0] if found else None))
    if c is None:
        return said
    positions = (c.kind,) if c.kind in _OLD_POSITIONS else tuple(c.positions)
    terrains = tuple(c.terrains) or ((c.terrain,) if c.terrain else ())
    every = getattr(c, "every_terrain", False)
    said.update(
        {
            "kind": ConditionKind.EXPEDITION_STATE if c.kind in _OLD_POSITIONS else c.kind,
            "scope": c.scope or "my",
            "positions": positions,
            "terrains": () if every else terrains,
            "all_terrains": terrains if every else (),
            "in_contact": c.in_contact,
            "negated": c.negated,
            "against": getattr(c, "against", ""),
            "against_each": getattr(c, "against_each", False),
        }
    )
    return said


def judge(sentence: str, expected: dict[str, Any] | None) -> str:
    """Right when every part the sentence's meaning names is what it compiled to."""
    return meaning_verdict(meaning_of(sentence), expected)


def main() -> None:
    tally_uses(
        (
            ("conditions", {s: MEANINGS[s] for s in CONDITIONS}),
            ("counts", COUNTS),
            ("filters", FILTERS),
        ),
        judge,
    )


if __name__ == "__main__":
    main()
