"""A list of wrapped lines that measures each line once: the sandbox's timeline.

A :class:`QListWidget` lays out every line again whenever one is added, asking the delegate
for each line's wrapped height — on a timeline of a few hundred moments that was most of a
step's redraw, and it grew with every step. Here each line carries its size (the delegate's
own answer, measured once, at the list's width), so a layout only adds the sizes up. The sizes
are measured anew when the list's width, font or style changes, and for a line whose text or
font changes (:meth:`HintedList.refit`).
"""

from __future__ import annotations

from judge_app.gui.qt import (
    QEvent,
    QListWidget,
    QListWidgetItem,
    QRect,
    QResizeEvent,
    QSize,
    QStyle,
    QStyleOptionViewItem,
    Qt,
    QWidget,
)

_SIZE = Qt.ItemDataRole.SizeHintRole
_REMEASURE = (QEvent.Type.FontChange, QEvent.Type.StyleChange, QEvent.Type.PolishRequest)


class HintedList(QListWidget):
    """A word-wrapped list whose lines keep their measured sizes (see the module)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._width = -1  # the width the sizes were measured at

    def line_width(self) -> int:
        """The width the view lays a line out in: the viewport's room, less the vertical
        scroll bar when it comes and goes (as the list view itself reckons it)."""
        style = self.style()
        width = self.maximumViewportSize().width()
        if self.verticalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAsNeeded:
            width -= style.pixelMetric(
                QStyle.PixelMetric.PM_ScrollBarExtent, None, self.verticalScrollBar()
            )
            if style.styleHint(QStyle.StyleHint.SH_ScrollView_FrameOnlyAroundContents, None, self):
                width -= 2 * self.frameWidth()
        return width - 2 * self.spacing()

    def _option(self) -> QStyleOptionViewItem:
        option = QStyleOptionViewItem()
        self.initViewItemOption(option)
        option.rect = QRect(0, 0, self._width, max(1, self.maximumViewportSize().height()))
        return option

    def refit(self, item: QListWidgetItem, option: QStyleOptionViewItem | None = None) -> None:
        """Measure ``item`` (its text or font changed, or it is new)."""
        if self._width < 0:
            self._width = self.line_width()
        if item.listWidget() is not self:
            return
        kept = item.data(_SIZE)
        if kept is not None:  # the delegate would answer with it: measure without it
            item.setData(_SIZE, None)
        size = self.itemDelegate().sizeHint(option or self._option(), self.indexFromItem(item))
        item.setSizeHint(size)

    def add_line(self, text: str, tip: str = "") -> QListWidgetItem:
        """Add a line at the end, measured."""
        item = QListWidgetItem(text)
        if tip:
            item.setToolTip(tip)
        self.addItem(item)
        self.refit(item)
        return item

    def refit_all(self) -> None:
        """Measure every line again (the width, font or style changed)."""
        self._width = self.line_width()
        option = self._option()
        for row in range(self.count()):
            item = self.item(row)
            if item is not None:
                self.refit(item, option)

    def resizeEvent(self, event: QResizeEvent) -> None:
        rewrapped = self.line_width() != self._width and self.count() > 0
        if rewrapped:
            self.refit_all()
        super().resizeEvent(event)
        current = self.currentItem()
        if current is not None and (rewrapped or event.size().height() < event.oldSize().height()):
            # a lower list, or lines wrapped anew at a new width, would cut the current line
            # (the moment the judge is on, at 1280×720): it stays whole in view
            self.scrollToItem(current)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in _REMEASURE and self.count():
            self.refit_all()

    def sizes_as_measured(self) -> list[QSize]:
        """Every line's size as kept (for tests)."""
        return [self.item(r).sizeHint() for r in range(self.count())]
