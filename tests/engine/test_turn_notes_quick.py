"""The opponent's turn names the quick actions it may not play (5.3.b) only where they exist:
a Hero whose "{T}" is gained with five Scrap counters has none without them, and the line
does not name it (a non-event said of an ability the object does not have misleads)."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from scenarios.cards.library import default_library
from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario

TINKER = {
    "name": "Scrap Tinker",
    "type": "Hero",
    "reserve_limit": 2,
    "landmark_limit": 2,
    "text": 'If I have 5 or more Scrap counters, I gain "{T}: Draw a card."',
    "read_text": True,
    "note": "A test card.",
}


def _p2_turn_lines(tmp_path: Path, scrap: int) -> list[str]:
    hero = {"card": "Scrap Tinker", "counters": {"Scrap": scrap}} if scrap else "Scrap Tinker"
    doc = {
        "title": "t",
        "cards": [TINKER],
        "phase": "Afternoon",
        "first_player": "p2",
        "players": {"p1": {"hero": hero, "deck": ["Vanilla 1/1/1"]}, "p2": {}},
        "script": [],
    }
    path = tmp_path / f"tinker_{scrap}.yaml"
    path.write_text(yaml.safe_dump(doc, sort_keys=False), encoding="utf-8")
    result = run_scenario(load_scenario(path, default_library()))
    return [line.shown() for line in result.lines if line.source == "engine"]


@pytest.mark.parametrize(("scrap", "named"), [(0, False), (4, False), (5, True)])
def test_5_3_b_a_conditional_quick_action_is_named_only_while_it_exists(
    tmp_path: Path, scrap: int, named: bool
) -> None:
    lines = _p2_turn_lines(tmp_path, scrap)
    said = "quick actions of objects p2 does not control are not offered: Scrap Tinker (p1)"
    assert any(said in line for line in lines) is named
