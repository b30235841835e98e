"""Issue 33, fast at the table: the board's items keep a picture of each look they painted
(:mod:`judge_app.gui.sandbox.kept_pictures`) — a decision's numbered tiles go back to their
plain pictures when it is answered, the regions and zones to the widths they had — and the
board shows exactly the pixels it showed when every look was painted anew."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from judge_app.gui.qt import QApplication, QImage
from judge_app.gui.sandbox import board_items, kept_pictures
from judge_app.gui.sandbox.kept_pictures import KeptPictures
from judge_app.gui.sandbox.page import SandboxPage

BUSY = Path(__file__).resolve().parents[2] / "scenarios" / "sandbox" / "busy_board.yaml"


BENCH = (1500, 900)  # the benchmarks' window: short tiles on the busy board
LARGE = (2200, 1400)  # full tiles: a decision's number drawn over a card's plain picture


def _page(qtbot: QtBot, size: tuple[int, int] = BENCH) -> SandboxPage:
    page = SandboxPage()
    qtbot.addWidget(page)
    page.resize(*size)
    page.show()
    qtbot.waitExposed(page)
    return page


def _settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def _board_on_screen(page: SandboxPage) -> QImage:
    """The board's pixels as painted (the backing store), not painted again for a grab."""
    _settle()
    return QApplication.primaryScreen().grabWindow(page.view.viewport().winId()).toImage()


def _walk(page: SandboxPage, steps: int) -> list[QImage]:
    """Open the busy board and step (answering with the first options), the board's pixels
    after each step."""
    page.open_file(BUSY)
    shots = [_board_on_screen(page)]
    for _ in range(steps):
        s = page.session
        pending = s.state.pending
        if s.needs_judge() and pending is not None:
            page.answer(tuple(pending.option_ids()[: max(pending.min_choices, 1)]))
        else:
            page.step()
        shots.append(_board_on_screen(page))
    return shots


def _painted_anew(
    item: object,
    painter: object,
    option: object,
    widget: object,
    looks: object,
    paint_now: kept_pictures.Painting,
    pictures: KeptPictures | None = None,
) -> None:
    paint_now(painter, option, widget)  # type: ignore[arg-type]


@pytest.mark.parametrize("size", [BENCH, LARGE])
def test_the_board_shows_the_same_pixels_with_pictures_kept(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    """Fifty steps of the busy board (Limbo filling and emptying, decisions numbering tiles,
    the table laid out anew), short tiles and full ones: each step's board, its items'
    pictures copied or made, numbers drawn over plain pictures, is the board every look
    painted anew shows, pixel for pixel."""
    kept = KeptPictures()
    monkeypatch.setattr(kept_pictures, "PICTURES", kept)
    with_pictures = _walk(_page(qtbot, size), 50)
    assert kept.copied > 0 and kept.made > 0
    # every kind of item (tiles, zones, the Adventure's regions) paints through the one
    # KeptPainting.paint, which calls kept_pictures.paint_kept
    monkeypatch.setattr(kept_pictures, "paint_kept", _painted_anew)
    copied = kept.copied
    anew = _walk(_page(qtbot, size), 50)
    assert kept.copied == copied  # every look of the second walk was painted anew
    assert len(with_pictures) == len(anew)
    for step, (shown, painted) in enumerate(zip(with_pictures, anew, strict=True)):
        assert shown == painted, f"step {step}: the board differs"


def test_a_decisions_tiles_are_numbered_over_their_plain_pictures_and_go_back(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A decision numbers its objects' tiles — each number drawn over the tile's plain
    picture; answered, the numbers go and each tile shows the picture it had before —
    copied, not painted again."""
    kept = KeptPictures()
    monkeypatch.setattr(kept_pictures, "PICTURES", kept)
    painted: list[str] = []
    paint_picture = board_items.TileItem.paint_picture

    def counted(self: board_items.TileItem, *args: object) -> None:
        painted.append(self.tile.object_id)
        paint_picture(self, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(board_items.TileItem, "paint_picture", counted)
    page = _page(qtbot, LARGE)
    page.open_file(BUSY)
    _settle()
    over_plain: set[str] = set()
    for _ in range(80):  # to a decision numbering cards that were on the board, plain
        before = set(page.scene.tiles)
        painted.clear()
        pending = page.session.state.pending
        if page.session.needs_judge() and pending is not None:
            page.answer(tuple(pending.option_ids()[: max(pending.min_choices, 1)]))
        else:
            page.step()
        _settle()
        numbered = set(page.scene.option_numbers)
        # (an Emblem in Limbo uses its foot for its words where the number goes: painted
        # anew; so is a tile whose number leaves no room for a badge)
        over_plain = {i for i in numbered & before if page.scene.tiles[i]._number_only()}
        if over_plain:
            break
    assert over_plain, "the busy board comes to a decision numbering cards on the board"
    # each got its number drawn over its plain picture: none was painted anew
    assert not over_plain & set(painted), "a numbered tile was painted anew"
    pending = page.session.state.pending
    assert pending is not None
    painted.clear()
    copied = kept.copied
    page.answer(tuple(pending.option_ids()[: max(pending.min_choices, 1)]))
    _settle()
    plain_again = {
        i for i in numbered if i in page.scene.tiles and page.scene.tiles[i].option is None
    }
    assert plain_again, "some numbered tiles are still on the board, plain"
    assert not plain_again & set(painted), "a tile's plain look was painted again"
    assert kept.copied - copied >= len(plain_again)
