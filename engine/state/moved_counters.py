"""Whether a step that removes counters is the first half of a move ("Move 2 boosts from
target Character to another target Character", 7.3.15.a, 2.5.g): plain reading of a step's
data, so the words (``engine.why``) and the steps (``engine.steps.moving_counters``) both ask."""

from __future__ import annotations

from engine.state.actions import ActionKind
from engine.state.cards import EffectStep
from engine.state.enums import ANY_COUNTER, BOOST
from engine.state.steps import Step

_GAINS = (ActionKind.GIVE_BOOST, ActionKind.GAIN_COUNTERS)


def given_as_moved(step: Step) -> EffectStep | None:
    """The step that gives the counters a ``remove_counters`` step removes to another object
    — its outcomes are "k removed: the other gains k", for each k from 1 to N, of the same
    counter —, or ``None`` when ``step`` is no move."""
    if step.kind is not ActionKind.REMOVE_COUNTERS or step.counter in ("", ANY_COUNTER):
        return None
    if not step.count_outcomes or step.then or step.also:
        return None
    # ia39: "Move up to N …": N outcomes, the number moved chosen (6.1.g) from 0 to N —
    # before the choice ``amounts`` says it; after it, ``amount`` is the number chosen.
    most = max(step.amounts) if step.amounts else step.amount
    if step.amounts and tuple(step.amounts) != tuple(range(most + 1)):
        return None
    first: EffectStep | None = None
    for k, outcome in enumerate(step.count_outcomes, start=1):
        if outcome.low != k or outcome.high != k or len(outcome.steps) != 1:
            return None
        gain = outcome.steps[0]
        if gain.action not in _GAINS or gain.amount != k:
            return None
        counter = BOOST if gain.action is ActionKind.GIVE_BOOST else gain.counter
        if counter != step.counter:
            return None
        first = first or gain
    # the number chosen may be fewer than N: the outcomes above it are never reached
    return first if len(step.count_outcomes) >= most else None
