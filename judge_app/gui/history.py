"""Back/forward navigation history, as in a web browser (pure Python)."""

from __future__ import annotations

from typing import Generic, TypeVar

T = TypeVar("T")


class History(Generic[T]):
    """A list of visited places with a cursor.

    Visiting a new place drops everything ahead of the cursor; visiting the current place again
    does nothing, so re-rendering (e.g. after a zoom) never adds an entry.
    """

    def __init__(self, limit: int = 200) -> None:
        self._items: list[T] = []
        self._cursor = -1
        self._limit = limit

    @property
    def current(self) -> T | None:
        return self._items[self._cursor] if self._cursor >= 0 else None

    def visit(self, item: T) -> None:
        if item == self.current:
            return
        del self._items[self._cursor + 1 :]
        self._items.append(item)
        if len(self._items) > self._limit:
            del self._items[0]
        self._cursor = len(self._items) - 1

    def can_back(self) -> bool:
        return self._cursor > 0

    def can_forward(self) -> bool:
        return self._cursor < len(self._items) - 1

    def back(self) -> T | None:
        """Step back and return the new current place (None when there is nowhere to go)."""
        if not self.can_back():
            return None
        self._cursor -= 1
        return self._items[self._cursor]

    def forward(self) -> T | None:
        if not self.can_forward():
            return None
        self._cursor += 1
        return self._items[self._cursor]
