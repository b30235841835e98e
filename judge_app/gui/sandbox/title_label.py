"""The board's title beside the quick entry, shortened with "…" when the row is narrow.

A QLabel is never narrower than its text: a long board title ("A busy board — full
Expeditions on both sides, six Reactions waiting at Noon • (busy_board.yaml) — moment 3 of
3") took the row at 200 % on a 1920×1080 screen and left the quick entry, where the judge
types the board, a few words wide. This label gives way instead: when its words do not fit,
it drops the file's name first, then the board's name's last words (at a word, never inside
one: "does n…19_a_derived…" read as neither), keeping the moment; the whole title is in its
tooltip. ``text()`` keeps the whole title.
"""

from __future__ import annotations

import html
import math
import re
from collections.abc import Callable

from judge_app.gui.qt import (
    QColor,
    QEvent,
    QFont,
    QFontMetrics,
    QFontMetricsF,
    QLabel,
    QPainter,
    QPaintEvent,
    QRectF,
    QResizeEvent,
    QSize,
    QSizePolicy,
    Qt,
    QWidget,
)

_TAG = re.compile(r"<[^>]*>")
# "Board name • (file.yaml) — moment 3 of 9": the parts the title gives up one by one
_PARTS = re.compile(r"^(?P<name>.+?)(?P<mark> •)? \((?P<file>[^()]*)\)(?P<moment> — .+)$")


def shortened(plain: str, fits: Callable[[str], bool]) -> str:
    """``plain`` (the title's words) as long as ``fits`` allows: whole; without the file's
    name; with the board's name cut after a word ("…"); the moment alone; the moment cut."""
    if fits(plain):
        return plain
    m = _PARTS.match(plain)
    if m is None:
        words = plain.split(" ")
        name, mark, moment = plain, "", ""
    else:
        name, mark, moment = m.group("name"), m.group("mark") or "", m.group("moment")
        if fits(name + mark + moment):
            return name + mark + moment
        words = name.split(" ")
    for count in range(len(words) - 1, 0, -1):
        tried = " ".join(words[:count]).rstrip(",:;—-") + "…" + mark + moment
        if fits(tried):
            return tried
    alone = moment.removeprefix(" — ") or plain
    return alone if fits(alone) else alone[: max(1, len(alone) // 2)] + "…"


_COLOUR = re.compile(r"color:\s*([#\w]+)", re.IGNORECASE)
_MARKUP = re.compile(r"(</?b>|<span[^>]*>|</span>)", re.IGNORECASE)


def runs(text: str) -> list[tuple[str, bool, str]]:
    """The title's words as (words, bold, colour) runs — its markup is <b> and colour spans
    only; ``colour`` is "" for the label's own."""
    out: list[tuple[str, bool, str]] = []
    bold, colour = False, ""
    for part in _MARKUP.split(text):
        low = part.lower()
        if low in ("<b>", "</b>"):
            bold = low == "<b>"
        elif low.startswith("<span"):
            found = _COLOUR.search(part)
            colour = found.group(1) if found else ""
        elif low == "</span>":
            colour = ""
        elif part:
            words = re.sub(r"\s+", " ", html.unescape(_TAG.sub("", part)))
            if words:
                out.append((words, bold, colour))
    return out


class TitleLabel(QLabel):
    """A one-line rich-text label that elides itself rather than widen its row."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self._text = ""  # the title with its markup (the QLabel's own text stays empty)
        self._runs: list[tuple[str, bool, str]] = []
        self._plain = ""
        self._width = 0  # the words' width, measured with the fonts' metrics
        self._line: dict[str, int] = {}  # the line's height for each font
        self._shown = ("", -1, "")  # the shortened words for (title, width)

    def text(self) -> str:
        return self._text

    def setText(self, text: str) -> None:
        """Show ``text`` (bold and colour spans). The words are painted run by run: no
        rich-text document is laid out for them — laying out the title's document was
        half a millisecond of every step, and painting it a paint of its own (issue 33)."""
        if text == self._text:
            return  # a step that leaves the title as it was lays nothing out again
        self._text = text
        self._runs = runs(text)
        self._plain = " ".join("".join(w for w, _, _ in self._runs).split())
        self.setAccessibleName(self._plain)
        width = self._width
        self._measure()
        self._tip()
        if self._width != width:
            self.updateGeometry()
        self.update()

    def _fonts(self) -> tuple[QFont, QFont]:
        bold = QFont(self.font())
        bold.setBold(True)
        return self.font(), bold

    def _measure(self) -> None:
        """The title's width from the fonts' metrics, run by run (bold or not), as the
        rich-text layout would find it."""
        plain, bold = (QFontMetricsF(f) for f in self._fonts())
        width = sum((bold if b else plain).horizontalAdvance(w) for w, b, _ in self._runs)
        self._width = math.ceil(width - 1e-6)

    def _height(self) -> int:
        """One line's height in this font (a document laid out once per font)."""
        key = self.font().key()
        if key not in self._line:
            super().setText("<b>Ag</b> Ag")
            self._line[key] = super().sizeHint().height()
            super().setText("")
        return self._line[key]

    def sizeHint(self) -> QSize:
        m = self.contentsMargins()
        extra = 2 * self.margin() + max(self.indent(), 0)
        return QSize(self._width + m.left() + m.right() + extra, self._height())

    def minimumSizeHint(self) -> QSize:
        return QSize(0, self._height())

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._measure()  # the same words take another width
            self.updateGeometry()

    def fits(self) -> bool:
        """Whether the whole title fits the label's width."""
        return self.sizeHint().width() <= self.contentsRect().width()

    def shown(self) -> str:
        """The words on screen: the whole title, or as much of it as fits (:func:`shortened`)."""
        if self.fits():
            return self._plain
        width = self.contentsRect().width()
        if self._shown[:2] != (self._plain, width):
            metrics = QFontMetrics(self.font())
            words = shortened(self._plain, lambda t: metrics.horizontalAdvance(t) <= width)
            self._shown = (self._plain, width, words)
        return self._shown[2]

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._tip()

    def _tip(self) -> None:
        self.setToolTip("" if self.fits() else self._plain)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        own = self.palette().color(self.foregroundRole())
        area = self.contentsRect().adjusted(self.margin(), 0, -self.margin(), 0)
        flags = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft
        if not self.fits():
            painter.setPen(own)
            painter.setFont(self.font())
            painter.drawText(area, flags, self.shown())
            painter.end()
            return
        plain, bold = self._fonts()
        x = float(area.left())
        for words, is_bold, colour in self._runs:
            font = bold if is_bold else plain
            painter.setFont(font)
            painter.setPen(QColor(colour) if colour else own)
            width = QFontMetricsF(font).horizontalAdvance(words)
            painter.drawText(QRectF(x, area.top(), width + 1, area.height()), flags, words)
            x += width
        painter.end()


__all__ = ["TitleLabel"]
