"""Where each part of the table goes: pure geometry, no Qt.

The board is drawn in scene units that are the window's logical pixels at scale 1, with text
no smaller than :data:`MIN_FONT_PX`. :func:`choose_layout` lays the table out for the
board's viewport: it tries the largest drawing scale first and takes the first whose layout
fits the viewport's height, so tiles fill the board; it never goes below :data:`MIN_SCALE`,
which keeps every text at least 11 logical pixels high. When no scale fits with full tiles,
the players' cards are drawn as short tiles (:data:`SHORT_TILE_H`: the name on one line over
the statistics and status badges, the type line left to the tooltip) and the largest scale
that fits with them is taken; only when even those do not fit does the view scroll. Limbo
keeps full tiles, as tall as its Emblems' words need (``limbo_tile_h``): at a decision it is
what the judge reads. When the table does not fit even so, and a player's Expeditions push
their Reserve, Mana and Hand out of view from Limbo (200% on a 1080p laptop, 960×540 logical
pixels for the window: a Companion Expedition four cards tall), each player's Reserve, Mana
and Hand go on a line of their own next to the Adventure, their Hero, Deck and Discard pile
on the next line, then their Expeditions (``home_inward``, the same order for both players):
at a decision, Limbo and the acting player's Reserve, Mana and Hand are then in view
together. Limbo, when it is a band of its own across the table, then goes on the side of the
player it leans toward (:func:`limbo_side`: who decides, else whose cards it holds): above
the regions for the second player, whose rows are above the Adventure, below them for the
first — the regions no longer lie between the second player's Hand and Limbo. Zones share
each row's width by how many cards they hold, so a full Expedition gets more columns than an
empty one, and what is left over widens every zone; on a small screen an empty zone is only
its title (:data:`EMPTY_W`). A layout made for one moment of a table serves the next while
it still has room for every card in its own zone (:func:`holds`): the board scene keeps it
then, so a card moved between zones does not make every zone move.

Because sizes are logical pixels, the display scale (2× on a high-density screen) enlarges
the board like every other widget.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from judge_app.sandbox.board_records import BoardView, PlayerView

MIN_FONT_PX = 12.0  # the smallest text drawn on the board, in scene units
MIN_SCALE = 11.0 / MIN_FONT_PX  # so the smallest text is never under 11 px on screen
MAX_SCALE = 1.6
SCALE_STEP = 0.04

TILE_W = 112.0
TILE_H = 88.0
SHORT_TILE_H = 62.0  # a name line, the statistics and a line of badges (a small screen)
ORB = 42.0  # a Mana Orb's diameter; "ready" fits in it
ROW_H = 22.0  # compact rows (Discard pile, revealed Deck)
COMPACT_W = 140.0
EMPTY_W = 84.0  # an empty pile on a small screen: its title only ("Deck 5", "Discard")
GAP = 6.0
TITLE_H = 22.0
PAD = 6.0
BANNER_H = 20.0  # the player's line: first player, taking a turn, Mana
HEADER_H = 22.0  # the moment line above the Adventure
REGION_MIN_W = 132.0  # room for a Terrain Marker badge's 'marker: water'
REGION_H = 112.0  # name, terrains, two rows of Expedition counters, a Terrain Marker badge
MARGIN = 8.0

# (zone short name, kind): "tiles" wraps cards in rows, "compact" lists one per line,
# "orbs" holds Mana Orbs
EXPEDITION_ROW = (
    ("hero_expedition", "tiles"),
    ("companion_expedition", "tiles"),
    ("landmarks", "tiles"),
)
HOME_ROW = (
    ("hero", "tiles"),
    ("reserve", "tiles"),
    ("mana", "orbs"),
    ("hand", "tiles"),
    ("deck", "compact"),
    ("discard", "compact"),
)
# on a table that does not fit (``home_inward``) the home row is two lines: what a turn's
# decision offers (Reserve, Mana, Hand) next to the Adventure, the Hero and piles outside it
PLAY_LINE = (("reserve", "tiles"), ("mana", "orbs"), ("hand", "tiles"))
PILES_LINE = (("hero", "tiles"), ("deck", "compact"), ("discard", "compact"))


@dataclass(frozen=True, slots=True)
class ZoneBox:
    """A zone's frame and how its cards are laid in it."""

    x: float
    y: float
    width: float
    height: float
    columns: int
    kind: str  # "tiles", "compact" or "orbs"
    tile_h: float = TILE_H  # the height of a card tile in it (short tiles on a small screen)


@dataclass(slots=True)
class Layout:
    """The whole table for one viewport: every zone's box by key, the regions, Limbo, the
    players' lines, and the scale to draw at."""

    width: float
    height: float = 0.0
    scale: float = 1.0
    zones: dict[str, ZoneBox] = field(default_factory=dict)
    regions: list[tuple[float, float, float, float]] = field(default_factory=list)
    banners: dict[str, tuple[float, float]] = field(default_factory=dict)
    header_y: float = 0.0
    tile_h: float = TILE_H  # the players' card tiles: TILE_H, or SHORT_TILE_H when cramped
    limbo_tile_h: float = TILE_H
    collapse_empty: bool = False  # a line of empty zones only its titles
    home_inward: bool = False  # Reserve, Mana and Hand next to the Adventure (a small screen)
    limbo_side: str = ""  # the player Limbo leans toward when laid out (:func:`limbo_side`)
    # an empty table's hint of where to start: its own band (x, y, width, height) at the top,
    # under the quick-entry line it names, no zone's frame crossing its words
    hint: tuple[float, float, float, float] | None = None
    # the narrowest each zone may be for its title and count to read whole, by zone key
    # (measured by the scene, :func:`~judge_app.gui.sandbox.zone_items.title_room`): at
    # 1280×720 "p2 · Land…" and at 200% "p2 · Disc…", "p2 · Compan…" were cut
    least: Mapping[str, float] = field(default_factory=dict)
    # the width each zone wants for its whole heading (an Expedition's statistics besides
    # its name): a row's spare width goes to these first
    wanted: Mapping[str, float] = field(default_factory=dict)


def _unit(kind: str, tile_h: float = TILE_H) -> tuple[float, float]:
    """The width and height one card takes in a zone of ``kind`` (card tiles ``tile_h``
    high)."""
    if kind == "orbs":
        return ORB + GAP, ORB + GAP
    if kind == "compact":
        return COMPACT_W, ROW_H + 2
    return TILE_W + GAP, tile_h + GAP


def _zone_height(kind: str, count: int, columns: int, tile_h: float = TILE_H) -> float:
    if kind == "compact":
        # three lines' room for a short pile; on a small screen (short tiles) no more than
        # its cards
        least = 3 if tile_h >= TILE_H else 1
        return TITLE_H + PAD + max(least, count) * (ROW_H + 2)
    rows = max(1, math.ceil(count / max(columns, 1)))
    return TITLE_H + PAD + rows * _unit(kind, tile_h)[1]


def _zone_width(kind: str, columns: int, empty: bool = False) -> float:
    """A zone's width for ``columns`` cards; on a small screen (short tiles) an ``empty``
    pile (Deck, Discard pile) only its title's (:data:`EMPTY_W`), and an empty zone of
    cards one column's, leaving the room to the zones that hold cards."""
    if empty and kind == "compact":
        return EMPTY_W
    if kind == "compact":
        return COMPACT_W + 2 * PAD
    return columns * _unit(kind)[0] - GAP + 2 * PAD


def _share_row(
    zones: list[tuple[str, str, int]],
    width: float,
    tile_h: float = TILE_H,
    least: Mapping[str, float] | None = None,
    wanted: Mapping[str, float] | None = None,
) -> tuple[dict[str, int], dict[str, float]]:
    """Columns and widths for a row of ``(key, kind, count)`` zones in ``width``: start at
    one column each (three Mana Orbs for Mana, so its title fits), no zone narrower than
    its ``least`` width (its title and count whole), then give a column to whichever zone
    is tallest until the row is full; the width left over goes first to the zones short of
    their ``wanted`` width (an Expedition's statistics in its heading, the nearest first),
    then is shared by the card zones."""
    columns = {key: (3 if kind == "orbs" else 1) for key, kind, _ in zones}
    counts = {key: count for key, _, count in zones}
    kinds = {key: kind for key, kind, _ in zones}
    empty = {key: tile_h < TILE_H and count == 0 for key, _, count in zones}
    least = least or {}

    def zone_w(k: str, c: int) -> float:
        return max(_zone_width(kinds[k], c, empty[k]), least.get(k, 0.0))

    def used() -> float:
        widths = (zone_w(k, c) for k, c in columns.items())
        return sum(widths) + GAP * (len(zones) - 1)

    while True:
        growable = [k for k in columns if kinds[k] != "compact" and columns[k] < max(counts[k], 1)]
        if not growable:
            break
        tallest = max(
            growable,
            key=lambda k: (_zone_height(kinds[k], counts[k], columns[k], tile_h), counts[k]),
        )
        if _zone_height(kinds[tallest], counts[tallest], columns[tallest], tile_h) <= (
            _zone_height(kinds[tallest], 1, 1, tile_h)
        ):
            break
        columns[tallest] += 1
        if used() > width:
            columns[tallest] -= 1
            break
    widths = {k: zone_w(k, c) for k, c in columns.items()}
    spare = max(0.0, width - sum(widths.values()) - GAP * (len(zones) - 1))
    for k in sorted(columns, key=lambda k: (wanted or {}).get(k, 0.0) - widths[k]):
        short_by = (wanted or {}).get(k, 0.0) - widths[k]
        if 0 < short_by <= spare:
            widths[k] += short_by
            spare -= short_by
    stretch = [k for k in columns if kinds[k] == "tiles" and not empty[k]]
    if stretch:
        total = sum(widths[k] for k in stretch)
        for k in stretch:
            widths[k] += spare * widths[k] / total
            columns[k] = max(columns[k], int((widths[k] - 2 * PAD + GAP) // _unit("tiles")[0]))
    return columns, widths


def _row(layout: Layout, player: PlayerView, row: tuple[tuple[str, str], ...], y: float) -> float:
    """Lay a row of zones out from ``y``; returns where the next row starts. A row whose
    zones are wider, at their narrowest, than the table goes on a second line rather than
    past the table's edge (at 200% on a 1080p laptop the home row ran off the board's right,
    the Discard pile reached only by scrolling across)."""
    zones: list[tuple[str, str, int]] = []
    for short, kind in row:
        if short == "hero":
            zones.append((f"hero:{player.id}", kind, 1 if player.hero is not None else 0))
        else:
            view = player.zones[short]
            # a hidden pile shows its count on a line of its own
            shown = 1 if view.hidden and view.count and not view.tiles else len(view.tiles)
            zones.append((view.key, kind, shown))
    inner = layout.width - 2 * MARGIN
    lines: list[list[tuple[str, str, int]]] = [[]]
    used = -GAP
    cramped = layout.tile_h < TILE_H
    for zone in zones:
        empty = cramped and not zone[2]
        narrowest = _zone_width(zone[1], 3 if zone[1] == "orbs" else 1, empty)
        narrowest = max(narrowest, layout.least.get(zone[0], 0.0)) + GAP
        if lines[-1] and used + narrowest > inner:
            lines.append([])
            used = -GAP
        lines[-1].append(zone)
        used += narrowest
    for i, line in enumerate(lines):
        y = _line(layout, line, y + (GAP if i else 0.0))
    return y


def _line(layout: Layout, zones: list[tuple[str, str, int]], y: float) -> float:
    tile_h = layout.tile_h
    inner = layout.width - 2 * MARGIN
    columns, widths = _share_row(zones, inner, tile_h, layout.least, layout.wanted)
    x = MARGIN
    height = 0.0
    # a line of empty zones is one line of titles (issue 33: at 200% the
    # empty rows of a player with no cards yet took the room of the other's Hand)
    collapse = layout.collapse_empty and not any(count for _, _, count in zones)
    for key, kind, count in zones:
        h = TITLE_H + PAD if collapse else _zone_height(kind, count, columns[key], tile_h)
        height = max(height, h)
        layout.zones[key] = ZoneBox(x, y, widths[key], h, columns[key], kind, tile_h)
        x += widths[key] + GAP
    for key, _, _ in zones:  # a line's zones are as tall as its tallest
        box = layout.zones[key]
        layout.zones[key] = ZoneBox(
            box.x, box.y, box.width, height, box.columns, box.kind, box.tile_h
        )
    return y + height


def limbo_side(board: BoardView) -> str:
    """The player Limbo leans toward on a small screen: the one who decides; else the one
    who controls everything in Limbo (their Reactions resolving between their decisions,
    4.4.b); else the player taking a turn; else the first player. Steady through a run of
    one player's Reactions, so the table does not move at each step."""
    if board.decision is not None:
        return board.decision.player
    controllers = {t.controller for t in board.limbo.tiles}
    if len(controllers) == 1:
        return next(iter(controllers))
    return board.turn_player or board.first_player


def _adventure(layout: Layout, board: BoardView, y: float, limbo_first: bool = False) -> float:
    """The regions in a row (two rows when the table is too narrow for one) with Limbo
    beside them — or, when Limbo holds more than fits there, Limbo as a band of its own
    under the regions, the whole width (above them with ``limbo_first``: next to the rows
    of the player above the Adventure)."""
    inner = layout.width - 2 * MARGIN
    total = max(len(board.regions), 1)
    per_row = total if total * (REGION_MIN_W + GAP) <= inner else math.ceil(total / 2)
    rows = math.ceil(total / per_row)
    regions_h = rows * REGION_H + (rows - 1) * GAP
    count = len(board.limbo.tiles)
    limbo_h = layout.limbo_tile_h
    beside_cols = int((inner - per_row * (REGION_MIN_W + GAP) - 2 * PAD + GAP) // (TILE_W + GAP))
    beside_cols = max(1, min(max(count, 1), beside_cols))
    beside_h = max(regions_h, _zone_height("tiles", count, beside_cols, limbo_h))
    under_cols = max(1, min(max(count, 1), int((inner - 2 * PAD + GAP) // (TILE_W + GAP))))
    under_h = regions_h + GAP + _zone_height("tiles", count, under_cols, limbo_h)
    limbo_w = _zone_width("tiles", beside_cols)
    fits_beside = inner - per_row * (REGION_MIN_W + GAP) >= limbo_w
    under = not fits_beside or (count > beside_cols and under_h < beside_h)
    room = inner if under else inner - limbo_w - GAP
    region_w = max(REGION_MIN_W, (room - (per_row - 1) * GAP) / per_row)
    x = MARGIN
    for i, _ in enumerate(board.regions):
        row, col = divmod(i, per_row)
        x = MARGIN + col * (region_w + GAP)
        layout.regions.append((x, y + row * (REGION_H + GAP), region_w, REGION_H))
    x = MARGIN + per_row * (region_w + GAP)
    key = board.limbo.key
    if under:
        band_h = under_h - regions_h - GAP
        band_y = y if limbo_first else y + regions_h + GAP
        if limbo_first:  # the regions go under the band
            layout.regions[:] = [
                (rx, ry + band_h + GAP, rw, rh) for rx, ry, rw, rh in layout.regions
            ]
        layout.zones[key] = ZoneBox(MARGIN, band_y, inner, band_h, under_cols, "tiles", limbo_h)
        return y + under_h
    layout.zones[key] = ZoneBox(x, y, MARGIN + inner - x, beside_h, beside_cols, "tiles", limbo_h)
    return y + beside_h


def _all_empty(board: BoardView) -> bool:
    """Whether no player has a card anywhere (a new, empty table)."""
    return all(
        p.hero is None and not any(v.tiles or (v.hidden and v.count) for v in p.zones.values())
        for p in board.players
    )


def layout_key(board: BoardView) -> tuple[object, ...]:
    """What :func:`lay_out` reads of ``board``: the players, whether each has a Hero, how
    many cards each zone of their rows holds (and whether a hidden one holds any), the
    regions, Limbo and the player it leans toward (:func:`limbo_side`). Two boards with the
    same key have the same layout (a step that exhausts a card or changes a statistic keeps
    it)."""
    shorts = [short for short, _ in (*HOME_ROW[1:], *EXPEDITION_ROW)]
    rows = tuple(
        (
            p.id,
            p.hero is not None,
            tuple(
                (len(p.zones[s].tiles), p.zones[s].hidden and p.zones[s].count > 0) for s in shorts
            ),
        )
        for p in board.players
    )
    return (rows, len(board.regions), len(board.limbo.tiles), board.limbo.key, limbo_side(board))


def _room_for(box: ZoneBox) -> int:
    """How many cards ``box`` shows without growing: its columns times the rows its height
    holds (a compact pile one card per line; a line of empty zones drawn as titles only
    holds none)."""
    if box.kind == "compact":
        return int((box.height - TITLE_H - PAD + 0.5) // (ROW_H + 2))
    unit_h = _unit(box.kind, box.tile_h)[1]
    return max(1, box.columns) * int((box.height - TITLE_H - PAD + 0.5) // unit_h)


def shown_counts(board: BoardView) -> dict[str, int]:
    """How many cards each zone of ``board`` shows, by zone key, as :func:`lay_out` counts
    them (a hidden pile holding cards shows one line, its count)."""
    counts: dict[str, int] = {board.limbo.key: len(board.limbo.tiles)}
    for player in board.players:
        counts[f"hero:{player.id}"] = 1 if player.hero is not None else 0
        for short, _ in (*HOME_ROW[1:], *EXPEDITION_ROW):
            view = player.zones[short]
            counts[view.key] = (
                1 if view.hidden and view.count and not view.tiles else len(view.tiles)
            )
    return counts


def holds(layout: Layout, board: BoardView) -> bool:
    """Whether ``layout``, made for an earlier board of the same table, still has room for
    every card of ``board`` in its own zone's box: the same players, regions and Limbo (on
    the same side of a small screen's table), the same empty-table hint, and no zone with
    more cards than its box shows. A step that moves a card from the Hand to an Expedition
    then leaves every zone where it was — the table does not jump under the judge's eyes,
    and nothing but the moved card is painted again (issue 33)."""
    # a layout collapses empty lines only on a table with cards (lay_out): the empty
    # table's hint came or went
    if layout.collapse_empty != (not _all_empty(board)):
        return False
    if len(layout.regions) != len(board.regions):
        return False
    if layout.home_inward and limbo_side(board) != layout.limbo_side:
        return False
    for key, count in shown_counts(board).items():
        box = layout.zones.get(key)
        if box is None or count > _room_for(box):
            return False
    return True


def lay_out(
    board: BoardView,
    width: float,
    tile_h: float = TILE_H,
    limbo_tile_h: float = TILE_H,
    home_inward: bool = False,
    hint_height: Callable[[float], float] | None = None,
    least: Mapping[str, float] | None = None,
    wanted: Mapping[str, float] | None = None,
) -> Layout:
    """The table laid out ``width`` scene units wide (the height follows), the players' card
    tiles ``tile_h`` high and Limbo's ``limbo_tile_h``. From each player's edge of the table
    to the Adventure: their home row (Hero, Reserve, Mana, Hand, Deck, Discard pile), then
    their Expeditions; with ``home_inward`` (a small screen, see :func:`choose_layout`) their
    Expeditions, their Hero and piles, then their Reserve, Mana and Hand next to the
    Adventure and Limbo — the same order for both players — and Limbo, when it is a band
    across the table, on the side of the player it leans toward (:func:`limbo_side`). An
    empty table with a ``hint_height`` (the hint's height at a width) has a band of that
    height at its top for the hint (:attr:`Layout.hint`). ``least``: the narrowest each
    zone may be, by key (:attr:`Layout.least`); ``wanted``: the width it wants
    (:attr:`Layout.wanted`)."""
    layout = Layout(width, tile_h=tile_h, limbo_tile_h=limbo_tile_h, home_inward=home_inward)
    layout.least = least or {}
    layout.wanted = wanted or {}
    # not on an empty table: its empty Expeditions hold the hint of where to start
    layout.collapse_empty = not _all_empty(board)
    top, bottom = board.players[1], board.players[0]
    rows = (EXPEDITION_ROW, PILES_LINE, PLAY_LINE) if home_inward else (HOME_ROW, EXPEDITION_ROW)
    y = MARGIN
    if hint_height is not None and not layout.collapse_empty:
        inner = width - 2 * MARGIN
        h = hint_height(inner)
        layout.hint = (MARGIN, y, inner, h)
        y += h + GAP
    layout.banners[top.id] = (MARGIN, y)
    y += BANNER_H
    for i, row in enumerate(rows):  # from the edge in
        y = _row(layout, top, row, y) + (2 * GAP if i == len(rows) - 1 else GAP)
    layout.header_y = y
    y += HEADER_H
    layout.limbo_side = limbo_side(board)
    limbo_first = home_inward and layout.limbo_side == top.id
    y = _adventure(layout, board, y, limbo_first) + 2 * GAP
    for i, row in enumerate(reversed(rows)):  # from the Adventure out
        y = _row(layout, bottom, row, y) + (GAP if i < len(rows) - 1 else 0.0)
    layout.banners[bottom.id] = (MARGIN, y + 2)
    layout.height = y + BANNER_H + MARGIN
    # a row's zones at their narrowest can be wider than asked for: the table is then
    # wider (and the view scrolls across at the smallest scale)
    right = max(
        [b.x + b.width for b in layout.zones.values()] + [x + w for x, _, w, _ in layout.regions]
    )
    layout.width = max(width, right + MARGIN)
    return layout


def _rows_in_view(layout: Layout, board: BoardView, room: float) -> int:
    """For how many players Limbo and their Reserve, Mana and Hand fit together in ``room``
    scene units: Limbo, what lies between it and that row (below Limbo, the first player's
    Expeditions in the usual order; above it, the second player's and the Adventure's
    regions), and the row itself."""
    limbo = layout.zones[board.limbo.key]
    count = 0
    for player in board.players:
        boxes = [layout.zones[player.zones[s].key] for s in ("reserve", "mana", "hand")]
        top = min(b.y for b in boxes)
        bottom = max(b.y + b.height for b in boxes)
        # below Limbo: from Limbo's head down to the row's foot; above it: from the row's
        # head down to Limbo's foot
        span = bottom - limbo.y if top > limbo.y else limbo.y + limbo.height - top
        count += span <= room
    return count


def choose_layout(
    board: BoardView,
    viewport_w: float,
    viewport_h: float,
    text_scale: float = 1.0,
    short: bool | None = None,
    limbo_tile_h: float = TILE_H,
    hint_height: Callable[[float], float] | None = None,
    least: Mapping[str, float] | None = None,
    wanted: Mapping[str, float] | None = None,
) -> Layout:
    """The layout for a viewport of ``viewport_w`` × ``viewport_h`` logical pixels: the largest
    scale (up to :data:`MAX_SCALE`) whose layout fits the viewport with full tiles; when
    none does, the largest that fits with short tiles (:data:`SHORT_TILE_H`); when none does
    either, :data:`MIN_SCALE` with short tiles (text stays 11 px or more; the view scrolls)
    — and each player's Reserve, Mana and Hand next to the Adventure (``home_inward``) when
    that shows Limbo and the row together for more players than the usual order does
    (:func:`_rows_in_view`). ``short`` True or False asks for short or full tiles whatever
    fits (the scene keeps short tiles while the viewport is the same, so the table does not
    change its tiles' height as Limbo fills and empties).

    ``text_scale`` is the judge's text size against the board's own (the system font's and
    the window's Larger/Smaller text, :mod:`judge_app.gui.text_size`): every scale tried is
    that much larger, and the table may be that much taller than the viewport — the text
    grows, the rows still fit the width, the view scrolls down. Below 1 the table is drawn
    smaller than the viewport, never with text under 11 px. ``hint_height``, ``least`` and
    ``wanted``: see :func:`lay_out`."""
    viewport_w = max(viewport_w, 200.0)
    viewport_h = max(viewport_h, 150.0)
    steps = round((MAX_SCALE - MIN_SCALE) / SCALE_STEP)
    smallest = max(MIN_SCALE, MIN_SCALE * text_scale)
    scales = [max(smallest, (MIN_SCALE + i * SCALE_STEP) * text_scale) for i in range(steps + 1)]
    room_h = viewport_h * text_scale

    def fits(scale: float, tile_h: float) -> Layout | None:
        narrow = viewport_w / scale
        layout = lay_out(board, narrow, tile_h, limbo_tile_h, False, hint_height, least, wanted)
        layout.scale = scale
        fits_both = layout.height * scale <= room_h and layout.width * scale <= viewport_w + 1
        return layout if fits_both else None

    heights = {None: (TILE_H, SHORT_TILE_H), False: (TILE_H,), True: (SHORT_TILE_H,)}[short]
    for tile_h in heights:
        # a larger scale makes the table narrower and taller: search for the largest that fits
        best = fits(scales[0], tile_h)
        if best is None:
            continue
        lo, hi = 1, len(scales) - 1
        while lo <= hi:
            mid = (lo + hi) // 2
            found = fits(scales[mid], tile_h)
            if found is not None:
                best, lo = found, mid + 1
            else:
                hi = mid - 1
        return best
    narrowest = viewport_w / smallest
    best = lay_out(board, narrowest, heights[-1], limbo_tile_h, False, hint_height, least, wanted)
    inward = lay_out(board, narrowest, heights[-1], limbo_tile_h, True, hint_height, least, wanted)
    room = room_h / smallest
    if _rows_in_view(inward, board, room) > _rows_in_view(best, board, room):
        best = inward
    best.scale = smallest
    return best
