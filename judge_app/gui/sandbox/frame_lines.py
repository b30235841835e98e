"""A panel's frame drawn as four filled lines, once the style is seen to draw it so.

The Decision tab's option rows are framed panels (``QFrame.StyledPanel``). The application's
style (Fusion) draws such a frame as a one-pixel rectangle outline with softened corners,
through the painter's general line stroker: each frame cost about 200,000 instructions, a
dozen rows 2.6 M — some 7 % of a step that brings a decision forward (issue 33). Four
filled lines and four corner pixels of the same colours are the same pixels for a small
part of that.

The colours and the shape are not assumed: for each style, palette, frame and state the
style's own frame is painted once into small images (two sizes, over a light and a dark
ground), the colours read from it, and the lines used only if they give exactly the same
pixels — an opaque one-pixel outline, its corners of one colour, nothing else. Any other
look (another style, a style sheet rule for the frame, a fractional pixel ratio) is painted
by the style, as before.
"""

from __future__ import annotations

from judge_app.gui.qt import (
    QApplication,
    QColor,
    QFrame,
    QImage,
    QPainter,
    QPaintEvent,
    QRect,
    QStyle,
    QStyleOptionFrame,
    Qt,
)

CHECK_SIZES = ((23, 17), (61, 40))
"""Sizes at which the style's frame is compared with the four lines (logical pixels)."""

CHECK_GROUNDS = ("#efefef", "#3a2b5c")
"""What the frame is drawn over when compared: a light and a dark colour (its corners may
be translucent, blended with what is under them)."""

CORNER = 3
"""The side of the small frame the style paints each corner from (logical pixels)."""

_OUTLINES: dict[tuple[object, ...], QColor | None] = {}
"""The lines' colour by what the style's frame depends on; ``None``: not a plain outline."""
OUTLINES_KEPT = 64


def _lines(
    painter: QPainter, frame: QFrame, option: QStyleOptionFrame, rect: QRect, colour: QColor
) -> None:
    """The outline of ``rect``: its four corner pixels as the style paints them — each from
    a :data:`CORNER`-pixel frame of the style's, clipped to that pixel (a corner may be
    translucent, blended with what is under it as the style blends it) — then its top and
    bottom rows and its left and right columns in the lines' opaque ``colour``."""
    x, y, w, h = rect.x(), rect.y(), rect.width(), rect.height()
    right, bottom = x + w - 1, y + h - 1
    small = QStyleOptionFrame(option)
    style = frame.style()
    painter.save()
    for cx, cy, sx, sy in (
        (x, y, x, y),
        (right, y, right - CORNER + 1, y),
        (x, bottom, x, bottom - CORNER + 1),
        (right, bottom, right - CORNER + 1, bottom - CORNER + 1),
    ):
        painter.setClipRect(QRect(cx, cy, 1, 1))
        small.rect = QRect(sx, sy, CORNER, CORNER)
        style.drawControl(QStyle.ControlElement.CE_ShapedFrame, small, painter, frame)
    painter.restore()
    painter.fillRect(QRect(x + 1, y, w - 2, 1), colour)
    painter.fillRect(QRect(x + 1, bottom, w - 2, 1), colour)
    painter.fillRect(QRect(x, y + 1, 1, h - 2), colour)
    painter.fillRect(QRect(right, y + 1, 1, h - 2), colour)


def _image(width: int, height: int, ratio: float, ground: QColor | None) -> QImage:
    image = QImage(
        int(width * ratio), int(height * ratio), QImage.Format.Format_ARGB32_Premultiplied
    )
    image.setDevicePixelRatio(ratio)
    image.fill(ground if ground is not None else QColor(Qt.GlobalColor.transparent))
    return image


def _styled(
    frame: QFrame,
    option: QStyleOptionFrame,
    size: tuple[int, int],
    ratio: float,
    ground: QColor | None,
) -> QImage:
    """The style's frame of ``size`` drawn over ``ground`` (transparent if ``None``)."""
    shown = QStyleOptionFrame(option)
    shown.rect = QRect(0, 0, *size)
    image = _image(*size, ratio, ground)
    painter = QPainter(image)
    frame.style().drawControl(QStyle.ControlElement.CE_ShapedFrame, shown, painter, frame)
    painter.end()
    return image


def _plain_outline(frame: QFrame, option: QStyleOptionFrame, ratio: float) -> QColor | None:
    """The lines' colour of the style's frame if :func:`_lines` draws the very same pixels
    (at each of :data:`CHECK_SIZES`, over each of :data:`CHECK_GROUNDS`), else ``None``."""
    alone = _styled(frame, option, CHECK_SIZES[0], ratio, None)
    colour = alone.pixelColor(alone.width() // 2, 0)
    if colour.alpha() != 255:
        return None
    for size in CHECK_SIZES:
        for name in CHECK_GROUNDS:
            ground = QColor(name)
            lined = _image(*size, ratio, ground)
            painter = QPainter(lined)
            _lines(painter, frame, option, QRect(0, 0, *size), colour)
            painter.end()
            if lined != _styled(frame, option, size, ratio, ground):
                return None
    return colour


def _application_sheet() -> str:
    app = QApplication.instance()
    return app.styleSheet() if isinstance(app, QApplication) else ""


def outline_of(frame: QFrame, option: QStyleOptionFrame) -> QColor | None:
    """The lines' colour to draw ``frame`` (its style option ``option``) with :func:`_lines`, or
    ``None`` when the style's own painting must draw it (see the module)."""
    ratio = frame.devicePixelRatioF()
    if ratio != int(ratio):
        return None
    key = (
        id(frame.style()),
        _application_sheet(),  # the style's rules: the application's, the frame's
        frame.styleSheet(),
        option.palette.cacheKey(),
        int(option.state.value),
        option.frameShape.value,
        option.lineWidth,
        option.midLineWidth,
        int(option.features.value),
        ratio,
    )
    if key not in _OUTLINES:
        if len(_OUTLINES) >= OUTLINES_KEPT:
            del _OUTLINES[next(iter(_OUTLINES))]  # the oldest
        _OUTLINES[key] = _plain_outline(frame, option, ratio)
    return _OUTLINES[key]


class LinedFrame(QFrame):
    """A frame whose plain outline is drawn as four filled lines (see the module)."""

    def paintEvent(self, event: QPaintEvent) -> None:
        option = QStyleOptionFrame()
        self.initStyleOption(option)
        colour = outline_of(self, option)
        if colour is None:
            super().paintEvent(event)
            return
        painter = QPainter(self)
        _lines(painter, self, option, option.rect, colour)
        painter.end()


__all__ = ["LinedFrame", "outline_of"]
