"""Issue 33, fast at the table: a board with no expectations has nothing to judge, and the
run so far (which grows with every moment) is not gathered at each step's redraw."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge_app.sandbox.session import Session

ROOT = Path(__file__).resolve().parents[2]
BUSY = ROOT / "scenarios" / "sandbox" / "busy_board.yaml"


def test_a_board_without_expectations_gathers_no_run(monkeypatch: pytest.MonkeyPatch) -> None:
    session = Session.open(BUSY)
    assert not session.scenario.model.expect
    for _ in range(3):
        session.step()  # Noon: six Reactions in Limbo

    def gathered(_index: int) -> None:
        raise AssertionError("the run was gathered for a board with nothing to judge")

    monkeypatch.setattr(session, "_result_at", gathered)
    assert session.outcomes() == []


def test_a_scenario_with_expectations_is_still_judged() -> None:
    example = next(
        p
        for p in sorted((ROOT / "scenarios" / "examples").glob("*.yaml"))
        if "\nexpect:" in p.read_text(encoding="utf-8")
    )
    session = Session.open(example)
    while session.can_step() and not session.needs_judge():
        session.step()
    assert session.outcomes()  # one verdict per expectation
