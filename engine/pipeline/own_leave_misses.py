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

To discard is to move a card "from its current zone" (7.3.7.a), to return it is to move it
(7.3.32.a): the trigger words meet a move from any zone, and 6.3.f alone says whether the
Reaction activates. A support ability works in the Reserve while its card is ready
(2.2.12.i): a support "When I'm discarded" activates when its ready card is discarded from the
Reserve (engine.pipeline.zone_triggers). It does not where it does not work, and the trace
says which rule: an exhausted card in Reserve has no support abilities (2.2.12.j, 2.4.6.e);
anywhere else a support ability does not work (2.2.12.i).

A card in Limbo is not in play either: a Fleeting Spell done resolving is discarded from
Limbo (2.4.7.e, 7.3.7.a) — a discard, by its controller (7.5.6.d) — and its own support
"When I'm discarded" does not activate, said with 2.2.12.i (a support ability works only in
the Reserve) beside 6.3.f (cite18; before, a move from Limbo was passed over in silence).

A card in a Hand or a Deck is told about in the judge's view only (3.1.3.f).

Two of these triggers name where the object must come from — "When I go to Reserve from the
Expedition zone", "When I go to the Discard pile from an Expedition" — and a trigger says
what must happen in the event (6.3.b): for a move from anywhere else (a Hand, a Reserve,
Limbo, the Landmark zone) the trigger does not match, whatever the Reaction's working. That
is the line's reason, said with the zone it came from and cited 6.3.b, for every such move —
from Limbo and from play too, where nothing was said before (cite16).
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.pipeline.dormant import hidden_kinds
from engine.reading.working import ability_works
from engine.state import zones as z
from engine.state.cards import Ability, AbilityKind, TriggerKind
from engine.state.enums import IN_PLAY_ZONES, ZoneKind
from engine.state.events import Event
from engine.state.game_state import GameState
from engine.state.said import possessive, zone_words
from engine.why.printed_words import ability_words
from engine.why.table import why

_LANDS_IN: dict[TriggerKind, ZoneKind] = {
    TriggerKind.DISCARDED: ZoneKind.DISCARD,  # 7.3.7.a: to discard is to move to the pile
    TriggerKind.RETURNED_TO_HAND: ZoneKind.HAND,  # 7.3.32.a
    TriggerKind.GOES_TO_RESERVE_FROM_EXPEDITION_ZONE: ZoneKind.RESERVE,  # not self-move, 6.3.d
    TriggerKind.DISCARDED_FROM_EXPEDITION_ZONE: ZoneKind.DISCARD,  # 7.3.7.a, from play
}
"""The own leave triggers an object outside play can meet, and the zone each names."""

_FROM_EXPEDITION_ZONE = frozenset(
    {TriggerKind.GOES_TO_RESERVE_FROM_EXPEDITION_ZONE, TriggerKind.DISCARDED_FROM_EXPEDITION_ZONE}
)
"""The own leave triggers naming the zone the object must come from: the Expedition zone."""

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
        if from_kind is to_kind:
            continue
        card = before.card(oid)
        if card is None:
            continue
        for ab in card.abilities:
            if ab.kind is not AbilityKind.REACTION or ab.trigger not in _LANDS_IN:
                continue
            if _LANDS_IN[ab.trigger] is not to_kind:
                continue
            if ab.trigger in _FROM_EXPEDITION_ZONE:
                if from_kind is not ZoneKind.EXPEDITION:
                    # 6.3.b: the trigger names the Expedition zone, the event another zone
                    out.append(_came_elsewhere(before, oid, ab, ev.from_zone, ev.to_zone))
                continue
            if from_kind in IN_PLAY_ZONES and not ab.support:
                continue  # in play it works: the leave trigger's own activation (6.3.f)
            if ab.trigger is TriggerKind.GOES_TO_RESERVE_FROM_EXPEDITION_ZONE and ab.support:
                continue  # a support ability never works in the zone it names (2.2.12.i)
            if ability_works(before, oid, ab):
                continue  # a ready support ability works in Reserve (1.2.4.d): it activates
            out.append(_missed(before, oid, ab, ev.from_zone))
    return tuple(out)


def _came_elsewhere(
    before: GameState, oid: str, ab: Ability, from_zone: str, to_zone: str
) -> OwnMiss:
    """ "When I go to Reserve from the Expedition zone" of an object that came to Reserve
    from elsewhere: the trigger does not match the event (6.3.b) — "Stray's “When I go to
    Reserve from the Expedition zone” does not activate: it came to p1's Reserve from
    Limbo, not from the Expedition zone"."""
    text = ability_words(ab.text).rstrip(".")
    return (
        f"{possessive(before.whose_name(oid))} “{text}” does not activate: it came to "
        f"{zone_words(to_zone)} from {zone_words(from_zone)}, not from the Expedition zone",
        why("reaction.own_origin_missed"),
        hidden_kinds(before, oid),
    )


def _missed(before: GameState, oid: str, ab: Ability, from_zone: str) -> OwnMiss:
    """Why ``ab``, an own leave Reaction of ``oid`` that did not work where the object was
    before the event (6.3.f), does not activate: outside play its abilities do not work
    (1.2.4.d); a support ability works only in Reserve (2.2.12.i), and not on an exhausted
    object there (2.2.12.j)."""
    text = ability_words(ab.text).rstrip(".")
    said = (
        f"{possessive(before.name(oid))} “{text}” does not activate: not a self-move "
        "Reaction, it had "
    )
    if ab.support and z.kind_of(from_zone) is ZoneKind.RESERVE:
        why_not = "to work before the event, and exhausted in a Reserve it has no support abilities"
        rules = why("reaction.own_leaving_exhausted_support")
    elif ab.support:
        why_not = (
            f"to work before the event, and a support ability works only in a Reserve, not in "
            f"{zone_words(from_zone)}"
        )
        rules = why("reaction.own_leaving_support_outside_reserve")
    else:
        why_not = (
            f"to work before the event, and in {zone_words(from_zone)} its abilities do not work"
        )
        rules = why("reaction.own_leaving_outside_play")
        if ab.trigger is TriggerKind.GOES_TO_RESERVE_FROM_EXPEDITION_ZONE:
            rules = (*why("reaction.own_reserve_from_expedition_outside_play"), *rules)
    return f"{said}{why_not}", rules, hidden_kinds(before, oid)
