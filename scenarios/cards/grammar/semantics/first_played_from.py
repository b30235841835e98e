"""The semantic function of "The first [card] you play from Reserve / from your Hand each
turn / Afternoon / Day costs {N} less / more" (5.1.2.f): a cost alteration of the first
card of that kind its controller plays from that zone in the period — a card counts once
it started its resolution (5.1.2.k), and only one played from that zone (5.1.2.d; the
engine keeps where each play of the Day came from, ``GameState.play_origins``)."""

from __future__ import annotations

from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, _number

_PERIODS = ("turn", "afternoon", "day")


class FirstPlayedFromSemantics(SemanticsBase):
    """The first card played from a zone each period, its cost changed."""

    @v_args(meta=True)
    def first_played_from_costs(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        mana, direction = items[-2], items[-1]
        words = self._span(meta).split()
        noun = words[2]
        zone = "reserve" if "reserve" in words else "hand"
        period = words[words.index("each") + 1]
        if period not in _PERIODS:  # 2.2.15.a: no other period is one cards count plays in
            raise NotRead(period, "the first card of this period is not read yet", "first_played")
        if noun not in ("card", "character", "permanent", "spell"):
            raise NotRead(noun, "the first card of this kind is not read yet", "first_played")
        n = _number(mana)
        said = f"the first {noun} you play from {zone} each {period}"
        return {"cost": {"change": -n if direction == "less" else n, "applies_to": said}}
