"""The Ruling tab's text is part of the saved board (issue 20): typing it is an unsaved
change that closing asks about, and opening a board shows its saved ruling."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from judge_app.gui.main_window import MainWindow
from judge_app.gui.qt import QFileDialog
from scenarios import EXAMPLES_DIR

pytestmark = pytest.mark.gui
WindowFactory = Callable[..., MainWindow]
HAVEN_KUWAT = EXAMPLES_DIR / "2_1_d_haven_kuwat_new_object_is_not_boosted.yaml"


def test_typing_a_ruling_then_closing_asks_to_save(
    make_window: WindowFactory, qtbot: QtBot
) -> None:
    window = make_window()
    window.set_mode(1)
    page = window.sandbox
    assert page.open_file(HAVEN_KUWAT)
    assert not page.session.dirty and "•" not in window.windowTitle()
    page.tabs.setCurrentWidget(page.ruling.parentWidget())
    page.ruling.setFocus()
    qtbot.keyClicks(page.ruling, "Not boosted (2.1.d)")
    assert "•" in window.windowTitle() and "•" in page.title.text()
    asked: list[str] = []
    page.unsaved_prompt = lambda _p: asked.append("asked") or "cancel"  # type: ignore[method-assign]
    assert not window.close()
    assert asked == ["asked"] and page.ruling.toPlainText() == "Not boosted (2.1.d)"
    page.unsaved_prompt = lambda _p: "discard"  # type: ignore[method-assign]
    assert window.close()


def test_a_ruling_saved_from_the_prompt_is_in_the_tab_when_the_board_reopens(
    make_window: WindowFactory, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window()
    window.set_mode(1)
    page = window.sandbox
    assert page.open_file(HAVEN_KUWAT)
    page.ruling.setPlainText("**Décision** : Kuwat n'est pas boosté (2.1.d).\n\n- « oui »")
    target = tmp_path / "ruled.yaml"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    page.unsaved_prompt = lambda _p: "save"  # type: ignore[method-assign]
    assert window.close()
    again = make_window()
    again.set_mode(1)
    assert again.sandbox.open_file(target)
    assert again.sandbox.ruling.toPlainText() == (
        "**Décision** : Kuwat n'est pas boosté (2.1.d).\n\n- « oui »"
    )
    assert not again.sandbox.session.dirty  # showing the saved ruling is no change
    cursor = again.sandbox.ruling.textCursor()  # typing goes on after what was written
    assert cursor.position() == len(again.sandbox.ruling.toPlainText())


def test_a_board_whose_ruling_is_not_text_is_refused_with_file_line_and_field(
    make_window: WindowFactory, tmp_path: Path
) -> None:
    window = make_window()
    window.set_mode(1)
    page = window.sandbox
    assert page.open_file(HAVEN_KUWAT)
    bad = tmp_path / "bad.yaml"
    text = HAVEN_KUWAT.read_text(encoding="utf-8")
    bad.write_text(text.rstrip("\n") + "\nruling: {verdict: boosted}\n", encoding="utf-8")
    line = text.rstrip("\n").count("\n") + 2
    assert not page.open_file(bad)
    shown = page.message.text()
    assert f"bad.yaml:{line}: ruling: the ruling is text" in shown
    assert "Traceback" not in shown
    assert page.session.path == HAVEN_KUWAT  # the board on the table is kept
