"""The reader's semantics of "When I gain my third boost" (section "gram35" of
``altered.lark``, issue 30): a boost is a counter (2.5.1.a), so the event is the one of "When
I gain my third [name] counter" — the engine's ``counter_reaches`` on the bearer's boosts,
activated by the gain that takes them from fewer than that number to that number or more
(engine/pipeline/gain_triggers.py), not by a later one."""

from __future__ import annotations

import re
from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.semantics.uniques import _ORDINALS


class OrdinalBoostSemantics(SemanticsBase):
    """ "When I gain my Nth boost" (2.5.1.a)."""

    @v_args(meta=True)
    def ev_boost_reaches(self, meta: Meta, _: list[Any]) -> dict[str, Any]:
        m = re.search(r"my (\w+) boost", self._span(meta).lower())
        assert m is not None
        return {
            "trigger": "counter_reaches",
            "amount": _ORDINALS[m[1]],
            "counter": "boost",
            "filter": {"only_me": True},
        }
