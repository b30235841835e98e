"""A daily effect that does nothing says why (issue 18): Rest with nothing to send
(4.2.5.b), Prepare with nothing exhausted (4.2.1.c), Draw from empty Decks (7.3.9.c),
Expand where nobody puts a card (4.2.1.e), Progress where no statistic is greater (4.2.4.b)."""

from __future__ import annotations

from pathlib import Path

from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario
from scenarios.scenario.run_result import RunResult


def _run(tmp_path: Path, text: str) -> RunResult:
    path = tmp_path / "s.yaml"
    path.write_text(text, encoding="utf-8")
    result = run_scenario(load_scenario(path))
    assert not result.errors, result.errors
    return result


def _line(result: RunResult, start: str) -> tuple[str, tuple[str, ...]]:
    for line in result.lines:
        if line.source == "engine" and line.shown(None).startswith(start):
            return line.shown(None), tuple(line.shown_rules(None))
    raise AssertionError(f"no line {start!r}")


def _empty_day(tmp_path: Path) -> RunResult:
    return _run(
        tmp_path,
        "title: t\nphase: Dusk\nplayers:\n  p1: {}\n  p2: {}\nscript:\n  - until: Afternoon\n",
    )


def test_4_2_5_b_rest_with_nothing_to_send_says_why(tmp_path: Path) -> None:
    text, rules = _line(_empty_day(tmp_path), "Rest: nothing happens")
    assert "no Character in an Expedition, nor a Gear of an Expedition that moved forward" in text
    assert "4.2.5.b" in rules


def test_4_2_1_c_and_4_2_1_e_prepare_and_expand_that_do_nothing_say_why(tmp_path: Path) -> None:
    result = _empty_day(tmp_path)
    assert "[nothing is exhausted]" in _line(result, "Prepare: nothing happens")[0]
    assert "[no player put a card in their Mana zone]" in _line(result, "Expand: nothing")[0]


def test_7_3_9_c_draw_from_empty_decks_says_nothing_is_drawn(tmp_path: Path) -> None:
    text, rules = _line(_empty_day(tmp_path), "Draw: nothing happens")
    assert "Decks are empty" in text and "nothing to draw" in text
    assert "7.3.9.c" in rules
    # A Deck with cards: the Draw happens and no such note is made.
    full = _run(
        tmp_path,
        "title: t\nphase: Night\nplayers:\n  p1: {deck: [Vanilla 1/1/1, Vanilla 2/2/2]}\n"
        "  p2: {deck: [Vanilla 1/1/1, Vanilla 2/2/2]}\nscript:\n  - until: Noon\n",
    )
    draw = next(ln.shown(None) for ln in full.lines if ln.shown(None).startswith("Draw"))
    assert "nothing to draw" not in draw and "nothing happens" not in draw


def test_4_2_4_b_progress_where_no_statistic_is_greater_says_so(tmp_path: Path) -> None:
    text, rules = _line(_empty_day(tmp_path), "Progress: nothing happens")
    assert "no Expedition has a greater positive statistic" in text
    assert "4.2.4.b" in rules
    # One Character: its Expedition moves forward, so no such note.
    moved = _run(
        tmp_path,
        "title: t\nphase: Dusk\nplayers:\n  p1: {hero_expedition: [Vanilla 2/2/2]}\n  p2: {}\n"
        "script:\n  - until: Night\n",
    )
    assert "greater positive statistic" not in _line(moved, "Progress")[0]
