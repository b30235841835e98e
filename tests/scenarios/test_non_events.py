"""A step that finds no object says so in every view, with the rule that ignores it
(issue 31: every non-event said with its rule, CR 5.0 6.5.h)."""

from __future__ import annotations

from pathlib import Path

from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario

_EMPTY_GROUP = """\
title: An empty group
rules: [6.5.h]
players:
  p1:
    hand: [Charge!]
    mana: 2
  p2: {}
script:
  - play: {card: Charge!}
expect:
  - zone: "hand:p1"
    count: 0
"""


def test_an_empty_group_says_no_object_in_the_judges_view_and_cites_6_5_h(tmp_path: Path) -> None:
    # "Characters you control gain 1 boost" with no Character: the group finds nothing. (An
    # optional cost with nothing to choose is not even offered: tests/cards_text/
    # test_optional_costs.py.)
    path = tmp_path / "empty_group.yaml"
    path.write_text(_EMPTY_GROUP, encoding="utf-8")
    lines = run_scenario(load_scenario(path)).lines
    empty = [line for line in lines if line.text == "Charge!: no object"]
    assert len(empty) == 1
    line = empty[0]
    assert line.shown() == "Charge!: no object"  # the judge's view too
    assert "Charge!: give boost: no object" in line.actions  # the words files saved quote
    assert "6.5.h" in line.shown_rules()
