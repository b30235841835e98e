"""A cheaper answer to PySide6's question "does this newly imported module use PySide6?".

PySide6 (6.4+) hooks every import made after it is loaded to support ``from __feature__
import snake_case``: for each new module it calls ``inspect.getsource(module)`` and looks for
the word "PySide6" (``shibokensupport.feature._mod_uses_pyside``). ``inspect`` decodes the
file, fills ``linecache`` and checks paths on disk. The Sandbox's first use imports ~300
modules of the engine and the card code on the UI thread (issue 33, the first switch to the
Sandbox); measured over the app's 779 modules: 90 ms with ``inspect``, 16 ms reading bytes.

:func:`install` replaces that check with the same question asked of the file's bytes: same
answer for a module with a ``.py`` file, PySide6's own check for anything else (built-in,
compiled or zipped modules). If a PySide6 version no longer has the hook, nothing is changed.

This project's own modules are not read at all: only :mod:`judge_app.gui.qt` imports PySide6
(``tests/test_layering.py`` and the guide's layout rules), so any other module of this folder
is answered "no" from its path. A "yes" only tells PySide6 to apply a module's ``__feature__``
choices, and none makes any: the answer changes nothing else (a docstring that names
PySide6 made it "yes").
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

_MARK = "_judge_app_reads_bytes"
_HERE = Path(__file__).resolve()
_PROJECT = str(_HERE.parents[2]) + os.sep  # the folder of judge_app, engine, scenarios…
_QT = str(_HERE.with_name("qt.py"))


def install() -> bool:
    """Replace PySide6's per-import source check with a byte search (once); True if the
    hook is (now) the byte search."""
    feature = sys.modules.get("shibokensupport.feature")
    original = getattr(feature, "_mod_uses_pyside", None)
    if feature is None or not callable(original):
        return False
    if getattr(original, _MARK, False):
        return True
    feature._mod_uses_pyside = _byte_search(original)  # type: ignore[attr-defined]
    return True


def _byte_search(original: Callable[[ModuleType], bool]) -> Callable[[ModuleType], bool]:
    def uses_pyside(module: ModuleType) -> bool:
        path = getattr(module, "__file__", None)
        if not isinstance(path, str) or not path.endswith(".py"):
            return original(module)
        if path.startswith(_PROJECT) and path != _QT:
            return False  # Qt comes through judge_app.gui.qt only
        try:
            with open(path, "rb") as source:
                return b"PySide6" in source.read()
        except OSError:
            return original(module)

    setattr(uses_pyside, _MARK, True)
    return uses_pyside
