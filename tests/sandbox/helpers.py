"""Shared helpers for the sandbox tests."""

from __future__ import annotations

from pathlib import Path

from judge_app.sandbox.session import Session
from scenarios import EXAMPLES_DIR
from scenarios.scenario.load import load_scenario


def passing_examples() -> list[Path]:
    """Example scenarios the engine reproduces (not marked ``known_failure``) in one
    reading: those with die results given in the file (``rolls``, ``per_roll``) are runs of
    ``scenario check`` — in the sandbox the judge answers each roll."""
    models = [(p, load_scenario(p).model) for p in sorted(EXAMPLES_DIR.glob("*.yaml"))]
    return [p for p, m in models if not m.known_failure and not m.per_roll and not m.rolls]


def play_to_end(session: Session) -> None:
    """Step through the script one item at a time, then (unless the script ends with an
    ``until``) run to the next decision — what ``judge-app scenario run`` does. A game
    that ends (4.2.5.d, 4.3) stops there, the rest of the script unplayed, as in the run."""
    while session.moment.script_pos < len(session.script) and not session.state.game_over:
        session.step()
    if session.state.game_over:
        return
    if not session.script or session.script[-1].until is None:
        session.run("decision")
