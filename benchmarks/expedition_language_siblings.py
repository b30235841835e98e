"""The Expedition phrase in its four uses (issue 30, gram81): each sibling sentence of
tests/cards_grammar/sentences_expedition_language.py read by the grammar alone on a Unique
Character, compiled, and judged by what it MEANS — its trigger, its first step's action,
subject and filter, the Expeditions and positions / terrains its condition or count looks at
(7.5.2, 7.5.8.b, 1.2.3.c, 7.5.5.a, 7.2.3.a, 7.3.39.a, 3.2.4). Right, WRONG (it compiles but
means something else: a precision failure) or refused (the judge resolves it by hand); a
sentence whose meaning the engine cannot say is expected refused ("refused as expected").

    .venv/bin/python benchmarks/expedition_language_siblings.py
"""

from __future__ import annotations

from dataclasses import fields, replace
from typing import Any

from _siblings import conditions_in, meaning_verdict, tally_uses, unique_reading

from engine.state.cards import ConditionKind
from tests.cards_grammar.expedition_conditions import POSITIONS
from tests.cards_grammar.sentences_expedition_language import (
    CONDITIONS,
    COUNTS,
    MEANINGS,
    PLACES,
    TRIGGERS,
)


def meaning_of(sentence: str) -> dict[str, Any] | None:
    """What ``sentence`` compiles to, as the judged parts; ``None`` when refused."""
    read = unique_reading(sentence)
    if read is None:
        return None
    model, compiled = read
    ability = model.abilities[0]
    said: dict[str, Any] = {}
    if ability.reaction is not None:
        said["trigger"] = ability.reaction.trigger
        watched = ability.reaction.filter
        if watched is not None:
            said.update(
                {f"trigger.{k}": v for k, v in watched.model_dump(exclude_defaults=True).items()}
            )
        step = ability.reaction.effect[0].model_dump(exclude_defaults=True)
        said.update({k: step[k] for k in ("action", "subject") if k in step})
        flt = step.get("filter") or {}
        said.update({f"filter.{k}": v for k, v in flt.items()})
    for c in conditions_in(compiled.fields)[:1]:
        if c.kind in POSITIONS:  # "my Expedition is behind" as read before scopes (7.5.2)
            c = replace(c, kind=ConditionKind.EXPEDITION_STATE, scope="my", positions=(c.kind,))
        said.update(
            {
                "kind": c.kind,
                "scope": c.scope,
                "positions": tuple(c.positions),
                "terrains": tuple(c.terrains) or ((c.terrain,) if c.terrain else ()),
                "negated": c.negated,
                "counted": c.counted,
            }
        )
        if c.filter is not None:
            flt = c.filter
            said.update(
                {
                    f"counted.{f.name}": getattr(flt, f.name)
                    for f in fields(flt)
                    if getattr(flt, f.name)
                }
            )
    return said


def judge(sentence: str, expected: dict[str, Any] | None) -> str:
    """Right when every part the sentence's meaning names is what it compiled to."""
    return meaning_verdict(meaning_of(sentence), expected)


def main() -> None:
    uses = {"conditions": CONDITIONS, "counts": COUNTS, "triggers": TRIGGERS, "places": PLACES}
    tally_uses([(use, {s: MEANINGS[s] for s in said}) for use, said in uses.items()], judge)


if __name__ == "__main__":
    main()
