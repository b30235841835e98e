"""Two steps joined by "and" before "If you do": "You may exhaust me and spend 2 of my
boosts. If you do, draw a card." (and the same without "you may").

No "to" is printed, so X and Y are no cost of Z (1.2.5.a, the 6.1.d Example): a cost is
checked whole before any of it is paid (6.4.c), an effect is not. Each part is done as far
as it can be — a part that cannot be performed is ignored and the rest happens as normal
(6.5.h, 1.4.1.c) — and then "If you do" is judged: it is true if the player *started* to do
[X and Y], even if that event was modified (6.5.f). The player started it when any part of
it happened (an event, even one replaced, 6.2.b); when no part could be done, nothing of it
was started and Z does not happen. So "yes" is offered whenever one part can be done, and
not when none can (6.1.g: an option whose every atomic action is impossible is no option).

Kept apart from :mod:`engine.steps.cost_parts`, the cost of several parts ("[X] and [Y] to
[Z]"), whose rules (6.4.a, 6.4.c, 1.4.1.b) are not these.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.pipeline.resolve import StepOutcome, proposed_actions, resolve_steps
from engine.pipeline.runtime import Result
from engine.state.actions import ActionKind
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.state.steps import Step
from engine.steps.cost_parts import short_words
from engine.steps.outcome import following, step_result
from engine.why.step_lines import step_entry
from engine.why.step_words import whose
from engine.why.table import why

__all__ = ["do_joined_parts", "joined_parts", "none_can_start"]

After = Callable[[GameState, Step, StepOutcome, Result], Result]


def joined_parts(state: GameState, step: Step) -> tuple[Step, ...]:
    """The parts of ``step`` as steps of the effect (no cost): the step itself and its
    ``cost_with`` (the step joined to it by "and")."""
    return (
        replace(step, cost_with=(), then=(), optional=False),
        *(replace(following(state, step, t), then=()) for t in step.cost_with),
    )


def none_can_start(state: GameState, step: Step) -> Result | None:
    """When no part of ``step`` can be done: nothing of it can be started, so "yes" is not
    offered (6.1.g) and what follows "If you do" does not happen (6.5.f). ``None`` when
    at least one part can be done — then the player is asked, and each part is done as far
    as it can be (6.5.h)."""
    parts = joined_parts(state, step)
    if any(proposed_actions(state, p) for p in parts):
        return None
    player = step.controller or state.first_player
    spend = any(p.kind is ActionKind.SPEND_COUNTERS for p in parts)
    # what makes each part impossible (7.3.16.b, 7.3.38.b, a "can't" 1.4.1.a): the parts
    # tried without keeping anything, as the step would be
    impossible = resolve_steps(state, parts).rules
    asked = ", so it is not offered" if step.optional else ""
    return state, step_entry(
        step,
        f"{player} can do none of it (cannot "
        f"{' and cannot '.join(short_words(state, p) for p in parts)}){asked}: nothing of it "
        "is started, so what follows “If you do” does not happen",
        (
            *why("effect.if_you_did"),
            *(why("may.cant_option") if step.optional else ()),
            *(why("cost.spend_short") if spend else ()),
            *impossible,
        ),
    )


def do_joined_parts(state: GameState, step: Step, after: After) -> Result:
    """Do every part of ``step`` as far as it can be (6.5.h): a part that cannot be
    performed is ignored, the others happen; ``after`` then goes on with what follows "If
    you do", which holds when any part was started (6.5.f)."""
    short = none_can_start(state, step)
    if short is not None:
        return short
    parts = joined_parts(state, step)
    ignored = [p for p in parts if not proposed_actions(state, p)]
    out = resolve_steps(state, parts)  # not strict: an impossible part is ignored (6.5.h)
    if ignored:
        said = f"{whose(step)}, doing what can be done"
        what = " and ".join(short_words(state, p) for p in ignored)
        tail = (
            f" — they cannot {what}, which is ignored, and they started to do the rest, so "
            "what follows “If you do” happens"
        )
        point = "effect.parts_as_far_as_they_can"
    else:
        said = f"{whose(step)}, doing both"
        tail = " — they did, so what follows “If you do” happens"
        point = "effect.parts_done"
    new, entry = step_result(out, said, step, why(point))
    # no cost: neither 6.1.d (a cost's single step) nor 6.4.c (paid in full) says it
    cost_only = set(why("effect.cost_impossible"))
    rules = tuple(r for r in entry.rules if r not in cost_only)
    return after(state, step, out, (new, replace(entry, text=f"{entry.text}{tail}", rules=rules)))
