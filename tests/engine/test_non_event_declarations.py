"""The non-events the audit checks are read from the engine's definitions, not its words
(issue 31): a decision point declares itself one (``Point(..., non_event=True)``), and
``benchmarks/refusal_kinds_audit.py`` audits each where the engine cites it. A non-event
declared without a rule, one never cited, or an impossible atomic action's point not
declared one (1.4.1.c) is counted wrong."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from engine.why.point import Point
from engine.why.table import TABLE

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
import refusal_kinds_audit as audit


@pytest.fixture(scope="module")
def kinds() -> list[audit.Kind]:
    found, _ = audit.enumerate_kinds()
    return found


def test_the_engines_declarations_are_all_right(kinds: list[audit.Kind]) -> None:
    assert audit.declaration_problems(kinds) == []


def test_non_events_are_the_declared_points(kinds: list[audit.Kind]) -> None:
    listed = {k.point for k in kinds if k.what == "non-event"}
    declared = {name for name, p in TABLE.items() if p.non_event}
    assert listed == declared
    # an impossible atomic action is a non-event whatever its words (1.4.1.c)
    assert {name for name in TABLE if name.startswith("impossible.")} <= listed
    # cited through a conditional point name: why("a" if c else "b")
    assert {"impossible.part_ignored", "impossible.cant_part_ignored"} <= listed


def test_a_new_non_event_without_a_rule_fails(
    kinds: list[audit.Kind], monkeypatch: pytest.MonkeyPatch
) -> None:
    table = dict(audit._TABLE)
    table["effect.new_miss"] = Point("Does the new thing happen?", (), non_event=True)
    table["impossible.new_kind"] = Point("Is the new action possible?", ("1.4.1.c",))
    monkeypatch.setattr(audit, "_TABLE", table)
    problems = audit.declaration_problems(kinds)
    assert "non-event effect.new_miss has no rule" in problems
    assert "non-event effect.new_miss is declared but the engine never cites it" in problems
    assert "impossible.new_kind: an impossible atomic action, not declared a non-event" in (
        problems
    )
