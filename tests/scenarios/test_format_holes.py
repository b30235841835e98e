"""Scenario format holes a rules tester hits (issue 18, item 6): expectations for the
winner, emblems, regions, owners and several same-named objects; events of several kinds;
face-down Tumult regions in the starting state. Each expectation is shown to hold when
true and to fail when false."""

from __future__ import annotations

from pathlib import Path

from scenarios.scenario.check import Report, check_scenario
from scenarios.scenario.load import load_scenario


def _check(tmp_path: Path, text: str) -> Report:
    path = tmp_path / "scenario.yaml"
    path.write_text(text, encoding="utf-8")
    return check_scenario(load_scenario(path))


def _verdicts(report: Report) -> list[bool]:
    return [o.held for o in report.outcomes]


VICTORY = """\
title: p1 is 7 regions along at Night
rules: [4.2.5.d]
phase: Night
players:
  p1:
    hero_position: 4
    companion_position: 4
  p2: {{}}
expect:
  - winner: {winner}
  - game_over: true
"""


def test_winner_expectation_holds_or_fails_without_an_assertion_error(tmp_path: Path) -> None:
    assert _verdicts(_check(tmp_path, VICTORY.format(winner="p1"))) == [True, True]
    wrong = _check(tmp_path, VICTORY.format(winner="p2"))
    assert _verdicts(wrong) == [False, True]
    assert (wrong.outcomes[0].expected, wrong.outcomes[0].actual) == ("p2", "p1")


MONOLITH = """\
title: four bound Emblem-Reactions wait in Limbo
rules: [6.3.i]
players:
  p1:
    landmarks: ["The Monolith, Ordis Bastion"]
    hand: [Open the Gates]
    mana: 5
  p2: {{}}
script:
  - play: {{card: Open the Gates}}
expect:
  - emblems: {{source: "The Monolith, Ordis Bastion", kind: Reaction, text: "gains 1 boost",
               bound: [Ordis Recruit], count: {count}}}
  - emblems: {{kind: Ongoing}}
"""


def test_6_3_i_emblems_are_asserted_by_source_kind_text_and_bound_objects(
    tmp_path: Path,
) -> None:
    assert _verdicts(_check(tmp_path, MONOLITH.format(count=4))) == [True, False]
    assert _verdicts(_check(tmp_path, MONOLITH.format(count=3)))[0] is False


SAME_NAMES = """\
title: two Vanilla 1/1/1, one boosted
rules: [2.5.f]
players:
  p1:
    hero_expedition: [Vanilla 1/1/1, {{card: Vanilla 1/1/1, boosts: 2}}]
  p2: {{}}
expect:
  - object: {{object: Vanilla 1/1/1, nth: 1, counters: {{}}, owner: p1}}
  - object: {{object: Vanilla 1/1/1, nth: 2, boosts: 2}}
  - object: {{object: Vanilla 1/1/1, nth: 2, owner: {owner}}}
"""


def test_one_of_several_same_named_objects_is_picked_and_its_owner_checked(
    tmp_path: Path,
) -> None:
    assert _verdicts(_check(tmp_path, SAME_NAMES.format(owner="p1"))) == [True, True, True]
    assert _verdicts(_check(tmp_path, SAME_NAMES.format(owner="p2"))) == [True, True, False]


CLEANUP = """\
title: Clean-up's discard and sacrifice are one event
rules: [4.2.5.c]
phase: Night
players:
  p1:
    reserve: [Vanilla 1/1/1, Vanilla 1/1/1, {{card: Vanilla 1/1/1, ref: r3}}]
    landmarks: [Plain Landmark, Plain Landmark, {{card: Plain Landmark, ref: l3}}]
  p2: {{}}
script:
  - answer: {{player: p1, choose: [{keep_r}]}}
  - answer: {{player: p1, choose: [{keep_l}]}}
  - until: Morning
expect:
  - events: {{kind: [discard, sacrifice], count: 2, same_step: true}}
"""


def test_events_of_several_kinds_in_one_step(tmp_path: Path) -> None:
    text = CLEANUP.format(keep_r="Vanilla 1/1/1, r3", keep_l="Plain Landmark, l3")
    report = _check(tmp_path, text)
    assert report.ok, report.outcomes


TUMULT = """\
title: a face-down Tumult region stays face-down when nobody moves into it
rules: [7.3.25.b]
phase: Dusk
face_down: [1, 2]
players:
  p1: {{}}
  p2: {{}}
script:
  - until: Night
expect:
  - region: {{index: 1, face_up: {face_up}}}
  - region: {{index: 0, terrains: [forest, mountain, water]}}
"""


def test_a_face_down_region_in_the_starting_state_and_its_expectation(tmp_path: Path) -> None:
    assert _verdicts(_check(tmp_path, TUMULT.format(face_up="false"))) == [True, True]
    assert _verdicts(_check(tmp_path, TUMULT.format(face_up="true"))) == [False, True]
