"""Issue 33, fast at the table: a decision that comes forward paints the Decision tab's
words once. Its header, the reason this player decides and the cards not offered are rich
text; left to lay their words out in their first paint, each asked to be painted again,
and the next pass painted them a second time with the panel behind them."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from judge_app.gui.qt import QApplication, QEvent, QObject
from judge_app.gui.sandbox.page import SandboxPage

BUSY = Path(__file__).resolve().parents[2] / "scenarios" / "sandbox" / "busy_board.yaml"


class PaintCounter(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.paints: dict[int, int] = {}

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.paints[id(watched)] = self.paints.get(id(watched), 0) + 1
        return False


def test_a_decision_coming_forward_paints_its_words_once(qtbot: QtBot) -> None:
    page = SandboxPage()
    qtbot.addWidget(page)
    page.resize(1500, 900)
    page.show()
    qtbot.waitExposed(page)
    page.open_file(BUSY)
    counter = PaintCounter()
    d = page.decision
    labels = {"header": d.header, "why": d.why}
    for label in labels.values():
        label.installEventFilter(counter)
    checked = 0
    for _ in range(60):
        s = page.session
        if s.state.game_over:
            break
        forward = page.tabs.currentWidget() is not d
        heights = {name: label.height() for name, label in labels.items()}
        counter.paints.clear()
        if s.needs_judge():
            pending = s.state.pending
            assert pending is not None
            page.answer(tuple(pending.option_ids()[: max(pending.min_choices, 1)]))
        else:
            page.step()
        for _ in range(3):
            QApplication.processEvents()
        if not (forward and page.tabs.currentWidget() is d):
            continue
        for name, label in labels.items():
            if label.height() == heights[name]:  # a new height: Qt may ask again, later
                assert counter.paints.get(id(label), 0) == 1, (name, label.text())
                checked += 1
    assert checked >= 10  # the busy board brings a decision forward many times
