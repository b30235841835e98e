"""gk (session 34, issue 30): Expedition relations — the bearer's own join of an Expedition
(7.5.10.a), a self-move Reaction (6.3.c, 6.3.e): the engine's ``i_join_an_expedition``
(engine/pipeline/own_join_triggers.py). The relations said in conditions ("if I'm in the same
Expedition as a Plant", "if you control a Plant in it" after this trigger) are the lexer's
(grammar/relation_words.py)."""

from __future__ import annotations

import re
from typing import Any

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase


class ExpeditionRelationSemantics(SemanticsBase):
    """ "When I join an Expedition / one of your Expeditions" (7.5.10.a-c, 6.3.c)."""

    def gk_i_join_an_expedition(self, _: list[Any]) -> dict[str, Any]:
        """A Character joins only its controller's Expeditions (7.5.5.a), so both wordings
        are one trigger: in an Expedition after the event and not before (7.5.10.a)."""
        return {"trigger": "i_join_an_expedition"}

    def event_trigger(self, items: list[Any]) -> dict[str, Any]:
        """ "When I join an Expedition, if you control a Plant in it —": "it" is the joined
        Expedition, looked at after the event (6.3.k), when it is the bearer's (7.5.10.a; a
        Gigantic bearer's two, one subset, 7.4.4.j) — said "in my Expedition"."""
        fields = dict(super().event_trigger(items))  # type: ignore[misc]
        said = fields.get("if")
        if fields.get("trigger") == "i_join_an_expedition" and isinstance(said, str):
            fields["if"] = _IN_IT.sub(r"\1my expedition", said)
        return fields


_IN_IT = re.compile(r"\b((?:in|from) )it\b(?!')", re.IGNORECASE)
"""'in it' of the joined Expedition (an object 'in' it: 7.5.10.a)."""


class ExpeditionRelationRefusals(SemanticsBase):
    """The Expedition relations refused by name, each with the judge's reason."""

    def gk_same_region(self, _: list[Any]) -> None:
        raise NotRead(
            "region",
            "'in the same region' is read by hand: an Expedition is in the region its"
            " Expedition counter is on (7.5.8.a), so the objects in the same region are those"
            " of every Expedition — either player's — whose counter is on that region; the"
            " reader says it of Expeditions (In Contact, 7.5.9.a), not yet as a place",
            "gk_same_region",
        )

    def gk_former_expedition(self, _: list[Any]) -> None:
        raise NotRead(
            "former",
            "'its former Expedition' is read by hand: the Expedition an object was in before"
            " it left is its last known information (2.1.h, 6.3.j), which the reader does"
            " not keep for a place yet",
            "gk_former_expedition",
        )

    def gk_expedition_with_most(self, _: list[Any]) -> None:
        raise NotRead(
            "most",
            "'the Expedition with the most …' is read by hand: the Expeditions (3.2.4.b) are"
            " compared by what is in them, and the rules do not say which one it is when two"
            " are tied",
            "gk_expedition_with_most",
        )
