"""The sub-rule audit of issue 31 (engine/why/step_kinds.py): every kind of step is
classified with the decision points that decide it, and each procedure sub-rule of a
keyword action's own section (docs/cr_audit.yaml) is cited by a point of that kind — the
most specific rule is at hand where the step is decided."""

from __future__ import annotations

import pytest

from engine.state.actions import ActionKind
from engine.why.step_kinds import KEYWORD_SECTIONS, OTHER_DECIDERS, deciding_rules
from engine.why.table import TABLE
from scenarios.cr_audit import PROCEDURE, load_audit


def test_every_step_kind_is_classified() -> None:
    assert [k for k in ActionKind if k not in OTHER_DECIDERS] == []
    assert len(KEYWORD_SECTIONS) == 40  # the forty keyword actions of 7.3


def test_every_point_named_is_a_point_of_the_table() -> None:
    unknown = [(k, p) for k, points in OTHER_DECIDERS.items() for p in points if p not in TABLE]
    assert unknown == []


@pytest.mark.parametrize("kind", list(KEYWORD_SECTIONS))
def test_each_procedure_sub_rule_of_a_keyword_is_cited_for_its_kind(kind: ActionKind) -> None:
    section = KEYWORD_SECTIONS[kind]
    audit = load_audit()
    procedures = {
        r for r, c in audit.items() if c.kind == PROCEDURE and r.startswith(f"{section}.")
    }
    assert procedures - deciding_rules(kind) == set()


@pytest.mark.parametrize(
    ("kind", "rules"),
    [
        # the rules issue 31 names as deciding, beside the nearby ones
        (ActionKind.MOVE_FORWARD, {"7.3.25.d", "4.2.4.f", "4.2.4.e", "7.4.2.b"}),
        (ActionKind.MOVE_BACKWARDS, {"7.3.24.c"}),
        (ActionKind.PLAY_FOR_FREE, {"7.3.26.a", "5.1.2.f"}),
        (ActionKind.CREATE_ONGOING, {"2.2.15.d", "2.2.15.e"}),
        (ActionKind.IGNORE, {"7.3.19.a", "7.3.19.b"}),
        (ActionKind.GAIN_STATUS, {"2.4.1.f", "2.4.1.g", "7.5.4.a"}),
        (ActionKind.GIVE_BOOST, {"7.3.17.a", "1.4.1.a"}),
        (ActionKind.EXCHANGE_BOOSTS, {"7.3.11.a", "7.3.11.b"}),
        (ActionKind.DEFECT, {"7.5.5.b", "7.4.4.i"}),
        (ActionKind.SWITCH_EXPEDITIONS, {"7.3.39.b", "7.4.4.n"}),
        (ActionKind.TAKE_CONTROL, {"7.3.40.a", "7.5.5.b"}),
    ],
)
def test_the_deciding_rules_issue_31_names_are_at_hand(kind: ActionKind, rules: set[str]) -> None:
    assert rules - deciding_rules(kind) == set()
