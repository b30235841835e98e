"""Issue 33: on a small board view the players' cards are short tiles (name, statistics,
badges) and an empty zone is only its title, so the table fits rather than scrolls; Limbo
keeps full tiles; once short, the table stays short while the view keeps its size."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from judge_app.gui.main_window import MainWindow
from judge_app.gui.sandbox.board_layout import (
    EMPTY_W,
    MIN_SCALE,
    SHORT_TILE_H,
    TILE_H,
    choose_layout,
    lay_out,
)
from judge_app.gui.sandbox.documents import APP_ROOT
from judge_app.sandbox.session import Session

pytestmark = pytest.mark.gui
WindowFactory = Callable[..., MainWindow]
BUSY = APP_ROOT / "scenarios" / "sandbox" / "busy_board.yaml"
SMALL = (
    APP_ROOT
    / "scenarios"
    / "examples"
    / "1_4_1_a_derived_a_card_in_reserve_that_cant_be_played_is_not_offered_and_said.yaml"
)


def test_a_table_too_tall_for_full_tiles_fits_with_short_ones() -> None:
    board = Session.open(BUSY).board()
    # the board view of a 1500×900 sandbox: full tiles at the smallest scale are too tall
    full = lay_out(board, 1086 / MIN_SCALE)
    assert full.height * MIN_SCALE > 827
    chosen = choose_layout(board, 1086, 827)
    assert chosen.tile_h == SHORT_TILE_H
    assert chosen.height * chosen.scale <= 827  # no scroll
    assert chosen.scale >= MIN_SCALE
    assert chosen.zones["limbo"].tile_h == TILE_H  # Limbo's words keep their room
    assert all(b.tile_h == SHORT_TILE_H for k, b in chosen.zones.items() if k != "limbo")
    # a large view keeps full tiles
    assert choose_layout(board, 2400, 1400).tile_h == TILE_H
    # asked for, either height is given whatever fits
    assert choose_layout(board, 2400, 1400, short=True).tile_h == SHORT_TILE_H
    assert choose_layout(board, 1086, 827, short=False).tile_h == TILE_H


def test_an_empty_zone_on_a_small_screen_is_only_its_title() -> None:
    session = Session.open(BUSY)
    board = session.board()
    empty = [
        v.key
        for p in board.players
        for short, v in p.zones.items()
        if not v.tiles and short in ("deck", "discard", "reserve", "hand")
    ]
    short = lay_out(board, 1000, SHORT_TILE_H)
    full = lay_out(board, 1000)
    for key in empty:
        assert short.zones[key].width == EMPTY_W
        assert full.zones[key].width > EMPTY_W
    assert {"deck:p1", "deck:p2"} <= set(empty)  # hidden Decks: their count is a label


def test_the_table_keeps_short_tiles_while_the_view_keeps_its_size(
    make_window: WindowFactory,
) -> None:
    """Once a board needed short tiles in a view, a board that would fit with full ones
    (Limbo emptied, cards gone) keeps them in the same view: the table does not jump; a
    board opened anew, or the view resized, chooses again."""
    window = make_window()
    window.set_mode(1)
    page = window.sandbox
    scene = page.scene
    busy = Session.open(BUSY).board()
    small = Session.open(SMALL).board()
    scene.viewport = (1100.0, 820.0)
    assert choose_layout(busy, *scene.viewport).tile_h == SHORT_TILE_H
    assert choose_layout(small, *scene.viewport).tile_h == TILE_H
    scene.show_board(busy)
    assert scene.layout is not None and scene.layout.tile_h == SHORT_TILE_H
    hand = busy.players[0].zones["hand"].tiles[0].object_id
    assert scene.tiles[hand].size()[1] == SHORT_TILE_H  # a player's card drawn short
    scene.show_board(small)
    assert scene.layout.tile_h == SHORT_TILE_H  # kept in the same view
    scene.viewport = (1100.0, 1400.0)
    scene.show_board(small)
    assert scene.layout.tile_h == TILE_H  # another view chooses again
    scene.viewport = (1100.0, 820.0)
    scene.new_table()
    scene.show_board(small)
    assert scene.layout.tile_h == TILE_H  # as does another board
    # the page starts each board opened anew
    scene.show_board(busy)
    assert scene.layout.tile_h == SHORT_TILE_H
    assert page.open_file(SMALL)
    assert (
        scene.layout.tile_h
        == choose_layout(page.session.board(), *scene.viewport, scene.text_scale).tile_h
    )


def test_limbo_keeps_full_tiles_on_a_small_screen(make_window: WindowFactory) -> None:
    window = make_window()
    window.set_mode(1)
    page = window.sandbox
    session = Session.open(BUSY)
    for _ in range(3):
        session.step()
    board = session.board()
    assert board.limbo.tiles  # six Emblem-Reactions wait
    page.scene.viewport = (700.0, 500.0)
    page.scene.show_board(board)
    assert page.scene.layout is not None and page.scene.layout.tile_h == SHORT_TILE_H
    for tile in board.limbo.tiles:
        assert page.scene.tiles[tile.object_id].size()[1] == TILE_H
