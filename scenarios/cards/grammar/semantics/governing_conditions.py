"""A condition governing the steps it is printed before (6.5.d): one condition on a step, a
Unique's colon condition over several steps (evaluated once), and the conditions kept as
their printed words for the evaluator (``evaluate/conditions.py``)."""

from __future__ import annotations

from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step
from scenarios.cards.grammar.semantics.decisions import COMMA_DECLINED
from scenarios.cards.grammar.semantics.either_events import (
    both_conditions,
)
from scenarios.cards.grammar.semantics.expedition_it import (
    named_by_condition,
)
from scenarios.cards.grammar.tree import Condition


class PrintedConditionSemantics(SemanticsBase):
    """The conditions read as their printed words (6.5.d); the evaluator reads those words."""

    @v_args(meta=True)
    def you_dont_control_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "you don't control [X]": the negation of "you control [X]" (6.5.d)."""
        return Condition(self._span(meta).replace("you don't control", "you control", 1), True)


for _name in (
    "you_control_cond",
    "opponent_controls_cond",
    "i_status_cond",
    "i_in_terrain_cond",
    "i_have_boosts_cond",
    "my_expedition_cond",
    "zone_empty_cond",
    "no_cards_cond",
    "first_player_cond",
    "only_one_cond",
):
    setattr(
        PrintedConditionSemantics,
        _name,
        v_args(meta=True)(lambda self, meta, _items: Condition(self._span(meta))),
    )


def conditioned(step: Step, condition: str, rule: str) -> Step:
    if "if" in step:
        joined = both_conditions(step, condition)  # "[c1]: If [c2], [X]" (either_events.py)
        if joined is None:
            raise NotRead("if", "two conditions on one step are not read yet", rule)
        return joined
    pending = step.pop("_otherwise_pending", None)
    if step.pop(COMMA_DECLINED, None) and pending is None:
        # "[c]: You may [X], otherwise [Y]": Y when c is false (6.5.e), as before gram57
        pending = step.pop("if_not_done", None)
    step = named_by_condition({**step, "if": condition}, condition)  # "it" an Expedition
    if pending is not None:
        step["otherwise"] = pending
    return step


def governed(steps: list[Step], condition: str, rule: str) -> list[Step]:
    """A Unique's "[condition]: [output]": the condition on the output's first step, and
    the output's other steps as its ``also`` — one evaluation governs them all, which
    follow in order whether or not the first did anything (6.5.d, 6.5.e, 6.1.c)."""
    first, *rest = steps
    if any("_otherwise_pending" in s or "_only_if" in s for s in rest):
        raise NotRead("otherwise", "'otherwise' after several steps is not read yet", rule)
    step = conditioned(dict(first), condition, rule)
    if rest and step.get("if") != condition:
        # the first step's own condition joined to the colon's would govern the rest too
        raise NotRead("if", "two conditions on one step are not read yet", rule)
    if rest:
        step["also"] = rest
    return [step]


def _one(steps: list[Step], condition: str, rule: str) -> Step:
    if len(steps) != 1:
        raise NotRead("if", "a condition over several steps is not read yet", rule)
    return conditioned(steps[0], condition, rule)
