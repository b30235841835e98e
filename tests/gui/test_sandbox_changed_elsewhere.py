"""Save in the window asks before replacing a board file another program changed since
it was opened (issue 34)."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from judge_app.gui.main_window import MainWindow
from scenarios import EXAMPLES_DIR

pytestmark = pytest.mark.gui
WindowFactory = Callable[..., MainWindow]
HAVEN_KUWAT = EXAMPLES_DIR / "2_1_d_haven_kuwat_new_object_is_not_boosted.yaml"


def test_save_asks_before_replacing_a_board_file_another_program_changed(
    make_window: WindowFactory, tmp_path: Path
) -> None:
    path = tmp_path / "board.yaml"
    shutil.copy(HAVEN_KUWAT, path)
    window = make_window()
    window.set_mode(1)
    page = window.sandbox
    assert page.open_file(path)
    edited = path.read_text(encoding="utf-8") + "\n# a note typed in a text editor\n"
    path.write_text(edited, encoding="utf-8")
    page.ruling.setPlainText("Not boosted (2.1.d).")
    asked: list[str] = []
    page.replace_prompt = lambda _p, what: asked.append(what) or False  # type: ignore[method-assign]
    assert not page.save()
    assert asked and "board.yaml" in asked[0] and "another program" in asked[0]
    assert path.read_text(encoding="utf-8") == edited
    page.replace_prompt = lambda _p, what: True  # type: ignore[method-assign]
    assert page.save()
    assert "Not boosted (2.1.d)." in path.read_text(encoding="utf-8")
