"""A step that finds no object says so in every view, with the rule that ignores it
(issue 31: every non-event said with its rule, CR 5.0 6.5.h)."""

from __future__ import annotations

from scenarios import EXAMPLES_DIR
from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario


def test_an_empty_group_says_no_object_in_the_judges_view_and_cites_6_5_h() -> None:
    path = EXAMPLES_DIR / "1_2_5_c_derived_subhash_marmo_empty_hand_pays_nothing.yaml"
    lines = run_scenario(load_scenario(path)).lines
    empty = [line for line in lines if line.text == "Subhash & Marmo: put: no object"]
    assert len(empty) == 1
    line = empty[0]
    assert line.shown() == "Subhash & Marmo: put: no object"  # the judge's view too
    assert "6.5.h" in line.shown_rules()
