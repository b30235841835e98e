"""The reader's semantics of "When I go to your Discard pile" (section "gram35" of
``altered.lark``, issue 30): the bearer moved from play to the Discard pile — by a discard
or a sacrifice (7.3.7.a, 7.3.36.a) or a put / send / return there (7.3.37.b) — the engine's
``discarded`` trigger, as "When I'm discarded" is read.

Destinations joined by "or" ("… or your Reserve") are split by the lexer into two events
(:func:`scenarios.cards.grammar.event_ors.trigger_events_joined`) and read as one Reaction per
event (semantics/either_events.py), each move going to one zone only (6.3.g)."""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.semantics.base import SemanticsBase


class DestinationEventSemantics(SemanticsBase):
    """ "When I go to your Discard pile" (7.3.7.a)."""

    def ev_i_go_to_discard_pile(self, _: list[Any]) -> dict[str, Any]:
        return {"trigger": "discarded"}

    def ev_i_go_to_discard_pile_from_expedition(self, _: list[Any]) -> dict[str, Any]:
        """ "When I go to the Discard pile from an Expedition": from the Expedition zone
        (3.2.4) to the Discard pile (7.3.7.a; a sacrifice too, 7.3.36.a)."""
        return {"trigger": "discarded_from_expedition_zone"}
