"""Issue 33: bringing a decision forward does not lay out again words already laid out at
their width — the same options coming back, as they do through a resolution."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

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


def test_words_already_laid_out_at_their_width_are_not_laid_out_again(qtbot: QtBot) -> None:
    panel = DecisionPanel()
    qtbot.addWidget(panel)
    panel.resize(380, 400)
    panel.show()
    qtbot.waitExposed(panel)
    show(panel, options(20, "c"), qtbot)
    first = {k for k in decision_panel._HEIGHTS if " c " in k[2]}
    for row in panel.rows:  # each title's height kept for the width it has
        widths = {k[3] for k in decision_panel._HEIGHTS if k[2] == row.title.text()}
        assert row.title.width() in widths
    show(panel, options(2, "d"), qtbot)  # other options (the rows re-worded)
    before = set(decision_panel._HEIGHTS)
    show(panel, options(20, "c"), qtbot)  # those of before come back
    again = {k for k in set(decision_panel._HEIGHTS) - before if " c " in k[2]}
    # only the two rows the short decision re-worded, at the width they had before the
    # scroll bar came back; the other eighteen rows' words not laid out again
    assert len(again) <= 2 * 2 < len(first) // 4, (len(again), len(first))
    assert all(r.title.text().endswith(f"({i})") for i, r in enumerate(panel.rows))
