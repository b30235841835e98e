"""The words a judge reads last: a count said with its noun ("1 Mana Orb", never "1 Mana
Orbs"), a card's name said as an owner ("Spare Shelves'", never "Shelves's"), and a move's
two targets asked as the move they are (7.3.15.a, 2.5.g, both chosen first: 6.5.b)."""

from __future__ import annotations

import re
from pathlib import Path

from engine.state.actions import ActionKind
from engine.state.events import Event
from engine.state.said import count_of
from engine.why.event_words import ignored_sentence
from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario
from scenarios.scenario.run_result import RunResult

REPO = Path(__file__).resolve().parents[2]
EXAMPLES = REPO / "scenarios" / "examples"


def _run(name: str) -> RunResult:
    result = run_scenario(load_scenario(EXAMPLES / name))
    assert not result.errors
    return result


def test_a_count_is_said_with_its_noun_singular_for_one() -> None:
    assert count_of(1, "Mana Orb") == "1 Mana Orb"
    assert count_of(2, "Mana Orb") == "2 Mana Orbs"
    assert count_of(0, "card") == "0 cards"
    assert count_of(1, "Kelon counter") == "1 Kelon counter"
    assert count_of(3, "ability", "abilities") == "3 abilities"


def test_paying_one_mana_exhausts_1_mana_orb_not_1_mana_orbs() -> None:
    result = _run("5_2_a_derived_play_a_character_from_your_reserve_for_less.yaml")
    said = [e.text for e in result.entries]
    # cite17 (issue 31): the Mana Orb by its place, and what it pays for (3.2.9.f)
    assert "p1 will exhaust Mana Orb 1, to pay for Reserve Call" in said
    assert not [t for t in said if re.search(r"\b1 Mana Orbs\b", t)]


def test_a_move_asks_its_targets_as_a_move() -> None:
    result = _run(
        "2_5_g_derived_moving_boosts_to_another_character_is_one_step_naming_both_ends.yaml"
    )
    said = " | ".join(line.text for line in result.lines)
    assert "chooses a target for Boost Shift to move 2 boosts from" in said
    assert "chooses a target for Boost Shift to move them to" in said
    assert "to remove counters" not in said and "to give a boost" not in said


def test_a_name_ending_in_s_owns_with_the_apostrophe_alone() -> None:
    state = _run("5_2_a_derived_play_a_character_from_your_reserve_for_less.yaml").state
    ignored = Event(seq=0, kind=ActionKind.IGNORE)
    assert ignored_sentence(state, ignored, "Spare Shelves") == (
        "Spare Shelves' abilities are ignored"
    )
    assert ignored_sentence(state, ignored, "Boaster") == "Boaster's abilities are ignored"


_NAME_OWNS = re.compile(r"\{[^{}]*(?:\.name\(|\bnames?\b|_name\b)[^{}]*\}'s\b")


def test_no_line_builds_a_cards_possessive_by_hand() -> None:
    """Every f-string of the engine and the scenario runner that says a card's or an object's
    name as an owner goes through ``possessive`` (a player id like p1 may keep "'s")."""
    found = [
        f"{path.relative_to(REPO)}:{n}"
        for package in ("engine", "scenarios")
        for path in sorted((REPO / package).rglob("*.py"))
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if _NAME_OWNS.search(line) and path.name != "said.py"  # possessive itself
    ]
    assert found == []
