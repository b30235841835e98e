"""The semantic functions of the section "places: Expeditions and players in every wording"
of ``altered.lark`` (issue 30): "target opponent's Expedition" and "target Expedition of an
opponent" are a target Expedition an opponent controls (7.5.5.a: a player controls their
Expeditions; 6.5.b), as "target Expedition an opponent controls" reads; "each of your
Expeditions that's behind / tied" (7.5.2.b, 7.5.2.c) narrows the controller's Expeditions
as the step happens, as a place and as the subject of a move (7.3.24, 7.3.25); "target
opponent's Hero / Companion Expedition" targets the opponent (6.5.b) and names their
Expedition of that kind (7.2.3.a)."""

from __future__ import annotations

from typing import Any

from lark import Token, v_args
from lark.tree import Meta

from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step


class ExpeditionWordingSemantics(SemanticsBase):
    """Expeditions said with their player's possessive or their standing."""

    def opponents_target_expedition(self, items: list[Any]) -> dict[str, Any]:
        """ "target opponent's Expedition [in {V}]": one of an opponent's (7.5.5.a)."""
        flt: dict[str, Any] = {"expedition_controller": "opponent"}
        terrain = [t for t in items if isinstance(t, Token)]
        if terrain:
            flt["in_terrain"] = lx.TERRAINS[terrain[-1].lower()]
        return flt

    @v_args(meta=True)
    def expeditions_standing(self, meta: Meta, _: list[Any]) -> dict[str, Any]:
        """ "that's behind / that is tied" (7.5.2.b, 7.5.2.c)."""
        behind = self._span(meta).lower().split()[-1] == "behind"
        return {"expedition_standing": "behind" if behind else "tied"}

    def described_expeditions_move(self, items: list[Any]) -> Step:
        """ "Each of your Expeditions that's behind moves forward one region": each of the
        controller's so described as the step happens (7.5.2, 7.3.25, 7.3.24)."""
        flt, direction = items[0], next(i for i in items[1:] if isinstance(i, str))
        return {
            "action": f"move_{direction}",
            "subject": "each_my_expedition_described",
            "filter": flt,
        }

    def target_opponent_hero_place(self, _: list[Any]) -> str:
        """ "target opponent's Hero Expedition" (7.2.3.a, 6.5.b)."""
        return "target_opponent_hero_expedition"

    @v_args(meta=True)
    def target_opponents_kind_expedition_moves(self, meta: Meta, items: list[Any]) -> Step:
        """ "Target opponent's Hero / Companion Expedition moves forward / backwards one
        region" (7.3.25, 7.3.24): that Expedition of the opponent targeted (6.5.b)."""
        kind = self._span(meta).lower().split()[2]
        if kind not in ("hero", "companion"):  # "Companion" is also a sub-type (lexicon)
            raise NotRead(kind, f"'{kind} Expedition' is not an Expedition", "expedition_moves")
        direction = next(i for i in items if isinstance(i, str) and not isinstance(i, Token))
        return {"action": f"move_{direction}", "subject": f"target_opponent_{kind}_expedition"}

    def in_an_expedition_ahead(self, _: list[Any]) -> tuple[str, Any]:
        """ "in an Expedition that's ahead" (7.5.2): the filter's ``expedition_ahead``."""
        return ("in_expedition_ahead", True)
