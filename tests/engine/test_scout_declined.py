"""A card with Scout played from Hand for its Hand Cost: the declaration says Scout's
alternative cost was not chosen, so the card will not gain "Send me to Reserve" - a choice of
the declaration of intent (5.1.2.c), not a cost declined (6.4.b) - said with its keyword's rule
(7.4.5.c), where the declaration decides it."""

from __future__ import annotations

from pathlib import Path

from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario
from scenarios.scenario.run_result import RunResult

_CARDS = """
cards:
  - {name: Pathfinder, type: Character, hand_cost: 2, reserve_cost: 2, forest: 1,
     mountain: 1, water: 1, text: "[[Scout]] 1.", read_text: true}
"""


def _run(tmp_path: Path, p1: str, answer: str) -> RunResult:
    path = tmp_path / "s.yaml"
    path.write_text(
        f"title: t\n{_CARDS}phase: Afternoon\nfirst_player: p1\nplayers:\n  p1: {p1}\n"
        f"  p2: {{}}\nscript:\n  - answer: {answer}\n",
        encoding="utf-8",
    )
    result = run_scenario(load_scenario(path))
    assert not result.errors and not result.gaps, (result.errors, result.gaps)
    return result


def _declined(result: RunResult) -> list[tuple[str, tuple[str, ...]]]:
    return [
        (line.shown(None), tuple(line.rules))
        for line in result.lines
        if "Scout 1 not chosen" in line.shown(None)
    ]


def test_7_4_5_c_hand_cost_paid_scout_declined_is_said(tmp_path: Path) -> None:
    result = _run(
        tmp_path,
        "{hand: [Pathfinder], mana: 2}",
        "play Pathfinder from hand for 2 in hero Expedition",
    )
    lines = _declined(result)
    assert lines, [ln.shown(None) for ln in result.lines]
    text, rules = lines[0]
    assert "paying 2" in text and "will not gain “Send me to Reserve”" in text
    assert {"7.4.5.c", "5.1.2.c"} <= set(rules)
    assert "6.4.b" not in rules  # a choice of costs, not a cost declined
    hero = result.state.zone("expedition:p1:hero")
    assert [result.state.name(o) for o in hero] == ["Pathfinder"]


def test_scout_chosen_says_no_decline(tmp_path: Path) -> None:
    result = _run(
        tmp_path,
        "{hand: [Pathfinder], mana: 2}",
        "play Pathfinder from hand with Scout 1 for 1 in hero Expedition",
    )
    assert not _declined(result)


def test_7_4_5_b_from_reserve_scout_is_no_choice_to_decline(tmp_path: Path) -> None:
    result = _run(
        tmp_path,
        "{reserve: [Pathfinder], mana: 2}",
        "play Pathfinder from reserve for 2 in hero Expedition",
    )
    assert not _declined(result)
    assert "6.4.b" not in result.cited()
