"""Plays and costs (session 33), played on real boards: the scenario files of
``tests/data/plays_costs`` — counted future plays ("The next two Characters you play this Afternoon
cost {1} less": each card played uses the Emblem once, gone with the last, 5.2.d, 2.2.15.c) and a
chosen card's cost for a time ("Choose a Character in your Reserve. You may play it this Afternoon
for {1} less": that card only, 5.1.2.f, 1.4.1.a; "for free", 7.3.26.a). Each file states the outcome
and the rules its trace must cite; every card is read from its printed text. Triggers: "When you
sacrifice a card" (7.3.36.a) and "When a card is sent to your Reserve by an opponent's effect" (the
effect's controller, 7.5.5.c, 1.4.7.c)."""

from __future__ import annotations

from pathlib import Path

import pytest

from scenarios.scenario.check import check_scenario
from scenarios.scenario.load import load_scenario

DIR = Path(__file__).resolve().parents[1] / "data" / "plays_costs"
FILES = sorted(DIR.glob("*.yaml"))


def test_three_boards_per_construction() -> None:
    counted = [p for p in FILES if "counted" in p.stem]
    chosen = [p for p in FILES if "chosen" in p.stem]
    triggers = [p for p in FILES if "trigger" in p.stem]
    assert len(counted) >= 3 and len(chosen) >= 3 and len(triggers) >= 3


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_board(path: Path) -> None:
    report = check_scenario(load_scenario(path))
    failed = [o for o in report.outcomes if not o.held]
    assert report.ok, failed
