"""An object leaving play loses all its counters (2.5.j), wherever it goes: the move's line
says what it lost and cites 2.5.j — beside 2.5.b when it went to a Hand, Deck or Discard pile
— and a move that keeps them (2.5.k, 2.5.l) says nothing lost."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.steps.event_sentences import counters_words, losses_words
from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario
from scenarios.scenario.run_result import RunResult

_CARDS = """
cards:
  - {name: Homeward Gust, type: Spell, hand_cost: 1, reserve_cost: 1,
     text: "Return target Character to its owner's hand.", read_text: true}
  - {name: Offering, type: Spell, hand_cost: 1, reserve_cost: 1,
     text: "Sacrifice a Character.", read_text: true}
  - {name: Recall, type: Spell, hand_cost: 1, reserve_cost: 1,
     text: "Send target Character to Reserve.", read_text: true}
"""


def _run(tmp_path: Path, spell: str, target: str) -> RunResult:
    body = f"""
phase: Afternoon
first_player: p1
players:
  p1:
    hand: [{spell}]
    mana: 1
    hero_expedition:
      - {{card: Vanilla 2/2/2, boosts: 2, counters: {{Kelon: 1}}}}
  p2: {{}}
script:
  - play: {{card: {spell}}}
  - answer: {target}
"""
    path = tmp_path / "s.yaml"
    path.write_text(f"title: t\n{_CARDS}{body}", encoding="utf-8")
    result = run_scenario(load_scenario(path))
    assert not result.errors and not result.gaps, (result.errors, result.gaps)
    return result


def _move_line(result: RunResult, spell: str) -> tuple[str, tuple[str, ...]]:
    lines = [(ln.shown(None), tuple(ln.shown_rules(None))) for ln in result.lines]
    found = [(t, r) for t, r in lines if t.startswith(f"{spell}:") and "Vanilla 2/2/2 " in t]
    assert found, lines
    return found[0]


@pytest.mark.parametrize(
    ("spell", "hidden"),
    [("Homeward Gust", True), ("Offering", True), ("Recall", False)],
)
def test_2_5_j_leaving_play_says_the_counters_lost(
    tmp_path: Path, spell: str, hidden: bool
) -> None:
    result = _run(tmp_path, spell, "Vanilla 2/2/2")
    text, rules = _move_line(result, spell)
    assert text.endswith("losing its 2 boosts and its Kelon counter"), text
    assert "2.5.j" in rules
    # 2.5.b (nothing in a Hand or Discard pile has counters) only where it went to one.
    assert ("2.5.b" in rules) == hidden


def test_counters_named_as_a_judge_says_them() -> None:
    assert counters_words((("boost", 1),)) == "its boost"
    assert counters_words((("boost", 3), ("Kelon", 2))) == "its 3 boosts and its 2 Kelon counters"
    assert (
        counters_words((("boost", 1), ("Kelon", 1), ("Song", 2)))
        == "its boost, its Kelon counter and its 2 Song counters"
    )


def test_the_losses_words_say_counters_then_statuses() -> None:
    """A move's losses as the line says them: the counters (2.5.j), then the statuses
    (2.4.1.c-d) after a comma, so the counters' own "and" is not read as joining them."""
    assert losses_words((("boost", 2),), ("Anchored",)) == "its 2 boosts, and its status Anchored"
    assert losses_words((), ("Anchored", "Asleep", "Exhausted")) == (
        "its statuses Anchored, Asleep and Exhausted"
    )
    assert losses_words((("boost", 1), ("Kelon", 1)), ("Asleep",)) == (
        "its boost and its Kelon counter, and its status Asleep"
    )
    assert losses_words((("boost", 3),), ()) == "its 3 boosts"
