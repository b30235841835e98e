"""Run ▸ Go on with the loop in the sandbox window (offscreen, pytest-qt): a run ends where
the app stopped a loop of Reactions, the window says how to go on, and the action goes on
with the loop as the rules would (1.4.6.c; issue 34)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

import engine.steps.loop_bound as loop_bound
from judge_app.gui.main_window import MainWindow
from judge_app.sandbox.session import GO_ON_HINT

pytestmark = pytest.mark.gui

_CARDS = (Path(__file__).resolve().parents[1] / "data/loop_cards.yaml").read_text("utf-8")


def test_the_run_menu_goes_on_with_a_loop_the_app_stopped(
    make_window: Callable[..., MainWindow],
    qtbot: QtBot,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(loop_bound, "MAX_CREATED_OBJECTS", 150)
    path = tmp_path / "loop.yaml"
    path.write_text(
        "title: loop\nphase: Afternoon\n"
        + _CARDS
        + "players:\n  p1: {hero_expedition: [Hatchery], hand: [Vanilla 1/1/1], mana: 1}\n"
        + "  p2: {}\nscript:\n  - play: {card: Vanilla 1/1/1, to: hero}\n"
        + "  - reactions: in_order\n",
        encoding="utf-8",
    )
    window = make_window()
    window.set_mode(1)
    page = window.sandbox
    assert page.open_file(path)
    assert not page.go_on_action.isEnabled()
    page.run_action.trigger()  # Run to decision, in batches: it ends at the stop
    qtbot.waitUntil(lambda: page.running is None, timeout=300_000)
    assert page.go_on_action.isEnabled()
    assert "stops this loop" in page.session.moment.text
    assert GO_ON_HINT in page.message.text()
    page.go_on_action.trigger()
    raised = page.session.state.loop_bound
    assert raised is not None and raised > 150
    assert not page.go_on_action.isEnabled()
    assert page.session.state.zone("limbo")  # the Reactions wait again
    page.undo_action.trigger()
    assert page.go_on_action.isEnabled()  # back at the stop
