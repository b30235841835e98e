"""Boards of the session-30 review's fixed readings (issue 30; 6.3.j, 2.1.h): each WRONG reading is
now left to the judge by name on the board, and its nearest sibling that is read plays as the CR
says. Also statistics set and swapped for a time, played against boosts and a +N passive
(2.3.1.d)."""

from __future__ import annotations

import tempfile
from pathlib import Path

from engine.reading.passives import statistics
from engine.state import zones as z
from engine.state.enums import Terrain, ZoneKind
from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario
from scenarios.scenario.run_result import RunResult

_LEAVE = """title: t
phase: Afternoon
first_player: p1
cards:
  - {{name: Reckless, type: Character, hand_cost: 3, reserve_cost: 1, forest: 4, mountain: 1,
     water: 1, read_text: true, text: "{text}"}}
players:
  p1:
    mana: 1
    deck: [Vanilla 1/1/1, Vanilla 1/1/1, Vanilla 1/1/1]
    hero_expedition: [{{card: Reckless, boosts: 2}}, Vanilla 2/2/2]
  p2:
    hero_expedition: [Vanilla 1/1/1]
script:
  - request: {{action: {how}}}
  - reactions: in_order
"""


def _run(board: str) -> RunResult:
    path = Path(tempfile.mkdtemp()) / "s.yaml"
    path.write_text(board, encoding="utf-8")
    return run_scenario(load_scenario(path))


def _in_play(result: RunResult, player: str) -> list[str]:
    return [
        oid
        for kind in ("hero", "companion")
        for oid in result.state.zones.get(f"expedition:{player}:{kind}", ())
    ]


def test_fewer_boosts_than_me_after_i_left_is_left_to_the_judge() -> None:
    text = "When I leave play — Sacrifice each Character with fewer boosts than me."
    result = _run(_LEAVE.format(text=text, how="sacrifice, objects: [Reckless]"))
    assert not result.errors
    assert any("boosts I had just before I left play (6.3.j)" in g for g in result.gaps)
    assert len(_in_play(result, "p2")) == 1  # nothing done for the judge to undo


def test_fewer_boosts_than_me_while_i_am_in_play_is_played() -> None:
    # Reckless (2 boosts) stays; p1's 0-boost Vanilla is sacrificed; p2's one can't be, a
    # player sacrificing only what they control (7.3.36.a)
    text = "When I gain a boost — Sacrifice each other Character with fewer boosts than me."
    board = _LEAVE.format(text=text, how="give_boost, objects: [Reckless]")
    result = _run(board)
    assert not result.errors and not result.gaps, (result.errors, result.gaps)
    assert len(_in_play(result, "p2")) == 1
    assert len(_in_play(result, "p1")) == 1  # Reckless alone
    assert "7.3.36.a" in result.cited()


def test_it_gaining_a_boost_after_it_left_play_is_left_to_the_judge() -> None:
    text = "When a Character you control leaves play — It and I each gain 1 boost."
    how = "send, objects: [Vanilla 2/2/2], to: reserve"
    result = _run(_LEAVE.format(text=text, how=how))
    assert not result.errors
    assert any("no longer exists, so it gains no boosts" in g for g in result.gaps)
    reserve = result.state.zone(z.personal(ZoneKind.RESERVE, "p1"))
    assert [result.state.objects[o].boosts for o in reserve] == [0]


def test_i_gain_a_boost_when_another_leaves_play_is_played() -> None:
    text = "When a Character you control leaves play — I gain 1 boost."
    how = "send, objects: [Vanilla 2/2/2], to: reserve"
    result = _run(_LEAVE.format(text=text, how=how))
    assert not result.errors and not result.gaps, (result.errors, result.gaps)
    (reckless,) = _in_play(result, "p1")
    assert result.state.objects[reckless].boosts == 3
    reserve = result.state.zone(z.personal(ZoneKind.RESERVE, "p1"))
    assert [result.state.objects[o].boosts for o in reserve] == [0]


_STATS = """title: t
phase: Afternoon
first_player: p1
cards:
  - {{name: Shift, type: Spell, hand_cost: 0, reserve_cost: 0, read_text: true, text: "{first}"}}
  - {{name: Shift2, type: Spell, hand_cost: 0, reserve_cost: 0, read_text: true,
     text: "{second}"}}
  - {{name: Odd, type: Character, hand_cost: 3, reserve_cost: 1, forest: 2, mountain: 3,
     water: 5}}
  - {{name: Lord, type: Character, hand_cost: 3, reserve_cost: 1, forest: 1, mountain: 1,
     water: 1, read_text: true, text: "Other Characters you control get +1 {{V}}."}}
players:
  p1:
    hand: [Shift, Shift2]
    mana: 2
    deck: [Vanilla 1/1/1, Vanilla 1/1/1, Vanilla 1/1/1]
    hero_expedition: [{{card: Odd, boosts: 2}}, Lord]
  p2:
    hero_expedition: [Vanilla 2/2/2]
script:
  - play: {{card: Shift}}
  - answer: [Odd]
  - pass: p2
  - play: {{card: Shift2}}
  - answer: [Odd]
"""


def _odd(first: str, second: str) -> tuple[int, int, int]:
    result = _run(_STATS.format(first=first, second=second))
    assert not result.errors and not result.gaps, (result.errors, result.gaps)
    (odd,) = [o for o in _in_play(result, "p1") if result.state.objects[o].boosts == 2]
    s = statistics(result.state, odd)
    return s[Terrain.FOREST], s[Terrain.MOUNTAIN], s[Terrain.WATER]


SWAP = "Target Character's {V} and {O} are swapped until the next Noon."
BASE = "Target Character's base statistics become {} until the next Noon."


def test_a_swap_twice_gives_the_statistics_back() -> None:
    # Odd 2/3/5 + 2 boosts + Lord's +1 {V} = 5/5/7, swapped then swapped back (2.3.1.d)
    assert _odd(SWAP, SWAP) == (5, 5, 7)


def test_two_swaps_apply_in_order() -> None:
    other = "Target Character's {V} and {M} are swapped until the next Noon."
    assert _odd(SWAP, other) == (5, 7, 5)  # 5/5/7 -> 7/5/5 -> 5/7/5


def test_base_statistics_set_come_before_boosts_passives_and_a_swap() -> None:
    # base 1/1/1, + 2 boosts, + 1 {V} = 4/3/3, then the earlier swap: 3/3/4
    assert _odd(SWAP, BASE.format("1/1/1")) == (3, 3, 4)


def test_the_later_base_statistics_set_wins() -> None:
    assert _odd(BASE.format("1/1/1"), BASE.format("4/4/4")) == (7, 6, 6)


def test_statuses_after_all_its_boosts_are_lost_even_with_no_boost_to_remove() -> None:
    # read again once "loses" is the grammar's ``lose``: the statuses still go (6.1.c)
    board = """title: t
phase: Afternoon
first_player: p1
cards:
  - {name: Stripper, type: Spell, hand_cost: 1, reserve_cost: 1, read_text: true,
     text: "Target Character loses all its boosts, Anchored and Fleeting."}
players:
  p1:
    hand: [Stripper]
    mana: 1
    deck: [Vanilla 1/1/1, Vanilla 1/1/1, Vanilla 1/1/1]
  p2:
    hero_expedition: [{card: Vanilla 2/2/2, statuses: [Fleeting, Anchored]}]
script:
  - play: {card: Stripper}
  - answer: [Vanilla 2/2/2]
"""
    result = _run(board)
    assert not result.errors and not result.gaps, (result.errors, result.gaps)
    (vanilla,) = _in_play(result, "p2")
    assert not result.state.objects[vanilla].statuses
