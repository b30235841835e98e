"""Issue 19: the imported cards' official rulings are search results (kind ``ruling``) in the
window, fed from the card pool after an import — on the project's fixture files."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from judge_app.gui.main_window import MainWindow
from judge_app.gui.search_model import GroupRow, HitRow
from rules_corpus.search.rulings import MAX_POSITION

pytestmark = pytest.mark.gui
WindowFactory = Callable[..., MainWindow]
DATA = Path(__file__).resolve().parents[1] / "data" / "pool"


def test_imported_rulings_answer_questions_in_the_rules_search(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    page = window.cards
    with qtbot.waitSignal(page.importer.signals.finished, timeout=20_000):
        assert page.start_import([DATA])
    window.search.set_query("can cogwheel tinkerer target a character in reserve")
    rows = window.search.results.results.rows()
    rulings = [r for r in rows if isinstance(r, HitRow) and r.kind == "ruling"]
    assert rulings, [getattr(r, "label", r) for r in rows]
    ruling = rulings[0]
    assert ruling.label == "Cogwheel Tinkerer" and ruling.kind_label == "Ruling"
    assert "Can Cogwheel Tinkerer's ability target a Character in Reserve?" in ruling.snippet
    # It stays where it ranked: among the first hits of the current rules' group.
    position = rows.index(ruling)
    assert isinstance(rows[0], GroupRow) and rows[0].doc == "altered-cr-5.0"
    assert position <= MAX_POSITION + 1  # + 1: the group's heading row
    unrelated = window.search.controller.run("tough cost paid once")  # type: ignore[union-attr]
    assert all(h.kind != "ruling" for h in unrelated.hits)
