"""Decision expectations name options by card as well as by label (issue 31): excluding a
card fails whenever any option is about it, and an exclusion that could never match any
option is an error of the file."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from scenarios.scenario.check import check_scenario
from scenarios.scenario.load import load_scenario

BOARD = """title: options by name
cards:
  - name: "Kuwat, the Dissenter"
    type: Character
    hand_cost: 1
    reserve_cost: 1
    forest: 1
    mountain: 1
    water: 1
phase: Afternoon
players:
  p1:
    reserve: [{{card: "Kuwat, the Dissenter", ref: kuwat}}]
    mana: 2
  p2: {{}}
script: []
expect:
  - decision: {{player: p1, kind: turn, {field}: [{names}]}}
"""


def _decision(write: Callable[[str], Path], field: str, names: str) -> tuple[bool, object]:
    report = check_scenario(load_scenario(write(BOARD.format(field=field, names=names))))
    (outcome,) = [o for o in report.outcomes if o.label == "decision"]
    return outcome.held, outcome.actual


def test_excluding_a_card_by_its_name_fails_when_it_is_offered(write) -> None:  # type: ignore[no-untyped-def]
    for name in ('"Kuwat, the Dissenter"', "Kuwat", "kuwat"):  # full, short, ref
        held, _ = _decision(write, "options_exclude", name)
        assert not held, name


def test_including_a_card_by_its_name_holds_when_it_is_offered(write) -> None:  # type: ignore[no-untyped-def]
    held, _ = _decision(write, "options_include", "Kuwat")
    assert held
    held, _ = _decision(write, "options_include", "pass")
    assert held


def test_a_label_still_names_its_option(write) -> None:  # type: ignore[no-untyped-def]
    held, actual = _decision(write, "options_exclude", "pass")
    assert not held
    assert "pass" in actual["options"]  # type: ignore[index]


def test_an_exclusion_that_could_never_match_is_an_error(write) -> None:  # type: ignore[no-untyped-def]
    held, actual = _decision(write, "options_exclude", "Kuwatt")
    assert not held
    assert "'Kuwatt' names no card" in actual["error"]  # type: ignore[index]


def test_an_exclusion_naming_a_card_of_the_scenario_in_a_label_form_is_no_error(write) -> None:  # type: ignore[no-untyped-def]
    held, actual = _decision(
        write, "options_exclude", '"play Kuwat, the Dissenter from hand for 1 in hero Expedition"'
    )
    assert held and "error" not in actual  # type: ignore[operator]
