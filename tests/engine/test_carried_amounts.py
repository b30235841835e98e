"""A value one step makes and the next uses is said and cited where it is USED (issue 31):
the step after a roll cites 7.3.33.b and says the result; a step counting "that many",
"for each … this way" or the counters taken this way cites 6.5.i and says where its number
came from (engine/steps/carried.py; audit: benchmarks/carried_amount_audit.py). Each probe
(tests/data/carried_amounts) is one kind of carried value; before the change the line using
the value cited only its own action's rule (7.3.15.a, 7.3.9.a)."""

from __future__ import annotations

from pathlib import Path

import pytest

from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario
from scenarios.scenario.run_result import RunResult

_PROBES = Path(__file__).resolve().parents[1] / "data" / "carried_amounts"


def _run(name: str) -> RunResult:
    result = run_scenario(load_scenario(_PROBES / f"{name}.yaml"))
    assert not result.errors, result.errors
    return result


@pytest.mark.parametrize(
    ("probe", "used", "rule", "words"),
    [
        # "I gain X boosts, where X is the result": the result of that roll (7.3.33.b)
        ("die_x", "gains 4 boosts", "7.3.33.b", "[the die p1 rolled showed 4]"),
        # "On a 1-3, draw two cards": the outcome the result led to (7.3.33.b)
        (
            "die_range",
            "is drawn in p1's Hand",
            "7.3.33.b",
            "[the die p1 rolled showed 2, one of 1-3]",
        ),
        # "to draw that many cards": as many as the discard acted on (6.5.i)
        (
            "that_many",
            "is drawn in p1's Hand",
            "6.5.i",
            "that many: 2, counted from what the step before it (discard) acted on",
        ),
        (
            "sacrificed_this_way",
            "is drawn in p1's Hand",
            "6.5.i",
            "that many: 2, counted from what the step before it (sacrifice) acted on",
        ),
        # "for each boost removed this way": the counters the step before took off (6.5.i)
        (
            "boosts_this_way",
            "is drawn in p1's Hand",
            "6.5.i",
            "2 boost counters taken off this way by the step before it",
        ),
    ],
)
def test_the_step_using_a_value_says_where_it_came_from(
    probe: str, used: str, rule: str, words: str
) -> None:
    lines = [ln for ln in _run(probe).lines if used in ln.shown(None) and "Probe" in ln.text]
    assert lines, probe
    line = lines[-1]
    assert rule in line.rules
    assert words in line.shown(None)


def test_the_roll_itself_still_cites_where_the_result_is_made() -> None:
    """7.3.33.a where the die is rolled; 7.3.33.b again where its result is used."""
    result = _run("die_x")
    rolled = [ln for ln in result.lines if ln.text.startswith("p1 rolls a die: 4")]
    assert rolled and "7.3.33.a" in rolled[0].rules
