"""Most specific rules found by walking every example's trace (issue 18): steps that cited
a general rule where a lettered one governs."""

from __future__ import annotations

from pathlib import Path

from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario

_SEIZE = """title: t
cards:
  - name: Seize
    type: Spell
    hand_cost: 1
    reserve_cost: 1
    text: "Take control of target Character."
    effect:
      - {action: take_control, subject: target_character, to: expedition}
players:
  p1: {hand: [Seize], mana: 1}
  p2: {hero_expedition: [Vanilla 2/2/2]}
script:
  - play: {card: Seize}
  - answer: Vanilla 2/2/2
  - answer: companion
"""


def test_7_3_40_a_the_player_taking_control_chooses_which_of_their_expeditions(
    tmp_path: Path,
) -> None:
    path = tmp_path / "s.yaml"
    path.write_text(_SEIZE, encoding="utf-8")
    result = run_scenario(load_scenario(path))
    assert not result.errors and not result.gaps, (result.errors, result.gaps)
    asked = [ln for ln in result.lines if ln.shown(None).startswith("p1 chooses the Expedition")]
    chosen = [ln for ln in result.lines if ln.shown(None) == "p1 chooses p1's companion Expedition"]
    assert len(asked) == 1 and len(chosen) == 1
    # 7.3.40.a says the player chooses which one; 6.1.g is only the general rule of choices.
    assert asked[0].shown_rules(None) == ("7.3.40.a",)
    assert chosen[0].shown_rules(None) == ("7.3.40.a",)


_OVERSEER = """title: t
cards:
  - {name: Watchful Overseer, type: Character, hand_cost: 1, reserve_cost: 1, forest: 1,
     mountain: 1, water: 1, read_text: true,
     text: "{J} If I'm in {O}, I gain 1 boost."}
adventure: [[forest], [mountain], [water], [forest], [forest], [forest], [forest], [water]]
players:
  p1: {hand: [Watchful Overseer], mana: 1}
  p2: {}
script:
  - play: {card: Watchful Overseer, to: hero}
"""


def test_6_5_d_a_conditional_step_names_its_condition_as_printed(tmp_path: Path) -> None:
    path = tmp_path / "s.yaml"
    path.write_text(_OVERSEER, encoding="utf-8")
    result = run_scenario(load_scenario(path))
    assert not result.errors and not result.gaps, (result.errors, result.gaps)
    (line,) = [ln for ln in result.lines if "the condition" in ln.shown(None)]
    # The hero Expedition is in a Forest region: the condition is false, and says which.
    shown = line.shown(None)
    assert shown.endswith("is not met, ignored") and "the condition “I'm in [Water]” (" in shown
    # where the Expedition is, with the rule that decides it (7.5.8.c, 7.5.8.b)
    assert "p1's hero Expedition is in region 0, not a Water" in shown
    assert "6.5.d" in line.shown_rules(None)
