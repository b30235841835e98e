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
    PAD,
    SHORT_TILE_H,
    TILE_H,
    TITLE_H,
    choose_layout,
    lay_out,
)
from judge_app.gui.sandbox.board_scene import _title_rooms
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


def test_empty_zones_are_only_their_titles() -> None:
    """An empty pile on a small screen is as wide as its title; a line of zones that are all
    empty (a player with no cards yet) is one line of titles, at any size; a hidden Deck
    keeps the line its count is written on; an empty table keeps its rows (they hold the
    hint of where to start)."""
    board = Session.open(SMALL).board()
    p1, p2 = board.players[0], board.players[1]
    assert not p2.zones["hand"].tiles and not p1.zones["discard"].tiles
    short = lay_out(board, 1000, SHORT_TILE_H)
    full = lay_out(board, 1000)
    for layout in (short, full):
        for key in ("hand:p2", "reserve:p2", "discard:p2", "expedition:p2:hero"):
            assert layout.zones[key].height == TITLE_H + PAD  # p2 holds no card: a title
        assert layout.zones["reserve:p1"].height > TITLE_H + PAD  # a line with cards
    assert short.zones["discard:p1"].width == EMPTY_W
    assert full.zones["discard:p1"].width > EMPTY_W
    busy = Session.open(BUSY).board()
    deck = next(v for v in busy.players[0].zones.values() if v.key == "deck:p1")
    assert deck.hidden and deck.count and not deck.tiles
    assert lay_out(busy, 1000, SHORT_TILE_H).zones["deck:p1"].width > EMPTY_W  # "5 cards"
    empty = Session.empty(Session.open(SMALL).library).board()
    assert lay_out(empty, 1000).zones["hand:p2"].height > TITLE_H + PAD


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
        == choose_layout(
            page.session.board(),
            *scene.viewport,
            scene.text_scale,
            least=_title_rooms(page.session.board())[0],
        ).tile_h
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
