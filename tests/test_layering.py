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


# --- Issue 36: the layering between the four packages -------------------------------------

PACKAGES = ("engine", "rules_corpus", "scenarios", "judge_app")
QT = FORBIDDEN[:4]


def package_imports(package: str) -> dict[str, set[str]]:
    """For each module of ``package``, the other project packages and Qt bindings it imports
    (lazy imports inside functions included: a circle through one is a circle all the same)."""
    found: dict[str, set[str]] = {}
    for path in (REPO / package).rglob("*.py"):
        heads = {name.split(".")[0] for name in imported_modules(path)}
        found[str(path.relative_to(REPO))] = {h for h in heads if h in PACKAGES or h in QT} - {
            package
        }
    return found


def test_engine_imports_no_other_package_of_the_project() -> None:
    """The rules engine is the bottom layer: it knows nothing of the rules documents, the
    card format or the window."""
    offenders = [
        f"{module} imports {sorted(heads)}"
        for module, heads in package_imports("engine").items()
        if heads
    ]
    assert offenders == []


def test_corpus_and_scenarios_import_no_qt() -> None:
    offenders = [
        f"{module} imports {sorted(heads & set(QT))}"
        for package in ("rules_corpus", "scenarios")
        for module, heads in package_imports(package).items()
        if heads & set(QT)
    ]
    assert offenders == []


def package_graph() -> dict[str, set[str]]:
    graph: dict[str, set[str]] = {p: set() for p in PACKAGES}
    for package in PACKAGES:
        for heads in package_imports(package).values():
            graph[package] |= heads & set(PACKAGES)
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Every import circle of ``graph`` (a depth-first search from each node)."""
    found: list[list[str]] = []

    def walk(node: str, path: list[str]) -> None:
        for nxt in sorted(graph.get(node, ())):
            if nxt == path[0]:
                found.append([*path, nxt])
            elif nxt not in path and nxt > path[0]:
                walk(nxt, [*path, nxt])

    for start in sorted(graph):
        walk(start, [start])
    return found


def test_no_import_circle_between_packages() -> None:
    """engine ← rules_corpus, scenarios ← judge_app: each layer imports only those below it."""
    assert circles(package_graph()) == []


def test_the_circle_finder_finds_a_circle() -> None:
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c", "a"]]
    assert circles({"a": {"b"}, "b": set()}) == []


def test_the_engine_root_is_its_public_surface() -> None:
    """Issue 36: what the engine does lives in packages named by the rules (``day``, ``play``,
    ``pipeline``, ``steps``, ``why``, ``reading``, ``state``, ``explore``); its root keeps only the
    public surface ``engine/__init__.py`` exports from (and the modules it is made of)."""
    root = sorted(p.stem for p in (REPO / "engine").glob("*.py"))
    assert root == ["__init__", "builder", "core", "edits", "history", "invariants"]


def test_passive_abilities_read_conditions_without_an_import_circle() -> None:
    """Issue 36: ``engine.reading.passives`` computes the characteristics that conditions and
    filters read, and reads its own conditions with them: the functions are handed over when
    ``engine.reading.conditions`` is imported instead of imported back (no circle), and they
    are there as soon as any engine module is."""
    passives = REPO / "engine" / "reading" / "passives.py"
    readers = ("engine.reading.conditions", "engine.reading.filters", "engine.reading.terrain")
    assert not [n for n in imported_modules(passives) if n.startswith(readers)]
    from engine.reading import conditions, filters
    from engine.reading import passives as module

    reading = module._reading()
    assert reading.holds is conditions.holds
    assert reading.matches is filters.matches
