"""The atomic actions of removing counters (2.5.g): what a ``remove_counters`` step does once
its counters are chosen (``engine.steps.removing``)."""

from __future__ import annotations

from collections import Counter

from engine.state.actions import ActionKind
from engine.state.objects import GameObject
from engine.state.steps import AtomicAction, Step
from engine.why.table import why


def propose_removal(step: Step) -> tuple[AtomicAction, ...]:
    """One atomic action per object and counter name chosen (6.1.e): removed, or spent for
    a spend in all from a group (``engine.steps.spent_in_all``, 7.3.38.a)."""
    spent = step.kind is ActionKind.SPEND_COUNTERS
    point = "effect.spend_in_all" if spent else "effect.remove_counters"
    counted = Counter(
        (oid, name) for oid, name, _ in (c.split("/") for c in step.choices_made if "/" in c)
    )
    return tuple(
        AtomicAction(
            ActionKind.SPEND_COUNTERS if spent else ActionKind.REMOVE_COUNTERS,
            object_id=oid,
            player=step.controller,
            counter=name,
            amount=n,
            rules=(*step.rules, *why(point)),
            controller=step.controller,
        )
        for (oid, name), n in counted.items()
    )


def without(o: GameObject, counter: str, amount: int) -> dict[str, int]:
    """``o``'s counters after removing ``amount`` of ``counter``: none left if it had that
    many or less (2.5.g)."""
    counters = dict(o.counters)
    left = counters.get(counter, 0) - amount
    if left > 0:
        counters[counter] = left
    else:
        counters.pop(counter, None)
    return counters
