"""The refusal citation audit (benchmarks/refusal_citation_audit.py) and the trigger-limit
non-events (benchmarks/trigger_limit_non_events.py), held at zero (issue 31).

Every reason the engine refuses a target, a cost, a quick action or a play is asked on a
small board; its refusal must cite the rule that decides (2.2.1.h for "a [type]" outside
play, a status's own rule, 7.5.5.b for control, the Remark of 2.4.6.a for {T} …) beside the
general rule where both apply. Every trigger kind whose event happens outside the phase its
trigger names must be said not to activate (6.3.b, 4.2.a), and a once-per-Day Reaction past
its limit must say so (1.4.6.c).
"""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path
from types import ModuleType

import pytest

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"


def _bench(name: str) -> ModuleType:
    if str(BENCHMARKS) not in sys.path:
        sys.path.insert(0, str(BENCHMARKS))
    return __import__(name)


@pytest.fixture(scope="module")
def refusal_audit() -> ModuleType:
    return _bench("refusal_citation_audit")


def test_every_reason_is_refused_with_the_rule_that_decides(
    refusal_audit: ModuleType, tmp_path: Path
) -> None:
    checked = refusal_audit.audit(tmp_path)
    wrong = [(c.case.name, c.missing, c.said, c.error) for c in checked if not c.right]
    assert not wrong
    assert len(checked) >= 34


def test_each_kind_of_reason_is_asked(refusal_audit: ModuleType) -> None:
    kinds = {c.name.split(":")[0] for c in refusal_audit.CASES}
    assert kinds == {"target", "cost", "quick action", "play"}
    cited = {r for c in refusal_audit.CASES for r in c.cites}
    # the zone of "a [type]", a status, control, {T} on an exhausted object, a support
    # ability of an exhausted card in Reserve, a phase with no turns
    assert {"2.2.1.h", "2.4.5.a", "7.5.5.b", "2.4.6.a", "2.2.12.j", "2.4.6.e"} <= cited
    assert "4.2.3.b" in cited


def test_a_refusal_without_the_deciding_rule_is_found(
    refusal_audit: ModuleType, tmp_path: Path
) -> None:
    """The audit can fail: asked for a rule the refusal does not cite, it says so."""
    case = next(c for c in refusal_audit.CASES if "in Reserve is not" in c.name)
    checked = refusal_audit.run_case(replace(case, cites=("2.4.6.c",)), tmp_path)
    assert checked.refused and checked.missing == ("2.4.6.c",) and not checked.right


def test_trigger_limits_are_said_with_their_rule() -> None:
    limits = _bench("trigger_limit_non_events").audit()
    wrong = [(a.trigger, a.question, a.draws, a.error) for a in limits if not a.right]
    assert not wrong
    assert {a.question for a in limits} == {"outside its phase", "once per Day"}
    assert len(limits) >= 19
