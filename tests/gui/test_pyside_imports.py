"""PySide6's per-import check "does this module use PySide6?" answered from the file's bytes
(issue 33: the first switch to the Sandbox imports ~300 modules)."""

from __future__ import annotations

import sys
import types
from pathlib import Path

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


def test_a_module_of_this_project_is_answered_from_its_path() -> None:
    """Only judge_app.gui.qt imports PySide6: another module of the project is "no" without
    its file being read (this one names PySide6 in its text, and is not read)."""
    asked: list[str] = []

    def original(module: types.ModuleType) -> bool:
        asked.append(module.__name__)
        return True

    module = types.ModuleType("gone_from_the_project")
    module.__file__ = str(Path(pyside_imports.__file__).with_name("not_a_module_here.py"))
    search = pyside_imports._byte_search(original)
    assert search(module) is False  # not read (it does not exist), not asked of PySide6
    assert search(pyside_imports) is False  # it names PySide6, and imports nothing of it
    assert asked == []
    qt = types.ModuleType("qt")
    qt.__file__ = str(Path(pyside_imports.__file__).with_name("qt.py"))
    assert search(qt) is True  # the one module that imports PySide6 is read
