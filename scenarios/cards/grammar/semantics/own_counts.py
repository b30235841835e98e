"""Counts said of each object a step acts on (issue 30, gram73): "per Ember counter it has",
"the number of boosts it has" — the counters on EACH object the step gives boosts or counters
to, counted for it alone (6.5.i, 2.5.c). The count's words go to the step's ``per``, where
:mod:`scenarios.cards.own_counts` reads them for the steps the engine counts so and refuses
them by name elsewhere."""

from __future__ import annotations

from typing import Any

from lark import Token

from scenarios.cards.grammar.semantics.base import SemanticsBase


class OwnCountSemantics(SemanticsBase):
    """The count words of "[counter] it has"."""

    def its_own_counters_counted(self, items: list[Any]) -> str:
        """ "Ember counter it has" / "boosts it has": the counters on each object acted on."""
        names = [t for t in items if isinstance(t, Token) and t.type == "COUNTER_NAME"]
        return f"{str(names[0]).lower()} counter it has" if names else "boost it has"
