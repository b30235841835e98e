"""A conditional step whose condition speaks of the objects the step acts on: "Send target
Character to Reserve unless it has [[Tough]]", "Exhaust each Character unless it's a Plant".

6.5.d: "[Do step] unless [condition]" — the condition is evaluated just before the step
would happen; true (for "unless"; false for "if"), the step is ignored. Here "it" is the
object the step acts on, so the condition can only be judged once that object is known:
after the target is chosen (6.5.b: targets are chosen before the step resolves), or the
group found (6.1.g: decisions immediately before the step). A step on several objects is
one atomic action per object (6.1.e), and the condition is judged of each object on its
own: the step is ignored for the objects it excludes and happens — its atomic actions
simultaneously (6.1.f) — on the others. Every object is judged before any atomic action
happens, so one object's action cannot change another's verdict. A target the condition
excludes stays chosen (a target is chosen among all legal ones, 6.5.b): nothing happens to
it.
"""

from __future__ import annotations

from engine.reading.conditions import holds
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.state.steps import Step
from engine.why.condition_notes import condition_words
from engine.why.table import why


def objects_let_through(
    state: GameState, step: Step, controller: str
) -> tuple[Step | None, str, tuple[str, ...]]:
    """``step`` narrowed to the objects its ``object_condition`` lets through, "it" each one
    in turn (``None`` when it lets none through: the step is ignored, 6.5.d), with the
    trace's words saying each object's verdict and the rules that govern it."""
    c = step.object_condition
    assert c is not None
    found = tuple(o for o in step.objects if o in state.objects)
    kept = tuple(
        o
        for o in found
        if holds(c, state, controller, step.me, (o,), step.my_expedition, me_was=step.me_was)
    )
    said = condition_words(c) or " on it"
    happens = {True: "the step happens to it", False: "the step is ignored for it"}
    verdicts = [f"{state.name(o)}: {happens[o in kept]}" for o in found]
    whom = "each object the step acts on" if len(found) > 1 else "the object the step acts on"
    words = f"the condition{said} is judged of {whom} — " + "; ".join(verdicts)
    rules = why("effect.object_condition")
    if not kept:
        return None, words + " — so nothing happens", rules
    return replace(step, objects=kept, object_condition=None), words, rules
