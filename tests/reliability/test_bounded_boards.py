"""A saved board's companions cannot make opening or reporting unbounded: a small
branches file does not expand into gigabytes, and any ruling Markdown is written into the
report in bounded time (judge_app.sandbox.branches_io, judge_app.sandbox.ruling_html)."""

from __future__ import annotations

import html
import json
from pathlib import Path

import pytest

from judge_app.sandbox.report import report_html
from judge_app.sandbox.ruling_html import ruling_html
from judge_app.sandbox.saving import save_session
from judge_app.sandbox.session import Session
from scenarios.limits import MAX_BRANCHES
from tests.reliability.branched_board import two_readings


def _branched(folder: Path) -> Path:
    path = folder / "board.yaml"
    save_session(two_readings(path), path)
    return path


def test_a_small_branches_file_cannot_expand_into_gigabytes(tmp_path: Path) -> None:
    path = _branched(tmp_path)
    branches = tmp_path / "board.branches.json"
    data = json.loads(branches.read_text(encoding="utf-8"))
    longest = max(range(len(data["branches"])), key=lambda i: len(data["branches"][i]["moments"]))
    fork = data["branches"][longest]["fork"] + len(data["branches"][longest]["moments"]) - 1
    extra = {"name": "b", "parent": longest, "fork": fork, "cursor": 0, "moments": []}
    data["branches"] += [extra] * 120_000
    branches.write_text(json.dumps(data), encoding="utf-8")
    session = Session.open(path)  # refused before any branch is copied
    assert len(session.branches) == 1
    assert f"more than {MAX_BRANCHES} branches" in session.notice
    assert "left aside" in session.notice


def test_a_branches_file_of_too_many_branches_is_left_aside_before_its_values_are_walked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from judge_app.sandbox import branches_io

    path = _branched(tmp_path)
    branches = tmp_path / "board.branches.json"
    data = json.loads(branches.read_text(encoding="utf-8"))
    data["branches"] += [data["branches"][-1]] * (MAX_BRANCHES + 1)
    branches.write_text(json.dumps(data), encoding="utf-8")
    walked: list[object] = []
    monkeypatch.setattr(branches_io, "shape_problem", lambda *a: walked.append(a))
    session = Session.open(path)
    assert walked == []  # the count alone decides: no walk over every value
    assert f"more than {MAX_BRANCHES} branches" in session.notice
    assert len(session.branches) == 1


@pytest.mark.parametrize(
    "ruling",
    [
        "[" * 100_000,
        "[a](" * 20_000,
        "<" * 100_000,
        "".join("    " * i + "- item\n" for i in range(1000)),
        ">" * 5_000 + " quoted",
        "The Reactions resolve in initiative order. " * 10_000,
    ],
    ids=["100k [", "20k [a](", "100k <", "1000-level list", "5000 >", "430 KB prose"],
)
def test_any_ruling_markdown_is_written_into_the_report_as_typed(ruling: str) -> None:
    """Past the Markdown bounds the ruling is shown as typed (the time it takes is measured
    by benchmarks/bounds_bench.py)."""
    page = ruling_html(ruling)
    assert "Shown as written" in page
    assert html.escape(ruling[:40], quote=False) in page


def test_an_ordinary_ruling_is_still_markdown(tmp_path: Path) -> None:
    session = Session.open(_branched(tmp_path))
    session.ruling = (
        "**Ruling**: the Reactions resolve in [initiative order](4.4.b).\n\n- one\n- two"
    )
    page = report_html(session, lambda _rule: None)
    assert "<strong>Ruling</strong>" in page and "<li>one</li>" in page
    assert "Shown as written" not in page
