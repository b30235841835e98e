"""Last known information of "me" taken out of play by an earlier step of the same ability
(issue 31): "Sacrifice me. If you do, …" reads "me" — its boosts, statuses, Expedition —
as it was just before it left (2.1.h), and the line cites 2.1.h, not the Reactions' rule
for an object gone before the Reaction resolved (6.3.j). The same words said by a Reaction
whose object left before it resolved keep 6.3.j."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario
from scenarios.scenario.run_result import RunResult

_DOER = {"name": "Doer", "type": "Character", "subtypes": ["Robot"], "hand_cost": 1,
         "reserve_cost": 1, "forest": 2, "mountain": 3, "water": 4, "read_text": True}  # fmt: skip
_PING = {"name": "Ping", "type": "Spell", "hand_cost": 1, "reserve_cost": 1,
         "text": "Draw a card.", "read_text": True}  # fmt: skip


def _run(tmp_path: Path, text: str, script: list[Any]) -> RunResult:
    board = {
        "title": text,
        "cards": [{**_DOER, "text": text}, _PING],
        "phase": "Afternoon",
        "first_player": "p1",
        "players": {
            "p1": {
                "hero_expedition": [{"card": "Doer", "counters": {"boost": 2}}, "Vanilla 2/2/2"],
                "deck": ["Vanilla 1/1/1"] * 6,
                "hand": ["Ping"],
                "mana": 1,
            },
            "p2": {"hero_expedition": ["Vanilla 1/1/1"]},
        },
        "script": [*script, {"reactions": "in_order"}],
    }
    path = tmp_path / "s.yaml"
    path.write_text(yaml.safe_dump(board, sort_keys=False), encoding="utf-8")
    result = run_scenario(load_scenario(path))
    assert not result.errors and not result.gaps, (result.errors, result.gaps)
    return result


_PLAY_PING = [{"play": {"card": "Ping"}}]
_QUICK = [{"quick_action": {"card": "Doer", "ability": 0}}]

SIBLINGS: tuple[tuple[str, list[Any], str], ...] = (
    (  # review34: to its owner's hand, "Then" (a new object there, 1.4.4.a)
        "When you play a Spell — Return me to my owner's hand. Then draw a card for each boost "
        "on me.",
        _PLAY_PING,
        "counted: 2 boosts on Doer as it was just before it left play",
    ),
    (
        "When you play a Spell — Sacrifice me. If you do, draw a card for each of my boosts.",
        _PLAY_PING,
        "counted: 2 boosts on Doer as it was just before it left play",
    ),
    (
        "When you play a Spell — Send me to Reserve. Then draw a card for each boost on me.",
        _PLAY_PING,
        "counted: 2 boosts on Doer as it was just before it left play",
    ),
    (
        "When you play a Spell — Send me to Reserve. Then if I'm Boosted, draw a card.",
        _PLAY_PING,
        "(as Doer was just before it left play, 2.1.h) is met",
    ),
    (
        "When you play a Spell — Sacrifice me. If you do, create an Ordis Recruit 1/1/1 "
        "Soldier token in my Expedition.",
        _PLAY_PING,
        "“my Expedition” is p1's hero Expedition, the one Doer was in when it left (2.1.h)",
    ),
    (
        "When you play a Spell — Sacrifice me. If you do, each Character in my Expedition "
        "gains 1 boost.",
        _PLAY_PING,
        "(Doer was in p1's hero Expedition when it left, 2.1.h)",
    ),
    (
        "{T}: Sacrifice me. If you do, draw a card for each boost on me.",
        _QUICK,
        "counted: 2 boosts on Doer as it was just before it left play",
    ),
)
"""(text, script, words of the line that reads "me" as it was): a Reaction's and a quick
action's step after a step of theirs took "me" out of play."""


@pytest.mark.parametrize("sibling", SIBLINGS, ids=lambda s: s[0][:60])
def test_me_taken_out_by_an_earlier_step_is_read_by_2_1_h(
    tmp_path: Path, sibling: tuple[str, list[Any], str]
) -> None:
    text, script, words = sibling
    result = _run(tmp_path, text, script)
    lines = [e for e in result.entries if words in e.text]
    assert lines, [e.text for e in result.entries]
    assert all("2.1.h" in e.rules and "6.3.j" not in e.rules for e in lines), [
        (e.text, e.rules) for e in lines
    ]
    assert all("6.3.j" not in e.text for e in result.entries)


def test_a_reaction_whose_object_left_before_it_resolved_keeps_6_3_j(tmp_path: Path) -> None:
    """ "When I leave the Expedition zone — Create a token in my Expedition": "I" left by
    the event that activated the Reaction, before it resolved (6.3.j's own example)."""
    text = (
        "When I leave the Expedition zone — Create an Ordis Recruit 1/1/1 Soldier token in "
        "my Expedition."
    )
    board = {
        "title": text,
        "cards": [
            {**_DOER, "text": text},
            {
                "name": "Bounce",
                "type": "Spell",
                "hand_cost": 1,
                "reserve_cost": 1,
                "text": "Return target Character to its owner's Hand.",
                "read_text": True,
            },
        ],
        "phase": "Afternoon",
        "first_player": "p1",
        "players": {
            "p1": {"hero_expedition": ["Doer"], "hand": ["Bounce"], "mana": 1},
            "p2": {},
        },
        "script": [{"play": {"card": "Bounce"}}, {"answer": "Doer"}, {"reactions": "in_order"}],
    }
    path = tmp_path / "s.yaml"
    path.write_text(yaml.safe_dump(board, sort_keys=False), encoding="utf-8")
    result = run_scenario(load_scenario(path))
    assert not result.errors and not result.gaps, (result.errors, result.gaps)
    made = [e for e in result.entries if "Ordis Recruit is created" in e.text]
    assert made and "6.3.j" in made[0].rules, [e.text for e in result.entries]
