""" "The next two Characters you play this Afternoon cost {1} less" counted on the trace
(issue 31): each Character played says how many of the Emblem-Ongoing's cards are used
("1 of 2 Characters used", 2.2.15.c), its last one says it has done its job as it ceases to
exist, and a duration that ends first says how many were left unused (2.2.15.c: it ceases
to exist whether its controller has played a card or not)."""

from __future__ import annotations

from pathlib import Path

from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario
from scenarios.scenario.run_result import RunResult
from tests.scenario_text import run_text

_BOARD = """
title: t
cards:
  - {name: Double Welcome, type: Spell, hand_cost: 1, reserve_cost: 1,
     text: "The next two Characters you play this Afternoon cost {1} less.", read_text: true}
phase: Afternoon
first_player: p1
players:
  p1:
    hand: [Double Welcome, {card: Vanilla 2/2/2, ref: v1}, {card: Vanilla 2/2/2, ref: v2}]
    mana: 6
  p2: {}
script:
  - play: {card: Double Welcome}
  - answer: ["p1 orb 1"]
  - pass: p2
  - play: {card: v1, to: hero}
  - answer: ["p1 orb 2"]
"""


def _run(tmp_path: Path, script: str) -> RunResult:
    return run_text(tmp_path, _BOARD + script)


def _lines(result: RunResult, words: str) -> list[tuple[str, tuple[str, ...]]]:
    return [(e.text, e.rules) for e in result.entries if words in e.text]


def test_each_use_is_counted_and_the_last_says_it_is_done(tmp_path: Path) -> None:
    result = _run(tmp_path, '  - play: {card: v2, to: companion}\n  - answer: ["p1 orb 3"]\n')
    first = _lines(result, "1 of 2 Characters used, it applies to the next one")
    assert first and "enters p1's hero Expedition" in first[0][0], [e.text for e in result.entries]
    assert "2.2.15.c" in first[0][1]
    last = _lines(result, "2 of 2 Characters used, it has done its job (the CR does not end")
    assert last and "so the app removes it now): it ceases to exist" in last[0][0], last
    assert last and "2.2.15.c" in last[0][1]
    assert not _lines(result, "applied to the next Character played")
    # the CR does not end it once used: said with its duration (2.2.15.c), no 5.4.d
    assert (
        "the CR does not end it once used: 2.2.15.c ends it with its duration, this "
        in (last[0][0])
    )


def test_the_afternoon_ending_first_says_how_many_were_left(tmp_path: Path) -> None:
    result = _run(tmp_path, "  - pass: p1\n")
    over = _lines(result, "duration over (Emblem-Ongoing of Double Welcome")
    assert over, [e.text for e in result.entries]
    assert "1 of 2 Characters used, 1 unused" in over[0][0]
    assert "2.2.15.c" in over[0][1]


def test_a_next_card_not_counted_says_no_count(tmp_path: Path) -> None:
    """ "The next Character you play" (one card): no "1 of 1" — the line it ceases to exist
    on names the Emblem, its noun ("the next Character", not "the next card") and the card
    that used it, and says the CR does not end it once used (2.2.15.c)."""
    path = tmp_path / "s.yaml"
    path.write_text(
        _BOARD.replace(
            "next two Characters you play this Afternoon cost",
            "next Character you play this Afternoon costs",
        ),
        encoding="utf-8",
    )
    result = run_scenario(load_scenario(path))
    assert not result.errors and not result.gaps, (result.errors, result.gaps)
    assert not _lines(result, " of 1 ")
    used = _lines(result, "the Emblem-Ongoing applied to the next Character played, Vanilla 2/2/2 ")
    assert (
        used
        and "(Emblem-Ongoing of Double Welcome — the CR does not end it once used" in (used[0][0])
    ), used
    assert "it applies to no other Character, so the app removes it now" in used[0][0]
