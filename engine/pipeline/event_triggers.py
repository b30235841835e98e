"""Reactions to other events (6.3.f, 6.3.g): sacrificing (1.4.7, 7.3.36.a), creating a
token (7.3.5.a), drawing, Resupplying and exhausting in Reserve (7.3.13.a, 7.3.14.a). These
Reactions must exist and work before the event (6.3.f) and activate once per matching
atomic action (6.3.g). Playing a card (5.1.2.l) is in :mod:`engine.pipeline.play_triggers`,
gaining or losing a status, boosts or counters in :mod:`engine.pipeline.gain_triggers`,
making Gifts (7.3.29.a) in :mod:`engine.pipeline.gift_triggers`, moving forward or failing
to (4.2.4.i) in :mod:`engine.pipeline.forward_triggers`.
"""

from __future__ import annotations

from engine.pipeline.activation import (
    condition_holds,
    new_activation,
    player_fits,
    sacrifice_fits,
    token_counted_as_character,
    trigger_matches,
)
from engine.pipeline.counted_events import TOKEN_CREATED, ordinal_holds
from engine.reading.passives import (
    effective_abilities,
)
from engine.reading.past_events import CHARACTER_SACRIFICED
from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.agenda import Activation
from engine.state.cards import (
    Ability,
    AbilityKind,
    TriggerKind,
    TriggerPlayer,
)
from engine.state.enums import CardType, ZoneKind
from engine.state.events import Event
from engine.state.game_state import GameState
from engine.why.table import why

_SACRIFICED_TYPES = frozenset({CardType.CHARACTER, CardType.PERMANENT})
"""What can be sacrificed: objects in play (7.3.36.a) — Characters and Permanents."""


def sacrifice_activations(
    before: GameState, after: GameState, events: list[Event]
) -> list[Activation]:
    """ "When you sacrifice a Character / a Permanent": the player who sacrificed is the one
    who did the atomic action (1.4.7.a) — the player the effect names, as under "each player
    sacrifices" (1.4.7.b), else the effect's controller (1.4.7.c), else the object's
    controller (1.4.7.d) — who controlled the object (7.3.36.a)."""
    sacrificers: list[tuple[str, str, str, tuple[str, ...], Event]] = []
    for ev in events:
        oid = ev.object_id
        if oid is None or oid not in before.objects:
            continue
        if not sacrifice_fits(before, ev):
            continue  # only an object leaving play could have been sacrificed (7.3.36.a)
        if before.type_of(oid) in _SACRIFICED_TYPES:
            who = tuple(r for r in ev.rules if r.startswith(("1.4.7.", "7.5.6."))) or why(
                "doer.object_controller"
            )
            player = ev.player or before.objects[oid].controller
            sacrificers.append((oid, player, ev.new_object_id or "", who, ev))
    out: list[Activation] = []
    if not sacrificers:
        return out
    for src, index, ab in effective_abilities(before):
        if (
            ab.kind is not AbilityKind.REACTION
            or ab.trigger is not TriggerKind.YOU_SACRIFICE_A_CHARACTER
        ):
            continue
        # "a Character" unless the trigger names other types ("a Permanent", 2.2.1).
        flt = ab.trigger_filter
        types = flt.types if flt is not None and flt.types else frozenset({CardType.CHARACTER})
        for oid, player, new, who, ev in sacrificers:
            it = (new,) if new else ()
            if (
                before.type_of(oid) in types
                and player_fits(ab.watched_player, before.objects[src].controller, player)
                and trigger_matches(before, oid, ab, player, src)  # "non-Illusion"
                and ordinal_holds(ab, before, after, events, CHARACTER_SACRIFICED, player, ev)
                and condition_holds(ab, before, after, player, src, src, it)
            ):
                token = token_counted_as_character(before, oid, types)  # 2.2.1.d
                rules = (*why("reaction.you_sacrifice"), *who, *token)
                out.append(new_activation(before, src, index, ab, bound=(src,), it=it, rules=rules))
    return out


_DRAWS = frozenset({ActionKind.DRAW, ActionKind.RESUPPLY, ActionKind.EXHAUSTED_RESUPPLY})


def created_activations(
    before: GameState, after: GameState, events: list[Event]
) -> list[Activation]:
    """ "When you create a token Character": once per token created (6.3.g) by the
    observer's controller — the token's owner (1.1.7.b, 7.3.5.a); "it" is the token."""
    created = [
        ev
        for ev in events
        if ev.kind is ActionKind.CREATE
        and ev.new_object_id is not None
        and ev.new_object_id in after.objects
    ]
    out: list[Activation] = []
    if not created:
        return out
    for src, index, ab in effective_abilities(before):
        if ab.kind is not AbilityKind.REACTION:
            continue
        if ab.trigger is TriggerKind.YOU_CREATE_TOKENS:
            out.extend(_tokens_created(before, after, created, src, index, ab))
            continue
        if ab.trigger is not TriggerKind.YOU_CREATE_A_TOKEN:
            continue
        mine = before.objects[src].controller
        theirs = (
            ab.watched_player is TriggerPlayer.OPPONENT
        )  # "When an opponent creates a token" (1.2.1.b)
        for ev in created:
            new = ev.new_object_id
            if new is None or not player_fits(ab.watched_player, mine, after.objects[new].owner):
                continue
            if not trigger_matches(after, new, ab, mine, src):
                continue  # "When you create an Ember Wisp token": of that name (2.2.b, 6.3.b)
            owner = after.objects[new].owner  # "your first token each turn" (4.2.3)
            if not ordinal_holds(ab, before, after, events, TOKEN_CREATED, owner, ev):
                continue
            if condition_holds(ab, before, after, mine, src, src, (new,)):
                rules = why("reaction.token_created")
                if theirs:
                    rules = (*rules, *why("reaction.opponent_creates"))
                out.append(
                    new_activation(before, src, index, ab, bound=(src,), it=(new,), rules=rules)
                )
    return out


def _tokens_created(
    before: GameState,
    after: GameState,
    created: list[Event],
    src: str,
    index: int,
    ab: Ability,
) -> list[Activation]:
    """ "When you create one or more tokens": once per step that creates tokens (1.2.7.c:
    one event per step; 7.3.5.a) for each player the trigger names who created some (1.2.2);
    "them" / "it" are the tokens that player created."""
    mine = before.objects[src].controller
    named = ab.watched_player
    by_owner: dict[str, list[str]] = {}
    for ev in created:
        new = ev.new_object_id
        if new is None:
            continue
        owner = after.objects[new].owner
        # "When you create one or more Ember Wisp tokens": those the trigger describes
        # (2.2.b, 6.3.b); "them" are those
        if player_fits(named, mine, owner) and trigger_matches(after, new, ab, mine, src):
            by_owner.setdefault(owner, []).append(new)
    out: list[Activation] = []
    for _owner, tokens in sorted(by_owner.items()):
        it = tuple(tokens)
        if not condition_holds(ab, before, after, mine, src, src, it):
            continue
        rules = why("reaction.tokens_created")
        out.append(new_activation(before, src, index, ab, bound=(src,), it=it, rules=rules))
    return out


_DRAW_POINTS = {
    ActionKind.DRAW: "reaction.opponent_draws",
    ActionKind.RESUPPLY: "reaction.opponent_resupplies",
    ActionKind.EXHAUSTED_RESUPPLY: "reaction.opponent_exhausted_resupply",
}


def _draw_rules(player: str, events: list[Event]) -> tuple[str, ...]:
    """The rules of what ``player`` did: drew (7.3.9.a), resupplied (7.3.31.a), or did an
    Exhausted Resupply, which is a Resupply (7.3.14.a); once for several (6.3.g)."""
    kinds = dict.fromkeys(ev.kind for ev in events if ev.player == player and ev.kind in _DRAWS)
    rules = tuple(dict.fromkeys(r for kind in kinds for r in why(_DRAW_POINTS[kind])))
    # several cards drawn (or resupplied) in one step: "one or more cards" matches the
    # step's event, not each atomic action — once (6.3.g, 1.2.7.c)
    several = sum(1 for ev in events if ev.player == player and ev.kind in _DRAWS) > 1
    # "Target opponent Resupplies": the effect says which player does it (7.5.6.b), the first
    # criterion that matches — not its controller (7.5.6.c) — so it was the opponent's draw
    # or Resupply the Reaction watches (blind batch 37, 17; cite16)
    named = any(
        ev.player == player and ev.kind in _DRAWS and ev.controller not in (None, player)
        for ev in events
    )
    rules = (*rules, *why("doer.named_player")) if named else rules
    return (*rules, *why("reaction.once_for_the_step")) if several else rules


def player_activations(before: GameState, events: list[Event]) -> list[Activation]:
    """ "When an opponent draws one or more cards or Resupplies" (once per step and
    player: the step is one event, 1.2.7.c) and "When you exhaust a card in Reserve" (once
    per card exhausted, 6.3.g); an Exhausted Resupply is a Resupply that exhausts the
    card (7.3.14.a)."""
    drawers = {
        ev.player
        for ev in events
        if ev.kind in _DRAWS and ev.player is not None and ev.object_id is not None
    }
    exhausted = [
        ev
        for ev in events
        if ev.player is not None
        and ev.object_id is not None
        and (
            ev.kind is ActionKind.EXHAUSTED_RESUPPLY
            or (
                ev.kind is ActionKind.EXHAUST
                and ev.object_id in before.objects
                and z.kind_of(before.objects[ev.object_id].zone) is ZoneKind.RESERVE
            )
        )
    ]
    out: list[Activation] = []
    if not drawers and not exhausted:
        return out
    for src, index, ab in effective_abilities(before):
        if ab.kind is not AbilityKind.REACTION:
            continue
        mine = before.objects[src].controller
        if ab.trigger is TriggerKind.OPPONENT_DRAWS_OR_RESUPPLIES:
            for player in sorted(p for p in drawers if player_fits(ab.watched_player, mine, p)):
                if condition_holds(ab, before, before, mine, src, src):
                    rules = _draw_rules(player, events)
                    out.append(new_activation(before, src, index, ab, bound=(src,), rules=rules))
        elif ab.trigger is TriggerKind.YOU_EXHAUST_A_RESERVE_CARD:
            for ev in exhausted:
                if player_fits(ab.watched_player, mine, ev.player or "") and condition_holds(
                    ab, before, before, mine, src, src
                ):
                    it = (ev.new_object_id or ev.object_id,) if ev.object_id else ()
                    rules = why("reaction.exhaust_reserve")
                    card = before.objects.get(ev.object_id) if ev.object_id else None
                    if ev.kind is ActionKind.EXHAUST and card is not None and card.owner != mine:
                        # Another player's card: "you" exhausted it as the effect's
                        # controller (1.4.7.c), not as its owner.
                        rules = (*rules, *why("doer.effect_controller"))
                    out.append(
                        new_activation(before, src, index, ab, bound=(src,), it=it, rules=rules)
                    )
    return out
