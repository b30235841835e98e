"""Issue 33: a view built on first use keeps the window "busy" till its first paint is done:
the search's encoder loading and the jobs reading the card library wait meanwhile
(tests/reliability/test_background_gives_way_to_views.py), and the views' code prepared in
the background waits for the judge to be idle again."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from judge_app.gui.main_window import MainWindow
from rules_corpus.search.encoder_yield import WINDOW

pytestmark = pytest.mark.gui
WindowFactory = Callable[..., MainWindow]


def test_building_the_sandbox_keeps_the_window_busy_till_it_is_painted(
    make_window: WindowFactory, qtbot: QtBot
) -> None:
    window = make_window()
    assert not WINDOW.is_busy()
    window.set_mode(1)  # built on first use
    assert WINDOW.is_busy()  # the encoders still wait: the first paint is to come
    assert not window.preparer.started  # the views' code in the background waits too
    qtbot.waitUntil(lambda: not WINDOW.is_busy(), timeout=5000)
