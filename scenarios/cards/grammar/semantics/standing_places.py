"""The reader's semantics of the qualifiers "[object] in an Expedition that's behind / tied
/ ahead" of the section "gram35" of ``altered.lark`` (issue 30): the object is in an
Expedition standing so against the Expedition facing it — ahead farther from its starting
region, behind closer, tied as far (7.5.2.a-c; all are tied during tiebreakers, 7.5.2.d).

The Expedition's player, when said ("an Expedition you control", "your Expeditions", "an
opponent's Expedition"), is the object's controller: a player controls the objects in the
zones they control (7.5.5.b), and their Expeditions (7.5.5.a). A Gigantic object is in both
of its controller's Expeditions (7.4.4.b): in one so standing is enough (the engine's
matcher, engine/reading/filters.py)."""

from __future__ import annotations

from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.semantics.object_filters import ALL_OF_PARTS


class StandingPlaceSemantics(SemanticsBase):
    """Objects in Expeditions described by their standing (7.5.2)."""

    @v_args(meta=True)
    def in_expedition_standing(self, meta: Meta, _: list[Any]) -> tuple[str, Any]:
        """ "in an Expedition [you control] that's behind", "in one of your Expeditions
        that's tied", "in an opponent's Expedition that's ahead" (7.5.2.a-c, 7.5.5.b)."""
        said = self._span(meta).lower().split()
        standing = said[-1]
        parts: list[tuple[str, Any]] = []
        if standing == "ahead":
            parts.append(("in_expedition_ahead", True))
        else:
            parts.append(("in_expedition_standing", standing))
        if "opponent's" in said or "opponent" in said:
            parts.append(("controller", "opponent"))
        elif "your" in said or "you" in said:
            parts.append(("controller", "you"))
        return (ALL_OF_PARTS, parts)
