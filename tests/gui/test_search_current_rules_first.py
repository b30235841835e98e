"""Issue 19, "current rules first": in the window's default search (all documents), a word
both games print lists the current Altered rules first and Enter opens their hit, not The
Heroes' Journey's — which still lists first for a word only it uses."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from judge_app.gui.main_window import MainWindow
from judge_app.gui.qt import Qt
from judge_app.gui.search_model import GroupRow

pytestmark = pytest.mark.gui
WindowFactory = Callable[..., MainWindow]
CR5, HJ = "altered-cr-5.0", "heroes-journey"


def groups(window: MainWindow) -> list[str]:
    return [r.doc for r in window.search.results.results.rows() if isinstance(r, GroupRow)]


def test_enter_opens_the_current_rules_hit_for_a_word_both_games_print(
    make_window: WindowFactory, qtbot: QtBot
) -> None:
    window = make_window()
    window.search.set_query("exhausted")
    assert groups(window)[0] == CR5 and HJ in groups(window)
    qtbot.keyClick(window.search.box, Qt.Key.Key_Return)
    assert window.current is not None and window.current.target.doc == CR5


def test_a_word_only_the_heroes_journey_uses_lists_it_first(make_window: WindowFactory) -> None:
    window = make_window()
    window.search.set_query("wounds")
    assert groups(window)[0] == HJ
