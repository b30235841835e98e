"""A passive ability (not a support ability) of a card in Reserve does not work there
(1.2.4.d): the trace says so where a judge would expect it to — as a card is played that
it would make cheaper, and at Progress when it would change statistics or terrains."""

from __future__ import annotations

from pathlib import Path

from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario
from scenarios.scenario.run_result import RunResult

_CARDS = """
cards:
  - {name: Thrifty Sage, type: Character, hand_cost: 2, reserve_cost: 2, forest: 1,
     mountain: 1, water: 1, text: "Spells you play cost {1} less.", read_text: true}
  - {name: Rain Caller, type: Character, hand_cost: 2, reserve_cost: 2, forest: 1,
     mountain: 1, water: 1, text: "All regions are {O} and lose their other terrains.",
     read_text: true}
"""


def _run(tmp_path: Path, p1: str, script: str) -> RunResult:
    path = tmp_path / "s.yaml"
    path.write_text(
        f"title: t\n{_CARDS}players:\n  p1: {p1}\n  p2: {{}}\nscript:\n{script}",
        encoding="utf-8",
    )
    result = run_scenario(load_scenario(path))
    assert not result.errors and not result.gaps, (result.errors, result.gaps)
    return result


def _lines(result: RunResult, has: str) -> list[tuple[str, tuple[str, ...]]]:
    return [
        (ln.shown(None), tuple(ln.shown_rules(None)))
        for ln in result.lines
        if ln.source == "engine" and has in ln.shown(None)
    ]


_PLAY = "  - play: {card: Beauty Sleep}\n  - answer: p1 orb 1\n  - answer: Vanilla 2/2/2\n"


def test_1_2_4_d_a_cost_reduction_in_reserve_does_not_apply_and_says_so(tmp_path: Path) -> None:
    board = (
        "{hand: [Beauty Sleep], reserve: [Thrifty Sage], mana: 3, hero_expedition: [Vanilla 2/2/2]}"
    )
    result = _run(tmp_path, board, _PLAY)
    ((text, rules),) = _lines(result, "Thrifty Sage's “Spells you play cost {1} less”")
    assert "does not apply: it is in p1's Reserve (not a support ability)" in text
    assert "2.2.12.g" in rules
    assert "chooses 1 Mana Orb to exhaust" in text  # the cost is not reduced


def test_1_2_4_d_a_cost_reduction_in_play_applies_without_a_note(tmp_path: Path) -> None:
    board = (
        "{hand: [Beauty Sleep], mana: 3, hero_expedition: [Vanilla 2/2/2],"
        " companion_expedition: [Thrifty Sage]}"
    )
    result = _run(tmp_path, board, "  - play: {card: Beauty Sleep}\n  - answer: Vanilla 2/2/2\n")
    assert not _lines(result, "does not apply")
    (declared,) = _lines(result, "p1 plays Beauty Sleep from Hand")
    assert "paying 0" in declared[0]


def test_1_2_4_d_a_terrain_passive_in_reserve_does_not_count_at_progress(tmp_path: Path) -> None:
    board = "{reserve: [Rain Caller], hero_expedition: [Vanilla 2/2/2]}"
    result = _run(tmp_path, board, "  - pass: p1\n  - pass: p2\n  - until: Night\n")
    ((text, rules),) = _lines(result, "Progress")
    said = "Rain Caller's “All regions are {O} and lose their other terrains” does not count"
    assert said in text
    assert "2.2.12.g" in rules
    # In play the same card is no note of this kind.
    in_play = "{hero_expedition: [Vanilla 2/2/2, Rain Caller]}"
    result = _run(tmp_path, in_play, "  - pass: p1\n  - pass: p2\n  - until: Night\n")
    assert not _lines(result, "does not count: it is in")
