"""Permissions and turns (session 34), played on real boards: the scenario files of
``tests/data/play_permissions`` — a permission to play ("Choose a Character in your Reserve. You may
play it this Afternoon for {1} less", "You may play target Character in your Reserve …", "Then, you
may play it …") creates its Emblem-Ongoing with no "you may" question (5.2.a; 6.5.c is never cited);
the play is the player's later turn effect, at the changed cost (5.1.2.f), or never — the Emblem
then ends with its duration (2.2.15.e). Every card is read from its printed text."""

from __future__ import annotations

from pathlib import Path

import pytest

from scenarios.scenario.check import check_scenario
from scenarios.scenario.load import load_scenario

DIR = Path(__file__).resolve().parents[1] / "data" / "play_permissions"
FILES = sorted(DIR.glob("*.yaml"))


def test_three_boards() -> None:
    assert len(FILES) >= 3


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_board(path: Path) -> None:
    report = check_scenario(load_scenario(path))
    failed = [o for o in report.outcomes if not o.held]
    assert report.ok, failed
