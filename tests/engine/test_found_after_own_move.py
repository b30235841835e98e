"""An ability's "I" after one of its own steps moved it (2.1.f, 2.1.d), every step kind alike.

The ability finds the new object in a visible destination zone (2.1.f) and every later step
on "I" acts on it — gaining counters or a status, exhausting, moving — the zone deciding the
rest (2.5.b, 2.4.1.c); a hidden zone holds a card, no object it finds (2.1.d, 3.1.3.d).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario
from scenarios.scenario.run_result import RunResult


def _run(tmp_path: Path, text: str, script: str = "") -> RunResult:
    board = f"""title: I after the ability moved it
rules: [2.1.f]
cards:
- name: Test Mover
  type: Character
  faction: Ordis
  hand_cost: 2
  reserve_cost: 2
  forest: 1
  mountain: 1
  water: 1
  text: "At Noon — {text}"
  read_text: true
phase: Noon
first_player: p1
players:
  p1:
    hero_expedition: [Test Mover]
  p2: {{}}
script:
{script}- until: Afternoon
"""
    path = tmp_path / "board.yaml"
    path.write_text(board, encoding="utf-8")
    return run_scenario(load_scenario(path))


def _second(result: RunResult):  # type: ignore[no-untyped-def]
    """The trace line of the step after the move."""
    lines = [x for x in result.lines if x.text.startswith("Test Mover")]
    return lines[-1]


def _zone_of(result: RunResult, name: str) -> str:
    state = result.state
    (oid,) = [o for o in state.objects if state.name(o) == name]
    return state.objects[oid].zone


@pytest.mark.parametrize(
    ("text", "zone", "rules"),
    [
        ("Sacrifice me. Then put me in Reserve.", "reserve:p1", {"2.1.f"}),
        ("Sacrifice me. Then send me to Reserve.", "reserve:p1", {"2.1.f"}),
        ("Sacrifice me. Then I gain 2 boosts.", "discard:p1", {"2.1.f", "2.5.b"}),
        ("Sacrifice me. Then I gain Asleep.", "discard:p1", {"2.1.f", "2.4.1.c"}),
        ("Send me to Reserve. Then I gain 2 boosts.", "reserve:p1", {"2.1.f"}),
        ("Put me in my owner's Reserve. Then exhaust me.", "reserve:p1", {"2.1.f"}),
    ],
)
def test_found_in_a_visible_zone(tmp_path: Path, text: str, zone: str, rules: set[str]) -> None:
    result = _run(tmp_path, text)
    line = _second(result)
    assert "where the ability finds it as a new object" in line.text
    assert rules <= set(line.rules)
    assert "6.3.j" not in line.rules and "2.1.g" not in line.rules
    assert _zone_of(result, "Test Mover") == zone


def test_boosts_gained_in_reserve(tmp_path: Path) -> None:
    result = _run(tmp_path, "Send me to Reserve. Then I gain 2 boosts.")
    state = result.state
    (oid,) = [o for o in state.objects if state.name(o) == "Test Mover"]
    assert state.objects[oid].boosts == 2


@pytest.mark.parametrize(
    "text",
    [
        "Return me to my owner's hand. Then put me in Reserve.",
        "Return me to my owner's hand. Then I gain 1 boost.",
        "Return me to my owner's hand. Then exhaust me.",
    ],
)
def test_not_found_in_a_hidden_zone(tmp_path: Path, text: str) -> None:
    result = _run(tmp_path, text)
    line = _second(result)
    assert "a hidden zone: there it is a card, no object the ability can find" in line.text
    assert {"2.1.d", "3.1.3.d"} <= set(line.rules)
    assert _zone_of(result, "Test Mover") == "hand:p1"


def test_chosen_sacrifice_of_me_then_a_step_on_me(tmp_path: Path) -> None:
    result = _run(
        tmp_path,
        "You may sacrifice a Character. If you do, put me in Reserve.",
        "- answer: yes\n- answer: Test Mover\n",
    )
    line = _second(result)
    assert "where the ability finds it as a new object" in line.text
    assert "2.1.f" in line.rules
    assert _zone_of(result, "Test Mover") == "reserve:p1"
