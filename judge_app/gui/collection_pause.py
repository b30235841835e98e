"""Python's cyclic garbage collector paused while a view is built (issue 33).

Building the Sandbox view the first time imports the rules engine and the card code: a few
hundred modules, their classes, dataclasses, compiled patterns and models — hundreds of
thousands of objects that live as long as the app. While they are made, the collector runs
again and again and walks the whole heap (the rules library loaded at start-up included):
measured, about a sixth of the first switch to the Sandbox. Those objects are never garbage,
so the collector is paused while a view is built, and what exists afterwards is frozen
(:func:`gc.freeze`: left out of every later collection, so a step of the sandbox never pays
for walking it). Objects freed by reference counting are freed as always.

:func:`set_aside` freezes without pausing, where long-lived data has just been made: the rules
once loaded (documents, search index: ~90,000 objects), the views' code and card library once
prepared in the background, a Sandbox view once built (also outside the window, as in the
benchmark: engine and card code, card library, the view — ~107,000 objects, whose full
collection took ~50 ms, now under 1 ms). Measured on the first import of the Sandbox right
after the rules load, with the rules set aside: 0.32 → 0.26 s of CPU.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def collection_paused() -> Iterator[None]:
    """No cyclic collection inside; everything alive at the end frozen out of later ones."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        set_aside()
        if was_enabled:
            gc.enable()


def set_aside() -> None:
    """Move every object alive now out of the collector's generations (cheap: no walk —
    and not counted: :func:`gc.get_freeze_count` walks them all, ~15 ms each time once the
    rules and the engine are loaded)."""
    gc.freeze()
