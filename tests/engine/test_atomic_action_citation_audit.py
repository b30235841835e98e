"""The atomic action citation audit (benchmarks/atomic_action_citation_audit.py), held at
zero (issue 31).

Every atomic action of 7.3 the engine models is asked in the ways it occurs — a step of an
effect, a cost, "you may" declined, impossible, replaced, sent to another player's zone —
and each pair must cite the action's most specific sub-rule at that moment, never the nearby
rule in its place (an impossible exhaust in an effect is 7.3.16.b, not 2.4.6.a's Remark).
"""

from __future__ import annotations

import sys
from pathlib import Path
from types import ModuleType

import pytest

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"


@pytest.fixture(scope="module")
def atomic_audit() -> ModuleType:
    if str(BENCHMARKS) not in sys.path:
        sys.path.insert(0, str(BENCHMARKS))
    return __import__("atomic_action_citation_audit")


def test_every_way_is_asked(atomic_audit: ModuleType) -> None:
    cases = atomic_audit.CASES
    actions = {c.action for c in cases}
    assert {"exhaust", "ready", "sacrifice", "discard", "send to Reserve", "return to Hand",
            "create", "gain a status", "lose a status", "give boosts", "move forward",
            "move backward", "switch Expeditions", "draw", "roll a die", "take control",
            "play"} <= actions  # fmt: skip
    ways = {c.way for c in cases}
    assert {"effect", "cost {T}", "you may, declined", "effect, already exhausted",
            "effect, a token", "replaced by a passive (6.2)",
            "effect, another player's card"} <= ways  # fmt: skip
    assert len({(c.action, c.way) for c in cases}) == len(cases)


def test_each_pair_cites_the_deciding_rule(atomic_audit: ModuleType, tmp_path: Path) -> None:
    outcomes = atomic_audit.audit(tmp_path)
    wrong = [
        (o.case.action, o.case.way, o.case.rule, o.error, o.wrong_rules, o.lines[:3])
        for o in outcomes
        if not o.right
    ]
    assert not wrong
    assert len(outcomes) >= 80


def test_a_pair_that_cites_the_nearby_rule_is_found(
    atomic_audit: ModuleType, tmp_path: Path
) -> None:
    """The audit can fail: asked for a rule the trace does not cite there, or forbidding one
    it does, it says so."""
    case = next(c for c in atomic_audit.CASES if c.way == "effect, already exhausted")
    import dataclasses

    asked_wrong = dataclasses.replace(case, rule="2.4.6.a", not_rule=())
    assert not atomic_audit.run_case(asked_wrong, tmp_path).right
    forbidding = dataclasses.replace(case, not_rule=("7.3.16.b",))
    outcome = atomic_audit.run_case(forbidding, tmp_path)
    assert outcome.wrong_rules == ("7.3.16.b",) and not outcome.right


def test_the_origin_of_a_played_card_is_said_either_way(
    atomic_audit: ModuleType, tmp_path: Path
) -> None:
    """5.2.1.b gives Fleeting from Reserve only: from Hand the trace says it does not."""
    case = next(c for c in atomic_audit.CASES if c.way == "Character from Hand: not Fleeting")
    outcome = atomic_audit.run_case(case, tmp_path)
    assert any("does not gain Fleeting" in text and "5.2.1.b" in rules
               for text, rules in outcome.lines)  # fmt: skip
