"""A Reaction that cannot activate (7.3.1.e) is named so a judge knows which: when one object
has two Reactions blocked at once (Scout's gained "{H} Send me to Reserve" and its printed
{J}, facing a card whose "can't activate" stops both), each is said with its text."""

from __future__ import annotations

from pathlib import Path

from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario

_BOARD = """
title: t
cards:
  - {name: Scouting Runner, type: Character, hand_cost: 3, reserve_cost: 3, forest: 2,
     mountain: 2, water: 2, read_text: true,
     text: "[Scout] {1}.  {J} Target Character gains 1 boost."}
  - {name: Stern Clerk, type: Character, hand_cost: 4, reserve_cost: 4, forest: 4,
     mountain: 4, water: 4, read_text: true,
     text: "The {j}, {h} and {r} abilities of Characters facing me can't activate."}
phase: Afternoon
first_player: p1
players:
  p1: {hand: [Scouting Runner], mana: 1}
  p2: {hero_expedition: [Stern Clerk]}
script:
  - answer: play Scouting Runner from hand with Scout 1 for 1 in hero Expedition
  - reactions: in_order
"""


def test_7_3_1_e_two_blocked_reactions_of_one_object_are_told_apart(tmp_path: Path) -> None:
    path = tmp_path / "s.yaml"
    path.write_text(_BOARD, encoding="utf-8")
    result = run_scenario(load_scenario(path))
    assert not result.errors and not result.gaps, (result.errors, result.gaps)
    text = next(ln.shown(None) for ln in result.lines if "cannot activate" in ln.shown(None))
    said = [
        part
        for part in text.split(";")
        if "cannot activate: Stern Clerk's" in part and "(7.3.1.e)" in part
    ]
    assert len(said) == 2, text
    assert any("Send me to Reserve" in part for part in said), text
    assert any("Target Character gains 1 boost" in part for part in said), text
