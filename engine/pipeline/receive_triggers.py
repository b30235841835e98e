"""Reactions to a player receiving something and to an Expedition Ascending.

- "When you receive a Gift" (7.3.29.a): the controller draws a card, Resupplies (an
  Exhausted Resupply too) or receives a token during another player's turn; each card or
  token is its own Gift (7.3.29.a Remark), so the Reaction activates once per card or
  token (6.3.g); "it" is that card or token.
- "When you receive a token" (7.3.30.a): a token joins the controller's Expeditions,
  Landmarks or Reserve — created there, moved there or taken control of — in any turn;
  once per token, "it" the token.
- "When my Expedition / one of your Expeditions becomes In Contact", "When I become In
  Contact": In Contact after the event and not before (7.5.9.a; a Character by one of its
  Expeditions, 7.5.9.b) — an Expedition moving into, or another player's Expedition moving
  into, its region.
- "When a Permanent joins your Landmarks": a Permanent arrives in the controller's
  Landmarks from another zone (7.5.10.a); once per Permanent, "it" that Permanent.
- "When my Expedition Ascends" / "When one of your Expeditions Ascends": the Expedition
  gains the Ascended status (7.3.3.a); "my" watches the Expeditions the object is in (both
  for a Gigantic one, 7.4.4.b), "your" every Expedition of its controller. An Expedition
  already Ascended does not Ascend again (2.4.1.f): that is an attempt, which
  :mod:`engine.pipeline.ascend_triggers` handles.

Like every Reaction that is not a self-move, these must exist and work before the event
(6.3.f).
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.pipeline.activation import (
    condition_holds,
    new_activation,
    player_fits,
    trigger_matches,
    watching_reactions,
)
from engine.pipeline.counted_events import GIFT_RECEIVED, ordinal_holds
from engine.pipeline.creation import token_receiver
from engine.reading.expedition_state import in_contact
from engine.reading.passives import expeditions_of
from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.agenda import Activation
from engine.state.cards import TriggerKind
from engine.state.enums import CardType, ExpeditionKind
from engine.state.events import Event
from engine.state.game_state import GameState
from engine.why.table import why

_DRAWS = frozenset({ActionKind.DRAW, ActionKind.RESUPPLY, ActionKind.EXHAUSTED_RESUPPLY})
_WATCHED = frozenset(
    {
        TriggerKind.YOU_RECEIVE_A_GIFT,
        TriggerKind.YOU_RECEIVE_A_TOKEN,
        TriggerKind.MY_EXPEDITION_ASCENDS,
        TriggerKind.YOUR_EXPEDITION_ASCENDS,
        TriggerKind.MY_EXPEDITION_BECOMES_IN_CONTACT,
        TriggerKind.YOUR_EXPEDITION_BECOMES_IN_CONTACT,
        TriggerKind.I_BECOME_IN_CONTACT,
        TriggerKind.PERMANENT_JOINS_YOUR_LANDMARKS,
    }
)
_CONTACT = frozenset(
    {
        TriggerKind.MY_EXPEDITION_BECOMES_IN_CONTACT,
        TriggerKind.YOUR_EXPEDITION_BECOMES_IN_CONTACT,
        TriggerKind.I_BECOME_IN_CONTACT,
    }
)


def received(
    before: GameState, after: GameState, events: Iterable[Event]
) -> list[tuple[str, Event, bool]]:
    """What players receive in one step: (the player, the event, whether it is a token).
    A card drawn or resupplied is received by the player who draws it (7.3.9.a, 7.3.31.a);
    a token by the player whose Expeditions, Landmarks or Reserve it joins (7.3.30.a)."""
    out: list[tuple[str, Event, bool]] = []
    for ev in events:
        if ev.kind in _DRAWS:
            if ev.player is not None and ev.new_object_id:
                out.append((ev.player, ev, False))
        elif ev.new_object_id is not None:
            receiver = token_receiver(before, after, ev)
            if receiver is not None:
                out.append((receiver, ev, True))
    return out


def receive_activations(
    before: GameState, after: GameState, events: list[Event]
) -> list[Activation]:
    """The Reactions "When you receive a Gift / a token" and "When my Expedition / one of
    your Expeditions Ascends" that the step's events activate."""
    watchers = list(watching_reactions(before, _WATCHED))
    if not watchers:
        return []
    got = received(before, after, events)
    ascended = [e.expedition for e in events if e.kind is ActionKind.ASCEND and e.expedition]
    turn = before.turn_player
    out: list[Activation] = []
    for src, index, ab in watchers:
        mine = before.objects[src].controller
        if ab.trigger in (TriggerKind.YOU_RECEIVE_A_GIFT, TriggerKind.YOU_RECEIVE_A_TOKEN):
            gift = ab.trigger is TriggerKind.YOU_RECEIVE_A_GIFT
            for player, ev, token in got:
                if not player_fits(ab.watched_player, mine, player):
                    continue  # "you" (the default) / "an opponent" / "a player" (1.2.2)
                if gift and (turn is None or turn == player):
                    continue  # a Gift is received during another player's turn (7.3.29.a)
                if gift and not ordinal_holds(ab, before, after, events, GIFT_RECEIVED, player, ev):
                    continue  # "your second Gift each turn" (engine.pipeline.counted_events)
                if not gift and not token:
                    continue
                it = (ev.new_object_id,) if ev.new_object_id else ()
                if condition_holds(ab, before, after, mine, src, src, it):
                    point = "reaction.receive_gift" if gift else "reaction.receive_token"
                    rules = why(point)
                    if gift and token:
                        rules = (*rules, *why("reaction.receive_token"))
                    out.append(
                        new_activation(before, src, index, ab, bound=(src,), it=it, rules=rules)
                    )
        elif ab.trigger is TriggerKind.PERMANENT_JOINS_YOUR_LANDMARKS:
            for new in _joined_landmarks(before, after, events, mine):
                it = (new,)
                # "another" (7.2.1.a), "a Landmark Permanent token" (2.1.e): the filter of
                # the Permanent joining, as it is after the join (7.5.10.a)
                if trigger_matches(after, new, ab, mine, src) and (
                    condition_holds(ab, before, after, mine, src, src, it)
                ):
                    rules = why("reaction.joins_landmarks")
                    out.append(
                        new_activation(before, src, index, ab, bound=(src,), it=it, rules=rules)
                    )
        elif ab.trigger in _CONTACT:
            if _became_in_contact(before, after, src, ab.trigger) and condition_holds(
                ab, before, after, mine, src, src
            ):
                rules = why("reaction.in_contact")
                out.append(new_activation(before, src, index, ab, bound=(src,), rules=rules))
        else:
            watched = (
                expeditions_of(before, src)
                if ab.trigger is TriggerKind.MY_EXPEDITION_ASCENDS
                else frozenset(z.expedition_id(mine, which) for which in ExpeditionKind)
            )
            for e in ascended:
                if e in watched and condition_holds(ab, before, after, mine, src, src):
                    rules = why("reaction.ascends")
                    out.append(new_activation(before, src, index, ab, bound=(src,), rules=rules))
    return out


def _became_in_contact(before: GameState, after: GameState, src: str, trigger: TriggerKind) -> bool:
    """Whether the step made what ``trigger`` watches In Contact: "my Expedition" (each
    Expedition the object is in, 7.4.4.b) or "one of your Expeditions" — once In Contact
    after the step and not before (7.5.9.a); "I" — a Character or Gear In Contact after and
    not before (7.5.9.b: at least one of its Expeditions is)."""
    mine = before.objects[src].controller
    if trigger is TriggerKind.YOUR_EXPEDITION_BECOMES_IN_CONTACT:
        watched = [z.expedition_id(mine, which) for which in ExpeditionKind]
        return any(in_contact(after, e) and not in_contact(before, e) for e in watched)
    was = expeditions_of(before, src)
    if trigger is TriggerKind.MY_EXPEDITION_BECOMES_IN_CONTACT:
        return any(in_contact(after, e) and not in_contact(before, e) for e in was)
    now = expeditions_of(after, src) if src in after.objects else frozenset()
    return any(in_contact(after, e) for e in now) and not any(in_contact(before, e) for e in was)


def _joined_landmarks(
    before: GameState, after: GameState, events: Iterable[Event], player: str
) -> list[str]:
    """The Permanents (cards or tokens) that joined ``player``'s Landmarks in the step: in
    them after the event, not before (7.5.10.a)."""
    landmarks = z.landmarks(player)
    out: list[str] = []
    for ev in events:
        new = ev.new_object_id
        if new is None or new not in after.objects or ev.to_zone != landmarks:
            continue
        old = before.objects.get(ev.object_id) if ev.object_id is not None else None
        if old is not None and old.zone == landmarks:
            continue
        if after.type_of(new) is CardType.PERMANENT and new not in out:
            out.append(new)
    return out
