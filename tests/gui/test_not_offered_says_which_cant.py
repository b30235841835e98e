"""A card in Reserve not offered because its own "can't" holds: the decision panel quotes
that "can't" in the card's words, so the judge sees why, not only that (1.4.1.a, issue 33)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from judge_app.gui.main_window import MainWindow
from scenarios import EXAMPLES_DIR

pytestmark = pytest.mark.gui
WindowFactory = Callable[..., MainWindow]

EXAMPLE = "1_4_1_a_derived_a_card_in_reserve_that_cant_be_played_is_not_offered_and_said.yaml"


def test_the_not_offered_line_quotes_the_cant_that_holds(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    window.set_mode(1)
    page = window.sandbox
    assert page.open_file(EXAMPLES_DIR / EXAMPLE)
    page.run_now("decision")
    panel = page.decision
    assert panel.not_offered.isVisibleTo(panel)
    shown = panel.not_offered.text()
    assert "<b>Slumbering Colossus</b> (Reserve)" in shown
    assert "I can&#x27;t be played if you have less than seven Mana Orbs" in shown
    assert 'href="rule:1.4.1.a"' in shown
    assert "Vanilla 1/1/1" not in shown  # offered: nothing to explain
