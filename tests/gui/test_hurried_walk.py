"""Issue 18: what a hurried judge tripped over walking the app — card text shown with the
data's icon codes ("{J} Sacrifice a Character.") instead of the words the rules give them."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from judge_app.gui.main_window import MainWindow
from tests.gui.test_hurried_judge import typed_in_add_card

pytestmark = pytest.mark.gui
WindowFactory = Callable[..., MainWindow]
ICON_CODE = re.compile(r"\{[A-Za-z]\}")


def test_the_add_card_dialog_says_a_cards_icons_in_words(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    dialog = typed_in_add_card(qtbot, window, "hand:p1", "Kuwat")
    assert dialog.results.count() >= 1
    dialog.results.setCurrentRow(0)
    shown = dialog.detail.text()
    assert "Sacrifice a Character" in shown
    assert not ICON_CODE.search(shown), shown
    assert "[When I enter play]" in shown
