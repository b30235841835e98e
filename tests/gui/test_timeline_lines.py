"""Issue 33, fast at the table: the timeline is painted lines, each laid out once.

A step adds a line and moves the current one: only those lines are laid out and repainted
(a list view shaped the words of every visible line at each paint, and a step repainted
them all). The lines wrap anew, exactly as a timeline built at that width would wrap them,
when the width or the font changes.
"""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from judge_app.gui.qt import QApplication, QEvent, QObject, QRect, Qt
from judge_app.gui.sandbox.timeline_lines import TimelineLines

pytestmark = pytest.mark.gui

LINES = [
    f"{i:>4}  ▸ p1 plays Kuwat, the Dissenter from Reserve paying {i % 5} Mana"
    + " and then more words" * (i % 4)
    + f"   [1.{i}.a]"
    for i in range(60)
]


class Painted(QObject):
    """The rectangle each paint of a widget covered."""

    def __init__(self) -> None:
        super().__init__()
        self.rects: list[QRect] = []

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.rects.append(QRect(event.rect()))  # type: ignore[attr-defined]
        return False


def timeline(qtbot: QtBot, width: int = 380) -> TimelineLines:
    lines = TimelineLines()
    qtbot.addWidget(lines)
    lines.resize(width, 300)
    lines.show()
    for text in LINES:
        lines.add_line(text, text)
    lines.show_current(len(LINES) - 1, -1)
    lines.scroll_to(len(LINES) - 1)
    qtbot.waitExposed(lines)
    return lines


def heights(lines: TimelineLines) -> list[int]:
    return [lines.line_rect(r).height() for r in range(lines.count())]


def test_lines_wrap_anew_as_a_timeline_built_at_that_width_and_font(qtbot: QtBot) -> None:
    shown = timeline(qtbot)
    assert len(set(heights(shown))) > 1  # lines wrap onto different heights
    shown.resize(260, 300)
    assert heights(shown) == heights(timeline(qtbot, 260))
    font = shown.font()
    font.setPointSizeF(font.pointSizeF() * 1.5)
    shown.setFont(font)
    built = timeline(qtbot, 260)
    built.setFont(font)
    assert heights(shown) == heights(built)
    # the current line stays whole in view
    assert shown.viewport().rect().contains(shown.line_rect(shown.current_row()))


def test_a_step_lays_out_and_repaints_only_the_lines_that_changed(qtbot: QtBot) -> None:
    shown = timeline(qtbot)
    for _ in range(3):
        QApplication.processEvents()
    painted = Painted()
    shown.viewport().installEventFilter(painted)
    laid = shown.laid_out
    # a step: a new line, the current moment moves onto it
    shown.add_line("  60  ▸ p2 passes", "p2 passes")
    shown.show_current(60, -1)
    shown.scroll_to(60)
    for _ in range(3):
        QApplication.processEvents()
    # the new line, plain then bold; the line left goes back to its plain layout, kept
    assert shown.laid_out - laid == 2
    area = sum(r.width() * r.height() for r in painted.rects)
    whole = shown.viewport().width() * shown.viewport().height()
    assert 0 < area < whole / 2, (area, whole)  # the scroll moved what was on screen
    assert shown.is_bold(60) and not shown.is_bold(59)
    assert shown.accessibleDescription() == "  60  ▸ p2 passes"  # what a screen reader says


def test_later_moments_are_muted_and_a_click_chooses_a_moment(qtbot: QtBot) -> None:
    shown = timeline(qtbot)
    shown.show_current(10, 11)
    assert shown.is_muted(11) and shown.is_muted(59) and not shown.is_muted(10)
    shown.scroll_to(10)
    chosen: list[int] = []
    shown.chosen.connect(chosen.append)
    rect = shown.line_rect(10)
    qtbot.mouseClick(shown.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert chosen == [10]
    assert shown.row_at(rect.top()) == 10 and shown.row_at(rect.bottom()) == 10
