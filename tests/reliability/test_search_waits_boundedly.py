"""``judge-app search`` waits a bounded time for the meanings of newly imported official
rulings: past :data:`RULINGS_WAIT_S` it stops the encoding (what was encoded is kept for the
next search), says so, and finds the rulings by their words (20,000 new rulings made the
first search take minutes; issue 34)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pytest

from judge_app.cli import rules_commands
from judge_app.cli.rules_commands import RULINGS_WAIT_S, _wait_for_rulings


@dataclass
class FakeIndex:
    encoded_in_time: bool
    semantic: Any = "an encoder"
    waited: list[float | None] = field(default_factory=list)
    stopped: int = 0

    def rulings_encoded(self, timeout: float | None = None) -> bool:
        self.waited.append(timeout)
        return self.encoded_in_time

    def stop_background(self, timeout: float = 5.0) -> None:
        self.stopped += 1


@dataclass
class FakeLibrary:
    index: FakeIndex


def test_a_search_stops_waiting_for_rulings_meanings_and_says_so(
    capsys: pytest.CaptureFixture[str],
) -> None:
    index = FakeIndex(encoded_in_time=False)
    _wait_for_rulings(FakeLibrary(index), 20_000)  # type: ignore[arg-type]
    assert index.waited == [RULINGS_WAIT_S] and RULINGS_WAIT_S <= 10
    assert index.stopped == 1  # the encoding ends (kept on disk), the process can exit
    err = capsys.readouterr().err
    assert "20,000 official rulings" in err and "finds them by their words" in err


def test_rulings_encoded_in_time_are_searched_by_meaning_without_a_note(
    capsys: pytest.CaptureFixture[str],
) -> None:
    index = FakeIndex(encoded_in_time=True)
    _wait_for_rulings(FakeLibrary(index), 393)  # type: ignore[arg-type]
    assert index.stopped == 0 and capsys.readouterr().err == ""


def test_no_wait_without_rulings_or_without_the_encoder() -> None:
    for index, count in ((FakeIndex(False), 0), (FakeIndex(False, semantic=None), 50)):
        _wait_for_rulings(FakeLibrary(index), count)  # type: ignore[arg-type]
        assert index.waited == [] and index.stopped == 0


def test_the_command_waits_for_rulings_only_after_supplying_them(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The rulings are given to the index once its encoder is loaded, so their encoding runs
    in the background the search can stop (given before, it ran inside load_semantic)."""
    order: list[str] = []

    class Library:
        class index:
            semantic = None

            @staticmethod
            def search(*_a: object, **_k: object) -> Any:
                order.append("search")
                raise rules_commands.SearchError("stop here")

        def load_semantic(self) -> None:
            order.append("load_semantic")

    monkeypatch.setattr(rules_commands, "_library", Library)
    monkeypatch.setattr(
        rules_commands,
        "supply_pool_rulings",
        lambda _index, _path: (order.append("supply"), (0, []))[1],
    )
    monkeypatch.setattr(
        rules_commands, "_wait_for_rulings", lambda _lib, _count: order.append("wait")
    )
    # the cards the question names (issue 32) are recognised before the search: none here
    monkeypatch.setattr(rules_commands, "question_cards", lambda *_a: ([], (), []))
    args = type("A", (), {"query": ["kelon"], "limit": 5, "kind": None, "doc": None})
    with pytest.raises(rules_commands.CliError):
        rules_commands.cmd_search(args)  # type: ignore[arg-type]
    assert order == ["load_semantic", "supply", "wait", "search"]
