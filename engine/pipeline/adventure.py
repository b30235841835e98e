"""Atomic actions on the Adventure: Expeditions moving forward or backwards (7.3.25, 7.3.24)
and flipping Tumult cards (7.3.25.b), Terrain Markers placed or moved (3.2.1.d, 7.3.23). How far
an Expedition is from its region of origin (4.1.d, 4.2.5.d) is read in
:mod:`engine.reading.positions`."""

from __future__ import annotations

from engine.pipeline.draft import Draft
from engine.reading.terrain import (
    find_marker,
    put_new_marker,
    region_index,
    region_terrains,
    terrains_at,
)
from engine.state.actions import ActionKind
from engine.state.enums import ExpeditionKind, Terrain
from engine.state.events import Event
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.state.steps import AtomicAction, Step
from engine.why.table import why


def _step_regions(state: GameState, step: Step) -> tuple[str, ...]:
    """The regions a Terrain Marker step puts markers in: those it names (a target region),
    else "my region", the region of the Expedition of the object bearing the ability."""
    if step.regions:
        return step.regions
    if step.my_expedition is not None and step.my_expedition in state.positions:
        return (state.adventure[state.positions[step.my_expedition]].id,)
    return ()


def _before_passives(state: GameState, region: str) -> tuple[str, ...]:
    """3.2.1.e, when a passive ability also changes the terrains of ``region`` ("My region
    is {V} in addition to its other terrains"): the Terrain Markers apply first anyway."""
    index = region_index(state, region)
    if index is None or terrains_at(state, index) == region_terrains(state.adventure[index]):
        return ()
    return why("action.marker_before_passives")


def propose_terrain_marker(state: GameState, step: Step) -> tuple[AtomicAction, ...]:
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
                rules=(*step.rules, *why("action.place_marker"), *_before_passives(state, r)),
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
            rules=(
                *step.rules,
                *why("action.move_marker"),
                *_before_passives(state, regions[0]),
            ),
            controller=step.controller,
        )
        for m in step.objects
        if find_marker(state, m) is not None
    )


def propose_expedition_actions(
    state: GameState,
    kind: ActionKind,
    expeditions: tuple[str, ...],
    amount: int,
    rules: tuple[str, ...],
    controller: str | None = None,
) -> tuple[AtomicAction, ...]:
    """One atomic action per Expedition moving or Ascending, of the step ``controller``
    controls (7.5.5.c; none for a move of the game's rules, Progress 4.2.4). How far each
    one really goes — cut at the far end (7.3.25.d) or the origin (7.3.24.c) — is said when
    the move is performed (:func:`move_expedition`), after any replacement changed the
    number of regions (6.2.b)."""
    return tuple(
        AtomicAction(kind, expedition=e, amount=amount, rules=rules, controller=controller)
        for e in expeditions
    )


def move_terrain_marker(draft: Draft, action: AtomicAction, seq: int) -> Event:
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


def place_terrain_marker(draft: Draft, action: AtomicAction, seq: int) -> Event:
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


def move_expedition(draft: Draft, action: AtomicAction) -> tuple[str, ...]:
    """Move an Expedition counter one or more regions (7.3.25.a, 7.3.24.a), stopping at the
    far end (7.3.25.d) or the origin (7.3.24.c); face-down Tumult cards moved into or
    passed are flipped face-up (7.3.25.b). Returns the rules the move adds to its line:
    the one that cut it short, if the number of regions it was asked to move (after every
    replacement) did not fit, and 7.3.25.b if it flipped a Tumult card."""
    assert action.expedition is not None
    last = len(draft.adventure) - 1
    hero_side = action.expedition.endswith(ExpeditionKind.HERO.value)
    forward = action.kind is ActionKind.MOVE_FORWARD
    direction = (1 if hero_side else -1) * (1 if forward else -1)
    start = draft.positions[action.expedition]
    end = max(0, min(last, start + direction * action.amount))
    added: list[str] = []
    if not draft.base.tiebreakers and start != end and abs(end - start) < action.amount:
        # 7.3.25.d / 7.3.24.c: moved only as far as the track goes, not the N regions asked
        point = "action.forward_stops_at_far_end" if forward else "action.backwards_stops_at_origin"
        added.extend(why(point))
    if forward:
        draft.moved_forward_today.add(action.expedition)
        lo, hi = sorted((start, end))
        flipped = False
        for index in range(lo, hi + 1):
            region = draft.adventure[index]
            if not region.face_up and region.tumult_card is not None:
                _flip_tumult(draft, region.tumult_card)
                flipped = True
        if flipped:
            added.extend(why("action.tumult_flipped"))  # 7.3.25.b
    draft.positions[action.expedition] = end
    return tuple(added)


def _flip_tumult(draft: Draft, tumult_card: int) -> None:
    for i, region in enumerate(draft.adventure):
        if region.tumult_card == tumult_card and not region.face_up:
            draft.adventure[i] = replace(region, face_up=True, terrains=region.hidden_terrains)
