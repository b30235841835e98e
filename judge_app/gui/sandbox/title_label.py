"""The board's title beside the quick entry, shortened with "…" when the row is narrow.

A QLabel is never narrower than its text: a long board title ("A busy board — full
Expeditions on both sides, six Reactions waiting at Noon • (busy_board.yaml) — moment 3 of
3") took the row at 200 % on a 1920×1080 screen and left the quick entry, where the judge
types the board, a few words wide. This label gives way instead: when its words do not fit,
it shows them shortened in the middle with "…" (the board's name and the moment stay),
and the whole title in its tooltip. ``text()`` keeps the whole title.
"""

from __future__ import annotations

import html
import re

from judge_app.gui.qt import (
    QFontMetrics,
    QLabel,
    QPainter,
    QPaintEvent,
    QResizeEvent,
    QSize,
    QSizePolicy,
    Qt,
    QWidget,
)

_TAG = re.compile(r"<[^>]*>")


class TitleLabel(QLabel):
    """A one-line rich-text label that elides itself rather than widen its row."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self._plain = ""

    def setText(self, text: str) -> None:
        if text == self.text():
            return  # a step that leaves the title as it was lays nothing out again
        super().setText(text)
        # the words without their markup (a title is a few tags and entities: no document
        # is laid out for it each step)
        self._plain = " ".join(html.unescape(_TAG.sub("", text)).split())
        self._tip()

    def minimumSizeHint(self) -> QSize:
        return QSize(0, super().minimumSizeHint().height())

    def fits(self) -> bool:
        """Whether the whole title fits the label's width."""
        return super().sizeHint().width() <= self.contentsRect().width()

    def shown(self) -> str:
        """The words on screen: the whole title, or its two ends around "…"."""
        if self.fits():
            return self._plain
        metrics = QFontMetrics(self.font())
        width = self.contentsRect().width()
        return metrics.elidedText(self._plain, Qt.TextElideMode.ElideMiddle, width)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._tip()

    def _tip(self) -> None:
        self.setToolTip("" if self.fits() else self._plain)

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.fits():
            super().paintEvent(event)
            return
        painter = QPainter(self)
        painter.setPen(self.palette().color(self.foregroundRole()))
        painter.setFont(self.font())
        flags = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft
        painter.drawText(self.contentsRect(), flags, self.shown())
        painter.end()


__all__ = ["TitleLabel"]
