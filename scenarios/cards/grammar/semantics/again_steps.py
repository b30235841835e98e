"""A step said once more: "[step] again" / "[step] once more" (gram52, issue 30).

A designer writes a step, then the same step again, often under a condition: "Resupply,
then Resupply again", "[Kindle]. If you control three or more Characters, [Kindle] again",
"Target Character gains 1 boost. Then it gains 1 boost again". The word adds nothing to what
the step does: the step is said whole and happens once more where it stands, its choices
and targets made anew (6.5.i: "that choice can be different in two successive instances").
What it does say is that an earlier step of the same effect did the same thing: a step
"again" with no earlier step of its verb before it ("Draw a card. Sabotage again.") repeats
nothing, and is refused rather than read as a step of its own.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from scenarios.cards.grammar.parser import NotRead

Step = dict[str, Any]

AGAIN = "_again"
"""The mark a step said "again" carries until :func:`resolve_again` checks it."""


class AgainStepSemantics:
    """Semantic functions of "[step] again" (altered.lark, ``again_chain``)."""

    def again_chain(self, items: list[Any]) -> list[Step]:
        """ "[step] again": the last step of the chain, marked for :func:`resolve_again`."""
        steps: list[Step] = list(items[0])
        return [*steps[:-1], {**steps[-1], AGAIN: True}]


def _in_order(steps: list[Step]) -> Iterator[Step]:
    """Every step of ``steps`` in the order they are said: each, then the steps inside it
    (its follow-ups, its condition's "otherwise", the modes of a choice)."""
    for step in steps:
        yield step
        for value in step.values():
            if isinstance(value, list) and value and all(isinstance(v, dict) for v in value):
                if all("effect" in v and "action" not in v for v in value):  # modes
                    for mode in value:
                        yield from _in_order(list(mode["effect"]))
                else:
                    yield from _in_order(value)


def resolve_again(steps: list[Step]) -> list[Step]:
    """``steps`` with each "again" mark checked and taken off: an earlier step of the effect
    does the same action (the step said again). Refused otherwise: 'again' repeats no step."""
    seen: list[str] = []
    for step in _in_order(steps):
        if step.pop(AGAIN, False) and step.get("action") not in seen:
            raise NotRead("again", "'again' repeats no step said before it", "again_chain")
        seen.append(str(step.get("action")))
    return steps
