"""The modifier decisions made just before a step: whether an optional modifier applies
(6.2.d) and, when several modifiers would apply to the same atomic action, which applies
first (6.2.h) — asked by the pipeline (:mod:`engine.pipeline.modifiers`), answered here.
"""

from __future__ import annotations

from engine.pipeline.modifier_match import active_modifiers
from engine.pipeline.modifiers import (
    OrderChoice,
    first_answer,
    modifier_key,
    pending_optional,
    pending_order,
)
from engine.pipeline.resolve import proposed_actions
from engine.pipeline.runtime import Result, on_answer, push
from engine.pipeline.step_modifiers import STEP_KEY, pending_step_question
from engine.state.decisions import Decision, DecisionKind
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.state.steps import Step
from engine.why.table import why
from engine.why.trace import TraceEntry


@on_answer(DecisionKind.OPTIONAL_MODIFIER)
def _modifier_answer(state: GameState, decision: Decision, choice: tuple[str, ...]) -> Result:
    step = decision.resume.step
    assert step is not None
    whole = pending_step_question(state, step)
    if whole is not None and whole.optional is not None:
        answer = f"{choice[0]}:{whole.optional.id}@{STEP_KEY}"
    else:
        pending = pending_optional(state, step, proposed_actions(state, step))
        assert pending is not None
        answer = f"{choice[0]}:{modifier_key(*pending)}"
    step = replace(step, modifier_answers=(*step.modifier_answers, answer))
    state = push(state, replace(decision.resume, step=step))
    verb = "applies" if choice[0] == "yes" else "does not apply"
    return state, TraceEntry(
        f"{decision.player} {verb} the optional modifier", why("modifier.optional")
    )


def pending_modifier_order(state: GameState, step: Step) -> OrderChoice | None:
    """The 6.2.h choice still to be made for ``step``. Without a replacing passive
    ability there is only the rules' modifiers, which never apply to the same atomic
    action at once — the common case, and it costs nothing."""
    if not any(m.spec.replacing for m in active_modifiers(state)):
        return None
    return pending_order(state, step, proposed_actions(state, step))


@on_answer(DecisionKind.MODIFIER_ORDER)
def _order_answer(state: GameState, decision: Decision, choice: tuple[str, ...]) -> Result:
    step = decision.resume.step
    assert step is not None
    whole = pending_step_question(state, step)
    if whole is not None and whole.optional is None:
        key = whole.key
    else:
        order = pending_order(state, step, proposed_actions(state, step))
        assert order is not None
        key = order.key
    step = replace(step, modifier_answers=(*step.modifier_answers, first_answer(key, choice[0])))
    state = push(state, replace(decision.resume, step=step))
    # Said as the option reads (the modifier's card), never its internal id.
    label = next((o.label for o in decision.options if o.id == choice[0]), "the one chosen")
    return state, TraceEntry(
        f"{decision.player} chooses which modifier applies first: {label}",
        why("modifier.order")[:1],
    )
