"""What the benchmarks of sibling conditions share (issue 30): each sibling sentence, in each
condition form, read by the grammar alone on a Unique Character and compiled; the conditions
the compiled card holds, for the benchmark to judge by what they MEAN; and the tally of
verdicts — right, WRONG (it compiles but means something else: a precision failure) or
refused (the judge resolves it by hand). A benchmark keeps only its sentences and its
judgement.

A benchmark run as a script has ``benchmarks/`` first on its path: ``from _siblings import …``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

from _common import audit_card  # (and the repository on the path)

if TYPE_CHECKING:
    from engine.state.conditions import Condition
    from scenarios.cards.compile import Compiled
    from scenarios.cards.models import CardModel

Meaning = TypeVar("Meaning")
VERDICTS = ("right", "WRONG", "refused")


def unique_reading(
    sentence: str, card_type: str = "Character"
) -> tuple[CardModel, Compiled] | None:
    """The card model and the compiled card of ``sentence`` printed on a Unique card of
    ``card_type`` costing 1 (a Character is 1/1/1), read by the grammar alone (no sentence
    patterns); ``None`` when it is refused (the reading is not executable, or the compiled
    card has a gap)."""
    from scenarios.cards.compile import compile_card
    from scenarios.cards.printed import read_printed

    card = audit_card(sentence, type=card_type, name="Unique", rarity="unique")
    reading = read_printed(card, patterns=False)
    if not reading.executable:
        return None
    compiled = compile_card(reading.model)
    if compiled.gaps:
        return None
    return reading.model, compiled


def unique_card_conditions(sentence: str) -> list[Condition] | None:
    """The conditions of ``sentence`` printed on a 1/1/1 Unique Character costing 1, read by
    the grammar alone and compiled (:func:`unique_reading`); ``None`` when it is refused."""
    read = unique_reading(sentence)
    return None if read is None else conditions_in(read[1].fields)


def conditions_in(value: Any) -> list[Condition]:
    """Every condition held anywhere in ``value`` (dataclasses, mappings and sequences
    walked in order)."""
    from engine.state.conditions import Condition

    if isinstance(value, Condition):
        return [value]
    if isinstance(value, dict):
        return [c for v in value.values() for c in conditions_in(v)]
    if isinstance(value, (list, tuple)):
        return [c for v in value for c in conditions_in(v)]
    if dataclasses.is_dataclass(value):
        return [c for f in dataclasses.fields(value) for c in conditions_in(getattr(value, f.name))]
    return []


def tally_forms(
    siblings: Mapping[str, Meaning],
    forms: Sequence[str],
    judge: Callable[[str, Meaning, bool], str],
) -> dict[str, int]:
    """Each sibling (its words and what they mean) said in each condition form (``{c}`` the
    sibling's words; a form opening "{J} Unless" negates it), judged and printed one a line,
    then the tally in one line; the tally is returned too."""
    tally = dict.fromkeys(VERDICTS, 0)
    for words, meaning in siblings.items():
        for form in forms:
            said = form.format(c=words)
            verdict = judge(said, meaning, form.startswith("{{J}} Unless"))
            tally[verdict] += 1
            print(f"{verdict:8} {said}")
    print(
        f"{sum(tally.values())} sentences: right {tally['right']}, WRONG {tally['WRONG']}, "
        f"refused {tally['refused']}"
    )
    return tally
