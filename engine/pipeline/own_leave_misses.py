"""An object's own "When I'm discarded", "When I'm returned to your Hand" and "When I go to
Reserve from the Expedition zone" Reactions, on a card that moves from outside play (a Hand, a
Reserve, a Deck, a Discard pile), and why they do not activate.

These triggers name an atomic action done to the object ("discarded": moved to the Discard
pile, 7.3.7.a; "returned to your Hand": moved to a Hand, 7.3.32.a). They are not self-move
Reactions — the engine reads them as the leave triggers they are, beside "When I'm sacrificed"
and "When I leave play" (6.3.d makes even "When I go to Reserve from the Expedition zone" one
that looks back) — so they are activated by 6.3.f: only when the Reaction *works before the
event*. A card in a Hand or a Reserve is not in play, and its abilities work only in play
(1.2.4.d). So a card discarded from its owner's Hand does not activate its own "When I'm
discarded": the trace says so, citing both rules, where a judge would otherwise see nothing.

(6.3.c's letter — "I" moving to a visible zone — could be read to make "When I'm discarded" a
self-move Reaction, activated from anywhere as The Machine in the Ice's "When I go to Reserve
from anywhere" is, 6.3.e Remark. The engine keeps the look-back: a discard from play — the
card's own "When I'm discarded" — works as before in every example and ruling the desk has,
and a self-move reading would activate the Reactions of ignored and of sacrificed objects
that the examples, read from 6.3.f, show do not activate.)

A card in a Hand or a Deck is told about in the judge's view only (3.1.3.f).
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.pipeline.dormant import hidden_kinds
from engine.reading.working import ability_works
from engine.state import zones as z
from engine.state.cards import AbilityKind, TriggerKind
from engine.state.enums import IN_PLAY_ZONES, ZoneKind
from engine.state.events import Event
from engine.state.game_state import GameState
from engine.why.labels import zone_words
from engine.why.printed_words import ability_words
from engine.why.table import why

_LANDS_IN: dict[TriggerKind, ZoneKind] = {
    TriggerKind.DISCARDED: ZoneKind.DISCARD,  # 7.3.7.a: to discard is to move to the pile
    TriggerKind.RETURNED_TO_HAND: ZoneKind.HAND,  # 7.3.32.a
    TriggerKind.GOES_TO_RESERVE_FROM_EXPEDITION_ZONE: ZoneKind.RESERVE,  # not self-move, 6.3.d
}
"""The own leave triggers an object outside play can meet, and the zone each names."""

OwnMiss = tuple[str, tuple[str, ...], tuple[str, ...]]
"""A non-event said in the trace: its words, its rules, and the kinds of the hidden zones
the card it names was in (empty when every player sees it)."""


def missed_own_leaving(before: GameState, events: Iterable[Event]) -> tuple[OwnMiss, ...]:
    """``(note, rules, hidden zone kinds)`` for each own leave Reaction ("When I'm discarded",
    "When I'm returned to your Hand", "When I go to Reserve from the Expedition zone": 6.3.d)
    of a card an event moved where it names from outside play: it had to work before the
    event (6.3.f) and does not outside play (1.2.4.d)."""
    out: list[OwnMiss] = []
    for ev in events:
        oid = ev.object_id
        if oid is None or oid not in before.objects or ev.from_zone is None or not ev.to_zone:
            continue
        from_kind, to_kind = z.kind_of(ev.from_zone), z.kind_of(ev.to_zone)
        if from_kind in IN_PLAY_ZONES or from_kind is ZoneKind.LIMBO or from_kind is to_kind:
            continue
        card = before.card(oid)
        if card is None:
            continue
        for ab in card.abilities:
            if ab.kind is not AbilityKind.REACTION or ab.trigger not in _LANDS_IN:
                continue
            if _LANDS_IN[ab.trigger] is not to_kind:
                continue
            if ability_works(before, oid, ab):
                continue  # a ready support ability works in Reserve (1.2.4.d): no miss
            rules = why("reaction.own_leaving_outside_play")
            if ab.trigger is TriggerKind.GOES_TO_RESERVE_FROM_EXPEDITION_ZONE:
                rules = (*why("reaction.own_reserve_from_expedition_outside_play"), *rules)
            text = ability_words(ab.text).rstrip(".")
            out.append(
                (
                    f"{before.name(oid)}'s “{text}” does not activate: not a self-move "
                    f"Reaction, it had to work before the event, and in "
                    f"{zone_words(ev.from_zone)} its abilities do not work",
                    rules,
                    hidden_kinds(before, oid),
                )
            )
    return tuple(out)
