"""Atomic actions on every kind an object has: "[object] loses all its statuses" and
"Double the counters of [object]" — one atomic action per status, or per counter name, the
object has as the step is performed.

- 7.3.21.a: an object that "loses a status" ceases to have it; 7.3.21.b / 2.4.1.h: an object
  without a status cannot lose it, so only the statuses it has are lost. Boosted is had
  through boosts (2.4.5.a) and is never stored (``Status``): losing all statuses leaves the
  boosts, which "and all its boosts" removes (2.5.g).
- 7.3.8.a: to double the [name] counters of an object is to have it gain as many of that
  counter as it has; 7.3.8.b: doubling 0 counters is impossible, so only the counter names
  it has are doubled.
"""

from __future__ import annotations

from engine.pipeline.action_subjects import subject_objects
from engine.state.actions import ActionKind
from engine.state.game_state import GameState
from engine.state.steps import AtomicAction, Step
from engine.why.table import why


def of_each_kind(step: Step) -> bool:
    """Whether ``step`` acts on every status / counter name its objects have."""
    return (step.kind is ActionKind.LOSE_STATUS and step.all_statuses) or (
        step.kind is ActionKind.DOUBLE_COUNTERS and step.all_counters
    )


def propose_each_kind(state: GameState, step: Step) -> tuple[AtomicAction, ...]:
    """One atomic action per status (7.3.21.a) or counter name (7.3.8.a) each object of
    ``step`` has, in a stable order (the names sorted)."""
    found: list[AtomicAction] = []
    for oid in subject_objects(state, step):
        o = state.objects[oid]
        if step.kind is ActionKind.LOSE_STATUS:
            found += [
                AtomicAction(
                    ActionKind.LOSE_STATUS,
                    object_id=oid,
                    player=step.controller,
                    status=status,
                    rules=(*step.rules, *why("action.lose_all_statuses")),
                    controller=step.controller,
                )
                for status in sorted(o.statuses)
            ]
            continue
        found += [
            AtomicAction(
                ActionKind.DOUBLE_COUNTERS,
                object_id=oid,
                player=step.controller,
                counter=name,
                amount=step.amount,
                rules=(*step.rules, *why("action.double_counters")),
                controller=step.controller,
            )
            for name, n in sorted(o.counters.items())
            if n > 0
        ]
    return tuple(found)
