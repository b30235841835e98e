"""Scene items kept from one redraw of the board to the next, by what they stand for.

A step changes a few things on a busy board of a hundred items: a tile exhausted, a card
moved, a line of the banner. Making every item again each step (and so repainting the whole
view) cost most of a step's redraw. Instead each item has a key — a tile's object id, a
zone's key, a region's index — and a redraw asks :meth:`Retained.get` for it: the item drawn
last time comes back and is updated in place (it repaints only if what it shows changed),
a new key makes a new item, and :meth:`Retained.end` takes away the items no longer asked
for. Pure bookkeeping: what an item shows is its own business
(:mod:`~judge_app.gui.sandbox.board_items`).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TypeVar

from judge_app.gui.qt import QGraphicsItem, QGraphicsScene

Item = TypeVar("Item", bound=QGraphicsItem)


class Retained:
    """The items of one scene, by key, kept between redraws."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.scene = scene
        self.items: dict[Hashable, QGraphicsItem] = {}
        self._seen: set[Hashable] = set()
        self.made = 0  # items made since the scene was built (for tests and benchmarks)
        self.dropped = 0

    def begin(self) -> None:
        """A redraw starts: no item is asked for yet."""
        self._seen = set()

    def get(self, key: Hashable, make: Callable[[], Item], kind: type[Item]) -> tuple[Item, bool]:
        """The item for ``key`` (made and added to the scene if there is none) and whether it
        is new. ``kind``: the item's class (a key never changes class)."""
        self._seen.add(key)
        item = self.items.get(key)
        if item is not None:
            assert isinstance(item, kind)
            return item, False
        made = make()
        made.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.scene.addItem(made)
        self.items[key] = made
        self.made += 1
        return made, True

    def keep(self, key: Hashable) -> None:
        """Keep ``key``'s item as it is (what it shows did not change)."""
        self._seen.add(key)

    def end(self) -> None:
        """The redraw is over: remove the items nobody asked for."""
        for key in [k for k in self.items if k not in self._seen]:
            self.scene.removeItem(self.items.pop(key))
            self.dropped += 1

    def clear(self) -> None:
        """Remove every item (the colours changed: all are made again)."""
        for item in self.items.values():
            self.scene.removeItem(item)
        self.items.clear()
        self._seen = set()
