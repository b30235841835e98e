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


MODAL = """title: a mode by its words
cards:
  - name: Two Ways
    type: Spell
    hand_cost: 1
    reserve_cost: 1
    text: "Choose one: • Draw a card. • Sacrifice a Character."
    read_text: true
phase: Afternoon
players:
  p1:
    hand: [Two Ways]
    deck: [Vanilla 1/1/1]
    mana: 1
  p2: {{}}
script:
  - play: {{card: Two Ways}}
expect:
  - decision: {{player: p1, {field}: [{names}]}}
"""


def _mode_decision(write: Callable[[str], Path], field: str, names: str) -> tuple[bool, object]:
    report = check_scenario(load_scenario(write(MODAL.format(field=field, names=names))))
    (outcome,) = [o for o in report.outcomes if o.label == "decision"]
    return outcome.held, outcome.actual


def test_an_exclusion_names_a_mode_offered_by_its_words(write) -> None:  # type: ignore[no-untyped-def]
    # "Draw a card." is offered: excluding it by its words, in any case, fails
    for words in ('"draw a card"', '"Draw a card."', '"● Draw a card"'):
        held, _ = _mode_decision(write, "options_exclude", words)
        assert not held, words


def test_an_exclusion_naming_a_mode_not_offered_holds_and_is_no_error(write) -> None:  # type: ignore[no-untyped-def]
    # p1 controls no Character: "Sacrifice a Character." is not offered (6.1.g) — excluding
    # it by its words holds, and it is no exclusion that could never match
    held, actual = _mode_decision(write, "options_exclude", '"sacrifice a Character"')
    assert held and "error" not in actual  # type: ignore[operator]
    held, actual = _mode_decision(write, "options_exclude", '"sacrifice two Characters"')
    assert not held and "names no card" in actual["error"]  # type: ignore[index]
