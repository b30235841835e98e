"""The semantic function of "When a card leaves your Hero zone" (6.3.b): a card of its
controller's Hero zone (3.2.6) moving to another zone, once per card (6.3.g) — the engine's
flow triggers (``engine.pipeline.flow_triggers``). Only "a card" is read: a narrower
description is left to the judge."""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.semantics.object_filters import _filter
from scenarios.cards.grammar.tree import Description


class LeavingHeroZoneSemantics(SemanticsBase):
    """A card leaving its controller's Hero zone."""

    def ev_leaves_your_hero_zone(self, items: list[Any]) -> dict[str, Any]:
        another, d = items[0]
        plain = isinstance(d, Description) and not another and d.types == ["card"]
        if not plain or _filter(d, types=[], where=True):  # gdef: place words too
            why = "only 'a card' leaving your Hero zone is read"
            raise NotRead("leaves your Hero zone", why, "ev_leaves_your_hero_zone")
        return {"trigger": "card_leaves_your_hero_zone"}
