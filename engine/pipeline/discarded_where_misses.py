""" "When a card in your Reserve is discarded" (or "in your Hand") for a card discarded from
another zone, said as a non-event with its rule (issue 31, cite18).

To discard is to move a card from its *current* zone to the Discard pile (7.3.7.a). A Spell
played from the Reserve is in Limbo when it is played (5.1.2.h), and a Fleeting one is
discarded from there when its resolution is done (2.4.7.e, 5.2.4.b): it is a discard — "When
you discard a card" activates for it — but it is no card *in your Reserve* discarded, though
it was played from there. A trigger says what must happen in the event (6.3.b), and the
card's zone in that event is Limbo. The line of the discard says so, naming the zone the card
left and the one the trigger names — where a judge would otherwise see nothing, and a player
would argue "it came from my Reserve".

The trigger's "from your hand" (its ``trigger_from``) is
:func:`engine.pipeline.origin_join_misses.missed_discard_origins`; this module reads the
same question asked by the card's description ("a card in your Reserve": the filter's
``in_your_reserve`` / ``in_your_hand``, 3.2.10, 3.2.5).
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.pipeline.activation import trigger_matches, watching_reactions
from engine.pipeline.counted_events import discarded_cards
from engine.pipeline.player_triggers import watched_player
from engine.state import zones as z
from engine.state.cards import Ability, TriggerKind
from engine.state.enums import ZoneKind
from engine.state.events import Event
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.state.said import possessive, zone_words
from engine.why.printed_words import printed_trigger
from engine.why.table import why

Miss = tuple[str, tuple[str, ...]]


def _zone_named(ab: Ability) -> ZoneKind | None:
    """The personal zone "a card in your [zone]" names in the trigger, if any."""
    flt = ab.trigger_filter
    if flt is None:
        return None
    if flt.in_your_reserve:
        return ZoneKind.RESERVE
    if flt.in_your_hand:
        return ZoneKind.HAND
    return None


def _without_zone(ab: Ability) -> Ability:
    """The same Reaction with its trigger's card description read without its zone: does
    the discarded card fit the rest of it ("a Spell in your Reserve" — a Spell)?"""
    assert ab.trigger_filter is not None
    flt = replace(ab.trigger_filter, in_your_reserve=False, in_your_hand=False)
    return replace(ab, trigger_filter=flt)


def missed_discarded_in_zone(before: GameState, events: Iterable[Event]) -> list[Miss]:
    """``(words, rules)`` for each "When a card in your Reserve is discarded" Reaction whose
    card was discarded from another zone: "Grave Watcher's “When a card in your Reserve is
    discarded” does not activate: Last Word was discarded from Limbo, not from p1's Reserve"
    (6.3.b, 7.3.7.a)."""
    discarded = discarded_cards(before, events)
    if not discarded:
        return []
    out: list[Miss] = []
    for src, _index, ab in watching_reactions(before, (TriggerKind.CARD_DISCARDED,)):
        named = _zone_named(ab)
        if named is None or ab.trigger_from:
            continue
        mine = before.objects[src].controller
        wanted = z.personal(named, mine)
        for ev in discarded:
            oid = ev.object_id or ""
            if oid not in before.objects or before.objects[oid].zone == wanted:
                continue  # in the zone it names: its own activation decides
            if ev.player is None or not watched_player(ab, mine, ev.player):
                continue
            if trigger_matches(before, oid, ab, mine, src):
                continue
            if not trigger_matches(before, oid, _without_zone(ab), mine, src):
                continue  # not a card its trigger describes, wherever it was: nothing to ask
            trigger = printed_trigger(ab.text) if ab.text else ""
            said = f"{possessive(before.name(src))} " + (f"“{trigger}”" if trigger else "Reaction")
            line = (
                f"{said} does not activate: {before.name(oid)} was discarded from "
                f"{zone_words(before.objects[oid].zone)}, not from {zone_words(wanted)}"
            )
            miss = (line, why("reaction.discarded_elsewhere"))
            if miss not in out:
                out.append(miss)
    return out
