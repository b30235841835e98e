"""Counted limits on what a player plays (issue 30, gram82): "Each player can't play more than
two Characters each Afternoon", "Your opponents can't play more than one Spell each Day",
"You can't play more than one Spell each turn".

A passive ability that says something is impossible beats any "can" (1.4.1.a): once a player
has played as many cards of the kind as the limit allows in its period — this Afternoon
(4.2.3), this Day (4.2) or this turn (4.2.3.d) — declaring the play of another is not legal
(5.1.2.g). The count is the engine's plain data: each card a player plays is noted as its
resolution starts (5.1.2.k) in ``GameState.plays_this_afternoon`` / ``plays_this_day`` /
``plays_this_turn``, which start again with each Afternoon, Day and turn; a card played by an
effect (5.2.b) counts as any other, and is refused the same way.
"""

from __future__ import annotations

from engine.reading.conditions import holds
from engine.reading.passives import effective_abilities
from engine.state.cards import Ability, RestrictionKind
from engine.state.game_state import GameState
from engine.state.restrictions import Restriction
from engine.state.said import possessive

__all__ = ["limit_reached", "limit_words", "plays_counted"]

_PERIOD_WORDS = {"afternoon": "this Afternoon", "day": "this Day", "turn": "this turn"}


def _plays(state: GameState, period: str) -> tuple[tuple[str, str], ...]:
    if period == "day":
        return state.plays_this_day
    if period == "turn":
        return state.plays_this_turn
    return state.plays_this_afternoon


def _counts(state: GameState, r: Restriction, card_id: str) -> bool:
    """Whether the card ``card_id`` is of the kind the limit counts (its card type)."""
    if r.group is None or not r.group.types:
        return True
    return state.cards[card_id].type in r.group.types


def plays_counted(state: GameState, player: str, r: Restriction) -> int:
    """How many cards of the limit's kind ``player`` played in its period so far."""
    return sum(1 for p, c in _plays(state, r.period) if p == player and _counts(state, r, c))


def _names(state: GameState, bearer: str, r: Restriction, player: str) -> bool:
    """Whether the limit of ``bearer`` binds ``player``: every player, its controller only
    ("You can't …"), or its controller's opponents."""
    controller = state.objects[bearer].controller
    if r.any_player:
        return True
    return (player == controller) if r.own else (player != controller)


def limit_reached(state: GameState, player: str, object_id: str) -> tuple[str, Ability, int] | None:
    """The working counted limit by which ``player`` can't play the card ``object_id`` now,
    if any: ``(bearer, ability, plays counted)`` (1.4.1.a)."""
    o = state.objects.get(object_id)
    if o is None or o.card_id is None:
        return None
    for oid, _, ab in effective_abilities(state):
        r = ab.restriction
        if r is None or r.kind != RestrictionKind.OPPONENTS_CANT_PLAY or not r.at_most:
            continue
        if not _names(state, oid, r, player) or not _counts(state, r, o.card_id):
            continue
        done = plays_counted(state, player, r)
        if done < r.at_most:
            continue
        controller = state.objects[oid].controller
        if ab.condition is None or holds(ab.condition, state, controller, me=oid):
            return oid, ab, done
    return None


def limit_words(
    state: GameState, player: str, object_id: str, found: tuple[str, Ability, int]
) -> str:
    """Why the play is refused, in a judge's words: the card bearing the limit, its words, and
    how many the player already played in the period."""
    bearer, ab, done = found
    r = ab.restriction
    assert r is not None
    kind = "card" if r.group is None or not r.group.types else next(iter(r.group.types)).value
    plural = "" if done == 1 else "s"
    return (
        f"{player} can't play {state.name(object_id)} now: {possessive(state.name(bearer))} "
        f"“{ab.text.strip().rstrip('.')}” holds — {player} has played {done} {kind}{plural} "
        f"{_PERIOD_WORDS.get(r.period, 'this Afternoon')}"
    )
