"""A quick action's cost of X the player chooses as they declare it (5.1.2.c): "Spend X of my
[name] counters: [effect with X]" (2.5.h, 7.3.38.a). The effect's steps whose amount is that
X are compiled with ``x_paid``: the engine puts the X chosen in their amount as the quick
action resolves (engine/play/quick.py). Any other X (inside a mode, a condition, a filter) is
refused by the step compiler as before — precision first."""

from __future__ import annotations

from dataclasses import replace

from engine.state.abilities import EffectStep
from scenarios.cards.compile_steps import compile_effect, compile_step
from scenarios.cards.errors import NotExecutable
from scenarios.cards.models_steps import StepModel


def _is_x(step: StepModel) -> bool:
    return step.amount == "X" and not step.amounts


def compile_x_paid(steps: tuple[StepModel, ...]) -> tuple[EffectStep, ...]:
    """The effect of a quick action whose cost spends X counters: each step amounting to X
    takes the X chosen for the cost (5.1.2.c, 2.5.h)."""
    if not any(_is_x(s) for s in steps):
        raise NotExecutable("a cost of X whose X the effect does not use is not read yet")
    plain = tuple(s.model_copy(update={"amount": 1}) if _is_x(s) else s for s in steps)
    marks: list[bool] = []
    for said, step in zip(steps, plain, strict=True):
        made = len(compile_step(step))
        if _is_x(said) and made != 1:
            raise NotExecutable("X from the cost in a step of several parts is not read yet")
        marks.extend([_is_x(said)] * made)
    compiled = compile_effect(plain)
    if len(compiled) != len(marks):  # compile_effect adds or drops no step (precision first)
        raise NotExecutable("X from the cost in this effect is not read yet")
    return tuple(replace(s, x_paid=True) if x else s for s, x in zip(compiled, marks, strict=True))
