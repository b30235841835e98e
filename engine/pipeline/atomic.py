"""Atomic actions: proposing them from a step, checking they are possible, performing them.

* :func:`propose` expands a :class:`Step` against the current state into atomic actions,
  one per affected object, card, player or Expedition (6.1.e).
* :func:`impossible_reason` says which rule makes an atomic action impossible (1.4.1.c);
  impossible actions are not performed and cannot be modified (1.4.1.d).
* :func:`perform` applies one atomic action to a :class:`Draft` and returns its event.
* Ignore (7.3.19) creates an Emblem-Ongoing; which abilities are ignored is
  ``engine.pipeline.passives.ignored_abilities`` (7.3.19.b);
  :func:`token_receiver` which player an event gives a token to (7.3.30.a).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.conditions import count
from engine.errors import NotImplementedRule
from engine.pipeline.draft import Draft
from engine.pipeline.events import Event
from engine.pipeline.keywords import IMPLEMENTED, MOVING_ACTIONS, ActionKind
from engine.pipeline.passives import effective_abilities, has_keyword, is_gigantic
from engine.pipeline.statics import cant_move_forward, stays_exhausted
from engine.pipeline.steps import AtomicAction, Step
from engine.records import replace
from engine.state import rng as rng_mod
from engine.state import zones as z
from engine.state.cards import (
    Ability,
    AbilityKind,
    CardDef,
    Duration,
    IgnoreScope,
    IgnoreSpec,
)
from engine.state.enums import (
    BOOST,
    HIDDEN_ZONES,
    IN_PLAY_ZONES,
    NO_STATUS_ZONES,
    CardType,
    ExpeditionKind,
    Keyword,
    Status,
    Terrain,
    ZoneKind,
)
from engine.state.game_state import GameState
from engine.state.objects import EmblemData, GameObject
from engine.terrain import find_marker, put_new_marker, region_index

_OBJECT_ACTIONS = frozenset(
    {
        ActionKind.EXHAUST,
        ActionKind.PAY_MANA,
        ActionKind.READY,
        ActionKind.GAIN_STATUS,
        ActionKind.LOSE_STATUS,
        ActionKind.GAIN_COUNTERS,
        ActionKind.GIVE_BOOST,
        ActionKind.AUGMENT,
        ActionKind.DOUBLE_COUNTERS,
        ActionKind.SPEND_COUNTERS,
        ActionKind.SWITCH_EXPEDITIONS,
        ActionKind.DEFECT,
        ActionKind.CEASE_TO_EXIST,
        ActionKind.ACTIVATE,
    }
)
_PLAYER_ACTIONS = frozenset(
    {
        ActionKind.RESUPPLY,
        ActionKind.EXHAUSTED_RESUPPLY,
        ActionKind.ROLL_DIE,
        ActionKind.SHUFFLE,
        ActionKind.BECOME_FIRST_PLAYER,
        ActionKind.AFTER_YOU,
        ActionKind.PASS,
    }
)
_EXHAUSTION = frozenset({ActionKind.EXHAUST, ActionKind.PAY_MANA, ActionKind.READY})
_EXPEDITION_ACTIONS = frozenset(
    {ActionKind.MOVE_FORWARD, ActionKind.MOVE_BACKWARDS, ActionKind.ASCEND}
)
HAD_DOINGS = (_OBJECT_ACTIONS - {ActionKind.PAY_MANA, ActionKind.CEASE_TO_EXIST}) | {
    ActionKind.DISCARD,
    ActionKind.PUT,
    ActionKind.RETURN,
    ActionKind.SEND,
}
"""What a player may have an object do (7.3.18.a): the actions objects themselves do."""
_RECEIVING_ZONES = frozenset({ZoneKind.EXPEDITION, ZoneKind.LANDMARK, ZoneKind.RESERVE})
"""A player receives a token when one joins their Expeditions, Landmarks or Reserve
(7.3.30.a)."""


# --------------------------------------------------------------------------- propose
def subject_objects(state: GameState, step: Step) -> tuple[str, ...]:
    """The objects a step acts on: its object ids that still exist (2.1.i), then the
    current objects of its card ids (2.1.f)."""
    found = [oid for oid in step.objects if oid in state.objects]
    for card_id in step.cards:
        oid = state.card_objects.get(card_id)
        if oid is not None and oid not in found:
            found.append(oid)
    return tuple(found)


DISCARDING = frozenset({ActionKind.DISCARD, ActionKind.SABOTAGE, ActionKind.SACRIFICE})
"""Moving actions whose destination is the rules' own: the Discard pile (7.3.7.a, 7.3.35.a,
7.3.36.a)."""


def needs_destination(step: Step) -> bool:
    """Whether ``step`` moves objects somewhere its card text must say (put, send, return,
    move: 7.3.27.a, 7.3.37.a, 7.3.32.a) and does not."""
    return (
        step.kind in (ActionKind.PUT, ActionKind.SEND, ActionKind.RETURN, ActionKind.MOVE)
        and step.to_zone is None
    )


def destination(state: GameState, obj: GameObject, step: Step) -> str:
    """The concrete zone key a moving step sends ``obj`` to. Personal zones are always the
    owner's (1.4.3.a, 3.1.2.c)."""
    kind = step.to_zone
    if kind is None and step.kind in DISCARDING:
        kind = ZoneKind.DISCARD  # 7.3.7.a, 7.3.35.a, 7.3.36.a: to discard is to the Discard pile
    if kind is None:
        raise ValueError(f"step {step.kind} has no destination")
    if kind is ZoneKind.LIMBO:
        return z.LIMBO
    if kind is ZoneKind.EXPEDITION:
        if step.to_sub is None:
            raise ValueError("a move to the Expedition zone needs an Expedition")
        return z.zone_of_expedition(step.to_sub)
    if kind is ZoneKind.LANDMARK:
        return z.landmarks(step.to_sub or obj.controller)
    return z.personal(kind, obj.owner)


def _placed(step: Step, object_id: str) -> str | None:
    """The Expedition chosen for this object when a step puts cards "in your Expeditions"
    (one choice per object, in the order of the step's objects)."""
    if step.to_zone is not ZoneKind.EXPEDITION or step.to_sub is not None:
        return None
    if object_id not in step.objects:
        return None
    index = step.objects.index(object_id)
    if index >= len(step.choices_made):
        return None
    return z.zone_of_expedition(step.choices_made[index])


def propose(state: GameState, step: Step) -> tuple[AtomicAction, ...]:
    """Expand ``step`` into its atomic actions (6.1.e)."""
    kind = step.kind
    if kind not in IMPLEMENTED:
        raise NotImplementedRule(f"atomic action {kind.value!r} is not implemented yet")
    if step.per is not None:
        # "[N] per [counted]": N times the count, counted as the step happens.
        n = count(step.per, state, step.controller or state.first_player, step.me)
        if n * step.amount <= 0:
            return ()
        step = replace(step, amount=step.amount * n, per=None)
    rules = step.rules
    if kind is ActionKind.HAVE_DO:
        return _propose_have_do(state, step)
    if kind is ActionKind.RUSH:
        raise NotImplementedRule(
            "rush is carried out by the effect resolving it: a card is played (7.3.34.a, "
            "5.2.b); instantiate it as a play step"
        )
    if kind is ActionKind.EXCHANGE_BOOSTS:
        return _propose_exchange_boosts(state, step)
    if kind is ActionKind.TAKE_CONTROL:
        return _propose_take_control(state, step)
    if kind is ActionKind.IGNORE:
        return tuple(
            AtomicAction(
                kind,
                object_id=oid,
                player=step.controller,
                ongoing=step.ongoing,
                source=step.source,
                rules=(*rules, "7.3.19.a", "2.2.2.m"),
                controller=step.controller,
            )
            for oid in subject_objects(state, step)
        )
    if kind is ActionKind.RECEIVE_TOKEN:
        return tuple(
            AtomicAction(
                kind,
                expedition=e,
                token=step.token,
                player=e.split(":")[0],
                rules=(*rules, "7.3.30.a"),
                controller=step.controller,
            )
            for e in step.expeditions
            for _ in range(step.amount)
        )
    if kind in (ActionKind.MOVE_TERRAIN_MARKER, ActionKind.PLACE_TERRAIN_MARKER):
        return _propose_terrain_marker(state, step)
    if kind is ActionKind.DRAW:
        out: list[AtomicAction] = []
        for p in step.players:
            deck = state.zone(z.personal(ZoneKind.DECK, p))
            # 3.2.2.e: with fewer cards than asked, draw them all.
            for oid in deck[: step.amount]:
                out.append(
                    AtomicAction(
                        kind,
                        object_id=oid,
                        player=p,
                        to_zone=z.personal(ZoneKind.HAND, p),
                        rules=rules,
                    )
                )
        return tuple(out)
    if kind in (ActionKind.RESUPPLY, ActionKind.EXHAUSTED_RESUPPLY):
        return tuple(_propose_resupply(state, kind, p, rules) for p in step.players)
    if kind is ActionKind.EXCHANGE:
        return _propose_exchange(state, step)
    if kind is ActionKind.REVEAL:
        # 1.2.7.d: an event that only gives information.
        return tuple(
            AtomicAction(kind, object_id=oid, player=step.controller, rules=rules)
            for oid in subject_objects(state, step)
        )
    if kind in MOVING_ACTIONS:
        return tuple(
            AtomicAction(
                kind,
                object_id=oid,
                player=_doer(state, step, oid),
                to_zone=_placed(step, oid) or destination(state, state.objects[oid], step),
                enter_statuses=step.enter_statuses,
                played_from=step.played_from,
                mana_ready=step.mana_ready,
                rules=(*rules, doer_rule(step)) if kind is ActionKind.SACRIFICE else rules,
                top=step.position == "top",
                controller=step.controller,
                gains=step.gains,
            )
            for oid in subject_objects(state, step)
        )
    if kind in _OBJECT_ACTIONS:
        counter = BOOST if kind is ActionKind.GIVE_BOOST else step.counter
        amounts = [
            (oid, _capped(state, oid, counter, step)) for oid in subject_objects(state, step)
        ]
        return tuple(
            AtomicAction(
                kind,
                object_id=oid,
                player=step.controller,
                status=Status.EXHAUSTED if kind in _EXHAUSTION else step.status,
                counter=counter,
                amount=amount,
                rules=rules,
                trigger=step.trigger,
                controller=step.controller,
            )
            for oid, amount in amounts
            if amount > 0 or not step.max_total
        )
    if kind in _PLAYER_ACTIONS:
        return tuple(
            AtomicAction(
                kind, player=p, amount=step.amount, rules=rules, controller=step.controller
            )
            for p in step.players
        )
    if kind is ActionKind.CREATE_ONGOING:
        assert step.ongoing is not None
        return (
            AtomicAction(
                kind,
                player=step.controller,
                ongoing=step.ongoing,
                source=step.source,
                rules=rules,
                controller=step.controller,
            ),
        )
    if kind in _EXPEDITION_ACTIONS:
        return tuple(
            AtomicAction(kind, expedition=e, amount=step.amount, rules=rules)
            for e in step.expeditions
        )
    if kind is ActionKind.CREATE:
        return tuple(
            AtomicAction(
                kind,
                expedition=e,
                token=step.token,
                player=step.controller,
                rules=rules,
                controller=step.controller,
            )
            for e in step.expeditions
            for _ in range(step.amount)
        )
    raise NotImplementedRule(f"no proposal rule for {kind.value!r}")


def _capped(state: GameState, object_id: str, counter: str, step: Step) -> int:
    """The amount given: "[gain N boosts/counters], up to a max of M" gives only what
    brings the object to M in all; nothing once it has M."""
    if not step.max_total or step.kind not in (ActionKind.GIVE_BOOST, ActionKind.GAIN_COUNTERS):
        return step.amount
    o = state.objects.get(object_id)
    have = o.counters.get(counter, 0) if o is not None else 0
    return max(0, min(step.amount, step.max_total - have))


def _doer(state: GameState, step: Step, object_id: str) -> str | None:
    """Who does the atomic action on ``object_id`` (1.4.7.a): the player the effect names —
    each player, for what they chose, under "each player sacrifices ..." (1.4.7.b) — else
    the controller of the effect (1.4.7.c), else the controller of the object (1.4.7.d)."""
    if step.each_player_does or step.controller is None:
        return state.objects[object_id].controller
    return step.controller


def doer_rule(step: Step) -> str:
    """The rule of 1.4.7 that says who does the atomic actions of ``step``."""
    if step.each_player_does:
        return "1.4.7.b"
    return "1.4.7.c" if step.controller is not None else "1.4.7.d"


def _propose_exchange(state: GameState, step: Step) -> tuple[AtomicAction, ...]:
    """Exchange two objects or cards: each moves to the other's zone (7.3.12.a) — a
    personal zone being always its owner's (1.4.3.a). If one of them cannot be determined,
    the exchange cannot happen (7.3.12.b)."""
    pair = subject_objects(state, step)
    if len(pair) != 2:
        return ()
    a, b = (state.objects[oid] for oid in pair)

    def to(obj: GameObject, other: GameObject) -> str:
        kind = z.kind_of(other.zone)
        if kind in (ZoneKind.EXPEDITION, ZoneKind.LANDMARK, ZoneKind.LIMBO):
            return other.zone
        return z.personal(kind, obj.owner)

    return (
        AtomicAction(ActionKind.EXCHANGE, a.id, step.controller, to(a, b), rules=step.rules),
        AtomicAction(ActionKind.EXCHANGE, b.id, step.controller, to(b, a), rules=step.rules),
    )


def _propose_have_do(state: GameState, step: Step) -> tuple[AtomicAction, ...]:
    """7.3.18.a: a player having an object do something is equivalent to the object doing
    it: the atomic actions are those of the step the object does."""
    does = step.does
    if does is None or does not in HAD_DOINGS:
        what = does.value if does is not None else "nothing"
        raise NotImplementedRule(f"having an object do {what!r} is not implemented (7.3.18.a)")
    return propose(state, replace(step, kind=does, does=None, rules=(*step.rules, "7.3.18.a")))


def _character_in_play(state: GameState, object_id: str) -> bool:
    """A Character an effect refers to is one in play (2.2.1.h); Characters are in the
    Expedition zone."""
    o = state.objects[object_id]
    return (
        z.kind_of(o.zone) is ZoneKind.EXPEDITION and state.type_of(object_id) is CardType.CHARACTER
    )


def _propose_exchange_boosts(state: GameState, step: Step) -> tuple[AtomicAction, ...]:
    """Exchange the boosts of two Characters: each simultaneously gains or loses the
    difference in their numbers of boosts — the one with the most loses it, the one with the
    least gains it (7.3.11.a). With the same number, the actions change nothing and are
    impossible: nothing happens (7.3.11.b). Without two Characters there is no exchange."""
    pair = subject_objects(state, step)
    if len(pair) != 2 or not all(_character_in_play(state, oid) for oid in pair):
        return ()
    a, b = (state.objects[oid] for oid in pair)
    difference = abs(a.boosts - b.boosts)

    def change(obj: GameObject, other: GameObject) -> int:
        return difference if obj.boosts < other.boosts else -difference

    return tuple(
        AtomicAction(
            ActionKind.EXCHANGE_BOOSTS,
            object_id=obj.id,
            player=step.controller,
            counter=BOOST,
            amount=change(obj, other),
            rules=(*step.rules, "7.3.11.a"),
            controller=step.controller,
        )
        for obj, other in ((a, b), (b, a))
    )


def _propose_take_control(state: GameState, step: Step) -> tuple[AtomicAction, ...]:
    """Player A (the step's controller) takes control of objects: one in the Expedition zone
    moves to one of A's Expeditions — the one A chose for it, else the one named by the
    effect (``to_sub``), else the Expedition of the same kind (7.3.40.a); one in the
    Landmark zone moves to A's Landmarks (7.3.40.b). Other objects stay where they are and
    the action is impossible (7.3.40.c), as it is for an object A already controls
    (7.3.40.d).

    A Gigantic Character's card goes to the single Expedition chosen or named for it and
    the Character is then present in both of A's Expeditions (7.4.4.b). Landmarks taken
    beyond A's landmark limit simply join A's Landmarks: a player may have more objects
    there than their landmark limit and sacrifices the excess only at Clean-up (3.2.7.c
    Remark, 4.2.5.c); the action then also cites 3.2.7.c."""
    taker = step.controller
    if taker is None:
        raise ValueError("take control needs the player taking control (the step's controller)")
    out: list[AtomicAction] = []
    objects = subject_objects(state, step)
    over = over_landmark_limit(state, taker, objects)
    for oid in objects:
        o = state.objects[oid]
        kind = z.kind_of(o.zone)
        to: str | None = None
        rule: tuple[str, ...] = ("7.3.40.c",)
        if kind is ZoneKind.LANDMARK:
            to, rule = z.landmarks(taker), ("7.3.40.b", "3.2.7.c") if over else ("7.3.40.b",)
        elif kind is ZoneKind.EXPEDITION:
            rule = ("7.3.40.a", "7.4.4.b") if is_gigantic(state, oid) else ("7.3.40.a",)
            to = _placed(step, oid)
            if to is None and step.to_sub is not None and step.to_sub.split(":")[0] == taker:
                to = z.zone_of_expedition(step.to_sub)
            if to is None:
                which = z.expedition_kind_of(o.zone)
                assert which is not None
                to = z.expedition(taker, which)
        out.append(
            AtomicAction(
                ActionKind.TAKE_CONTROL,
                object_id=oid,
                player=taker,
                to_zone=to,
                rules=(*step.rules, *rule),
                controller=taker,
            )
        )
    return tuple(out)


def over_landmark_limit(state: GameState, taker: str, objects: tuple[str, ...]) -> bool:
    """Whether taking control of ``objects`` leaves ``taker`` with more objects in their
    Landmarks than their landmark limit (3.2.7.c; a negative limit counts as 0, 4.2.5.c)."""
    joining = sum(
        1
        for oid in objects
        if z.kind_of(state.objects[oid].zone) is ZoneKind.LANDMARK
        and state.objects[oid].controller != taker
    )
    if not joining:
        return False
    count = len(state.zone(z.landmarks(taker))) + joining
    return count > max(state.landmark_limit(taker), 0)


def _step_regions(state: GameState, step: Step) -> tuple[str, ...]:
    """The regions a Terrain Marker step puts markers in: those it names (a target region),
    else "my region", the region of the Expedition of the object bearing the ability."""
    if step.regions:
        return step.regions
    if step.my_expedition is not None and step.my_expedition in state.positions:
        return (state.adventure[state.positions[step.my_expedition]].id,)
    return ()


def _propose_terrain_marker(state: GameState, step: Step) -> tuple[AtomicAction, ...]:
    """Place new Terrain Markers of ``step.terrains`` on regions (3.2.1.d), or move the
    Terrain Markers named by the step to a region — possibly the one they are in
    (7.3.23.a)."""
    regions = _step_regions(state, step)
    if step.kind is ActionKind.PLACE_TERRAIN_MARKER:
        return tuple(
            AtomicAction(
                ActionKind.PLACE_TERRAIN_MARKER,
                player=step.controller,
                region=r,
                terrains=step.terrains,
                rules=(*step.rules, "3.2.1.d"),
                controller=step.controller,
            )
            for r in regions
        )
    if not regions:
        return ()
    return tuple(
        AtomicAction(
            ActionKind.MOVE_TERRAIN_MARKER,
            player=step.controller,
            marker=m,
            region=regions[0],
            rules=(*step.rules, "7.3.23.a", "7.3.23.b"),
            controller=step.controller,
        )
        for m in step.objects
        if find_marker(state, m) is not None
    )


def _propose_resupply(
    state: GameState, kind: ActionKind, player: str, rules: tuple[str, ...]
) -> AtomicAction:
    """Resupply moves the top card of the Deck to Reserve (7.3.31.a); Exhausted Resupply
    then exhausts it (7.3.14.a — modelled as entering Reserve exhausted). With an empty
    Deck the card is only known once the Discard pile is shuffled in (7.3.31.c)."""
    deck = state.zone(z.personal(ZoneKind.DECK, player))
    statuses = (
        frozenset({Status.EXHAUSTED}) if kind is ActionKind.EXHAUSTED_RESUPPLY else frozenset()
    )
    return AtomicAction(
        kind,
        object_id=deck[0] if deck else None,
        player=player,
        to_zone=z.personal(ZoneKind.RESERVE, player),
        enter_statuses=statuses,
        rules=rules,
    )


# --------------------------------------------------------------------------- possible
def impossible_reason(state: GameState, action: AtomicAction) -> str | None:
    """The rule that makes ``action`` impossible in ``state``, or ``None`` if possible."""
    kind = action.kind
    if action.object_id is not None and action.object_id not in state.objects:
        return "2.1.i"
    o = state.objects[action.object_id] if action.object_id is not None else None
    zone_kind = z.kind_of(o.zone) if o is not None else None
    if kind in (ActionKind.EXHAUST, ActionKind.PAY_MANA):
        assert o is not None
        if zone_kind in NO_STATUS_ZONES:
            return "2.4.1.c"
        if Status.EXHAUSTED in o.statuses:
            return "7.3.16.b"
    elif kind is ActionKind.READY:
        assert o is not None
        if Status.EXHAUSTED not in o.statuses:
            return "7.3.28.b"
        if stays_exhausted(state, o.id):
            return "1.4.1.a"  # "... remain exhausted during Morning": can't beats can
    elif kind is ActionKind.GAIN_STATUS:
        assert o is not None and action.status is not None
        if action.status is Status.BOOSTED:
            return "2.4.5.b"
        if zone_kind in NO_STATUS_ZONES:
            return "2.4.1.c"
        if action.status in o.statuses:
            return "2.4.1.f"
    elif kind is ActionKind.LOSE_STATUS:
        assert o is not None and action.status is not None
        if action.status is Status.BOOSTED:
            return "2.4.5.b"
        if action.status not in o.statuses:
            return "2.4.1.h"
    elif kind in (ActionKind.GAIN_COUNTERS, ActionKind.GIVE_BOOST):
        assert o is not None
        if zone_kind in NO_STATUS_ZONES:
            return "2.5.b"
    elif kind is ActionKind.AUGMENT:
        assert o is not None
        if o.counters.get(action.counter, 0) <= 0:
            return "7.3.4.a"
    elif kind is ActionKind.DOUBLE_COUNTERS:
        assert o is not None
        if o.counters.get(action.counter, 0) <= 0:
            return "7.3.8.b"
    elif kind is ActionKind.SPEND_COUNTERS:
        assert o is not None
        if o.counters.get(action.counter, 0) < action.amount:
            return "7.3.38.b"
    elif kind in (ActionKind.SWITCH_EXPEDITIONS, ActionKind.DEFECT):
        if zone_kind is not ZoneKind.EXPEDITION:
            return "7.3.39.a" if kind is ActionKind.SWITCH_EXPEDITIONS else "7.3.6.a"
    elif kind is ActionKind.ASCEND:
        assert action.expedition is not None
        if Status.ASCENDED in state.expedition_statuses.get(action.expedition, frozenset()):
            return "2.4.1.f"
    elif kind is ActionKind.MOVE_FORWARD:
        assert action.expedition is not None
        if state.tiebreakers:
            return "7.3.25.e"
        if cant_move_forward(state, action.expedition):
            return "1.4.1.a"  # "Expeditions can't move forward": can't beats can
        if state.positions[action.expedition] == _target_end(state, action.expedition):
            return "7.3.25.c"
    elif kind is ActionKind.MOVE_BACKWARDS:
        assert action.expedition is not None
        if state.tiebreakers or state.positions[action.expedition] == _origin(
            state, action.expedition
        ):
            return "7.3.24.b"
    elif kind is ActionKind.EXCHANGE_BOOSTS:
        if action.amount == 0:
            return "7.3.11.b"
    elif kind is ActionKind.SACRIFICE:
        # 7.3.36.a: one sacrifices an object in play one controls.
        assert o is not None
        if zone_kind not in IN_PLAY_ZONES:
            return "7.3.36.a"
        if action.player is not None and o.controller != action.player:
            return "7.3.36.a"
    elif kind is ActionKind.TAKE_CONTROL:
        assert o is not None
        if zone_kind not in IN_PLAY_ZONES or action.to_zone is None:
            return "7.3.40.c"
        if o.controller == action.player:
            return "7.3.40.d"
    elif kind in (ActionKind.MOVE_TERRAIN_MARKER, ActionKind.PLACE_TERRAIN_MARKER):
        if kind is ActionKind.MOVE_TERRAIN_MARKER and (
            action.marker is None or find_marker(state, action.marker) is None
        ):
            return "2.1.i"  # a moved Terrain Marker is a new object (7.3.23.b)
        index = region_index(state, action.region) if action.region is not None else None
        if index is None or not state.adventure[index].face_up:
            return "3.2.1.d"  # only visible regions have Terrain Markers
        if kind is ActionKind.PLACE_TERRAIN_MARKER and not action.terrains:
            return "3.2.1.d"  # a Terrain Marker is of one or more terrains
    return None


def restricted(state: GameState, kind: str) -> bool:
    """Whether a working passive ability says this kind of thing can't happen (1.4.1.a)."""
    return any(
        ab.restriction is not None and ab.restriction.kind == kind
        for _, _, ab in effective_abilities(state)
    )


def token_receiver(before: GameState, after: GameState, event: Event) -> str | None:
    """The player who receives a token by ``event``: a token joins their Expeditions,
    Landmarks or Reserve (7.3.30.a) — created there, moved or taken control of; a token
    moving among those zones of the same player joins nothing new."""
    new = event.new_object_id
    if new is None or new not in after.objects:
        return None
    o = after.objects[new]
    card = after.card(new)
    if card is None or not card.is_token or z.kind_of(o.zone) not in _RECEIVING_ZONES:
        return None
    player = z.player_of(o.zone)
    old = before.objects.get(event.object_id) if event.object_id is not None else None
    if (
        old is not None
        and z.kind_of(old.zone) in _RECEIVING_ZONES
        and z.player_of(old.zone) == player
    ):
        return None
    return player


def _origin(state: GameState, expedition: str) -> int:
    """Region index of an Expedition's region of origin (4.1.d)."""
    return 0 if expedition.endswith(ExpeditionKind.HERO.value) else len(state.adventure) - 1


def _target_end(state: GameState, expedition: str) -> int:
    """Region index of the region opposite to the region of origin (7.3.25.c)."""
    return len(state.adventure) - 1 if expedition.endswith(ExpeditionKind.HERO.value) else 0


def distance(state: GameState, expedition: str) -> int:
    """How many regions an Expedition is from its starting region (4.2.5.d)."""
    return abs(state.positions[expedition] - _origin(state, expedition))


# --------------------------------------------------------------------------- perform
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
            modifiers=action.modifiers,
            # 7.3.36.b: modified by 2.1.e, it is still a sacrifice.
            rules=(*action.rules, "2.1.e", "7.3.36.b") if sacrificed else action.rules,
        )
    to_kind = z.kind_of(action.to_zone)
    seasoned = _keeps_boosts(draft, old, from_kind, to_kind)
    visible = to_kind not in HIDDEN_ZONES
    statuses = frozenset() if to_kind in NO_STATUS_ZONES else action.enter_statuses
    rules = (*action.rules, "7.4.6.b") if seasoned else action.rules
    if to_kind is ZoneKind.MANA and not action.mana_ready:
        statuses = statuses | {Status.EXHAUSTED}  # 3.2.9.b
        rules = (*rules, "3.2.9.b")
    new = GameObject(
        id=draft.new_object_id(),
        zone=action.to_zone,
        owner=old.owner,
        controller=_controller_for(action.to_zone, old.owner, action.player),
        card_id=old.card_id,
        timestamp=draft.new_timestamp() if visible else None,
        statuses=statuses,
        counters=kept_counters(old, from_kind, to_kind, seasoned),
        played_from=action.played_from if to_kind is ZoneKind.LIMBO else None,
        gained=action.gains,
    )
    draft.objects[new.id] = new
    draft.add_to_zone(new.id, new.zone, top=action.top and to_kind is ZoneKind.DECK)
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
        modifiers=action.modifiers,
        rules=rules,
    )


def _keeps_boosts(draft: Draft, old: GameObject, from_kind: ZoneKind, to_kind: ZoneKind) -> bool:
    """7.4.6.b: an object with Seasoned moving from the Expedition zone to the Reserve
    keeps its boosts — Seasoned printed or granted by another object's passive ability
    (2.3.1.a), as the former object had it just before the move (7.4.6.b Remark)."""
    if from_kind is not ZoneKind.EXPEDITION or to_kind is not ZoneKind.RESERVE:
        return False
    if not old.boosts or old.id not in draft.base.objects:
        return False
    return has_keyword(draft.base, old.id, Keyword.SEASONED)


def _with(draft: Draft, obj: GameObject, **changes: Any) -> GameObject:
    new = replace(obj, **changes)
    draft.objects[obj.id] = new
    return new


def perform(draft: Draft, action: AtomicAction, seq: int) -> Event:
    """Perform one (possible) atomic action on ``draft`` and return its event."""
    kind = action.kind
    if action.ceases or (kind in MOVING_ACTIONS and action.object_id is not None):
        return move(draft, action, seq)
    ev = Event(
        seq,
        kind,
        object_id=action.object_id,
        player=action.player,
        status=action.status,
        counter=action.counter,
        amount=action.amount,
        expedition=action.expedition,
        modifiers=action.modifiers,
        rules=action.rules,
    )
    o = draft.objects.get(action.object_id) if action.object_id is not None else None
    if kind in (ActionKind.EXHAUST, ActionKind.PAY_MANA):
        assert o is not None
        _with(draft, o, statuses=o.statuses | {Status.EXHAUSTED})
    elif kind is ActionKind.READY:
        assert o is not None
        _with(draft, o, statuses=o.statuses - {Status.EXHAUSTED})
    elif kind is ActionKind.GAIN_STATUS:
        assert o is not None and action.status is not None
        _with(draft, o, statuses=o.statuses | {action.status})
    elif kind is ActionKind.LOSE_STATUS:
        assert o is not None and action.status is not None
        _with(draft, o, statuses=o.statuses - {action.status})
    elif kind in (ActionKind.GAIN_COUNTERS, ActionKind.GIVE_BOOST, ActionKind.AUGMENT):
        assert o is not None
        amount = 1 if kind is ActionKind.AUGMENT else action.amount
        counters = dict(o.counters)
        counters[action.counter] = counters.get(action.counter, 0) + amount
        _with(draft, o, counters=counters)
    elif kind is ActionKind.DOUBLE_COUNTERS:
        assert o is not None
        counters = dict(o.counters)
        counters[action.counter] = counters[action.counter] * 2
        _with(draft, o, counters=counters)
    elif kind is ActionKind.SPEND_COUNTERS:
        assert o is not None
        counters = dict(o.counters)
        counters[action.counter] -= action.amount
        if counters[action.counter] == 0:
            del counters[action.counter]
        _with(draft, o, counters=counters)
    elif kind in (ActionKind.SWITCH_EXPEDITIONS, ActionKind.DEFECT):
        # 3.2.4.d: moving between Expeditions is not a zone change: same object.
        assert o is not None
        player = z.player_of(o.zone)
        which = z.expedition_kind_of(o.zone)
        assert player is not None and which is not None
        if kind is ActionKind.SWITCH_EXPEDITIONS:
            other = (
                ExpeditionKind.COMPANION if which is ExpeditionKind.HERO else ExpeditionKind.HERO
            )
            new_zone = z.expedition(player, other)
        else:
            new_zone = z.expedition(draft.base.opponent(player), which)
        draft.remove_from_zone(o.id, o.zone)
        draft.add_to_zone(o.id, new_zone)
        _with(draft, o, zone=new_zone, controller=z.player_of(new_zone) or o.controller)
        ev = Event(
            seq,
            kind,
            object_id=o.id,
            new_object_id=o.id,
            from_zone=o.zone,
            to_zone=new_zone,
            player=action.player,
            # 7.3.39.b: it leaves one Expedition and joins the other, not the Expedition
            # zone: the same object keeps its boosts and statuses (2.1.h Remark, 3.2.4.d).
            rules=(*action.rules, "7.3.39.b", "2.1.h")
            if kind is ActionKind.SWITCH_EXPEDITIONS
            else action.rules,
        )
    elif kind is ActionKind.CEASE_TO_EXIST:
        assert o is not None
        del draft.objects[o.id]
        draft.remove_from_zone(o.id, o.zone)
        ev = Event(seq, kind, object_id=o.id, from_zone=o.zone, ceased=True, rules=action.rules)
    elif kind in (ActionKind.RESUPPLY, ActionKind.EXHAUSTED_RESUPPLY):
        ev = _resupply(draft, action, seq)
    elif kind is ActionKind.SHUFFLE:
        assert action.player is not None
        _shuffle_discard_into_deck(draft, action.player)
    elif kind is ActionKind.ROLL_DIE:
        value, draft.rng = rng_mod.roll_die(draft.rng)
        ev = Event(seq, kind, player=action.player, value=value, rules=action.rules)
    elif kind is ActionKind.BECOME_FIRST_PLAYER:
        assert action.player is not None
        draft.first_player = action.player
    elif kind is ActionKind.ASCEND:
        assert action.expedition is not None
        current = draft.expedition_statuses.get(action.expedition, frozenset())
        draft.expedition_statuses[action.expedition] = current | {Status.ASCENDED}
    elif kind in (ActionKind.MOVE_FORWARD, ActionKind.MOVE_BACKWARDS):
        if _move_expedition(draft, action):
            # 7.3.25.b: moving into or past a face-down Tumult card flips it face-up.
            ev = replace(ev, rules=(*ev.rules, "7.3.25.b"))
    elif kind is ActionKind.CREATE:
        ev = _create_token(draft, action, seq)
    elif kind is ActionKind.ACTIVATE:
        ev = replace(ev, trigger=action.trigger)  # 7.3.1.b: the event activates Reactions
    elif kind is ActionKind.AFTER_YOU:
        draft.turn_ends = True  # 7.3.2.a: the turn ends once no Reactions are in Limbo
    elif kind is ActionKind.PASS:
        assert action.player is not None
        draft.passed.add(action.player)
    elif kind is ActionKind.CREATE_ONGOING:
        ev = _create_ongoing(draft, action, seq)
    elif kind is ActionKind.REVEAL:
        pass  # 1.2.7.d: no change to the game state
    elif kind is ActionKind.EXCHANGE_BOOSTS:
        assert o is not None
        counters = dict(o.counters)
        counters[BOOST] = counters.get(BOOST, 0) + action.amount
        if counters[BOOST] <= 0:
            del counters[BOOST]
        _with(draft, o, counters=counters)
    elif kind is ActionKind.TAKE_CONTROL:
        assert o is not None and action.to_zone is not None
        ev = _take_control(draft, o, action, seq)
    elif kind is ActionKind.IGNORE:
        assert o is not None
        ev = _ignore(draft, o, action, seq)
    elif kind is ActionKind.RECEIVE_TOKEN:
        ev = _create_token(draft, action, seq)
    elif kind is ActionKind.MOVE_TERRAIN_MARKER:
        ev = _move_terrain_marker(draft, action, seq)
    elif kind is ActionKind.PLACE_TERRAIN_MARKER:
        ev = _place_terrain_marker(draft, action, seq)
    else:
        raise NotImplementedRule(f"atomic action {kind.value!r} is not implemented yet")
    return ev


def _take_control(draft: Draft, o: GameObject, action: AtomicAction, seq: int) -> Event:
    """Move the object to the taking player's Expedition or Landmarks (7.3.40.a,
    7.3.40.b). Both are sub-zones of one zone — moving between Expeditions does not change
    zones (3.2.4.d), and the Landmark zone is one zone divided into each player's Landmarks
    (3.2.7.b) — so it stays the same object, with its statuses and counters, and does not
    enter play (7.3.40.b Remark)."""
    assert action.to_zone is not None
    draft.remove_from_zone(o.id, o.zone)
    draft.add_to_zone(o.id, action.to_zone)
    controller = z.player_of(action.to_zone) or o.controller
    _with(draft, o, zone=action.to_zone, controller=controller)
    same_zone = "3.2.4.d" if z.kind_of(o.zone) is ZoneKind.EXPEDITION else "3.2.7.b"
    return Event(
        seq,
        action.kind,
        object_id=o.id,
        new_object_id=o.id,
        card_id=o.card_id,
        player=action.player,
        from_zone=o.zone,
        to_zone=action.to_zone,
        modifiers=action.modifiers,
        rules=(*action.rules, same_zone),
    )


def _ignore(draft: Draft, o: GameObject, action: AtomicAction, seq: int) -> Event:
    """An effect making an object's abilities ignored during a period lasts longer than its
    resolution: it creates an Emblem-Ongoing (2.2.2.m) whose passive ability ignores them
    for that duration (7.3.19.a; "this turn" unless the effect says otherwise, 2.2.15.a).
    The ignored object is named by its object id: if it changes zones, it is a new object
    and its abilities are no longer ignored (2.1.d)."""
    assert action.player is not None
    spec = action.ongoing
    template = next(
        (ab for ab in (spec.abilities if spec else ()) if ab.ignore is not None),
        Ability(AbilityKind.PASSIVE, "Its abilities are ignored.", ignore=IgnoreSpec()),
    )
    assert template.ignore is not None
    bound = replace(template.ignore, scope=IgnoreScope.LISTED, objects=(o.id,))
    text = spec.text if spec is not None and spec.text else template.text
    emblem = EmblemData(
        source_object="",
        source_card=None,
        source_name=action.source or "an effect",
        ability_index=0,
        effect=(),
        subtype="Ongoing",
        abilities=(replace(template, ignore=bound),),
        duration=spec.duration if spec is not None else Duration.TURN,
        text=text,
    )
    ev = put_emblem(draft, emblem, action.player, seq, action.kind, action.rules)
    return replace(ev, object_id=o.id, card_id=o.card_id)


def _move_terrain_marker(draft: Draft, action: AtomicAction, seq: int) -> Event:
    """Move a Terrain Marker to a region, possibly the one it is in (7.3.23.a): it becomes
    a new object with a new timestamp (7.3.23.b), so its ability applies after those of the
    Terrain Markers already in its new region (7.3.23.b Remark, 3.2.1.e)."""
    assert action.marker is not None and action.region is not None
    found = find_marker(draft.base, action.marker)
    for i, region in enumerate(draft.adventure):
        if any(m.id == action.marker for m in region.markers):
            kept = tuple(m for m in region.markers if m.id != action.marker)
            draft.adventure[i] = replace(region, markers=kept)
    assert found is not None
    _, old = found
    return _new_marker(draft, action, seq, old.terrains, replacing=old.id)


def _place_terrain_marker(draft: Draft, action: AtomicAction, seq: int) -> Event:
    """Place a new Terrain Marker of the given terrains on a visible region (3.2.1.d); as
    a new object it has a new timestamp (2.2.16.b)."""
    return _new_marker(draft, action, seq, action.terrains)


def _new_marker(
    draft: Draft,
    action: AtomicAction,
    seq: int,
    terrains: frozenset[Terrain],
    replacing: str | None = None,
) -> Event:
    """A new Terrain Marker object, with a new timestamp, on ``action.region``; the event
    names the marker it replaces when it was moved (7.3.23.b)."""
    assert action.region is not None
    marker = put_new_marker(draft, action.region, terrains)
    return Event(
        seq,
        action.kind,
        object_id=replacing,
        new_object_id=marker.id,
        player=action.player,
        modifiers=action.modifiers,
        rules=action.rules,
    )


def _resupply(draft: Draft, action: AtomicAction, seq: int) -> Event:
    """Put the top card of the Deck into Reserve (7.3.31.a); from an empty Deck, shuffle the
    Discard pile in first, and do nothing if it is still empty (7.3.31.c)."""
    assert action.player is not None
    deck_key = z.personal(ZoneKind.DECK, action.player)
    rules = action.rules
    if not draft.zones.get(deck_key):
        shuffled = bool(draft.zones.get(z.personal(ZoneKind.DISCARD, action.player)))
        _shuffle_discard_into_deck(draft, action.player)
        rules = (*rules, "7.3.31.c") if shuffled else (*rules, "7.3.31.c", "3.2.2.e")
    deck = draft.zones.get(deck_key, ())
    if not deck:
        return Event(seq, action.kind, player=action.player, rules=rules)
    statuses = (
        frozenset({Status.EXHAUSTED})
        if action.kind is ActionKind.EXHAUSTED_RESUPPLY
        else frozenset()
    )
    return move(
        draft,
        AtomicAction(
            action.kind,
            object_id=deck[0],
            player=action.player,
            to_zone=z.personal(ZoneKind.RESERVE, action.player),
            enter_statuses=statuses,
            rules=rules,
        ),
        seq,
    )


def _shuffle_discard_into_deck(draft: Draft, player: str) -> None:
    """Shuffle a player's Discard pile and put it under their Deck (4.2.1.f, 7.3.31.c);
    the cards become hidden-zone entries with new ids and no timestamp."""
    discard_key = z.personal(ZoneKind.DISCARD, player)
    deck_key = z.personal(ZoneKind.DECK, player)
    discard = draft.zones.get(discard_key, ())
    order, draft.rng = rng_mod.shuffled(draft.rng, discard)
    for oid in order:
        move(draft, AtomicAction(ActionKind.MOVE, object_id=oid, to_zone=deck_key), 0)


def _move_expedition(draft: Draft, action: AtomicAction) -> bool:
    """Move an Expedition counter one or more regions (7.3.25.a, 7.3.24.a), stopping at the
    far end (7.3.25.d) or the origin (7.3.24.c); face-down Tumult cards moved into or
    passed are flipped face-up (7.3.25.b)."""
    assert action.expedition is not None
    last = len(draft.adventure) - 1
    hero_side = action.expedition.endswith(ExpeditionKind.HERO.value)
    forward = action.kind is ActionKind.MOVE_FORWARD
    direction = (1 if hero_side else -1) * (1 if forward else -1)
    start = draft.positions[action.expedition]
    end = max(0, min(last, start + direction * action.amount))
    flipped = False
    if forward:
        draft.moved_forward_today.add(action.expedition)
        lo, hi = sorted((start, end))
        for index in range(lo, hi + 1):
            region = draft.adventure[index]
            if not region.face_up and region.tumult_card is not None:
                _flip_tumult(draft, region.tumult_card)
                flipped = True
    draft.positions[action.expedition] = end
    return flipped


def _flip_tumult(draft: Draft, tumult_card: int) -> None:
    for i, region in enumerate(draft.adventure):
        if region.tumult_card == tumult_card and not region.face_up:
            draft.adventure[i] = replace(region, face_up=True, terrains=region.hidden_terrains)


def _create_ongoing(draft: Draft, action: AtomicAction, seq: int) -> Event:
    """An effect that lasts longer than its resolution creates an Emblem-Ongoing in Limbo
    with its passive abilities and duration (2.2.2.m, 2.2.15.c)."""
    assert action.ongoing is not None and action.player is not None
    spec = action.ongoing
    emblem = EmblemData(
        source_object="",
        source_card=None,
        source_name=action.source or "an effect",
        ability_index=0,
        effect=(),
        subtype="Ongoing",
        abilities=spec.abilities,
        duration=spec.duration,
        text=spec.text,
    )
    return put_emblem(draft, emblem, action.player, seq, action.kind, action.rules)


def put_emblem(
    draft: Draft,
    emblem: EmblemData,
    player: str,
    seq: int,
    kind: ActionKind,
    rules: tuple[str, ...],
) -> Event:
    """Create an Emblem (Reaction or Ongoing) controlled by ``player`` in Limbo, as a new
    object with a new timestamp (2.2.1.g), and the event that records it."""
    new = GameObject(
        id=draft.new_object_id(),
        zone=z.LIMBO,
        owner=player,
        controller=player,
        timestamp=draft.new_timestamp(),
        emblem=emblem,
    )
    draft.objects[new.id] = new
    draft.add_to_zone(new.id, z.LIMBO)
    return Event(seq, kind, new_object_id=new.id, player=player, to_zone=z.LIMBO, rules=rules)


def _create_token(draft: Draft, action: AtomicAction, seq: int) -> Event:
    """Create a token Character in an Expedition (7.3.5.a) with the characteristics the
    creating event gives it (2.2.b). For "receive a token", the same token joins the
    receiving player's Expedition (7.3.30.a). The token's owner is the player who
    created it — the effect's controller (1.1.7.b); it is controlled by the player whose
    Expedition it joins (7.5.5.b)."""
    assert action.expedition is not None and action.token is not None
    spec = action.token
    holder = action.expedition.split(":")[0]
    owner = action.controller or holder
    card_id = f"token{draft.next_object}"
    draft.add_card(
        CardDef(
            card_id=card_id,
            owner=owner,
            name=spec.name,
            type=CardType.CHARACTER,
            subtypes=spec.subtypes,
            hand_cost=0,
            reserve_cost=0,
            forest=spec.forest,
            mountain=spec.mountain,
            water=spec.water,
            abilities=spec.abilities,
            is_token=True,
        )
    )
    zone = z.zone_of_expedition(action.expedition)
    new = GameObject(
        id=draft.new_object_id(),
        zone=zone,
        owner=owner,
        controller=holder,
        card_id=card_id,
        timestamp=draft.new_timestamp(),
    )
    draft.objects[new.id] = new
    draft.add_to_zone(new.id, zone)
    draft.card_objects[card_id] = new.id
    return Event(
        seq,
        action.kind,
        new_object_id=new.id,
        card_id=card_id,
        player=holder,
        to_zone=zone,
        expedition=action.expedition,
        # A token's name, statistics and sub-types are those the effect creating it gives.
        rules=(*action.rules, "2.2.4.f", "2.2.11.e", *(("2.2.2.j",) if spec.subtypes else ())),
        token=spec,
    )
