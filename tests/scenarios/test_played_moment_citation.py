"""5.1.2.l is cited where it decides (cite35, issue 31): a "when a card is played" Reaction
that does not activate because the played card's resolution sent its card out of play cites
the moment it is checked (5.1.2.l); one whose card was out of play before the card was
played — even since earlier the same Day — does not activate by 1.2.4.d alone."""

from __future__ import annotations

from pathlib import Path

from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario

_TWO_SPELLS = """\
title: Two Spells; the first sends the Sentry to Reserve, the second finds it there
rules: [2.2.12.g]
cards:
  - name: Spell Sentry
    type: Character
    hand_cost: 2
    reserve_cost: 2
    forest: 1
    mountain: 1
    water: 1
    text: "When an opponent plays a Spell — I gain 1 boost."
    read_text: true
  - name: Send Away
    type: Spell
    hand_cost: 1
    reserve_cost: 1
    text: "Send to Reserve target Character."
    read_text: true
  - name: Send Off
    type: Spell
    hand_cost: 1
    reserve_cost: 1
    text: "Send to Reserve target Character."
    read_text: true
phase: Afternoon
first_player: p1
players:
  p1:
    hand: [Send Away, Send Off]
    mana: 2
  p2:
    hero_expedition: [Spell Sentry, Vanilla 1/1/1]
script:
  - play: {card: Send Away}
  - answer: [Mana Orb 1]
  - answer: [Spell Sentry]
  - pass: p2
  - play: {card: Send Off}
  - answer: [Vanilla 1/1/1]
expect:
  - object: {object: Spell Sentry, zone: "reserve:p2", boosts: 0}
"""


def _idle_lines(tmp_path: Path, text: str) -> list[tuple[str, tuple[str, ...]]]:
    path = tmp_path / "scenario.yaml"
    path.write_text(text, encoding="utf-8")
    result = run_scenario(load_scenario(path))
    assert not result.errors
    return [
        (line.shown(), line.shown_rules())
        for line in result.lines
        if "Spell Sentry's “When an opponent plays a Spell" in line.shown()
        and "does not activate" in line.shown()
    ]


def test_the_spell_that_sent_the_watcher_away_cites_5_1_2_l_the_next_one_does_not(
    tmp_path: Path,
) -> None:
    idle = _idle_lines(tmp_path, _TWO_SPELLS)
    assert len(idle) == 2
    (first, first_rules), (second, second_rules) = idle
    # the first Send Away's effect sent the Sentry away before it left Limbo: the moment decides
    assert "5.1.2.l" in first_rules and "2.2.12.g" in first_rules
    assert "leaves Limbo" in first
    # the second found it in Reserve already (it left play earlier this Day): 1.2.4.d alone
    assert "5.1.2.l" not in second_rules and "2.2.12.g" in second_rules
    assert "leaves Limbo" not in second


def test_a_watcher_in_hand_all_along_is_idle_by_1_2_4_d_alone(tmp_path: Path) -> None:
    text = _TWO_SPELLS.replace(
        "    hero_expedition: [Spell Sentry, Vanilla 1/1/1]",
        "    hand: [Spell Sentry]\n    hero_expedition: [Vanilla 1/1/1]",
    ).replace(
        "  - answer: [Spell Sentry]\n  - pass: p2\n  - play: {card: Send Off}\n",
        "",
    )
    idle = _idle_lines(tmp_path, text)
    assert idle, "the Sentry in Hand is said not to activate"
    assert all("5.1.2.l" not in rules for _, rules in idle)
