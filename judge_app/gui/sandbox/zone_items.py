"""A zone's frame on the board: its title, count or statistics, cut to the room it has
(a narrow zone keeps its player and as much of its name as fits), and its highlight as a
drop target. Painted once per look (:mod:`.kept_pictures`)."""

from __future__ import annotations

import re

from judge_app.gui.qt import (
    QBrush,
    QColor,
    QFontMetrics,
    QGraphicsItem,
    QGraphicsObject,
    QPainter,
    QPen,
    QRectF,
    QStyleOptionGraphicsItem,
    Qt,
    QWidget,
)
from judge_app.gui.sandbox.board_layout import PAD, TITLE_H
from judge_app.gui.sandbox.board_style import TERRAIN_COLOURS, TERRAIN_LETTERS, Palette
from judge_app.gui.sandbox.kept_pictures import KeptPainting
from judge_app.gui.sandbox.tile_words import font_px

_font = font_px


class ZoneItem(KeptPainting, QGraphicsObject):
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
            # Qt's picture of the item dropped, not only marked stale: after a loop of
            # Reactions, at 200 %, a zone scrolled into view as the view was resized kept
            # the title of the board as opened ("F1 M1 W1" over 13 Characters)
            mode = self.cacheMode()
            self.setCacheMode(QGraphicsItem.CacheMode.NoCache)
            self.setCacheMode(mode)
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
        if subtitle and _STATS_CODES.fullmatch(subtitle):
            self._terrain_discs(painter, title_rect, subtitle)
        elif subtitle:
            painter.setPen(QPen(QColor(p.muted)))
            painter.setFont(sub_font)
            painter.drawText(
                title_rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, subtitle
            )

    def _terrain_discs(self, painter: QPainter, rect: QRectF, subtitle: str) -> None:
        """An Expedition's statistics (2.2.11.c) as the tiles draw a Character's: each
        terrain's coloured disc with its letter, then the number — never the codes "F6 M3
        W0" as text."""
        metrics = QFontMetrics(_font(12))
        x = rect.right() - _subtitle_width(metrics, subtitle)
        y = rect.center().y()
        for part in subtitle.split(" "):
            terrain = _TERRAIN_OF[part[0]]
            disc = QRectF(x, y - DISC / 2, DISC, DISC)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(QColor(TERRAIN_COLOURS[terrain])))
            painter.drawEllipse(disc)
            painter.setPen(QPen(QColor("#ffffff")))
            painter.setFont(_font(12, True))
            painter.drawText(disc, Qt.AlignmentFlag.AlignCenter, part[0])
            painter.setPen(QPen(QColor(self.palette.muted)))
            painter.setFont(_font(12))
            number = QRectF(x + DISC + 2, y - DISC / 2, metrics.horizontalAdvance(part[1:]), DISC)
            painter.drawText(number, Qt.AlignmentFlag.AlignVCenter, part[1:])
            x += DISC + 2 + metrics.horizontalAdvance(part[1:]) + DISC_GAP

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
            sub = _subtitle_width(sub_metrics, subtitle) + 10 if subtitle else 0
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


def title_room(title: str, subtitle: str, statistics: bool = False) -> float:
    """How wide a zone's frame must be, in scene units, for its title to read whole beside
    its count — the board's layout gives every zone at least this
    (:attr:`~judge_app.gui.sandbox.board_layout.Layout.least`), so a zone's name is never
    cut ("p2 · Disc…", "p2 · Compan…" at 200% on a 1080p laptop). The title's shortest
    form that still names the zone and its player (:func:`_least_form`) and the count, as
    many digits of the widest; an Expedition's statistics (2.2.11.c) go to the tooltip
    first (:meth:`ZoneItem.heading`) and are counted only with ``statistics`` — the room the
    layout gives such a zone next when it has room to spare
    (:attr:`~judge_app.gui.sandbox.board_layout.Layout.wanted`)."""
    key = (title, subtitle, statistics)
    room = _ROOMS.get(key)
    if room is None:
        title_metrics, sub_metrics = QFontMetrics(_font(13, True)), QFontMetrics(_font(12))
        need = title_metrics.horizontalAdvance(_least_form(title))
        stats = _short_stats(subtitle)
        if subtitle and stats == subtitle:  # a count
            need += sub_metrics.horizontalAdvance(re.sub(r"\d", "8", subtitle)) + 10
        elif subtitle and statistics:
            need += _subtitle_width(sub_metrics, re.sub(r"\d+", "88", stats)) + 10
        room = need + 2 * PAD + 4 + 2  # the title's inset in the frame (:meth:`_title_rect`)
        _ROOMS[key] = room
    return room


_ROOMS: dict[tuple[str, str, bool], float] = {}


def _least_form(title: str) -> str:
    """The shortest form of a zone's title the layout leaves room for: ``p2 · Discard``,
    ``p1 · Companion Exp.`` — not ``p1 · Companion``, which reads as the card."""
    forms = _title_forms(title)
    return next((f for f in reversed(forms) if not f.endswith(" Companion")), forms[-1])


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


DISC = 15.0  # a terrain's disc in an Expedition's heading
DISC_GAP = 5.0
_STATS_CODES = re.compile(r"F-?\d+ M-?\d+ W-?\d+")
_TERRAIN_OF = {letter: terrain for terrain, letter in TERRAIN_LETTERS.items()}


def _subtitle_width(metrics: QFontMetrics, subtitle: str) -> int:
    """How wide a subtitle is drawn: its text, or an Expedition's statistics as discs."""
    if not _STATS_CODES.fullmatch(subtitle):
        return metrics.horizontalAdvance(subtitle)
    parts = subtitle.split(" ")
    numbers = sum(metrics.horizontalAdvance(part[1:]) for part in parts)
    return int(len(parts) * (DISC + 2) + numbers + (len(parts) - 1) * DISC_GAP + 0.5)


def _short_stats(subtitle: str) -> str:
    """``forest 6 · mountain 3 · water 0`` → ``F6 M3 W0`` (other subtitles unchanged)."""
    parts = subtitle.split(" · ")
    if len(parts) == 3 and all(p.split(" ")[0] in TERRAIN_LETTERS for p in parts):
        return " ".join(TERRAIN_LETTERS[p.split(" ")[0]] + p.split(" ")[-1] for p in parts)
    return subtitle
