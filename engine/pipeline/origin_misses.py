"""Reactions whose trigger names the zone a card must come FROM — "When a card goes from your
deck or hand to Reserve", "When a Spell joins your discard pile from your hand", "When I go
to Reserve from your hand", "When you play a Character from Reserve" — that do not activate
because the card came from another zone: a Spell going to Reserve from Limbo after its
resolution (5.2.4.b) is no card from the Hand, though it was played from there (blind batch
38, 14); a card played from Hand is not played from Reserve (5.1.2.d).

A trigger specifies what must happen in the event (6.3.b): the event is the card's move as
it happened, from the zone it left. The line of the move says the Reaction does not
activate, the zone it came from and the zone the trigger names. One mechanism for every
trigger with a zone of origin: :data:`_ORIGINS` gives, for each, the zone it watches and the
zones it wants the card to come from; a trigger that gains such a filter (``trigger_from``)
is read the same way.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from engine.pipeline.activation import player_fits, trigger_matches, watching_reactions
from engine.pipeline.discarded_where_misses import missed_discarded_in_zone
from engine.pipeline.flow_triggers import _hit as flow_hit
from engine.pipeline.origin_join_misses import missed_discard_origins, missed_join_origins
from engine.pipeline.play_triggers import _PLAY_TRIGGERS, played_from_fits
from engine.pipeline.zone_triggers import self_move_hit
from engine.reading.passives import abilities_of_object
from engine.state import zones as z
from engine.state.cards import HAND_OR_RESERVE, Ability, AbilityKind, TriggerKind
from engine.state.enums import ZoneKind
from engine.state.events import Event
from engine.state.game_state import GameState
from engine.state.said import possessive, zone_words
from engine.why.printed_words import printed_trigger
from engine.why.table import why

Miss = tuple[str, tuple[str, ...]]

_FROM: dict[str, ZoneKind] = {
    "deck": ZoneKind.DECK,
    "hand": ZoneKind.HAND,
    "reserve": ZoneKind.RESERVE,
    "discard": ZoneKind.DISCARD,
    "expedition": ZoneKind.EXPEDITION,
    "limbo": ZoneKind.LIMBO,
}

Origins = Callable[[Ability], tuple[ZoneKind, ...]]

_ORIGINS: dict[TriggerKind, tuple[ZoneKind, Origins]] = {
    TriggerKind.CARD_GOES_TO_YOUR_RESERVE_FROM_DECK_OR_HAND: (
        ZoneKind.RESERVE,
        lambda _ab: (ZoneKind.DECK, ZoneKind.HAND),
    ),
    TriggerKind.CARD_JOINS_YOUR_DISCARD_PILE: (
        ZoneKind.DISCARD,
        lambda ab: (_FROM[ab.trigger_from],) if ab.trigger_from in _FROM else (),
    ),
    TriggerKind.CARD_JOINS_YOUR_RESERVE: (
        ZoneKind.RESERVE,
        lambda ab: (_FROM[ab.trigger_from],) if ab.trigger_from in _FROM else (),
    ),
}
"""Triggers on a card arriving in one of "your" zones from named zones only: the zone they
watch, and the zones of origin the ability names (none: any, no miss to say)."""

_SELF_ORIGINS: dict[TriggerKind, tuple[ZoneKind, tuple[ZoneKind, ...]]] = {
    TriggerKind.GOES_TO_RESERVE_FROM_HAND: (ZoneKind.RESERVE, (ZoneKind.HAND,)),
}
"""Self-move triggers naming where "I" must come from (6.3.c): the zone "I" arrives in and
the zones of origin."""


def _origin_words(kinds: Iterable[ZoneKind], player: str) -> str:
    return " or ".join(zone_words(z.personal(k, player)) for k in kinds)


def _trigger_said(ab: Ability, name: str) -> str:
    trigger = printed_trigger(ab.text) if ab.text else ""
    return f"{possessive(name)} “{trigger}”" if trigger else f"{possessive(name)} Reaction"


def missed_by_origin(before: GameState, after: GameState, events: Iterable[Event]) -> list[Miss]:
    """``(words, rules)`` for each Reaction whose trigger names the zones a card must come
    from, for a card that arrived in the watched zone from another one: "Icebound Hollow's
    “When a card goes from your deck or hand to Reserve” does not activate: Sleight of Hand
    came to p1's Reserve from Limbo, not from p1's Deck or p1's Hand" (6.3.b)."""
    events = tuple(events)
    moves = [
        ev
        for ev in events
        if ev.from_zone and ev.to_zone and ev.from_zone != ev.to_zone and ev.object_id
    ]
    if not moves:
        return []
    out: list[Miss] = []
    for src, _index, ab in watching_reactions(before, tuple(_ORIGINS)):
        watched, origins_of = _ORIGINS[ab.trigger]  # type: ignore[index]
        origins = origins_of(ab)
        if not origins:
            continue
        you = before.objects[src].controller
        for ev in moves:
            assert ev.to_zone is not None and ev.from_zone is not None
            if ev.to_zone != z.personal(watched, you):
                continue
            came = z.kind_of(ev.from_zone)
            if came in origins or came is watched or flow_hit(ab, before, after, ev, you, src):
                continue
            if before.objects.get(ev.object_id or "") is None:
                continue
            if before.card(ev.object_id or "") is None:
                continue
            if not trigger_matches(before, ev.object_id or "", ab, you, src):
                continue  # not a card its trigger describes ("a Spell"): nothing to ask
            name = after.name(ev.new_object_id or "") if ev.new_object_id else ""
            name = name or before.name(ev.object_id or "")
            line = (
                f"{_trigger_said(ab, before.name(src))} does not activate: {name} came to "
                f"{zone_words(ev.to_zone)} from {zone_words(ev.from_zone)}, not from "
                f"{_origin_words(origins, you)}"
            )
            if (line, why("reaction.origin_missed")) not in out:
                out.append((line, why("reaction.origin_missed")))
    out.extend(_missed_self_origins(after, moves))
    out.extend(_missed_play_origins(before, moves))
    out.extend(missed_discard_origins(before, events))  # "from your hand" (cite14)
    out.extend(missed_discarded_in_zone(before, events))  # "a card in your Reserve" (cite18)
    out.extend(missed_join_origins(before, after, moves))  # "joins … from your Reserve"
    return out


_PLAYED_FROM_WORDS = {"hand": "Hand", "reserve": "Reserve", HAND_OR_RESERVE: "Hand or Reserve"}


def _missed_play_origins(before: GameState, moves: list[Event]) -> list[Miss]:
    """ "When you play a Character from Reserve" for a card played from Hand: played as it
    leaves Limbo (5.1.2.l), from the zone it was played from (5.1.2.d) — not the one the
    trigger names, so its Reaction does not activate (6.3.b)."""
    played = [
        ev
        for ev in moves
        if ev.played_from
        and ev.from_zone is not None
        and z.kind_of(ev.from_zone) is ZoneKind.LIMBO
        and before.objects.get(ev.object_id or "") is not None
        and before.objects[ev.object_id or ""].emblem is None
    ]
    if not played:
        return []
    out: list[Miss] = []
    for src, _index, ab in watching_reactions(before, _PLAY_TRIGGERS):
        if not ab.trigger_from:
            continue
        observer = before.objects[src]
        for ev in played:
            oid = ev.object_id or ""
            player = before.objects[oid].controller
            if not player_fits(ab.watched_player, observer.controller, player):
                continue
            if played_from_fits(ab.trigger_from, ev.played_from or ""):
                continue
            if not trigger_matches(before, oid, ab, observer.controller, src):
                continue
            wanted = _PLAYED_FROM_WORDS.get(ab.trigger_from, ab.trigger_from)
            how = _PLAYED_FROM_WORDS.get(ev.played_from or "", ev.played_from or "")
            out.append(
                (
                    f"{_trigger_said(ab, before.name(src))} does not activate: "
                    f"{before.name(oid)} was played from {how}, not from {wanted}",
                    why("reaction.origin_missed_play"),
                )
            )
    return out


def _missed_self_origins(after: GameState, moves: list[Event]) -> list[Miss]:
    """ "When I go to Reserve from your hand" of a card that went to Reserve from elsewhere:
    a self-move Reaction (6.3.c) looks at the card where it arrived (6.3.e) — its trigger
    does not match the event (6.3.b)."""
    out: list[Miss] = []
    for ev in moves:
        new = ev.new_object_id
        if new is None or new not in after.objects:
            continue
        for ab in abilities_of_object(after, new):
            if ab.kind is not AbilityKind.REACTION or ab.trigger not in _SELF_ORIGINS:
                continue
            if self_move_hit(ab.trigger, ev):
                continue
            watched, origins = _SELF_ORIGINS[ab.trigger]
            assert ev.to_zone is not None and ev.from_zone is not None
            if z.kind_of(ev.to_zone) is not watched:
                continue
            owner = z.player_of(ev.to_zone) or after.objects[new].controller
            out.append(
                (
                    f"{_trigger_said(ab, after.name(new))} does not activate: it came to "
                    f"{zone_words(ev.to_zone)} from {zone_words(ev.from_zone)}, not from "
                    f"{_origin_words(origins, owner)}",
                    why("reaction.origin_missed"),
                )
            )
    return out
