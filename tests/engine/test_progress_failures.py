"""An Expedition "fails to move forward" if it does not move forward during Progress, whatever
the reason (4.2.4.i): the failures are read from the Progress event after its modifiers — a
move replaced by another effect (6.2.b) or made impossible (1.4.1.c) fails too. And a
Defender does not stop a move forward outside Dusk (7.4.2.b): the move's line says so."""

from __future__ import annotations

from pathlib import Path

from scenarios.scenario.run_result import RunResult
from tests.scenario_text import engine_line as _line
from tests.scenario_text import run_text

_CARDS = """
cards:
  - {name: Stubborn Scout, type: Character, hand_cost: 1, reserve_cost: 1, forest: 2,
     mountain: 2, water: 2,
     text: "When my Expedition fails to move forward — I gain 1 boost.", read_text: true}
  - {name: Lucky Charm, type: Permanent, zone_type: Expedition, subtypes: [Gear],
     hand_cost: 1, reserve_cost: 1,
     text: "If my Expedition would move forward, you may discard me instead to draw a card.",
     read_text: true}
  - {name: Standstill, type: Permanent, zone_type: Landmark, hand_cost: 1, reserve_cost: 1,
     text: "Expeditions can't move forward.", read_text: true}
  - {name: Signal Tower, type: Permanent, zone_type: Landmark, hand_cost: 2, reserve_cost: 2,
     text: "At Noon — Target Expedition moves forward one region.", read_text: true}
"""


def _run(tmp_path: Path, body: str) -> RunResult:
    return run_text(tmp_path, f"title: t\n{_CARDS}{body}")


def _scout_boosts(result: RunResult) -> int:
    state = result.state
    scouts = [o for o in state.objects.values() if state.name(o.id) == "Stubborn Scout"]
    assert len(scouts) == 1
    return scouts[0].counters.get("boost", 0)


def _charm(tmp_path: Path, apply: str) -> RunResult:
    return _run(
        tmp_path,
        f"""
phase: Dusk
first_player: p1
players:
  p1:
    deck: [Vanilla 1/1/1]
    hero_expedition: [Stubborn Scout, Lucky Charm]
  p2: {{}}
script:
  - answer: "{apply}"
  - until: Night
""",
    )


def test_a_move_replaced_at_progress_fails_to_move_forward(tmp_path: Path) -> None:
    result = _charm(tmp_path, "yes")
    assert result.state.positions["p1:hero"] == 0
    text, rules = _line(result, "Progress")
    assert "does not move forward after all, so it fails to move forward" in text
    assert "4.2.4.i" in rules
    # 4.2.4.j: "moves forward due to" only if it moves forward — nowhere in the trace.
    assert not any("moves forward due to" in ln.shown(None) for ln in result.lines)
    assert "4.2.4.j" not in rules
    # "... instead to draw a card" follows what was done instead, its cost — "[X] to [Y]"
    # (the 6.1.d Example, 6.4.c), no "if you did" (6.5.f, cite12) — and no declined
    # modifier's alternative (6.2.e).
    assert {"6.1.d", "6.4.c"} <= set(rules)
    assert "6.5.f" not in rules and "6.2.e" not in rules
    assert _scout_boosts(result) == 1


def test_a_move_not_replaced_does_not_fail(tmp_path: Path) -> None:
    result = _charm(tmp_path, "no")
    assert result.state.positions["p1:hero"] == 1
    text, rules = _line(result, "Progress")
    assert "fails to move forward" not in text.replace("the “fails to move forward” Reaction", "")
    assert "does not move forward after all" not in text
    # the Scout's Reaction does not activate, said with the card words' rule (7.5.7.a)
    assert (
        "the “fails to move forward” Reaction of Stubborn Scout does not activate: p1's hero "
        "Expedition moves forward" in text
    )
    assert "7.5.7.a" in rules
    assert "p1's hero Expedition moves forward due to Forest, Mountain and Water" in text
    assert "neither player does it" in text and "4.2.4.j" in rules
    assert _scout_boosts(result) == 0


def test_a_move_made_impossible_at_progress_fails_to_move_forward(tmp_path: Path) -> None:
    result = _run(
        tmp_path,
        """
phase: Dusk
players:
  p1: {landmarks: [Standstill], hero_expedition: [Stubborn Scout]}
  p2: {}
script:
  - until: Night
""",
    )
    assert result.state.positions["p1:hero"] == 0
    text, rules = _line(result, "Progress")
    assert "fails to move forward" in text and {"4.2.4.i", "6.5.h"} <= set(rules)
    assert "moves forward due to" not in text and "neither player" not in text
    assert _scout_boosts(result) == 1


def test_a_lost_comparison_still_fails_and_is_said_once(tmp_path: Path) -> None:
    result = _run(
        tmp_path,
        """
phase: Dusk
players:
  p1: {hero_expedition: [Stubborn Scout]}
  p2: {hero_expedition: [Vanilla 3/1/0, Vanilla 2/2/2, Vanilla 0/1/3]}
script:
  - until: Night
""",
    )
    text, rules = _line(result, "Progress")
    assert text.count("p1's hero Expedition fails to move forward") == 1
    assert "after all" not in text and "4.2.4.i" in rules
    assert _scout_boosts(result) == 1


def test_defender_does_not_stop_a_move_forward_at_noon_and_says_why(tmp_path: Path) -> None:
    result = _run(
        tmp_path,
        """
phase: Noon
first_player: p1
players:
  p1: {landmarks: [Signal Tower], hero_expedition: [Defender Vanilla]}
  p2: {}
script:
  - answer: "p1:hero"
""",
    )
    assert result.state.positions["p1:hero"] == 1
    text, rules = _line(result, "Signal Tower: p1's hero Expedition moves forward")
    assert "Defender Vanilla has Defender" in text and "only during Dusk" in text
    assert "at Noon" in text
    assert "7.4.2.b" in rules and "7.4.2.c" not in rules


def test_no_defender_note_without_a_defender(tmp_path: Path) -> None:
    result = _run(
        tmp_path,
        """
phase: Noon
first_player: p1
players:
  p1: {landmarks: [Signal Tower], hero_expedition: [Vanilla 2/2/2]}
  p2: {}
script:
  - answer: "p1:hero"
""",
    )
    text, rules = _line(result, "Signal Tower: p1's hero Expedition moves forward")
    assert "Defender" not in text and "7.4.2.b" not in rules
