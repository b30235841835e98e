"""A step that does nothing says why, with the rule of the place its "nothing" was
decided (issue 31; engine/steps/why_none.py): a choice with no option, a target not
chosen, a Sabotage of none, a "can't" — never 6.5.h ("that part is ignored") alone — and a
"[gain N boosts], up to a max of M" already at M says so with the action's rule."""

from __future__ import annotations

from pathlib import Path

import pytest

from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "scenarios" / "examples"


def _nothing_line(path: Path) -> tuple[str, set[str]]:
    result = run_scenario(load_scenario(path))
    (line,) = [ln for ln in result.lines if "nothing happens [there is nothing" in ln.shown()]
    return line.shown(), set(line.shown_rules())


@pytest.mark.parametrize(
    ("name", "reasons"),
    [
        # a Tough cost declined, so no target (7.4.7.d, 6.5.b)
        ("7_4_7_d_derived_declining_to_pay_tough_leaves_no_target", {"7.4.7.d", "6.5.b"}),
        # nothing in play the player controls to sacrifice (7.3.36.a, 6.1.g)
        ("7_3_36_a_derived_sacrifice_only_what_you_control", {"7.3.36.a", "6.1.g"}),
        # a "can't" rules out every option (6.1.g; the passive's "can't", 1.4.1.a)
        (
            "6_1_g_derived_when_a_cant_rules_out_every_character_the_boosts_do_not_happen",
            {"6.1.g", "1.4.1.a"},
        ),
        # Sabotage discards up to one: none (7.3.35.a)
        ("7_3_35_a_derived_sabotage_may_discard_nothing", {"7.3.35.a"}),
    ],
)
def test_a_step_doing_nothing_cites_why_it_has_nothing(name: str, reasons: set[str]) -> None:
    text, rules = _nothing_line(EXAMPLES / f"{name}.yaml")
    assert reasons <= rules, (text, rules)
    assert "6.5.h" in rules  # and that the part is ignored


_AT_MAX = """\
title: a support ability already at its maximum gives nothing
cards:
  - name: Saver
    type: Character
    hand_cost: 2
    reserve_cost: 2
    forest: 1
    mountain: 1
    water: 1
    text: "{I} When you play a Spell — I gain 1 boost, up to a max of 2."
    read_text: true
  - name: Quick Study
    type: Spell
    hand_cost: 1
    reserve_cost: 1
    text: "Draw a card."
    read_text: true
phase: Afternoon
first_player: p1
players:
  p1:
    hand: [Quick Study]
    reserve:
      - {card: Saver, counters: {boost: 2}}
    deck: [Vanilla 1/1/1]
    mana: 1
  p2: {}
script:
  - play: {card: Quick Study}
expect:
  - object: {object: Saver, zone: "reserve:p1", boosts: 2}
"""


def test_up_to_a_max_already_reached_says_so_with_the_actions_rule(tmp_path: Path) -> None:
    path = tmp_path / "at_max.yaml"
    path.write_text(_AT_MAX, encoding="utf-8")
    result = run_scenario(load_scenario(path))
    assert not result.errors and not result.gaps, (result.errors, result.gaps)
    (line,) = [ln for ln in result.lines if "Saver would give a boost" in ln.shown()]
    assert "already has 2 boosts (“up to a max of 2”)" in line.shown()
    assert {"7.3.17.a", "7.3.15.a"} <= set(line.shown_rules())
