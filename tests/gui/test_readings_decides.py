"""Issue 33: the Readings tab says what decides the verdict — each decision separating the
outcomes and the answers leading to each, as the report does — and shows no internal
figures (boards explored, seconds) in its visible words, while exploring or after."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from judge_app.gui.main_window import MainWindow

pytestmark = pytest.mark.gui
WindowFactory = Callable[..., MainWindow]
FIGURES = re.compile(r"\bstates?\b|\bboards explored\b|\d+(?:\.\d+)? ?s\b|\bwaiting\b")


def test_the_readings_say_what_decides_and_no_internal_figures(
    make_window: WindowFactory, qtbot: QtBot
) -> None:
    window = make_window()
    window.resize(1280, 720)
    window.set_mode(1)
    page = window.sandbox
    panel = page.readings
    assert not panel.decides.isVisible()  # nothing explored yet
    # the rules' own dispute (2.1.d): Kuwat played from Reserve with Haven and a Vanilla
    assert page.quick_enter("Kuwat in reserve, Haven, Vanilla, play Kuwat")
    page.tabs.setCurrentWidget(panel)
    panel.start()
    assert panel.running
    assert panel.progress.format() == "Following every answer…"  # words, not counts
    result = panel.finish_now()
    assert result is not None and len(result.outcomes) == 2
    verdict = panel.verdict.text()
    assert "The order does not matter" in verdict and "What p1 sacrifices" in verdict
    assert panel.decides.isVisible()
    shown = panel.decides.text()
    assert "Every legal answer was followed" in shown  # completeness, in words
    assert "<b>What decides</b>" in shown
    (cause,) = result.decisive
    assert cause.words == "what p1 sacrifices" and not cause.order
    assert "What p1 sacrifices" in shown
    assert "Outcome 1: " in shown and "Outcome 2: " in shown
    # the answers leading to each outcome name cards, not engine ids
    assert "Kuwat, the Dissenter" in shown or "Vanilla" in shown
    assert not re.search(r"\bo\d+\b", shown), shown
    for visible in (verdict, shown, panel.progress.format()):
        assert not FIGURES.search(re.sub(r"<[^>]+>", " ", visible)), visible
