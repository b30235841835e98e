"""The cards of a Hand or Reserve the pending turn decision does not offer, and why.

A turn decision lists only the legal plays (6.1.g), so a card the judge expected to see is
simply missing; this names each such card of the deciding player's Hand and Reserve with the
reasons the engine refuses it (its cost against the ready Mana Orbs, a "can't", exhausted in
Reserve — :func:`engine.play.not_playable.why_not_playable`), each with its rule, and the
quick actions of objects in play not offered (a {T} cost of an exhausted object or of one
that can't be exhausted — :func:`engine.play.quick.withheld_quick_reasons`).

At any other decision (Noon, the order of Reactions, a choice while an effect resolves,
another player's turn) no card of the deciding player's Hand and Reserve can be played, for
one reason that holds for all of them: :func:`not_playable_now` says it once, with its rule
(:func:`engine.play.not_playable.why_not_now`). Pure Python: no Qt.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.play.not_playable import NotPlayable, why_not_now, why_not_playable
from engine.play.quick import withheld_quick_reasons
from engine.state import zones as z
from engine.state.agenda import TaskKind
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


@dataclass(frozen=True, slots=True)
class NotPlayableNow:
    """The cards of a player's Hand and Reserve, none of which can be played now, and the
    one reason why (with its rule)."""

    player: str
    hand: int
    reserve: int
    reason: NotPlayable

    @property
    def cards(self) -> str:
        """ "p1's 2 cards in Hand and Reserve", "p2's card in Reserve"."""
        count = self.hand + self.reserve
        where = " and ".join(n for n, k in (("Hand", self.hand), ("Reserve", self.reserve)) if k)
        cards = "card" if count == 1 else f"{count} cards"
        return f"{self.player}'s {cards} in {where}"


PLAYING: frozenset[str] = frozenset(
    {TaskKind.PLAY_DECLARE, TaskKind.PLAY_TO_LIMBO, TaskKind.PLAY_PAY, TaskKind.PLAY_IN_EFFECT}
)
"""The tasks of playing a card (5.1.2.a) a decision can belong to: its Mana Orbs, where a
card played by an effect goes… while the card is still in its Hand or Reserve."""


def not_playable_now(state: GameState, decision: Decision) -> NotPlayableNow | None:
    """At a decision other than the deciding player's turn, why none of the cards in their
    Hand and Reserve can be played now; None at their turn decision (:func:`not_offered`
    says it card by card) or when they have no such card. The card whose playing the
    decision is part of (the Mana Orbs paying for it) is being played: it is not counted."""
    if decision.kind == DecisionKind.TURN:
        return None
    playing = decision.resume.object_id if decision.resume.kind in PLAYING else None
    hand, reserve = (
        sum(o != playing for o in state.zone(z.personal(kind, decision.player)))
        for kind in (ZoneKind.HAND, ZoneKind.RESERVE)
    )
    if not hand + reserve:
        return None
    reason = why_not_now(state, decision.player)
    return None if reason is None else NotPlayableNow(decision.player, hand, reserve, reason)


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


__all__ = ["NotOffered", "NotPlayableNow", "not_offered", "not_playable_now"]
