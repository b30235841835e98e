"""Issue 33, fast at the table: a Decision option's words remember their height for each
width (a layout pass asks several times) — and the height remembered is always the one a
plain wrapped label gives, after the words, the width or the font change."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from judge_app.gui.qt import QFont, QLabel, Qt, QWidget
from judge_app.gui.sandbox.decision_panel import WrappedText

pytestmark = pytest.mark.gui
WORDS = (
    "Reaction of Aloe Vera (p1's Hero Expedition): Resupply. (second of 3) "
    "“At Noon – Resupply.” from Aloe Vera (p1's) bound to Aloe Vera in p1's Hero Expedition"
)


@pytest.mark.parametrize("rich", [False, True])
def test_wrapped_text_is_as_tall_as_a_plain_wrapped_label(qtbot: QtBot, rich: bool) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    remembered, plain = WrappedText(parent, rich=rich), QLabel(parent)
    plain.setWordWrap(True)
    plain.setTextFormat(Qt.TextFormat.RichText if rich else Qt.TextFormat.PlainText)

    def heights() -> list[tuple[int, int]]:
        return [(remembered.heightForWidth(w), plain.heightForWidth(w)) for w in (90, 180, 360)]

    words = f"<h3>p1 decides</h3><p>{WORDS}</p>" if rich else WORDS
    for label in (remembered, plain):
        label.setText(words)
    first = heights()
    assert all(a == b for a, b in first)
    assert len({a for a, _ in first}) > 1  # the words wrap onto more lines when narrower
    assert heights() == first  # asked again: the same
    for label in (remembered, plain):
        label.setText(words[:40])  # new words: measured anew
    short = heights()
    assert all(a == b for a, b in short) and short != first
    big = QFont(remembered.font())
    big.setPointSizeF(big.pointSizeF() * 1.6)
    for label in (remembered, plain):
        label.setFont(big)  # a larger font: measured anew
    assert all(a == b for a, b in heights())
    assert heights()[0][0] > short[0][0]  # not the height remembered for the smaller font
    for label in (remembered, plain):
        label.clear()
        label.setText(words)  # emptied, then the first words again: measured anew
    assert all(a == b for a, b in heights())
