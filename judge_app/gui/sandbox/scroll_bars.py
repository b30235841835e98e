"""Scroll bars that keep their pictures: the board's and the timeline's bars, each state
drawn once.

A scroll bar of the application's style (Fusion) fills its groove with a gradient, pixel by
pixel: the board's bar, 14 by 829 pixels at 1500×900, cost 4–7 million instructions each
time it was painted — 9–12 % of the slowest steps (issue 33): a decision that comes forward
scrolls the board to the deciding player's rows (the bar's handle moves), a step that lays
the table out anew changes its range, and the timeline's bar moves at nearly every step
(a line added, the list scrolled to it).

So a bar here keeps (1) its groove — the gradient under everything, about three quarters of
the style's painting, the same at any range and position — for its size, state and
palette, and paints a new state by drawing the handle and the arrows over a copy of it, as
the style draws them over its groove; (2) the picture of each state it painted — size,
range, position, page step, the style's state flags, palette and pixel ratio — copied when
that state comes back (the view going back and forth between the two players' rows).

The pictures are the style's own painting, made in an image of the bar's size filled first
with the window's colour — what the bar sits on: the style leaves its groove's outline to
blend with what is under it. The same pixels as the style painting on screen
(``tests/gui/test_scroll_bar_pictures.py`` compares them, made and copied; the screenshots
of the busy board, the dispute and its timeline are identical); a bar on another background
would need that background first. While the pointer is over the bar or the handle is
dragged, the style paints as usual: which part is hovered or pressed is the bar's own
business, not in the state a picture is kept by.

On the busy board's first 80 steps one repaint of the board's bar in eleven is a copy
(stepping the same moves again — Undo and Redo, the timeline's moments, the board opened
again — finds them all); every other repaint still saves the groove.
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
        self._groove_picture: QImage | None = None
        self._groove_key: tuple[object, ...] = ()

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

    def _groove(self, option: QStyleOptionSlider) -> QImage:
        """The bar's groove on the window's colour: the gradient the whole bar is filled
        with, most of a bar's painting, the same at any range and position (kept for the
        size, state and palette)."""
        key = self._state(option)[:8]
        if self._groove_key != key:
            ratio = self.devicePixelRatioF()
            groove = QImage(self.size() * ratio, QImage.Format.Format_RGB32)
            groove.setDevicePixelRatio(ratio)
            groove.fill(self.palette().color(QPalette.ColorRole.Window))  # what it sits on
            only = QStyleOptionSlider(option)
            only.subControls = QStyle.SubControl.SC_ScrollBarGroove
            painter = QPainter(groove)
            self.style().drawComplexControl(QStyle.ComplexControl.CC_ScrollBar, only, painter, self)
            painter.end()
            self._groove_picture, self._groove_key = groove, key
        assert self._groove_picture is not None
        return self._groove_picture

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
            picture = self._groove(option).copy()
            # the handle and the arrows, drawn by the style over its groove as it draws them
            # all at once (groove first)
            option.subControls = QStyle.SubControl.SC_All & ~QStyle.SubControl.SC_ScrollBarGroove
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
