"""The painted pieces of the board: card tiles (zone frames are :mod:`.zone_items`, the
board's colours :mod:`.board_style`; the Adventure's regions, Expedition counters and Terrain
Marker badges are :mod:`.adventure_items`). Each item only
paints a record of :mod:`judge_app.sandbox.board` and is updated in place when a step changes
the record; the scene (:mod:`judge_app.gui.sandbox.board_scene`) places them and turns clicks
into signals."""

from __future__ import annotations

from typing import Any

from judge_app.gui.qt import (
    QBrush,
    QColor,
    QFontMetrics,
    QGraphicsItem,
    QGraphicsObject,
    QPainter,
    QPainterPath,
    QPen,
    QRectF,
    QStyleOptionGraphicsItem,
    Qt,
    QWidget,
)
from judge_app.gui.sandbox.board_layout import COMPACT_W, ORB, ROW_H, TILE_H, TILE_W
from judge_app.gui.sandbox.board_style import (
    STATUS_STYLE,
    TERRAIN_COLOURS,
    TERRAIN_LETTERS,
    Palette,
)
from judge_app.gui.sandbox.emblem_words import emblem_effect
from judge_app.gui.sandbox.kept_pictures import KeptPainting, copy_kept
from judge_app.gui.sandbox.tile_words import (  # re-exported: their home was here
    LIMBO_MORE_LINES,
    emblem_tile_height,
    font_px,
    limbo_tile_height,
    name_lines,
    wrap_name,
)
from judge_app.gui.sandbox.zone_items import ZoneItem  # re-exported: its home was here
from judge_app.sandbox.board_records import Tile
from judge_app.sandbox.tile_text import badge_words, compact_label, tile_tooltip

_font = font_px


class TileItem(KeptPainting, QGraphicsObject):
    """One card, token, emblem or Mana Orb. Full tiles show name, costs, statistics and
    status badges; short tiles (``height`` under :data:`TILE_H`, on a small screen) the name
    on one line over the statistics and badges, the type line only when there is room;
    compact tiles (``compact=True``) are one line."""

    def __init__(
        self,
        tile: Tile,
        palette: Palette,
        owner_colour: str,
        compact: bool = False,
        option: int | None = None,
        height: float = TILE_H,
    ) -> None:
        super().__init__()
        self.height = height
        self.tile = tile
        self.option = option  # its number among the pending decision's options
        self.palette = palette
        self.owner_colour = owner_colour
        self.compact = compact
        self.selected = False
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, False)
        self.setToolTip(tile_tooltip(tile))
        self.setData(0, tile.object_id)

    def show_tile(
        self,
        tile: Tile,
        owner_colour: str,
        compact: bool,
        option: int | None,
        height: float = TILE_H,
    ) -> bool:
        """Show ``tile`` in place of what this item showed (the same object after a step:
        its statuses, statistics, zone…), ``height`` high. Repaints only when something
        changed; says whether it did."""
        if (
            tile == self.tile
            and owner_colour == self.owner_colour
            and compact == self.compact
            and option == self.option
            and height == self.height
        ):
            return False
        if tile_size(tile, compact, height) != self.size():
            self.prepareGeometryChange()
        self.height = height
        if tile != self.tile:
            self.setToolTip(tile_tooltip(tile))
            if tile.object_id != self.tile.object_id:
                self.setData(0, tile.object_id)
        self.tile, self.owner_colour, self.compact, self.option = (
            tile,
            owner_colour,
            compact,
            option,
        )
        self.update()
        return True

    def size(self) -> tuple[float, float]:
        return tile_size(self.tile, self.compact, self.height)

    def boundingRect(self) -> QRectF:
        w, h = self.size()
        return QRectF(-2, -2, w + 4, h + 4)

    def looks(self, plain: bool = False) -> tuple[object, ...]:
        """What the tile's picture shows (:mod:`.kept_pictures`) — without its option
        number if ``plain``: a numbered tile goes back to its plain picture once the
        decision is answered. The fields of the tile that
        :meth:`paint_picture` draws — not its object id, zone, owner or timestamp, which it
        does not: a card that changes zones is a new object with a new id (1.4.4.a), and a
        Mana Orb looks like its player's other orbs. A field drawn later goes here too."""
        t = self.tile
        return (
            t.name,
            t.type,
            t.is_token,
            t.subtypes,
            t.hand_cost,
            t.reserve_cost,
            t.stats,
            t.printed_stats,
            t.statuses,
            t.counters,
            t.boosts,
            t.is_emblem,
            t.face_down,
            t.text,
            t.controller,
            t.not_executed,
            self.owner_colour,
            self.compact,
            None if plain else self.option,
            self.height,
            self.selected,
            self.palette,
        )

    def paint_now(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        """Paint the tile; a tile a decision numbers, whose number changes nothing else on
        it, as its plain picture with the number drawn over it — the number is the last
        thing :meth:`paint_picture` draws, so the pixels are the same (issue 33: a decision
        came forward painting a dozen tiles anew for their numbers)."""
        if (
            self.option is not None
            and self._number_only()
            and copy_kept(self, painter, self.looks(plain=True))
        ):
            w, h = self.size()
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            self._option_number(painter, w, h)
            return
        self.paint_picture(painter, option, widget)

    def _words_foot(self, h: float, numbered: bool) -> float:
        """Where the words under the name stop: above the statistics and badges; an Emblem
        with no badge and no number below uses the tile's foot."""
        t = self.tile
        if t.is_emblem and not numbered and not t.statuses and not t.counters:
            return h - 4
        return (h - 40) if t.stats is not None else (h - 20)

    def _free_lines(self, numbered: bool) -> int:
        """How many lines of small words fit under a full tile's name and costs (as
        :meth:`paint_picture` counts them), with or without the option number."""
        t = self.tile
        w, h = self.size()
        metrics = QFontMetrics(_font(13, True))
        costs = _costs(t)
        cost_w = float(metrics.horizontalAdvance(costs) + 4) if costs else 0.0
        lines, cost_line = name_lines(metrics, t.name, int(w - 10), int(cost_w))
        kind_y = 2 + max(len(lines), cost_line + 1 if costs else 0) * metrics.lineSpacing()
        small_h = QFontMetrics(_font(12)).lineSpacing()
        return int((self._words_foot(h, numbered) - kind_y) // small_h)

    def _number_only(self) -> bool:
        """Whether the option number is all that tells this tile from its plain look: a full
        card tile (a short tile moves its costs aside for it, a compact line and a Mana Orb
        draw none) whose words fit above the number as they fit without it and whose
        badges fit beside the number as they fit without it (an Emblem whose words use its
        foot: as many lines of them fit above the number)."""
        t = self.tile
        if self.compact or t.face_down or self.height < TILE_H:
            return False
        # an Emblem's words may use the foot where the number goes: as many lines above it?
        if self._words_foot(0, True) != self._words_foot(0, False) and self._free_lines(
            True
        ) != self._free_lines(False):
            return False
        if not self._badge_labels():
            return True
        w, _ = self.size()
        metrics = QFontMetrics(_font(12, True))
        return self._badges_fitting(metrics, w - 28) == self._badges_fitting(metrics, w - 4)

    def paint_picture(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        """Paint the tile: a Mana Orb's disc, or the card's frame, words and badges (the
        option number last, see :meth:`paint_now`)."""
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
            painter.setFont(_font(12))
            label = compact_label(t)
            painter.drawText(
                rect.adjusted(6, 0, -4, 0),
                Qt.AlignmentFlag.AlignVCenter,
                QFontMetrics(_font(12)).elidedText(label, Qt.TextElideMode.ElideRight, int(w - 12)),
            )
            return
        name_font = _font(13, True)
        metrics = QFontMetrics(name_font)
        costs = _costs(t)
        cost_w = float(QFontMetrics(_font(13, True)).horizontalAdvance(costs) + 4) if costs else 0.0
        short = h < TILE_H
        line_h = metrics.lineSpacing()
        if short:
            # a short tile: the name alone on its line ("Vanilla 1/1/1" and "Vanilla 2/1/1"
            # told apart; whole in the tooltip), the costs on the badges' line at the right
            # (two lines for a card without statistics: its name says more than its type)
            most = 1 if t.stats is not None else 2
            lines, cost_line = wrap_name(metrics, t.name, int(w - 10), int(w - 10), most), -1
            cost_at = QRectF(
                w - cost_w - (28 if self.option is not None else 5), h - 20, cost_w, 17
            )
        else:
            lines, cost_line = name_lines(metrics, t.name, int(w - 10), int(cost_w))
            cost_at = QRectF(w - cost_w - 5, 2 + cost_line * line_h, cost_w, line_h)
        painter.setFont(name_font)
        painter.setPen(QPen(text))
        for i, line in enumerate(lines):
            painter.drawText(
                QRectF(5, 2 + i * line_h, w - 10, line_h), Qt.AlignmentFlag.AlignLeft, line
            )
        if costs:
            painter.setPen(QPen(QColor(p.accent)))
            align = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
            painter.drawText(cost_at, align, costs)
        kind_y = 2 + max(len(lines), cost_line + 1 if costs else 0) * line_h
        bottom = self._words_foot(h, self.option is not None)
        small = _font(12)
        small_h = QFontMetrics(small).lineSpacing()
        painter.setFont(small)
        painter.setPen(QPen(QColor(p.muted)))
        kind = t.type + (" token" if t.is_token else "")
        if t.subtypes:
            kind += " · " + " ".join(t.subtypes)
        free_lines = int((bottom - kind_y) // small_h)
        if t.is_emblem and t.text and free_lines >= 2:
            # an emblem has room: its type, then as much of its effect as fits, in words
            # (its source is the name above: source and effect tell two Emblems apart)
            shown = self.emblem_lines(QFontMetrics(small), int(w - 10), free_lines)
            for i, line in enumerate(shown):
                painter.drawText(
                    QRectF(5, kind_y + i * small_h, w - 10, small_h),
                    Qt.AlignmentFlag.AlignLeft,
                    line,
                )
        elif free_lines >= 1:
            painter.drawText(
                QRectF(5, kind_y, w - 10, small_h),
                Qt.AlignmentFlag.AlignLeft,
                QFontMetrics(small).elidedText(kind, Qt.TextElideMode.ElideRight, int(w - 10)),
            )
        if t.stats is not None:
            self._stats(painter, t, h)
        self._badges(painter, w, h, cost_w + 4 if short and costs else 0.0)
        if self.option is not None:
            self._option_number(painter, w, h)

    def emblem_lines(self, metrics: QFontMetrics, room: int, max_lines: int) -> list[str]:
        """An emblem's type and effect in words, wrapped in at most ``max_lines`` lines of
        ``room`` (:func:`~judge_app.gui.sandbox.emblem_words.emblem_effect`)."""
        t = self.tile
        # whose it is first: six Emblem-Reactions in Limbo differ by their controller too
        effect = emblem_effect(t.type, t.text)
        blurb = f"{t.controller}'s {t.type}: {effect}".replace("Emblem-", "Emblem- ")
        if len(wrap_name(metrics, blurb, room, room, 99)) > max_lines:
            # the effect's words before the type's: in Limbo every tile is an Emblem, and
            # "p1's Ongoing: Boaster's abilities are ignored this Day." fits where "Emblem-"
            # left "abilities are ig…"
            blurb = f"{t.controller}'s {t.type.removeprefix('Emblem-')}: {effect}"
        wrapped = wrap_name(metrics, blurb, room, room, max_lines, at_word=True)
        return [line.replace("Emblem- ", "Emblem-") for line in wrapped]  # may break there

    def _option_number(self, painter: QPainter, w: float, h: float) -> None:
        """The tile's number among the pending decision's options (press it to choose)."""
        disc = QRectF(w - 24, h - 24, 21, 21)
        painter.setPen(QPen(QColor("#ffffff"), 1.5))
        painter.setBrush(QBrush(QColor(self.palette.selection)))
        painter.drawEllipse(disc)
        painter.setPen(QPen(QColor("#000000")))
        painter.setFont(_font(13, True))
        painter.drawText(disc, Qt.AlignmentFlag.AlignCenter, str(self.option))

    def _orb(self, painter: QPainter, t: Tile, w: float) -> None:
        """A face-down card in the Mana zone: a disc, greyed when exhausted."""
        ring = QColor(self.palette.selection if self.selected else self.owner_colour)
        fill = QColor("#9aa0ad" if t.exhausted else "#2d62c4")
        painter.setPen(QPen(ring, 2.2 if self.selected else 1.2))
        painter.setBrush(QBrush(fill))
        painter.drawEllipse(QRectF(1, 1, w - 2, w - 2))
        painter.setPen(QPen(QColor("#1d1d21" if t.exhausted else "#ffffff")))
        painter.setFont(_font(12, True))
        painter.drawText(
            QRectF(0, 0, w, w), Qt.AlignmentFlag.AlignCenter, "exh." if t.exhausted else "ready"
        )

    def _stats(self, painter: QPainter, t: Tile, h: float) -> None:
        assert t.stats is not None
        x = 5.0
        for i, terrain in enumerate(("forest", "mountain", "water")):
            value = t.stats[i]
            changed = t.printed_stats is not None and value != t.printed_stats[i]
            disc = QRectF(x, h - 40, 18, 18)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(QColor(TERRAIN_COLOURS[terrain])))
            painter.drawEllipse(disc)
            painter.setPen(QPen(QColor("#ffffff")))
            painter.setFont(_font(12, True))
            painter.drawText(disc, Qt.AlignmentFlag.AlignCenter, TERRAIN_LETTERS[terrain])
            painter.setPen(QPen(QColor(self.palette.accent if changed else self.palette.text)))
            painter.setFont(_font(15, True))
            painter.drawText(
                QRectF(x + 19, h - 42, 16, 22), Qt.AlignmentFlag.AlignVCenter, str(value)
            )
            x += 37

    def _badge_labels(self) -> list[tuple[str, str]]:
        """The tile's status and counter badges: (words, colour); the words are
        :func:`~judge_app.sandbox.tile_text.badge_words`."""
        t = self.tile
        colours = [STATUS_STYLE.get(s, ("", "#555"))[1] for s in t.statuses]
        colours += ["#3c6e71"] * len(t.counters)
        if t.not_executed:  # abilities the engine leaves to the judge
            colours.append("#9a5b00")
        return list(zip(badge_words(t), colours, strict=True))

    def _badges_fitting(self, metrics: QFontMetrics, room: float) -> int:
        """How many of the badges fit along the foot in ``room``."""
        x, shown = 4.0, 0
        for label, _ in self._badge_labels():
            width = metrics.horizontalAdvance(label) + 8
            if x + width > room:
                break
            x, shown = x + width + 3, shown + 1
        return shown

    def _badges(self, painter: QPainter, w: float, h: float, costs_w: float = 0.0) -> None:
        """The status and counter badges along the tile's foot, left of the option number
        and of the costs ``costs_w`` wide a short tile draws there."""
        labels = self._badge_labels()
        font = _font(12, True)
        painter.setFont(font)
        metrics = QFontMetrics(font)
        x = 4.0
        room = w - (28 if self.option is not None else 4) - costs_w
        for label, colour in labels:
            width = metrics.horizontalAdvance(label) + 8
            if x + width > room:
                break
            path = QPainterPath()
            path.addRoundedRect(QRectF(x, h - 20, width, 17), 4, 4)
            painter.fillPath(path, QBrush(QColor(colour)))
            painter.setPen(QPen(QColor("#ffffff")))
            painter.drawText(QRectF(x, h - 20, width, 17), Qt.AlignmentFlag.AlignCenter, label)
            x += width + 3

    def set_selected(self, selected: bool) -> None:
        if selected != self.selected:
            self.selected = selected
            self.update()


def tile_size(tile: Tile, compact: bool, height: float = TILE_H) -> tuple[float, float]:
    """A tile's width and height (``height`` for a card tile): a disc for a face-down card,
    a line in a compact zone."""
    if tile.face_down:
        return (ORB, ORB)
    return (COMPACT_W if compact else TILE_W, ROW_H if compact else height)


def _costs(t: Tile) -> str:
    if t.hand_cost is None and t.reserve_cost is None:
        return ""
    hand = "–" if t.hand_cost is None else str(t.hand_cost)
    reserve = "–" if t.reserve_cost is None else str(t.reserve_cost)
    return f"{hand}/{reserve}"


_MOVED = frozenset(
    {
        "RegionItem",
        "TerrainMarkerBadge",
        "MarkerItem",
        "marker_colour",
        "marker_tooltip",
        "marker_offset",
    }
)


__all__ = [
    "LIMBO_MORE_LINES",
    "TileItem",
    "ZoneItem",
    "emblem_tile_height",
    "font_px",
    "limbo_tile_height",
    "name_lines",
    "tile_size",
    "wrap_name",
]


def __getattr__(name: str) -> Any:
    """The Adventure's items moved to :mod:`.adventure_items`; still importable from here."""
    if name in _MOVED:
        from judge_app.gui.sandbox import adventure_items

        return getattr(adventure_items, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
