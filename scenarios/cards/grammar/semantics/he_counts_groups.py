"""The semantic functions of the grammar block "he (session 37): counts compared, counts of
Expeditions, groups, losses" of ``altered.lark`` (issue 30).

* "[object] loses all its counters", "… all its counters and boosts", "… all its boosts
  and counters": every counter of every name on it removed in one step (2.5.g), boosts among
  them — a boost is a counter (2.5.1.a) — as "Remove all counters from [object]" reads.

The players' counts compared ("an opponent controls as many or more Characters as you") keep
their words as ``lead_cond`` does (compiled by scenarios/cards/more_conditions.py)."""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.semantics.object_subjects import _subject

Step = dict[str, Any]

_LOSERS = ("me", "target", "each", "it")
"""The objects a loss of every counter is read of: the bearer, a target, each of a group,
"it" (as for counters of one name, counter_language.py)."""


class HeCountsGroupsSemantics(SemanticsBase):
    """Rule by rule (method name = rule alias)."""

    def he_lose_every_counter(self, items: list[Any]) -> Step:
        """ "[object] loses all its counters (and boosts)": every counter removed (2.5.g,
        2.5.1.a) from the object, or from each object a group lets through (6.1.e)."""
        obj = items[0]
        if obj.kind not in _LOSERS or (obj.up_to and obj.kind != "target"):
            raise NotRead(
                "loses", "these objects losing every counter is not read yet", "lose_counters"
            )
        return {"action": "remove_counters", "all_counters": True, **_subject(obj)}
