"""A condition one Expedition must meet, read of a Gigantic object, needs both of its
controller's Expeditions (7.4.4.k) — whoever the object is: the bearer ("my Expedition",
"I'm behind") or what "it" names ("its Expedition": the Character played, the target
chosen). The line that evaluates the condition names the Gigantic object and both
Expeditions, with where each stands (7.5.2.a-c), and cites 7.4.4.k; a condition either
Expedition meets ("I'm in {V}", 7.5.8.c) and a non-Gigantic object say nothing of it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.scenario_text import engine_line, run_text

_PLAYED = """
title: t
cards:
  - {{name: Post, type: Permanent, zone_type: Landmark, hand_cost: 1, reserve_cost: 1,
     text: "When you play a Character — If {condition}, draw a card.", read_text: true}}
  - {{name: Giant, type: Character, hand_cost: 1, reserve_cost: 1, forest: 1, mountain: 1,
     water: 1{giant}}}
phase: Afternoon
first_player: p1
players:
  p1:
    hand: [Giant]
    deck: [Vanilla 1/1/1]
    mana: 1
    landmarks: [Post]
    hero_position: {mine}
  p2: {{hero_position: {theirs}, companion_position: {theirs_companion}}}
script:
  - play: {{card: Giant, to: hero}}
  - reactions: in_order
"""

_GIGANTIC = ', text: "[Gigantic].", read_text: true'
_GIANT = "Giant is Gigantic"
_BOTH = "its Expedition is both of p1's Expeditions, and each must meet the condition"


@pytest.mark.parametrize(
    ("condition", "positions", "met", "standing"),
    [
        # (p1's hero, p2's hero, p2's companion region; the companion Expeditions start on 7)
        # its Expedition (the Character played, 6.3.i): hero behind, companion tied
        ("its Expedition is behind", (0, 2, 7), False, "7.5.2.c"),
        # hero ahead, companion tied
        ("its Expedition is ahead", (2, 0, 7), False, "7.5.2.c"),
        # tied in both: met
        ("its Expedition is tied", (0, 0, 7), True, "7.5.2.c"),
        # "it's in an Expedition that's behind": behind in both, met
        ("it's in an Expedition that's behind", (0, 1, 6), True, "7.5.2.b"),
    ],
)
def test_its_expedition_of_a_gigantic_character_played_needs_both(
    tmp_path: Path, condition: str, positions: tuple[int, int, int], met: bool, standing: str
) -> None:
    mine, theirs, theirs_companion = positions
    text = _PLAYED.format(
        condition=condition,
        giant=_GIGANTIC,
        mine=mine,
        theirs=theirs,
        theirs_companion=theirs_companion,
    )
    result = run_text(tmp_path, text)
    line, rules = engine_line(result, "Post: the condition")
    assert f"{_GIANT}: {_BOTH}" in line, line
    assert ("is met" in line) is met and ("not met" in line) is not met, line
    assert "p1's hero Expedition" in line and "p1's companion Expedition" in line, line
    assert "7.4.4.k" in rules and standing in rules, rules


def test_its_expedition_of_a_character_not_gigantic_names_no_gigantic(tmp_path: Path) -> None:
    text = _PLAYED.format(
        condition="its Expedition is ahead", giant="", mine=2, theirs=0, theirs_companion=7
    )
    result = run_text(tmp_path, text)
    line, rules = engine_line(result, "Post: the condition")
    assert "is met" in line and "Gigantic" not in line, line
    assert "7.4.4.k" not in rules, rules


_TARGETED = """
title: t
cards:
  - {{name: Rally, type: Spell, hand_cost: 1, reserve_cost: 1,
     text: "Target Character gains 1 boost. If {condition}, draw a card.", read_text: true}}
  - {{name: Giant, type: Character, hand_cost: 1, reserve_cost: 1, forest: 1, mountain: 1,
     water: 1, text: "[Gigantic].", read_text: true}}
phase: Afternoon
first_player: p1
players:
  p1:
    hand: [Rally]
    hero_expedition: [Giant]
    deck: [Vanilla 1/1/1]
    mana: 1
  p2: {{hero_position: 2}}
script:
  - play: {{card: Rally}}
  - answer: [Giant]
"""


@pytest.mark.parametrize(
    "condition", ["its Expedition is behind", "it's in an Expedition that's behind"]
)
def test_its_expedition_of_a_gigantic_target_needs_both(tmp_path: Path, condition: str) -> None:
    result = run_text(tmp_path, _TARGETED.format(condition=condition))
    line, rules = engine_line(result, "Rally: the condition")
    assert f"{_GIANT}: {_BOTH}" in line and "not met" in line, line
    assert "p1's companion Expedition is tied" in line, line
    assert "7.4.4.k" in rules and "7.5.2.c" in rules, rules


_MINE = """
title: t
cards:
  - {{name: Giant, type: Character, hand_cost: 1, reserve_cost: 1, forest: 1, mountain: 1,
     water: 1, text: "[Gigantic].  {{J}} If {condition}, I gain 1 boost.", read_text: true}}
phase: Afternoon
first_player: p1
players:
  p1:
    hand: [Giant]
    mana: 1
  p2: {{hero_position: 2}}
script:
  - play: {{card: Giant, to: hero}}
  - reactions: in_order
"""


@pytest.mark.parametrize("condition", ["my Expedition is behind", "my Expedition is ahead"])
def test_my_expedition_of_a_gigantic_bearer_is_said_too(tmp_path: Path, condition: str) -> None:
    result = run_text(tmp_path, _MINE.format(condition=condition))
    line, rules = engine_line(result, "Giant: the condition")
    assert f"{_GIANT}: {_BOTH}" in line and "not met" in line, line
    assert "7.4.4.k" in rules, rules


def test_in_a_terrain_is_met_by_either_expedition_and_says_no_gigantic(tmp_path: Path) -> None:
    # "I'm in {V}": a Character is in a terrain if one of its Expeditions is (7.5.8.c)
    result = run_text(tmp_path, _MINE.format(condition="I'm in {V}"))
    line, rules = engine_line(result, "Giant: the condition")
    assert "is Gigantic" not in line, line
    assert "7.4.4.k" not in rules, rules


_AT_NOON = """
title: t
cards:
  - {name: Giant, type: Character, hand_cost: 1, reserve_cost: 1, forest: 1, mountain: 1,
     water: 1, text: "[Gigantic].  At Noon, if my Expedition is ahead — Draw a card.",
     read_text: true}
phase: Noon
first_player: p1
players:
  p1:
    hero_expedition: [Giant]
    deck: [Vanilla 1/1/1]
    hero_position: 2
  p2: {}
script:
  - until: Afternoon
"""


def test_a_trigger_condition_on_a_gigantic_bearers_expedition_says_both(tmp_path: Path) -> None:
    result = run_text(tmp_path, _AT_NOON)
    lines = [
        ln for ln in result.lines if "Reaction of p1's Giant does not activate" in ln.shown(None)
    ]
    assert lines, [ln.shown(None) for ln in result.lines]
    line = lines[0].shown(None)
    assert f"{_GIANT}: {_BOTH}" in line and "p1's companion Expedition is tied" in line, line
    assert "7.4.4.k" in lines[0].shown_rules(None), lines[0].shown_rules(None)
