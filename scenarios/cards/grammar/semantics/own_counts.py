"""Counts said of each object a step acts on (issue 30, gram73): "per Ember counter it has",
"the number of boosts it has" — the counters on EACH object the step gives boosts or counters
to, counted for it alone (6.5.i, 2.5.c). The count's words go to the step's ``per``, where
:mod:`scenarios.cards.own_counts` reads them for the steps the engine counts so and refuses
them by name elsewhere."""

from __future__ import annotations

from typing import Any

from lark import Token, v_args
from lark.tree import Meta

from scenarios.cards.grammar.semantics.base import SemanticsBase


class OwnCountSemantics(SemanticsBase):
    """The count words of "[counter] it has"."""

    def its_own_counters_counted(self, items: list[Any]) -> str:
        """ "Ember counter it has" / "boosts it has": the counters on each object acted on."""
        names = [t for t in items if isinstance(t, Token) and t.type == "COUNTER_NAME"]
        return f"{str(names[0]).lower()} counter it has" if names else "boost it has"


class OwnersZoneFirstSemantics(SemanticsBase):
    """ "Send to their owners' Reserves all [objects]": the objects said last (7.3.37)."""

    @v_args(meta=True)
    def owners_zone_first(self, meta: Meta, items: list[Any]) -> Any:
        """The step "[verb] [objects] to their owners' [zone]" reads (3.1.2.c)."""
        return self.return_to_owners_zone(meta, [items[-1], *items[:-1]])  # type: ignore[attr-defined]

    def owners_hands_first(self, items: list[Any]) -> Any:
        """The step "Send [objects] to their owners' hands" reads (7.3.37, 3.1.2.c)."""
        return self.send_to_owners_hands([items[-1], *items[:-1]])  # type: ignore[attr-defined]
