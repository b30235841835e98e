"""The table's geometry (judge_app/gui/sandbox/board_layout.py): pure Python, no Qt."""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations
from pathlib import Path

import pytest

from judge_app.gui.sandbox.board_layout import (
    GAP,
    MIN_FONT_PX,
    MIN_SCALE,
    ORB,
    PAD,
    ROW_H,
    TILE_W,
    TITLE_H,
    ZoneBox,
    choose_layout,
    holds,
    lay_out,
    shown_counts,
)
from judge_app.sandbox.session import Session

BUSY = Path(__file__).resolve().parents[2] / "scenarios" / "sandbox" / "busy_board.yaml"


def busy_board_at_noon() -> Session:
    session = Session.open(BUSY)
    for _ in range(3):
        session.step()
    return session


def overlap(a: ZoneBox, b: ZoneBox) -> bool:
    return (
        a.x < b.x + b.width
        and b.x < a.x + a.width
        and a.y < b.y + b.height
        and b.y < a.y + a.height
    )


@pytest.mark.parametrize("width", [700.0, 1000.0, 1300.0, 1800.0])
def test_zones_never_overlap_and_stay_inside_the_table(width: float) -> None:
    layout = lay_out(busy_board_at_noon().board(), width)
    boxes = list(layout.zones.values())
    for a, b in combinations(boxes, 2):
        assert not overlap(a, b)
    for box in boxes:
        assert box.x >= 0 and box.x + box.width <= layout.width + 0.5
        assert box.y + box.height <= layout.height


def test_a_full_zone_gets_more_columns_than_an_empty_one() -> None:
    board = busy_board_at_noon().board()
    layout = lay_out(board, 1300)
    full = layout.zones["expedition:p1:hero"]  # four Characters
    assert full.columns >= 4
    assert full.width > layout.zones["landmark:p2"].width  # one Permanent


def test_the_largest_scale_that_fits_is_chosen_and_text_stays_11_px() -> None:
    board = busy_board_at_noon().board()
    roomy = choose_layout(board, 1160, 820)
    assert roomy.height * roomy.scale <= 820 and roomy.width * roomy.scale <= 1161
    assert roomy.scale * MIN_FONT_PX >= 11
    cramped = choose_layout(board, 500, 300)  # the view scrolls rather than shrink the text
    assert cramped.scale == pytest.approx(MIN_SCALE)
    empty = choose_layout(Session.empty().board(), 1160, 820)
    assert empty.scale > roomy.scale  # fewer cards: drawn larger


def test_a_narrow_table_puts_the_regions_on_two_rows() -> None:
    board = busy_board_at_noon().board()
    wide = lay_out(board, 1600)
    narrow = lay_out(board, 700)
    assert len({y for _, y, _, _ in wide.regions}) == 1
    assert len({y for _, y, _, _ in narrow.regions}) == 2


def test_a_row_too_wide_for_a_narrow_table_goes_on_a_second_line() -> None:
    """At 200% on a 1080p laptop the board has about 560 logical pixels across: the home
    row (Hero, Reserve, Mana, Hand, Deck, Discard pile) is wider than that at its narrowest,
    and ran off the table's right edge. It wraps instead: nothing past the edge, the Deck
    and Discard pile under the Hero, Reserve, Mana and Hand, no zone over another."""
    board = busy_board_at_noon().board()
    width = 560.0 / MIN_SCALE
    layout = lay_out(board, width)
    assert layout.width == width  # nothing runs past the table's edge
    for player in board.players:
        hand = layout.zones[player.zones["hand"].key]
        discard = layout.zones[player.zones["discard"].key]
        assert discard.y > hand.y  # on a line of its own, under the Hand
        assert discard.x + discard.width <= width
    boxes = list(layout.zones.values())
    assert not any(overlap(a, b) for a, b in combinations(boxes, 2))
    # a table wide enough keeps each row on one line
    wide = lay_out(board, 1800.0)
    hand = wide.zones[board.players[0].zones["hand"].key]
    assert wide.zones[board.players[0].zones["discard"].key].y == hand.y


def _fits_its_box(box: ZoneBox, count: int) -> bool:
    """Whether ``count`` cards placed as the board scene places them lie inside ``box``."""
    if count == 0:
        return True
    last = count - 1
    if box.kind == "compact":
        bottom = box.y + TITLE_H + last * (ROW_H + 2) + ROW_H
        return bottom <= box.y + box.height + 0.5
    unit = ORB if box.kind == "orbs" else box.tile_h
    row, col = divmod(last, max(1, box.columns))
    width = ORB if box.kind == "orbs" else TILE_W
    right = box.x + PAD + col * (width + GAP) + width
    bottom = box.y + TITLE_H + row * (unit + GAP) + unit
    return bottom <= box.y + box.height + 0.5 and right <= box.x + box.width + 0.5


def test_a_layout_that_holds_a_later_board_has_room_for_each_of_its_cards() -> None:
    """``holds`` says a layout made for an earlier board still serves a later one only when
    every card of the later board lies inside its own zone's box (stepped through the busy
    board: cards drawn, played, rested, Limbo filled and emptied)."""
    session = Session.open(BUSY)
    layouts = [lay_out(session.board(), 1300)]
    held = refused = 0
    for _ in range(60):
        if session.state.game_over:
            break
        pending = session.state.pending
        if session.needs_judge() and pending is not None:
            session.answer(tuple(pending.option_ids()[: max(pending.min_choices, 1)]))
        else:
            session.step()
        board = session.board()
        counts = shown_counts(board)
        for layout in layouts[-5:]:
            if holds(layout, board):
                held += 1
                for key, count in counts.items():
                    assert _fits_its_box(layout.zones[key], count), (key, count)
            else:
                refused += 1
        layouts.append(lay_out(board, 1300))
        assert holds(layouts[-1], board)  # a layout always holds its own board
    assert held > 0 and refused > 0  # both happened: the test saw each side


def test_a_zone_with_more_cards_than_its_box_shows_is_laid_out_anew() -> None:
    board = busy_board_at_noon().board()
    layout = lay_out(board, 1300)
    player = board.players[0]
    hand = player.zones["hand"]
    tile = next(t for v in player.zones.values() for t in v.tiles)
    crowded = replace(hand, tiles=tuple(replace(tile, object_id=f"x{i}") for i in range(60)))
    bigger = replace(
        board, players=(replace(player, zones={**player.zones, "hand": crowded}), board.players[1])
    )
    assert not holds(layout, bigger)
    assert holds(lay_out(bigger, 1300), bigger)
