"""The reader's semantics of the game's countable things said of any object (issue 30,
gram53): the ordinal of a gain of counters ("When a Character you control gains its third
Ember counter"), the event "When I gain my third [name] counter" is, for every object a
trigger's subject names — the engine's ``counter_reaches`` with that subject's filter,
activated by the gain that takes that object's counters of that name from fewer than the
number to the number or more (2.5, 7.3.15.a; engine/pipeline/event_triggers.py)."""

from __future__ import annotations

import re
from typing import Any

from lark import Token, v_args
from lark.tree import Meta

from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.semantics.before_output import _event_filter
from scenarios.cards.grammar.semantics.uniques import _ORDINALS


class CountedThingSemantics(SemanticsBase):
    """Counters said of any object: the Nth one gained (2.5, 2.5.1.a)."""

    @v_args(meta=True)
    def ev_gains_nth_counter(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        """ "When [object] gains its Nth [name] counter / boost": each object the subject
        names, as it reaches that number (a boost is a counter, 2.5.1.a)."""
        another, d = items[0]
        m = re.search(r"\bits (\w+) ", self._span(meta).lower())
        assert m is not None
        names = [t for t in items if isinstance(t, Token) and t.type == "COUNTER_NAME"]
        counter = names[0].value.capitalize() if names else "boost"
        flt = _event_filter(d, bool(another), "gains", "ev_gains_nth_counter")
        return {
            "trigger": "counter_reaches",
            "amount": _ORDINALS[m[1]],
            "counter": counter,
            "filter": flt,
        }
