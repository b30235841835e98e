"""Pictures of the board's items kept by what they show, so a look painted once is copied
when it comes back.

Each board item is cached by Qt in device coordinates (:mod:`.retained`): while it shows the
same thing at the same size it is copied, not painted. But Qt keeps one picture per item and
drops it when the item changes — and a step brings back looks the board had a moment ago:
the tiles a decision numbered lose their numbers when it is answered, the Adventure's
regions and the zones of a row go back to the widths they had when Limbo empties or a card
leaves again, Undo, Redo and the timeline's moments show earlier boards. Painting a zone's
or a region's frame and words anew was most of the steps that lay the table out again (a
dozen zones and eight regions, 1 M instructions each; issue 33), and a decision's tiles
were painted twice, numbered then plain.

So when Qt asks an item to paint into its cache (:func:`paint_kept`), the item's picture for
what it shows (its :meth:`looks`), its size on screen and the exact transform Qt paints it
with is looked up here: found, it is copied into Qt's cache as it is; else the item paints
into Qt's cache as before and a copy of the cache is kept (a copy of the pixels, a small
part of painting them: a look seen once costs about what it did). The pixels are those
Qt's own painting made. Anything else — a partial repaint, a scene drawn into another
device, a rotated view — paints as before.

The pictures are kept by bytes (:data:`PICTURE_BYTES`), the oldest used going first.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import cast

from judge_app.gui.qt import (
    QGraphicsItem,
    QImage,
    QPainter,
    QPixmap,
    QPointF,
    QStyleOptionGraphicsItem,
    QTransform,
    QWidget,
)

PICTURE_BYTES = 48 * 1024 * 1024
"""How much the kept pictures may take (a busy board at 1500×900: a hundred tiles of ~60 KB,
twenty zones of up to ~1 MB, each in a few looks)."""

SLACK = 4
"""Pixels by which Qt's cache picture may be larger than the item on screen (it rounds the
item's rectangle outward)."""

Painting = Callable[[QPainter, QStyleOptionGraphicsItem, QWidget | None], None]


class KeptPictures:
    """Pictures by key, within a budget of bytes, the least recently used dropped first."""

    def __init__(self, budget: int = PICTURE_BYTES) -> None:
        self.budget = budget
        self._pictures: OrderedDict[Hashable, QImage] = OrderedDict()
        self.bytes = 0
        self.made = 0  # pictures painted (for tests and benchmarks)
        self.copied = 0  # paints served by a kept picture

    def __len__(self) -> int:
        return len(self._pictures)

    def get(self, key: Hashable) -> QImage | None:
        """The picture kept for ``key``, now the most recently used; ``None`` if none is."""
        picture = self._pictures.get(key)
        if picture is not None:
            self._pictures.move_to_end(key)
        return picture

    def put(self, key: Hashable, picture: QImage) -> None:
        """Keep ``picture`` for ``key`` (replacing any), dropping the least recently used
        until the pictures fit the budget; a picture larger than the whole budget is not
        kept."""
        size = picture.sizeInBytes()
        if size > self.budget:
            return
        old = self._pictures.pop(key, None)
        if old is not None:
            self.bytes -= old.sizeInBytes()
        self._pictures[key] = picture
        self.bytes += size
        while self.bytes > self.budget:
            _, dropped = self._pictures.popitem(last=False)
            self.bytes -= dropped.sizeInBytes()

    def clear(self) -> None:
        self._pictures.clear()
        self.bytes = 0


PICTURES = KeptPictures()


def _into_own_cache(item: QGraphicsItem, painter: QPainter) -> QPixmap | None:
    """Qt's cache picture of ``item`` when ``painter`` paints the whole item into it (the
    device a picture of the item's size on screen, the transform a plain scale and shift);
    ``None`` otherwise (a partial repaint into a piece of the picture, another device)."""
    if item.cacheMode() != QGraphicsItem.CacheMode.DeviceCoordinateCache:
        return None
    device = painter.device()
    if not isinstance(device, QPixmap):
        return None
    transform = painter.worldTransform()
    if transform.isRotating():  # a plain scale and shift only
        return None
    ratio = device.devicePixelRatio()
    on_screen = transform.mapRect(item.boundingRect())
    width, height = device.width() / ratio, device.height() / ratio
    if not (
        on_screen.width() <= width <= on_screen.width() + SLACK
        and on_screen.height() <= height <= on_screen.height() + SLACK
    ):
        return None
    return device


def _key(item: QGraphicsItem, painter: QPainter, device: QPixmap, looks: Hashable) -> Hashable:
    """A picture's key: the item's kind and looks, where it falls on the pixel grid, the
    cache picture's size and pixel ratio, the render hints and the application's font."""
    t = painter.worldTransform()
    return (
        type(item).__name__,
        looks,
        # where the item falls on the pixel grid, exactly: an edge lying on a rounding
        # boundary of the rasteriser moves with a difference of 1e-13 (a region's foot)
        (t.m11(), t.m22(), t.dx(), t.dy()),
        (device.width(), device.height(), device.devicePixelRatio()),
        painter.renderHints().value,
        painter.font().key(),  # the application's font, which the board's fonts are made of
    )


def _copy(painter: QPainter, picture: QImage) -> None:
    """Put ``picture`` in the cache ``painter`` paints, as it is (its pixels replace)."""
    painter.save()
    painter.setWorldTransform(QTransform())
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Source)
    painter.drawImage(QPointF(0, 0), picture)
    painter.restore()


def copy_kept(
    item: QGraphicsItem, painter: QPainter, looks: Hashable, pictures: KeptPictures | None = None
) -> bool:
    """Put the kept picture of ``item`` showing ``looks`` in the cache ``painter`` paints,
    if there is one (for an item that draws the rest over it); whether there was."""
    device = _into_own_cache(item, painter)
    if device is None or painter.hasClipping():
        return False
    picture = (PICTURES if pictures is None else pictures).get(_key(item, painter, device, looks))
    if picture is None:
        return False
    _copy(painter, picture)
    return True


def paint_kept(
    item: QGraphicsItem,
    painter: QPainter,
    option: QStyleOptionGraphicsItem,
    widget: QWidget | None,
    looks: Hashable,
    paint_now: Painting,
    pictures: KeptPictures | None = None,
) -> None:
    """Paint ``item`` — showing ``looks`` — by copying its kept picture into Qt's cache, or
    with ``paint_now`` (kept for next time in ``pictures``, :data:`PICTURES` unless given).
    See the module."""
    device = _into_own_cache(item, painter)
    if device is None:
        paint_now(painter, option, widget)
        return
    if pictures is None:
        pictures = PICTURES
    key = _key(item, painter, device, looks)
    picture = pictures.get(key)
    if picture is None:  # painted into Qt's cache as before, then a copy of it kept
        paint_now(painter, option, widget)
        if not painter.hasClipping():  # the whole picture was painted, not a piece
            pictures.put(key, device.toImage())  # a copy: Qt's painter is still on it
            pictures.made += 1
        return
    pictures.copied += 1
    _copy(painter, picture)


class KeptPainting:
    """A board item painted once per look: Qt's ``paint`` goes through :func:`paint_kept`
    with the item's :meth:`looks`, painting with :meth:`paint_now` only a look not kept.
    Put before the Qt class (``class ZoneItem(KeptPainting, QGraphicsObject)``): the zones,
    the Adventure's regions and the card tiles share this one ``paint``."""

    def looks(self) -> Hashable:
        """What the item's picture shows: two items of a kind with equal looks, at the same
        size and place on the pixel grid, are painted alike."""
        raise NotImplementedError

    def paint_picture(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        """Paint the item's whole picture."""
        raise NotImplementedError

    def paint_now(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        """Paint a look that was not kept (the whole picture, unless an item knows a
        shorter way to the same pixels)."""
        self.paint_picture(painter, option, widget)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        paint_kept(cast(QGraphicsItem, self), painter, option, widget, self.looks(), self.paint_now)


__all__ = [
    "PICTURES",
    "PICTURE_BYTES",
    "KeptPainting",
    "KeptPictures",
    "copy_kept",
    "paint_kept",
]
