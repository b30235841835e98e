"""The painted pieces of the board: card tiles, zone frames, Adventure regions, Expedition
counters, Terrain Marker badges. Each item only paints a record of
:mod:`judge_app.sandbox.board`; the scene (:mod:`judge_app.gui.sandbox.board_scene`) places
them and turns clicks into signals."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from judge_app.gui.qt import (
    QBrush,
    QColor,
    QFont,
    QFontMetrics,
    QGraphicsItem,
    QGraphicsObject,
    QPainter,
    QPainterPath,
    QPen,
    QPointF,
    QRectF,
    QStyleOptionGraphicsItem,
    Qt,
    QWidget,
)
from judge_app.sandbox.board import ExpeditionMarker, RegionView, Tile

MARKER_RULE = "3.2.1.d"

ORB = 30.0  # a Mana Orb's diameter
TILE_W = 112.0
TILE_H = 78.0
ROW_H = 22.0  # compact rows (Discard pile, revealed Deck)
GAP = 6.0
TITLE_H = 20.0
PAD = 6.0

TERRAIN_COLOURS = {"forest": "#2e7d32", "mountain": "#8d5b3c", "water": "#1f77c9"}
TERRAIN_LETTERS = {"forest": "F", "mountain": "M", "water": "W"}
MARKER_COLOUR = "#455a64"  # a Terrain Marker of several terrains
BADGE_H = 15.0
PLAYER_COLOURS = {0: "#2d6bd0", 1: "#c2402f"}
STATUS_STYLE = {
    "Exhausted": ("EXH", "#6b6f7a"),
    "Fleeting": ("FLEETING", "#7b3fb0"),
    "Asleep": ("ASLEEP", "#2f4a8a"),
    "Anchored": ("ANCHORED", "#8a5a16"),
    "Boosted": ("BOOSTED", "#c06a00"),
}


@dataclass(frozen=True, slots=True)
class Palette:
    """The board's colours, from the app's light or dark theme."""

    background: str
    zone: str
    zone_border: str
    tile: str
    tile_exhausted: str
    text: str
    muted: str
    accent: str
    selection: str
    dark: bool


@cache
def _font(size: float, bold: bool = False) -> QFont:
    """A font of ``size`` points (cached: painting asks for the same few fonts)."""
    font = QFont()
    font.setPointSizeF(size)
    font.setBold(bold)
    return font


class ZoneItem(QGraphicsObject):
    """A framed zone with a title; cards are dropped on it by zone ``key``."""

    def __init__(
        self,
        key: str,
        title: str,
        rect: QRectF,
        palette: Palette,
        colour: str,
        subtitle: str = "",
    ) -> None:
        super().__init__()
        self.key = key
        self.title = title
        self.subtitle = subtitle
        self.rect = rect
        self.palette = palette
        self.colour = colour
        self.highlight = False
        self.setZValue(-1)
        self.setPos(rect.topLeft())
        self.setToolTip(f"{title}{' — ' + subtitle if subtitle else ''}")

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.rect.width(), self.rect.height())

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        r = self.boundingRect().adjusted(0.5, 0.5, -0.5, -0.5)
        p = self.palette
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        border = QColor(p.accent if self.highlight else p.zone_border)
        painter.setPen(QPen(border, 2.0 if self.highlight else 1.0))
        painter.setBrush(QBrush(QColor(p.zone)))
        painter.drawRoundedRect(r, 7, 7)
        painter.setPen(QPen(QColor(self.colour)))
        painter.setFont(_font(8.5, True))
        title_rect = QRectF(PAD + 2, 2, r.width() - 2 * PAD, TITLE_H - 2)
        painter.drawText(title_rect, Qt.AlignmentFlag.AlignVCenter, self.title)
        if self.subtitle:
            painter.setPen(QPen(QColor(p.muted)))
            painter.setFont(_font(8))
            painter.drawText(
                title_rect,
                Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                self.subtitle,
            )


class TileItem(QGraphicsObject):
    """One card, token, emblem or Mana Orb. Full tiles show name, costs, statistics and
    status badges; compact tiles (``compact=True``) are one line."""

    def __init__(
        self, tile: Tile, palette: Palette, owner_colour: str, compact: bool = False
    ) -> None:
        super().__init__()
        self.tile = tile
        self.palette = palette
        self.owner_colour = owner_colour
        self.compact = compact
        self.selected = False
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, False)
        self.setToolTip(_tooltip(tile))
        self.setData(0, tile.object_id)

    def size(self) -> tuple[float, float]:
        if self.tile.face_down:
            return (ORB, ORB)
        return (TILE_W * 1.6 if self.compact else TILE_W, ROW_H if self.compact else TILE_H)

    def boundingRect(self) -> QRectF:
        w, h = self.size()
        return QRectF(-2, -2, w + 4, h + 4)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        t, p = self.tile, self.palette
        w, h = self.size()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if t.face_down:
            self._orb(painter, t, w)
            return
        rect = QRectF(0.5, 0.5, w - 1, h - 1)
        fill = QColor(p.tile_exhausted if t.exhausted else p.tile)
        if t.is_emblem:
            fill = QColor("#3b2f5c" if p.dark else "#efe8fb")
        edge = QColor(p.selection if self.selected else self.owner_colour)
        painter.setPen(QPen(edge, 2.6 if self.selected else 1.2))
        painter.setBrush(QBrush(fill))
        painter.drawRoundedRect(rect, 5, 5)
        text = QColor(p.muted if t.exhausted else p.text)
        if self.compact:
            painter.setPen(QPen(text))
            painter.setFont(_font(8))
            label = t.name + (f"  {_stats_text(t.stats)}" if t.stats else "")
            painter.drawText(
                rect.adjusted(6, 0, -4, 0),
                Qt.AlignmentFlag.AlignVCenter,
                QFontMetrics(_font(8)).elidedText(label, Qt.TextElideMode.ElideRight, int(w - 12)),
            )
            return
        if t.face_down:
            self._orb(painter, t, w)
            return
        name_font = _font(8, True)
        painter.setFont(name_font)
        painter.setPen(QPen(text))
        costs = _costs(t)
        cost_w = 24.0 if costs else 0.0
        metrics = QFontMetrics(name_font)
        room = int(w - 12 - cost_w)
        two_lines = metrics.horizontalAdvance(t.name) > room
        name_rect = QRectF(6, 3, w - 12 - cost_w, 28 if two_lines else 16)
        flags = Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap
        shown = t.name if not two_lines else _two_lines(metrics, t.name, room)
        painter.drawText(name_rect, flags, shown)
        if costs:
            painter.setFont(_font(8, True))
            painter.setPen(QPen(QColor(p.accent)))
            painter.drawText(
                QRectF(w - cost_w - 6, 3, cost_w, 16), Qt.AlignmentFlag.AlignRight, costs
            )
        if not two_lines:
            painter.setFont(_font(7.5))
            painter.setPen(QPen(QColor(p.muted)))
            kind = t.type + (" token" if t.is_token else "")
            if t.subtypes:
                kind += " · " + " ".join(t.subtypes)
            painter.drawText(
                QRectF(6, 20, w - 12, 14),
                Qt.AlignmentFlag.AlignLeft,
                QFontMetrics(_font(7.5)).elidedText(kind, Qt.TextElideMode.ElideRight, int(w - 12)),
            )
        if t.stats is not None:
            self._stats(painter, t, h)
        self._badges(painter, w, h)

    def _orb(self, painter: QPainter, t: Tile, w: float) -> None:
        """A face-down card in the Mana zone: a disc, greyed when exhausted."""
        ring = QColor(self.palette.selection if self.selected else self.owner_colour)
        fill = QColor("#9aa0ad" if t.exhausted else "#3f7de0")
        painter.setPen(QPen(ring, 2.2 if self.selected else 1.2))
        painter.setBrush(QBrush(fill))
        painter.drawEllipse(QRectF(1, 1, w - 2, w - 2))
        painter.setPen(QPen(QColor("#ffffff")))
        painter.setFont(_font(6.5, True))
        painter.drawText(
            QRectF(0, 0, w, w), Qt.AlignmentFlag.AlignCenter, "exh" if t.exhausted else "ready"
        )

    def _stats(self, painter: QPainter, t: Tile, h: float) -> None:
        assert t.stats is not None
        x = 6.0
        for i, terrain in enumerate(("forest", "mountain", "water")):
            value = t.stats[i]
            changed = t.printed_stats is not None and value != t.printed_stats[i]
            colour = QColor(TERRAIN_COLOURS[terrain])
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(colour))
            painter.drawEllipse(QRectF(x, h - 40, 13, 13))
            painter.setPen(QPen(QColor("#ffffff")))
            painter.setFont(_font(6.5, True))
            painter.drawText(
                QRectF(x, h - 40, 13, 13), Qt.AlignmentFlag.AlignCenter, TERRAIN_LETTERS[terrain]
            )
            painter.setPen(QPen(QColor(self.palette.accent if changed else self.palette.text)))
            painter.setFont(_font(9, True))
            painter.drawText(
                QRectF(x + 15, h - 42, 16, 16), Qt.AlignmentFlag.AlignVCenter, str(value)
            )
            x += 34

    def _badges(self, painter: QPainter, w: float, h: float) -> None:
        t = self.tile
        labels: list[tuple[str, str]] = []
        for status in t.statuses:
            short, colour = STATUS_STYLE.get(status, (status.upper(), "#555"))
            if status == "Boosted":
                short = f"+{t.boosts}"
            labels.append((short, colour))
        for name, amount in t.counters:
            labels.append((f"{amount} {name}", "#3c6e71"))
        if t.not_executed:  # abilities the engine leaves to the judge
            labels.append(("BY HAND", "#9a5b00"))
        painter.setFont(_font(6.5, True))
        metrics = QFontMetrics(_font(6.5, True))
        x = 5.0
        for label, colour in labels:
            width = metrics.horizontalAdvance(label) + 8
            if x + width > w - 4:
                break
            path = QPainterPath()
            path.addRoundedRect(QRectF(x, h - 19, width, 14), 4, 4)
            painter.fillPath(path, QBrush(QColor(colour)))
            painter.setPen(QPen(QColor("#ffffff")))
            painter.drawText(QRectF(x, h - 19, width, 14), Qt.AlignmentFlag.AlignCenter, label)
            x += width + 3

    def set_selected(self, selected: bool) -> None:
        self.selected = selected
        self.update()


class RegionItem(QGraphicsObject):
    """A region of the Adventure with its terrains; face-down Tumult halves show none."""

    def __init__(self, region: RegionView, rect: QRectF, palette: Palette, label: str) -> None:
        super().__init__()
        self.region = region
        self.rect = rect
        self.palette = palette
        self.label = label
        self.setPos(rect.topLeft())
        shown = ", ".join(region.terrains) if region.face_up else "face-down Tumult"
        tip = f"{label} ({region.index}): {shown}"
        if region.marked:
            printed = ", ".join(region.printed) or "no terrain"
            tip += (
                f"\nIt shows {printed}; its Terrain Marker decides what it has "
                f"({MARKER_RULE}, markers first: 3.2.1.e)."
            )
        self.setToolTip(tip)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.rect.width(), self.rect.height())

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        p = self.palette
        r = self.boundingRect().adjusted(1, 1, -1, -1)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(p.zone_border)))
        face_down = not self.region.face_up
        if self.region.marked:  # a marked region stands out: its marker's colour
            painter.setPen(QPen(QColor(marker_colour(self.region)), 2.0))
        painter.setBrush(QBrush(QColor("#4a4453" if face_down else p.tile)))
        painter.drawRoundedRect(r, 6, 6)
        painter.setFont(_font(7.5, True))
        painter.setPen(QPen(QColor("#e8e4ef" if face_down else p.muted)))
        painter.drawText(
            QRectF(6, 3, r.width() - 10, 14),
            Qt.AlignmentFlag.AlignLeft,
            f"{self.region.index} · {self.label}",
        )
        if face_down:
            painter.setFont(_font(8))
            painter.drawText(
                QRectF(0, 18, r.width(), 18), Qt.AlignmentFlag.AlignCenter, "face down"
            )
            return
        x = 8.0
        for terrain in self.region.terrains:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(QColor(TERRAIN_COLOURS[terrain])))
            painter.drawRoundedRect(QRectF(x, 20, 30, 15), 4, 4)
            painter.setPen(QPen(QColor("#ffffff")))
            painter.setFont(_font(7, True))
            painter.drawText(QRectF(x, 20, 30, 15), Qt.AlignmentFlag.AlignCenter, terrain[:3])
            x += 33


def _pill(painter: QPainter, rect: QRectF, colour: str, radius: float, text: str) -> None:
    """A filled rounded label with small bold white text: Expedition counters and
    Terrain Marker badges."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(QColor(colour)))
    painter.drawRoundedRect(rect, radius, radius)
    painter.setPen(QPen(QColor("#ffffff")))
    painter.setFont(_font(7, True))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


class TerrainMarkerBadge(QGraphicsObject):
    """The Terrain Markers on a region, as one badge — ``marker: water``; ``(+1)`` when
    older markers lie under the one that decides (3.2.1.e). Its tooltip cites 3.2.1.d."""

    def __init__(self, region: RegionView, width: float) -> None:
        super().__init__()
        self.region = region
        markers = region.terrain_markers
        older = f" (+{len(markers) - 1})" if len(markers) > 1 else ""
        metrics = QFontMetrics(_font(7, True))
        room = int(width - 10)
        text = f"marker: {markers[-1].text}{older}"
        if metrics.horizontalAdvance(text) > room:  # the terrain chips' short names
            text = f"marker: {', '.join(t[:3] for t in markers[-1].terrains)}{older}"
        self.text = metrics.elidedText(text, Qt.TextElideMode.ElideRight, room)
        self.width = min(width, metrics.horizontalAdvance(self.text) + 10.0)
        self.colour = marker_colour(region)
        self.setToolTip(marker_tooltip(region))

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.width, BADGE_H)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        _pill(painter, self.boundingRect(), self.colour, 4, self.text)


def marker_colour(region: RegionView) -> str:
    """The colour of the terrain the deciding Terrain Marker gives, or a neutral one for a
    marker of several terrains."""
    if not region.terrain_markers:
        return MARKER_COLOUR
    last = region.terrain_markers[-1].terrains
    return TERRAIN_COLOURS.get(last[0], MARKER_COLOUR) if len(last) == 1 else MARKER_COLOUR


def marker_tooltip(region: RegionView) -> str:
    """What the Terrain Markers on a region do, citing the rules."""
    markers = region.terrain_markers
    lines = [
        f"Terrain Marker: {m.text} (#{m.id.lstrip('o')}, timestamp {m.timestamp})" for m in markers
    ]
    lines.append(
        f"The region gains the marker's terrains and loses its other terrain ({MARKER_RULE})."
    )
    if len(markers) > 1:
        lines.append(
            "Terrain Markers apply before other passive abilities, in timestamp order: the "
            "latest decides (3.2.1.e)."
        )
    printed = ", ".join(region.printed) or "no terrain"
    lines.append(f"Region {region.index} shows {printed}; it has {', '.join(region.terrains)}.")
    lines.append("Right-click the region to place or remove a Terrain Marker.")
    return "\n".join(lines)


class MarkerItem(QGraphicsObject):
    """An Expedition counter on the Adventure: the Expedition is in that region (7.5.8.a)."""

    def __init__(self, marker: ExpeditionMarker, colour: str) -> None:
        super().__init__()
        self.marker = marker
        self.colour = colour
        word = "Hero" if marker.which == "hero" else "Companion"
        asc = ", Ascended" if marker.ascended else ""
        self.setToolTip(f"{marker.player}'s {word} Expedition{asc}")
        self.setCursor(Qt.CursorShape.OpenHandCursor)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, 46, 16)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        m = self.marker
        text = f"{m.player} {'H' if m.which == 'hero' else 'C'}" + (" ★" if m.ascended else "")
        _pill(painter, self.boundingRect(), self.colour, 8, text)


def _costs(t: Tile) -> str:
    if t.hand_cost is None and t.reserve_cost is None:
        return ""
    hand = "–" if t.hand_cost is None else str(t.hand_cost)
    reserve = "–" if t.reserve_cost is None else str(t.reserve_cost)
    return f"{hand}/{reserve}"


def _stats_text(stats: tuple[int, int, int] | None) -> str:
    if stats is None:
        return ""
    return f"F{stats[0]} M{stats[1]} W{stats[2]}"


def _tooltip(t: Tile) -> str:
    lines = [f"{t.name} — {t.type}{' token' if t.is_token else ''}"]
    if t.hand_cost is not None or t.reserve_cost is not None:
        lines.append(f"Hand cost {t.hand_cost}, Reserve cost {t.reserve_cost}")
    if t.stats is not None:
        lines.append(f"Statistics {_stats_text(t.stats)} (printed {_stats_text(t.printed_stats)})")
    if t.statuses:
        lines.append("Statuses: " + ", ".join(t.statuses))
    if t.counters:
        lines.append("Counters: " + ", ".join(f"{v} {k}" for k, v in t.counters))
    lines.append(f"Owner {t.owner}, controller {t.controller}")
    if t.text:
        lines.append(t.text)
    lines.extend(f"Not executed — resolve by hand: {a}" for a in t.not_executed)
    return "\n".join(lines)


def _two_lines(metrics: QFontMetrics, name: str, room: int) -> str:
    """``name`` broken over two lines at a space, the second elided if still too long."""
    words = name.split(" ")
    first = ""
    for i, word in enumerate(words):
        candidate = f"{first} {word}".strip()
        if metrics.horizontalAdvance(candidate) > room and first:
            rest = " ".join(words[i:])
            return first + "\n" + metrics.elidedText(rest, Qt.TextElideMode.ElideRight, room)
        first = candidate
    return metrics.elidedText(name, Qt.TextElideMode.ElideRight, room)


def marker_offset(index: int) -> QPointF:
    """Where the ``index``-th counter on one region sits (two columns)."""
    return QPointF(6 + (index % 2) * 50, 40 + (index // 2) * 18)
