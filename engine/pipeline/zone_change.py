"""Moving a card or object from one zone to another: the old object ceases to exist and a new
one appears (2.1.d), with the statuses and counters the move keeps (2.4.1.d, 2.5.b-l, 7.4.6.b)
and its controller (7.5.5.b)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.pipeline.draft import Draft
from engine.pipeline.status_origins import gained_origins, rule_origin
from engine.reading.passives import has_keyword
from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.enums import (
    BOOST,
    HIDDEN_ZONES,
    IN_PLAY_ZONES,
    NO_STATUS_ZONES,
    Keyword,
    Status,
    ZoneKind,
)
from engine.state.events import DeckEnd, DeckPlace, Event
from engine.state.objects import GameObject
from engine.state.records import replace
from engine.state.steps import AtomicAction
from engine.why.idle_keywords import idle_keywords_note
from engine.why.table import why

_MANA_ORIGIN = rule_origin(
    "when put in the Mana zone", why("action.mana_exhausted"), Status.EXHAUSTED
)
"""A card put in the Mana zone becomes an exhausted Mana Orb, unless put there ready (3.2.9.b)."""


def kept_counters(
    obj: GameObject, from_kind: ZoneKind, to_kind: ZoneKind, seasoned: bool
) -> Mapping[str, int]:
    """Which counters survive a zone change: none in Discard pile, Deck or Hand (2.5.b);
    all between Expedition zone and Landmark zone (2.5.k); none when leaving play (2.5.j)
    except boosts of a Seasoned object going from Expedition zone to Reserve (7.4.6.b);
    all from Reserve or Limbo to another visible zone (2.5.l)."""
    if to_kind in NO_STATUS_ZONES or from_kind in HIDDEN_ZONES:
        return {}
    if from_kind in IN_PLAY_ZONES and to_kind in IN_PLAY_ZONES:
        return dict(obj.counters)
    if from_kind in IN_PLAY_ZONES:
        if seasoned and from_kind is ZoneKind.EXPEDITION and to_kind is ZoneKind.RESERVE:
            return {BOOST: obj.boosts} if obj.boosts else {}
        return {}
    if from_kind in (ZoneKind.RESERVE, ZoneKind.LIMBO):
        return dict(obj.counters)
    return {}


def _played_from(
    said: str | None, was: str | None, from_kind: ZoneKind, to_kind: ZoneKind
) -> str | None:
    """Where the object was played from (5.1.2.d): said by the play moving the card to Limbo,
    kept by the object it becomes in play ("if I was played from Reserve"); none otherwise."""
    if to_kind is ZoneKind.LIMBO:
        return said
    if from_kind is ZoneKind.LIMBO and to_kind in IN_PLAY_ZONES:
        return was
    return None


def _controller_for(zone: str, owner: str, player: str | None) -> str:
    """Who controls an object in ``zone``: the owner of its (sub-)zone (7.5.5.b); in Limbo,
    the player who put it there."""
    holder = z.player_of(zone)
    if holder is not None:
        return holder
    return player or owner


def move(draft: Draft, action: AtomicAction, seq: int) -> Event:
    """Move a card or object to ``action.to_zone``: the old object ceases to exist and a new
    one, with a new id and (in a visible zone) a new timestamp, appears (2.1.d, 2.2.16.b).
    It has no status except those the move gives it (2.4.1.d)."""
    assert action.object_id is not None and action.to_zone is not None
    old = draft.objects.pop(action.object_id)
    draft.remove_from_zone(old.id, old.zone)
    from_kind = z.kind_of(old.zone)
    if action.ceases:
        # 2.1.e: a token leaving the Expedition zone ceases to exist instead.
        if old.card_id is not None:
            draft.card_objects.pop(old.card_id, None)
        sacrificed = action.kind is ActionKind.SACRIFICE
        return Event(
            seq,
            action.kind,
            object_id=old.id,
            card_id=old.card_id,
            player=action.player,
            from_zone=old.zone,
            ceased=True,
            ceased_instead_of=action.to_zone,  # where it would have gone (2.1.e)
            modifiers=action.modifiers,
            # 7.3.36.b: modified by 2.1.e, it is still a sacrifice.
            rules=(*action.rules, *why("action.token_sacrificed")) if sacrificed else action.rules,
        )
    to_kind = z.kind_of(action.to_zone)
    seasoned = _keeps_boosts(draft, old, from_kind, to_kind)
    visible = to_kind not in HIDDEN_ZONES
    statuses = frozenset() if to_kind in NO_STATUS_ZONES else action.enter_statuses
    rules = (*action.rules, *why("action.seasoned_keeps")) if seasoned else action.rules
    if not seasoned and from_kind is ZoneKind.EXPEDITION and to_kind is ZoneKind.RESERVE:
        # An ignored (or lost) Seasoned exists but keeps no boost (7.3.19.b, 7.4.6.b).
        idle = idle_keywords_note(draft.base, (old.id,) if old.boosts else (), Keyword.SEASONED, "")
        rules = (*rules, *idle[1]) if idle is not None else rules
    if to_kind is ZoneKind.MANA and not action.mana_ready:
        statuses = statuses | {Status.EXHAUSTED}
        rules = (*rules, *why("action.mana_exhausted"))
    if visible and to_kind not in NO_STATUS_ZONES and old.statuses - statuses:
        rules = (*rules, *why("action.statuses_not_kept"))  # a new object, no status (2.4.1.d)
    elif to_kind in NO_STATUS_ZONES and old.statuses:
        rules = (*rules, *why("action.statuses_lost_hidden"))  # none there at all (2.4.1.c)
    if action.kind is ActionKind.RETURN:
        rules = (*rules, *why("action.return_anywhere"))  # where it was does not matter
    counters_point = _counters_point(from_kind, to_kind) if old.counters else None
    # Seasoned keeps the boosts only (7.4.6.b): other counters still follow the zone rules.
    if counters_point is not None and (not seasoned or any(k != BOOST for k in old.counters)):
        rules = (*rules, *why(counters_point))
    new = GameObject(
        id=draft.new_object_id(),
        zone=action.to_zone,
        owner=old.owner,
        controller=_controller_for(action.to_zone, old.owner, action.player),
        card_id=old.card_id,
        timestamp=draft.new_timestamp() if visible else None,
        statuses=statuses,
        counters=kept_counters(old, from_kind, to_kind, seasoned),
        played_from=_played_from(action.played_from, old.played_from, from_kind, to_kind),
        gained=action.gains,
        left_play_on=draft.base.day
        if from_kind in IN_PLAY_ZONES and to_kind not in IN_PLAY_ZONES
        else 0,
    )
    bare = replace(new, statuses=frozenset())  # a new object: it had none (2.4.1.d)
    given = statuses & action.enter_statuses
    if given and (action.source or action.rule_origin):
        # "put it in Reserve exhausted": the effect that gave the status it enters with
        # (2.4.1.e, 2.4.6.a), or the rule — played from Reserve (2.4.7.a), Cooldown (7.4.1.b)
        origins = gained_origins(draft.base, bare, given, action.source, action.rule_origin)
        new = replace(new, status_origins=origins)
    if Status.EXHAUSTED in statuses - given:
        # a Mana Orb entering the Mana zone exhausted by the rule (3.2.9.b)
        bare = replace(new, statuses=frozenset(statuses - {Status.EXHAUSTED}))
        made = gained_origins(draft.base, bare, (Status.EXHAUSTED,), None, _MANA_ORIGIN)
        new = replace(new, status_origins=made)
    draft.objects[new.id] = new
    lost = tuple(
        (kind, n - new.counters.get(kind, 0))
        for kind, n in sorted(old.counters.items(), key=lambda kv: (kv[0] != BOOST, kv[0]))
        if n > new.counters.get(kind, 0)
    )
    if old.boosts and not new.boosts and to_kind not in NO_STATUS_ZONES:
        # 2.4.5.b: its boosts lost with the move (2.5.j), it is no longer Boosted — where a
        # status could be had at all (elsewhere 2.4.1.c says it has none).
        rules = (*rules, *why("action.boosted_lost"))
    elif old.boosts and new.boosts and to_kind not in NO_STATUS_ZONES and from_kind != to_kind:
        # 2.4.5.b (its Remark): the boosts kept with the move, it is still Boosted.
        rules = (*rules, *why("action.boosted_kept"))
    in_deck = to_kind is ZoneKind.DECK
    at = action.deck_position - 1 if in_deck and action.deck_position > 0 else -1
    draft.add_to_zone(new.id, new.zone, top=action.top and in_deck, at=at)
    place = _deck_place(draft, action, new) if in_deck else None
    if place is not None and place.end is not None:
        # "at the bottom / on top of your deck": the last / first card of the pile (3.2.2.b)
        rules = (*rules, *why("action.deck_end"))
    if old.card_id is not None:
        draft.card_objects[old.card_id] = new.id
    return Event(
        seq,
        action.kind,
        object_id=old.id,
        new_object_id=new.id,
        card_id=old.card_id,
        player=action.player,
        from_zone=old.zone,
        to_zone=new.zone,
        played_from=old.played_from,
        controller=action.controller,
        modifiers=action.modifiers,
        rules=rules,
        counters_lost=lost,
        statuses_lost=tuple(sorted(s.value for s in old.statuses - new.statuses)),
        boosts_kept=new.boosts if seasoned else 0,
        deck_at=place,
    )


def _deck_place(draft: Draft, action: AtomicAction, new: GameObject) -> DeckPlace | None:
    """Where in its Deck a card the effect gave a position went (3.2.2.b-c): the top, the
    bottom or its position from the top, with the position named when the Deck had too few
    cards for it, so it went to the bottom (3.2.2.f); ``None`` when the move named none."""
    if not (action.top or action.bottom or action.deck_position):
        return None
    if action.top:
        return DeckPlace(DeckEnd.TOP)
    if action.bottom:
        return DeckPlace(DeckEnd.BOTTOM)
    deck = draft.zones.get(new.zone, ())
    at = deck.index(new.id) + 1 if new.id in deck else 0
    if at == len(deck) and at < action.deck_position:
        return DeckPlace(DeckEnd.BOTTOM, wanted=action.deck_position)
    return DeckPlace(position=at)


def _counters_point(from_kind: ZoneKind, to_kind: ZoneKind) -> str | None:
    """The decision point saying whether an object's counters survive its move — the same
    cases as :func:`kept_counters`, which applies them (2.5.b, 2.5.j, 2.5.k, 2.5.l)."""
    if from_kind in (ZoneKind.RESERVE, ZoneKind.LIMBO) and to_kind is ZoneKind.DISCARD:
        return "action.counters_lost_reserve_to_discard"  # 2.5.l's own exception
    if from_kind in IN_PLAY_ZONES:
        # Leaving play decides it wherever the object goes (2.5.j): the Discard pile's own
        # rule (2.5.b) says only that nothing there has counters.
        if to_kind in IN_PLAY_ZONES:
            return "action.counters_kept_in_play"
        if to_kind in NO_STATUS_ZONES:
            return "action.counters_lost_leaving_play_hidden"  # 2.5.j, and none there (2.5.b)
        return "action.counters_lost_leaving_play"
    if to_kind in NO_STATUS_ZONES or from_kind in HIDDEN_ZONES:
        return "action.counters_lost_hidden"
    if from_kind in (ZoneKind.RESERVE, ZoneKind.LIMBO):
        return "action.counters_kept_from_reserve"
    return None


def _keeps_boosts(draft: Draft, old: GameObject, from_kind: ZoneKind, to_kind: ZoneKind) -> bool:
    """7.4.6.b: an object with Seasoned moving from the Expedition zone to the Reserve
    keeps its boosts — Seasoned printed or granted by another object's passive ability
    (2.3.1.a), as the former object had it just before the move (7.4.6.b Remark)."""
    if from_kind is not ZoneKind.EXPEDITION or to_kind is not ZoneKind.RESERVE:
        return False
    if not old.boosts or old.id not in draft.base.objects:
        return False
    return has_keyword(draft.base, old.id, Keyword.SEASONED)


def with_changes(draft: Draft, obj: GameObject, **changes: Any) -> GameObject:
    new = replace(obj, **changes)
    draft.objects[obj.id] = new
    return new
