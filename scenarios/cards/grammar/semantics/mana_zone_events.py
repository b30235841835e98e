"""A card put in its controller's Mana zone as a trigger's event (gram95, issue 30): "When
you put a card in your Mana zone [during the Afternoon] —" — a card arriving in the Reaction
controller's Mana zone from another zone (3.2.9.a), by Expand (4.2.1.e) or by an effect, once
per card (6.3.g). The engine records the move (``card_joins_your_mana_zone``); "during the
Afternoon" is the event's phase (event_during.py, 4.2.a).

Refused still, by name: a kind of card ("a Character"): the card goes face-down (3.2.9.a) and
the engine does not tell its kinds apart as it arrives; "one or more cards" (once for the
whole event, not per card); a card put in another player's Mana zone ("an opponent puts …
in their Mana zone", "its owner's Mana zone"); "in your Reserve" (who puts a card in a Reserve
is not recorded: "When a card joins your Reserve" is read)."""

from __future__ import annotations

import re
from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.semantics.event_language import EventLanguageSemantics

_YOUR_MANA_ZONE = re.compile(
    r"^(?:you put a card (?:in|into) your mana zone"
    r"|a card (?:is put|goes) (?:in|into|to) your mana zone)$"
)
"""The wordings of "a card arrives in your Mana zone" read: one card, your own zone."""


class ManaZoneEventSemantics(EventLanguageSemantics):
    """ "When you put a card in your Mana zone": the controller's Mana zone joined."""

    @v_args(meta=True)
    def ev_put_in_mana_zone(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        """ "When you put a card in your Mana zone" / "When a card is put in your Mana zone"
        (3.2.9.a, 6.3.g); any other wording is refused as before (event_language.py)."""
        span = " ".join(self._span(meta).lower().split())
        if _YOUR_MANA_ZONE.match(span):
            return {"trigger": "card_joins_your_mana_zone"}
        found: dict[str, Any] = super().ev_put_in_mana_zone(meta, items)
        return found
