"""A refusal by 2.4.6.c (an exhausted card in Reserve cannot be played) names the exception
the board seems to offer — a "You may play exhausted cards from your Reserve" (2.4.6.d) —
and the rule that keeps it from applying: its card exhausted in Reserve (2.4.6.e), a support
ability outside the Reserve (2.2.12.i), an in-play ability outside play (2.2.12.g), another
player's "you" (7.2.3.a) (:mod:`engine.pipeline.idle_exceptions`)."""

from __future__ import annotations

from pathlib import Path

from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario
from scenarios.scenario.run_result import RunResult

_CARDS = """
cards:
  - {name: Support Granter, type: Character, hand_cost: 3, reserve_cost: 3, forest: 1,
     mountain: 1, water: 1, text: "{I} You may play exhausted cards from your Reserve.",
     read_text: true}
  - {name: Play Granter, type: Character, hand_cost: 3, reserve_cost: 3, forest: 1,
     mountain: 1, water: 1, text: "You may play exhausted cards from your Reserve.",
     read_text: true}
"""


def _refusal(tmp_path: Path, p1: str, p2: str = "{}") -> tuple[str, tuple[str, ...]]:
    """Play p1's exhausted Vanilla 2/2/2 from Reserve, expected refused: what it says, cites."""
    path = tmp_path / "s.yaml"
    path.write_text(
        f"""title: t
{_CARDS}
phase: Afternoon
first_player: p1
players:
  p1: {p1}
  p2: {p2}
script:
  - play: {{card: Vanilla 2/2/2, from: reserve, to: hero}}
    refused: {{cites: [2.4.6.c]}}
""",
        encoding="utf-8",
    )
    result: RunResult = run_scenario(load_scenario(path))
    assert not result.errors and not result.gaps, (result.errors, result.gaps)
    (refusal,) = result.refusals
    assert refusal.refused, "the play was carried out"
    return refusal.text, refusal.rules


_VANILLA = "{card: Vanilla 2/2/2, statuses: [Exhausted]}"


def test_2_4_6_e_the_granting_card_is_itself_exhausted_in_reserve(tmp_path: Path) -> None:
    text, rules = _refusal(
        tmp_path,
        f"{{reserve: [{{card: Support Granter, statuses: [Exhausted]}}, {_VANILLA}], mana: 3}}",
    )
    assert "Support Granter is itself exhausted in Reserve: it has no support abilities" in text
    assert "“You may play exhausted cards from your Reserve” gives no permission" in text
    assert rules[0] == "2.4.6.c" and "2.4.6.e" in rules


def test_2_2_12_i_a_support_ability_does_not_work_in_play(tmp_path: Path) -> None:
    text, rules = _refusal(
        tmp_path, f"{{hero_expedition: [Support Granter], reserve: [{_VANILLA}], mana: 3}}"
    )
    assert "Support Granter is not in Reserve" in text
    assert "2.2.12.i" in rules


def test_2_2_12_g_an_in_play_ability_does_not_work_from_reserve(tmp_path: Path) -> None:
    text, rules = _refusal(tmp_path, f"{{reserve: [Play Granter, {_VANILLA}], mana: 3}}")
    assert "Play Granter is not in play" in text
    assert "2.2.12.g" in rules


def test_7_2_3_a_the_opponents_permission_is_theirs(tmp_path: Path) -> None:
    text, rules = _refusal(
        tmp_path, f"{{reserve: [{_VANILLA}], mana: 3}}", "{hero_expedition: [Play Granter]}"
    )
    assert "Play Granter is p2's: “you” in it is p2" in text
    assert "7.2.3.a" in rules


def test_no_exception_on_the_board_says_only_the_refusal(tmp_path: Path) -> None:
    text, rules = _refusal(tmp_path, f"{{reserve: [{_VANILLA}], mana: 3}}")
    assert "gives no permission" not in text
    assert rules == ("2.4.6.c",)
