"""The painted pieces of the Adventure: its regions with their terrains, the Expedition
counters on them and the badge of a region's Terrain Markers (3.2.1.d). Like the card tiles
(:mod:`~judge_app.gui.sandbox.board_items`), each item only paints a record of
:mod:`judge_app.sandbox.board` and is updated in place when the record changes."""

from __future__ import annotations

from judge_app.gui.qt import (
    QBrush,
    QColor,
    QFont,
    QFontMetrics,
    QGraphicsObject,
    QPainter,
    QPen,
    QPointF,
    QRectF,
    QStyleOptionGraphicsItem,
    Qt,
    QWidget,
)
from judge_app.gui.sandbox.board_style import (
    BADGE_H,
    MARKER_COLOUR,
    MARKER_H,
    MARKER_RULE,
    MARKER_W,
    TERRAIN_COLOURS,
    TERRAIN_LETTERS,
    Palette,
)
from judge_app.gui.sandbox.kept_pictures import KeptPainting
from judge_app.gui.sandbox.tile_words import font_px
from judge_app.sandbox.board_records import ExpeditionMarker, RegionView
from judge_app.sandbox.tile_text import expedition_counter_label, expedition_counter_tooltip

_font = font_px


class RegionItem(KeptPainting, QGraphicsObject):
    """A region of the Adventure with its terrains; face-down Tumult halves show none."""

    def __init__(self, region: RegionView, rect: QRectF, palette: Palette, label: str) -> None:
        super().__init__()
        self.region = region
        self.rect = rect
        self.palette = palette
        self.label = label
        self.setPos(rect.topLeft())
        self.setToolTip(_region_tooltip(region, label))

    def show_region(self, region: RegionView, rect: QRectF, label: str) -> None:
        """Show the region anew in place; nothing is repainted when nothing changed."""
        if (region, rect, label) == (self.region, self.rect, self.label):
            return
        if rect.size() != self.rect.size():
            self.prepareGeometryChange()
        if (region, label) != (self.region, self.label):
            self.setToolTip(_region_tooltip(region, label))
        self.region, self.rect, self.label = region, rect, label
        self.setPos(rect.topLeft())
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.rect.width(), self.rect.height())

    def looks(self) -> tuple[object, ...]:
        """What the region's picture shows (:mod:`.kept_pictures`): Limbo beside the
        regions widens and narrows them as it fills and empties."""
        return (self.region, self.rect.width(), self.rect.height(), self.label, self.palette)

    def paint_picture(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        """Paint the region: its frame, name and terrains (or face down)."""
        p = self.palette
        r = self.boundingRect().adjusted(1, 1, -1, -1)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(p.zone_border)))
        face_down = not self.region.face_up
        if self.region.marked:  # a marked region stands out: its marker's colour
            painter.setPen(QPen(QColor(marker_colour(self.region)), 2.0))
        painter.setBrush(QBrush(QColor("#4a4453" if face_down else p.tile)))
        painter.drawRoundedRect(r, 6, 6)
        painter.setFont(_font(13, True))
        painter.setPen(QPen(QColor("#e8e4ef" if face_down else p.muted)))
        painter.drawText(
            QRectF(6, 3, r.width() - 10, 17),
            Qt.AlignmentFlag.AlignLeft,
            f"{self.region.index} · {self.label}",
        )
        if face_down:
            painter.setFont(_font(13))
            painter.drawText(
                QRectF(0, 22, r.width(), 20), Qt.AlignmentFlag.AlignCenter, "face down"
            )
            return
        x = 8.0
        for terrain in self.region.terrains:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(QColor(TERRAIN_COLOURS[terrain])))
            chip = QRectF(x, 22, 30, 19)
            painter.drawRoundedRect(chip, 4, 4)
            painter.setPen(QPen(QColor("#ffffff")))
            painter.setFont(_font(12, True))
            painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, TERRAIN_LETTERS[terrain])
            x += 33


def _region_tooltip(region: RegionView, label: str) -> str:
    shown = ", ".join(region.terrains) if region.face_up else "face-down Tumult"
    tip = f"{label} ({region.index}): {shown}"
    if region.marked:
        printed = ", ".join(region.printed) or "no terrain"
        tip += (
            f"\nIt shows {printed}; its Terrain Marker decides what it has "
            f"({MARKER_RULE}, markers first: 3.2.1.e)."
        )
    return tip


def _pill(painter: QPainter, rect: QRectF, colour: str, radius: float, text: str) -> None:
    """A filled rounded label with small bold white text: Expedition counters and
    Terrain Marker badges."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(QColor(colour)))
    painter.drawRoundedRect(rect, radius, radius)
    painter.setPen(QPen(QColor("#ffffff")))
    painter.setFont(_font(12, True))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


class TerrainMarkerBadge(QGraphicsObject):
    """The Terrain Markers on a region, as one badge — ``marker: water``; ``(+1)`` when
    older markers lie under the one that decides (3.2.1.e). Its tooltip cites 3.2.1.d."""

    def __init__(self, region: RegionView, width: float) -> None:
        super().__init__()
        self.region = region
        markers = region.terrain_markers
        older = f" (+{len(markers) - 1})" if len(markers) > 1 else ""
        metrics = QFontMetrics(_font(12, True))
        room = int(width - 10)
        text = f"marker: {markers[-1].text}{older}"
        if metrics.horizontalAdvance(text) > room:  # the terrain chips' letters
            letters = ", ".join(TERRAIN_LETTERS.get(t, t[:1].upper()) for t in markers[-1].terrains)
            text = f"marker: {letters}{older}"
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
    from judge_app.sandbox.wording import ordinal  # with the engine, once a board has them

    markers = region.terrain_markers
    lines = [
        f"Terrain Marker: {m.text} (placed {ordinal(n)}, timestamp {m.timestamp})"
        for n, m in enumerate(markers, start=1)
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
    """An Expedition counter on the Adventure: the Expedition is in that region (7.5.8.a),
    labelled by whose Expedition it is in the rules' words ("p1 Hero", "p2 Companion")."""

    def __init__(self, marker: ExpeditionMarker, colour: str, width: float = MARKER_W) -> None:
        super().__init__()
        self.marker = marker
        self.colour = colour
        self.width = width
        self.setToolTip(expedition_counter_tooltip(marker))
        self.setCursor(Qt.CursorShape.OpenHandCursor)

    def show_marker(self, marker: ExpeditionMarker, colour: str, width: float = MARKER_W) -> None:
        """Show the counter anew in place (Ascended, another colour, a wider region)."""
        if (marker, colour, width) == (self.marker, self.colour, self.width):
            return
        if width != self.width:
            self.prepareGeometryChange()
        self.marker, self.colour, self.width = marker, colour, width
        self.setToolTip(expedition_counter_tooltip(marker))
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.width, MARKER_H)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        rect = self.boundingRect()
        text = expedition_counter_label(self.marker)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(QColor(self.colour)))
        painter.drawRoundedRect(rect, 8, 8)
        painter.setPen(QPen(QColor("#ffffff")))
        font = _font(12, True)
        painter.setFont(font)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, _fitted(text, font, rect.width() - 8))


def _fitted(text: str, font: QFont, room: float) -> str:
    """``text``, elided to ``room`` when it does not fit (its tooltip says it whole)."""
    metrics = QFontMetrics(font)
    if metrics.horizontalAdvance(text) <= room:
        return text
    return metrics.elidedText(text, Qt.TextElideMode.ElideRight, int(room))


def marker_width(region_width: float, count: int) -> float:
    """An Expedition counter's width on a region ``region_width`` wide holding ``count``
    counters: the region's width for one or two (one a row, room for "p2 Companion"), half
    of it for three or four (two columns)."""
    inner = region_width - 12
    return max(MARKER_W, inner if count <= 2 else (inner - 4) / 2)


def marker_offset(index: int, width: float = MARKER_W, columns: int = 2) -> QPointF:
    """Where the ``index``-th counter on one region sits (``columns`` columns of counters
    ``width`` wide)."""
    return QPointF(6 + (index % columns) * (width + 4), 46 + (index // columns) * (MARKER_H + 2))
