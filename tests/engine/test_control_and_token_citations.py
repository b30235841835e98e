"""Citations of batch 14's classes beside the trigger words: a target refused by "you
control" cites control (7.5.5.b), not type and zone; "activate" on an object without such a
Reaction activates nothing (6.5.h, 7.3.1.b); a Landmark played from Reserve does not gain
Fleeting by 2.4.7.b's Remark; a token matching "a Character" cites 2.2.1.d."""

from __future__ import annotations

from pathlib import Path

from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario
from scenarios.scenario.run_result import RunResult
from tests.scenario_text import run_text

_CARDS = """
cards:
  - {name: Activator, type: Spell, hand_cost: 1, reserve_cost: 1,
     text: "Activate the {j} abilities of target Permanent you control.", read_text: true}
  - {name: Drawing Landmark, type: Permanent, zone_type: Landmark, hand_cost: 1,
     reserve_cost: 1, text: "{J} Draw a card.", read_text: true}
  - {name: Token Watcher, type: Character, hand_cost: 1, reserve_cost: 1, forest: 1,
     mountain: 1, water: 1, text: "When you sacrifice a Character — Draw a card.",
     read_text: true}
"""


def _run(tmp_path: Path, body: str) -> RunResult:
    return run_text(tmp_path, f"title: t\n{_CARDS}{body}")


def _lines(result: RunResult) -> list[tuple[str, tuple[str, ...]]]:
    return [(ln.shown(None), tuple(ln.shown_rules(None))) for ln in result.lines]


def _hand(result: RunResult, player: str) -> list[str]:
    return [result.state.name(o) for o in result.state.zone(f"hand:{player}")]


_ACTIVATE = """
phase: Afternoon
first_player: p1
players:
  p1: {hand: [Activator], mana: 1, landmarks: [Plain Landmark], deck: [Vanilla 1/1/1]}
  p2: {landmarks: [Drawing Landmark], deck: [Vanilla 2/2/2]}
script:
  - play: {card: Activator}
  - answer: Drawing Landmark
    refused: {cites: [7.5.5.b]}
  - answer: Plain Landmark
"""


def test_7_5_5_b_a_permanent_you_do_not_control_is_refused_for_control(tmp_path: Path) -> None:
    result = _run(tmp_path, _ACTIVATE)
    refused = [(t, r) for t, r in _lines(result) if t.startswith("refused: Drawing Landmark")]
    assert refused, _lines(result)
    text, rules = refused[0]
    assert "p2 controls it" in text and "“you” in “target Permanent you control” is p1" in text
    assert rules[0] == "7.5.5.b" and "2.2.1.h" not in rules


def test_6_5_h_activating_an_object_without_the_reaction_activates_nothing(
    tmp_path: Path,
) -> None:
    result = _run(tmp_path, _ACTIVATE)
    said = [(t, r) for t, r in _lines(result) if "Plain Landmark" in t and "activate" in t]
    assert not any("Plain Landmark is activated" in t for t, _ in said), said
    nothing = [(t, r) for t, r in said if "nothing is activated" in t]
    assert nothing and {"6.5.h", "7.3.1.b"} <= set(nothing[0][1]), said
    assert "7.3.1.a" not in nothing[0][1]
    assert _hand(result, "p1") == []


def test_an_activated_reaction_still_activates(tmp_path: Path) -> None:
    result = _run(
        tmp_path,
        """
phase: Afternoon
first_player: p1
players:
  p1: {hand: [Activator], mana: 1, landmarks: [Drawing Landmark], deck: [Vanilla 1/1/1]}
  p2: {}
script:
  - play: {card: Activator}
  - answer: Drawing Landmark
  - {reactions: in_order}
""",
    )
    assert _hand(result, "p1") == ["Vanilla 1/1/1"]
    assert not any("nothing is activated" in t for t, _ in _lines(result))


def test_2_4_7_b_a_landmark_from_reserve_does_not_gain_fleeting_by_its_remark(
    tmp_path: Path,
) -> None:
    result = _run(
        tmp_path,
        """
phase: Afternoon
first_player: p1
players:
  p1: {reserve: [Plain Landmark], mana: 1}
  p2: {}
script:
  - play: {card: Plain Landmark, from: reserve}
""",
    )
    line = [(t, r) for t, r in _lines(result) if "does not gain Fleeting" in t]
    assert line and "2.4.7.b" in line[0][1], line
    assert "5.2.3.a" not in line[0][1]


def test_2_2_1_d_a_sacrificed_token_is_a_character(tmp_path: Path) -> None:
    result = _run(
        tmp_path,
        """
phase: Afternoon
first_player: p1
players:
  p1: {hero_expedition: [Token Watcher, Ordis Recruit], deck: [Vanilla 1/1/1]}
  p2: {}
script:
  - request: {action: sacrifice, objects: [Ordis Recruit]}
  - {reactions: in_order}
""",
    )
    assert _hand(result, "p1") == ["Vanilla 1/1/1"]
    assert any("2.2.1.d" in r for _, r in _lines(result)), _lines(result)


def test_2_2_1_d_not_cited_for_a_card_character(tmp_path: Path) -> None:
    result = _run(
        tmp_path,
        """
phase: Afternoon
first_player: p1
players:
  p1: {hero_expedition: [Token Watcher, Vanilla 1/1/1], deck: [Vanilla 2/2/2]}
  p2: {}
script:
  - request: {action: sacrifice, objects: [Vanilla 1/1/1]}
  - {reactions: in_order}
""",
    )
    assert _hand(result, "p1") == ["Vanilla 2/2/2"]
    assert not any("2.2.1.d" in r for _, r in _lines(result)), _lines(result)


def test_2_2_1_h_a_target_type_in_named_zones_cites_it_where_chosen(tmp_path: Path) -> None:
    path = tmp_path / "s.yaml"
    path.write_text(
        """title: t
cards:
  - {name: Reserve Blessing, type: Spell, hand_cost: 1, reserve_cost: 1,
     text: "Target Character in play or in Reserve gains 1 boost.", read_text: true}
phase: Afternoon
first_player: p1
players:
  p1: {hand: [Reserve Blessing], mana: 1}
  p2: {reserve: [Vanilla 2/2/2]}
script:
  - play: {card: Reserve Blessing}
  - answer: Vanilla 2/2/2
""",
        encoding="utf-8",
    )
    result = run_scenario(load_scenario(path))
    assert not result.errors and not result.gaps, (result.errors, result.gaps)
    chosen = [(t, r) for t, r in _lines(result) if t.startswith("p1 chooses a target")]
    assert chosen and {"2.2.1.h", "6.5.b"} <= set(chosen[0][1]), _lines(result)
    boosts = [result.state.objects[o].boosts for o in result.state.zone("reserve:p2")]
    assert boosts == [1]
