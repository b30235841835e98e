"""An effect's move forward of an Expedition holding a Defender, said with its rule (7.4.2).

Defender applies to any reason to move forward during Dusk, not just Progress (7.4.2.c): an
effect's move is impossible then and the trace names the Defender; where a passive ability
says "[Defender] Characters don't prevent it from moving forward" and its condition holds
before the move, the Expedition moves and the trace says why (2.2.12.m, with 7.4.2.c).
"""

from __future__ import annotations

from pathlib import Path

from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario
from scenarios.scenario.run_result import RunResult


def _board(exception: str, p1_at: int, p2_at: int, extra: str = "") -> str:
    return f"""title: an At Dusk move forward of a Defender's Expedition
rules: [7.4.2.c]
cards:
- name: Test Warden
  type: Character
  faction: Ordis
  hand_cost: 3
  reserve_cost: 3
  forest: 0
  mountain: 0
  water: 0
  text: "[Defender].  {exception}"
  read_text: true
- name: Test Scout
  type: Character
  faction: Ordis
  hand_cost: 2
  reserve_cost: 2
  forest: 0
  mountain: 0
  water: 0
  text: "At Dusk — My Expedition moves forward."
  read_text: true
phase: Dusk
first_player: p1
players:
  p1:
    hero_expedition: [Test Warden, Test Scout{extra}]
    hero_position: {p1_at}
  p2:
    hero_expedition: [Vanilla 1/1/1]
    hero_position: {p2_at}
script:
- until: Night
"""


def _run(tmp_path: Path, text: str) -> RunResult:
    path = tmp_path / "board.yaml"
    path.write_text(text, encoding="utf-8")
    return run_scenario(load_scenario(path))


def _reaction_line(result: RunResult):  # type: ignore[no-untyped-def]
    (line,) = [x for x in result.lines if x.text.startswith("Test Scout")]
    return line


def test_ahead_exception_lets_the_effect_move_and_says_why(tmp_path: Path) -> None:
    text = _board(
        "If my Expedition is ahead, [Defender] Characters don't prevent it from moving forward.",
        2,
        1,
    )
    line = _reaction_line(_run(tmp_path, text))
    assert "p1's hero Expedition moves forward" in line.text
    assert "Defender Characters don't prevent p1's hero Expedition from moving forward" in (
        line.text
    )
    assert "p1's hero Expedition is ahead" in line.text
    assert {"7.4.2.c", "2.2.12.m", "7.5.2.a"} <= set(line.rules)


def test_unconditional_exception_lets_the_effect_move(tmp_path: Path) -> None:
    text = _board("[Defender] Characters don't prevent my Expedition from moving forward.", 0, 0)
    line = _reaction_line(_run(tmp_path, text))
    assert "p1's hero Expedition moves forward" in line.text
    assert {"7.4.2.c", "2.2.12.m"} <= set(line.rules)


def test_two_defenders_named_when_the_move_is_impossible(tmp_path: Path) -> None:
    text = _board(
        "If my Expedition is behind, [Defender] Characters don't prevent it from moving forward.",
        1,
        1,
        extra=", Defender Vanilla",
    )
    line = _reaction_line(_run(tmp_path, text))
    assert "nothing happens" in line.text
    assert (
        "Test Warden and Defender Vanilla have Defender, which keeps it from moving forward "
        "during Dusk"
    ) in line.text
    assert "7.4.2.c" in line.rules
    # the exception whose condition is false is said not to apply, with the standing
    assert "does not apply — p1's hero Expedition is tied" in line.text
    assert {"2.2.12.m", "7.5.2.c"} <= set(line.rules)
