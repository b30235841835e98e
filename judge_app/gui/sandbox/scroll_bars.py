"""Scroll bars that keep their pictures: the board's bars drawn once for each state they show.

A scroll bar of the application's style (Fusion) fills its groove with a gradient, pixel by
pixel: the board's bar, 14 by 829 pixels at 1500×900, cost 4–7 million instructions each
time it was painted — 9–12 % of the slowest steps (issue 33): a decision that comes forward
scrolls the board to the deciding player's rows (the bar's handle moves), a step that lays
the table out anew changes its range. The positions recur (the view goes back and forth
between the two players' rows, the table between a few heights), so a bar here keeps the
picture of each state it has painted — size, range, position, page step, the style's state
flags, palette and pixel ratio — and paints a state it has seen by copying the picture.

The picture is the style's own painting, made into an image of the bar's size filled first
with the window's colour — what the bar sits on: the style's groove leaves its outline's
edge to blend with what is under it. The same pixels as the style painting on screen
(``tests/gui/test_scroll_bar_pictures.py`` compares them, made and copied); a bar on another
background would need that background first, so only the board's bars keep pictures.
While the pointer is over the bar or the handle is dragged, the style is asked to paint as
usual: which part is hovered or pressed is the bar's own business, not in the state a
picture is kept by.

A state seen for the first time costs what it did (and a copy): on the busy board's first
80 steps one repaint of the bar in eleven is a copy; stepping the same moves again (Undo
and Redo, the timeline's moments, the board opened again) finds them all.
"""

from __future__ import annotations

from collections import OrderedDict

from judge_app.gui.qt import (
    QAbstractScrollArea,
    QImage,
    QPainter,
    QPaintEvent,
    QPalette,
    QScrollBar,
    QStyle,
    QStyleOptionSlider,
    Qt,
    QWidget,
)

PICTURES_KEPT = 12
"""Pictures a bar keeps (the oldest goes first): a few positions at a few ranges."""


class PictureScrollBar(QScrollBar):
    """A scroll bar that paints each state it has painted before by copying its picture."""

    def __init__(self, orientation: Qt.Orientation, parent: QWidget | None = None) -> None:
        super().__init__(orientation, parent)
        self._pictures: OrderedDict[tuple[object, ...], QImage] = OrderedDict()
        self.copied = 0  # paints made by copying a picture (for tests and benchmarks)

    def _state(self, option: QStyleOptionSlider) -> tuple[object, ...]:
        """What the style's painting of the bar depends on."""
        return (
            option.rect.width(),
            option.rect.height(),
            self.devicePixelRatioF(),
            int(option.state.value),
            option.direction.value,
            option.palette.cacheKey(),
            id(self.style()),
            option.orientation.value,
            option.minimum,
            option.maximum,
            option.sliderPosition,
            option.sliderValue,
            option.singleStep,
            option.pageStep,
            option.upsideDown,
        )

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.underMouse() or self.isSliderDown():
            super().paintEvent(event)  # a hovered or pressed part: the style's own way
            return
        option = QStyleOptionSlider()
        self.initStyleOption(option)
        option.subControls = QStyle.SubControl.SC_All
        option.activeSubControls = QStyle.SubControl.SC_None
        key = self._state(option)
        picture = self._pictures.get(key)
        if picture is None:
            ratio = self.devicePixelRatioF()
            picture = QImage(self.size() * ratio, QImage.Format.Format_RGB32)
            picture.setDevicePixelRatio(ratio)
            picture.fill(self.palette().color(QPalette.ColorRole.Window))  # what it sits on
            painter = QPainter(picture)
            self.style().drawComplexControl(
                QStyle.ComplexControl.CC_ScrollBar, option, painter, self
            )
            painter.end()
            self._pictures[key] = picture
            if len(self._pictures) > PICTURES_KEPT:
                self._pictures.popitem(last=False)
        else:
            self._pictures.move_to_end(key)
            self.copied += 1
        painter = QPainter(self)
        painter.drawImage(0, 0, picture)
        painter.end()


def keep_scroll_bar_pictures(area: QAbstractScrollArea) -> None:
    """Give ``area`` scroll bars that keep their pictures (its policies stay as they were)."""
    area.setVerticalScrollBar(PictureScrollBar(Qt.Orientation.Vertical, area))
    area.setHorizontalScrollBar(PictureScrollBar(Qt.Orientation.Horizontal, area))


__all__ = ["PICTURES_KEPT", "PictureScrollBar", "keep_scroll_bar_pictures"]
