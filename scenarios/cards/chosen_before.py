"""A replaced step's condition said in the past tense: "Send target Character to its
owner's Reserve. If it had an Omen counter, discard it instead." (issue 30, gram85).

"Instead" replaces the step on the object it chose (6.2.b): the condition is evaluated once
the object is chosen, just before the step would happen (6.1.g, 6.5.d;
engine.steps.after_chosen) — the replaced step never happens, so the object's state "before
the step" ("it had", "it was exhausted", "it was a Plant") is its state then. The past
condition is read in the present tense on the object chosen; the engine's last-known
information (6.3.k), noted for a trigger's event, is not needed."""

from __future__ import annotations

from dataclasses import replace

from engine.pipeline.past_conditions import PAST_ON_IT
from engine.state.abilities import EffectStep
from engine.state.conditions import Condition, ConditionKind


def _now(c: Condition) -> Condition:
    """``c`` with its past conditions on "it" read on the object as it is now."""
    if c.kind in (ConditionKind.ALL_OF, ConditionKind.ANY_OF):
        return replace(c, parts=tuple(_now(p) for p in c.parts))
    return replace(c, past=False) if c.past and c.kind in PAST_ON_IT else c


def just_before_step(steps: tuple[EffectStep, ...]) -> tuple[EffectStep, ...]:
    """The steps replacing a step on its chosen object (``chosen_instead``), their own
    conditions read on that object just before the replaced step (6.5.d, 6.2.b)."""
    return tuple(replace(s, condition=_now(s.condition)) if s.condition else s for s in steps)
