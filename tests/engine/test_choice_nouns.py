"""Choice lines name what is chosen, and a status that does not change what an object is
is cited where it decides a choice's options (blind batch 25's findings 02 and 03, issue 31).

``benchmarks/choice_noun_audit.py`` runs every example and blind batch for choice lines with
a bare number (79 → 0); these tests hold its pattern and the kinds it found.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "scenarios" / "examples"
sys.path.insert(0, str(ROOT / "benchmarks"))

from choice_noun_audit import findings  # noqa: E402


def _lines(name: str) -> list[tuple[str, tuple[str, ...]]]:
    result = run_scenario(load_scenario(EXAMPLES / name))
    return [(line.shown(("hand",)), tuple(line.shown_rules(("hand",)))) for line in result.lines]


@pytest.mark.parametrize(
    "text",
    [
        "p1 chooses 1 to discard for Mana Eruption",
        "Clean-up: p1 chooses 2 to keep in their Reserve (their reserve limit is 2)",
        "p1 chooses up to 2 to put for Mind Apotheosis",
        "p1 chooses any number to activate for Ganesha",
        "Lucky Find: p1 decides whether to choose 1",
        "p1 chooses 2",
    ],
)
def test_the_audit_finds_a_bare_number(text: str) -> None:
    assert findings(text) == ["bare number"]


@pytest.mark.parametrize(
    "text",
    [
        "p1 chooses 1 Mana Orb to discard for Mana Eruption",
        "Clean-up: p1 chooses 2 cards to keep in their Reserve (their reserve limit is 2)",
        "p1 chooses any number of Permanents to activate for Ganesha",
        "Lucky Find: p1 decides whether to choose 1 mode",
        "p1 chooses how many counters to remove for Informant: 2",
    ],
)
def test_a_choice_naming_what_it_chooses_is_not_bare(text: str) -> None:
    assert findings(text) == []


def test_an_exhausted_mana_orb_offered_cites_3_2_9_c_and_the_line_says_mana_orb() -> None:
    lines = _lines(
        "3_2_9_c_derived_an_exhausted_mana_orb_is_still_one_of_your_mana_orbs_to_discard.yaml"
    )
    asked = next((t, r) for t, r in lines if "chooses 1 Mana Orb to discard" in t)
    assert "3.2.9.c" in asked[1]
    assert all(findings(t) == [] for t, _ in lines)


def test_ready_mana_orbs_only_do_not_cite_3_2_9_c() -> None:
    lines = _lines(
        "6_1_g_derived_a_choice_of_ready_mana_orbs_does_not_cite_what_an_exhausted_one_is.yaml"
    )
    assert any("chooses 1 Mana Orb to discard" in t for t, _ in lines)
    assert all("3.2.9.c" not in r for _, r in lines)


def test_4_4_c_where_a_reaction_created_while_others_waited_is_placed() -> None:
    new = _lines("4_4_c_derived_a_new_reaction_of_the_initiative_player_comes_first.yaml")
    assert any("Keen Watcher" in t and "4.4.c" in r for t, r in new)


def test_4_4_c_on_each_check_after_a_reaction_played_never_on_the_first_check() -> None:
    """cite34 (blind batch 26, 01): "Once that Reaction has been played, Reactions are checked
    again" (4.4.c) is the check that picks each next Reaction; the first check of the Noon
    (4.4.a) is 4.4.b's alone, none of its Reactions created while others waited."""
    lines = _lines("4_4_c_remark_initiative_player_plays_all_reactions_first.yaml")
    picks = [
        (i, r)
        for i, (t, r) in enumerate(lines)
        if " must play the " in t or "chooses the Reaction to play first" in t
    ]
    first, *later = picks
    assert "4.4.c" not in first[1]
    assert later and all("4.4.c" in r for _, r in later)
    assert all("is done resolving" in lines[i - 1][0] for i, _ in later)
