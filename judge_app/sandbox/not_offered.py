"""The cards of a Hand or Reserve the pending turn decision does not offer, and why.

A turn decision lists only the legal plays (6.1.g), so a card the judge expected to see is
simply missing; this names each such card of the deciding player's Hand and Reserve with the
reasons the engine refuses it (its cost against the ready Mana Orbs, a "can't", exhausted in
Reserve — :func:`engine.play.not_playable.why_not_playable`), each with its rule, and the
quick actions of objects in play not offered (a {T} cost of an exhausted object or of one
that can't be exhausted — :func:`engine.play.quick.withheld_quick_reasons`). Pure Python:
no Qt.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.play.not_playable import NotPlayable, why_not_playable
from engine.play.quick import withheld_quick_reasons
from engine.state import zones as z
from engine.state.decisions import Decision, DecisionKind
from engine.state.enums import ZoneKind
from engine.state.game_state import GameState

ZONE_NAMES = {ZoneKind.HAND: "Hand", ZoneKind.RESERVE: "Reserve"}


@dataclass(frozen=True, slots=True)
class NotOffered:
    """A card not offered: its name, where it is, and why (each reason with its rule)."""

    name: str
    zone: str
    reasons: tuple[NotPlayable, ...]


def not_offered(state: GameState, decision: Decision) -> list[NotOffered]:
    """For a turn decision, the deciding player's cards in Hand and Reserve that no option
    plays, with why; nothing for other decisions."""
    if decision.kind != DecisionKind.TURN:
        return []
    offered = {o.id.split(":")[1] for o in decision.options if o.id.startswith("play:")}
    found: list[NotOffered] = []
    for kind in (ZoneKind.HAND, ZoneKind.RESERVE):
        for oid in state.zone(z.personal(kind, decision.player)):
            if oid in offered or state.card(oid) is None:
                continue
            reasons = why_not_playable(state, oid)
            if reasons:
                found.append(NotOffered(state.name(oid), ZONE_NAMES[kind], reasons))
    # the quick actions of objects in play not offered: "its cost cannot be paid: Lamp
    # Keeper can't be exhausted" (1.4.1.b), exhausted, played a hundred times today
    for oid, why, rule in withheld_quick_reasons(state, decision.player):
        found.append(NotOffered(state.name(oid), "quick action", (NotPlayable(why, rule),)))
    return found


__all__ = ["NotOffered", "not_offered"]
