"""Whether any object of a state has some property, remembered and updated after an event
by looking again only at the objects its atomic actions changed (``engine.reading.lineage``).

For rare properties checked after every event — an object that gained a deciding passive
ability (2.3.2), an object with a Reaction to Characters joining an Expedition — so that a
board of 200 objects is not scanned in full at each step. A cache of facts about immutable
values, never part of a state: forgetting it changes speed, not results.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.reading import lineage
from engine.state.game_state import GameState
from engine.state.objects import GameObject


class AnyObject:
    """``AnyObject(has)(state)``: whether some object of ``state`` satisfies ``has``."""

    def __init__(self, has: Callable[[GameObject], bool]) -> None:
        self._has = has
        self._recent: list[tuple[object, bool]] = []

    def _known(self, objects: object) -> bool | None:
        return next((answer for known, answer in self._recent if known is objects), None)

    def __call__(self, state: GameState) -> bool:
        objects = state.objects
        answer = self._known(objects)
        if answer is not None:
            return answer
        found = lineage.origin(objects)
        if found is not None and self._known(found[0]) is False:
            # Nothing had it before the event: only the objects it changed can have it now.
            answer = any(self._has(objects[oid]) for oid in found[1] if oid in objects)
        else:
            answer = any(self._has(o) for o in objects.values())
        self._recent.insert(0, (objects, answer))
        del self._recent[8:]
        return answer
