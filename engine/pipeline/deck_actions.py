"""Atomic actions on a player's Deck: Resupply and Exhausted Resupply (7.3.31, 7.3.14), and
shuffling the Discard pile under an empty Deck (7.3.31.c, 4.2.1.f)."""

from __future__ import annotations

from dataclasses import replace

from engine.pipeline.draft import Draft
from engine.pipeline.status_origins import rule_origin
from engine.pipeline.zone_change import move
from engine.state import rng as rng_mod
from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.enums import Phase, Status, ZoneKind
from engine.state.events import Event
from engine.state.game_state import GameState
from engine.state.steps import AtomicAction
from engine.why.table import why


def propose_draw(
    state: GameState,
    players: tuple[str, ...],
    amount: int,
    rules: tuple[str, ...],
    controller: str | None = None,
) -> tuple[AtomicAction, ...]:
    """Draw X moves the top X cards of the Deck to Hand (7.3.9.a); with fewer cards than
    asked, the atomic action is done with all of them (3.2.2.e) — except during Morning,
    where the player may shuffle their Discard pile in first (7.3.9.c, its own decision)."""
    out: list[AtomicAction] = []
    morning = state.phase is Phase.MORNING
    for p in players:
        deck = state.zone(z.personal(ZoneKind.DECK, p))
        short = len(deck) < amount
        if short and morning:
            # 7.3.9.c: the cards left are drawn first; the player decided before this step
            # whether to shuffle their Discard pile in (engine.steps.morning_draw)
            drawn = tuple(dict.fromkeys((*rules, *why("morning.effect_draw_short_deck"))))
        elif short:
            drawn = (*rules, *why("action.draw_short_deck"))  # 3.2.2.e
        else:
            drawn = rules
        out.extend(
            AtomicAction(
                ActionKind.DRAW,
                object_id=oid,
                player=p,
                to_zone=z.personal(ZoneKind.HAND, p),
                rules=drawn,
                controller=controller,  # the effect's (7.5.5.c): who did it is 7.5.6's
            )
            for oid in deck[:amount]
        )
    return tuple(out)


def propose_draw_it(
    state: GameState, objects: tuple[str, ...], rules: tuple[str, ...]
) -> tuple[AtomicAction, ...]:
    """ "Draw it" ("When you reveal a card this way — ... draw it"): drawing moves the top
    card of the Deck to the Hand (7.3.9.a), so the card "it" names is drawn by its owner
    while it is still the top card of their Deck; a card no longer there is not drawn."""
    out: list[AtomicAction] = []
    for oid in objects:
        owner = state.objects[oid].owner
        deck = state.zone(z.personal(ZoneKind.DECK, owner))
        if deck and deck[0] == oid:
            out.append(
                AtomicAction(
                    ActionKind.DRAW,
                    object_id=oid,
                    player=owner,
                    to_zone=z.personal(ZoneKind.HAND, owner),
                    rules=(*rules, *why("action.draw_it")),
                )
            )
    return tuple(out)


def propose_resupply(
    state: GameState,
    kind: ActionKind,
    player: str,
    rules: tuple[str, ...],
    source: str | None = None,
    controller: str | None = None,
) -> AtomicAction:
    """Resupply moves the top card of the Deck to Reserve (7.3.31.a); Exhausted Resupply
    then exhausts it (7.3.14.a — modelled as entering Reserve exhausted). With an empty
    Deck the card is only known once the Discard pile is shuffled in (7.3.31.c)."""
    deck = state.zone(z.personal(ZoneKind.DECK, player))
    statuses = (
        frozenset({Status.EXHAUSTED}) if kind is ActionKind.EXHAUSTED_RESUPPLY else frozenset()
    )
    return AtomicAction(
        kind,
        object_id=deck[0] if deck else None,
        player=player,
        to_zone=z.personal(ZoneKind.RESERVE, player),
        enter_statuses=statuses,
        rules=rules,
        source=source,  # the effect exhausting the card (2.4.6.a), kept on it
        rule_origin=_RESUPPLY_ORIGIN if statuses else None,
        controller=controller,  # the effect's (7.5.5.c): who did it is 7.5.6's question
    )


_RESUPPLY_ORIGIN = rule_origin(
    "by an Exhausted Resupply", why("value.exhausted_resupply"), Status.EXHAUSTED
)
"""7.3.14.a: Exhausted Resupply exhausts the resupplied card — said so where no effect is
named for it."""


DECK_TOP_ACTIONS = frozenset({ActionKind.DRAW, ActionKind.RESUPPLY, ActionKind.EXHAUSTED_RESUPPLY})
"""Atomic actions that take the top card of a player's Deck (7.3.9.a, 7.3.31.a, 7.3.14.a)."""


def top_card_now(draft: Draft, action: AtomicAction) -> AtomicAction:
    """``action`` taking the card on top of the Deck when it is performed: the card it was
    proposed with may already have been taken by an earlier atomic action of the same step
    (two replaced Rests each becoming a Resupply, 6.2.b) — each takes the top card then
    (7.3.9.a, 7.3.31.a), never the same card twice."""
    if action.object_id is None or action.object_id in draft.objects or action.player is None:
        return action
    deck = draft.zones.get(z.personal(ZoneKind.DECK, action.player), ())
    return replace(action, object_id=deck[0] if deck else None)


def resupply(draft: Draft, action: AtomicAction, seq: int) -> Event:
    """Put the top card of the Deck into Reserve (7.3.31.a); from an empty Deck, shuffle the
    Discard pile in first, and do nothing if it is still empty (7.3.31.c)."""
    assert action.player is not None
    deck_key = z.personal(ZoneKind.DECK, action.player)
    rules = action.rules
    was: dict[str, str] = {}
    if not draft.zones.get(deck_key):
        shuffled = bool(draft.zones.get(z.personal(ZoneKind.DISCARD, action.player)))
        was = shuffle_discard_into_deck(draft, action.player)
        rules = (*rules, *why("action.resupply_empty" if shuffled else "action.resupply_nothing"))
    deck = draft.zones.get(deck_key, ())
    if not deck:
        return Event(
            seq, action.kind, player=action.player, rules=rules, controller=action.controller
        )
    statuses = (
        frozenset({Status.EXHAUSTED})
        if action.kind is ActionKind.EXHAUSTED_RESUPPLY
        else frozenset()
    )
    ev = move(
        draft,
        AtomicAction(
            action.kind,
            object_id=deck[0],
            player=action.player,
            to_zone=z.personal(ZoneKind.RESERVE, action.player),
            enter_statuses=statuses,
            rules=rules,
            source=action.source,
            rule_origin=action.rule_origin,
            controller=action.controller,
        ),
        seq,
    )
    if ev.object_id in was:
        # 7.3.31.c: the shuffle is part of the Resupply, so the card put is the card the
        # game state before it knew in the Discard pile; it goes from the Deck to the
        # Reserve ("When a card goes from your deck … to Reserve" sees that move, 6.3.f).
        ev = replace(ev, object_id=was[ev.object_id])
    return ev


def shuffle_deck(draft: Draft, player: str) -> None:
    """ "Shuffle your deck": the cards of a player's Deck, an ordered pile (3.2.2.b), put in
    an order drawn at random (6.5.j: no player influences it) from the game's seeded
    generator — the scenario's ``seed`` decides it, the same seed the same order. The cards
    stay where they are (the same zone), only their positions change."""
    deck_key = z.personal(ZoneKind.DECK, player)
    order, draft.rng = rng_mod.shuffled(draft.rng, draft.zones.get(deck_key, ()))
    draft.zones[deck_key] = order


def shuffle_discard_into_deck(draft: Draft, player: str) -> dict[str, str]:
    """Shuffle a player's Discard pile and put it under their Deck (4.2.1.f, 7.3.31.c);
    the cards become hidden-zone entries with new ids and no timestamp (2.1.d). Returns
    each new Deck id with the Discard pile's object it was."""
    discard_key = z.personal(ZoneKind.DISCARD, player)
    deck_key = z.personal(ZoneKind.DECK, player)
    discard = draft.zones.get(discard_key, ())
    order, draft.rng = rng_mod.shuffled(draft.rng, discard)
    was: dict[str, str] = {}
    for oid in order:
        ev = move(draft, AtomicAction(ActionKind.MOVE, object_id=oid, to_zone=deck_key), 0)
        if ev.new_object_id is not None:
            was[ev.new_object_id] = oid
    return was
