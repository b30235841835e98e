"""Which events of a step shuffled a player's Deck (gram104, issue 30), for "When you / an
opponent / a player shuffle(s) their deck" (:mod:`engine.pipeline.player_triggers`).

A Deck is shuffled when its cards are put in a random order (3.2.2.b, 6.5.j):

* "Shuffle your deck" — the SHUFFLE atomic action on a Deck (its event names the Deck);
* a Discard pile shuffled into an empty Deck — Morning's shuffle points (4.2.1.f) and a
  Draw short of cards during Morning (7.3.9.c), each a SHUFFLE atomic action of its own, and
  a Resupply from an empty Deck (7.3.31.c), which shuffles as part of the Resupply: the Deck
  is then the shuffled pile. A Discard pile with no card in it shuffles nothing.

The player of each is the player whose Deck it is (1.4.7: the player the step names)."""

from __future__ import annotations

from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.enums import ZoneKind
from engine.state.events import Event
from engine.state.game_state import GameState
from engine.why.table import why

_RESUPPLIES = frozenset({ActionKind.RESUPPLY, ActionKind.EXHAUSTED_RESUPPLY})


def _resupply_shuffled(ev: Event) -> bool:
    """A Resupply that shuffled the Discard pile in first and then put a card in Reserve
    (7.3.31.c): its event says so with the rule, and a card was put."""
    if ev.kind not in _RESUPPLIES or ev.object_id is None:
        return False
    return set(why("action.resupply_empty")) <= set(ev.rules)


def deck_shuffles(before: GameState, events: list[Event]) -> list[tuple[Event, tuple[str, ...]]]:
    """Each event of the step that shuffled a player's Deck, with the rules that say so."""
    out: list[tuple[Event, tuple[str, ...]]] = []
    for ev in events:
        if ev.player is None:
            continue
        if ev.kind is ActionKind.SHUFFLE and ev.to_zone is not None:
            out.append((ev, why("reaction.player_shuffles_deck")))  # "Shuffle your deck"
        elif ev.kind is ActionKind.SHUFFLE:
            if before.zone(z.personal(ZoneKind.DISCARD, ev.player)):  # 4.2.1.f, 7.3.9.c
                out.append((ev, why("reaction.discard_shuffled_into_deck")))
        elif _resupply_shuffled(ev):  # 7.3.31.c
            out.append((ev, why("reaction.discard_shuffled_into_deck")))
    return out
