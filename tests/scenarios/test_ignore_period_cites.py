"""cite14 (blind 38/04's kind): where a Reaction is ignored and does not activate (7.3.19.b),
the line names the passive ability that states the period it is ignored for (7.3.19.a) —
an ability ignoring its own object's abilities does not ignore itself (7.3.19.b, Remark).
Said at a phase's beginning and where the card enters play alike."""

from __future__ import annotations

import glob
from pathlib import Path

import pytest

from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario

_ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(
    "pattern",
    [
        "tests/data/blind_scenarios_38/04_*.yaml",  # "At Noon": the phase begins
        "scenarios/examples/7_3_19_b_derived_an_ignored_reaction_does_not_activate.yaml",
    ],
)
def test_7_3_19_a_the_ignoring_ability_and_its_period_are_named(pattern: str) -> None:
    (path,) = glob.glob(str(_ROOT / pattern))
    result = run_scenario(load_scenario(Path(path)))
    lines = [ln for ln in result.lines if "is ignored and does not activate" in ln.text]
    assert lines
    for ln in lines:
        assert "ignored by its own “Ignore my abilities during the first Day”" in ln.text
        assert {"7.3.19.a", "7.3.19.b"} <= set(ln.shown_rules()), ln.shown_rules()
