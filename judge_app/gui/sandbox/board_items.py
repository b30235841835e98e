"""The painted pieces of the board: card tiles and zone frames (the Adventure's regions,
Expedition counters and Terrain Marker badges are :mod:`.adventure_items`). Each item only
paints a record of :mod:`judge_app.sandbox.board` and is updated in place when a step changes
the record; the scene (:mod:`judge_app.gui.sandbox.board_scene`) places them and turns clicks
into signals."""

from __future__ import annotations

from dataclasses import dataclass
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
from judge_app.gui.sandbox.board_layout import COMPACT_W, ORB, PAD, ROW_H, TILE_H, TILE_W, TITLE_H
from judge_app.gui.sandbox.emblem_words import emblem_effect
from judge_app.gui.sandbox.kept_pictures import copy_kept, paint_kept
from judge_app.gui.sandbox.tile_words import (  # re-exported: their home was here
    LIMBO_MORE_LINES,
    emblem_tile_height,
    font_px,
    limbo_tile_height,
    name_lines,
    wrap_name,
)
from judge_app.sandbox.board_records import Tile
from scenarios.pool.icons import icons_as_words

MARKER_RULE = "3.2.1.d"

TERRAIN_COLOURS = {"forest": "#2e7d32", "mountain": "#8d5b3c", "water": "#1f77c9"}
TERRAIN_LETTERS = {"forest": "F", "mountain": "M", "water": "W"}
MARKER_COLOUR = "#455a64"  # a Terrain Marker of several terrains
BADGE_H = 18.0
MARKER_W = 46.0  # an Expedition counter
MARKER_H = 19.0
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


_font = font_px


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

    def show_zone(self, title: str, subtitle: str, rect: QRectF, colour: str) -> None:
        """Show the zone anew in place (a step changed its title, count or frame); nothing
        is repainted when nothing changed."""
        if (title, subtitle, rect, colour) == (self.title, self.subtitle, self.rect, self.colour):
            return
        looks = (title, subtitle, rect.size(), colour) != (
            self.title,
            self.subtitle,
            self.rect.size(),
            self.colour,
        )
        if rect.size() != self.rect.size():
            self.prepareGeometryChange()
        self.title, self.subtitle, self.rect, self.colour = title, subtitle, rect, colour
        self.setPos(rect.topLeft())
        if looks:  # moved only (a row above grew): its cached picture is still right
            self.setToolTip(f"{title}{' — ' + subtitle if subtitle else ''}")
            self.update()

    def set_highlight(self, on: bool) -> None:
        """Frame the zone as a drop target (while a card is dragged over it)."""
        if self.highlight != on:
            self.highlight = on
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.rect.width(), self.rect.height())

    def looks(self) -> tuple[object, ...]:
        """What the zone's picture shows (:mod:`.kept_pictures`)."""
        return (
            self.title,
            self.subtitle,
            self.rect.width(),
            self.rect.height(),
            self.colour,
            self.highlight,
            self.palette,
        )

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        paint_kept(self, painter, option, widget, self.looks(), self.paint_picture)

    def paint_picture(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        """Paint the zone: its frame, title and subtitle."""
        r = self.boundingRect().adjusted(0.5, 0.5, -0.5, -0.5)
        p = self.palette
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        border = QColor(p.accent if self.highlight else p.zone_border)
        painter.setPen(QPen(border, 2.0 if self.highlight else 1.0))
        painter.setBrush(QBrush(QColor(p.zone)))
        painter.drawRoundedRect(r, 7, 7)
        title_rect = self._title_rect()
        title_font, sub_font = _font(13, True), _font(12)
        title, subtitle = self.shown_heading()
        painter.setPen(QPen(QColor(self.colour)))
        painter.setFont(title_font)
        painter.drawText(title_rect, Qt.AlignmentFlag.AlignVCenter, title)
        if subtitle:
            painter.setPen(QPen(QColor(p.muted)))
            painter.setFont(sub_font)
            painter.drawText(
                title_rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, subtitle
            )

    def _title_rect(self) -> QRectF:
        """Where the title and subtitle are drawn, in the item's coordinates."""
        r = self.boundingRect().adjusted(0.5, 0.5, -0.5, -0.5)
        return QRectF(PAD + 2, 2, r.width() - 2 * PAD - 4, TITLE_H - 2)

    def shown_heading(self) -> tuple[str, str]:
        """The title and subtitle as drawn in the zone's frame (:meth:`heading` for its
        width), worked out once for the words, the width and the fonts: measuring the forms
        of a title was a quarter of painting a zone, and a table laid out anew paints a
        dozen zones whose words have not changed (issue 33)."""
        room = int(self._title_rect().width())
        title_font, sub_font = _font(13, True), _font(12)
        key = (self.title, self.subtitle, room, title_font.key(), sub_font.key())
        shown = _HEADINGS.get(key)
        if shown is None:
            shown = self.heading(QFontMetrics(title_font), QFontMetrics(sub_font), room)
            if len(_HEADINGS) >= HEADINGS_KEPT:
                del _HEADINGS[next(iter(_HEADINGS))]  # the oldest
            _HEADINGS[key] = shown
        return shown

    def heading(
        self, metrics: QFontMetrics, sub_metrics: QFontMetrics, room: int
    ) -> tuple[str, str]:
        """The title and subtitle that fit ``room``: the longest form of the title
        (:func:`_title_forms`) beside the longest of the subtitle that fits
        (:func:`_short_stats`). An Expedition too narrow for its name beside its statistics
        keeps its name ("Com…" at 200% said nothing) and its statistics go to the tooltip. A
        count stays, the title cut — after its player, which stays while
        :data:`LEAST_LETTERS` of the name fit beside it ("p2 · Res…"): on a small screen a
        player's Reserve, Mana and Hand lie next to the Adventure, away from the banner that
        names the player. A pile narrower still (an empty Deck, its title only) keeps its
        name and count, in its player's colour, rather than "p2 · …"."""
        forms = _title_forms(self.title)
        stats = _short_stats(self.subtitle) != self.subtitle
        subtitles = list(dict.fromkeys([self.subtitle, _short_stats(self.subtitle)]))

        def width(title: str, subtitle: str) -> int:
            sub = sub_metrics.horizontalAdvance(subtitle) + 10 if subtitle else 0
            return metrics.horizontalAdvance(title) + sub

        for form in forms:
            for subtitle in subtitles:
                if width(form, subtitle) <= room:
                    return form, subtitle
        if stats:  # the statistics go to the tooltip before the name is cut
            for form in forms:
                if width(form, "") <= room:
                    return form, ""
        subtitle = "" if stats else subtitles[-1]
        left = room - (width("", subtitle) if subtitle else 0)
        owner, name = _owner_and_name(forms[-1])
        least = metrics.horizontalAdvance(
            name[:LEAST_LETTERS] + ("…" if name[LEAST_LETTERS:] else "")
        )
        if owner and left - metrics.horizontalAdvance(owner) >= least:
            left -= metrics.horizontalAdvance(owner)
        else:
            owner = ""
        elided = metrics.elidedText(name, Qt.TextElideMode.ElideRight, max(left, 20))
        return owner + elided, subtitle


HEADINGS_KEPT = 512
"""Zone headings kept (:meth:`ZoneItem.shown_heading`): a few widths of some forty zones."""
_HEADINGS: dict[tuple[object, ...], tuple[str, str]] = {}

LEAST_LETTERS = 3  # of a zone's name beside its player's: "p2 · Res… 0/2", not "p2 · R…"
PLAYER_MARK = " · "  # between a zone's player and its name: "p1 · Reserve"


def _owner_and_name(title: str) -> tuple[str, str]:
    """``"p1 · Reserve"`` → ``("p1 · ", "Reserve")``; ``"Limbo"`` → ``("", "Limbo")``."""
    player, mark, name = title.partition(PLAYER_MARK)
    return (player + mark, name) if mark else ("", title)


def _title_forms(title: str) -> list[str]:
    """A zone's title, then shorter forms of it that still name the zone and its player,
    for a narrow zone: ``p2 · Discard pile`` → ``p2 · Discard``; ``p1 · Companion
    Expedition`` → ``p1 · Companion Exp.`` → ``p1 · Companion`` (a Hero Expedition stops at
    ``p1 · Hero Exp.``: "Hero" alone is the Hero's own zone). The player is not dropped
    (:meth:`ZoneItem.heading` cuts the name after it): which player's Reserve a card is in
    is half of what the zone says."""
    forms = [title]
    owner, bare = _owner_and_name(title)
    if bare.endswith(" pile"):
        forms.append(owner + bare.removesuffix(" pile"))
    if bare.endswith(" Expedition"):
        which = bare.removesuffix(" Expedition")
        forms.append(f"{owner}{which} Exp.")
        if which != "Hero":
            forms.append(owner + which)
    return list(dict.fromkeys(forms))


def _short_stats(subtitle: str) -> str:
    """``forest 6 · mountain 3 · water 0`` → ``F6 M3 W0`` (other subtitles unchanged)."""
    parts = subtitle.split(" · ")
    if len(parts) == 3 and all(p.split(" ")[0] in TERRAIN_LETTERS for p in parts):
        return " ".join(TERRAIN_LETTERS[p.split(" ")[0]] + p.split(" ")[-1] for p in parts)
    return subtitle


class TileItem(QGraphicsObject):
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
        self.setToolTip(_tooltip(tile))
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
            self.setToolTip(_tooltip(tile))
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

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        paint_kept(self, painter, option, widget, self.looks(), self._paint_numbered)

    def _paint_numbered(
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
        option number last, see :meth:`_paint_numbered`)."""
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
            label = t.name + (f"  {_stats_text(t.stats)}" if t.stats else "")
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
        """The tile's status and counter badges: (words, colour)."""
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
        return labels

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
        lines.append(icons_as_words(t.text))
    lines.extend(f"Not executed — resolve by hand: {a}" for a in t.not_executed)
    return "\n".join(lines)


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
