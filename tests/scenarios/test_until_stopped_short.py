"""A script's ``until: [phase]`` that stops before that phase begins says so in `scenario
run`, as the sandbox's step does: "(stopped at a decision)" or "(stopped: the game is over)".
A run that reaches the phase says only that it ran until it begins. Without it, a judge reads
the script's next item as done at the phase named, when the board stopped elsewhere (a Reaction
order asked, a choice waiting)."""

from __future__ import annotations

from pathlib import Path

from tests.scenario_text import run_text

_BOARD = """
title: t
phase: {phase}
first_player: p1
players:
  p1:
    hand: [Vanilla 1/1/1]
    hero_expedition: [Vanilla 2/2/2]
  p2:
    hero_expedition: [Vanilla 2/2/2]
script:
  - until: {until}
"""


def _script_lines(tmp_path: Path, phase: str, until: str) -> list[str]:
    result = run_text(tmp_path, _BOARD.format(phase=phase, until=until), gaps=True)
    return [ln.shown(None) for ln in result.lines if ln.source == "script"]


def test_a_run_stopped_by_a_decision_says_so(tmp_path: Path) -> None:
    # Afternoon: p1 must act before Dusk can begin, so Night is not reached
    lines = _script_lines(tmp_path, "Afternoon", "Night")
    assert "script: run until Night begins (stopped at a decision, Day 1, Afternoon)" in lines, (
        lines
    )


def test_a_run_that_reaches_its_phase_says_only_that(tmp_path: Path) -> None:
    # Dusk then Night follow without a decision: the run reaches Night
    lines = _script_lines(tmp_path, "Dusk", "Night")
    assert "script: run until Night begins" in lines, lines
