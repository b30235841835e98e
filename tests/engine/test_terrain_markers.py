"""Terrain Markers (3.2.1.d, 3.2.1.e) and moving them (7.3.23)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine import (
    Ability,
    AbilityKind,
    ActionKind,
    CardType,
    DecisionKind,
    EffectStep,
    GameBuilder,
    GameState,
    IllegalAction,
    Phase,
    Step,
    Subject,
    Terrain,
    TriggerKind,
    answer,
    find,
    from_dict,
    play_card,
    request,
    to_dict,
)
from engine.invariants import violations
from engine.reading.terrain import expedition_terrains, find_marker, region_terrains, terrains_at
from engine.state.objects import TerrainMarker
from engine.steps.resolution import run_step
from scenarios.cards.compile import NotExecutable, compile_step
from scenarios.cards.models import StepModel

from .helpers import choose, pending, until_decision

F, M, W = Terrain.FOREST, Terrain.MOUNTAIN, Terrain.WATER


def _with_markers(state: GameState, index: int, *markers: TerrainMarker) -> GameState:
    """``state`` with Terrain Markers on region ``index`` (timestamps taken from the state's
    next timestamps when given as 0)."""
    ts = state.next_timestamp
    placed = []
    for m in markers:
        if m.timestamp == 0:
            m = replace(m, timestamp=ts)
            ts += 1
        placed.append(m)
    adventure = list(state.adventure)
    region = adventure[index]
    adventure[index] = replace(region, markers=(*region.markers, *placed))
    return replace(state, adventure=tuple(adventure), next_timestamp=ts)


def _marker(mid: str, *terrains: Terrain) -> TerrainMarker:
    return TerrainMarker(mid, frozenset(terrains), 0)


def _board() -> GameState:
    return GameBuilder().region(3, F, M).region(4, W).build()


# --------------------------------------------------------------------------- 3.2.1.d/e
def test_3_2_1_d_the_region_gains_the_markers_terrains_and_loses_its_others() -> None:
    state = _with_markers(_board(), 3, _marker("tm1", W))
    assert state.adventure[3].terrains == {F, M}  # what it shows is unchanged
    assert terrains_at(state, 3) == {W}
    assert terrains_at(state, 4) == {W}
    assert violations(state) == []


def test_3_2_1_d_a_marker_may_have_several_terrains() -> None:
    state = _with_markers(_board(), 4, _marker("tm1", F, M))
    assert terrains_at(state, 4) == {F, M}


def test_3_2_1_e_markers_apply_in_timestamp_order_the_latest_decides() -> None:
    late = TerrainMarker("late", frozenset({M}), 50)
    early = TerrainMarker("early", frozenset({W}), 40)
    state = replace(_board(), next_timestamp=60)
    state = _with_markers(state, 3, late, early)  # listed out of timestamp order
    assert terrains_at(state, 3) == {M}


def test_3_2_1_d_progress_reads_the_terrains_of_an_expeditions_region() -> None:
    state = GameBuilder().region(2, F).position("p1:hero", 2).build()
    state = _with_markers(state, 2, _marker("tm1", W))
    assert expedition_terrains(state, "p1:hero") == {W}
    assert expedition_terrains(state, "p2:hero") == {F, M, W}


def test_3_2_1_d_a_face_down_region_has_no_terrain_markers() -> None:
    state = _board()
    adventure = list(state.adventure)
    adventure[5] = replace(adventure[5], face_up=False, terrains=frozenset())
    state = _with_markers(replace(state, adventure=tuple(adventure)), 5, _marker("tm1", W))
    assert any("face-down" in v and "3.2.1.d" in v for v in violations(state))
    assert region_terrains(state.adventure[5]) == frozenset()


def test_2_2_16_c_a_marker_shares_no_timestamp_with_an_object() -> None:
    state = GameBuilder().in_expedition("p1", "hero", "Abe").build()
    taken = state.objects[find(state, "Abe")].timestamp
    assert taken is not None
    state = _with_markers(state, 3, TerrainMarker("tm1", frozenset({W}), taken))
    assert "two objects share a timestamp (2.2.16.c)" in violations(state)


def test_terrain_markers_round_trip_through_json() -> None:
    state = _with_markers(_board(), 3, _marker("tm1", W), _marker("tm2", F, M))
    assert from_dict(GameState, to_dict(state)) == state


# --------------------------------------------------------------------------- placing
def test_3_2_1_d_placing_a_terrain_marker_on_a_visible_region() -> None:
    state = _board()
    ts = state.next_timestamp
    step = Step(
        ActionKind.PLACE_TERRAIN_MARKER,
        controller="p1",
        regions=("region3",),
        terrains=frozenset({W}),
    )
    state, entry = request(state, step)
    (marker,) = state.adventure[3].markers
    assert marker.timestamp == ts and marker.terrains == {W}
    assert terrains_at(state, 3) == {W}
    assert "3.2.1.d" in entry.rules
    assert violations(state) == []


def test_3_2_1_d_no_terrain_marker_on_a_face_down_region() -> None:
    state = _board()
    adventure = list(state.adventure)
    adventure[5] = replace(adventure[5], face_up=False, terrains=frozenset())
    state = replace(state, adventure=tuple(adventure))
    step = Step(
        ActionKind.PLACE_TERRAIN_MARKER,
        controller="p1",
        regions=("region5",),
        terrains=frozenset({W}),
    )
    with pytest.raises(IllegalAction) as exc:
        request(state, step)
    assert exc.value.rule == "3.2.1.d"


def test_3_2_1_d_a_character_places_a_marker_on_my_region() -> None:
    place = EffectStep(ActionKind.PLACE_TERRAIN_MARKER, Subject.MY_REGION, terrains=frozenset({M}))
    enters = Ability(AbilityKind.REACTION, trigger=TriggerKind.ENTERS_PLAY, effect=(place,))
    b = GameBuilder().in_hand("p1", "Surveyor", hand_cost=0, abilities=(enters,))
    state, _ = until_decision(b.position("p1:hero", 2).at_afternoon().build())
    state, _ = play_card(state, "p1", find(state, "Surveyor"), "hero")
    state, _ = until_decision(state)
    assert [m.terrains for m in state.adventure[2].markers] == [{M}]
    assert terrains_at(state, 2) == {M}


# --------------------------------------------------------------------------- 7.3.23
def _move(state: GameState, marker: str, region: str) -> tuple[GameState, tuple[str, ...]]:
    step = Step(
        ActionKind.MOVE_TERRAIN_MARKER, controller="p1", objects=(marker,), regions=(region,)
    )
    state, entry = request(state, step)
    return state, entry.rules


def test_7_3_23_a_a_marker_moves_to_another_region() -> None:
    state = _with_markers(_board(), 3, _marker("tm1", W))
    state, rules = _move(state, "tm1", "region4")
    assert state.adventure[3].markers == ()
    (moved,) = state.adventure[4].markers
    assert moved.terrains == {W}
    assert terrains_at(state, 3) == {F, M} and terrains_at(state, 4) == {W}
    assert {"7.3.23.a", "7.3.23.b"} <= set(rules)
    assert violations(state) == []


def test_7_3_23_b_a_moved_marker_is_a_new_object_with_a_new_timestamp() -> None:
    state = _with_markers(_board(), 3, _marker("tm1", W))
    old = state.adventure[3].markers[0]
    state, _ = _move(state, "tm1", "region4")
    (moved,) = state.adventure[4].markers
    assert moved.id != old.id and moved.timestamp > old.timestamp
    assert find_marker(state, "tm1") is None
    step = Step(
        ActionKind.MOVE_TERRAIN_MARKER, controller="p1", objects=("tm1",), regions=("region3",)
    )
    after, entry = run_step(state, step)  # the old object no longer exists
    assert entry.events == () and "2.1.d" in entry.rules
    assert after.adventure == state.adventure


def test_7_3_23_a_b_moved_to_its_own_region_it_now_applies_after_the_others() -> None:
    state = _with_markers(_board(), 3, _marker("water", W), _marker("forest", F))
    assert terrains_at(state, 3) == {F}
    state, _ = _move(state, "water", "region3")  # allowed (7.3.23.a)
    assert len(state.adventure[3].markers) == 2
    assert terrains_at(state, 3) == {W}  # 7.3.23.b Remark: a new timestamp


def test_7_3_23_a_nothing_moves_to_a_region_that_is_not_visible() -> None:
    state = _with_markers(_board(), 3, _marker("tm1", W))
    adventure = list(state.adventure)
    adventure[5] = replace(adventure[5], face_up=False, terrains=frozenset())
    state = replace(state, adventure=tuple(adventure))
    new, entry = run_step(
        state,
        Step(
            ActionKind.MOVE_TERRAIN_MARKER, controller="p1", objects=("tm1",), regions=("region5",)
        ),
    )
    assert entry.events == () and "3.2.1.d" in entry.rules
    assert new.adventure == state.adventure


def test_7_3_23_a_an_effect_moves_a_chosen_marker_to_target_region() -> None:
    shift = EffectStep(
        ActionKind.MOVE_TERRAIN_MARKER, Subject.A_TERRAIN_MARKER, region=Subject.TARGET_REGION
    )
    b = (
        GameBuilder()
        .in_hand("p1", "Shift", type=CardType.SPELL, effect=(shift,), hand_cost=0)
        .region(3, F, M)
    )
    state, _ = until_decision(b.at_afternoon().build())
    state = _with_markers(state, 3, _marker("tm1", W))
    state, _ = play_card(state, "p1", find(state, "Shift"), "spell")
    state, _ = until_decision(state)
    d = pending(state)
    assert d.kind == DecisionKind.TARGET and "region6" in d.option_ids()
    state = choose(state, "region6")
    d = pending(state)
    assert d.kind == DecisionKind.CHOOSE and d.option_ids() == ("tm1",)
    state, _ = answer(state, d.id, "tm1")
    state, _ = until_decision(state)
    assert terrains_at(state, 6) == {W} and terrains_at(state, 3) == {F, M}


# --------------------------------------------------------------------------- card text
def test_3_2_1_d_card_text_places_a_terrain_marker_of_the_terrains_written() -> None:
    (one,) = compile_step(
        StepModel.model_validate({"action": "place terrain marker", "terrains": ["Water"]})
    )
    assert one.action is ActionKind.PLACE_TERRAIN_MARKER
    assert (one.subject, one.terrains) == (Subject.MY_REGION, {W})
    with pytest.raises(NotExecutable, match=r"3\.2\.1\.d"):
        compile_step(StepModel.model_validate({"action": "place_terrain_marker"}))


def test_7_3_23_a_card_text_moves_a_terrain_marker_to_a_region() -> None:
    written = {"action": "move_terrain_marker", "region": "target_region"}
    (one,) = compile_step(StepModel.model_validate(written))
    assert (one.subject, one.region) == (Subject.A_TERRAIN_MARKER, Subject.TARGET_REGION)
    with pytest.raises(NotExecutable):
        compile_step(StepModel.model_validate({"action": "move_terrain_marker"}))
    with pytest.raises(NotExecutable):
        compile_step(StepModel.model_validate({"action": "exhaust", "subject": "my_region"}))


def test_3_2_1_d_progress_reads_the_terrain_a_marker_gives_the_region() -> None:
    # The Hero region is a Forest; a Mountain Terrain Marker on it makes it a Mountain
    # only (gains the marker's terrain, loses its other, 3.2.1.d), so Dusk's Progress
    # compares Mountain statistics (4.2.4.b).
    b = (
        GameBuilder()
        .region(0, F)
        .in_expedition("p1", "hero", "Climber", mountain=3)
        .in_expedition("p2", "hero", "Ranger", forest=9)
        .at_phase(Phase.DUSK)
    )
    state = _with_markers(b.build(), 0, _marker("tm1", M))
    state, _ = until_decision(state)
    assert state.positions["p1:hero"] == 1
    assert state.positions["p2:hero"] == 0  # the Forest no longer counts


def test_3_2_1_d_without_a_marker_the_printed_terrain_counts() -> None:
    b = (
        GameBuilder()
        .region(0, F)
        .in_expedition("p1", "hero", "Climber", mountain=3)
        .in_expedition("p2", "hero", "Ranger", forest=9)
        .at_phase(Phase.DUSK)
    )
    state, _ = until_decision(b.build())
    assert (state.positions["p1:hero"], state.positions["p2:hero"]) == (0, 1)
