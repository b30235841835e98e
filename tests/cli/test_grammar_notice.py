"""The first card text read after an install or an update builds the card grammar's tables
(seconds of CPU): the command line says so instead of seeming to hang, and says nothing when
the tables are read from the cache folder."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge_app.cli import main as cli
from scenarios.cards.grammar import parser


@pytest.fixture
def unbuilt(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The parser as in a fresh process, with a stand-in build (no tables really built)."""
    built: list[str] = []

    def build() -> object:
        built.append("built")
        return object()

    monkeypatch.setattr(parser, "_BUILT", [])
    monkeypatch.setattr(parser, "_BEFORE_BUILDING", [])
    monkeypatch.setattr(parser, "build", build)
    return built


def test_the_command_line_says_why_it_waits_when_the_tables_are_built(
    unbuilt: list[str], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(parser, "tables_kept", lambda: False)
    cli._tell_when_building_the_grammar()
    cli._tell_when_building_the_grammar()  # a second command in the same process
    parser.grammar()
    parser.grammar()
    err = capsys.readouterr().err
    assert err.count("preparing the card reader") == 1
    assert unbuilt == ["built"]


def test_nothing_is_said_when_the_tables_are_kept(
    unbuilt: list[str], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(parser, "tables_kept", lambda: True)
    cli._tell_when_building_the_grammar()
    parser.grammar()
    assert capsys.readouterr().err == ""
    assert unbuilt == ["built"]


def test_tables_kept_follows_the_cache_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    kept = tmp_path / "card-grammar-test.lark-cache"
    monkeypatch.setattr(parser, "cache_file", lambda text: kept)
    assert not parser.tables_kept()
    kept.write_bytes(b"tables")
    assert parser.tables_kept()
    monkeypatch.setattr(parser, "cache_file", lambda text: None)  # no cache folder
    assert not parser.tables_kept()
