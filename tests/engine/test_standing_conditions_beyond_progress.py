"""A passive ability whose condition reads where an Expedition stands ("If my Expedition is
behind, …", 7.5.2.a-c) said where it decides something other than Progress: whether an
opponent pays Tough to target (7.4.7.c) and a card's cost (5.1.2.f) — applies or not, with
the distances that make the Expedition ahead, behind or tied. Sentences invented here.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from scenarios.cards.library import default_library
from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario
from scenarios.scenario.run_result import RunResult

NOTE = "A test card of this test."


def _card(name: str, kind: str, text: str, cost: int = 1) -> dict[str, Any]:
    card = {"name": name, "type": kind, "hand_cost": cost, "reserve_cost": cost, "text": text,
            "read_text": True, "note": NOTE}  # fmt: skip
    if kind == "Character":
        card.update(forest=1, mountain=1, water=1)
    return card


def _run(tmp_path: Path, cards: list[dict[str, Any]], p1: dict[str, Any],
         p2: dict[str, Any], script: list[Any]) -> RunResult:  # fmt: skip
    board = {"title": "test", "cards": cards, "phase": "Afternoon", "first_player": "p1",
             "players": {"p1": p1, "p2": p2}, "script": script}  # fmt: skip
    path = tmp_path / "board.yaml"
    path.write_text(yaml.safe_dump(board, sort_keys=False, allow_unicode=True))
    return run_scenario(load_scenario(path, default_library()))


def _line(result: RunResult, words: str) -> tuple[str, set[str]]:
    """The first engine line saying ``words``, and every rule it cites."""
    for line in result.lines:
        if line.source == "engine" and words in line.shown():
            return line.shown(), {*line.rules, *line.shown_rules(), *line.action_rules}
    raise AssertionError(f"no line says {words!r}: {[x.shown() for x in result.lines]}")


_RALLY = _card("Rally", "Spell", "Target Character gains 2 boosts.")


def test_a_tough_under_behind_is_paid_and_the_standing_said(tmp_path: Path) -> None:
    hog = _card("Bristle Hog", "Character", "If my Expedition is behind, I am [Tough 1].")
    result = _run(tmp_path, [hog, _RALLY],
                  {"hand": ["Rally"], "mana": 2, "hero_position": 1},
                  {"hero_expedition": ["Bristle Hog"]},
                  [{"play": {"card": "Rally"}}, {"answer": "Mana Orb 1"},
                   {"answer": "Bristle Hog"}])  # fmt: skip
    said, rules = _line(result, "p1 targets Bristle Hog")
    assert "(Tough 1: pay 1) — Bristle Hog's “If my Expedition is behind, I am [Tough 1]” " \
        "applies — p2's hero Expedition is behind: 0 regions" in said  # fmt: skip
    assert {"7.5.2.b", "7.4.7.c"} <= rules


def test_a_tough_under_tied_that_does_not_hold_costs_nothing_and_says_why(
    tmp_path: Path,
) -> None:
    hog = _card("Still Hog", "Character", "If my Expedition is tied, I am [Tough 2].")
    result = _run(tmp_path, [hog, _RALLY],
                  {"hand": ["Rally"], "mana": 1, "hero_position": 2},
                  {"hero_expedition": ["Still Hog"], "hero_position": 1},
                  [{"play": {"card": "Rally"}}, {"answer": "Still Hog"}])  # fmt: skip
    said, rules = _line(result, "p1 targets Still Hog")
    assert "“If my Expedition is tied, I am [Tough 2]” does not apply — p2's hero " \
        "Expedition is behind: 1 region from its starting region, against 2" in said  # fmt: skip
    assert {"7.5.2.b", "7.4.7.c"} <= rules


def test_a_tough_out_of_reach_under_ahead_says_the_standing(tmp_path: Path) -> None:
    """Not offered: p1 cannot pay the Tough that "ahead" gives (7.4.7.c, 7.5.2.a)."""
    hog = _card("Proud Hog", "Character", "If my Expedition is ahead, I am [Tough 1].")
    result = _run(tmp_path, [hog, _RALLY],
                  {"hand": ["Rally"], "mana": 1, "hero_expedition": ["Vanilla 2/2/2"]},
                  {"hero_expedition": ["Proud Hog"], "hero_position": 1},
                  [{"play": {"card": "Rally"}}])  # fmt: skip
    said, rules = _line(result, "Proud Hog is not offered")
    assert "cannot pay its Tough 1 — Proud Hog's “If my Expedition is ahead, I am [Tough 1]” " \
        "applies — p2's hero Expedition is ahead" in said  # fmt: skip
    assert {"7.5.2.a", "7.4.7.c"} <= rules


def test_a_tough_given_to_a_group_under_a_standing_is_said_on_the_target(
    tmp_path: Path,
) -> None:
    text = "If my Expedition is behind, Characters you control are [Tough 1]."
    giver = _card("Hedge Warden", "Character", text)
    result = _run(tmp_path, [giver, _RALLY],
                  {"hand": ["Rally"], "mana": 2, "hero_position": 1},
                  {"hero_expedition": ["Hedge Warden", "Vanilla 1/1/1"]},
                  [{"play": {"card": "Rally"}}, {"answer": "Mana Orb 1"},
                   {"answer": "Vanilla 1/1/1"}])  # fmt: skip
    said, rules = _line(result, "p1 targets Vanilla 1/1/1")
    assert f"Hedge Warden's “{text[:-1]}” applies — p2's hero Expedition is behind" in said
    assert {"7.5.2.b", "7.4.7.c"} <= rules


_TRICK = _card("Cheap Trick", "Spell", "Draw a card.", cost=3)


def test_a_cost_change_under_behind_says_the_standing(tmp_path: Path) -> None:
    mole = _card("Thrifty Mole", "Character",
                 "If my Expedition is behind, Spells you play cost {1} less.")  # fmt: skip
    result = _run(tmp_path, [mole, _TRICK],
                  {"hand": ["Cheap Trick"], "mana": 2, "hero_expedition": ["Thrifty Mole"],
                   "deck": ["Vanilla 1/1/1"]}, {"hero_position": 1},
                  [{"play": {"card": "Cheap Trick"}}])  # fmt: skip
    said, rules = _line(result, "Thrifty Mole [")
    assert "Thrifty Mole [p1's hero Expedition is behind: 0 regions" in said
    assert {"7.5.2.b", "5.1.2.f"} <= rules


def test_an_opponents_cost_change_under_ahead_that_does_not_hold_says_why(
    tmp_path: Path,
) -> None:
    """p2's "If my Expedition is ahead, Spells your opponents play cost {1} more": p2's
    Expedition is tied, so p1 pays the printed cost — said, with 7.5.2.c."""
    tax = _card("Toll Crow", "Character",
                "If my Expedition is ahead, Spells your opponents play cost {1} more.")  # fmt: skip
    result = _run(tmp_path, [tax, _TRICK],
                  {"hand": ["Cheap Trick"], "mana": 3, "deck": ["Vanilla 1/1/1"]},
                  {"hero_expedition": ["Toll Crow"]},
                  [{"play": {"card": "Cheap Trick"}}])  # fmt: skip
    said, rules = _line(result, "p1 plays Cheap Trick")
    assert "Toll Crow's “costs 1 more” does not apply: p2's hero Expedition is tied" in said
    assert {"7.5.2.c", "5.1.2.f"} <= rules
