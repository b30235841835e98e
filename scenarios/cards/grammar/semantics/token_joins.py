"""The semantic function of "When a token joins your Expeditions / my Expedition / …"
(7.5.10.a): a token in an Expedition is a token Character — creating one puts a token
Character in the Expedition zone (7.3.5.a), a Landmark Permanent token joins Landmarks
(2.2.3.e) — so the join of a token Character, as "a Character" joins are read."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.tree import Description


class TokenJoinSemantics(SemanticsBase):
    """A token joining an Expedition: a token Character (7.3.5.a)."""

    def ev_joins(self, items: list[Any]) -> dict[str, Any]:
        (another, d), place = items
        if not (isinstance(d, Description) and d.token and not d.types and not d.subtypes):
            return super().ev_joins(items)  # type: ignore[misc, no-any-return]
        character = replace(d, token=False, types=["Character"])
        found: dict[str, Any] = dict(super().ev_joins([(another, character), place]))  # type: ignore[misc]
        trigger = str(found["trigger"])
        if trigger.startswith("another_"):  # "another" said as the filter's (6.3.b)
            found["trigger"] = trigger.removeprefix("another_")
            found["filter"] = {**found.get("filter", {}), "another": True}
        found["filter"] = {**found.get("filter", {}), "tokens": True}  # 2.1.e, 7.3.5.a
        return found
