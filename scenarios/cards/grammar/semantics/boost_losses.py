"""The loss of the last boost as an event (issue 30): "When I lose my last boost —",
"When a Character you control loses its last boost —" — an object in play that had boosts
has none after an event (2.5.f removing, 2.5.g spending, 7.3.11.a exchanging), no longer
Boosted (2.4.5.b); which objects, by any object description the grammar reads."""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.semantics.leaving_play import _IN_PLAY_KINDS
from scenarios.cards.grammar.semantics.object_filters import _filter
from scenarios.cards.grammar.semantics.object_subjects import _noun


class BoostLossSemantics(SemanticsBase):
    """ "[object] loses its last boost" (2.5.f, 2.4.5.b)."""

    def ev_i_lose_last_boost(self, _: list[Any]) -> dict[str, Any]:
        return {"trigger": "loses_last_boost", "filter": {"only_me": True}}

    def ev_loses_last_boost(self, items: list[Any]) -> dict[str, Any]:
        another, d = items[0]
        noun = _noun(d)
        if noun not in _IN_PLAY_KINDS or d.played or d.in_your_reserve:
            raise NotRead(
                "loses", f"a {noun} out of play loses no boosts here", "ev_loses_last_boost"
            )
        flt = _filter(d, types=[] if noun == "token" else [noun], where=True)
        if d.token:
            flt["tokens"] = True  # "a token [Character]": tokens only (1.1.7.b, 2.1.e)
        if another:
            flt["another"] = True  # not the bearer (7.2.1.a)
        return {"trigger": "loses_last_boost", "filter": flt}
