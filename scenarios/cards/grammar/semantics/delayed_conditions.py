"""The semantic functions of delayed effects with a condition (issue 30, gram93): "At Night, if
it's still in play, return it to your hand" — every moment a delayed effect is read at (the
rules of :class:`~.phase_slots.DelayedStepSemantics`), with the condition of "if [c], [steps]"
said between the moment and the steps.

The delayed steps are an Emblem-Ongoing's Reaction (2.2.2.m); the condition is those steps',
checked as they would happen, when the Reaction resolves at that moment (6.5.d) — not as the
Emblem is created. "It" in the condition and the steps is the object the step before acted
on, bound as the Emblem is created (6.3.i): a card that left play since is a new object
(1.4.4.a, 2.1.d), so "if it's still in play" does not hold for it, and a step on it finds
nothing (the engine says so).
"""

from __future__ import annotations

from typing import Any, cast

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step
from scenarios.cards.grammar.semantics.phase_slots import DelayedStepSemantics
from scenarios.cards.grammar.semantics.step_clauses import StepClauseSemantics
from scenarios.cards.grammar.semantics.steps import StepSemantics
from scenarios.cards.grammar.tree import Condition

_NEXT_LASTING = frozenset({"this turn", "this Afternoon", "this Day"})
"""The durations the CR names (2.2.15.a) that "the next [card] you play" is looked for in."""


class DelayedConditionSemantics(SemanticsBase):
    """ "At [moment], if [c], [steps]": the delayed steps, each under the condition."""

    def delayed_if(self, items: list[Any]) -> list[Step]:
        """ "if [c], [steps]" after a delayed step's moment: the steps under the condition,
        as "If [c], [steps]" reads them (6.5.d)."""
        condition, steps = items
        sentence = StepClauseSemantics.if_clause(
            cast(StepClauseSemantics, self), [condition, steps]
        )
        return sentence.steps

    @v_args(meta=True)
    def delayed_at_phase_if(self, meta: Meta, items: list[Any]) -> list[Step]:
        """ "At Dusk / At the next Night, if [c], [steps]" (4.2.a, 6.5.d)."""
        me = cast(DelayedStepSemantics, self)
        steps: list[Step] = DelayedStepSemantics.delayed_at_next_phase(me, meta, items)
        return steps

    @v_args(meta=True)
    def delayed_at_next_phase_if(self, meta: Meta, items: list[Any]) -> list[Step]:
        """ "At the start of the next Dusk, if [c], [steps]" (4.2.b, 6.5.d)."""
        me = cast(DelayedStepSemantics, self)
        steps: list[Step] = DelayedStepSemantics.delayed_at_next_phase(me, meta, items)
        return steps

    @v_args(meta=True)
    def delayed_at_end_of_if(self, meta: Meta, items: list[Any]) -> list[Step]:
        """ "At the end of the turn / the Afternoon, if [c], [steps]" (4.2.3.e, 6.5.d)."""
        me = cast(DelayedStepSemantics, self)
        steps: list[Step] = DelayedStepSemantics.delayed_at_end_of(me, meta, items)
        return steps

    @v_args(meta=True)
    def it_in_play_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "it's [still] in play" / "it's no longer in play" / "it isn't in play": the object
        "it" names is in the Expedition or Landmark zone (3.1.4.a) — still that object
        (1.4.4.a). "Still" says no more than the rules do: an object that left play is a new
        object, which "it" does not name (2.1.d)."""
        words = self._span(meta).replace("isn't", "is not").replace("'s", " is").split()
        return Condition("it's in play", "not" in words or "longer" in words)

    def next_played_lasting(self, items: list[Any]) -> Step:
        """ "The next [card] you play this Day / until end of turn [change]": an
        Emblem-Ongoing for that duration (5.2.d, 2.2.15.a), as "this turn" reads; a time that
        is no duration was refused as its words were read."""
        d, duration, change = items
        if duration not in _NEXT_LASTING:
            raise NotRead(
                str(duration), f"'{duration}' is not a duration (2.2.15.a)", "next_played"
            )
        # the composed reader's "next_played": the CR vocabulary's words first (cr_vocabulary)
        step: Step = cast(StepSemantics, self).next_played([d, duration, change])
        return step
