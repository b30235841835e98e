"""A cost of several parts inside an effect: "You may exhaust me and spend 3 of my Arcane
counters to create …". A cost is one step whatever its verbs (6.4.a); a player who pays it
must be able to pay it in full (6.4.c), an impossible cost cannot be paid (1.4.1.b) — so
every part is checked before any is paid, and when one cannot be, none is and what the
cost was for does not happen (6.5.f). Paid, the parts happen together, one event (1.2.7.b).
"""

from __future__ import annotations

from collections.abc import Callable

from engine.pipeline.resolve import StepOutcome, proposed_actions, resolve_steps
from engine.pipeline.runtime import Result
from engine.state.actions import ActionKind
from engine.state.enums import ANY_COUNTER
from engine.state.errors import IllegalAction
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.state.steps import Step
from engine.steps.event_sentences import counted_words
from engine.steps.outcome import following, step_result
from engine.why.step_lines import step_entry
from engine.why.step_words import doing, whose
from engine.why.table import why

After = Callable[[GameState, Step, StepOutcome, Result], Result]


def short_words(state: GameState, part: Step) -> str:
    """What cannot be paid, in a judge's words: "spend 4 Arcane counters (Nilam Spires has
    3)" for a spend (7.3.38.b), the step's own sentence otherwise (:func:`doing`)."""
    if part.kind is not ActionKind.SPEND_COUNTERS or part.counter in ("", ANY_COUNTER):
        return doing(state, part)
    wanted = f"spend {counted_words(part.amount, part.counter)}"
    held = [
        f"{state.name(oid)} has {state.objects[oid].counters.get(part.counter, 0)}"
        for oid in part.objects
        if oid in state.objects
    ]
    return f"{wanted} ({', '.join(held)})" if held else wanted


def _parts(state: GameState, step: Step) -> tuple[Step, ...]:
    """The parts of ``step``'s cost as steps: the step itself and ``step.cost_with``."""
    return (
        replace(step, cost_with=(), is_cost=True, optional=False),
        *(replace(following(state, step, t), is_cost=True) for t in step.cost_with),
    )


def unpayable(state: GameState, step: Step) -> Result | None:
    """When a part of ``step``'s cost cannot be paid (6.4.c, 1.4.1.b): the step skipped,
    with what cannot be paid — so a "may" is not even asked, "yes" being impossible
    (6.1.g). ``None`` when every part can be paid."""
    short = [p for p in _parts(state, step) if not proposed_actions(state, p)]
    if not short:
        return None
    player = step.controller or state.first_player
    spend = any(p.kind is ActionKind.SPEND_COUNTERS for p in short)
    asked = ", so it is not offered" if step.optional else ""
    return state, step_entry(
        step,
        f"{player} cannot pay this cost in full (cannot "
        f"{' and '.join(short_words(state, p) for p in short)}){asked}: none of it is paid"
        " and what it was for does not happen",
        (
            *why("cost.parts_checked"),
            *(why("may.cant_option") if step.optional else ()),
            *(why("cost.spend_short") if spend else ()),
        ),
    )


def pay_parts_and_perform(state: GameState, step: Step, after: After) -> Result:
    """Check every part of ``step``'s cost (the step itself and ``step.cost_with``), then
    pay them all as one step or none (6.4.a, 6.4.c, 1.4.1.b); ``after`` continues with the
    steps the cost was for (6.5.f)."""
    parts = _parts(state, step)
    short = unpayable(state, step)
    if short is not None:
        # 6.4.c, 1.4.1.b: one part cannot be paid, so the cost cannot be paid in full — no
        # part of it is paid, and what it was for does not happen (6.5.f).
        return short
    try:
        out = resolve_steps(state, parts, strict=True)
    except IllegalAction as exc:
        return state, step_entry(
            step,
            f"the cost cannot be paid in full ({exc}), so none of it is paid",
            # the refusal's own rule beside it: a "can't" that keeps a part from being paid
            # is 1.4.1.a's, as everywhere a "can't" stops an action
            tuple(dict.fromkeys((*why("cost.parts_checked"), exc.rule, *exc.also))),
        )
    # each part's action is said by its event ("Nilam Spires is exhausted; Nilam Spires
    # spends 4 Arcane counters"), not named again in brackets
    paid = f"{whose(step)}, paying the cost"
    return after(state, step, out, step_result(out, paid, step, why("cost.parts_paid")))
