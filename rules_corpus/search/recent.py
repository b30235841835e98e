"""What the search worked out for the last few questions, kept for the next searches.

A judge's search is asked the same thing more than once: the window searches each question as
typed by its words alone, then again once its meaning is encoded (the same words, the same
engine matches); a question naming cards parses the whole question for the rulings beside the
question searched for the rules; the next keystroke repeats most of the quoted phrases. What
depends on the words alone — the parsed query with its concepts, whether a phrase is printed,
the engine's matches for a parsed query and filter — is kept here, a few dozen of each, most
recent first (the oldest dropped), so only what changed is worked out again.

Only the index's own data is behind these answers: they stay right while the index is open
(the rulings, which change at run time, are not kept here).
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

V = TypeVar("V")

RECENT = 64  # questions remembered: a judge's last minutes of typing
# Questions whose cosines with the units are kept (issue 32, search41; ~40 kB each): the window
# searches a question again when its cards are read, a filter is changed or the rulings arrive,
# and a question naming cards asks the cosines of its text with the cards' types as well.
PRODUCTS_KEPT = 32


class Recent(Generic[V]):
    """A bounded memory of values by key, the least recently used dropped first; safe to use
    from several threads (the window searches on the UI thread, the command line on its own)."""

    def __init__(self, size: int = RECENT) -> None:
        self._size = max(1, size)
        self._values: OrderedDict[Hashable, V] = OrderedDict()
        self._lock = threading.Lock()

    def __len__(self) -> int:
        return len(self._values)

    def get(self, key: Hashable, make: Callable[[], V]) -> V:
        """The value kept for ``key``, or ``make()``'s, then kept (``make`` runs outside the
        lock: two threads asking at once may both work it out, and one keeps it)."""
        with self._lock:
            if key in self._values:
                self._values.move_to_end(key)
                return self._values[key]
        value = make()
        with self._lock:
            self._values[key] = value
            self._values.move_to_end(key)
            while len(self._values) > self._size:
                self._values.popitem(last=False)
        return value

    def clear(self) -> None:
        with self._lock:
            self._values.clear()
