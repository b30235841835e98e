"""Die rolls in the scenario format (7.3.33.a): a scenario states what the dice showed
(``rolls:``) or expects outcomes per result (``per_roll:``); each branch is run and
checked, a stated result no roll used fails, and a malformed result names its line."""

from __future__ import annotations

from pathlib import Path

import pytest

from scenarios.errors import LoadError
from scenarios.scenario.check import Report, check_scenario
from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario

HEAD = """\
title: Asmodeus rolls as it enters play
rules: [7.3.33.a]
players:
  p1:
    hand: [Asmodeus]
    mana: 6
  p2: {}
script:
  - play: {card: Asmodeus, to: hero}
"""


def _write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "rolls.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def _check(tmp_path: Path, text: str) -> Report:
    return check_scenario(load_scenario(_write(tmp_path, text)))


def test_7_3_33_a_rolls_answer_each_die_roll_in_order(tmp_path: Path) -> None:
    report = _check(
        tmp_path, HEAD + "rolls: [2]\nexpect:\n  - object: {object: Asmodeus, boosts: 3}\n"
    )
    assert report.ok, [(o.label, o.actual) for o in report.outcomes]
    assert any("rolls a die: 2" in line.text for line in report.run.lines)


def test_7_3_33_a_without_rolls_the_run_waits_for_the_die(tmp_path: Path) -> None:
    result = run_scenario(load_scenario(_write(tmp_path, HEAD)))
    assert result.pending is not None and result.pending.kind == "roll_die"
    assert [o.id for o in result.pending.options] == ["1", "2", "3", "4", "5", "6"]


def test_a_stated_result_no_roll_used_fails(tmp_path: Path) -> None:
    report = _check(tmp_path, HEAD + "rolls: [2, 6]\n")
    failed = [o for o in report.outcomes if not o.held]
    assert [(o.label, o.actual) for o in failed] == [("every stated die result is rolled", [6])]


def test_per_roll_branches_run_once_per_value_and_say_which(tmp_path: Path) -> None:
    text = HEAD + (
        "per_roll:\n"
        "  - rolls: ['4+']\n"
        "    expect: [{object: {object: Asmodeus, has: [Anchored]}}]\n"
        "  - rolls: [1-3]\n"
        "    expect: [{object: {object: Asmodeus, boosts: 3}}]\n"
    )
    report = _check(tmp_path, text)
    assert report.ok
    assert [o.label.split(":")[0] for o in report.outcomes] == [
        f"the die shows {n}" for n in (4, 5, 6, 1, 2, 3)
    ]


def test_per_roll_a_wrong_expectation_fails_for_the_results_it_is_wrong_for(
    tmp_path: Path,
) -> None:
    text = HEAD + (
        "per_roll:\n  - rolls: [3-4]\n    expect: [{object: {object: Asmodeus, boosts: 3}}]\n"
    )
    report = _check(tmp_path, text)
    assert [(o.label.split(":")[0], o.held) for o in report.outcomes] == [
        ("the die shows 3", True),
        ("the die shows 4", False),
    ]
    assert report.outcomes[1].line == 12  # the branch's expectation, by its line


@pytest.mark.parametrize(
    ("rolls", "message"),
    [
        ("rolls: [7]", "rolls[0]"),
        ("per_roll:\n  - rolls: [0-3]", "six-sided die shows 1 to 6"),
        ("per_roll:\n  - rolls: [five]", "is not a die result"),
        ("per_roll:\n  - rolls: [1-6, 1-6, 1-6, 1-6]", "at most 216"),
        ("rolls: [1]\nper_roll:\n  - rolls: [2]", "either rolls or per_roll"),
    ],
)
def test_malformed_rolls_name_the_field(tmp_path: Path, rolls: str, message: str) -> None:
    with pytest.raises(LoadError) as caught:
        load_scenario(_write(tmp_path, HEAD + rolls + "\n"))
    assert message in str(caught.value)


EACH_PLAYER = """\
title: each player rolls a die, in initiative order (p1 has the initiative on its turn)
rules: [6.1.h]
first_player: p2
cards:
  - name: Dice Night
    type: Spell
    hand_cost: 0
    reserve_cost: 0
    text: Each player rolls a die.
    effect:
      - action: roll_die
        subject: each_player
players:
  p1:
    hand: [Dice Night]
  p2: {}
script:
  - pass: p2
  - play: {card: Dice Night}
rolls: [2, 5]
expect:
  - trace_order: ["p1 rolls a die: 2", "p2 rolls a die: 5"]
  - events: {kind: roll_die, count: 2}
  - cites: [6.1.h, 1.4.5.a, 7.3.33.a]
"""


def test_6_1_h_each_player_rolls_in_initiative_order(tmp_path: Path) -> None:
    report = _check(tmp_path, EACH_PLAYER)
    assert report.ok, [(o.label, o.actual) for o in report.outcomes if not o.held]


REQUEST = """\
title: a judge request rolls a die for p1 with the result the table saw
rules: [7.3.33.a]
cards:
  - name: Dice Watcher
    type: Character
    hand_cost: 1
    reserve_cost: 1
    forest: 1
    mountain: 1
    water: 1
    text: "When you roll one or more dice — If the result is 6+, I gain 1 boost."
    read_text: true
players:
  p1:
    hero_expedition: [Dice Watcher]
  p2: {{}}
script:
  - request: {{action: roll_die, players: [p1], amount: {amount}}}
expect:
  - object: {{object: Dice Watcher, boosts: 1}}
"""


def test_7_3_33_a_a_judge_request_states_the_result(tmp_path: Path) -> None:
    assert _check(tmp_path, REQUEST.format(amount=6)).ok
    assert [o.held for o in _check(tmp_path, REQUEST.format(amount=5)).outcomes] == [False]
    refused = _check(tmp_path, REQUEST.format(amount=7))
    assert "say what the die showed" in str(refused.run.errors)


def test_7_3_33_a_a_script_answers_the_roll_with_a_number(tmp_path: Path) -> None:
    text = HEAD + "  - answer: 5\nexpect:\n  - object: {object: Asmodeus, has: [Anchored]}\n"
    report = _check(tmp_path, text)
    assert report.ok, [(o.label, o.actual) for o in report.outcomes]
