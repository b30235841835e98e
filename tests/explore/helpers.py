"""Boards for the exploration tests, written as small scenario files."""

from __future__ import annotations

from pathlib import Path

from engine import GameState
from judge_app.sandbox.session import Session
from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario

KUWAT = """
title: Haven and Kuwat (CR 5.0, 2.1.d, Example)
players:
  p1:
    landmarks: ["Haven, Bravos Bastion"]
    reserve: ["Kuwat, the Dissenter"]
    mana: 4
{extra}
  p2: {{}}
script:
  - play: {{card: "Kuwat, the Dissenter", to: hero}}
"""

KITSUNE = """
title: Kitsune — each player may Resupply (CR 5.0, 6.1.h, Example)
players:
  p1:
    hand: [Kitsune]
    deck: [Vanilla 1/1/1]
    mana: 2
  p2:
    deck: {p2_deck}
script:
  - play: {{card: Kitsune, to: hero}}
"""

ALOE_VERAS = """
title: Two identical "At Noon – Resupply." Reactions
phase: Noon
first_player: p1
players:
  p1:
    hero_expedition: [Aloe Vera, Aloe Vera]
    deck: [Vanilla 1/1/1, Vanilla 2/2/2, Vanilla 3/1/0]
  p2: {}
"""


TIRER = """
title: exhaust up to N cards in Reserve
cards:
  - name: Tirer
    type: Character
    hand_cost: 0
    reserve_cost: 0
    forest: 1
    mountain: 1
    water: 1
    text: "{{J}} Exhaust up to 999999999 cards in Reserve."
    read_text: true
{cards}
phase: Afternoon
players:
  p1:
    hand: [Tirer]
    reserve: [{reserve}]
    mana: 3
  p2: {{}}
script:
  - play: {{card: Tirer, to: hero}}
"""

DISTINCT = "\n".join(
    f"  - {{name: Card {i}, type: Character, hand_cost: {i}, reserve_cost: {i}, "
    "forest: 1, mountain: 1, water: 1}"
    for i in range(1, 31)
)


def board(tmp_path: Path, text: str, name: str = "board.yaml") -> GameState:
    """The state a scenario's script leaves, waiting for a decision."""
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    result = run_scenario(load_scenario(path))
    assert not result.errors, result.errors
    assert result.state.pending is not None
    return result.state


def kuwat(tmp_path: Path, second_character: bool) -> GameState:
    extra = "    hero_expedition: [Vanilla 2/2/2]" if second_character else ""
    return board(tmp_path, KUWAT.format(extra=extra))


def kuwat_at_the_reactions(tmp_path: Path) -> Session:
    """A sandbox session on the Haven and Kuwat board (:data:`KUWAT`, with a second
    Character), stepped until a player chooses which Reaction to play."""
    path = tmp_path / "kuwat.yaml"
    path.write_text(KUWAT.format(extra="    hero_expedition: [Vanilla 2/2/2]"), encoding="utf-8")
    session = Session.open(path)
    while session.state.pending is None or session.state.pending.kind != "choose_reaction":
        session.step()
    return session
