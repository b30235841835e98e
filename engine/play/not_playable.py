"""Why a card in a Hand or a Reserve is not offered as a turn effect.

The turn decision offers only the legal plays (6.1.g); a judge looking at a card that is
not among them wants to know why: its cost against the ready Mana Orbs (1.2.5.c), a "can't"
(1.4.4), it is exhausted in Reserve (2.4.6.c), or it is not its player's turn (5.1.1.b).
This asks the same check the engine makes before a declaration of intent (5.1.2.g,
``engine.play.legality.check_play``), for every place the card could be played into, and
keeps each different refusal with its rule. Pure: no state changes.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.play.legality import check_play, places_for
from engine.state import zones as z
from engine.state.decisions import DecisionKind
from engine.state.enums import ZoneKind
from engine.state.errors import IllegalAction
from engine.state.game_state import GameState
from engine.why.table import rule_of


@dataclass(frozen=True, slots=True)
class NotPlayable:
    """One reason a card cannot be played now, in words, with the rule that says so."""

    text: str
    rule: str


def why_not_playable(state: GameState, object_id: str) -> tuple[NotPlayable, ...]:
    """Why the card ``object_id`` (in its owner's Hand or Reserve) cannot be played as its
    owner's turn effect now; empty when it can be played somewhere."""
    o = state.objects.get(object_id)
    card = state.card(object_id) if o is not None else None
    if o is None or card is None:
        return ()
    if z.kind_of(o.zone) not in (ZoneKind.HAND, ZoneKind.RESERVE):
        return ()
    player = o.owner
    d = state.pending
    if d is not None and d.player == player and d.kind is not DecisionKind.TURN:
        # the turn effect is chosen once this decision is answered (4.2.3.c)
        return (
            NotPlayable(f"{player} must first answer: {d.prompt}", rule_of("refused.answer_first")),
        )
    reasons: dict[str, NotPlayable] = {}
    for dest in places_for(card):
        try:
            check_play(state, player, object_id, dest)
        except IllegalAction as exc:
            text = str(exc.args[0]) if exc.args else str(exc)
            text = text.removesuffix(f" (CR {exc.rule})")
            reasons.setdefault(text, NotPlayable(text, exc.rule))
            continue
        return ()
    if not places_for(card):
        return (
            NotPlayable(
                f"a {card.type.value} is not played from there", rule_of("refused.no_place_to_play")
            ),
        )
    return tuple(reasons.values())


__all__ = ["NotPlayable", "why_not_playable"]
