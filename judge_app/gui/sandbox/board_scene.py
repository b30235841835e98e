"""The board scene: lays a :class:`~judge_app.sandbox.board.BoardView` out as a table.

The second player sits at the top, the first at the bottom, the Adventure and Limbo in
between. Each side has an Expedition row (Hero Expedition, Companion Expedition,
Landmarks) next to the Adventure and a home row (Hero, Reserve, Mana, Hand, Deck, Discard
pile) at the edge. The scene is rebuilt on every change — a busy board is about a hundred
items — and reports clicks, context menus and drops as signals with engine ids.
"""

from __future__ import annotations

from collections.abc import Callable

from judge_app.gui.qt import (
    QColor,
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsSceneContextMenuEvent,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QPoint,
    QPointF,
    QRectF,
    Qt,
    Signal,
)
from judge_app.gui.sandbox.board_items import (
    BADGE_H,
    PLAYER_COLOURS,
    MarkerItem,
    Palette,
    RegionItem,
    TerrainMarkerBadge,
    TileItem,
    ZoneItem,
    font_px,
    marker_offset,
)
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
)
from judge_app.sandbox.board import BoardView, PlayerView, RegionView, Tile, ZoneView

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
EMPTY_HINT = (
    "An empty table. To start: right-click a zone → Add a card here… (or Add card, "
    "Ctrl+Shift+A); drag cards between zones; right-click Mana to add Mana Orbs; "
    "Set moment… for the day and phase. Or open a worked example: File › Examples…"
)


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
        self.colours = palette
        self.tiles: dict[str, TileItem] = {}
        self.zones: dict[str, ZoneItem] = {}
        self.regions: list[RegionItem] = []
        self.terrain_badges: dict[int, TerrainMarkerBadge] = {}  # by region index
        self.selected: str | None = None
        self._drag: tuple[TileItem | MarkerItem, QPointF, QPointF] | None = None
        self._dragging = False
        self.board: BoardView | None = None
        # Items are kept between redraws when what they show is unchanged, so their cached
        # pictures (DeviceCoordinateCache) are reused: a step repaints only what changed.
        self._pool: dict[tuple[object, ...], QGraphicsItem] = {}
        self._old_pool: dict[tuple[object, ...], QGraphicsItem] = {}
        self._transient: list[QGraphicsItem] = []
        self.viewport = (1200.0, 800.0)  # the view's size in logical pixels
        self.layout: Layout | None = None
        self.option_numbers: dict[str, int] = {}  # object id → its number in the decision
        self.hint_text = ""  # the empty table's hint, when it is shown
        # the judge's text size against the board's own (judge_app.gui.text_size)
        self.text_scale = 1.0

    # ------------------------------------------------------------------ building
    def _reuse(self, key: tuple[object, ...], make: Callable[[], QGraphicsItem]) -> QGraphicsItem:
        """The item for ``key``: last redraw's if it showed the same thing, else a new one."""
        item = self._old_pool.pop(key, None)
        if item is None:
            item = make()
            item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
            self.addItem(item)
        self._pool[key] = item
        return item

    def _add_transient(self, item: QGraphicsItem) -> None:
        self.addItem(item)
        self._transient.append(item)

    def set_palette(self, palette: Palette) -> None:
        for item in self._pool.values():
            self.removeItem(item)
        self._pool = {}
        self.colours = palette
        if self.board is not None:
            self.show_board(self.board)

    def show_board(self, board: BoardView) -> None:
        """Draw ``board`` (replacing what was drawn), laid out for :attr:`viewport`."""
        self.board = board
        self.hint_text = ""
        layout = choose_layout(board, *self.viewport, self.text_scale)
        self.layout = layout
        self._old_pool = self._pool
        self._pool = {}
        for item in self._transient:
            self.removeItem(item)
        self._transient = []
        self.tiles.clear()
        self.zones.clear()
        self.regions.clear()
        self.terrain_badges.clear()
        self.setBackgroundBrush(QColor(self.colours.background))
        colours = {p.id: PLAYER_COLOURS[i % 2] for i, p in enumerate(board.players)}
        for player in board.players:
            colour = colours[player.id]
            self._player_banner(player, colour, *layout.banners[player.id])
            self._player_zones(player, colour, layout)
        self._adventure(board, colours, layout)
        if _is_empty(board):
            self._hint(layout)
        self.setSceneRect(QRectF(0, 0, layout.width, layout.height))
        for item in self._old_pool.values():
            self.removeItem(item)
        self._old_pool = {}
        if self.selected in self.tiles:
            self.tiles[self.selected].set_selected(True)

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
        """Place one zone and its cards."""
        x, y = box.x, box.y
        rect = QRectF(x, y, box.width, box.height)
        zone = self._reuse(
            ("zone", key, title, subtitle, x, y, box.width, box.height, colour),
            lambda: ZoneItem(key, title, rect, self.colours, colour, subtitle),
        )
        assert isinstance(zone, ZoneItem)
        zone.highlight = False
        self.zones[key] = zone
        compact = box.kind == "compact"
        tile_w = ORB if box.kind == "orbs" else TILE_W
        tile_h = ORB if box.kind == "orbs" else TILE_H
        per_row = max(1, box.columns)
        for i, t in enumerate(tiles):
            number = self.option_numbers.get(t.object_id)
            item = self._reuse(
                ("tile", t, compact, colour, number),
                lambda t=t, n=number: TileItem(t, self.colours, colour, compact, n),  # type: ignore[misc]
            )
            assert isinstance(item, TileItem)
            if item.selected:
                item.set_selected(False)
            item.setZValue(0)
            if compact:
                item.setPos(x + PAD, y + TITLE_H + i * (ROW_H + 2))
            else:
                row, col = divmod(i, per_row)
                item.setPos(x + PAD + col * (tile_w + GAP), y + TITLE_H + row * (tile_h + GAP))
            self.tiles[item.tile.object_id] = item
        if hidden_count:
            label = QGraphicsSimpleTextItem(
                f"{hidden_count} card{'s' if hidden_count != 1 else ''}"
            )
            label.setFont(font_px(13))
            label.setBrush(QColor(self.colours.muted))
            label.setPos(x + PAD + 4, y + TITLE_H + 6)
            self._add_transient(label)

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
        label = QGraphicsSimpleTextItem("  ·  ".join(flags))
        label.setFont(font_px(13, True))
        label.setBrush(QColor(colour))
        label.setPos(x + 2, y + 1)
        self._add_transient(label)

    def _hint(self, layout: Layout) -> None:
        """On an empty table, where to start (over the Adventure's free space)."""
        hint = QGraphicsTextItem()
        hint.setDefaultTextColor(QColor(self.colours.text))
        hint.setFont(font_px(15, True))
        limbo = layout.zones.get("limbo")
        if limbo is not None and limbo.width >= 420:  # the empty Limbo band holds it
            hint.setTextWidth(limbo.width - 2 * PAD - 16)
            hint.setPlainText(EMPTY_HINT)
            hint.setPos(limbo.x + PAD + 8, limbo.y + TITLE_H)
        else:  # over the top player's empty Expeditions
            rows = [b for k, b in layout.zones.items() if k.startswith("expedition:")]
            hint.setTextWidth(min(layout.width - 40, 900))
            hint.setPlainText(EMPTY_HINT)
            y = min((b.y for b in rows), default=layout.height / 3) + TITLE_H + 4
            hint.setPos((layout.width - hint.textWidth()) / 2, y)
        hint.setZValue(5)
        hint.setData(0, "hint")
        self._add_transient(hint)
        self.hint_text = EMPTY_HINT

    def _adventure(self, board: BoardView, colours: dict[str, str], layout: Layout) -> None:
        header = QGraphicsSimpleTextItem(_moment_text(board))
        header.setFont(font_px(14, True))
        header.setBrush(QColor(self.colours.text))
        header.setPos(10, layout.header_y)
        self._add_transient(header)
        for region, (x, y, w, h) in zip(board.regions, layout.regions, strict=True):
            name = REGION_NAMES[region.index] if region.index < len(REGION_NAMES) else "Arena"
            label = name.removesuffix(" region")  # "Hero", "Companion": fits a narrow region
            rect = QRectF(x, y, w, h)
            item = self._reuse(
                ("region", region, x, y, w, h),
                lambda region=region, rect=rect, label=label: RegionItem(  # type: ignore[misc]
                    region, rect, self.colours, label
                ),
            )
            assert isinstance(item, RegionItem)
            self.regions.append(item)
            if region.marked:
                self._terrain_badge(region, x, y, w, h)
            for i, m in enumerate(region.markers):
                marker = MarkerItem(m, colours.get(m.player, "#555"))
                marker.setPos(QPointF(x, y) + marker_offset(i))
                marker.setZValue(2)
                self._add_transient(marker)
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
        badge = self._reuse(
            ("terrain-badge", region, x, y, w),
            lambda: TerrainMarkerBadge(region, w - 8),
        )
        assert isinstance(badge, TerrainMarkerBadge)
        badge.setPos(x + 4, y + h - BADGE_H - 5)
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
        for zone in self.zones.values():
            zone.highlight = False
        if isinstance(item, TileItem):
            target = self._drop_target(event.scenePos(), (ZoneItem,))
            if isinstance(target, ZoneItem):
                target.highlight = True
        for zone in self.zones.values():
            zone.update()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        drag, dragging = self._drag, self._dragging
        self._drag = None
        self._dragging = False
        if drag is None or not dragging:
            super().mouseReleaseEvent(event)
            return
        item, _, origin = drag
        for zone in self.zones.values():
            zone.highlight = False
        if isinstance(item, TileItem):
            target = self._drop_target(event.scenePos(), (ZoneItem,))
            if isinstance(target, ZoneItem) and target.key != item.tile.zone:
                self.object_dropped.emit(item.tile.object_id, target.key)
                return
        else:
            region = self._drop_target(event.scenePos(), (RegionItem,))
            if isinstance(region, RegionItem) and region.region.index != item.marker.region:
                self.marker_dropped.emit(item.marker.expedition, region.region.index)
                return
        item.setPos(origin)
        item.setZValue(2 if isinstance(item, MarkerItem) else 0)

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
