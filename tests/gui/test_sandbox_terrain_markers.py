"""Terrain Markers in the sandbox window: placed and removed from a region's context menu,
shown as a badge on the region (3.2.1.d), offscreen with pytest-qt."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pytest

from engine import GameState
from judge_app.gui.main_window import MainWindow
from judge_app.gui.qt import QAction, QDialog
from judge_app.gui.sandbox.board_items import MarkerItem
from judge_app.gui.sandbox.dialogs import TerrainMarkerDialog
from judge_app.gui.sandbox.page import SandboxPage

pytestmark = pytest.mark.gui
WindowFactory = Callable[..., MainWindow]


def sandbox(make_window: WindowFactory) -> SandboxPage:
    window = make_window()
    window.set_mode(1)
    return window.sandbox


def answer_dialog(monkeypatch: pytest.MonkeyPatch, *terrains: str) -> list[bool]:
    """Make the Terrain Marker dialog tick ``terrains`` and press Place (or Cancel when no
    terrain is given); returns, per dialog shown, whether Place was enabled."""
    seen: list[bool] = []

    def exec_(dialog: TerrainMarkerDialog) -> int:
        for t in terrains:
            dialog.checks[t].setChecked(True)
        seen.append(dialog.ok.isEnabled())
        return QDialog.DialogCode.Accepted.value if terrains else QDialog.DialogCode.Rejected.value

    monkeypatch.setattr(TerrainMarkerDialog, "exec", exec_)
    return seen


def action(page: SandboxPage, region: int, starts: str) -> QAction:
    found = [a for a in page.region_menu(region).actions() if a.text().startswith(starts)]
    assert len(found) == 1, [a.text() for a in page.region_menu(region).actions()]
    return found[0]


def test_a_marker_placed_from_the_region_menu_shows_a_badge_citing_3_2_1_d(
    make_window: WindowFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    page = sandbox(make_window)
    for ex in ("p1:hero", "p1:companion", "p2:hero", "p2:companion"):
        assert page.move_expedition(ex, 3)  # the fullest region: four counters
    assert page.scene.terrain_badges == {}
    enabled = answer_dialog(monkeypatch, "water")
    action(page, 3, "Place Terrain Marker").trigger()
    assert enabled == [True]
    assert page.session.moment.source == "edit"
    assert "Terrain Marker (water) placed on region 3" in page.session.moment.text
    assert set(page.scene.terrain_badges) == {3}
    badge = page.scene.terrain_badges[3]
    assert badge.text == "marker: water"
    tip = badge.toolTip()
    assert "3.2.1.d" in tip and "gains the marker's terrains" in tip
    assert "shows forest, mountain, water; it has water" in tip
    region = page.scene.regions[3]
    assert region.region.terrains == ("water",)
    assert "3.2.1.d" in region.toolTip()
    # the badge is on its region, clear of the Expedition counters
    box = badge.sceneBoundingRect()
    assert region.sceneBoundingRect().contains(box)
    counters = [i for i in page.scene.items() if isinstance(i, MarkerItem)]
    assert len(counters) == 4
    assert not any(c.sceneBoundingRect().intersects(box) for c in counters)


def test_removing_a_marker_from_the_menu_drops_the_badge_and_undo_brings_it_back(
    make_window: WindowFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    page = sandbox(make_window)
    assert page.place_terrain_marker(6, ("water",))
    assert page.place_terrain_marker(6, ("forest", "mountain"))
    badge = page.scene.terrain_badges[6]
    # the latest decides (3.2.1.e); full terrain names, or the chips' letters if too wide
    assert badge.text in ("marker: forest, mountain (+1)", "marker: F, M (+1)")
    assert "3.2.1.e" in badge.toolTip()
    (water,) = [m for m in page.session.board().regions[6].terrain_markers if m.text == "water"]
    action(page, 6, "Remove Terrain Marker: water").trigger()
    assert page.scene.terrain_badges[6].text in ("marker: forest, mountain", "marker: F, M")
    action(page, 6, "Remove Terrain Marker: forest, mountain").trigger()
    assert page.scene.terrain_badges == {}
    assert page.session.board().regions[6].terrains == ("forest", "mountain", "water")
    page.undo_action.trigger()
    assert page.scene.terrain_badges[6].text in ("marker: forest, mountain", "marker: F, M")
    assert "(+1)" not in page.scene.terrain_badges[6].text
    page.undo_action.trigger()
    assert water in page.session.board().regions[6].terrain_markers


def test_the_dialog_needs_a_terrain_and_cancel_changes_nothing(
    make_window: WindowFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    page = sandbox(make_window)
    dialog = TerrainMarkerDialog("region 2 (Tumult)", ("forest",), ("forest",), page)
    assert not dialog.ok.isEnabled()  # a Terrain Marker is of one or more terrains
    dialog.checks["water"].setChecked(True)
    dialog.checks["forest"].setChecked(True)
    assert dialog.ok.isEnabled() and dialog.terrains() == ("forest", "water")
    dialog.checks["water"].setChecked(False)
    dialog.checks["forest"].setChecked(False)
    assert not dialog.ok.isEnabled()
    moments = len(page.session.moments)
    enabled = answer_dialog(monkeypatch)  # Cancel
    page.terrain_marker_dialog(2)
    assert enabled == [False] and len(page.session.moments) == moments


def _face_down(state: GameState, index: int) -> GameState:
    adventure = list(state.adventure)
    adventure[index] = replace(adventure[index], face_up=False, terrains=frozenset())
    return replace(state, adventure=tuple(adventure))


def test_a_face_down_region_offers_no_marker(make_window: WindowFactory) -> None:
    page = sandbox(make_window)
    assert page.edit("Judge edit: region 5 face down", lambda s: _face_down(s, 5))
    place = action(page, 5, "Place Terrain Marker")
    assert not place.isEnabled() and "3.2.1.d" in place.text()
    assert action(page, 4, "Place Terrain Marker").isEnabled()
    assert not page.place_terrain_marker(5, ("water",))
    assert "3.2.1.d" in page.message.text()
    assert page.scene.terrain_badges == {}


def test_a_marked_board_saves_and_reopens_with_its_badges(
    make_window: WindowFactory, tmp_path: Path
) -> None:
    page = sandbox(make_window)
    assert page.place_terrain_marker(1, ("mountain",))
    assert page.place_terrain_marker(7, ("forest", "mountain", "water"))
    board = page.session.board()
    texts = {i: b.text for i, b in page.scene.terrain_badges.items()}
    assert texts[1] == "marker: mountain"
    assert texts[7] in ("marker: forest, mountain, water", "marker: F, M, W")
    assert set(texts) == {1, 7}
    path = tmp_path / "marked.yaml"
    assert page.save_to(path)
    assert "Terrain Markers" in page.message.text()  # saved exactly, and says why
    page.new_board()
    assert page.scene.terrain_badges == {}
    assert page.open_file(path)
    assert page.session.board() == board
    assert {i: b.text for i, b in page.scene.terrain_badges.items()} == texts
