"""Reactions (6.3): which events activate which Reactions.

Self-move Reactions (6.3.c: "when I enter play", "when I am played from Hand/Reserve",
"when I go to Reserve from ...") are looked for in the state *after* the event and need
not work (6.3.e); other Reactions must exist and work *before* the event (6.3.f) — "When I
go to Reserve from the Expedition zone" is one of those (6.3.d). A trigger's condition is
checked against the state before the event when written in the past tense, after it when
written in the present tense (6.3.k). Each activation becomes an atomic action of the
Reaction-activating step that creates an Emblem-Reaction in Limbo (6.3.h), bound to the
objects the trigger names (6.3.i); a Reaction may activate once per matching atomic action
(6.3.g), and at most a hundred times per day (6.3.l, 1.4.6.c). Triggers that "don't
activate" do not, even through "activate" (7.3.1.e); "activate" activates a Reaction that
its event does not match (7.3.1.b), the Reaction being created by its own object (7.3.1.d).
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.agenda import Activation
from engine.conditions import holds
from engine.filters import matches
from engine.pipeline.atomic import token_receiver
from engine.pipeline.events import Event
from engine.pipeline.keywords import ActionKind
from engine.pipeline.passives import (
    ability_works,
    effective_abilities,
    expeditions_of,
    is_ignored,
    lost_abilities,
)
from engine.records import replace
from engine.state import zones as z
from engine.state.cards import (
    SCOUT_REACTION,
    SELF_MOVE_TRIGGERS,
    Ability,
    AbilityKind,
    GrantScope,
    RestrictionKind,
    Subject,
    TriggerKind,
)
from engine.state.enums import IN_PLAY_ZONES, CardType, ExpeditionKind, Phase, ZoneKind
from engine.state.game_state import GameState
from engine.why import why

ACTIVATION_LIMIT = 100
"""6.3.l: a given Reaction of an object activates at most this many times per day."""

_LEAVE_TRIGGERS = frozenset(
    {
        TriggerKind.LEAVES_EXPEDITION_ZONE,
        TriggerKind.LEAVES_LANDMARK_ZONE,
        TriggerKind.SACRIFICED,
        TriggerKind.GOES_TO_RESERVE_FROM_EXPEDITION_ZONE,
    }
)
_JOIN_TRIGGERS = frozenset(
    {
        TriggerKind.CHARACTER_JOINS_MY_EXPEDITION,
        TriggerKind.ANOTHER_CHARACTER_JOINS_MY_EXPEDITION,
        TriggerKind.CHARACTER_JOINS_YOUR_EXPEDITIONS,
        TriggerKind.ANOTHER_CHARACTER_JOINS_YOUR_EXPEDITIONS,
    }
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
_RESUPPLIES = frozenset({ActionKind.RESUPPLY, ActionKind.EXHAUSTED_RESUPPLY})


def _expedition_of(zone: str) -> str | None:
    if z.kind_of(zone) is ZoneKind.EXPEDITION:
        return zone.split(":", 1)[1]
    return None


def abilities_of(state: GameState, object_id: str, played_from: str | None = None) -> list[Ability]:
    """An object's abilities: printed ones, then those granted by working passive abilities
    (2.3.1.a). ``played_from`` is how the card was just played, for grants to "Characters
    you play from Reserve"."""
    o = state.objects[object_id]
    card = state.card(object_id)
    if card is None:
        return []
    found = [*card.abilities, *o.gained]
    if played_from == "reserve" and card.type is CardType.CHARACTER:
        for src, _, ab in effective_abilities(state):
            g = ab.grant
            if (
                g is not None
                and g.scope == GrantScope.CHARACTERS_YOU_PLAY_FROM_RESERVE
                and state.objects[src].controller == o.controller
            ):
                found.extend(g.abilities)
    return found


def _activation(
    state: GameState,
    object_id: str,
    index: int,
    ability: Ability,
    bound: tuple[str, ...],
    it: tuple[str, ...] = (),
    expedition: str | None = None,
    rules: tuple[str, ...] = (),
) -> Activation:
    o = state.objects[object_id]
    card = state.card(object_id)
    printed = card is not None and index < len(card.abilities)
    return Activation(
        source_object=object_id,
        source_card=o.card_id,
        source_name=state.name(object_id),
        ability_index=index,
        controller=o.controller,
        bound=bound,
        source_expedition=expedition if expedition is not None else _expedition_of(o.zone),
        it=it,
        effect=None if printed else ability.effect,
        trigger=ability.trigger,
        text=ability.text,
        rules=(
            *rules,
            *(why("reaction.bound") if it else ()),
            *(why("reaction.condition") if ability.condition is not None else ()),
        ),
    )


def _condition_holds(
    ability: Ability,
    before: GameState,
    after: GameState,
    controller: str,
    me_before: str | None,
    me_after: str | None,
    it: tuple[str, ...] = (),
) -> bool:
    """6.3.k: past tense looks at the state before the event, present tense after it."""
    c = ability.condition
    if c is None:
        return True
    if c.past:
        return holds(c, before, controller, me=me_before, it=it)
    return holds(c, after, controller, me=me_after, it=it)


# ----------------------------------------------------------------------------- self-move
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


def _self_move_activations(before: GameState, after: GameState, ev: Event) -> list[Activation]:
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
        if not _condition_holds(ab, before, after, o.controller, ev.object_id, oid):
            continue
        act = _activation(after, oid, index, ab, bound=(oid,), rules=why("reaction.self_move"))
        if SCOUT_REACTION in o.gained:
            act = replace(act, finds_in_reserve=True, rules=why("reaction.self_move_scout"))
        out.append(act)
    return out


_SYMBOLS = {
    TriggerKind.ENTERS_PLAY: ("{J}", "7.1.1.a"),
    TriggerKind.PLAYED_FROM_HAND: ("{H}", "7.1.1.b"),
    TriggerKind.PLAYED_FROM_RESERVE: ("{R}", "7.1.1.c"),
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
                        "2.3.1.d",
                    )
                )
            elif is_ignored(after, new, index):
                out.append(
                    (f"{name}'s {symbol} Reaction is ignored and does not activate", "7.3.19.b")
                )
            elif not _condition_holds(
                ab, before, after, after.objects[new].controller, ev.object_id, new
            ):
                out.append(
                    (
                        f"{name}'s {symbol} Reaction does not activate: its condition is false",
                        "6.3.k",
                    )
                )
    out.extend(_missed_joins(before, after, list(events)))
    return tuple(out)


def _missed_joins(
    before: GameState, after: GameState, events: list[Event]
) -> list[tuple[str, str]]:
    """7.4.4.j: a Character moving between the two Expeditions of a Gigantic object's
    controller does not join "my Expedition": those Expeditions are one subset."""
    out: list[tuple[str, str]] = []
    for src, _, ab in effective_abilities(before):
        if ab.kind is not AbilityKind.REACTION or ab.trigger not in _JOIN_TRIGGERS:
            continue
        if ab.trigger is TriggerKind.CHARACTER_JOINS_YOUR_EXPEDITIONS:
            continue
        watched = expeditions_of(before, src)
        if len(watched) < 2:
            continue
        for ev in events:
            new = ev.new_object_id
            if new is None or new not in after.objects or new == src:
                continue
            was, now = _was_in(before, ev), expeditions_of(after, new)
            if was != now and (was & watched) and (now & watched):
                out.append(
                    (
                        f"{before.name(src)}'s Reaction does not activate: {after.name(new)} "
                        "stays within its Expeditions, one subset for a Gigantic object",
                        "7.4.4.j",
                    )
                )
    return out


# ----------------------------------------------------------------------------- leaving
def _leave_hit(trigger: TriggerKind, ev: Event) -> bool:
    from_kind = z.kind_of(ev.from_zone) if ev.from_zone is not None else None
    to_kind = z.kind_of(ev.to_zone) if ev.to_zone is not None else None
    if trigger is TriggerKind.LEAVES_EXPEDITION_ZONE:
        # Switching Expeditions does not leave the Expedition zone (7.3.39.b).
        return from_kind is ZoneKind.EXPEDITION and to_kind is not ZoneKind.EXPEDITION
    if trigger is TriggerKind.LEAVES_LANDMARK_ZONE:
        return from_kind is ZoneKind.LANDMARK and to_kind is not ZoneKind.LANDMARK
    if trigger is TriggerKind.SACRIFICED:
        # 7.3.36.b: still a sacrifice when the discard is modified.
        return ev.kind is ActionKind.SACRIFICE
    if trigger is TriggerKind.GOES_TO_RESERVE_FROM_EXPEDITION_ZONE:
        return from_kind is ZoneKind.EXPEDITION and to_kind is ZoneKind.RESERVE
    return False


def _leave_activations(before: GameState, after: GameState, ev: Event) -> list[Activation]:
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
        if not _condition_holds(ab, before, after, o.controller, o.id, new_id):
            continue
        # 2.1.f: only an effect that refers to the moved object ("put me ...") finds it.
        finds = bool(bound) and any(t.subject is Subject.SELF for t in ab.effect)
        rules = why("reaction.leaves_finds_it") if finds else why("reaction.leaves")
        out.append(_activation(before, o.id, index, ab, bound=bound, rules=rules))
    return out


# ----------------------------------------------------------------------------- joining
def _was_in(before: GameState, ev: Event) -> frozenset[str]:
    if ev.object_id is None or ev.object_id not in before.objects:
        return frozenset()
    return expeditions_of(before, ev.object_id)


def _join_activations(before: GameState, after: GameState, events: list[Event]) -> list[Activation]:
    """ "When a Character joins my Expedition / your Expeditions": the Character is in it
    after the event and was not before. A Gigantic object's Expedition is both of its
    controller's, one subset of the Expedition zone (7.4.4.j); switching Expeditions joins
    the new one (7.3.39.b)."""
    watchers = [
        (src, index, ab)
        for src, index, ab in effective_abilities(before)
        if ab.kind is AbilityKind.REACTION and ab.trigger in _JOIN_TRIGGERS
    ]
    if not watchers:
        return []
    joiners: list[tuple[str, frozenset[str], frozenset[str]]] = []
    for ev in events:
        new = ev.new_object_id
        if new is None or new not in after.objects or ev.to_zone is None:
            continue
        if z.kind_of(ev.to_zone) is not ZoneKind.EXPEDITION:
            continue
        if after.type_of(new) is not CardType.CHARACTER:
            continue
        joiners.append((new, _was_in(before, ev), expeditions_of(after, new)))
    if not joiners:
        return []
    out: list[Activation] = []
    for src, index, ab in watchers:
        observer = before.objects[src]
        if ab.trigger in _YOUR_EXPEDITIONS_TRIGGERS:
            watched = frozenset(
                z.expedition_id(observer.controller, k)
                for k in (ExpeditionKind.HERO, ExpeditionKind.COMPANION)
            )
        else:
            watched = expeditions_of(before, src)
        for new, was, now in joiners:
            if not (now & watched) or (was & watched):
                continue
            if ab.trigger in _ANOTHER_TRIGGERS and after.objects[new].card_id == observer.card_id:
                continue
            if not _condition_holds(ab, before, after, observer.controller, src, src, (new,)):
                continue
            rules = why("reaction.joins_gigantic") if len(watched) > 1 else why("reaction.joins")
            out.append(_activation(before, src, index, ab, bound=(src,), it=(new,), rules=rules))
    return out


# ----------------------------------------------------------------------------- others
def _forward_activations(before: GameState, events: list[Event]) -> list[Activation]:
    moved = {ev.expedition for ev in events if ev.kind is ActionKind.MOVE_FORWARD}
    out: list[Activation] = []
    if not moved:
        return out
    for src, index, ab in effective_abilities(before):
        if ab.kind is not AbilityKind.REACTION:
            continue
        if (
            ab.trigger is TriggerKind.MY_EXPEDITION_MOVES_FORWARD
            and expeditions_of(before, src) & moved
        ):
            rules = why("reaction.moves_forward")
            out.append(_activation(before, src, index, ab, bound=(src,), rules=rules))
    return out


def fail_activations(state: GameState, failed: frozenset[str]) -> tuple[Activation, ...]:
    """ "When my Expedition fails to move forward": the Expeditions that did not move
    forward during Progress, unless tiebreakers have started (4.2.4.i); the Reactions of
    objects in them activate (6.3.f)."""
    out: list[Activation] = []
    if not failed or state.tiebreakers:
        return ()
    for src, index, ab in effective_abilities(state):
        if (
            ab.kind is AbilityKind.REACTION
            and ab.trigger is TriggerKind.MY_EXPEDITION_FAILS_TO_MOVE_FORWARD
            and expeditions_of(state, src) & failed
        ):
            rules = why("reaction.fails_to_move_forward")
            out.append(_activation(state, src, index, ab, bound=(src,), rules=rules))
    return tuple(out)


def _sacrifice_activations(before: GameState, events: list[Event]) -> list[Activation]:
    """ "When you sacrifice a Character": the player who sacrificed is the one who did the
    atomic action (1.4.7.a) — the player the effect names, as under "each player
    sacrifices" (1.4.7.b), else the effect's controller (1.4.7.c), else the object's
    controller (1.4.7.d) — who controlled the object (7.3.36.a)."""
    sacrificers: list[tuple[str, str, tuple[str, ...]]] = []
    for ev in events:
        oid = ev.object_id
        if ev.kind is not ActionKind.SACRIFICE or oid is None or oid not in before.objects:
            continue
        if before.type_of(oid) is CardType.CHARACTER:
            who = tuple(r for r in ev.rules if r.startswith("1.4.7.")) or ("1.4.7.d",)
            player = ev.player or before.objects[oid].controller
            sacrificers.append((player, ev.new_object_id or "", who))
    out: list[Activation] = []
    if not sacrificers:
        return out
    for src, index, ab in effective_abilities(before):
        if (
            ab.kind is not AbilityKind.REACTION
            or ab.trigger is not TriggerKind.YOU_SACRIFICE_A_CHARACTER
        ):
            continue
        for player, new, who in sacrificers:
            if player == before.objects[src].controller:
                it = (new,) if new else ()
                rules = (*why("reaction.you_sacrifice"), *who)
                out.append(_activation(before, src, index, ab, bound=(src,), it=it, rules=rules))
    return out


_PLAYED_TYPES = frozenset({CardType.CHARACTER, CardType.PERMANENT, CardType.SPELL})


def _played_activations(
    before: GameState, after: GameState, events: list[Event]
) -> list[Activation]:
    """ "When you play a [card]": activated by the step where the card leaves Limbo at the
    end of its resolution — to the Expedition zone, the Landmark zone, the Reserve or the
    Discard pile (5.1.2.l); "you" is the player who played it, its controller. "It" is the
    card where it went (6.3.i); the Reaction must exist before the event (6.3.f)."""
    played: list[tuple[str, str, str]] = []
    for ev in events:
        oid = ev.object_id
        if oid is None or oid not in before.objects or ev.from_zone is None:
            continue
        if z.kind_of(ev.from_zone) is not ZoneKind.LIMBO:
            continue
        o = before.objects[oid]
        if o.emblem is not None or o.card_id is None or before.type_of(oid) not in _PLAYED_TYPES:
            continue
        played.append((oid, o.controller, ev.new_object_id or ""))
    out: list[Activation] = []
    if not played:
        return out
    for src, index, ab in effective_abilities(before):
        if ab.kind is not AbilityKind.REACTION or ab.trigger is not TriggerKind.YOU_PLAY_A_CARD:
            continue
        observer = before.objects[src]
        for oid, player, new in played:
            if player != observer.controller:
                continue
            if not matches(before, oid, ab.trigger_filter, player, src):
                continue
            it = (new,) if new else ()
            if not _condition_holds(ab, before, after, player, src, src, it):
                continue
            out.append(
                _activation(
                    before,
                    src,
                    index,
                    ab,
                    bound=(src,),
                    it=it,
                    rules=("5.1.2.l", "7.5.12.a", "6.3.f"),
                )
            )
    return out


_GAIN_TRIGGERS = frozenset(
    {TriggerKind.GAINS_STATUS, TriggerKind.GAINS_BOOSTS, TriggerKind.COUNTER_REACHES}
)
_COUNTER_GAINS = frozenset({ActionKind.GAIN_COUNTERS, ActionKind.GIVE_BOOST, ActionKind.AUGMENT})


def _gained(ab: Ability, before: GameState, after: GameState, ev: Event) -> bool:
    """Whether the event is the gain the Reaction watches (its object aside)."""
    oid = ev.object_id
    if oid is None:
        return False
    if ab.trigger is TriggerKind.GAINS_STATUS:
        return ev.kind is ActionKind.GAIN_STATUS and ev.status is ab.trigger_status
    if ab.trigger is TriggerKind.GAINS_BOOSTS:
        return ev.kind is ActionKind.GIVE_BOOST and ev.amount >= max(ab.trigger_amount, 1)
    if ev.kind not in _COUNTER_GAINS or ev.counter != ab.trigger_counter:
        return False
    had = before.objects[oid].counters.get(ev.counter, 0) if oid in before.objects else 0
    now = after.objects[oid].counters.get(ev.counter, 0) if oid in after.objects else had
    return had < ab.trigger_amount <= now


def _gain_activations(before: GameState, after: GameState, events: list[Event]) -> list[Activation]:
    """ "When [object] gains [status]", "... gains N or more boosts", "When I gain my third
    [name] counter": activated by the event of that gain (6.3.f); "it" is the object that
    gained (6.3.i)."""
    gains = [
        ev
        for ev in events
        if ev.kind in (ActionKind.GAIN_STATUS, *_COUNTER_GAINS) and ev.object_id is not None
    ]
    out: list[Activation] = []
    if not gains:
        return out
    for src, index, ab in effective_abilities(before):
        if ab.kind is not AbilityKind.REACTION or ab.trigger not in _GAIN_TRIGGERS:
            continue
        observer = before.objects[src]
        for ev in gains:
            oid = ev.object_id
            assert oid is not None
            if oid not in before.objects or not _gained(ab, before, after, ev):
                continue
            if not matches(before, oid, ab.trigger_filter, observer.controller, src):
                continue
            it = (oid,)
            if not _condition_holds(ab, before, after, observer.controller, src, src, it):
                continue
            out.append(_activation(before, src, index, ab, bound=(src,), it=it, rules=("6.3.f",)))
    return out


_DRAWS = frozenset({ActionKind.DRAW, ActionKind.RESUPPLY, ActionKind.EXHAUSTED_RESUPPLY})


def _created_activations(
    before: GameState, after: GameState, events: list[Event]
) -> list[Activation]:
    """ "When you create a token Character": once per token created (6.3.g) by the
    observer's controller — the token's owner (1.1.7.b, 7.3.5.a); "it" is the token."""
    created = [
        ev.new_object_id
        for ev in events
        if ev.kind is ActionKind.CREATE
        and ev.new_object_id is not None
        and ev.new_object_id in after.objects
    ]
    out: list[Activation] = []
    if not created:
        return out
    for src, index, ab in effective_abilities(before):
        if ab.kind is not AbilityKind.REACTION or ab.trigger is not TriggerKind.YOU_CREATE_A_TOKEN:
            continue
        mine = before.objects[src].controller
        for new in created:
            if new is None or after.objects[new].owner != mine:
                continue
            if _condition_holds(ab, before, after, mine, src, src, (new,)):
                rules = ("6.3.f", "7.3.5.a")
                out.append(
                    _activation(before, src, index, ab, bound=(src,), it=(new,), rules=rules)
                )
    return out


def _player_activations(before: GameState, events: list[Event]) -> list[Activation]:
    """ "When an opponent draws one or more cards or Resupplies" (once per step and
    player: the step is one event, 1.2.7.c) and "When you exhaust a card in Reserve" (once
    per card exhausted, 6.3.g); an Exhausted Resupply is a Resupply that exhausts the
    card (7.3.14.a)."""
    drawers = {
        ev.player
        for ev in events
        if ev.kind in _DRAWS and ev.player is not None and ev.object_id is not None
    }
    exhausted = [
        ev
        for ev in events
        if ev.player is not None
        and ev.object_id is not None
        and (
            ev.kind is ActionKind.EXHAUSTED_RESUPPLY
            or (
                ev.kind is ActionKind.EXHAUST
                and ev.object_id in before.objects
                and z.kind_of(before.objects[ev.object_id].zone) is ZoneKind.RESERVE
            )
        )
    ]
    out: list[Activation] = []
    if not drawers and not exhausted:
        return out
    for src, index, ab in effective_abilities(before):
        if ab.kind is not AbilityKind.REACTION:
            continue
        mine = before.objects[src].controller
        if ab.trigger is TriggerKind.OPPONENT_DRAWS_OR_RESUPPLIES:
            for _player in sorted(p for p in drawers if p != mine):
                if _condition_holds(ab, before, before, mine, src, src):
                    rules = ("6.3.f", "7.3.14.a")
                    out.append(_activation(before, src, index, ab, bound=(src,), rules=rules))
        elif ab.trigger is TriggerKind.YOU_EXHAUST_A_RESERVE_CARD:
            for ev in exhausted:
                if ev.player == mine and _condition_holds(ab, before, before, mine, src, src):
                    it = (ev.new_object_id or ev.object_id,) if ev.object_id else ()
                    rules = ("6.3.f", "7.3.13.a")
                    out.append(
                        _activation(before, src, index, ab, bound=(src,), it=it, rules=rules)
                    )
    return out


def gifts(before: GameState, after: GameState, events: Iterable[Event]) -> list[tuple[str, Event]]:
    """Gifts received during a player's turn (7.3.29.a): by another player drawing a card,
    resupplying, or receiving a token — a token joining their Expeditions, Landmarks or
    Reserve (7.3.30.a), whether it is created there, received, taken control of or moved
    there (:func:`~engine.pipeline.atomic.token_receiver`); each card or token is its own
    Gift (7.3.29.a Remark). The player making the Gift is the one whose turn it is
    (7.3.22.a): a token received during one's own turn, or outside any player's turn, is no
    Gift. Returns (the player making the Gift, the event)."""
    giver = before.turn_player
    if giver is None:
        return []
    out: list[tuple[str, Event]] = []
    for ev in events:
        receiver: str | None = None
        if ev.kind is ActionKind.DRAW or ev.kind in _RESUPPLIES:
            receiver = ev.player if ev.new_object_id else None
        elif ev.new_object_id is not None:
            receiver = token_receiver(before, after, ev)
        if receiver is not None and receiver != giver:
            out.append((giver, ev))
    return out


def _gift_activations(before: GameState, after: GameState, events: list[Event]) -> list[Activation]:
    made = gifts(before, after, events)
    out: list[Activation] = []
    if not made:
        return out
    for src, index, ab in effective_abilities(before):
        if ab.kind is not AbilityKind.REACTION or ab.trigger is not TriggerKind.YOU_MAKE_A_GIFT:
            continue
        for giver, ev in made:
            if giver == before.objects[src].controller:
                it = (ev.new_object_id,) if ev.new_object_id else ()
                token = ev.kind is not ActionKind.DRAW and ev.kind not in _RESUPPLIES
                rules = why("reaction.gift_token") if token else why("reaction.gift")
                out.append(_activation(before, src, index, ab, bound=(src,), it=it, rules=rules))
    return out


def _activate_activations(after: GameState, ev: Event) -> list[Activation]:
    """7.3.1.b: "activate" activates the object's Reactions with that trigger, created by
    that object (7.3.1.d)."""
    if ev.object_id is None or ev.object_id not in after.objects:
        return []
    out: list[Activation] = []
    for index, ab in enumerate(abilities_of(after, ev.object_id)):
        if is_ignored(after, ev.object_id, index):
            continue  # 7.3.19.b
        if ab.kind is AbilityKind.REACTION and (ev.trigger is None or ab.trigger is ev.trigger):
            out.append(
                _activation(
                    after,
                    ev.object_id,
                    index,
                    ab,
                    bound=(ev.object_id,),
                    rules=why("reaction.activated_by_effect"),
                )
            )
    return out


# ----------------------------------------------------------------------------- restrictions
def _cannot_activate(state: GameState, act: Activation) -> bool:
    """7.3.1.e: Reactions whose trigger "cannot activate" do not, naturally or through
    another effect."""
    if act.source_object not in state.objects or act.trigger is None:
        return False
    source = state.objects[act.source_object]
    trigger = act.trigger
    for src, _, ab in effective_abilities(state):
        r = ab.restriction
        if r is None or r.kind != RestrictionKind.TRIGGERS_FACING_ME or trigger not in r.triggers:
            continue
        if state.type_of(act.source_object) is not CardType.CHARACTER:
            continue
        mine = expeditions_of(state, src)
        theirs = expeditions_of(state, source.id)
        if any(state.facing(e) in theirs for e in mine):
            return True
    return False


def event_activations(
    before: GameState, after: GameState, events: Iterable[Event]
) -> tuple[Activation, ...]:
    """Every Reaction activation caused by the events of one step (6.3.e, 6.3.f); a
    Reaction may activate once per matching atomic action (6.3.g)."""
    return split_activations(before, after, events)[0]


def split_activations(
    before: GameState, after: GameState, events: Iterable[Event]
) -> tuple[tuple[Activation, ...], tuple[Activation, ...]]:
    """The activations caused by a step's events, and those whose trigger cannot activate
    (7.3.1.e)."""
    evs = list(events)
    out: list[Activation] = []
    for ev in evs:
        out.extend(_leave_activations(before, after, ev))
    out.extend(_join_activations(before, after, evs))
    out.extend(_forward_activations(before, evs))
    out.extend(_sacrifice_activations(before, evs))
    out.extend(_played_activations(before, after, evs))
    out.extend(_gain_activations(before, after, evs))
    out.extend(_player_activations(before, evs))
    out.extend(_created_activations(before, after, evs))
    out.extend(_gift_activations(before, after, evs))
    for ev in evs:
        out.extend(_self_move_activations(before, after, ev))
        if ev.kind is ActionKind.ACTIVATE:
            out.extend(_activate_activations(after, ev))
    if not out:
        return (), ()
    verdicts = [(a, _blocked(before, after, a)) for a in out]
    kept = tuple(a for a, blocked in verdicts if not blocked)
    return kept, tuple(a for a, blocked in verdicts if blocked)


def _blocked(before: GameState, after: GameState, act: Activation) -> bool:
    state = after if act.source_object in after.objects else before
    return _cannot_activate(state, act)


def phase_activations(state: GameState, phase: Phase) -> tuple[Activation, ...]:
    """ "At [phase]" Reactions activated as the phase begins (4.2.b); a condition ("At
    Noon, if you are the first player") is checked then (6.3.b)."""
    out: list[Activation] = []
    for oid, index, ab in effective_abilities(state):
        if (
            ab.kind is AbilityKind.REACTION
            and ab.trigger is TriggerKind.AT_PHASE
            and ab.phase is phase
        ):
            o = state.objects[oid]
            if ab.condition is not None and not holds(
                ab.condition, state, o.controller, me=oid, my_expedition=_expedition_of(o.zone)
            ):
                continue
            out.append(_activation(state, oid, index, ab, bound=(oid,)))
    return tuple(out)


def activation_key(a: Activation) -> str:
    """Identifies "a given Reaction of an object" for the daily limit (6.3.l)."""
    return f"{a.source_card or a.source_object}:{a.ability_index}"
