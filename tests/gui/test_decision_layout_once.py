"""Issue 33: bringing a decision forward lays its words out once. The options keep their
width whatever their number (the scroll bar does not come and go, which laid every row out
twice), and words already laid out at that width — the same options coming back, as they do
through a resolution — are not laid out again."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from judge_app.gui.qt import QScrollArea
from judge_app.gui.sandbox import decision_panel
from judge_app.gui.sandbox.decision_panel import DecisionPanel
from judge_app.sandbox.wording import OptionView

pytestmark = pytest.mark.gui


def options(count: int, tag: str) -> tuple[OptionView, ...]:
    return tuple(
        OptionView(
            f"o{i}",
            f"Reaction of Aloe Vera {tag} (p1's Hero Expedition): Resupply ({i})",
            ("“At Noon – Resupply.”", "from Aloe Vera (p1's)"),
        )
        for i in range(count)
    )


def show(panel: DecisionPanel, views: tuple[OptionView, ...], qtbot: QtBot) -> None:
    panel.show_decision("p1", "choose the Reaction to play first", views, 1, 1, "Why", (), False)
    qtbot.wait(1)  # laid out and painted


def test_the_options_keep_their_width_and_words_are_laid_out_once(qtbot: QtBot) -> None:
    panel = DecisionPanel()
    qtbot.addWidget(panel)
    panel.resize(380, 400)
    panel.show()
    qtbot.waitExposed(panel)
    show(panel, options(2, "a"), qtbot)
    few = [r.title.width() for r in panel.rows]
    show(panel, options(20, "b"), qtbot)  # more than the panel holds: they scroll
    assert [r.title.width() for r in panel.rows[:2]] == few  # the same width as before
    decision_panel._HEIGHTS.clear()
    show(panel, options(20, "c"), qtbot)
    # each title laid out at its row's width (rows 10–20 have no number key: a wider
    # title), not first without the scroll bar and then again with it, a bar narrower
    scroll = panel.findChild(QScrollArea)
    assert scroll is not None
    bar = scroll.verticalScrollBar().sizeHint().width()
    for row in panel.rows:
        widths = {k[3] for k in decision_panel._HEIGHTS if k[2] == row.title.text()}
        assert row.title.width() in widths
        assert max(widths) - row.title.width() < bar, (row.title.text(), widths)
    show(panel, options(2, "d"), qtbot)  # other options (the rows re-worded)
    before = set(decision_panel._HEIGHTS)
    show(panel, options(20, "c"), qtbot)  # those of before come back
    assert not {k for k in set(decision_panel._HEIGHTS) - before if " c " in k[2]}
    assert all(r.title.text().endswith(f"({i})") for i, r in enumerate(panel.rows))
