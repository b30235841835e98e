"""While a search runs, a trigger's ordinal ("your second Spell each turn") counts as met:
:mod:`engine.pipeline.ordinal_misses` finds with it the Reactions a play did not activate
only because it was not the card the ordinal names (5.1.2.k). A context variable, as the
other loosened searches of :mod:`engine.pipeline.activation`: each thread sees only its own.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

__all__ = ["ordinal_taken_as_met", "ordinals_taken_as_met"]

_ORDINAL_TAKEN_AS_MET: ContextVar[bool] = ContextVar("trigger_ordinal_taken_as_met", default=False)


def ordinal_taken_as_met() -> bool:
    """Whether the ordinal of play triggers counts as met now."""
    return _ORDINAL_TAKEN_AS_MET.get()


@contextmanager
def ordinals_taken_as_met() -> Iterator[None]:
    """Take the ordinals of play triggers ("your second Spell each turn") as met while the
    block runs."""
    token = _ORDINAL_TAKEN_AS_MET.set(True)
    try:
        yield
    finally:
        _ORDINAL_TAKEN_AS_MET.reset(token)
