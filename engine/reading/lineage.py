"""Which ``objects`` mapping was derived from which, and what changed between them;
memoising facts that depend only on the objects.

A step's atomic actions change a few objects of a state (6.1.e); the pipeline's
:class:`~engine.pipeline.draft.Draft` knows exactly which. Recording that here lets the
re-evaluation of passive abilities after the event (2.3.1.e) look again at the changed
objects only, instead of every object in the game. It is a cache of facts about
immutable values, never part of a state: forgetting it changes speed, not results.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    from engine.state.game_state import GameState

_RECENT: list[tuple[object, object, frozenset[str]]] = []
_KEEP = 16


def record(
    derived: Mapping[str, object], base: Mapping[str, object], changed: frozenset[str]
) -> None:
    """``derived`` equals ``base`` except for the entries of ``changed`` (changed, added
    or removed)."""
    _RECENT.insert(0, (derived, base, changed))
    del _RECENT[_KEEP:]


def origin(derived: Mapping[str, object]) -> tuple[Mapping[str, object], frozenset[str]] | None:
    """The mapping ``derived`` was made from and the keys that differ, if recorded."""
    for known, base, changed in _RECENT:
        if known is derived:
            assert isinstance(base, Mapping)
            return base, changed
    return None


_T = TypeVar("_T")


def per_objects(compute: Callable[[GameState], _T]) -> Callable[[GameState], _T]:
    """Remember ``compute``'s last few answers by the identity of the state's
    ``objects`` and ``cards`` mappings. For facts that depend on nothing else (which
    abilities work, 1.2.4.d, and what they do): states are immutable and replace those
    mappings whenever anything in them changes, so a new agenda, a decision or the day
    advancing keeps the answer."""
    recent: list[tuple[object, object, _T]] = []

    @functools.wraps(compute)
    def remembered(state: GameState) -> _T:
        objects, cards = state.objects, state.cards
        for known_objects, known_cards, result in recent:
            if known_objects is objects and known_cards is cards:
                return result
        result = compute(state)
        recent.insert(0, (objects, cards, result))
        del recent[4:]
        return result

    return remembered
