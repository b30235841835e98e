"""``--screenshot --query``: the picture shows the ranking a judge sees once the sentence encoder
is loaded, not the word-only one of the first second (issue 19)."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from judge_app.gui import screenshot
from judge_app.gui.main_window import MainWindow
from judge_app.gui.options import GuiOptions
from judge_app.gui.qt import QApplication
from rules_corpus.library import RulesLibrary, open_library

pytestmark = pytest.mark.gui


def test_query_runs_once_the_encoder_is_loaded_and_ranks_with_its_meaning(
    qtbot: QtBot,
    tmp_path: Path,
    session_cache: Path,
    library: RulesLibrary,
    data_dir: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    fresh = open_library(cache=session_cache)  # its encoder not loaded yet, as at start-up
    assert fresh.index.semantic is None
    window = MainWindow(opener=lambda **_: fresh, search_delay_ms=0)
    qtbot.addWidget(window)
    seen: list[bool] = []
    original = screenshot.apply_start_options

    def recording(win: MainWindow, options: GuiOptions) -> None:
        seen.append(screenshot.meaning_loaded(win))
        original(win, options)

    monkeypatch.setattr(screenshot, "apply_start_options", recording)
    options = GuiOptions(
        screenshot=tmp_path / "shot.png", query="my guy got bounced, keeps boosts?"
    )
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    try:
        assert screenshot.take_screenshot(app, window, options) == 0
    finally:
        fresh.close()
    assert seen == [True]  # the query ran after the encoder was loaded, once
    view = window.search.view
    assert view.query == "my guy got bounced, keeps boosts?"
    assert view.hits and view.awaiting_meaning is None  # ranked with its meaning, not pending
    assert (tmp_path / "shot.png").read_bytes().startswith(b"\x89PNG")
