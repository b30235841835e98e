"""A card put into the Discard pile from a zone said, as an event (issue 30, g6): "When a
card is put into your discard pile from your deck —" (a card of the Deck moved there: 3.2.2,
3.2.3), "… from your hand" (3.2.5), "… from your Reserve" (3.2.10) — the controller's own
zones; the move said with any of its verbs (7.3.37.b). Read as "When a card joins your
discard pile" is (:mod:`.unique_composition`), with the zone it came from (``joined_from``,
matched in engine.pipeline.flow_triggers)."""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.semantics.base import SemanticsBase


class DiscardPileOriginSemantics(SemanticsBase):
    """ "[card] is put into your discard pile from your [zone]" (3.2.3, 7.3.37.b)."""

    def g6_from_deck(self, _: list[Any]) -> str:
        return "deck"

    def g6_from_hand(self, _: list[Any]) -> str:
        return "hand"

    def g6_from_reserve(self, _: list[Any]) -> str:
        return "reserve"

    def g6_joins_discard_pile_from(self, items: list[Any]) -> dict[str, Any]:
        found: dict[str, Any] = self.ev_joins_your_discard_pile(items[:1])  # type: ignore[attr-defined]
        return {**found, "joined_from": items[-1]}
