"""The board scene: lays a :class:`~judge_app.sandbox.board.BoardView` out as a table.

The second player sits at the top, the first at the bottom, the Adventure and Limbo in
between. Each side has an Expedition row (Hero Expedition, Companion Expedition,
Landmarks) next to the Adventure and a home row (Hero, Reserve, Mana, Hand, Deck, Discard
pile) at the edge. The scene is rebuilt on every change — a busy board is about a hundred
items — and reports clicks, context menus and drops as signals with engine ids.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from judge_app.gui.qt import (
    QColor,
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsSceneContextMenuEvent,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
    QPoint,
    QPointF,
    QRectF,
    Qt,
    Signal,
)
from judge_app.gui.sandbox.board_items import (
    BADGE_H,
    GAP,
    ORB,
    PAD,
    PLAYER_COLOURS,
    ROW_H,
    TILE_H,
    TILE_W,
    TITLE_H,
    MarkerItem,
    Palette,
    RegionItem,
    TerrainMarkerBadge,
    TileItem,
    ZoneItem,
    marker_offset,
)
from judge_app.sandbox.board import BoardView, PlayerView, RegionView, ZoneView

REGION_W = 150.0
REGION_H = 100.0  # name, terrains, two rows of Expedition counters, a Terrain Marker badge
LIMBO_W = 2 * (TILE_W + GAP) + 2 * PAD

# (zone short name, width in tiles, compact rows)
EXPEDITION_ROW = (
    ("hero_expedition", 4, False),
    ("companion_expedition", 4, False),
    ("landmarks", 3, False),
)
HOME_ROW = (
    ("hero", 1, False),
    ("reserve", 3, False),
    ("mana", 2, False),
    ("hand", 4, False),
    ("deck", 1, True),
    ("discard", 1, True),
)

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


def _zone_width(tiles: int, compact: bool) -> float:
    per = TILE_W * 1.6 if compact else TILE_W
    return tiles * (per + GAP) - GAP + 2 * PAD


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
        """Draw ``board`` (replacing what was drawn)."""
        self.board = board
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
        top, bottom = board.players[1], board.players[0]
        y = 8.0
        y = self._home_row(top, colours, y, flipped=True)
        y = self._expedition_row(top, colours, y + GAP)
        y = self._adventure(board, colours, y + 2 * GAP)
        y = self._expedition_row(bottom, colours, y + 2 * GAP)
        y = self._home_row(bottom, colours, y + GAP, flipped=False)
        self.setSceneRect(QRectF(0, 0, self._width(), y + 8))
        for item in self._old_pool.values():
            self.removeItem(item)
        self._old_pool = {}
        if self.selected in self.tiles:
            self.tiles[self.selected].set_selected(True)

    def _width(self) -> float:
        widths = [
            sum(_zone_width(n, c) + GAP for _, n, c in row) for row in (EXPEDITION_ROW, HOME_ROW)
        ]
        return max(*widths, 8 * (REGION_W + GAP) + LIMBO_W + GAP) + 16

    def _zone(
        self,
        view: ZoneView | None,
        key: str,
        title: str,
        x: float,
        y: float,
        width_tiles: int,
        compact: bool,
        colour: str,
        subtitle: str = "",
        tiles: tuple[object, ...] | None = None,
    ) -> float:
        """Place one zone at (x, y); returns its height."""
        width = _zone_width(width_tiles, compact)
        shown = list(view.tiles if view is not None else (tiles or ()))
        orbs = key.startswith("mana:")
        tile_w = ORB if orbs else (TILE_W * 1.6 if compact else TILE_W)
        per_row = max(1, int((width - 2 * PAD + GAP) // (tile_w + GAP)))
        rows = max(1, math.ceil(len(shown) / per_row))
        tile_h = ORB if orbs else (ROW_H if compact else TILE_H)
        height = TITLE_H + PAD + rows * (tile_h + GAP)
        if compact:
            height = TITLE_H + PAD + max(3, len(shown)) * (ROW_H + 2)
        rect = QRectF(x, y, width, height)
        zone = self._reuse(
            ("zone", key, title, subtitle, x, y, width, height, colour),
            lambda: ZoneItem(key, title, rect, self.colours, colour, subtitle),
        )
        assert isinstance(zone, ZoneItem)
        zone.highlight = False
        self.zones[key] = zone
        for i, t in enumerate(shown):
            item = self._reuse(
                ("tile", t, compact, colour),
                lambda t=t: TileItem(t, self.colours, colour, compact),  # type: ignore[misc]
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
        if view is not None and view.hidden:
            label = QGraphicsSimpleTextItem(f"{view.count} card{'s' if view.count != 1 else ''}")
            label.setBrush(QColor(self.colours.muted))
            label.setPos(x + PAD + 4, y + TITLE_H + 6)
            self._add_transient(label)
        return height

    def _expedition_row(self, player: PlayerView, colours: dict[str, str], y: float) -> float:
        x = 8.0
        height = 0.0
        colour = colours[player.id]
        for short, n, compact in EXPEDITION_ROW:
            view = player.zones[short]
            sub = ""
            if short != "landmarks":
                f, m, w = player.expedition_stats[short.split("_")[0]]
                sub = f"F{f} M{m} W{w}"
            elif view.limit is not None:
                sub = f"{view.count}/{view.limit}"
            title = f"{player.id} · {view.title}"
            height = max(height, self._zone(view, view.key, title, x, y, n, compact, colour, sub))
            x += _zone_width(n, compact) + GAP
        self._player_banner(player, colour, x + 4, y)
        return y + height

    def _player_banner(self, player: PlayerView, colour: str, x: float, y: float) -> None:
        flags = [f"Player {player.id}"]
        if player.is_first:
            flags.append("first player")
        if player.is_turn:
            flags.append("taking a turn")
        if player.has_passed:
            flags.append("has passed")
        flags.append(
            f"Mana {player.mana_ready} ready / {player.mana_ready + player.mana_exhausted}"
        )
        label = QGraphicsSimpleTextItem("\n".join(flags))
        font = label.font()
        font.setBold(True)
        label.setFont(font)
        label.setBrush(QColor(colour))
        label.setPos(x, y + 4)
        self._add_transient(label)

    def _home_row(
        self, player: PlayerView, colours: dict[str, str], y: float, flipped: bool
    ) -> float:
        x = 8.0
        height = 0.0
        colour = colours[player.id]
        for short, n, compact in HOME_ROW:
            if short == "hero":
                key = f"hero:{player.id}"
                tiles = (player.hero,) if player.hero is not None else ()
                title = f"{player.id} · Hero"
                h = self._zone(None, key, title, x, y, n, compact, colour, "", tiles)
            else:
                view = player.zones[short]
                sub = ""
                if short == "mana":
                    sub = f"{player.mana_ready} ready"
                elif view.limit is not None:
                    sub = f"{view.count}/{view.limit}"
                elif short in ("deck", "discard", "hand"):
                    sub = str(view.count)
                h = self._zone(
                    view, view.key, f"{player.id} · {view.title}", x, y, n, compact, colour, sub
                )
            height = max(height, h)
            x += _zone_width(n, compact) + GAP
        return y + height

    def _adventure(self, board: BoardView, colours: dict[str, str], y: float) -> float:
        x = 8.0
        header = QGraphicsSimpleTextItem(_moment_text(board))
        font = header.font()
        font.setBold(True)
        header.setFont(font)
        header.setBrush(QColor(self.colours.text))
        header.setPos(x, y)
        self._add_transient(header)
        y += 20
        for region in board.regions:
            label = REGION_NAMES[region.index] if region.index < len(REGION_NAMES) else "Arena"
            rect = QRectF(x, y, REGION_W, REGION_H)
            item = self._reuse(
                ("region", region, x, y),
                lambda region=region, rect=rect, label=label: RegionItem(  # type: ignore[misc]
                    region, rect, self.colours, label
                ),
            )
            assert isinstance(item, RegionItem)
            self.regions.append(item)
            if region.marked:
                self._terrain_badge(region, x, y)
            for i, m in enumerate(region.markers):
                marker = MarkerItem(m, colours.get(m.player, "#555"))
                marker.setPos(QPointF(x, y) + marker_offset(i))
                marker.setZValue(2)
                self._add_transient(marker)
            x += REGION_W + GAP
        limbo_h = self._zone(
            board.limbo,
            board.limbo.key,
            "Limbo",
            x,
            y,
            2,
            False,
            self.colours.accent,
            f"{board.limbo.count}",
        )
        return y + max(REGION_H, limbo_h)

    def _terrain_badge(self, region: RegionView, x: float, y: float) -> None:
        """The badge of a region's Terrain Markers, along the region's bottom edge (below
        the Expedition counters)."""
        badge = self._reuse(
            ("terrain-badge", region, x, y),
            lambda: TerrainMarkerBadge(region, REGION_W - 12),
        )
        assert isinstance(badge, TerrainMarkerBadge)
        badge.setPos(x + 6, y + REGION_H - BADGE_H - 5)
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


def _moment_text(board: BoardView) -> str:
    parts = [board.moment_text(), f"first player {board.first_player}"]
    if board.turn_player and board.phase == "Afternoon" and not board.next_phase:
        parts.append(f"{board.turn_player}'s turn")
    if board.game_over:
        parts.append(f"game over — {board.winner or 'nobody'} won")
    return "   ·   ".join(parts)
