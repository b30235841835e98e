"""The semantic function of "When your Hero / Companion Expedition / one of your Expeditions
fails to move forward" (6.3.b): that Expedition of the controller's did not move forward
during Progress, unless tiebreakers have started (4.2.4.i) — "during Dusk" says nothing
more, as Progress is Dusk's (4.2.4); once per Expedition that failed (6.3.g)."""

from __future__ import annotations

from typing import Any

from lark import Token, v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase


class ExpeditionFailsSemantics(SemanticsBase):
    """One of the controller's Expeditions failing to move forward."""

    @v_args(meta=True)
    def ev_your_expedition_fails(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        phase = [i for i in items if isinstance(i, Token) and i.type == "PHASE"]
        if phase and phase[-1].lower() != "dusk":  # 4.2.4.i: only Progress, at Dusk
            raise NotRead(str(phase[-1]), "an Expedition fails to move forward only at Dusk")
        words = self._span(meta).split()
        if words[:3] == ["one", "of", "your"]:
            return {"trigger": "your_expedition_fails_to_move_forward"}
        if words[1] not in ("hero", "companion"):  # "your Plant Expedition": no such one
            raise NotRead(words[1], f"'{words[1]} Expedition' is not an Expedition")
        return {"trigger": f"your_{words[1]}_expedition_fails_to_move_forward"}
