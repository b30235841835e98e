"""Python's cyclic garbage collector paused while a view is built (issue 33).

Building the Sandbox view the first time imports the rules engine and the card code: a few
hundred modules, their classes, dataclasses, compiled patterns and models — hundreds of
thousands of objects that live as long as the app. While they are made, the collector runs
again and again and walks the whole heap (the rules library loaded at start-up included):
measured, about a sixth of the first switch to the Sandbox. Those objects are never garbage,
so the collector is paused while a view is built, and what exists afterwards is frozen
(:func:`gc.freeze`: left out of every later collection, so a step of the sandbox never pays
for walking it). Objects freed by reference counting are freed as always.
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
        gc.freeze()
        if was_enabled:
            gc.enable()
