"""The semantic function of "When my Expedition / one of your Expeditions attempts to move
forward [during Dusk] and can't" (6.3.b): told to move forward by an effect or by Progress,
it cannot (7.5.3.a) — a Defender during Dusk (7.4.2.b), a "can't move forward" (1.4.1.a)
(``engine.pipeline.forward_attempts``); "during [Phase]" keeps it to that phase (4.2.a)."""

from __future__ import annotations

from typing import Any

from lark import Token, v_args
from lark.tree import Meta

from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.semantics.base import SemanticsBase


class ForwardAttemptSemantics(SemanticsBase):
    """An Expedition attempting to move forward and failing."""

    @v_args(meta=True)
    def ev_attempts_to_move_forward(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        mine = self._span(meta).startswith("my ")
        fields: dict[str, Any] = {
            "trigger": f"{'my' if mine else 'your'}_expedition_attempts_to_move_forward"
        }
        phase = [i for i in items if isinstance(i, Token) and i.type == "PHASE"]
        if phase:
            fields["during"] = lx.PHASES[phase[-1].lower()]
        return fields
