"""Reactions to Expeditions moving (6.3.f): "When my Expedition / one of your Expeditions /
an opponent's Expedition / an Expedition moves forward" (7.3.25.a; "due to [terrain]", 4.2.4.j) or
"backward(s)" (7.3.24.a); and to
a Character switching Expeditions (7.3.39.a): "When I switch Expeditions".

An Expedition that cannot move (in its region of origin, 7.3.24.b; in the Arena, 7.3.24.d;
at the far end, 7.3.25.c) performs no atomic action — the impossible action is never an
event (1.4.1.d) — so every move event here is a move. Each Expedition that moved activates
the Reaction once (6.3.g), "my Expedition" once for a Gigantic object's two (7.4.4.j), and
"it" in the trigger's condition is that Expedition (6.3.k).
"""

from __future__ import annotations

from engine.pipeline.activation import (
    condition_holds,
    new_activation,
    trigger_matches,
    watching_reactions,
)
from engine.pipeline.counted_events import (
    expedition_move_kind,
    expedition_player,
    ordinal_holds,
)
from engine.pipeline.due_to import due_to_terrains
from engine.reading.passives import expeditions_of
from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.agenda import Activation
from engine.state.cards import Ability, TriggerKind
from engine.state.enums import ExpeditionKind, Terrain
from engine.state.events import Event
from engine.state.game_state import GameState
from engine.why.table import why

_MOVES: dict[TriggerKind, tuple[ActionKind, str]] = {
    TriggerKind.MY_EXPEDITION_MOVES_FORWARD: (ActionKind.MOVE_FORWARD, "mine"),
    TriggerKind.ONE_OF_YOUR_EXPEDITIONS_MOVES_FORWARD: (ActionKind.MOVE_FORWARD, "yours"),
    TriggerKind.MY_EXPEDITION_MOVES_BACKWARD: (ActionKind.MOVE_BACKWARDS, "mine"),
    TriggerKind.ONE_OF_YOUR_EXPEDITIONS_MOVES_BACKWARD: (ActionKind.MOVE_BACKWARDS, "yours"),
    TriggerKind.AN_OPPONENTS_EXPEDITION_MOVES_BACKWARD: (ActionKind.MOVE_BACKWARDS, "opponents"),
    TriggerKind.AN_OPPONENTS_EXPEDITION_MOVES_FORWARD: (ActionKind.MOVE_FORWARD, "opponents"),
    TriggerKind.AN_EXPEDITION_MOVES_FORWARD: (ActionKind.MOVE_FORWARD, "any"),
    TriggerKind.AN_EXPEDITION_MOVES_BACKWARD: (ActionKind.MOVE_BACKWARDS, "any"),
    TriggerKind.THE_EXPEDITION_FACING_ME_MOVES_FORWARD: (ActionKind.MOVE_FORWARD, "facing"),
    TriggerKind.THE_EXPEDITION_FACING_ME_MOVES_BACKWARD: (ActionKind.MOVE_BACKWARDS, "facing"),
    TriggerKind.YOUR_OTHER_EXPEDITION_MOVES_FORWARD: (ActionKind.MOVE_FORWARD, "other"),
    TriggerKind.YOUR_OTHER_EXPEDITION_MOVES_BACKWARD: (ActionKind.MOVE_BACKWARDS, "other"),
    TriggerKind.YOUR_HERO_EXPEDITION_MOVES_FORWARD: (ActionKind.MOVE_FORWARD, "hero"),
    TriggerKind.YOUR_HERO_EXPEDITION_MOVES_BACKWARD: (ActionKind.MOVE_BACKWARDS, "hero"),
    TriggerKind.YOUR_COMPANION_EXPEDITION_MOVES_FORWARD: (ActionKind.MOVE_FORWARD, "companion"),
    TriggerKind.YOUR_COMPANION_EXPEDITION_MOVES_BACKWARD: (
        ActionKind.MOVE_BACKWARDS,
        "companion",
    ),
}
"""Each trigger: the atomic action it watches and whose Expeditions (the bearer's, its
controller's, those of the controller's opponents, 1.2.2, or any player's; the one facing the
bearer's, 1.2.3.c, the controller's other one, 7.5.5.a, or of a kind, 7.2.3.a)."""

MOVE_TRIGGERS = frozenset(_MOVES)


def move_activations(before: GameState, after: GameState, events: list[Event]) -> list[Activation]:
    """The activations of the Reactions in :data:`MOVE_TRIGGERS` by a step's events: each
    Expedition watched that moved activates the Reaction once (6.3.g), "my Expedition" once
    for a Gigantic object's two (7.4.4.j); "due to [terrain]" narrows a forward move to one
    made at Progress due to that terrain (4.2.4.j); "it" in the trigger's condition is the
    Expedition that moved, after the move (6.3.k, 7.5.8.b)."""
    moves = [
        ev
        for ev in events
        if ev.kind in (ActionKind.MOVE_BACKWARDS, ActionKind.MOVE_FORWARD) and ev.expedition
    ]
    out: list[Activation] = []
    if not moves:
        return out
    for src, index, ab in watching_reactions(before, MOVE_TRIGGERS):
        assert ab.trigger is not None
        kind, whose = _MOVES[ab.trigger]
        watched = _watched(before, src, whose)
        terrain = ab.trigger_terrain if kind is ActionKind.MOVE_FORWARD else None
        you = before.objects[src].controller
        moved = list(
            dict.fromkeys(
                ev.expedition or ""
                for ev in moves
                if ev.kind is kind
                and ev.expedition in watched
                and (terrain is None or _due_to_any(before, ev, terrain, ab.trigger_or_terrains))
            )
        )
        hits = [e for e in moved if condition_holds(ab, before, after, you, src, src, it=(e,))]
        if ab.trigger_ordinal:  # "for the second time this Day": that Expedition's Nth move
            hits = [e for e in hits if _nth_move(ab, before, after, events, kind, e)]
        if whose in ("mine", "facing"):
            hits = hits[:1]  # a Gigantic object's two Expeditions: one move (7.4.4.j)
        if kind is ActionKind.MOVE_BACKWARDS:
            rules = why("reaction.moves_backward")
        else:
            rules = why("reaction.moves_forward_due_to" if terrain else "reaction.moves_forward")
        if ab.trigger_during is not None:  # "When my Expedition moves forward during Dusk"
            rules = (*rules, *why("reaction.during"))
        if ab.trigger_ordinal:  # the Nth move of its period (4.2.a a Day, 4.2.3.b a turn)
            way = "forward" if kind is ActionKind.MOVE_FORWARD else "backward"
            rules = (*rules, *why(f"reaction.nth_move_{way}"))
        for e in hits:
            # "it" is the Expedition that moved (6.3.i): "create a token in it" (7.3.5.a)
            out.append(new_activation(before, src, index, ab, bound=(src,), it=(e,), rules=rules))
    return out


def _nth_move(
    ab: Ability,
    before: GameState,
    after: GameState,
    events: list[Event],
    kind: ActionKind,
    expedition: str,
) -> bool:
    """Whether ``expedition``'s move of ``kind`` in this step is its ``ab.trigger_ordinal``-th
    of the Reaction's period (4.2.a this Day, 4.2.3.b this turn): its moves counted before the
    step, then this one (engine.pipeline.counted_events)."""
    event = next(ev for ev in events if ev.kind is kind and ev.expedition == expedition)
    counted_kind = expedition_move_kind(kind, expedition)
    player = expedition_player(expedition)
    return ordinal_holds(ab, before, after, events, counted_kind, player, event)


def due_to(before: GameState, ev: Event) -> frozenset[Terrain]:
    """The terrains an Expedition moved forward due to (4.2.4.j): only at Progress, a
    terrain of its region where it had a greater positive statistic than the Expedition
    facing it, or a tied one if Ascended, and that no effect prevents — more than one at a
    time is possible. Moving forward by an effect is due to no terrain."""
    e = ev.expedition
    if e is None or not set(why("dusk.progress")) <= set(ev.rules):  # not at Progress
        return frozenset()
    return due_to_terrains(before, e)


def _watched(state: GameState, src: str, whose: str) -> frozenset[str]:
    """The Expeditions a Reaction of ``src`` watches (7.5.1, 1.2.2)."""
    if whose == "mine":
        return expeditions_of(state, src)
    if whose == "facing":  # the one facing the bearer's (1.2.3.c; both, if Gigantic)
        return frozenset(state.facing(e) for e in expeditions_of(state, src))
    you = state.objects[src].controller
    if whose in ("hero", "companion"):  # the controller's of that kind (7.2.3.a)
        return frozenset({z.expedition_id(you, ExpeditionKind(whose))})
    if whose == "other":  # the controller's one the bearer is not in (7.5.5.a)
        mine = expeditions_of(state, src)
        if len(mine) != 1:  # none for a Gigantic bearer in both, or one not in an Expedition
            return frozenset()
        return frozenset(z.expedition_id(you, k) for k in ExpeditionKind) - mine
    if whose == "any":  # "an Expedition": every player's (7.5.1)
        players: tuple[str, ...] = tuple(state.players)
    elif whose == "yours":
        players = (you,)
    else:
        players = tuple(p for p in state.players if p != you)
    return frozenset(z.expedition_id(p, k) for p in players for k in ExpeditionKind)


_SWITCH = frozenset({TriggerKind.OBJECT_SWITCHES_EXPEDITIONS})


def switch_activations(
    before: GameState, after: GameState, events: list[Event]
) -> list[Activation]:
    """ "When I switch Expeditions" / "When a Character you control switches Expeditions":
    once per object switched (6.3.g, 7.3.39.a), the trigger's filter naming which; "it" is
    that object, the same one in its new Expedition (7.3.39.b, 6.3.i)."""
    switched = [
        ev.object_id
        for ev in events
        if ev.kind is ActionKind.SWITCH_EXPEDITIONS and ev.object_id in before.objects
    ]
    out: list[Activation] = []
    if not switched:
        return out
    for src, index, ab in watching_reactions(before, _SWITCH):
        you = before.objects[src].controller
        for oid in switched:
            assert oid is not None
            if not trigger_matches(before, oid, ab, you, src):
                continue
            if not condition_holds(ab, before, after, you, src, src, it=(oid,)):
                continue
            rules = why("reaction.switches_expeditions")
            out.append(new_activation(before, src, index, ab, bound=(src,), it=(oid,), rules=rules))
    return out


def _due_to_any(state: GameState, ev: Event, terrain: Terrain, others: tuple[Terrain, ...]) -> bool:
    """Whether the move forward ``ev`` was due to ``terrain`` or to one of ``others`` ("due
    to {O} or {V}", 4.2.4.j)."""
    due = due_to(state, ev)
    return terrain in due or any(t in due for t in others)
