"""The semantic functions of one object's several steps (issue 30, session 41): "Target
Character loses all its boosts and gains [[Asleep]]".

"[object] loses all its boosts and [verb]": every boost counter removed (2.5.1.a, 2.5.g),
then the second verb done by the same object (6.1.c) — a target chosen once (6.5.b), as
"[object] loses Fleeting and gains 1 boost" reads (``and_verb_chain``): the removal changing
nothing on an object with no boost does not stop the second step (6.5.h).
"""

from __future__ import annotations

from typing import Any

from lark import Tree

from scenarios.cards.grammar.semantics.base import SemanticsBase, Step


class OneObjectStepSemantics(SemanticsBase):
    """ "[object] loses all its boosts and [verb]"."""

    def lose_all_boosts_and_verb(self, items: list[Any]) -> list[Step]:
        """The removal of all its boosts, then the verb on "it" (6.1.c, 6.5.b)."""
        from scenarios.cards.grammar.semantics.object_subjects import _subject

        said = [i for i in items if not isinstance(i, Tree)]
        obj, verb = said[0], said[-1]
        lose: Step = {"action": "remove_counters", "counter": "boost", "all_counters": True}
        lose.update(_subject(obj))
        steps: list[Step] = self.and_verb_chain([[lose], verb])  # type: ignore[attr-defined]
        return steps
