"""hc (issue 30, session 37): a follow-up said of "they" after a step on several targets,
judged for each of them — "Up to two target Characters each lose all their boosts. If they
had an Ember counter, they gain [[Asleep]]".

A step acting on several objects is a separate atomic action for each (6.1.e); the follow-up's
condition is evaluated just before its step would happen (6.5.d) — here of each target on its
own: the step acts on those targets for which it holds, not on all of them when one fits. A
past condition ("they had") is each target's own information just before the step before
changed it (6.3.k), as it last was if it left (2.1.h, 6.3.j; ``noted_before_step``).

The follow-up is instantiated once per target the step before chose, "it" naming that one
target (the object it became, 2.1.d, or itself), in the order they were chosen.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.pipeline.resolve import StepOutcome
from engine.state.cards import EffectStep
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.state.steps import Step
from engine.why.table import why

Became = Callable[[GameState, str, str | None], str]
WasIn = Callable[[GameState, str, str], tuple[str, ...]]
AsItWas = Callable[[EffectStep, GameState, GameState, Step, tuple[str, ...]], EffectStep]
Following = Callable[
    [GameState, Step, EffectStep, tuple[str, ...] | None, tuple[str, ...] | None], Step
]


def each_member_steps(
    before: GameState,
    after: GameState,
    step: Step,
    out: StepOutcome,
    template: EffectStep,
    parts: tuple[Became, WasIn, AsItWas, Following],
) -> list[Step]:
    """The follow-up ``template`` once per target ``step`` chose, each "it" that one target
    and its condition noted as that target was (6.5.d, 6.1.e, 6.3.k)."""
    became, was_in_of, as_it_was, following = parts
    members = step.chosen or tuple(dict.fromkeys(e.object_id for e in out.events if e.object_id))
    found: list[Step] = []
    for member in members:
        events = [e for e in out.events if e.object_id == member]
        now = tuple(dict.fromkeys(became(after, member, e.new_object_id) for e in events))
        if not now and member in after.objects:
            now = (member,)  # unchanged by the step ("lose all its boosts" with none)
        now = tuple(o for o in now if o in after.objects)
        was_in = tuple(
            zone for e in events if e.from_zone for zone in was_in_of(before, member, e.from_zone)
        )
        acted = (member,) if member in before.objects else ()
        one = following(after, step, as_it_was(template, before, after, step, acted), now, was_in)
        found.append(replace(one, rules=(*one.rules, *why("effect.each_member"))))
    return found
