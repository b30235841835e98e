"""What the object a step chose decides: a tax another player may pay to stop the step, and
a step replaced on that object.

A tax, "Send to Reserve target Character "Send to Reserve target Character unless its
controller pays {2}" (6.5.d: "[Do step] unless [condition]").

The condition is evaluated just before the step would happen (6.5.d), once the object the
step acts on is chosen (6.1.g: its decisions are made immediately before it) — for the
condition names that object's controller. That player decides whether to pay (6.1.h: the
player a step names makes its decisions; a cost may always be declined, 6.4.b) and pays by
exhausting that many of their ready Mana Orbs, in full or not at all (1.2.5.c,
:mod:`engine.steps.players_pay`). Paid, the step does not happen; declined or unpayable, it
happens on the object already chosen (``Step.unpaid``, run by
:func:`engine.steps.may_steps.not_done`).

A step replaced on its object, "Target Character gains 1 boost. If it's a Mage, it gains 2
boosts instead": the condition speaks of the object the step chooses, so it is evaluated
once that object is chosen, just before the step would happen (6.1.g, 6.5.d); true, the
replacing step happens on it instead (6.2.b: the replaced step does not happen), false, the
step itself (6.5.e) — ``Step.chosen_instead`` holds both, as steps on "it".
"""

from __future__ import annotations

from engine.pipeline.runtime import Result, push
from engine.state.actions import ActionKind
from engine.state.agenda import Task, TaskKind
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.state.steps import Step
from engine.steps.outcome import following
from engine.why.step_lines import step_entry
from engine.why.table import why


def ask_unless_paid(state: GameState, step: Step) -> Result:
    """Offer the payment that stops ``step`` to the controller of its objects (6.5.d), the
    one player the effect names, who decides alone (6.1.g, 7.5.6.b); ``step`` happens
    afterwards only if it is not paid. Objects of several
    controllers (who pays is not said) leave the step to the judge."""
    n = step.unless_paid
    found = [o for o in step.objects if o in state.objects]
    payers = sorted({state.objects[o].controller for o in found})
    if len(payers) != 1:
        return state, step_entry(
            step,
            f"who may pay {n} for objects of several controllers is resolved by hand",
            why("effect.unless_paid"),
        )
    payer = payers[0]
    what = ", ".join(state.name(o) for o in found)
    action = step.kind.value.replace("_", " ")
    payment = Step(
        ActionKind.PAY_MANA,
        controller=step.controller,
        source=step.source,
        label=f"{step.source or 'the effect'}: pay {n} to prevent “{action}” on {what}",
        players=(payer,),
        amount=n,
        optional=True,
        rules=why("effect.unless_paid"),
        unpaid=(replace(step, unless_paid=0),),
    )
    return push(state, Task(TaskKind.STEP, step=payment)), step_entry(
        step,
        f"{payer}, who controls {what}, may pay {n} so that it does not happen",
        why("effect.unless_paid"),
    )


def chosen_instead(state: GameState, step: Step) -> Result:
    """The steps ``step`` is replaced by, on the objects it chose (6.2.b, 6.5.d-e)."""
    it = tuple(o for o in step.objects if o in state.objects)
    # several chosen ("Up to two target Characters each gain 1 boost. If one is in {V}, it
    # gains 2 boosts instead."): the condition is checked of each one, and the step replaced
    # on that one only (6.5.d, 6.2.b) — one object at a time, in the order chosen
    each = [(o,) for o in it] if len(it) > 1 else [it]
    steps = tuple(
        Task(TaskKind.STEP, step=following(state, step, t, it=one))
        for one in each
        for t in step.chosen_instead
    )
    what = ", ".join(state.name(o) for o in it)
    said = "it depends on it" if len(it) < 2 else "each of them depends on that one"
    return push(state, *steps), step_entry(
        step,
        f"{what} chosen; what happens to {said}",
        why("effect.chosen_instead"),
    )
