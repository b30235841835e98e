"""Scripts play quick actions (5.3) through ``quick_action:`` items."""

from __future__ import annotations

from pathlib import Path

from scenarios.scenario.check import check_scenario
from scenarios.scenario.load import load_scenario

SCENARIO = """\
title: quick actions in a script
rules: [5.3.b]
players:
  p1:
    reserve: [Haven Trainee]
    hand: [Vanilla 1/1/1]
    mana: 1
  p2: {}
script:
  - quick_action: {card: Haven Trainee, ability: 1}
  - play: {card: Vanilla 1/1/1, to: hero}
expect:
  - object: {object: Vanilla 1/1/1, zone: "expedition:p1:hero", boosts: 1}
  - zone: "discard:p1"
    cards: [Haven Trainee]
"""


def test_a_quick_action_item_plays_the_quick_action(tmp_path: Path) -> None:
    path = tmp_path / "quick.yaml"
    path.write_text(SCENARIO, encoding="utf-8")
    report = check_scenario(load_scenario(path))
    assert report.ok, [o for o in report.outcomes if not o.held]


def test_an_illegal_quick_action_is_refused_with_its_rule(tmp_path: Path) -> None:
    path = tmp_path / "quick.yaml"
    path.write_text(SCENARIO.replace("ability: 1", "ability: 0"), encoding="utf-8")
    report = check_scenario(load_scenario(path))
    (error,) = report.run.errors
    assert "refused" in error and "5.3.b" in error
