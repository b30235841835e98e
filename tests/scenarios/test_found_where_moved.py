"""A later step of an effect finds the card an earlier step moved without choosing it — the
card resupplied ("[Resupply]. If you put a Character in Reserve this way, … play it") — as
the new object in its visible destination zone (2.1.f, an exception to 2.1.d): the moving
step's line says so and cites 2.1.f; where no later step refers back to the card, nothing of
it is said."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.scenario_text import engine_line, run_text

_MOVED = """
title: t
cards:
  - {{name: Restock, type: Spell, hand_cost: 1, reserve_cost: 1, text: "{text}",
     read_text: true}}
phase: Afternoon
first_player: p1
players:
  p1:
    hand: [Restock]
    deck: [Vanilla 2/2/2, Vanilla 1/1/1]
    mana: 1
  p2: {{}}
script:
  - play: {{card: Restock}}
"""

_FOUND = "a new object in p1's Reserve, which the effect finds there, having moved it there"


@pytest.mark.parametrize(
    ("text", "boosts"),
    [
        ("[Resupply]. If it's a Character, it gains 2 boosts.", 2),
        ("[Exhausted Resupply]. If it's a Character, it gains 1 boost.", 1),
        ("[Resupply]. If it's a Spell, it gains 1 boost.", 0),
    ],
)
def test_the_card_resupplied_is_found_in_reserve(tmp_path: Path, text: str, boosts: int) -> None:
    result = run_text(tmp_path, _MOVED.format(text=text))
    line, rules = engine_line(result, "Restock: p1 resupplies")
    assert _FOUND in line, line
    assert "2.1.f" in rules, rules
    vanilla = next(
        o for o in result.state.objects.values() if result.state.name(o.id) == "Vanilla 2/2/2"
    )
    assert vanilla.zone == "reserve:p1"
    assert vanilla.counters.get("boost", 0) == boosts


def test_a_resupply_no_later_step_refers_back_to_says_nothing_of_it(tmp_path: Path) -> None:
    # "Draw a card" after it names no card resupplied: nothing is found anew (2.1.f unused)
    result = run_text(tmp_path, _MOVED.format(text="[Resupply]. Draw a card."))
    line, rules = engine_line(result, "Restock: p1 resupplies")
    assert "new object" not in line, line
    assert "2.1.f" not in rules, rules
