"""Why a card in a Hand or a Reserve is not offered as a turn effect.

The turn decision offers only the legal plays (6.1.g); a judge looking at a card that is
not among them wants to know why: its cost against the ready Mana Orbs (1.2.5.c), a "can't"
(1.4.4), it is exhausted in Reserve (2.4.6.c), or it is not the time to play a card:
:func:`why_not_now`, the one reason that holds for every card of a player's Hand and Reserve
(the phase, 4.2.3.b; another player's turn, 5.1.1.b; a decision or Reactions to resolve
before the next turn effect, 4.2.3.e). Otherwise this asks the same check the engine makes
before a declaration of intent (5.1.2.g, ``engine.play.legality.check_play``), for every
place the card could be played into, and keeps each different refusal with its rule. Pure:
no state changes.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.play.legality import check_play, places_for
from engine.state import zones as z
from engine.state.decisions import DecisionKind
from engine.state.enums import Phase, ZoneKind
from engine.state.errors import IllegalAction
from engine.state.game_state import GameState
from engine.why.table import rule_of


@dataclass(frozen=True, slots=True)
class NotPlayable:
    """One reason a card cannot be played now, in words, with the rule that says so and the
    rules cited beside it (``also``: 1.4.1.a beside 1.2.4.d for a card's own "can't")."""

    text: str
    rule: str
    also: tuple[str, ...] = ()


PHASE_WORDS = {Phase.SETUP: "the game is being set up"}
"""How a phase is said when it is not "it is <phase>"."""


def why_not_now(state: GameState, player: str) -> NotPlayable | None:
    """Why ``player`` cannot play any card of their Hand or Reserve as a turn effect now,
    whatever the card; None on their turn when no other decision is pending. The most
    specific rule: turns are taken only in the Afternoon (4.2.3.b); during their own turn
    only may a player play a card (5.1.1.b); the next turn effect is chosen once the one
    before and the Reactions it led to are resolved (4.2.3.e)."""
    if state.phase is not Phase.AFTERNOON:
        when = PHASE_WORDS.get(state.phase, f"it is {state.phase.value}")
        return NotPlayable(
            f"{when}, and cards are played only on a player's turn, in the Afternoon",
            rule_of("refused.not_afternoon"),
        )
    if state.turn_player != player:
        turn = state.turn_player
        whose = f"it is {turn}'s turn" if turn else "no turn has begun yet"
        return NotPlayable(
            f"{whose}, and {player} plays cards only on their own turn",
            rule_of("refused.not_turn_effect"),
        )
    d = state.pending
    if d is not None and (d.kind != DecisionKind.TURN or d.player != player):
        which = "this decision" if d.player == player else f"{d.player}'s decision"
        return NotPlayable(
            f"{player} chooses their next turn effect once {which} and the Reactions are resolved",
            rule_of("refused.answer_first"),
        )
    return None


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
    now = why_not_now(state, player)
    if now is not None:
        return (now,)
    reasons: dict[str, NotPlayable] = {}
    for dest in places_for(card):
        try:
            check_play(state, player, object_id, dest)
        except IllegalAction as exc:
            text = str(exc.args[0]) if exc.args else str(exc)
            text = text.removesuffix(f" (CR {exc.rule})")
            reasons.setdefault(text, NotPlayable(text, exc.rule, exc.also))
            continue
        return ()
    if not places_for(card):
        return (
            NotPlayable(
                f"a {card.type.value} is not played from there", rule_of("refused.no_place_to_play")
            ),
        )
    return tuple(reasons.values())


__all__ = ["NotPlayable", "why_not_now", "why_not_playable"]
