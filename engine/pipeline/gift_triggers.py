"""Gifts (7.3.29.a): what a player receives during another player's turn — a card drawn,
a Resupply, a token received (7.3.30.a) — made by the player whose turn it is (7.3.22.a);
"When you make a Gift" Reactions, and those a judge might expect that do not activate."""

from __future__ import annotations

from collections.abc import Iterable

from engine.pipeline.activation import (
    condition_holds,
    new_activation,
    player_fits,
)
from engine.pipeline.atomic import token_receiver
from engine.pipeline.counted_events import GIFT_MADE, ordinal_holds
from engine.reading.passives import (
    effective_abilities,
)
from engine.state.actions import ActionKind
from engine.state.agenda import Activation
from engine.state.cards import (
    AbilityKind,
    TriggerKind,
)
from engine.state.events import Event
from engine.state.game_state import GameState
from engine.state.said import possessive
from engine.why.table import why

_RESUPPLIES = frozenset({ActionKind.RESUPPLY, ActionKind.EXHAUSTED_RESUPPLY})


def gifts(before: GameState, after: GameState, events: Iterable[Event]) -> list[tuple[str, Event]]:
    """Gifts received during a player's turn (7.3.29.a): by another player drawing a card,
    resupplying, or receiving a token — a token joining their Expeditions, Landmarks or
    Reserve (7.3.30.a), whether it is created there, received, taken control of or moved
    there (:func:`~engine.pipeline.atomic.token_receiver`); each card or token is its own
    Gift (7.3.29.a Remark). The player making the Gift is the one whose turn it is
    (7.3.22.a): a token received during one's own turn, or outside any player's turn, is no
    Gift. Returns (the player making the Gift, the event)."""
    giver = before.turn_player
    if giver is None:
        return []
    out: list[tuple[str, Event]] = []
    for ev in events:
        receiver: str | None = None
        if ev.kind is ActionKind.DRAW or ev.kind in _RESUPPLIES:
            receiver = ev.player if ev.new_object_id else None
        elif ev.new_object_id is not None:
            receiver = token_receiver(before, after, ev)
        if receiver is not None and receiver != giver:
            out.append((giver, ev))
    return out


def gift_activations(before: GameState, after: GameState, events: list[Event]) -> list[Activation]:
    made = gifts(before, after, events)
    out: list[Activation] = []
    if not made:
        return out
    for src, index, ab in effective_abilities(before):
        if ab.kind is not AbilityKind.REACTION or ab.trigger is not TriggerKind.YOU_MAKE_A_GIFT:
            continue
        for giver, ev in made:
            it = (ev.new_object_id,) if ev.new_object_id else ()
            if (
                player_fits(ab.watched_player, before.objects[src].controller, giver)
                and ordinal_holds(ab, before, after, events, GIFT_MADE, giver, ev)
                and condition_holds(ab, before, after, giver, src, src, it)
            ):
                token = ev.kind is not ActionKind.DRAW and ev.kind not in _RESUPPLIES
                rules = why("reaction.gift_token") if token else why("reaction.gift")
                out.append(new_activation(before, src, index, ab, bound=(src,), it=it, rules=rules))
    return out


def missed_gifts(
    before: GameState, after: GameState, events: Iterable[Event]
) -> list[tuple[str, tuple[str, ...]]]:
    """ "When you make a Gift" Reactions a judge might expect a draw, a Resupply or a token
    received to activate, which do not (7.3.29.a, 7.3.22.a) — ``(why, rule)`` pairs: nobody
    makes a Gift outside a player's turn, nor by receiving something during one's own turn."""
    watchers = [
        src
        for src, _index, ab in effective_abilities(before)
        if ab.kind is AbilityKind.REACTION and ab.trigger is TriggerKind.YOU_MAKE_A_GIFT
    ]
    if not watchers:
        return []
    receivers: set[str] = set()
    for ev in events:
        if ev.kind is ActionKind.DRAW or ev.kind in _RESUPPLIES:
            if ev.new_object_id and ev.player is not None:
                receivers.add(ev.player)
        elif ev.new_object_id is not None:
            got = token_receiver(before, after, ev)
            if got is not None:
                receivers.add(got)
    turn = before.turn_player
    rule = why("reaction.no_gift")
    out: list[tuple[str, tuple[str, ...]]] = []
    for src in watchers:
        name = before.name(src)
        if receivers and turn is None:
            out.append(
                (
                    f"{possessive(name)} Reaction does not activate: no Gift outside a player's "
                    "turn",
                    rule,
                )
            )
        elif turn is not None and turn in receivers and before.objects[src].controller == turn:
            out.append(
                (
                    f"{possessive(name)} Reaction does not activate: what {turn} receives during "
                    "their "
                    "own turn is no Gift",
                    rule,
                )
            )
    return out
