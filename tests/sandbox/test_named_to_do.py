"""Why a player decides when the effect names them to do the step (1.4.7.b, 6.1.h): p1's
Decree asks p2 for a choice as the player doing the step, never as the effect's controller
(gui26, issue 31). Siblings: other actors ("each player", "each opponent", "target
opponent"), other actions (boost, exhaust, sacrifice, discard)."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge_app.sandbox.explain import why_this_player
from judge_app.sandbox.session import Session

BOARD = """title: named to do
cards:
  - {{name: Decree, type: Spell, hand_cost: 1, reserve_cost: 1, text: "{text}", read_text: true}}
phase: Afternoon
first_player: p1
players:
  p1: {{hand: [Decree], mana: 2, hero_expedition: [Vanilla 1/1/1, Vanilla 3/1/0],
       deck: [Vanilla 1/1/1]}}
  p2: {{hero_expedition: [Vanilla 2/2/2, Vanilla 0/1/3], hand: [Vanilla 2/2/2, Vanilla 1/1/1],
       deck: [Vanilla 2/2/2]}}
script:
  - play: {{card: Decree, to: spell}}
  - answer: Mana Orb 1
"""
SIBLINGS = (
    "Each player may give target Character they control 1 boost.",
    "Each opponent may give target Character they control 1 boost.",
    "Each player gives target Character they control 2 boosts.",
    "Each opponent exhausts target Character they control.",
    "Each player sacrifices a Character.",
    "Target opponent sacrifices a Character.",
    "Each opponent discards a card from their Hand.",
)


def _why_p2(tmp_path: Path, text: str) -> str:
    """The first decision p2 is asked while p1's Decree resolves, and why p2 decides
    (p1's decisions answered with their first option)."""
    path = tmp_path / "board.yaml"
    path.write_text(BOARD.format(text=text), encoding="utf-8")
    session = Session.open(path)
    while session.moment.script_pos < len(session.script):
        session.step()
    for _ in range(12):
        session.run("decision")
        d = session.state.pending
        assert d is not None and d.kind != "turn", f"{text!r}: p2 was never asked"
        if d.player == "p2":
            why, rules = why_this_player(session.state, d)
            return f"{why} {rules}"
        session.answer((d.options[0].id,))
    raise AssertionError(text)


@pytest.mark.parametrize("text", SIBLINGS)
def test_1_4_7_b_the_player_named_to_do_the_step_is_not_said_to_control_it(
    tmp_path: Path, text: str
) -> None:
    why = _why_p2(tmp_path, text)
    assert "p2 controls the effect" not in why  # Decree is p1's (1.4.7.a)
    assert "6.1.h" in why or "7.5.6.b" in why


def test_the_target_asked_of_p2_names_the_card_and_its_controller(tmp_path: Path) -> None:
    why = _why_p2(tmp_path, SIBLINGS[0])
    assert why.startswith("p2 does this step: Decree's effect is p1's, but it names the players")
    assert "'7.5.6.b', '6.1.h', '6.5.b'" in why
