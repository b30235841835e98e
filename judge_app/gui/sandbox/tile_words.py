"""A tile's words on the board: names wrapped at spaces into the lines a tile has, cut only
after a whole word, and how tall Limbo's tiles must be to say their Emblems' words whole."""

from __future__ import annotations

import math
from functools import cache

from judge_app.gui.qt import QFont, QFontMetrics, Qt
from judge_app.gui.sandbox.board_layout import TILE_H, TILE_W
from judge_app.gui.sandbox.emblem_words import emblem_effect
from judge_app.sandbox.board_records import Tile


@cache
def font_px(size: float, bold: bool = False) -> QFont:
    """A font ``size`` scene units high (logical pixels at scale 1; cached: painting asks
    for the same few fonts). Sizes are never under the layout's MIN_FONT_PX (12), so board
    text is at least 11 px on screen."""
    font = QFont()
    font.setPixelSize(max(12, round(size)))
    font.setBold(bold)
    return font


_font = font_px


def wrap_name(
    metrics: QFontMetrics,
    name: str,
    first_room: int,
    room: int,
    max_lines: int,
    at_word: bool = False,
) -> list[str]:
    """``name`` broken at spaces into at most ``max_lines`` lines (the first narrower, beside
    the costs); only a name longer than that is elided, at its very end — ``at_word``: after
    the last whole word that fits ("Sacrifice a…", never "Sacrifice a Cha…")."""
    words = name.split(" ")
    lines: list[str] = []
    current = ""
    for word in words:
        width = first_room if not lines else room
        candidate = f"{current} {word}".strip()
        # ">=": the advance is rounded, and a line just as wide as the room would be elided
        if current and metrics.horizontalAdvance(candidate) >= width:
            lines.append(current)
            current = word
        else:
            current = candidate
    lines.append(current)
    if len(lines) > max_lines:
        rest = " ".join(lines[max_lines - 1 :])
        if at_word:
            last = room if max_lines > 1 else first_room
            rest = _elided_at_word(metrics, rest, last)
        lines = [*lines[: max_lines - 1], rest]
    return [
        metrics.elidedText(line, Qt.TextElideMode.ElideRight, first_room if i == 0 else room)
        for i, line in enumerate(lines)
    ]


def _elided_at_word(metrics: QFontMetrics, text: str, room: int) -> str:
    """``text``'s first words that fit ``room`` with "…" after them (the first word elided
    only when even it does not fit)."""
    words = text.split(" ")
    for end in range(len(words) - 1, 0, -1):
        shown = " ".join(words[:end]).rstrip(",;:") + "…"
        if metrics.horizontalAdvance(shown) < room:
            return shown
    return metrics.elidedText(text, Qt.TextElideMode.ElideRight, room)


LIMBO_MORE_LINES = 3
"""How many lines of words a Limbo tile may grow by, past a full tile's."""


@cache
def emblem_tile_height(name: str, kind: str, text: str, controller: str) -> float:
    """The height a Limbo tile of this Emblem needs to show its whole name and its words
    (:meth:`TileItem.emblem_lines`) above an option number: a full tile's, or taller by up
    to :data:`LIMBO_MORE_LINES` lines (at 200% Kuwat's Reaction read "Sacrifice a Cha…")."""
    room = int(TILE_W - 10)
    name_metrics = QFontMetrics(_font(13, True))
    small = QFontMetrics(_font(12))
    effect = emblem_effect(kind, text)
    blurb = f"{controller}'s {kind.removeprefix('Emblem-')}: {effect}"
    words = len(wrap_name(small, blurb, room, room, 99))
    names = len(wrap_name(name_metrics, name, room, room, 3))
    # the name, the words, and the foot where the option number goes (TileItem.paint)
    needed = 2 + names * name_metrics.lineSpacing() + words * small.lineSpacing() + 20
    most = TILE_H + LIMBO_MORE_LINES * small.lineSpacing()
    return float(min(most, max(TILE_H, math.ceil(needed))))


def limbo_tile_height(tiles: tuple[Tile, ...]) -> float:
    """The height of Limbo's tiles: the tallest its Emblems need (:func:`emblem_tile_height`),
    a full tile's when they all fit one."""
    heights = [
        emblem_tile_height(t.name, t.type, t.text, t.controller)
        for t in tiles
        if t.is_emblem and t.text
    ]
    return max(heights, default=TILE_H)


def name_lines(
    metrics: QFontMetrics, name: str, room: int, cost_w: int, max_lines: int = 3
) -> tuple[list[str], int]:
    """A card's name wrapped in a tile ``room`` wide, and the line its costs (``cost_w``
    wide) go on the right of: the first, unless a word of the name would then be cut
    ("Slumber…" / "Colossus", its first word too wide beside the costs) and the costs fit
    beside the name's last line — then that line."""
    lines = wrap_name(metrics, name, room - cost_w, room, max_lines)
    if not cost_w or not any(line.endswith("…") for line in lines):
        return lines, 0
    whole = wrap_name(metrics, name, room, room, max_lines)
    if any(line.endswith("…") for line in whole):
        return lines, 0
    if metrics.horizontalAdvance(whole[-1]) + cost_w <= room:
        return whole, len(whole) - 1
    if len(whole) < max_lines:
        return whole, len(whole)  # a line of their own, under the name
    return lines, 0


__all__ = [
    "LIMBO_MORE_LINES",
    "emblem_tile_height",
    "font_px",
    "limbo_tile_height",
    "name_lines",
    "wrap_name",
]
