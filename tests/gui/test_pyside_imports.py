"""PySide6's per-import check "does this module use PySide6?" answered from the file's bytes
(issue 33: the first switch to the Sandbox imports ~300 modules)."""

from __future__ import annotations

import sys
import types

import judge_app.gui.qt  # noqa: F401  (installs the byte search)
from judge_app.gui import pyside_imports


def _feature() -> types.ModuleType:
    return sys.modules["shibokensupport.feature"]


def test_the_qt_module_installs_the_byte_search_once() -> None:
    hook = _feature()._mod_uses_pyside
    assert getattr(hook, "_judge_app_reads_bytes", False)
    assert pyside_imports.install()
    assert _feature()._mod_uses_pyside is hook  # not wrapped twice


def test_the_byte_search_answers_as_pyside_does() -> None:
    import engine.core
    import judge_app.gui.main_window
    import rules_corpus

    hook = _feature()._mod_uses_pyside
    assert hook(judge_app.gui.main_window) is False  # Qt comes through judge_app.gui.qt
    assert hook(judge_app.gui.qt) is True
    assert hook(engine.core) is False
    assert hook(rules_corpus) is False
    assert hook(sys) is False  # built in: PySide6's own check


def test_a_module_whose_file_is_gone_gets_pyside_s_own_answer() -> None:
    asked: list[str] = []

    def original(module: types.ModuleType) -> bool:
        asked.append(module.__name__)
        return True

    module = types.ModuleType("vanished")
    module.__file__ = "/nonexistent/vanished.py"
    assert pyside_imports._byte_search(original)(module) is True
    assert asked == ["vanished"]
