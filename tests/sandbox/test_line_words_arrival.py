"""A Spell done resolving goes to its owner's Reserve (5.2.4.b), said once from the step's own
data — keeping how it arrives: a Spell with Cooldown goes to Reserve exhausted (7.4.1.b). The
timeline no longer rewrites "X goes to Reserve: X moves to p1's Reserve" (the words of an
earlier release, which files saved then still quote: they hold)."""

from __future__ import annotations

from judge_app.sandbox.line_words import timeline_line
from scenarios import EXAMPLES_DIR
from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario
from scenarios.scenario.run_result import RunResult


def _run(name: str) -> RunResult:
    result = run_scenario(load_scenario(EXAMPLES_DIR / name))
    assert not result.errors, result.errors
    return result


def _lines(result: RunResult, words: str) -> list[str]:
    return [line.text for line in result.lines if words in line.text]


def test_a_plain_move_is_said_once() -> None:
    result = _run("1_2_4_d_derived_reaction_in_reserve_does_not_activate.yaml")
    (line,) = _lines(result, "Quick Study goes to")
    assert line.startswith("Quick Study goes to p1's Reserve")
    assert "moves to" not in line and timeline_line(line) == line


def test_cooldown_keeps_exhausted() -> None:
    result = _run("7_3_12_a_derived_sleight_of_hand_exchanges.yaml")
    (line,) = _lines(result, "Sleight of Hand goes to")
    assert line.startswith("Sleight of Hand goes to p1's Reserve exhausted (Cooldown)")
    assert "moves to" not in line and timeline_line(line) == line


def test_a_file_quoting_the_earlier_words_still_holds() -> None:
    result = _run("5_1_2_l_derived_when_you_play_a_spell_activates_as_it_leaves_limbo.yaml")
    (line,) = [ln for ln in result.lines if "Quick Study goes to" in ln.text]
    assert "Quick Study goes to Reserve: Quick Study moves to p1's Reserve" in line.actions
