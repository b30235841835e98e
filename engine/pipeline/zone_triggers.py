"""Reactions to an object changing zones (6.3.c-6.3.f, 7.4.4.j).

Self-move Reactions (6.3.c: "when I enter play", "when I am played from Hand/Reserve",
"when I go to Reserve from ...") are looked for in the state *after* the event and need
not work (6.3.e); leaving Reactions must exist and work *before* the event (6.3.f) — "When I
go to Reserve from the Expedition zone" is one of those (6.3.d). "When a Character joins my
Expedition" watches a Gigantic object's two Expeditions as one subset (7.4.4.j). The
Reactions a judge might expect to activate and which do not (7.1.1.a-c, 6.3.k, 7.3.19.b) are
said by :mod:`engine.pipeline.zone_misses`.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from engine.pipeline.activation import (
    abilities_of,
    action_words_loosened,
    condition_holds,
    new_activation,
    trigger_matches,
)
from engine.reading.passives import (
    ability_works,
    effective_abilities,
    expeditions_of,
    is_gigantic,
    is_ignored,
)
from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.agenda import Activation
from engine.state.cards import (
    SCOUT_REACTION,
    SELF_MOVE_TRIGGERS,
    AbilityKind,
    Subject,
    TriggerKind,
)
from engine.state.enums import IN_PLAY_ZONES, CardType, ExpeditionKind, ZoneKind
from engine.state.events import Event
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.why.table import why

_LEAVE_TRIGGERS = frozenset(
    {
        TriggerKind.LEAVES_EXPEDITION_ZONE,
        TriggerKind.LEAVES_EXPEDITION_ZONE_PER_BOOST,
        TriggerKind.LEAVES_LANDMARK_ZONE,
        TriggerKind.LEAVES_PLAY,
        TriggerKind.SACRIFICED,
        TriggerKind.DISCARDED,
        TriggerKind.DISCARDED_FROM_EXPEDITION_ZONE,
        TriggerKind.RETURNED_TO_HAND,
        TriggerKind.GOES_TO_RESERVE_FROM_EXPEDITION_ZONE,
    }
)
_LEAVES_A_ZONE = frozenset(
    {
        TriggerKind.LEAVES_EXPEDITION_ZONE,
        TriggerKind.LEAVES_EXPEDITION_ZONE_PER_BOOST,
        TriggerKind.LEAVES_LANDMARK_ZONE,
    }
)
"""The Reactions to "I" leaving a zone, as 7.5.11 defines leaving."""
_DISCARDS = frozenset({ActionKind.DISCARD, ActionKind.SACRIFICE})
"""Discarding an object in play: to sacrifice is to discard one (7.3.7.a, 7.3.36.a)."""
_ONE_EXPEDITION_TRIGGERS = frozenset(
    {
        TriggerKind.CHARACTER_JOINS_ONE_OF_YOUR_EXPEDITIONS,
        TriggerKind.CHARACTER_JOINS_AN_EXPEDITION,
        TriggerKind.CHARACTER_JOINS_AN_OPPONENTS_EXPEDITION,
    }
)
"""Joins of one Expedition (7.5.10.a), a switch's new one included (7.5.10.c)."""
JOIN_TRIGGERS = (
    frozenset(
        {
            TriggerKind.CHARACTER_JOINS_MY_EXPEDITION,
            TriggerKind.ANOTHER_CHARACTER_JOINS_MY_EXPEDITION,
            TriggerKind.CHARACTER_JOINS_YOUR_EXPEDITIONS,
            TriggerKind.ANOTHER_CHARACTER_JOINS_YOUR_EXPEDITIONS,
        }
    )
    | _ONE_EXPEDITION_TRIGGERS
)
_YOUR_EXPEDITIONS_TRIGGERS = frozenset(
    {
        TriggerKind.CHARACTER_JOINS_YOUR_EXPEDITIONS,
        TriggerKind.ANOTHER_CHARACTER_JOINS_YOUR_EXPEDITIONS,
    }
)
ANOTHER_TRIGGERS = frozenset(
    {
        TriggerKind.ANOTHER_CHARACTER_JOINS_MY_EXPEDITION,
        TriggerKind.ANOTHER_CHARACTER_JOINS_YOUR_EXPEDITIONS,
    }
)


def self_move_hit(trigger: TriggerKind, ev: Event) -> bool:
    to_kind = z.kind_of(ev.to_zone) if ev.to_zone is not None else None
    from_kind = z.kind_of(ev.from_zone) if ev.from_zone is not None else None
    if trigger is TriggerKind.ENTERS_PLAY:
        # 7.3.10.a: joins the union of Expedition zone and Landmark zone.
        return to_kind in IN_PLAY_ZONES and from_kind not in IN_PLAY_ZONES
    if trigger in (TriggerKind.PLAYED_FROM_HAND, TriggerKind.PLAYED_FROM_RESERVE):
        # 7.5.12.a: played when it leaves Limbo during its resolution.
        wanted = "hand" if trigger is TriggerKind.PLAYED_FROM_HAND else "reserve"
        return from_kind is ZoneKind.LIMBO and ev.played_from == wanted
    if trigger is TriggerKind.GOES_TO_RESERVE_FROM_HAND:
        return to_kind is ZoneKind.RESERVE and from_kind is ZoneKind.HAND
    if trigger is TriggerKind.GOES_TO_RESERVE_FROM_ANYWHERE:
        return to_kind is ZoneKind.RESERVE and from_kind is not ZoneKind.RESERVE
    return False


_SELF_MOVE_POINTS = {
    TriggerKind.ENTERS_PLAY: "reaction.self_move.enters_play",
    TriggerKind.PLAYED_FROM_HAND: "reaction.self_move.played_from_hand",
    TriggerKind.PLAYED_FROM_RESERVE: "reaction.self_move.played_from_reserve",
}
"""The decision point of a self-move Reaction whose symbol says how its card arrives
(7.1.1.a-c)."""


def self_move_activations(before: GameState, after: GameState, ev: Event) -> list[Activation]:
    if ev.new_object_id is None or ev.new_object_id not in after.objects or ev.to_zone is None:
        return []
    if ev.new_object_id == ev.object_id:
        return []  # moving between Expeditions is not a zone change (3.2.4.d)
    oid = ev.new_object_id
    o = after.objects[oid]
    out: list[Activation] = []
    for index, ab in enumerate(abilities_of(after, oid, ev.played_from)):
        if ab.kind is not AbilityKind.REACTION or ab.trigger not in SELF_MOVE_TRIGGERS:
            continue
        if not self_move_hit(ab.trigger, ev) or is_ignored(after, oid, index):
            continue  # an ignored Reaction does not activate (7.3.19.b)
        if not condition_holds(ab, before, after, o.controller, ev.object_id, oid):
            continue
        point = _SELF_MOVE_POINTS.get(ab.trigger, "reaction.self_move")
        rules = why(point)
        if ab.trigger in _SELF_MOVE_POINTS and is_gigantic(after, oid):
            rules = (*rules, *why("reaction.gigantic_once"))  # in both, activated once
        act = new_activation(after, oid, index, ab, bound=(oid,), rules=rules)
        if SCOUT_REACTION in o.gained:
            act = replace(act, finds_in_reserve=True, rules=why("reaction.self_move_scout"))
        out.append(act)
    return out


def leave_hit(trigger: TriggerKind, ev: Event) -> bool:
    from_kind = z.kind_of(ev.from_zone) if ev.from_zone is not None else None
    to_kind = z.kind_of(ev.to_zone) if ev.to_zone is not None else None
    if trigger in (
        TriggerKind.LEAVES_EXPEDITION_ZONE,
        TriggerKind.LEAVES_EXPEDITION_ZONE_PER_BOOST,
    ):
        # Switching Expeditions does not leave the Expedition zone (7.3.39.b).
        return from_kind is ZoneKind.EXPEDITION and to_kind is not ZoneKind.EXPEDITION
    if trigger is TriggerKind.LEAVES_PLAY:
        # 7.3.20.a: leaving the union of the Expedition and Landmark zones.
        in_play = (ZoneKind.EXPEDITION, ZoneKind.LANDMARK)
        return from_kind in in_play and to_kind not in in_play
    if trigger is TriggerKind.LEAVES_LANDMARK_ZONE:
        return from_kind is ZoneKind.LANDMARK and to_kind is not ZoneKind.LANDMARK
    in_play = (ZoneKind.EXPEDITION, ZoneKind.LANDMARK)
    # While action words are loosened (engine.pipeline.action_word_misses), "sacrificed",
    # "discarded", "returned to your Hand" and "go to Reserve" are met by any way of leaving
    # play: the Reactions a judge asks about, missed only for the action that happened.
    loose = action_words_loosened() and from_kind in in_play and to_kind not in in_play
    if trigger is TriggerKind.SACRIFICED:
        # 7.3.36.b: still a sacrifice when the discard is modified.
        return (ev.kind is ActionKind.SACRIFICE and from_kind in in_play) or loose
    if trigger is TriggerKind.GOES_TO_RESERVE_FROM_EXPEDITION_ZONE:
        to_reserve = to_kind is ZoneKind.RESERVE or loose
        return from_kind is ZoneKind.EXPEDITION and to_reserve
    if trigger is TriggerKind.DISCARDED:
        # 7.3.7.a: to discard is to move "from its current zone" to the Discard pile — any
        # zone (a sacrifice is a discard, 7.3.36.a; a put / return / send there is one,
        # 7.3.37.b). Whether the Reaction activates is 6.3.f's: it must work before the
        # event — in play, or a ready support ability in Reserve (1.2.4.d).
        to_pile = ev.kind in _DISCARDS or to_kind is ZoneKind.DISCARD
        return (to_pile and from_kind is not ZoneKind.DISCARD) or loose
    if trigger is TriggerKind.DISCARDED_FROM_EXPEDITION_ZONE:
        # from the Expedition zone (3.2.4) to the Discard pile (7.3.7.a, 7.3.36.a)
        to_pile = ev.kind in _DISCARDS or to_kind is ZoneKind.DISCARD or loose
        return from_kind is ZoneKind.EXPEDITION and to_pile
    if trigger is TriggerKind.RETURNED_TO_HAND:
        # 7.3.32.a: moved to a Hand, from any other zone (put, return and send are
        # synonyms, 7.3.32.c); working before the event is 6.3.f's, as above.
        return (to_kind is ZoneKind.HAND and from_kind is not ZoneKind.HAND) or loose
    return False


def leave_activations(before: GameState, after: GameState, ev: Event) -> list[Activation]:
    if ev.object_id is None or ev.object_id not in before.objects or ev.from_zone is None:
        return []
    if ev.new_object_id == ev.object_id:
        return []
    o = before.objects[ev.object_id]
    out = []
    for index, ab in enumerate(abilities_of(before, o.id)):
        if ab.kind is not AbilityKind.REACTION or ab.trigger not in _LEAVE_TRIGGERS:
            continue
        if not leave_hit(ab.trigger, ev) or not ability_works(before, o.id, ab):
            continue
        if is_ignored(before, o.id, index):
            continue  # 7.3.19.b
        # 2.1.f: the ability finds the object again in its destination zone.
        bound = (ev.new_object_id,) if ev.new_object_id else ()
        new_id = ev.new_object_id
        if not condition_holds(ab, before, after, o.controller, o.id, new_id):
            continue
        # 2.1.f: only an effect that refers to the moved object ("put me ...") finds it.
        finds = bool(bound) and any(t.subject is Subject.SELF for t in ab.effect)
        rules = why("reaction.leaves_finds_it") if finds else why("reaction.leaves")
        if ab.trigger is TriggerKind.GOES_TO_RESERVE_FROM_EXPEDITION_ZONE:
            rules = (*rules, *why("reaction.leaves_to_reserve"))
        if ab.trigger is TriggerKind.LEAVES_PLAY:
            rules = (*rules, *why("reaction.leaves_play"))  # not a self-move (6.3.d)
        if ab.trigger in _LEAVES_A_ZONE:
            # "When I leave the Expedition / Landmark zone": in it before the event and
            # somewhere else after, however it went (7.5.11.a); a token that ceased to
            # exist instead of moving still left it (7.5.11.b)
            left = "reaction.token_left" if ev.ceased else "reaction.i_leave_zone"
            rules = (*rules, *why(left))
        if ab.trigger in (TriggerKind.DISCARDED, TriggerKind.DISCARDED_FROM_EXPEDITION_ZONE):
            rules = (*rules, *why("reaction.i_am_discarded"))
        if ab.trigger is TriggerKind.RETURNED_TO_HAND:
            rules = (*rules, *why("reaction.i_am_returned_to_hand"))
        if ab.support:
            rules = (*rules, *why("reaction.support_in_reserve"))  # it worked there
        times = 1
        if ab.trigger is TriggerKind.LEAVES_EXPEDITION_ZONE_PER_BOOST:
            times, rules = o.boosts, (*rules, *why("reaction.for_each_boost"))
        for _ in range(times):
            out.append(new_activation(before, o.id, index, ab, bound=bound, rules=rules))
    return out


# ----------------------------------------------------------------------------- joining
def gained_expeditions(
    before: GameState, after: GameState
) -> list[tuple[str, frozenset[str], frozenset[str]]]:
    """``(object, was, now)`` for each Character that stayed in the Expedition zone and is in
    more Expeditions after the event than before — it gained Gigantic: it remains where its
    card is and joins its controller's other Expedition (7.4.4.o), an Expedition it was not
    in before the event and is in after (7.5.10.a)."""
    out: list[tuple[str, frozenset[str], frozenset[str]]] = []
    for key, ids in after.zones.items():
        if z.kind_of(key) is not ZoneKind.EXPEDITION:
            continue
        for oid in ids:
            if oid not in before.objects or after.type_of(oid) is not CardType.CHARACTER:
                continue
            if before.objects[oid].zone != key:
                continue  # its card moved: a join of the event itself (7.5.10.a)
            was, now = expeditions_of(before, oid), expeditions_of(after, oid)
            if now - was and was:
                out.append((oid, was, now))
    return out


def characters_entering_expeditions(
    after: GameState, events: Iterable[Event]
) -> Iterator[tuple[Event, str]]:
    """Each event of a step that put a Character in an Expedition, with the object it is
    now (moved, created or switched there: 7.5.10.a-c) — what a join trigger looks at."""
    for ev in events:
        new = ev.new_object_id
        if new is None or new not in after.objects or ev.to_zone is None:
            continue
        if z.kind_of(ev.to_zone) is not ZoneKind.EXPEDITION:
            continue
        if after.type_of(new) is CardType.CHARACTER:
            yield ev, new


def was_in(before: GameState, ev: Event) -> frozenset[str]:
    if ev.object_id is None or ev.object_id not in before.objects:
        return frozenset()
    return expeditions_of(before, ev.object_id)


def join_activations(
    before: GameState,
    after: GameState,
    events: list[Event],
    missed: list[tuple[str, tuple[str, ...]]] | None = None,
) -> list[Activation]:
    """ "When a [Robot / non-token] Character joins my Expedition / your Expeditions" (the
    Character narrowed by the trigger's filter): the Character is in it
    after the event and was not before. A Gigantic object's Expedition is both of its
    controller's, one subset of the Expedition zone (7.4.4.j); "your Expeditions" names
    several, each considered on its own (7.4.4.j takes them as one only for a trigger naming
    one Expedition), so switching Expeditions joins the new one of them (7.3.39.b,
    7.5.10.c). ``missed`` collects the joins whose trigger condition is false ("if it is
    Fleeting", looked at after the event, 6.3.k) for the trace."""
    watchers = [
        (src, index, ab)
        for src, index, ab in effective_abilities(before)
        if ab.kind is AbilityKind.REACTION and ab.trigger in JOIN_TRIGGERS
    ]
    if not watchers:
        return []
    joiners: list[tuple[str, frozenset[str], frozenset[str], str]] = []
    origins: dict[str, tuple[str, str]] = {}  # the zone kind and player it came from
    for ev, new in characters_entering_expeditions(after, events):
        was = was_in(before, ev)
        # How it joined: created there (7.5.10.b), switched from the other Expedition
        # (7.5.10.c), or came from another zone (7.5.10.a).
        # Defecting or changing control also moves it between Expeditions, but it is no
        # switch (7.3.39.a: between the Expeditions of the same player).
        switched = ev.kind is ActionKind.SWITCH_EXPEDITIONS and bool(was)
        how = "created" if ev.kind is ActionKind.CREATE else "switched" if switched else "moved"
        joiners.append((new, was, expeditions_of(after, new), how))
        origins[new] = _joined_from(after, ev, new)
    joiners.extend(
        (oid, was, now, "gaining_gigantic") for oid, was, now in gained_expeditions(before, after)
    )
    if not joiners:
        return []
    out: list[Activation] = []
    for src, index, ab in watchers:
        observer = before.objects[src]
        one = ab.trigger in _ONE_EXPEDITION_TRIGGERS
        # "your Expeditions" names several Expeditions, considered separately: only a trigger
        # naming one Expedition that names two because of a Gigantic object takes them as one
        # subset (7.4.4.j) — a Character switching joins its new one, one of yours (7.5.10.c)
        yours = ab.trigger in _YOUR_EXPEDITIONS_TRIGGERS
        if one:
            watched = _one_expedition_watched(before, ab.trigger, observer.controller)
        elif ab.trigger in _YOUR_EXPEDITIONS_TRIGGERS:
            watched = frozenset(
                z.expedition_id(observer.controller, k)
                for k in (ExpeditionKind.HERO, ExpeditionKind.COMPANION)
            )
        else:
            watched = expeditions_of(before, src)
        for new, was, now, how in joiners:
            if (one or yours) and not ((now - was) & watched):
                continue  # 7.5.10.a: it joined no watched Expedition it was not in before
            if not one and not yours and (not (now & watched) or (was & watched)):
                continue  # "my Expedition" of a Gigantic bearer: one subset (7.4.4.j)
            if ab.trigger in ANOTHER_TRIGGERS and after.objects[new].card_id == observer.card_id:
                continue
            if ab.trigger_from and origins.get(new) != (ab.trigger_from, observer.controller):
                continue  # "from your Reserve": the controller's zone it came from (5.1.2.d)
            if not trigger_matches(after, new, ab, observer.controller, src):
                continue  # "When a Robot / a non-token Character joins ..."
            if not condition_holds(ab, before, after, observer.controller, src, src, (new,)):
                continue  # said by engine.pipeline.condition_misses (6.3.b, 6.3.k)
            # "your Expeditions" are two by their wording; "my Expedition" is two only for a
            # Gigantic bearer, whose two are one subset (7.4.4.j).
            gigantic = not one and ab.trigger not in _YOUR_EXPEDITIONS_TRIGGERS
            gigantic = gigantic and len(watched) > 1
            rules = why("reaction.joins_gigantic") if gigantic else why("reaction.joins")
            # "one of your Expeditions / an Expedition": joined one Expedition it was not in
            # (7.5.10.a) — by a switch too (7.5.10.c), never cited for a Character that did
            # not switch (created there, 7.5.10.b; put there)
            if one or (yours and how == "switched"):
                point = (
                    "reaction.joins_one_expedition" if how == "switched" else "reaction.joins_moved"
                )
                rules = (*rules, *why(point))
            rules = (*rules, *why(f"reaction.joins_{how}"))
            out.append(new_activation(before, src, index, ab, bound=(src,), it=(new,), rules=rules))
    return out


def _joined_from(after: GameState, ev: Event, new: str) -> tuple[str, str]:
    """The zone kind ("reserve", "hand") and player a joining Character came from: moved
    from there directly (7.5.10.a), or played from there — it joins from Limbo at the end
    of its resolution (5.1.2.d, 5.1.2.l), played by its controller from their own zone."""
    if ev.from_zone is None:
        return ("", "")
    kind = z.kind_of(ev.from_zone)
    if kind is ZoneKind.LIMBO and ev.played_from in ("reserve", "hand"):
        return (ev.played_from, after.objects[new].controller)
    if kind in (ZoneKind.RESERVE, ZoneKind.HAND):
        return (kind.value, z.player_of(ev.from_zone) or "")
    return ("", "")


def players_watched(
    state: GameState, trigger: TriggerKind | None, controller: str
) -> frozenset[str] | None:
    """The Expeditions a join trigger names by their player — "your Expeditions", "one of
    your Expeditions", "an opponent's Expedition" (7.5.5.a: a player controls their
    Expeditions) — or None for a trigger that names them otherwise ("my Expedition", "an
    Expedition")."""
    if trigger in _YOUR_EXPEDITIONS_TRIGGERS:
        return frozenset(z.expedition_id(controller, k) for k in ExpeditionKind)
    if trigger in (
        TriggerKind.CHARACTER_JOINS_ONE_OF_YOUR_EXPEDITIONS,
        TriggerKind.CHARACTER_JOINS_AN_OPPONENTS_EXPEDITION,
    ):
        return _one_expedition_watched(state, trigger, controller)
    return None


def _one_expedition_watched(
    state: GameState, trigger: TriggerKind | None, controller: str
) -> frozenset[str]:
    """The Expeditions "one of your Expeditions" / "an opponent's Expedition" / "an
    Expedition" name (1.2.3.c: each player has a Hero and a Companion Expedition)."""
    if trigger is TriggerKind.CHARACTER_JOINS_ONE_OF_YOUR_EXPEDITIONS:
        players: tuple[str, ...] = (controller,)
    elif trigger is TriggerKind.CHARACTER_JOINS_AN_OPPONENTS_EXPEDITION:
        players = tuple(p for p in state.players if p != controller)
    else:
        players = state.players
    return frozenset(z.expedition_id(p, k) for p in players for k in ExpeditionKind)
