"""``cards search`` and the scenario commands read the packaged card library from the cache
folder once it is kept there (judge_app.sandbox.library_cache), instead of compiling every
card — and building the card grammar — on each run (the reliability probes timed a cold
``cards search`` at 16 s on a busy machine)."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge_app.cli import main as cli
from scenarios.cards import library as library_module


def _fresh_process(monkeypatch: pytest.MonkeyPatch) -> None:
    """Forget the library this process read, as a new run would."""
    monkeypatch.setattr(library_module, "_DEFAULT", None)


def _no_compiling(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*_args: object) -> object:
        raise AssertionError("the library was compiled again")

    monkeypatch.setattr(library_module, "load_set", refuse)


@pytest.fixture
def folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    cache = tmp_path / "cache"
    monkeypatch.setenv("JUDGE_APP_CACHE_DIR", str(cache))
    monkeypatch.setenv("JUDGE_APP_DATA_DIR", str(tmp_path / "data"))
    _fresh_process(monkeypatch)
    return cache


def test_a_second_cards_search_reads_the_kept_library(
    folders: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli.main(["cards", "search", "Kuwat"]) == 0
    first = capsys.readouterr().out
    assert "Kuwat" in first
    assert list(folders.glob("card-library-*.pickle"))
    _fresh_process(monkeypatch)
    _no_compiling(monkeypatch)
    assert cli.main(["cards", "search", "Kuwat"]) == 0
    assert capsys.readouterr().out == first


def test_a_scenario_reads_the_kept_library(
    folders: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    example = sorted(Path("scenarios/examples").rglob("*.yaml"))[0]
    assert cli.main(["cards", "search", "Kuwat"]) == 0  # keeps the library
    capsys.readouterr()
    _fresh_process(monkeypatch)
    _no_compiling(monkeypatch)
    code = cli.main(["scenario", "check", str(example)])
    out = capsys.readouterr().out
    assert code == 0, out
    assert "1/1" in out
