"""Atomic actions on a player's Deck: Resupply and Exhausted Resupply (7.3.31, 7.3.14), and
shuffling the Discard pile under an empty Deck (7.3.31.c, 4.2.1.f)."""

from __future__ import annotations

from engine.pipeline.draft import Draft
from engine.pipeline.events import Event
from engine.pipeline.keywords import ActionKind
from engine.pipeline.steps import AtomicAction
from engine.pipeline.zone_change import move
from engine.state import rng as rng_mod
from engine.state import zones as z
from engine.state.enums import Status, ZoneKind
from engine.state.game_state import GameState
from engine.why import why


def propose_resupply(
    state: GameState, kind: ActionKind, player: str, rules: tuple[str, ...]
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
    )


def resupply(draft: Draft, action: AtomicAction, seq: int) -> Event:
    """Put the top card of the Deck into Reserve (7.3.31.a); from an empty Deck, shuffle the
    Discard pile in first, and do nothing if it is still empty (7.3.31.c)."""
    assert action.player is not None
    deck_key = z.personal(ZoneKind.DECK, action.player)
    rules = action.rules
    if not draft.zones.get(deck_key):
        shuffled = bool(draft.zones.get(z.personal(ZoneKind.DISCARD, action.player)))
        shuffle_discard_into_deck(draft, action.player)
        rules = (*rules, *why("action.resupply_empty" if shuffled else "action.resupply_nothing"))
    deck = draft.zones.get(deck_key, ())
    if not deck:
        return Event(seq, action.kind, player=action.player, rules=rules)
    statuses = (
        frozenset({Status.EXHAUSTED})
        if action.kind is ActionKind.EXHAUSTED_RESUPPLY
        else frozenset()
    )
    return move(
        draft,
        AtomicAction(
            action.kind,
            object_id=deck[0],
            player=action.player,
            to_zone=z.personal(ZoneKind.RESERVE, action.player),
            enter_statuses=statuses,
            rules=rules,
        ),
        seq,
    )


def shuffle_discard_into_deck(draft: Draft, player: str) -> None:
    """Shuffle a player's Discard pile and put it under their Deck (4.2.1.f, 7.3.31.c);
    the cards become hidden-zone entries with new ids and no timestamp."""
    discard_key = z.personal(ZoneKind.DISCARD, player)
    deck_key = z.personal(ZoneKind.DECK, player)
    discard = draft.zones.get(discard_key, ())
    order, draft.rng = rng_mod.shuffled(draft.rng, discard)
    for oid in order:
        move(draft, AtomicAction(ActionKind.MOVE, object_id=oid, to_zone=deck_key), 0)
