"""Terrain Markers placed and removed by the judge (``engine.edits``, the sandbox session,
saving): 3.2.1.d, 3.2.1.e, 7.3.23.b."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from engine import (
    ActionKind,
    GameBuilder,
    GameState,
    IllegalAction,
    Step,
    Terrain,
    edits,
    request,
)
from engine.invariants import violations
from engine.reading.terrain import find_marker, terrains_at
from engine.state.agenda import Task, TaskKind
from engine.state.decisions import Decision, Option
from judge_app.sandbox.report import report_html
from judge_app.sandbox.saving import STATE_SUFFIX, save_session
from judge_app.sandbox.session import SandboxError, Session

F, M, W = Terrain.FOREST, Terrain.MOUNTAIN, Terrain.WATER


def _board() -> GameState:
    return (
        GameBuilder()
        .in_expedition("p1", "hero", "Kuwat", forest=2, mountain=1, water=1)
        .region(3, F, M)
        .at_afternoon()
        .build()
    )


def _face_down(state: GameState, index: int) -> GameState:
    adventure = list(state.adventure)
    adventure[index] = replace(adventure[index], face_up=False, terrains=frozenset())
    return replace(state, adventure=tuple(adventure))


def _refused(rule: str, change, *args) -> str:  # type: ignore[no-untyped-def]
    with pytest.raises(IllegalAction) as caught:
        change(*args)
    assert caught.value.rule == rule
    return str(caught.value)


# --------------------------------------------------------------------------- placing
def test_3_2_1_d_a_placed_marker_gives_the_region_its_terrains() -> None:
    s = _board()
    placed, mid = edits.place_terrain_marker(s, 3, [W])
    assert terrains_at(s, 3) == {F, M}
    assert terrains_at(placed, 3) == {W}  # gains water, loses forest and mountain
    assert placed.adventure[3].terrains == {F, M}  # what the region shows is unchanged
    assert [m.id for m in placed.adventure[3].markers] == [mid]
    assert all(terrains_at(placed, i) == terrains_at(s, i) for i in range(8) if i != 3)
    assert violations(placed) == []
    assert s.adventure[3].markers == ()  # pure: the old state is untouched


def test_2_2_16_b_a_placed_marker_is_a_new_object_with_a_new_timestamp() -> None:
    s = _board()
    placed, mid = edits.place_terrain_marker(s, 3, [W])
    found = find_marker(placed, mid)
    assert found is not None
    index, marker = found
    assert index == 3
    assert mid not in s.objects and mid not in placed.objects
    assert marker.timestamp == s.next_timestamp
    object_stamps = [o.timestamp for o in s.objects.values() if o.timestamp is not None]
    assert object_stamps and marker.timestamp > max(object_stamps)  # 2.2.16.c
    assert placed.next_timestamp == s.next_timestamp + 1
    assert placed.next_object == s.next_object + 1


def test_the_judge_makes_a_marker_exactly_as_the_rules_do() -> None:
    """The edit and the PLACE_TERRAIN_MARKER atomic action share one maker."""
    s = _board()
    by_judge, _ = edits.place_terrain_marker(s, 3, [W, F])
    step = Step(
        ActionKind.PLACE_TERRAIN_MARKER,
        controller="p1",
        regions=("region3",),
        terrains=frozenset({W, F}),
    )
    by_rules, _ = request(s, step)
    assert by_judge.adventure == by_rules.adventure
    assert by_judge.next_timestamp == by_rules.next_timestamp


def test_3_2_1_e_the_latest_marker_decides() -> None:
    s = _board()
    s, first = edits.place_terrain_marker(s, 3, [W])
    s, second = edits.place_terrain_marker(s, 3, [F, M])
    assert terrains_at(s, 3) == {F, M}
    markers = s.adventure[3].markers
    assert [m.id for m in markers] == [first, second]
    assert markers[0].timestamp < markers[1].timestamp
    # the same terrains again: still a new object, which now decides
    s, third = edits.place_terrain_marker(s, 3, [W])
    assert third not in (first, second) and terrains_at(s, 3) == {W}
    assert violations(s) == []


def test_3_2_1_b_a_region_outside_the_adventure_is_refused() -> None:
    s = _board()
    for bad in (8, -1):
        text = _refused("3.2.1.b", edits.place_terrain_marker, s, bad, [W])
        assert f"region {bad} is not on the Adventure" in text


def test_3_2_1_d_no_marker_on_a_face_down_region() -> None:
    s = _face_down(_board(), 5)
    text = _refused("3.2.1.d", edits.place_terrain_marker, s, 5, [W])
    assert "face-down" in text


def test_3_2_1_d_a_marker_has_at_least_one_terrain() -> None:
    text = _refused("3.2.1.d", edits.place_terrain_marker, _board(), 3, [])
    assert "one or more terrains" in text


# --------------------------------------------------------------------------- removing
def test_removing_the_only_marker_gives_the_region_back_its_own_terrains() -> None:
    s = _board()
    placed, mid = edits.place_terrain_marker(s, 3, [W])
    removed = edits.remove_terrain_marker(placed, mid)
    assert removed.adventure[3].markers == ()
    assert terrains_at(removed, 3) == {F, M}
    assert find_marker(removed, mid) is None
    assert violations(removed) == []


def test_3_2_1_e_removing_the_latest_marker_lets_the_earlier_one_decide() -> None:
    s = _board()
    s, early = edits.place_terrain_marker(s, 3, [W])
    s, late = edits.place_terrain_marker(s, 3, [M])
    s = edits.remove_terrain_marker(s, late)
    assert [m.id for m in s.adventure[3].markers] == [early]
    assert terrains_at(s, 3) == {W}


def test_7_3_23_b_an_unknown_or_moved_marker_is_refused() -> None:
    s, mid = edits.place_terrain_marker(_board(), 3, [W])
    text = _refused("7.3.23.b", edits.remove_terrain_marker, s, "o999")
    assert "'o999'" in text
    move = Step(
        ActionKind.MOVE_TERRAIN_MARKER, controller="p1", objects=(mid,), regions=("region4",)
    )
    moved, _ = request(s, move)
    (new,) = moved.adventure[4].markers
    assert new.id != mid  # a moved marker is a new object (7.3.23.b)
    _refused("7.3.23.b", edits.remove_terrain_marker, moved, mid)
    assert edits.remove_terrain_marker(moved, new.id).adventure[4].markers == ()


def test_6_1_g_a_marker_being_decided_about_is_not_removed() -> None:
    s, mid = edits.place_terrain_marker(_board(), 3, [W])
    waiting = replace(
        s,
        pending=Decision(
            "d1",
            "choose",
            "p1",
            "Move which marker?",
            (Option(mid, "marker"),),
            Task(TaskKind.NEXT_TURN),
        ),
    )
    _refused("6.1.g", edits.remove_terrain_marker, waiting, mid)


# --------------------------------------------------------------------------- the sandbox
def test_session_places_and_removes_markers_as_undoable_edits() -> None:
    session = Session.empty()
    start = session.board()
    assert not start.regions[3].marked
    moment = session.place_terrain_marker(3, ["water"])
    assert moment.source == "edit" and moment.text.endswith("(water) placed on region 3")
    region = session.board().regions[3]
    assert region.marked and region.terrains == ("water",)
    assert region.printed == ("forest", "mountain", "water")
    (marker,) = region.terrain_markers
    assert marker.text == "water" and marker.timestamp == session.moments[0].state.next_timestamp
    session.place_terrain_marker(3, [Terrain.FOREST, Terrain.MOUNTAIN])
    region = session.board().regions[3]
    assert [m.text for m in region.terrain_markers] == ["water", "forest, mountain"]
    assert region.terrains == ("forest", "mountain")
    removed = session.remove_terrain_marker(marker.id)
    assert removed.text == "Judge edit: the Terrain Marker (water) taken off region 3"
    assert [m.text for m in session.board().regions[3].terrain_markers] == ["forest, mountain"]
    session.undo()
    session.undo()
    assert session.board().regions[3].terrains == ("water",)
    session.undo()
    assert session.board() == start
    session.redo()
    assert session.board().regions[3].terrain_markers == (marker,)


def test_session_refusals_name_the_rule_and_change_nothing() -> None:
    session = Session.empty()
    length = len(session.moments)
    for change, rule in (
        (lambda: session.place_terrain_marker(3, []), "3.2.1.d"),
        (lambda: session.place_terrain_marker(9, ["water"]), "3.2.1.b"),
        (lambda: session.remove_terrain_marker("o404"), "7.3.23.b"),
    ):
        with pytest.raises(SandboxError, match=rule.replace(".", r"\.")):
            change()
    with pytest.raises(SandboxError, match="'lava' is not a valid Terrain"):
        session.place_terrain_marker(3, ["lava"])
    assert len(session.moments) == length and session.cursor == 0


def test_a_board_with_markers_saves_and_reopens_exactly(tmp_path: Path) -> None:
    session = Session.empty()
    session.place_terrain_marker(0, ["water"])
    session.place_terrain_marker(5, ["forest", "mountain"])
    session.place_terrain_marker(5, ["mountain"])
    path = tmp_path / "marked.yaml"
    note = save_session(session, path)
    assert "Terrain Markers" in note and "3.2.1.d" in note
    assert (tmp_path / f"marked{STATE_SUFFIX}").is_file()
    reopened = Session.open(path)
    assert reopened.state == session.state
    assert reopened.board() == session.board()
    assert [m.text for m in reopened.board().regions[5].terrain_markers] == [
        "forest, mountain",
        "mountain",
    ]


def test_without_markers_the_board_saves_as_a_layout_again(tmp_path: Path) -> None:
    session = Session.empty()
    session.place_terrain_marker(2, ["water"])
    (marker,) = session.board().regions[2].terrain_markers
    session.remove_terrain_marker(marker.id)
    path = tmp_path / "plain.yaml"
    assert save_session(session, path) == ""
    assert not (tmp_path / f"plain{STATE_SUFFIX}").exists()
    assert Session.open(path).board().regions[2].terrain_markers == ()


def test_the_report_lists_the_terrain_markers() -> None:
    session = Session.empty()
    session.place_terrain_marker(4, ["forest"])
    html = report_html(session, lambda _rule: None)
    assert "Terrain Markers (3.2.1.d)" in html and "region 4: forest" in html
