"""A zone's name reads whole on the board at every screen a judge brings to the table:
the layout gives each zone the room its title and count need (``Layout.least``) instead of
cutting it — "p2 · Land…" at 1280×720 and "p2 · Disc…", "p2 · Compan…" at 200% on a
1080p laptop (960×540 logical pixels) said less than the zone is."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from judge_app.gui.main_window import MainWindow
from judge_app.gui.sandbox.documents import APP_ROOT
from judge_app.sandbox.examples import list_examples

pytestmark = pytest.mark.gui
WindowFactory = Callable[..., MainWindow]
BUSY = APP_ROOT / "scenarios" / "sandbox" / "busy_board.yaml"
SIZES = ((960, 540), (1280, 720), (1920, 1080))


def _cut_titles(window: MainWindow) -> list[str]:
    page = window.sandbox
    page.redraw()
    return [
        f"{key}: {zone.shown_heading()[0]}"
        for key, zone in page.scene.zones.items()
        if "…" in zone.shown_heading()[0]
    ]


def test_the_busy_boards_zone_titles_read_whole_at_every_size_and_step(
    make_window: WindowFactory, qtbot: QtBot
) -> None:
    window = make_window()
    window.set_mode(1)
    page = window.sandbox
    assert page.open_file(BUSY)
    for width, height in SIZES:
        window.resize(width, height)
        qtbot.wait(20)
        assert _cut_titles(window) == [], (width, height)
    window.resize(*SIZES[0])
    qtbot.wait(20)
    for _ in range(3):  # to the Reactions in Limbo: the home rows move next to it
        page.step()
        assert _cut_titles(window) == []
    # every zone is at least as wide as its title needs, in the layout the scene drew
    layout = page.scene.layout
    assert layout is not None and layout.least
    for key, least in layout.least.items():
        assert layout.zones[key].width >= least - 0.01, key


def test_the_sample_boards_zone_titles_read_whole_on_a_small_screen(
    make_window: WindowFactory, qtbot: QtBot
) -> None:
    window = make_window()
    window.set_mode(1)
    window.resize(*SIZES[0])
    qtbot.wait(20)
    page = window.sandbox
    boards = [e for e in list_examples() if e.path.suffix in (".yaml", ".yml")][:12]
    assert len(boards) >= 5
    for example in boards:
        page.unsaved_prompt = lambda _page: "discard"  # type: ignore[method-assign]
        assert page.open_file(example.path), example.path
        assert _cut_titles(window) == [], example.path


def test_a_row_gives_a_title_its_room_and_an_expedition_its_statistics_next() -> None:
    """Pure layout: the least widths are honoured; a row's spare width goes first to an
    Expedition short of the width its statistics want, before it widens other zones."""
    from judge_app.gui.sandbox.board_layout import _share_row

    zones = [("exp", "tiles", 4), ("landmark", "tiles", 1)]
    least = {"exp": 120.0, "landmark": 176.0}
    _, widths = _share_row(zones, 340.0, 62.0)
    assert widths["landmark"] < 176.0  # by its cards alone: one column
    _, widths = _share_row(zones, 340.0, 62.0, least)
    assert widths["landmark"] >= 176.0 and widths["exp"] >= 120.0
    assert widths["exp"] < 150.0
    _, widths = _share_row(zones, 340.0, 62.0, least, {"exp": 150.0})
    assert widths["exp"] >= 150.0 and widths["landmark"] >= 176.0


def test_a_title_read_whole_is_worth_a_slightly_smaller_table_not_a_much_smaller_one() -> None:
    """At 1400×900 a board drawn at 1.117 cut "p1 · Rese…" where 1.077 read every title
    whole: a few hundredths of scale are given for whole names; a table made much smaller
    (or with shorter tiles, or taller) keeps the larger table and shortens the title."""
    from judge_app.gui.sandbox.board_layout import Layout
    from judge_app.gui.sandbox.board_scene import TITLE_SCALE_GIVEN, _titles_whole_if_they_fit

    plain = Layout(width=900.0, height=644.0, scale=1.117, tile_h=88.0)
    whole = Layout(width=930.0, height=644.0, scale=1.077, tile_h=88.0)
    assert _titles_whole_if_they_fit(whole, plain) is whole
    much_smaller = Layout(width=1100.0, height=644.0, scale=1.117 * TITLE_SCALE_GIVEN - 0.05)
    assert _titles_whole_if_they_fit(much_smaller, plain) is plain
    shorter_tiles = Layout(width=930.0, height=644.0, scale=1.117, tile_h=62.0)
    assert _titles_whole_if_they_fit(shorter_tiles, plain) is plain
    taller = Layout(width=930.0, height=700.0, scale=1.117, tile_h=88.0)
    assert _titles_whole_if_they_fit(taller, plain) is plain
