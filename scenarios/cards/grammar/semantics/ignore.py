"""Semantics of the grammar's "ignore" section (issue 31).

* "Ignore the abilities of [object] [this turn / this Afternoon / this Day]" (7.3.19.a): the
  engine's Ignore, whose Emblem-Ongoing ignores the object's abilities for that period
  (2.2.2.m, 2.2.15.a; "this turn" when the text gives none) — they exist but have no
  effect (7.3.19.b).
"""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.semantics.base import SemanticsBase, Step
from scenarios.cards.grammar.semantics.object_subjects import _on_object
from scenarios.cards.grammar.tree import Object


class IgnoreSemantics(SemanticsBase):
    """The "ignore" section's rules (method name = rule or alias name)."""

    def ignore_abilities(self, items: list[Any]) -> Step:
        """ "Ignore the abilities of [object] [for a time]" (7.3.19.a)."""
        obj = next(i for i in items if isinstance(i, Object))
        period = next((i for i in items if isinstance(i, str)), None)
        step = _on_object("ignore", obj)
        if period is not None:
            step["ongoing"] = {"duration": period}
        return step
