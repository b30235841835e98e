"""The zone-of-origin non-events (6.3.b) of two more trigger kinds (issue 31, cite14), beside
:mod:`engine.pipeline.origin_misses`: "When you discard a card from your hand" for a card
discarded from another zone (a Reserve, play: 7.3.7.a, sabotaged 7.3.35.a, sacrificed
7.3.36.a), and "When a Character joins your Expeditions from your Reserve" for a Character
that joined from elsewhere — played from Hand, it joins from Limbo as played from Hand
(5.1.2.d, 7.5.10.a). The trigger specifies what must happen in the event (6.3.b): the event
is the card's move as it happened, from the zone it left."""

from __future__ import annotations

from collections.abc import Iterable

from engine.pipeline.activation import trigger_matches, watching_reactions
from engine.pipeline.counted_events import discarded_cards
from engine.pipeline.player_triggers import _own_zone, watched_player
from engine.pipeline.zone_triggers import _joined_from
from engine.state import zones as z
from engine.state.cards import Ability, TriggerKind
from engine.state.enums import ZoneKind
from engine.state.events import Event
from engine.state.game_state import GameState
from engine.state.said import possessive, zone_words
from engine.why.printed_words import printed_trigger
from engine.why.table import why

Miss = tuple[str, tuple[str, ...]]

_ZONE_WORDS = {
    "hand": "Hand",
    "reserve": "Reserve",
    "deck": "Deck",
    "discard": "Discard pile",
    "expedition_zone": "the Expedition zone",
    "landmark_zone": "the Landmark zone",
    "any_reserve": "a Reserve",
    "opponents_reserve": "an opponent's Reserve",
}
_PERSONAL = frozenset({"hand", "reserve", "deck", "discard"})

_YOUR_JOINS = frozenset(
    {
        TriggerKind.CHARACTER_JOINS_YOUR_EXPEDITIONS,
        TriggerKind.ANOTHER_CHARACTER_JOINS_YOUR_EXPEDITIONS,
        TriggerKind.CHARACTER_JOINS_ONE_OF_YOUR_EXPEDITIONS,
    }
)
"""Joins of the controller's Expeditions, whose "from your [zone]" names their own zone."""


def _said(ab: Ability, name: str) -> str:
    trigger = printed_trigger(ab.text) if ab.text else ""
    return f"{possessive(name)} “{trigger}”" if trigger else f"{possessive(name)} Reaction"


def _wanted(kind: str, player: str) -> str:
    if kind in _PERSONAL:
        return f"{player}'s {_ZONE_WORDS[kind]}"
    return _ZONE_WORDS.get(kind, kind)


def missed_discard_origins(before: GameState, events: Iterable[Event]) -> list[Miss]:
    """ "When you discard a card from your hand" for a card discarded from another zone:
    "Sparky's “When you discard a card from your hand” does not activate: Spare was
    discarded from p1's Reserve, not from p1's Hand" (6.3.b)."""
    discarded = discarded_cards(before, events)
    if not discarded:
        return []
    out: list[Miss] = []
    for src, _index, ab in watching_reactions(before, (TriggerKind.CARD_DISCARDED,)):
        if not ab.trigger_from:
            continue
        mine = before.objects[src].controller
        for ev in discarded:
            oid = ev.object_id or ""
            if ev.player is None or not watched_player(ab, mine, ev.player):
                continue
            if _own_zone(before, oid, ab.trigger_from, mine):
                continue  # it activates (engine.pipeline.player_triggers)
            if not trigger_matches(before, oid, ab, mine, src):
                continue  # not a card its trigger describes: nothing to ask
            line = (
                f"{_said(ab, before.name(src))} does not activate: {before.name(oid)} was "
                f"discarded from {zone_words(before.objects[oid].zone)}, not from "
                f"{_wanted(ab.trigger_from, mine)}"
            )
            if (line, why("reaction.origin_missed")) not in out:
                out.append((line, why("reaction.origin_missed")))
    return out


def missed_join_origins(before: GameState, after: GameState, events: Iterable[Event]) -> list[Miss]:
    """ "When a Character joins your Expeditions from your Reserve" for a Character that
    joined one of them from elsewhere (played from Hand: from Limbo, 5.1.2.d; 7.5.10.a):
    the trigger's zone of origin is not the one it came from (6.3.b)."""
    joins = [
        ev
        for ev in events
        if ev.to_zone
        and ev.from_zone
        and ev.new_object_id in after.objects
        and z.kind_of(ev.to_zone) is ZoneKind.EXPEDITION
        and z.kind_of(ev.from_zone) is not ZoneKind.EXPEDITION
    ]
    if not joins:
        return []
    out: list[Miss] = []
    for src, _index, ab in watching_reactions(before, tuple(_YOUR_JOINS)):
        if not ab.trigger_from:
            continue
        mine = before.objects[src].controller
        for ev in joins:
            new = ev.new_object_id or ""
            assert ev.to_zone is not None and ev.from_zone is not None
            if z.player_of(ev.to_zone) != mine:
                continue  # not one of "your Expeditions"
            if _joined_from(after, ev, new) == (ab.trigger_from, mine):
                continue  # it activates (engine.pipeline.zone_triggers)
            if ab.trigger is TriggerKind.ANOTHER_CHARACTER_JOINS_YOUR_EXPEDITIONS and (
                after.objects[new].card_id == before.objects[src].card_id
            ):
                continue
            if not trigger_matches(after, new, ab, mine, src):
                continue
            came = ev.from_zone
            how = (
                f"it was played from {_ZONE_WORDS.get(ev.played_from, ev.played_from)}"
                if z.kind_of(came) is ZoneKind.LIMBO and ev.played_from
                else f"it came from {zone_words(came)}"
            )
            line = (
                f"{_said(ab, before.name(src))} does not activate: {after.name(new)} joined "
                f"{zone_words(ev.to_zone)} — {how}, not from {_wanted(ab.trigger_from, mine)}"
            )
            if (line, why("reaction.origin_missed")) not in out:
                out.append((line, why("reaction.origin_missed")))
    return out
