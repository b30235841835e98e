"""Issue 33: at 200% on a 1920×1080 laptop (a 960×540 window in logical pixels) the busy
board's decision, Limbo with its six Emblem-Reactions and the acting player's Reserve, Mana
and Hand are in view at once. The table does not fit there, so each player's home row goes
next to the Adventure, before their Expeditions (a four-card Companion Expedition stood
between Limbo and p1's Hand); a screen where the table fits keeps the usual order."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from judge_app.gui.main_window import MainWindow
from judge_app.gui.sandbox.board_layout import SHORT_TILE_H, choose_layout
from judge_app.gui.sandbox.documents import APP_ROOT
from judge_app.gui.sandbox.page import SandboxPage
from judge_app.sandbox.session import Session

pytestmark = pytest.mark.gui
WindowFactory = Callable[..., MainWindow]
BUSY = APP_ROOT / "scenarios" / "sandbox" / "busy_board.yaml"


def test_the_decision_limbo_and_the_acting_row_are_in_view_at_960_by_540(
    make_window: WindowFactory, qtbot: QtBot
) -> None:
    window = make_window()
    window.set_mode(1)
    window.resize(960, 540)
    qtbot.wait(20)
    page = window.sandbox
    assert page.open_file(BUSY)
    for _ in range(3):  # to the Reactions waiting in Limbo at Noon (4.4.b)
        page.step()
    pending = page.session.state.pending
    assert pending is not None and pending.player == "p1"
    page.redraw()
    layout = page.scene.layout
    assert layout is not None and layout.home_inward
    view = page.view
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    wanted = {
        k: page.scene.zones[k].sceneBoundingRect()
        for k in ("limbo", "reserve:p1", "mana:p1", "hand:p1")
    }
    for key, rect in wanted.items():
        assert shown.contains(rect), (key, rect, shown)
    # the Expeditions come after the home row, for both players alike (a mirror)
    zones = layout.zones
    assert zones["hand:p1"].y < zones["expedition:p1:companion"].y
    assert zones["hand:p2"].y > zones["expedition:p2:companion"].y
    # the decision is on screen, its first option whole
    assert page.tabs.currentWidget() is page.decision and page.decision.isVisible()
    first = page.decision.rows[0]
    assert first.isVisible() and first.visibleRegion().boundingRect() == first.rect()


def test_a_table_that_fits_or_shows_limbo_and_each_row_together_keeps_its_order(
    make_window: WindowFactory, qtbot: QtBot
) -> None:
    """The usual order (home rows at the table's edges, Expeditions next to the Adventure)
    wherever the table fits, and at the documentation's 1500×920, where the busy board
    scrolls a little but Limbo and p1's Reserve, Mana and Hand are in view together."""
    board = Session.open(BUSY).board()
    roomy = choose_layout(board, 1400, 1300)
    assert not roomy.home_inward
    assert roomy.zones["hand:p1"].y > roomy.zones["expedition:p1:companion"].y
    fits_short = choose_layout(board, 1086, 827)  # a 1500×900 window: short tiles fit
    assert fits_short.tile_h == SHORT_TILE_H and not fits_short.home_inward
    window = make_window()
    window.set_mode(1)
    window.resize(1500, 920)
    qtbot.wait(20)
    page = window.sandbox
    assert page.open_file(BUSY)
    for _ in range(3):
        page.step()
    page.redraw()
    layout = page.scene.layout
    assert layout is not None and not layout.home_inward
    assert layout.zones["hand:p1"].y > layout.zones["expedition:p1:companion"].y
    view = page.view
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    for key in ("limbo", "reserve:p1", "mana:p1", "hand:p1"):
        assert shown.contains(page.scene.zones[key].sceneBoundingRect()), key


def _to_the_second_players_decision(page: SandboxPage) -> None:
    """Step the busy board until p2 decides: the Reaction p2 plays first once p1's are done
    (4.4.b), three of p2's Emblem-Reactions in Limbo. p1's decisions take their first
    option."""
    for _ in range(60):
        pending = page.session.state.pending
        if pending is not None and pending.player == "p2":
            return
        if pending is not None:
            page.answer(tuple(o.id for o in pending.options[: max(pending.min_choices, 1)]))
        else:
            page.step()
    raise AssertionError("p2 never decides on the busy board")


def test_when_the_second_player_decides_their_row_and_limbo_are_in_view_together(
    make_window: WindowFactory, qtbot: QtBot
) -> None:
    """At 960×540 the Adventure's regions (two rows of four) lay between Limbo, a band
    under them, and p2's Reserve, Mana and Hand above the Adventure: Limbo was below the
    view. Limbo now goes on the deciding player's side — above the regions for p2, below
    them for p1 (the first test), a mirror."""
    window = make_window()
    window.set_mode(1)
    window.resize(960, 540)
    qtbot.wait(20)
    page = window.sandbox
    assert page.open_file(BUSY)
    _to_the_second_players_decision(page)
    assert page.session.board().limbo.tiles
    page.redraw()
    layout = page.scene.layout
    assert layout is not None and layout.home_inward
    view = page.view
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    for key in ("limbo", "reserve:p2", "mana:p2", "hand:p2"):
        rect = page.scene.zones[key].sceneBoundingRect()
        assert shown.contains(rect), (key, rect, shown)
    limbo = layout.zones["limbo"]
    assert all(limbo.y + limbo.height < y for _, y, _, _ in layout.regions)  # above them
    assert layout.zones["hand:p2"].y < limbo.y
    first = page.decision.rows[0]
    assert page.decision.isVisible() and first.visibleRegion().boundingRect() == first.rect()


@pytest.mark.parametrize("board", ["busy board, p2 decides", "the dispute typed"])
def test_every_zone_of_a_small_board_names_its_player(
    make_window: WindowFactory, qtbot: QtBot, board: str
) -> None:
    """At 200% (960×540) p2's Reserve, one column wide beside its count, read "Reserve",
    and so did p1's in the dispute: whose Reserve it is, its title no longer said. Each
    player's Reserve, Mana and Hand keep their player, and so does every zone holding
    cards; a narrow one cuts its name instead ("p2 · Res…"). Only an empty pile narrower
    than its player and name ("Deck 0") may say its name alone."""
    window = make_window()
    window.set_mode(1)
    window.resize(960, 540)
    qtbot.wait(20)
    page = window.sandbox
    if board == "the dispute typed":
        assert page.quick_enter("Kuwat in reserve, Haven, Vanilla, play Kuwat")
    else:
        assert page.open_file(BUSY)
        _to_the_second_players_decision(page)
    page.redraw()
    checked = 0
    for key, zone in page.scene.zones.items():
        if key == "limbo":
            continue
        short, player = key.split(":")[0], next(p for p in ("p1", "p2") if p in key.split(":"))
        held = any(t.zone == key for t in page.session.board().all_tiles())
        if short in ("reserve", "mana", "hand") or held:
            title, _ = zone.shown_heading()
            assert title.startswith(f"{player} · "), (key, title)
            checked += 1
    assert checked >= 6
    for player in ("p1", "p2"):
        assert page.scene.zones[f"reserve:{player}"].shown_heading()[1]  # its count beside it
