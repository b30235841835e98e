"""The board scene: lays a :class:`~judge_app.sandbox.board.BoardView` out as a table.

The second player sits at the top, the first at the bottom, the Adventure and Limbo in
between. Each side has an Expedition row (Hero Expedition, Companion Expedition,
Landmarks) next to the Adventure and a home row (Hero, Reserve, Mana, Hand, Deck, Discard
pile) at the edge. It reports clicks, context menus and drops as signals with engine ids.

A busy board is about a hundred items and a step changes a few: the scene keeps its items
from one redraw to the next (:mod:`~judge_app.gui.sandbox.retained`) and updates the tiles,
zones and lines whose records changed in place; a zone whose cards are as they were is
skipped, and the layout is kept while every zone holds as many cards. So a step repaints
only the parts of the view that changed.
"""

from __future__ import annotations

import math

from judge_app.gui.qt import (
    QColor,
    QGraphicsScene,
    QGraphicsSceneContextMenuEvent,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QPoint,
    QPointF,
    QRectF,
    Qt,
    QTextDocument,
    Signal,
)
from judge_app.gui.sandbox.adventure_items import (
    MarkerItem,
    RegionItem,
    TerrainMarkerBadge,
    marker_offset,
    marker_width,
)
from judge_app.gui.sandbox.board_items import TileItem, font_px, limbo_tile_height
from judge_app.gui.sandbox.board_layout import (
    GAP,
    ORB,
    PAD,
    ROW_H,
    TILE_H,
    TILE_W,
    TITLE_H,
    Layout,
    ZoneBox,
    choose_layout,
    holds,
    layout_key,
)
from judge_app.gui.sandbox.board_style import BADGE_H, PLAYER_COLOURS, Palette
from judge_app.gui.sandbox.retained import Retained
from judge_app.gui.sandbox.zone_items import ZoneItem, title_room
from judge_app.sandbox.board_records import BoardView, PlayerView, RegionView, Tile, ZoneView

REGION_NAMES = (
    "Hero region",
    "Tumult",
    "Tumult",
    "Tumult",
    "Tumult",
    "Tumult",
    "Tumult",
    "Companion region",
)
LAYOUTS_KEPT = 64
# how much larger (in scale) a table laid out anew must be drawn before it replaces a layout
# that still holds every card: three of choose_layout's steps
REGROW = 0.12
"""Layouts the scene keeps, by the card counts and viewport they were made for."""
EMPTY_HINT = (
    "An empty table. To start, type the board in the line above (Ctrl+L): “Kuwat in "
    "reserve, Haven, Vanilla, play Kuwat”. Or right-click a zone → Add a card here… "
    "(Ctrl+Shift+A); drag cards between zones; right-click Mana to add Mana Orbs. "
    "Or open a worked example: File › Examples…"
)
"""The quickest way first: a sentence lays the whole board out (the walk of session 19 found
the hint naming only the slow ways, one card at a time, under the line that does it all)."""
HINT_FONT = (15, True)
"""The hint's font: 15 px, bold."""


def _hint_height(width: float) -> float:
    """The empty table's hint's height wrapped at ``width`` (as its text item draws it,
    with the document's margins): the band :func:`choose_layout` keeps for it."""
    document = QTextDocument()
    document.setDefaultFont(font_px(*HINT_FONT))
    document.setPlainText(EMPTY_HINT)
    document.setTextWidth(width)
    return math.ceil(document.size().height())


class BoardScene(QGraphicsScene):
    """The table. Signals carry engine ids: object ids, zone keys, Expedition ids."""

    object_clicked = Signal(str)
    object_menu = Signal(str, QPoint)
    zone_menu = Signal(str, QPoint)
    region_menu = Signal(int, QPoint)
    object_dropped = Signal(str, str)
    marker_dropped = Signal(str, int)
    background_clicked = Signal()

    def __init__(self, palette: Palette) -> None:
        super().__init__()
        # no spatial index: a table of a hundred items is searched item by item in less
        # than a tree of them is kept up to date — a table laid out anew moves most of
        # them, and each move took the index's bookkeeping (issue 33). What is drawn, and
        # in what order (their stacking), does not depend on the index.
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.colours = palette
        self.tiles: dict[str, TileItem] = {}
        self.zones: dict[str, ZoneItem] = {}
        self.regions: list[RegionItem] = []
        self.terrain_badges: dict[int, TerrainMarkerBadge] = {}  # by region index
        self.selected: str | None = None
        self._drag: tuple[TileItem | MarkerItem, QPointF, QPointF] | None = None
        self._dragging = False
        self.board: BoardView | None = None
        # Items are kept between redraws and updated in place (retained): a step repaints
        # only what changed, and unchanged items keep their cached pictures.
        self.kept = Retained(self)
        self._zone_shown: dict[str, tuple[object, ...]] = {}  # zone key → what it showed
        self._background = ""
        self._layout_key: tuple[object, ...] | None = None
        # the viewport (and text scale) at which the table needed short tiles
        self._short_at: tuple[object, ...] | None = None
        self.viewport = (1200.0, 800.0)  # the view's size in logical pixels
        self.layout: Layout | None = None
        # layouts by what they depend on: a card drawn then played, Undo then Redo, come
        # back to a layout already worked out
        self._layouts: dict[tuple[object, ...], Layout] = {}
        self.option_numbers: dict[str, int] = {}  # object id → its number in the decision
        self.hint_text = ""  # the empty table's hint, when it is shown
        # the judge's text size against the board's own (judge_app.gui.text_size)
        self.text_scale = 1.0
        self.zoom = 1.0  # the view's own zoom (Ctrl+wheel) on top of the layout's scale

    # ------------------------------------------------------------------ building
    def set_palette(self, palette: Palette) -> None:
        """Draw the table in ``palette``'s colours: every item made again — unless they are
        its colours already (the window gives a Sandbox built on first use its theme, which
        made the empty table's items a second time: issue 33, the first switch)."""
        if palette == self.colours:
            return
        self.kept.clear()
        self._zone_shown.clear()
        self.tiles.clear()
        self.zones.clear()
        self.colours = palette
        if self.board is not None:
            self.show_board(self.board)

    def _layout(self, board: BoardView) -> Layout:
        """The table's layout for :attr:`viewport`: last redraw's while it still has room
        for every card in its own zone (:func:`holds` — most steps, even those that move a
        card between zones: the table does not jump, only the moved card is painted), unless
        laid out anew it would be drawn markedly larger (:data:`REGROW`, the table filling
        the view again after a Rest emptied it); else one made before for these counts, else
        laid out anew. Once the table needed short tiles at this viewport it keeps them
        (until the viewport or the table changes): tiles that changed height whenever Limbo
        filled or emptied would move the whole table, and repaint it, in the middle of a
        resolution."""
        room = (self.viewport, self.text_scale)
        short = True if self._short_at == room else None
        limbo_h = limbo_tile_height(board.limbo.tiles)  # as tall as its words need
        key = (layout_key(board), self.viewport, self.text_scale, short, limbo_h)
        if key != self._layout_key or self.layout is None:
            kept = self.layout
            layout = self._layouts.get(key)
            if layout is None:  # a card count not seen yet: laid out (a dozen tries)
                layout = _titles_whole_if_they_fit(
                    choose_layout(
                        board,
                        *self.viewport,
                        self.text_scale,
                        short,
                        limbo_h,
                        _hint_height,
                        *_title_rooms(board),
                    ),
                    choose_layout(
                        board, *self.viewport, self.text_scale, short, limbo_h, _hint_height
                    ),
                )
                if len(self._layouts) >= LAYOUTS_KEPT:
                    del self._layouts[next(iter(self._layouts))]  # the oldest
                self._layouts[key] = layout
            same_room = self._layout_key is not None and self._layout_key[1:] == key[1:]
            if (
                kept is not None
                and same_room
                and layout.scale < kept.scale + REGROW
                and (self._fits_view(kept) or not self._fits_view(layout))
                and holds(kept, board)
            ):
                layout = kept
            if layout.tile_h < TILE_H:
                self._short_at = room
            self.layout = layout
            self._layout_key = key
        return self.layout

    def _fits_view(self, layout: Layout) -> bool:
        """Whether ``layout`` is drawn without scrolling down (a table grown past the view
        by a card too many is not kept once the view can hold the whole table again)."""
        return layout.height * layout.scale <= self.viewport[1] * self.text_scale + 0.5

    def keep_layout_of(self, other: BoardScene) -> None:
        """Lay this table out as ``other`` is laid out now (a window built again on the
        same table shows it as the judge last saw it, not rearranged)."""
        self.layout, self._layout_key, self._short_at = (
            other.layout,
            other._layout_key,
            other._short_at,
        )

    def new_table(self) -> None:
        """Another board is shown (opened, new, an example): its layout starts with full
        tiles again, short ones only if it needs them."""
        self._short_at = None
        self._layout_key = None  # laid out anew, not kept from the table before

    def show_board(self, board: BoardView) -> None:
        """Draw ``board`` in place of what was drawn, laid out for :attr:`viewport`: what
        did not change stays as it is (see :mod:`~judge_app.gui.sandbox.retained`)."""
        self.board = board
        self.hint_text = ""
        layout = self._layout(board)
        self.kept.begin()
        self.tiles = {}
        self.zones = {}
        self.regions = []
        self.terrain_badges = {}
        if self._background != self.colours.background:  # a new brush repaints everything
            self._background = self.colours.background
            self.setBackgroundBrush(QColor(self.colours.background))
        colours = {p.id: PLAYER_COLOURS[i % 2] for i, p in enumerate(board.players)}
        for player in board.players:
            colour = colours[player.id]
            self._player_banner(player, colour, *layout.banners[player.id])
            self._player_zones(player, colour, layout)
        self._adventure(board, colours, layout)
        if _is_empty(board):
            self._hint(layout)
        self.kept.end()
        for key in [k for k in self._zone_shown if k not in self.zones]:
            del self._zone_shown[key]
        rect = QRectF(0, 0, layout.width, layout.height)
        if rect != self.sceneRect():
            self.setSceneRect(rect)
        for object_id, item in self.tiles.items():
            item.set_selected(object_id == self.selected)

    def _label(
        self, key: tuple[object, ...], text: str, size: float, colour: str, x: float, y: float
    ) -> QGraphicsSimpleTextItem:
        """A line of text kept between redraws (a banner, the moment, a hidden zone's count)."""
        label, new = self.kept.get(key, QGraphicsSimpleTextItem, QGraphicsSimpleTextItem)
        if new:
            label.setFont(font_px(size, key[0] == "banner" or key[0] == "header"))
        if label.text() != text:
            label.setText(text)
        if new or label.brush().color() != QColor(colour):
            label.setBrush(QColor(colour))
        pos = self._on_pixels(x, y)
        if label.pos() != pos:
            label.setPos(pos)
        return label

    def _zone(
        self,
        box: ZoneBox,
        key: str,
        title: str,
        colour: str,
        tiles: tuple[Tile, ...],
        subtitle: str = "",
        hidden_count: int | None = None,
    ) -> None:
        """Place one zone and its cards (only what changed since the last redraw)."""
        x, y = box.x, box.y
        at = self._on_pixels(x, y)
        rect = QRectF(at.x(), at.y(), box.width, box.height)
        zone, new = self.kept.get(
            ("zone", key),
            lambda: ZoneItem(key, title, rect, self.colours, colour, subtitle),
            ZoneItem,
        )
        if not new:
            zone.show_zone(title, subtitle, rect, colour)
        self.zones[key] = zone
        numbers = tuple(self.option_numbers.get(t.object_id) for t in tiles)
        shown = (box, colour, tiles, numbers, self._pixel_scale())
        if self._zone_shown.get(key) == shown and all(
            ("tile", t.object_id) in self.kept.items for t in tiles
        ):  # the same cards, as they were, in the same place: nothing to do
            for t in tiles:
                self.kept.keep(("tile", t.object_id))
                self.tiles[t.object_id] = self.kept.items[("tile", t.object_id)]  # type: ignore[assignment]
        else:
            self._zone_shown[key] = shown
            self._tiles(box, colour, tiles, numbers)
        if hidden_count:
            label = f"{hidden_count} card{'s' if hidden_count != 1 else ''}"
            pos = (x + PAD + 4, y + TITLE_H + 6)
            self._label(("count", key), label, 13, self.colours.muted, *pos)

    def _tiles(
        self, box: ZoneBox, colour: str, tiles: tuple[Tile, ...], numbers: tuple[int | None, ...]
    ) -> None:
        """Place a zone's cards, each tile updated in place when it was drawn before."""
        x, y = box.x, box.y
        compact = box.kind == "compact"
        tile_w = ORB if box.kind == "orbs" else TILE_W
        tile_h = ORB if box.kind == "orbs" else box.tile_h
        per_row = max(1, box.columns)
        for i, (t, number) in enumerate(zip(tiles, numbers, strict=True)):
            item, new = self.kept.get(
                ("tile", t.object_id),
                lambda t=t, n=number: TileItem(t, self.colours, colour, compact, n, box.tile_h),  # type: ignore[misc]
                TileItem,
            )
            if not new:
                item.show_tile(t, colour, compact, number, box.tile_h)
            if self._drag is None or self._drag[0] is not item:
                item.setZValue(0)
            if compact:
                at = (x + PAD, y + TITLE_H + i * (ROW_H + 2))
            else:
                row, col = divmod(i, per_row)
                at = (x + PAD + col * (tile_w + GAP), y + TITLE_H + row * (tile_h + GAP))
            pos = self._on_pixels(*at)
            if item.pos() != pos:
                item.setPos(pos)
            self.tiles[t.object_id] = item

    def _on_pixels(self, x: float, y: float) -> QPointF:
        """``(x, y)`` moved to the nearest point that falls on a whole screen pixel at the
        view's scale. An item's cached picture is kept when it moves by whole pixels; moved
        by a fraction, its picture's rounded size can change and the item is painted anew
        (a card drawn or rested moves the cards after it; a row grown moves every zone
        under it)."""
        scale = self._pixel_scale()
        return QPointF(round(x * scale) / scale, round(y * scale) / scale)

    def _pixel_scale(self) -> float:
        """Screen pixels per scene unit: the layout's scale times the view's zoom."""
        return (self.layout.scale if self.layout is not None else 1.0) * self.zoom

    def _player_zones(self, player: PlayerView, colour: str, layout: Layout) -> None:
        hero_key = f"hero:{player.id}"
        hero = (player.hero,) if player.hero is not None else ()
        self._zone(layout.zones[hero_key], hero_key, f"{player.id} · Hero", colour, hero)
        for short, view in player.zones.items():
            box = layout.zones.get(view.key)
            if box is None:
                continue
            self._zone(
                box,
                view.key,
                f"{player.id} · {view.title}",
                colour,
                view.tiles,
                _subtitle(player, short, view),
                view.count if view.hidden else None,
            )

    def _player_banner(self, player: PlayerView, colour: str, x: float, y: float) -> None:
        flags = [f"Player {player.id}"]
        if player.is_first:
            flags.append("first player")
        if player.is_turn:
            flags.append("taking a turn")
        if player.has_passed:
            flags.append("has passed")
        total = player.mana_ready + player.mana_exhausted
        flags.append(f"Mana: {player.mana_ready} ready of {total}")
        self._label(("banner", player.id), "  ·  ".join(flags), 13, colour, x + 2, y + 1)

    def _hint(self, layout: Layout) -> None:
        """On an empty table, where to start: in its own band at the table's top
        (:attr:`Layout.hint`), under the quick-entry line it names — in view first at any
        size, and no zone's frame crosses its words (it was drawn over the empty
        Expeditions' boxes, and at 200 % out of view)."""
        if layout.hint is None:
            return
        hint, new = self.kept.get(("hint",), QGraphicsTextItem, QGraphicsTextItem)
        if new:
            hint.setFont(font_px(*HINT_FONT))
            hint.setZValue(5)
            hint.setData(0, "hint")
        if hint.defaultTextColor() != QColor(self.colours.text):
            hint.setDefaultTextColor(QColor(self.colours.text))
        x, y, width, _ = layout.hint
        pos = QPointF(x, y)
        if hint.textWidth() != width:
            hint.setTextWidth(width)
        if hint.toPlainText() != EMPTY_HINT:
            hint.setPlainText(EMPTY_HINT)
        if hint.pos() != pos:
            hint.setPos(pos)
        self.hint_text = EMPTY_HINT

    def _adventure(self, board: BoardView, colours: dict[str, str], layout: Layout) -> None:
        self._label(("header",), _moment_text(board), 14, self.colours.text, 10, layout.header_y)
        for region, (x, y, w, h) in zip(board.regions, layout.regions, strict=True):
            name = REGION_NAMES[region.index] if region.index < len(REGION_NAMES) else "Arena"
            label = name.removesuffix(" region")  # "Hero", "Companion": fits a narrow region
            x, y = self._on_pixels(x, y).toTuple()
            rect = QRectF(x, y, w, h)
            item, new = self.kept.get(
                ("region", region.index),
                lambda region=region, rect=rect, label=label: RegionItem(  # type: ignore[misc]
                    region, rect, self.colours, label
                ),
                RegionItem,
            )
            if not new:
                item.show_region(region, rect, label)
            self.regions.append(item)
            if region.marked:
                self._terrain_badge(region, x, y, w, h)
            width = marker_width(w, len(region.markers))
            columns = 1 if len(region.markers) <= 2 else 2
            for i, m in enumerate(region.markers):
                colour = colours.get(m.player, "#555")
                marker, new = self.kept.get(
                    ("marker", m.expedition),
                    lambda m=m, colour=colour, width=width: MarkerItem(  # type: ignore[misc]
                        m, colour, width
                    ),
                    MarkerItem,
                )
                if new:
                    marker.setZValue(2)
                else:
                    marker.show_marker(m, colour, width)
                pos = QPointF(x, y) + marker_offset(i, width, columns)
                if marker.pos() != pos and (self._drag is None or self._drag[0] is not marker):
                    marker.setPos(pos)
        limbo = board.limbo
        self._zone(
            layout.zones[limbo.key],
            limbo.key,
            "Limbo",
            self.colours.accent,
            limbo.tiles,
            f"{limbo.count}",
        )

    def _terrain_badge(self, region: RegionView, x: float, y: float, w: float, h: float) -> None:
        """The badge of a region's Terrain Markers, along the region's bottom edge (below
        the Expedition counters)."""
        badge, _ = self.kept.get(
            ("terrain-badge", region.index, region.terrain_markers, region.printed, w),
            lambda: TerrainMarkerBadge(region, w - 8),
            TerrainMarkerBadge,
        )
        badge.region = region
        pos = QPointF(x + 4, y + h - BADGE_H - 5)
        if badge.pos() != pos:
            badge.setPos(pos)
        badge.setZValue(1)
        self.terrain_badges[region.index] = badge

    # ------------------------------------------------------------------ interaction
    def select(self, object_id: str | None) -> None:
        if self.selected in self.tiles:
            self.tiles[self.selected].set_selected(False)
        self.selected = object_id
        if object_id in self.tiles:
            self.tiles[object_id].set_selected(True)

    def _item_at(self, pos: QPointF) -> TileItem | MarkerItem | ZoneItem | RegionItem | None:
        for item in self.items(pos):
            if isinstance(item, TileItem | MarkerItem | ZoneItem | RegionItem):
                return item
        return None

    def _drop_target(self, pos: QPointF, kinds: tuple[type, ...]) -> object | None:
        for item in self.items(pos):
            if isinstance(item, kinds):
                return item
        return None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        item = self._item_at(event.scenePos())
        if isinstance(item, TileItem | MarkerItem):
            self._drag = (item, event.scenePos(), item.pos())
            self._dragging = False
            if isinstance(item, TileItem):
                self.select(item.tile.object_id)
                self.object_clicked.emit(item.tile.object_id)
            event.accept()
            return
        self._drag = None
        self.select(None)
        self.background_clicked.emit()
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._drag is None:
            super().mouseMoveEvent(event)
            return
        item, start, origin = self._drag
        delta = event.scenePos() - start
        if not self._dragging and delta.manhattanLength() < 8:
            return
        self._dragging = True
        item.setZValue(10)
        item.setPos(origin + delta)
        target = None
        if isinstance(item, TileItem):
            target = self._drop_target(event.scenePos(), (ZoneItem,))
        for zone in self.zones.values():
            zone.set_highlight(zone is target)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        drag, dragging = self._drag, self._dragging
        self._drag = None
        self._dragging = False
        if drag is None or not dragging:
            super().mouseReleaseEvent(event)
            return
        item, _, origin = drag
        for zone in self.zones.values():
            zone.set_highlight(False)
        # back where it was before anything is moved: the redraw that follows a move puts
        # it in its new place, and a move refused leaves the board as it was
        at = event.scenePos()
        item.setPos(origin)
        item.setZValue(2 if isinstance(item, MarkerItem) else 0)
        if isinstance(item, TileItem):
            target = self._drop_target(at, (ZoneItem,))
            if isinstance(target, ZoneItem) and target.key != item.tile.zone:
                self.object_dropped.emit(item.tile.object_id, target.key)
        else:
            region = self._drop_target(at, (RegionItem,))
            if isinstance(region, RegionItem) and region.region.index != item.marker.region:
                self.marker_dropped.emit(item.marker.expedition, region.region.index)

    def contextMenuEvent(self, event: QGraphicsSceneContextMenuEvent) -> None:
        item = self._item_at(event.scenePos())
        where = event.screenPos()
        if isinstance(item, TileItem):
            self.select(item.tile.object_id)
            self.object_clicked.emit(item.tile.object_id)
            self.object_menu.emit(item.tile.object_id, where)
        elif isinstance(item, ZoneItem):
            self.zone_menu.emit(item.key, where)
        elif isinstance(item, RegionItem):
            self.region_menu.emit(item.region.index, where)
        elif isinstance(item, MarkerItem):
            self.region_menu.emit(item.marker.region, where)
        event.accept()


def _is_empty(board: BoardView) -> bool:
    """Whether nothing at all is on the table (no hero, no card, no Mana Orb)."""
    return not board.all_tiles() and not any(p.zones["deck"].count for p in board.players)


TITLE_SCALE_GIVEN = 0.9
"""The share of the table's scale the board gives up for every zone's title to read whole:
"p1 · Rese…" beside a table drawn 4 % larger (1.117 against 1.077 at 1400×900) said less
than the whole name a little smaller; a table made much smaller for a title is not worth it."""


def _titles_whole_if_they_fit(whole: Layout, plain: Layout) -> Layout:
    """The layout giving every zone's title its room (``whole``) unless that room costs the
    table more than :data:`TITLE_SCALE_GIVEN` of its scale, or tile height or height against
    the layout without it (``plain``): on a small screen the decision, Limbo and the deciding
    player's row staying in view come first, a long title then shortened."""
    if (
        whole.scale < plain.scale * TITLE_SCALE_GIVEN - 1e-6
        or whole.tile_h < plain.tile_h
        or whole.height > plain.height + 1.0
    ):
        return plain
    return whole


def _title_rooms(board: BoardView) -> tuple[dict[str, float], dict[str, float]]:
    """The narrowest each player's zone may be for its title and count to read whole, and
    the width it wants for its Expedition's statistics too
    (:func:`~judge_app.gui.sandbox.zone_items.title_room`), by zone key."""
    least: dict[str, float] = {}
    wanted: dict[str, float] = {}
    for player in board.players:
        least[f"hero:{player.id}"] = title_room(f"{player.id} · Hero", "")
        for short, view in player.zones.items():
            title, subtitle = f"{player.id} · {view.title}", _subtitle(player, short, view)
            least[view.key] = title_room(title, subtitle)
            wanted[view.key] = title_room(title, subtitle, statistics=True)
    return least, wanted


def _subtitle(player: PlayerView, short: str, view: ZoneView) -> str:
    if short in ("hero_expedition", "companion_expedition"):
        f, m, w = player.expedition_stats[short.split("_")[0]]
        return f"forest {f} · mountain {m} · water {w}"
    if short == "mana":
        return f"{player.mana_ready} ready"
    if view.limit is not None:
        return f"{view.count}/{view.limit}"
    if short in ("deck", "discard", "hand"):
        return str(view.count)
    return ""


def _moment_text(board: BoardView) -> str:
    parts = [board.moment_text(), f"first player {board.first_player}"]
    if board.turn_player and board.phase == "Afternoon" and not board.next_phase:
        parts.append(f"{board.turn_player}'s turn")
    if board.game_over:
        parts.append(f"game over — {board.winner or 'nobody'} won")
    return "   ·   ".join(parts)
