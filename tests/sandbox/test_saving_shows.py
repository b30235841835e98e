"""The Examples and Remarks a board shows (``shows``, scenarios/scenario/cr_notes.py) are
saved with it and come back on opening, written as a scenario writes them."""

from __future__ import annotations

from pathlib import Path

from judge_app.sandbox.saving import save_session
from judge_app.sandbox.session import Session
from scenarios import EXAMPLES_DIR
from scenarios.scenario.load import load_scenario

CELEBRATION = EXAMPLES_DIR / "2_2_2_m_celebration_day_emblem_ongoing.yaml"
WAIT = EXAMPLES_DIR / "4_4_a_remark_reactions_wait_for_the_end_of_the_effect.yaml"


def test_a_saved_board_keeps_the_notes_it_shows(tmp_path: Path) -> None:
    for source, written in (
        (CELEBRATION, "shows: [2.2.2.m Example 2]"),  # numbered: 2.2.2.m prints two
        (WAIT, "shows: [4.4.a Remark, 5.2.b Remark]"),
    ):
        path = tmp_path / source.name
        save_session(Session.open(source), path)
        assert written in path.read_text(encoding="utf-8")
        assert load_scenario(path).model.shows == load_scenario(source).model.shows
