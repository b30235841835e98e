"""Issue 33: at a decision the board scrolls to Limbo, the options and the deciding player's
rows only when they are not already in view (a scroll repaints the whole board)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from judge_app.gui.main_window import MainWindow
from judge_app.sandbox.board import zone_keys

pytestmark = pytest.mark.gui
WindowFactory = Callable[..., MainWindow]


def test_the_board_stays_put_when_the_deciding_players_rows_are_in_view(
    make_window: WindowFactory, qtbot: QtBot
) -> None:
    window = make_window()
    # short enough that the table scrolls (at 1280×720 it now fits: issue 33's empty rows
    # are title lines)
    window.resize(1280, 640)
    window.set_mode(1)
    page = window.sandbox
    assert page.quick_enter("Kuwat in reserve, Haven, Vanilla, play Kuwat")
    assert page.view.verticalScrollBar().maximum() > 0
    pending = page.session.state.pending
    assert pending is not None
    view, scene = page.view, page.scene
    rects = [scene.zones["limbo"].sceneBoundingRect()]
    rects += [scene.zones[k].sceneBoundingRect() for k in zone_keys(pending.player).values()]
    area = rects[0]
    for r in rects[1:]:
        area = area.united(r)
    # scrolled so all of it is in view, its bottom 3 px from the view's edge (Qt's own
    # ensureVisible wants 8 px there, and scrolled for them)
    bar = view.verticalScrollBar()
    seen = view.mapToScene(view.viewport().rect()).boundingRect()
    bar.setValue(bar.value() + round((area.bottom() + 3 - seen.bottom()) * view.transform().m22()))
    seen = view.mapToScene(view.viewport().rect()).boundingRect()
    assert all(seen.contains(r) for r in rects)
    assert seen.bottom() - area.bottom() < 8
    where = bar.value()
    page.redraw()
    assert bar.value() == where  # not scrolled
    bar.setValue(0)  # scrolled away: the next decision's redraw brings them back
    page.redraw()
    seen = view.mapToScene(view.viewport().rect()).boundingRect()
    assert seen.intersects(scene.zones["limbo"].sceneBoundingRect())
    assert bar.value() > 0


def test_a_turn_decision_on_a_small_screen_shows_the_hand_and_reserve_not_an_empty_limbo(
    make_window: WindowFactory, qtbot: QtBot
) -> None:
    """At 200% on a 1080p laptop (960×540 logical pixels) a turn decision scrolled to the
    empty Limbo, and the Reserve whose cards it offers was cut at the view's foot."""
    from judge_app.gui.sandbox.page import EXAMPLES_DIR

    window = make_window()
    window.resize(960, 540)
    window.set_mode(1)
    page = window.sandbox
    assert page.open_file(
        EXAMPLES_DIR
        / "1_4_1_a_derived_a_card_in_reserve_that_cant_be_played_is_not_offered_and_said.yaml"
    )
    page.run_now("decision")
    qtbot.wait(30)
    pending = page.session.state.pending
    assert pending is not None and not page.session.board().limbo.tiles
    view, scene = page.view, page.scene
    seen = view.mapToScene(view.viewport().rect()).boundingRect()
    keys = zone_keys(pending.player)
    for short in ("reserve", "mana", "hand"):
        assert seen.contains(scene.zones[keys[short]].sceneBoundingRect()), short
    reserve = page.session.board().players[0].zones["reserve"].tiles
    assert reserve and all(
        seen.contains(scene.tiles[t.object_id].sceneBoundingRect()) for t in reserve
    )
