"""The architecture's one hard rule: engine/ and rules_corpus/ never import Qt or the UI."""

from __future__ import annotations

import ast
from collections.abc import Iterable
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


# --- Issue 36: the layers inside the engine -----------------------------------------------

ENGINE_LAYERS = ("state", "reading", "why", "pipeline", "steps", "play", "day", "(root)", "explore")
"""The engine's packages from the bottom up; each imports only those before it (lazy imports
and ``TYPE_CHECKING`` ones included). ``state``: the game and its vocabulary as plain data
(objects, cards, the agenda's tasks, decisions, steps, events, errors); ``reading``: the
state as the rules read it (passive abilities applied, conditions, filters, terrains,
positions); ``why``: the decision-point table, citations and the trace's words; ``pipeline``:
a step through modifiers to atomic actions, events and Reactions (section 6), with the
agenda's dispatch tables (``runtime``); ``steps``: resolving a step (6.5); ``play``: playing
cards (section 5); ``day``: phases and turns (section 4); the root: the public surface;
``explore``: every legal answer, built on the public surface."""


def engine_modules() -> dict[str, Path]:
    """Dotted name -> file of every engine module (a package is its ``__init__``)."""
    found: dict[str, Path] = {}
    for path in (REPO / "engine").rglob("*.py"):
        parts = path.relative_to(REPO).with_suffix("").parts
        found[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return found


def engine_imports(path: Path, modules: Iterable[str]) -> set[str]:
    """The engine modules ``path`` imports anywhere in it (inside functions too): ``from
    engine.reading import lineage`` imports ``engine.reading.lineage``."""
    known = set(modules)
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names if alias.name in known}
        elif isinstance(node, ast.ImportFrom) and node.module in known and node.level == 0:
            subs = {f"{node.module}.{alias.name}" for alias in node.names} & known
            found |= subs or {node.module}
    return found


def layer_of(module: str) -> str:
    parts = module.split(".")
    if len(parts) > 2 or (len(parts) == 2 and (REPO / "engine" / parts[1]).is_dir()):
        return parts[1]
    return "(root)"


def engine_module_graph() -> dict[str, set[str]]:
    modules = engine_modules()
    return {name: engine_imports(path, modules) - {name} for name, path in modules.items()}


def engine_package_graph() -> dict[str, set[str]]:
    graph: dict[str, set[str]] = {}
    for module, imported in engine_module_graph().items():
        graph.setdefault(layer_of(module), set()).update(
            layer_of(m) for m in imported if layer_of(m) != layer_of(module)
        )
    return graph


def test_every_engine_package_has_its_layer() -> None:
    assert sorted(engine_package_graph()) == sorted(ENGINE_LAYERS)


def test_no_import_circle_between_engine_packages() -> None:
    assert circles(engine_package_graph()) == []


def test_each_engine_package_imports_only_the_layers_below_it() -> None:
    rank = {layer: i for i, layer in enumerate(ENGINE_LAYERS)}
    offenders = [
        f"{module} ({layer_of(module)}) imports {m} ({layer_of(m)})"
        for module, imported in engine_module_graph().items()
        for m in imported
        if rank[layer_of(m)] > rank[layer_of(module)]
    ]
    assert offenders == []


def test_no_package_below_the_root_imports_the_root() -> None:
    """The root imports the packages (``engine/__init__.py`` is the public surface); a
    package importing it back — ``from engine import GameState`` included — would close a
    circle through it. Only ``explore``, built on the public surface, may."""
    offenders = [
        f"{module} imports {m}"
        for module, imported in engine_module_graph().items()
        if layer_of(module) not in ("(root)", "explore")
        for m in imported
        if layer_of(m) == "(root)"
    ]
    assert offenders == []


def strongly_connected(graph: dict[str, set[str]]) -> list[list[str]]:
    """The import circles of ``graph`` as its strongly connected components of more than one
    node (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(graph.get(node, ())):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_no_import_circle_between_engine_modules() -> None:
    """Not even inside a package: two ideas that call each other (passive abilities and the
    conditions they read, the legality of a play and a step's choice of cards to play) meet
    through a function handed over when the higher module is imported."""
    assert strongly_connected(engine_module_graph()) == []


def test_the_circle_finders_find_circles() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a", "e"}, "e": {"d"}}
    assert strongly_connected(graph) == [["a", "b", "c"], ["d", "e"]]
    assert strongly_connected({"a": {"b"}, "b": set()}) == []
    assert layer_of("engine.core") == "(root)"
    assert layer_of("engine.reading") == "reading"
    assert layer_of("engine.play.legality") == "play"


def test_a_step_choosing_a_card_to_play_asks_the_legality_of_plays_without_a_circle() -> None:
    """Issue 36: whether a card can be played (``engine.play.legality``) asks what an optional
    cost's step could choose (``engine.steps.subject_choices``), which asks whether the cards
    it offers can be played: the check is handed over when ``engine.play.legality`` is
    imported, and is there as soon as any engine module is."""
    choices = REPO / "engine" / "steps" / "subject_choices.py"
    assert not [n for n in imported_modules(choices) if n.startswith("engine.play")]
    from engine.play import legality
    from engine.steps import subject_choices

    assert subject_choices._playable() is legality.playable_by_effect
