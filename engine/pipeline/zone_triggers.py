"""Reactions to an object changing zones (6.3.c-6.3.f, 7.4.4.j).

Self-move Reactions (6.3.c: "when I enter play", "when I am played from Hand/Reserve",
"when I go to Reserve from ...") are looked for in the state *after* the event and need
not work (6.3.e); leaving Reactions must exist and work *before* the event (6.3.f) — "When I
go to Reserve from the Expedition zone" is one of those (6.3.d). "When a Character joins my
Expedition" watches a Gigantic object's two Expeditions as one subset (7.4.4.j). Also the
Reactions a judge might expect to activate and which do not (7.1.1.a-c, 6.3.k, 7.3.19.b).
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.pipeline.activation import (
    abilities_of,
    condition_holds,
    new_activation,
    watching_reactions,
)
from engine.pipeline.event_triggers import missed_gifts
from engine.pipeline.object_scan import AnyObject
from engine.reading.filters import matches
from engine.reading.passives import (
    ability_works,
    effective_abilities,
    expeditions_of,
    is_gigantic,
    is_ignored,
    lost_abilities,
)
from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.agenda import Activation
from engine.state.cards import (
    SCOUT_REACTION,
    SELF_MOVE_TRIGGERS,
    Ability,
    AbilityKind,
    Subject,
    TriggerKind,
)
from engine.state.enums import IN_PLAY_ZONES, CardType, ExpeditionKind, ZoneKind
from engine.state.events import Event
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.why.labels import zone_words
from engine.why.table import rule_of, why

_LEAVE_TRIGGERS = frozenset(
    {
        TriggerKind.LEAVES_EXPEDITION_ZONE,
        TriggerKind.LEAVES_EXPEDITION_ZONE_PER_BOOST,
        TriggerKind.LEAVES_LANDMARK_ZONE,
        TriggerKind.LEAVES_PLAY,
        TriggerKind.SACRIFICED,
        TriggerKind.DISCARDED,
        TriggerKind.RETURNED_TO_HAND,
        TriggerKind.GOES_TO_RESERVE_FROM_EXPEDITION_ZONE,
    }
)
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
_JOIN_TRIGGERS = (
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
_ANOTHER_TRIGGERS = frozenset(
    {
        TriggerKind.ANOTHER_CHARACTER_JOINS_MY_EXPEDITION,
        TriggerKind.ANOTHER_CHARACTER_JOINS_YOUR_EXPEDITIONS,
    }
)


def _self_move_hit(trigger: TriggerKind, ev: Event) -> bool:
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
        if not _self_move_hit(ab.trigger, ev) or is_ignored(after, oid, index):
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


_SYMBOLS = {
    TriggerKind.ENTERS_PLAY: ("{J}", rule_of("reaction.symbol.enters_play")),
    TriggerKind.PLAYED_FROM_HAND: ("{H}", rule_of("reaction.symbol.played_from_hand")),
    TriggerKind.PLAYED_FROM_RESERVE: ("{R}", rule_of("reaction.symbol.played_from_reserve")),
}


def missed_activations(
    before: GameState, after: GameState, events: Iterable[Event]
) -> tuple[tuple[str, str], ...]:
    """Reactions a judge might expect the events to activate, which do not — ``(why,
    rule)`` pairs for the trace: a card that arrived in play with a {H} or {R} Reaction
    whose symbol does not match how it arrived (7.1.1.a-c), a trigger whose condition is
    false (6.3.k), an ignored Reaction (7.3.19.b)."""
    out: list[tuple[str, str]] = []
    for ev in events:
        new = ev.new_object_id
        if new is None or new == ev.object_id or new not in after.objects or not ev.to_zone:
            continue
        if z.kind_of(ev.to_zone) not in IN_PLAY_ZONES:
            continue
        name = after.name(new)
        for index, ab in enumerate(abilities_of(after, new, ev.played_from)):
            if ab.kind is not AbilityKind.REACTION or ab.trigger not in _SYMBOLS:
                continue
            symbol, rule = _SYMBOLS[ab.trigger]
            if not _self_move_hit(ab.trigger, ev):
                played = ev.from_zone is not None and ev.from_zone == z.LIMBO
                how = f"played from {ev.played_from}" if played else "not played, put in play"
                out.append((f"{name}'s {symbol} Reaction does not activate: {how}", rule))
            elif lost_abilities(after, new):
                # A passive removed its abilities (2.3.2.d Example): a characteristic a
                # passive ability changed (2.3.1.d), not an ignored ability (7.3.19.b).
                out.append(
                    (
                        f"{name} lost its abilities: its {symbol} Reaction does not activate",
                        rule_of("reaction.lost_abilities"),
                    )
                )
            elif is_ignored(after, new, index):
                out.append(
                    (
                        f"{name}'s {symbol} Reaction is ignored and does not activate",
                        rule_of("reaction.ignored"),
                    )
                )
            # A false condition is said by engine.pipeline.condition_misses (6.3.b, 6.3.k).
    out.extend(_missed_joins(before, after, list(events)))
    join_activations(before, after, list(events), missed=out)
    out.extend(_missed_leaves(after, list(events)))
    out.extend(_missed_entries(after, list(events)))
    out.extend(_missed_replaced_reserve(before, list(events)))
    out.extend(_missed_leaves_of_yours(before, after, list(events)))
    out.extend(_missed_gigantic_rejoins(before, after, list(events)))
    out.extend(missed_gifts(before, after, list(events)))
    return tuple(out)


_PRINTED_JOINS: list[tuple[object, bool]] = []
"""Whether any card of a ``cards`` mapping prints a Reaction to a Character joining an
Expedition, by the mapping's identity (a cache, never part of a state)."""


def _joins(ab: Ability) -> bool:
    return ab.kind is AbilityKind.REACTION and ab.trigger in _JOIN_TRIGGERS


def _may_watch_joins(state: GameState) -> bool:
    """A quick look before scanning the working abilities: does any card print, or any
    object gain, a Reaction to a Character joining an Expedition?"""
    cards = state.cards
    printed = next((answer for known, answer in _PRINTED_JOINS if known is cards), None)
    if printed is None:
        printed = any(_joins(ab) for c in cards.values() for ab in c.abilities)
        _PRINTED_JOINS.insert(0, (cards, printed))
        del _PRINTED_JOINS[4:]
    return printed or _GAINED_JOINS(state)


_GAINED_JOINS = AnyObject(lambda o: any(_joins(ab) for ab in o.gained))
"""Whether an object gained a Reaction to a Character joining an Expedition."""


def _missed_gigantic_rejoins(
    before: GameState, after: GameState, events: list[Event]
) -> list[tuple[str, str]]:
    """A Gigantic Character an event touched without moving it is still in both of its
    controller's Expeditions (7.4.4.b): re-evaluating passive abilities after the event
    (2.3.1.e) reapplies Gigantic without it leaving or joining anything (2.3.1.f Example),
    so "When another Character joins my Expedition" does not activate."""
    out: list[tuple[str, str]] = []
    candidates = {
        ev.object_id
        for ev in events
        if ev.object_id is not None
        and ev.new_object_id in (None, ev.object_id)
        and ev.object_id in after.objects
        and z.kind_of(after.objects[ev.object_id].zone) is ZoneKind.EXPEDITION
    }
    # 7.4.4.n: a Gigantic Character whose card switches Expeditions joins neither.
    switched = {ev.object_id for ev in events if ev.kind is ActionKind.SWITCH_EXPEDITIONS}
    if not candidates or not _may_watch_joins(after):
        return out
    watchers = [
        (src, ab)
        for src, _, ab in effective_abilities(after)
        if ab.kind is AbilityKind.REACTION and ab.trigger in _JOIN_TRIGGERS
    ]
    joined = {oid for oid, _, _ in gained_expeditions(before, after)}  # gained it (7.4.4.o)
    touched = {oid for oid in candidates - joined if watchers and is_gigantic(after, oid)}
    for src, _ab in watchers:
        watched = expeditions_of(after, src)
        for oid in sorted(touched - {src}):
            if not watched & expeditions_of(after, oid):
                continue
            if oid in switched:
                out.append(
                    (
                        f"{after.name(src)}'s Reaction does not activate: {after.name(oid)} is "
                        "Gigantic, so only its card switched Expeditions; it neither left nor "
                        "joined either",
                        rule_of("reaction.gigantic_switch"),
                    )
                )
                continue
            out.append(
                (
                    f"{after.name(src)}'s Reaction does not activate: {after.name(oid)} is "
                    "Gigantic and did not join its Expedition; passive abilities re-applied "
                    "after an event move nothing",
                    rule_of("reaction.gigantic_not_rejoining"),
                )
            )
    return out


def _moves_staying(
    after: GameState, events: list[Event], kinds: Iterable[ZoneKind]
) -> list[tuple[str, Event]]:
    """The objects that moved from one zone of ``kinds`` to another and stayed the same
    object (no new object, 2.1.d: moving between Expeditions 3.2.4.d, control taken
    7.3.40.a-b), with the event that moved each."""
    within = frozenset(kinds)
    out: list[tuple[str, Event]] = []
    for ev in events:
        oid = ev.object_id
        if oid is None or ev.new_object_id != oid or oid not in after.objects:
            continue
        if ev.from_zone is None or ev.to_zone is None or ev.from_zone == ev.to_zone:
            continue
        if z.kind_of(ev.from_zone) in within and z.kind_of(ev.to_zone) in within:
            out.append((oid, ev))
    return out


def _missed_leaves(after: GameState, events: list[Event]) -> list[tuple[str, str]]:
    """An object moving from one Expedition to another does not change zones (3.2.4.d): it
    does not leave the Expedition zone (2.1.h Remark), so its "When I leave the Expedition
    zone" Reactions do not activate."""
    out: list[tuple[str, str]] = []
    for oid, _ in _moves_staying(after, events, frozenset({ZoneKind.EXPEDITION})):
        for ab in abilities_of(after, oid):
            if ab.kind is AbilityKind.REACTION and ab.trigger in (
                TriggerKind.LEAVES_EXPEDITION_ZONE,
                TriggerKind.GOES_TO_RESERVE_FROM_EXPEDITION_ZONE,
            ):
                out.append(
                    (
                        f"{after.name(oid)}'s Reaction does not activate: moving between "
                        "Expeditions is not leaving the Expedition zone",
                        rule_of("reaction.not_leaving"),
                    )
                )
    return out


def _missed_entries(after: GameState, events: list[Event]) -> list[tuple[str, str]]:
    """An object that stays in play as it moves — its controller takes it (7.3.40.a-b) or it
    goes to another Expedition (3.2.4.d) — does not enter play: its {J} ("When I enter
    play") Reactions do not activate (7.3.40.b Remark), said where a judge looks for them."""
    out: list[tuple[str, str]] = []
    for oid, ev in _moves_staying(after, events, IN_PLAY_ZONES):
        taken = ev.kind is ActionKind.TAKE_CONTROL
        for ab in abilities_of(after, oid):
            if ab.kind is AbilityKind.REACTION and ab.trigger is TriggerKind.ENTERS_PLAY:
                how = "taking control of it" if taken else "moving between Expeditions"
                out.append(
                    (
                        f"{after.name(oid)}'s {{J}} Reaction does not activate: {how} is not "
                        "entering play",
                        rule_of(
                            "reaction.control_not_entering" if taken else "reaction.not_entering"
                        ),
                    )
                )
    return out


def _missed_replaced_reserve(before: GameState, events: list[Event]) -> list[tuple[str, str]]:
    """An object that would have gone from the Expedition zone to Reserve but went elsewhere
    because a modifier replaced the move (Fleeting: discarded instead, 2.4.7.d): Reactions
    are tested against the event as it happened (6.2.m), so its "When I go to Reserve from
    the Expedition zone" Reaction does not activate."""
    out: list[tuple[str, str]] = []
    for ev in events:
        oid = ev.object_id
        if oid is None or oid not in before.objects or not ev.modifiers:
            continue
        if ev.from_zone is None or z.kind_of(ev.from_zone) is not ZoneKind.EXPEDITION:
            continue
        if ev.to_zone is not None and z.kind_of(ev.to_zone) is ZoneKind.RESERVE:
            continue
        for ab in abilities_of(before, oid):
            if (
                ab.kind is AbilityKind.REACTION
                and ab.trigger is TriggerKind.GOES_TO_RESERVE_FROM_EXPEDITION_ZONE
            ):
                where = f"to {zone_words(ev.to_zone)}" if ev.to_zone is not None else "nowhere"
                out.append(
                    (
                        f"{before.name(oid)}'s Reaction does not activate: a modifier replaced "
                        f"its move to Reserve (it went {where} instead)",
                        rule_of("reaction.move_replaced"),
                    )
                )
    return out


def _missed_leaves_of_yours(
    before: GameState, after: GameState, events: list[Event]
) -> list[tuple[str, str]]:
    """A Character moving between the two Expeditions of the same player leaves its former
    Expedition but is still in that player's Expeditions (7.5.11.c): it does not leave
    "your Expeditions" (7.5.11.a), so "When a Character leaves your Expeditions" does not
    activate."""
    movers = [
        ev
        for ev in events
        if ev.object_id is not None
        and ev.new_object_id == ev.object_id
        and ev.from_zone is not None
        and ev.to_zone is not None
        and ev.from_zone != ev.to_zone
        and z.kind_of(ev.from_zone) is ZoneKind.EXPEDITION
        and z.kind_of(ev.to_zone) is ZoneKind.EXPEDITION
        and ev.from_zone.split(":")[1] == ev.to_zone.split(":")[1]
    ]
    if not movers:
        return []
    out: list[tuple[str, str]] = []
    watched = frozenset({TriggerKind.CHARACTER_LEAVES_YOUR_EXPEDITIONS})
    for src, _, _ab in watching_reactions(before, watched):
        you = before.objects[src].controller
        for ev in movers:
            assert ev.from_zone is not None and ev.object_id is not None
            if ev.from_zone.split(":")[1] != you:
                continue
            out.append(
                (
                    f"{before.name(src)}'s Reaction does not activate: "
                    f"{after.name(ev.object_id)} moved between {you}'s Expeditions and is "
                    "still in them",
                    rule_of("reaction.still_in_your_expeditions"),
                )
            )
    return out


def _missed_joins(
    before: GameState, after: GameState, events: list[Event]
) -> list[tuple[str, str]]:
    """7.4.4.j: a Character moving between the two Expeditions of a Gigantic object's
    controller does not join "my Expedition": those Expeditions are one subset."""
    out: list[tuple[str, str]] = []
    for src, _, ab in watching_reactions(before, _JOIN_TRIGGERS):
        if ab.trigger is TriggerKind.CHARACTER_JOINS_YOUR_EXPEDITIONS:
            out.extend(_already_in_yours(before, after, events, src))
            continue
        watched = expeditions_of(before, src)
        if len(watched) < 2:
            continue
        for ev in events:
            new = ev.new_object_id
            if new is None or new not in after.objects or new == src:
                continue
            was, now = was_in(before, ev), expeditions_of(after, new)
            if was != now and (was & watched) and (now & watched):
                out.append(
                    (
                        f"{before.name(src)}'s Reaction does not activate: {after.name(new)} "
                        "stays within its Expeditions, one subset for a Gigantic object",
                        rule_of("reaction.gigantic_subset"),
                    )
                )
    return out


def _already_in_yours(
    before: GameState, after: GameState, events: list[Event], src: str
) -> list[tuple[str, str]]:
    """A Character moving between the two Expeditions of the watcher's controller joins its
    new Expedition (7.5.10.c) but not "your Expeditions": it was already in them before the
    event (7.5.10.a)."""
    you = before.objects[src].controller
    yours = frozenset(z.expedition_id(you, k) for k in ExpeditionKind)
    out: list[tuple[str, str]] = []
    for ev in events:
        new = ev.new_object_id
        if new is None or new not in after.objects:
            continue
        was, now = was_in(before, ev), expeditions_of(after, new)
        if was != now and (was & yours) and (now & yours):
            out.append(
                (
                    f"{before.name(src)}'s Reaction does not activate: {after.name(new)} was "
                    f"already in {you}'s Expeditions",
                    rule_of("reaction.already_in_your_expeditions"),
                )
            )
    return out


# ----------------------------------------------------------------------------- leaving
def _leave_hit(trigger: TriggerKind, ev: Event) -> bool:
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
    if trigger is TriggerKind.SACRIFICED:
        # 7.3.36.b: still a sacrifice when the discard is modified.
        return ev.kind is ActionKind.SACRIFICE
    if trigger is TriggerKind.GOES_TO_RESERVE_FROM_EXPEDITION_ZONE:
        return from_kind is ZoneKind.EXPEDITION and to_kind is ZoneKind.RESERVE
    if trigger is TriggerKind.DISCARDED:
        # 7.3.7.a: moved from play by a discard (a sacrifice is one, 7.3.36.a); to discard
        # is to move to the Discard pile, so a put / return / send there is one (7.3.37.b)
        in_play = (ZoneKind.EXPEDITION, ZoneKind.LANDMARK)
        to_pile = ev.kind in _DISCARDS or to_kind is ZoneKind.DISCARD
        return to_pile and from_kind in in_play
    if trigger is TriggerKind.RETURNED_TO_HAND:
        # 7.3.32.a: moved from play to a Hand (put, return and send are synonyms, 7.3.32.c)
        return from_kind in (ZoneKind.EXPEDITION, ZoneKind.LANDMARK) and to_kind is ZoneKind.HAND
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
        if not _leave_hit(ab.trigger, ev) or not ability_works(before, o.id, ab):
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
        if ab.trigger is TriggerKind.DISCARDED:
            rules = (*rules, *why("reaction.i_am_discarded"))
        if ab.trigger is TriggerKind.RETURNED_TO_HAND:
            rules = (*rules, *why("reaction.i_am_returned_to_hand"))
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


def was_in(before: GameState, ev: Event) -> frozenset[str]:
    if ev.object_id is None or ev.object_id not in before.objects:
        return frozenset()
    return expeditions_of(before, ev.object_id)


def join_activations(
    before: GameState,
    after: GameState,
    events: list[Event],
    missed: list[tuple[str, str]] | None = None,
) -> list[Activation]:
    """ "When a [Robot / non-token] Character joins my Expedition / your Expeditions" (the
    Character narrowed by the trigger's filter): the Character is in it
    after the event and was not before. A Gigantic object's Expedition is both of its
    controller's, one subset of the Expedition zone (7.4.4.j); switching Expeditions joins
    the new one (7.3.39.b). ``missed`` collects the joins whose trigger condition is false
    ("if it is Fleeting", looked at after the event, 6.3.k) for the trace."""
    watchers = [
        (src, index, ab)
        for src, index, ab in effective_abilities(before)
        if ab.kind is AbilityKind.REACTION and ab.trigger in _JOIN_TRIGGERS
    ]
    if not watchers:
        return []
    joiners: list[tuple[str, frozenset[str], frozenset[str], str]] = []
    for ev in events:
        new = ev.new_object_id
        if new is None or new not in after.objects or ev.to_zone is None:
            continue
        if z.kind_of(ev.to_zone) is not ZoneKind.EXPEDITION:
            continue
        if after.type_of(new) is not CardType.CHARACTER:
            continue
        was = was_in(before, ev)
        # How it joined: created there (7.5.10.b), switched from the other Expedition
        # (7.5.10.c), or came from another zone (7.5.10.a).
        # Defecting or changing control also moves it between Expeditions, but it is no
        # switch (7.3.39.a: between the Expeditions of the same player).
        switched = ev.kind is ActionKind.SWITCH_EXPEDITIONS and bool(was)
        how = "created" if ev.kind is ActionKind.CREATE else "switched" if switched else "moved"
        joiners.append((new, was, expeditions_of(after, new), how))
    joiners.extend(
        (oid, was, now, "gaining_gigantic") for oid, was, now in gained_expeditions(before, after)
    )
    if not joiners:
        return []
    out: list[Activation] = []
    for src, index, ab in watchers:
        observer = before.objects[src]
        one = ab.trigger in _ONE_EXPEDITION_TRIGGERS
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
            if one and not ((now - was) & watched):
                continue  # 7.5.10.a: it joined no watched Expedition it was not in before
            if not one and (not (now & watched) or (was & watched)):
                continue
            if ab.trigger in _ANOTHER_TRIGGERS and after.objects[new].card_id == observer.card_id:
                continue
            if not matches(after, new, ab.trigger_filter, observer.controller, src):
                continue  # "When a Robot / a non-token Character joins ..."
            if not condition_holds(ab, before, after, observer.controller, src, src, (new,)):
                continue  # said by engine.pipeline.condition_misses (6.3.b, 6.3.k)
            # "your Expeditions" are two by their wording; "my Expedition" is two only for a
            # Gigantic bearer, whose two are one subset (7.4.4.j).
            gigantic = not one and ab.trigger not in _YOUR_EXPEDITIONS_TRIGGERS
            gigantic = gigantic and len(watched) > 1
            rules = why("reaction.joins_gigantic") if gigantic else why("reaction.joins")
            rules = (*rules, *why("reaction.joins_one_expedition")) if one else rules
            rules = (*rules, *why(f"reaction.joins_{how}"))
            out.append(new_activation(before, src, index, ab, bound=(src,), it=(new,), rules=rules))
    return out


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
