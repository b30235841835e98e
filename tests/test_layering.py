"""The architecture's one hard rule: engine/ and rules_corpus/ never import Qt or the UI."""

from __future__ import annotations

import ast
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
FORBIDDEN = ("PySide6", "PyQt5", "PyQt6", "shiboken6", "judge_app")


def imported_modules(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    names: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.append(node.module)
    return names


def test_engine_and_corpus_never_import_qt_or_ui() -> None:
    offenders = []
    for package in ("engine", "rules_corpus"):
        for path in (REPO / package).rglob("*.py"):
            for name in imported_modules(path):
                if name.split(".")[0] in FORBIDDEN:
                    offenders.append(f"{path.relative_to(REPO)} imports {name}")
    assert offenders == []


def test_the_check_itself_catches_an_import(tmp_path: Path) -> None:
    bad = tmp_path / "bad.py"
    bad.write_text("from PySide6.QtWidgets import QWidget\nimport judge_app.gui\n")
    assert [n.split(".")[0] for n in imported_modules(bad)] == ["PySide6", "judge_app"]


def test_engine_does_no_file_io() -> None:
    offenders = []
    for path in (REPO / "engine").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        for needle in ("open(", "read_text(", "write_text(", "Path("):
            if needle in text:
                offenders.append(f"{path.relative_to(REPO)} uses {needle}")
    assert offenders == []


def test_the_sandbox_model_never_imports_qt() -> None:
    """``judge_app/sandbox`` (session, board projection, saving, report) is pure Python so
    it is tested without a display; only ``judge_app/gui`` imports Qt."""
    offenders = []
    for path in (REPO / "judge_app" / "sandbox").rglob("*.py"):
        for name in imported_modules(path):
            if name.split(".")[0] in FORBIDDEN[:4] or name.startswith("judge_app.gui"):
                offenders.append(f"{path.relative_to(REPO)} imports {name}")
    assert offenders == []


def test_only_the_qt_module_imports_the_binding() -> None:
    offenders = []
    for path in (REPO / "judge_app").rglob("*.py"):
        if path.name == "qt.py":
            continue
        for name in imported_modules(path):
            if name.split(".")[0] in FORBIDDEN[:4]:
                offenders.append(f"{path.relative_to(REPO)} imports {name}")
    assert offenders == []
