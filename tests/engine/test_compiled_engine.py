"""The mypyc-compiled engine (scripts/build_engine.py) is used only when it was built from
exactly the current sources; otherwise, or with JUDGE_ENGINE_PURE=1, the engine runs as
pure Python."""

from __future__ import annotations

import importlib.machinery
import importlib.util
import subprocess
import sys
import types
from pathlib import Path

import pytest

import engine

ROOT = Path(__file__).resolve().parents[2]


def _build_script() -> types.ModuleType:
    spec = importlib.util.spec_from_file_location("build_engine", ROOT / "scripts/build_engine.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _locator(sources: Path, build: Path) -> types.ModuleType:
    """The locator module exactly as the build script writes it, for these paths (the
    build tool being ``tool.py`` beside the sources)."""
    module = types.ModuleType("locator_under_test")
    tools = [str(sources.parent / "tool.py")]
    text = _build_script().LOCATOR.format(sources=str(sources), build=str(build), tools=tools)
    exec(compile(text, "locator", "exec"), module.__dict__)
    return module


@pytest.fixture
def tree(tmp_path: Path) -> tuple[Path, Path]:
    sources, build = tmp_path / "engine", tmp_path / "build"
    (sources / "state").mkdir(parents=True)
    (sources / "core.py").write_text("X = 1\n")
    (sources / "state" / "zones.py").write_text("Y = 2\n")
    (tmp_path / "tool.py").write_text("TRANSFORM = 1\n")
    (build / "engine").mkdir(parents=True)
    return sources, build


def _built(tree: tuple[Path, Path], monkeypatch: pytest.MonkeyPatch) -> types.ModuleType:
    """A locator whose build was made from the tree's sources as they are now."""
    monkeypatch.delenv("JUDGE_ENGINE_PURE", raising=False)
    locator = _locator(*tree)
    (tree[1] / "STAMP").write_text(locator.source_stamp() + "\n")
    return locator


def test_a_build_from_the_current_sources_is_used(
    tree: tuple[Path, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    assert _built(tree, monkeypatch).compiled_engine_dir() == str(tree[1] / "engine")


def test_an_edited_source_makes_the_build_stale(
    tree: tuple[Path, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    locator = _built(tree, monkeypatch)
    (tree[0] / "state" / "zones.py").write_text("Y = 3\n")
    assert locator.compiled_engine_dir() is None


def test_an_edited_build_tool_makes_the_build_stale(
    tree: tuple[Path, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    locator = _built(tree, monkeypatch)
    (tree[0].parent / "tool.py").write_text("TRANSFORM = 2\n")
    assert locator.compiled_engine_dir() is None


def test_a_new_source_file_makes_the_build_stale(
    tree: tuple[Path, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    locator = _built(tree, monkeypatch)
    (tree[0] / "extra.py").write_text("")
    assert locator.compiled_engine_dir() is None


def test_no_build_or_pure_requested_means_pure_python(
    tree: tuple[Path, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    sources, build = tree
    locator = _locator(sources, build)
    monkeypatch.delenv("JUDGE_ENGINE_PURE", raising=False)
    assert locator.compiled_engine_dir() is None  # no STAMP yet
    (build / "STAMP").write_text(locator.source_stamp() + "\n")
    monkeypatch.setenv("JUDGE_ENGINE_PURE", "1")
    assert locator.compiled_engine_dir() is None


def test_pure_python_on_request() -> None:
    code = (
        "import engine, engine.core, engine.pipeline.atomic as a; "
        "print(engine.COMPILED, engine.core.__file__.endswith('.py'), a.__file__.endswith('.py'))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code],
        env={"JUDGE_ENGINE_PURE": "1", "PATH": ""},
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
    )
    assert out.stdout.split() == ["False", "True", "True"]


def test_when_compiled_every_compiled_module_is_an_extension() -> None:
    """Whichever way this suite runs, the engine is one or the other, never a mix: compiled,
    every module but the few left in Python is an extension module."""
    kept = _build_script().NOT_COMPILED
    loaded = [
        m
        for name, m in sys.modules.items()
        if name.startswith("engine.") and getattr(m, "__file__", None)
    ]
    assert loaded
    for module in loaded:
        file = str(module.__file__)
        is_extension = file.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES))
        if engine.COMPILED and Path(file).name not in kept:
            assert is_extension, file
        if not engine.COMPILED:
            assert not is_extension, file
