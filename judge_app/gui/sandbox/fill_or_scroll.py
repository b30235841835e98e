"""A scroll area for a column of word-wrapped parts: it fills a tall window and scrolls only
on a short one (1280×720, or 200 % on 1920×1080), so every part of the Readings tab stays
readable rather than shrinking to nothing.
"""

from __future__ import annotations

from judge_app.gui.qt import (
    QEvent,
    QLayout,
    QObject,
    QResizeEvent,
    QScrollArea,
    QTimer,
    QVBoxLayout,
    QWidget,
)


class FillOrScroll(QScrollArea):
    """A scroll area whose widget fills its height when that is at least the widget's
    minimum, and scrolls only below it. (A resizable QScrollArea gives a widget with
    word-wrapped labels its preferred height, so it scrolled on a tall window too.)"""

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def watch(self, part: QWidget) -> None:
        """Scroll ``part``, fitted again whenever its contents change (a new verdict)."""
        self.setWidget(part)
        part.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            QTimer.singleShot(0, self.fit)  # once the layout has taken in the change
        return super().eventFilter(watched, event)

    def fit(self) -> None:
        part = self.widget()
        layout = part.layout() if part is not None else None
        if part is None or layout is None:
            return
        width = self.viewport().width()
        least = self.least(layout, width)
        if least > self.viewport().height():  # a scroll bar takes some of the width
            width -= self.verticalScrollBar().sizeHint().width()
            least = self.least(layout, width)
        part.resize(width, max(least, self.viewport().height()))

    @staticmethod
    def least(layout: QLayout, width: int) -> int:
        """The height ``layout`` needs at ``width``: its words at their wrapped height, the
        parts that stretch (lists, the board) at their minimum. (The layout's own minimum
        reads a rich-text label's height short, and its preferred height gives the lists and
        the board their full size hints.)"""
        if not isinstance(layout, QVBoxLayout):
            return layout.totalMinimumHeightForWidth(width)
        margins = layout.contentsMargins()
        heights: list[int] = []
        for i in range(layout.count()):
            item = layout.itemAt(i)
            if item is None or item.isEmpty():
                continue
            widget = item.widget()
            if widget is not None and layout.stretch(i) > 0:
                heights.append(widget.minimumHeight() or widget.minimumSizeHint().height())
            elif item.hasHeightForWidth():
                heights.append(item.heightForWidth(width))
            else:
                heights.append(item.sizeHint().height())
        spacing = max(0, layout.spacing()) * max(0, len(heights) - 1)
        return sum(heights) + spacing + margins.top() + margins.bottom()
