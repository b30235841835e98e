"""Who does a judge's request when the request does not name its ``controller``: the
controller of the objects it names — a judge asking to sacrifice p1's Character during
p2's turn has p1 sacrifice it (7.3.36.a: one sacrifices an object in play one controls)."""

from __future__ import annotations

from pathlib import Path

from scenarios.scenario.check import check_scenario
from scenarios.scenario.load import load_scenario

BOARD = """\
title: a judge request names p1's Character during p2's turn
phase: Afternoon
first_player: p2
players:
  p1:
    hero_expedition: [Vanilla 2/2/2]
  p2:
    hero_expedition: [Vanilla 1/1/1]
script:
  - request: {{action: sacrifice, objects: [{card}]{more}}}
expect:
  - zone: "discard:{owner}"
    cards: [{card}]
  - cites: [7.3.36.a]
"""


def _holds(tmp_path: Path, card: str, owner: str, more: str = "") -> bool:
    path = tmp_path / "request.yaml"
    path.write_text(BOARD.format(card=card, owner=owner, more=more), encoding="utf-8")
    return check_scenario(load_scenario(path)).ok


def test_7_3_36_a_the_objects_controller_sacrifices_it_whoever_takes_the_turn(
    tmp_path: Path,
) -> None:
    assert _holds(tmp_path, "Vanilla 2/2/2", "p1")  # p1's, during p2's turn
    assert _holds(tmp_path, "Vanilla 1/1/1", "p2")
    assert _holds(tmp_path, "Vanilla 2/2/2", "p1", ", players: [p1]")


def test_7_3_36_a_a_named_controller_who_does_not_control_it_is_refused(tmp_path: Path) -> None:
    assert not _holds(tmp_path, "Vanilla 2/2/2", "p1", ", controller: p2")
