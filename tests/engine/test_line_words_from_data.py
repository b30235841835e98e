"""The engine's lines say a play, a payment, a Resupply and an Expedition in a judge's words
from the step's data (issue 31), not through the timeline's rewrites — and keep what an
earlier release printed, which files saved then quote."""

from __future__ import annotations

from pathlib import Path

from judge_app.sandbox.line_words import timeline_line
from judge_app.sandbox.session import Session
from scenarios import EXAMPLES_DIR
from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario
from scenarios.scenario.run_result import RunResult

_HAVEN = EXAMPLES_DIR / "2_1_d_haven_kuwat_new_object_is_not_boosted.yaml"
_ALOE = EXAMPLES_DIR / "2_2_2_m_aloe_vera_emblem_reaction_at_noon.yaml"


def _run(path: Path) -> RunResult:
    result = run_scenario(load_scenario(path))
    assert not result.errors, result.errors
    return result


def test_a_payment_says_its_mana_orbs_in_one_part_by_their_place() -> None:
    """1.2.5.e: the orbs of one payment, one part, "Mana Orbs 1, 2, 3 and 4" — their place
    in the Mana zone, as the decision offers them; the earlier words are kept."""
    result = _run(_HAVEN)
    (paid,) = [ln for ln in result.lines if ln.text.startswith("p1 pays 4 mana")]
    assert paid.text == "p1 pays 4 mana: Mana Orbs 1, 2, 3 and 4 are exhausted"
    # each orb by the name of its card (a layout's count: "Mana Orb card 1", never the
    # file's handle "p1 orb 1")
    assert paid.actions[-1].startswith(
        "p1 pays 4 mana: Mana Orb card 1 is exhausted; Mana Orb card 2"
    )


def test_a_play_is_declared_with_where_it_is_played_from() -> None:
    """5.1.2.c-d: "p1 plays Kuwat, the Dissenter from Reserve (hero), paying 4"; files saved
    before quote "declares: play"."""
    result = _run(_HAVEN)
    (declared,) = [ln for ln in result.lines if "5.1.2.c" in ln.rules and "paying" in ln.text]
    assert declared.text == "p1 plays Kuwat, the Dissenter from Reserve (hero), paying 4"
    assert "p1 declares: play Kuwat, the Dissenter (hero) paying 4" in declared.actions


def test_a_resupply_is_said_as_what_the_player_does() -> None:
    """7.3.31.a: "p1 resupplies — Vanilla 1/1/1 is put in p1's Reserve"."""
    result = _run(_ALOE)
    (done,) = [ln for ln in result.lines if "resupplies" in ln.shown(None)]
    assert done.shown(None) == "Aloe Vera: p1 resupplies — Vanilla 1/1/1 is put in p1's Reserve"
    assert "(Resupply)" not in done.shown(None)


def test_the_sandbox_says_a_played_script_item_once_and_needs_no_rewrite() -> None:
    """The script item's moment is the engine's declaration alone; the timeline's words are
    the engine's (no family of line_words rewrites it), and no Expedition is "p1 hero
    Expedition"."""
    session = Session.open(_HAVEN)
    session.run("decision")
    said = [session.said(i) for i in range(len(session.moments))]
    assert "p1 plays Kuwat, the Dissenter from Reserve (hero), paying 4" in said
    assert "p1 pays 4 mana: Mana Orbs 1, 2, 3 and 4 are exhausted" in said
    for line in said:
        assert " declares: play" not in line and " orb 1 is" not in line
        assert " hero Expedition" not in line or "'s hero Expedition" in line
    assert [timeline_line(s) for s in said if "paying" in s or "mana" in s] == [
        s for s in said if "paying" in s or "mana" in s
    ]
