"""gd (session 33), played on real boards: the scenario files of
``tests/data/time_restrictions`` — "The Expedition facing me / mine can't move forward [for a
time]" (1.4.1.a, 1.2.3.c; at Dusk Progress decides who moves forward, 4.2.4.b, and the "can't"
beats it) and "At the end of this turn / this Afternoon, [steps]" (4.2.3.e). Each file states
the outcome and the rules its trace must cite; every card is read from its printed text."""

from __future__ import annotations

from pathlib import Path

import pytest

from scenarios.scenario.check import check_scenario
from scenarios.scenario.load import load_scenario

DIR = Path(__file__).resolve().parents[1] / "data" / "time_restrictions"
FILES = sorted(DIR.glob("*.yaml"))


def test_three_boards_per_construction() -> None:
    facing = [p for p in FILES if "facing" in p.stem]
    delayed = [p for p in FILES if "at_the_end_of_this" in p.stem]
    assert len(facing) >= 3 and len(delayed) >= 3


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_board(path: Path) -> None:
    report = check_scenario(load_scenario(path))
    failed = [o for o in report.outcomes if not o.held]
    assert report.ok, failed
