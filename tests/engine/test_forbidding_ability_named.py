"""An option a "can't" leaves out names the passive ability that forbids it (1.4.1.a, 6.1.g)
with its words, and — when "you" / "your opponents" decides what it reaches — who that is:
its controller (7.2.3.a). For a target left out (6.5.b), a target answer refused, no
suitable target left, and an object of a choice; sentences invented for these tests.
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


def _landmark(name: str, text: str) -> dict[str, Any]:
    return {"name": name, "type": "Permanent", "zone_type": "Landmark", "hand_cost": 1,
            "reserve_cost": 1, "text": text, "read_text": True, "note": NOTE}  # fmt: skip


def _character(name: str, text: str) -> dict[str, Any]:
    return {"name": name, "type": "Character", "hand_cost": 1, "reserve_cost": 1,
            "forest": 1, "mountain": 1, "water": 1, "text": text, "read_text": True,
            "note": NOTE}  # fmt: skip


def _spell(text: str) -> dict[str, Any]:
    return {"name": "Test Spell", "type": "Spell", "hand_cost": 1, "reserve_cost": 1,
            "text": text, "read_text": True, "note": NOTE}  # fmt: skip


def _run(tmp_path: Path, cards: list[dict[str, Any]], p1: dict[str, Any],
         p2: dict[str, Any], script: list[dict[str, Any]] | None = None) -> RunResult:  # fmt: skip
    board = {"title": "test", "cards": cards, "phase": "Afternoon", "first_player": "p1",
             "players": {"p1": {"hand": ["Test Spell"], "mana": 1, **p1}, "p2": p2},
             "script": script or [{"play": {"card": "Test Spell"}}]}  # fmt: skip
    path = tmp_path / "board.yaml"
    path.write_text(yaml.safe_dump(board, sort_keys=False, allow_unicode=True))
    return run_scenario(load_scenario(path, default_library()))


def _line(result: RunResult, words: str) -> tuple[str, set[str]]:
    """The first engine line saying ``words``, and every rule it cites."""
    for line in result.lines:
        if line.source == "engine" and words in line.shown():
            return line.shown(), {*line.rules, *line.shown_rules(), *line.action_rules}
    raise AssertionError(f"no line says {words!r}: {[x.shown() for x in result.lines]}")


_TARGET = "Target Character gains 2 boosts."


def test_a_target_left_out_names_the_ability_and_who_you_and_your_opponents_are(
    tmp_path: Path,
) -> None:
    text = "Characters you control can't be targeted by Spells your opponents play."
    result = _run(tmp_path, [_spell(_TARGET), _landmark("Veil", text)],
                  {"hero_expedition": ["Vanilla 2/2/2"]},
                  {"hero_expedition": ["Vanilla 1/1/1"], "landmarks": ["Veil"]})  # fmt: skip
    said, rules = _line(result, "Vanilla 1/1/1 is not offered")
    assert f"Veil's passive ability “{text[:-1]}” forbids it" in said
    assert "“you” in it is p2, who controls Veil, so “your opponents” means p1" in said
    assert {"7.2.3.a", "1.4.1.a", "6.5.b"} <= rules


def test_a_target_its_own_cant_leaves_out_names_it_without_a_you(tmp_path: Path) -> None:
    """No second person: the ability is named, nobody is said to be "you" (7.2.3.a)."""
    result = _run(tmp_path, [_spell(_TARGET), _character("Shy Hare", "I can't be targeted.")],
                  {"hero_expedition": ["Vanilla 2/2/2"]},
                  {"hero_expedition": ["Shy Hare"]})  # fmt: skip
    said, rules = _line(result, "Shy Hare is not offered")
    assert "Shy Hare's passive ability “I can't be targeted” forbids it" in said
    assert "“you”" not in said and "7.2.3.a" not in rules


def test_no_suitable_target_left_names_the_ability_and_who_you_is(tmp_path: Path) -> None:
    text = "I can't be targeted by Spells your opponents play."
    result = _run(tmp_path, [_spell(_TARGET), _character("Hidden Lynx", text)],
                  {}, {"hero_expedition": ["Hidden Lynx"]})  # fmt: skip
    said, rules = _line(result, "no suitable target")
    assert "Hidden Lynx: can't be targeted — Hidden Lynx's passive ability" in said
    assert "“you” in it is p2, who controls Hidden Lynx, so “your opponents” means p1" in said
    assert {"7.2.3.a", "6.5.b"} <= rules


def test_a_refused_target_answer_names_the_ability_and_who_you_is(tmp_path: Path) -> None:
    text = "Characters you control can't be targeted by Spells your opponents play."
    script = [{"play": {"card": "Test Spell"}},
              {"answer": "Vanilla 1/1/1", "refused": {"cites": "7.2.3.a"}}]  # fmt: skip
    result = _run(tmp_path, [_spell(_TARGET), _landmark("Veil", text)],
                  {"hero_expedition": ["Vanilla 2/2/2", "Vanilla 3/1/0"]},
                  {"hero_expedition": ["Vanilla 1/1/1"], "landmarks": ["Veil"]},
                  script)  # fmt: skip
    (refusal,) = result.refusals
    assert refusal.refused and "7.2.3.a" in refusal.rules
    assert "Veil's passive ability" in refusal.text and "“you” in it is p2" in refusal.text


def test_a_choice_left_out_names_the_ability_and_who_your_opponents_are(
    tmp_path: Path,
) -> None:
    text = "Characters your opponents control can't gain boosts."
    result = _run(tmp_path, [_spell("A Character gains 2 boosts."), _landmark("Mist", text)],
                  {"hero_expedition": ["Vanilla 2/2/2"]},
                  {"hero_expedition": ["Vanilla 1/1/1"], "landmarks": ["Mist"]})  # fmt: skip
    said, rules = _line(result, "not Vanilla 2/2/2")
    assert f"Mist's passive ability “{text[:-1]}” forbids it" in said
    assert "“you” in it is p2, who controls Mist, so “your opponents” means p1" in said
    assert {"7.2.3.a", "1.4.1.a", "6.1.g"} <= rules


def test_a_choice_left_out_by_ones_own_you_control_names_the_controller(
    tmp_path: Path,
) -> None:
    """p1's own "Characters you control can't gain counters": "you" is p1 (7.2.3.a)."""
    text = "Characters you control can't gain counters."
    result = _run(tmp_path, [_spell("A Character gains 2 boosts."), _landmark("Lull", text)],
                  {"hero_expedition": ["Vanilla 2/2/2"], "landmarks": ["Lull"]},
                  {"hero_expedition": ["Vanilla 1/1/1"]})  # fmt: skip
    said, rules = _line(result, "not Vanilla 2/2/2")
    assert "Lull's passive ability" in said and "“you” in it is p1, who controls Lull" in said
    assert "“your opponents”" not in said and "7.2.3.a" in rules


def test_a_may_step_not_asked_names_the_ability_and_who_your_opponents_are(
    tmp_path: Path,
) -> None:
    """The whole "you may" is impossible: not asked (6.1.g), the ability named (1.4.1.a)."""
    text = "Characters your opponents control can't gain boosts."
    spell = _spell("You may have each Character you control gain 2 boosts.")
    result = _run(tmp_path, [spell, _landmark("Mist", text)],
                  {"hero_expedition": ["Vanilla 2/2/2"]}, {"landmarks": ["Mist"]})  # fmt: skip
    said, rules = _line(result, "is not asked")
    assert f"Mist's passive ability “{text[:-1]}” forbids it" in said
    assert "“you” in it is p2, who controls Mist, so “your opponents” means p1" in said
    assert {"7.2.3.a", "1.4.1.a", "6.1.g"} <= rules
