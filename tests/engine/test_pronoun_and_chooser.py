"""What a pronoun after a step names, and who chooses the objects of another player's step,
played on boards (issue 30, precision; prec26).

The probes (tests/data/pronoun_and_chooser): "It" / "Give it" after a step that made an
Emblem-Ongoing ("loses all its abilities until the end of the Day", "can't be sacrificed this
turn", 2.2.2.m, 7.3.19.a) is the target Character the step acted on (6.5.b), not the Emblem;
"Target opponent draws a card, then discards two cards from their hand / then sacrifices a
Character": the opponent, targeted once (6.5.b), does the second clause and chooses what
of theirs it acts on (7.3.7.a, 7.3.36.a, 1.4.7.b) — the script answers as p2."""

from __future__ import annotations

from pathlib import Path

import pytest

from scenarios.scenario.check import check_scenario
from scenarios.scenario.load import load_scenario

_PROBES = sorted(
    (Path(__file__).resolve().parents[1] / "data" / "pronoun_and_chooser").glob("*.yaml")
)


def test_the_probes_are_there() -> None:
    assert len(_PROBES) >= 4


@pytest.mark.parametrize("path", _PROBES, ids=[p.stem for p in _PROBES])
def test_the_pronoun_names_the_target_and_the_doer_chooses(path: Path) -> None:
    report = check_scenario(load_scenario(path))
    failed = [o for o in report.outcomes if not o.held]
    assert not failed, failed
