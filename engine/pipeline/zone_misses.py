"""Reactions a judge might expect a change of zones to activate, which do not — said in the
trace where a judge looks for them (7.1.1.a-c, 6.3.k, 7.3.19.b, 2.3.2.d, 3.2.4.d, 7.3.40.b
Remark, 7.4.4.j): the non-events of :mod:`engine.pipeline.zone_triggers`, which finds the
Reactions that do activate.
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.pipeline.activation import abilities_of, trigger_matches, watching_reactions
from engine.pipeline.gift_triggers import missed_gifts
from engine.pipeline.object_scan import AnyObject
from engine.pipeline.origin_misses import missed_by_origin
from engine.pipeline.zone_triggers import (
    JOIN_TRIGGERS,
    characters_entering_expeditions,
    gained_expeditions,
    join_activations,
    players_watched,
    self_move_hit,
    was_in,
)
from engine.reading.passives import (
    effective_abilities,
    expeditions_of,
    is_gigantic,
    is_ignored,
    lost_abilities,
)
from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.cards import Ability, AbilityKind, TriggerKind
from engine.state.enums import IN_PLAY_ZONES, ExpeditionKind, ZoneKind
from engine.state.events import Event
from engine.state.game_state import GameState
from engine.state.said import possessive, zone_words
from engine.why.icon_words import icon_said
from engine.why.ignored_words import ignored_by_words
from engine.why.table import rule_of, why

Miss = tuple[str, tuple[str, ...]]
"""A Reaction that does not activate, said in the trace: its words and the rules that decide."""

_SYMBOLS = {
    TriggerKind.ENTERS_PLAY: (icon_said("J"), rule_of("reaction.symbol.enters_play")),
    TriggerKind.PLAYED_FROM_HAND: (icon_said("H"), rule_of("reaction.symbol.played_from_hand")),
    TriggerKind.PLAYED_FROM_RESERVE: (
        icon_said("R"),
        rule_of("reaction.symbol.played_from_reserve"),
    ),
}


def missed_activations(
    before: GameState, after: GameState, events: Iterable[Event]
) -> tuple[Miss, ...]:
    """Reactions a judge might expect the events to activate, which do not — ``(why,
    rule)`` pairs for the trace: a card that arrived in play with a {H} or {R} Reaction
    whose symbol does not match how it arrived (7.1.1.a-c), a trigger whose condition is
    false (6.3.k), an ignored Reaction (7.3.19.b). ``rules`` are one rule, or several where
    they decide together (a switch between your Expeditions: 7.5.10.a and 7.5.10.c)."""
    out: list[Miss] = []
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
            if not self_move_hit(ab.trigger, ev):
                played = ev.from_zone is not None and ev.from_zone == z.LIMBO
                how = f"played from {ev.played_from}" if played else "not played, put in play"
                moved_in_play = (
                    ev.from_zone is not None and z.kind_of(ev.from_zone) in IN_PLAY_ZONES
                )
                if moved_in_play:
                    # 7.3.10.a and its Remark: from the Expedition zone to the Landmark zone
                    # (or back) is no entering play, played or not
                    how = (
                        f"it did not enter play: it came to {zone_words(ev.to_zone)} from "
                        f"{zone_words(ev.from_zone or '')}, both in play"
                    )
                    rule = rule_of("reaction.symbol.not_entering_play")
                out.append(
                    (f"{possessive(name)} {symbol} Reaction does not activate: {how}", (rule,))
                )
            elif lost_abilities(after, new):
                # A passive removed its abilities (2.3.2.d Example): a characteristic a
                # passive ability changed (2.3.1.d), not an ignored ability (7.3.19.b).
                out.append(
                    (
                        f"{name} lost its abilities: its {symbol} Reaction does not activate",
                        why("reaction.lost_abilities"),
                    )
                )
            elif is_ignored(after, new, index):
                by, by_rules = ignored_by_words(after, new)
                out.append(
                    (
                        f"{possessive(name)} {symbol} Reaction is ignored and does not "
                        f"activate{by}",
                        tuple(dict.fromkeys((*why("reaction.ignored"), *by_rules))),
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
    out.extend(missed_by_origin(before, after, list(events)))  # "from your hand" (6.3.b)
    return tuple(out)


_PRINTED_JOINS: list[tuple[object, bool]] = []
"""Whether any card of a ``cards`` mapping prints a Reaction to a Character joining an
Expedition, by the mapping's identity (a cache, never part of a state)."""


def _joins(ab: Ability) -> bool:
    return ab.kind is AbilityKind.REACTION and ab.trigger in JOIN_TRIGGERS


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
) -> list[Miss]:
    """A Gigantic Character an event touched without moving it is still in both of its
    controller's Expeditions (7.4.4.b): re-evaluating passive abilities after the event
    (2.3.1.e) reapplies Gigantic without it leaving or joining anything (2.3.1.f Example),
    so "When another Character joins my Expedition" does not activate."""
    out: list[Miss] = []
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
        if ab.kind is AbilityKind.REACTION and ab.trigger in JOIN_TRIGGERS
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
                        f"{possessive(after.name(src))} Reaction does not activate: "
                        f"{after.name(oid)} is "
                        "Gigantic, so only its card switched Expeditions; it neither left nor "
                        "joined either",
                        why("reaction.gigantic_switch"),
                    )
                )
                continue
            out.append(
                (
                    f"{possessive(after.name(src))} Reaction does not activate: {after.name(oid)} "
                    "is "
                    "Gigantic and did not join its Expedition; passive abilities re-applied "
                    "after an event move nothing",
                    why("reaction.gigantic_not_rejoining"),
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


def _missed_leaves(after: GameState, events: list[Event]) -> list[Miss]:
    """An object moving from one Expedition to another does not change zones (3.2.4.d): it
    does not leave the Expedition zone (2.1.h Remark), so its "When I leave the Expedition
    zone" Reactions do not activate."""
    out: list[Miss] = []
    for oid, ev in _moves_staying(after, events, frozenset({ZoneKind.EXPEDITION})):
        # a Character switching Expeditions: the switch's own words (7.5.11.c); any other
        # move between Expeditions: no zone change (3.2.4.d)
        switched = ev.kind is ActionKind.SWITCH_EXPEDITIONS
        for ab in abilities_of(after, oid):
            if ab.kind is AbilityKind.REACTION and ab.trigger in (
                TriggerKind.LEAVES_EXPEDITION_ZONE,
                TriggerKind.GOES_TO_RESERVE_FROM_EXPEDITION_ZONE,
            ):
                out.append(
                    (
                        f"{possessive(after.name(oid))} Reaction does not activate: "
                        + (
                            "a Character switching Expeditions leaves its former Expedition, "
                            "not the Expedition zone"
                            if switched
                            else "moving between Expeditions is not leaving the Expedition zone"
                        ),
                        why("reaction.switch_not_leaving" if switched else "reaction.not_leaving"),
                    )
                )
    return out


def _missed_entries(after: GameState, events: list[Event]) -> list[Miss]:
    """An object that stays in play as it moves — its controller takes it (7.3.40.a-b) or it
    goes to another Expedition (3.2.4.d) — does not enter play: its {J} ("When I enter
    play") Reactions do not activate (7.3.40.b Remark), said where a judge looks for them."""
    out: list[Miss] = []
    for oid, ev in _moves_staying(after, events, IN_PLAY_ZONES):
        taken = ev.kind is ActionKind.TAKE_CONTROL
        for ab in abilities_of(after, oid):
            if ab.kind is AbilityKind.REACTION and ab.trigger is TriggerKind.ENTERS_PLAY:
                how = "taking control of it" if taken else "moving between Expeditions"
                out.append(
                    (
                        f"{possessive(after.name(oid))} {icon_said('J')} Reaction does not "
                        f"activate: {how} is not entering play",
                        why("reaction.control_not_entering" if taken else "reaction.not_entering"),
                    )
                )
    return out


def _missed_replaced_reserve(before: GameState, events: list[Event]) -> list[Miss]:
    """An object that would have gone from the Expedition zone to Reserve but went elsewhere
    because a modifier replaced the move (Fleeting: discarded instead, 2.4.7.d): Reactions
    are tested against the event as it happened (6.2.m), so its "When I go to Reserve from
    the Expedition zone" Reaction does not activate."""
    out: list[Miss] = []
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
                        f"{possessive(before.name(oid))} Reaction does not activate: a modifier "
                        "replaced "
                        f"its move to Reserve (it went {where} instead)",
                        why("reaction.move_replaced"),
                    )
                )
    return out


def _missed_leaves_of_yours(before: GameState, after: GameState, events: list[Event]) -> list[Miss]:
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
    out: list[Miss] = []
    watched = frozenset({TriggerKind.CHARACTER_LEAVES_YOUR_EXPEDITIONS})
    for src, _, _ab in watching_reactions(before, watched):
        you = before.objects[src].controller
        for ev in movers:
            assert ev.from_zone is not None and ev.object_id is not None
            if ev.from_zone.split(":")[1] != you:
                continue
            if not is_gigantic(before, ev.object_id):
                continue  # it left its former Expedition, one of "your Expeditions" (7.5.11.c)
            out.append(
                (
                    f"{possessive(before.name(src))} Reaction does not activate: "
                    f"{after.name(ev.object_id)} moved between {you}'s Expeditions and is "
                    "still in them",
                    why("reaction.still_in_your_expeditions"),
                )
            )
    return out


def _missed_joins(before: GameState, after: GameState, events: list[Event]) -> list[Miss]:
    """7.4.4.j: a Character moving between the two Expeditions of a Gigantic object's
    controller does not join "my Expedition": those Expeditions are one subset."""
    out: list[Miss] = []
    out.extend(_joined_another_players(before, after, events))
    for src, _, ab in watching_reactions(before, JOIN_TRIGGERS):
        if ab.trigger in _YOUR_EXPEDITIONS_JOINS:
            another = ab.trigger is TriggerKind.ANOTHER_CHARACTER_JOINS_YOUR_EXPEDITIONS
            out.extend(_already_in_yours(before, after, events, src, another))
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
                        f"{possessive(before.name(src))} Reaction does not activate: "
                        f"{after.name(new)} "
                        "stays within its Expeditions, one subset for a Gigantic object",
                        why("reaction.gigantic_subset"),
                    )
                )
    return out


_JOIN_POINTS = {
    ActionKind.CREATE: "reaction.joined_other_created",
    ActionKind.SWITCH_EXPEDITIONS: "reaction.joined_other_switched",
}
"""How a Character joined an Expedition -> the decision point of the rule saying which one
it joined: created there (7.5.10.b), switched to it (7.5.10.c); otherwise moved there
(7.5.10.a)."""


def _joined_another_players(before: GameState, after: GameState, events: list[Event]) -> list[Miss]:
    """A Character the trigger describes that joins an Expedition of another player than
    the one "your Expeditions" / "an opponent's Expedition" names — a token created in the
    opponent's Expedition joins that one (7.5.10.b), not yours: the Reaction does not
    activate, said with the rule of how it joined."""
    joiners: list[tuple[Event, str, frozenset[str]]] = []
    for ev, new in characters_entering_expeditions(after, events):
        joined = expeditions_of(after, new) - was_in(before, ev)
        if joined:
            joiners.append((ev, new, joined))
    if not joiners:
        return []
    out: list[Miss] = []
    for src, _, ab in watching_reactions(before, JOIN_TRIGGERS):
        you = before.objects[src].controller
        watched = players_watched(before, ab.trigger, you)
        if watched is None:
            continue
        for ev, new, joined in joiners:
            if joined & watched or new == src:
                continue
            if not trigger_matches(after, new, ab, you, src):
                continue  # not a Character its trigger describes: nothing to ask
            where = " and ".join(zone_words(z.zone_of_expedition(e)) for e in sorted(joined))
            whose = (
                "an opponent's"
                if ab.trigger is TriggerKind.CHARACTER_JOINS_AN_OPPONENTS_EXPEDITION
                else f"{you}'s"
            )
            point = _JOIN_POINTS.get(ev.kind, "reaction.joined_other_moved")
            line = (
                f"{you}'s {possessive(before.name(src))} Reaction does not activate: "
                f"{after.name(new)} "
                f"joins {where}, not {whose}"
            )
            if (line, why(point)) not in out:
                out.append((line, why(point)))
    return out


_YOUR_EXPEDITIONS_JOINS = frozenset(
    {
        TriggerKind.CHARACTER_JOINS_YOUR_EXPEDITIONS,
        TriggerKind.ANOTHER_CHARACTER_JOINS_YOUR_EXPEDITIONS,
    }
)
"""The triggers watching "your Expeditions", the two taken together (7.5.10.a)."""


def _already_in_yours(
    before: GameState, after: GameState, events: list[Event], src: str, another: bool = False
) -> list[Miss]:
    """A Character moving between the two Expeditions of the watcher's controller joins its
    new Expedition (7.5.10.c) but not "your Expeditions", the two taken together as one set
    (as 7.4.4.j's example reads "Amarok's Expeditions"): it was already in them before the
    event (7.5.10.a). A switch says both rules."""
    you = before.objects[src].controller
    yours = frozenset(z.expedition_id(you, k) for k in ExpeditionKind)
    out: list[Miss] = []
    for ev in events:
        new = ev.new_object_id
        if new is None or new not in after.objects or (another and src in (new, ev.object_id)):
            continue
        was, now = was_in(before, ev), expeditions_of(after, new)
        if not (was != now and (was & yours) and (now & yours)):
            continue
        if (now - was) & yours:
            continue  # it joined one of "your Expeditions": the Reaction activates (7.5.10.c)
        if ev.kind is ActionKind.SWITCH_EXPEDITIONS and now - was:
            where = " and ".join(zone_words(z.zone_of_expedition(e)) for e in sorted(now - was))
            line = (
                f"{possessive(before.name(src))} Reaction does not activate: {after.name(new)} "
                "switches "
                f"to {where} and joins it, but not “your Expeditions”: it was already in "
                f"{you}'s Expeditions before the event"
            )
            out.append((line, why("reaction.switch_not_joining_yours")))
            continue
        out.append(
            (
                f"{possessive(before.name(src))} Reaction does not activate: {after.name(new)} was "
                f"already in {you}'s Expeditions",
                why("reaction.already_in_your_expeditions"),
            )
        )
    return out


# ----------------------------------------------------------------------------- leaving
