"""The table's geometry (judge_app/gui/sandbox/board_layout.py): pure Python, no Qt."""

from __future__ import annotations

from itertools import combinations
from pathlib import Path

import pytest

from judge_app.gui.sandbox.board_layout import (
    MIN_FONT_PX,
    MIN_SCALE,
    ZoneBox,
    choose_layout,
    lay_out,
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
