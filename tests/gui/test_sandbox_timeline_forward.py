"""Issue 33: answering a decision brings the Timeline forward — its new lines added, the
current one wholly in view, its lines wrapped at the width it now has — without laying out
and painting the whole list twice (the list was laid out anew each time it was shown, and its
whole viewport painted a second time: most of what an answer cost beyond a step)."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from judge_app.gui.qt import QApplication, QEvent, QObject
from judge_app.gui.sandbox.page import SandboxPage
from judge_app.gui.sandbox.timeline_lines import TimelineLines

pytestmark = pytest.mark.gui
BUSY = Path(__file__).resolve().parents[2] / "scenarios" / "sandbox" / "busy_board.yaml"


class WholePaints(QObject):
    """Counts paints of a widget that cover (nearly) all of it."""

    def __init__(self, watched: QObject) -> None:
        super().__init__()
        self.watched = watched
        self.count = 0

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if obj is self.watched and event.type() == QEvent.Type.Paint:
            rect = event.rect()  # type: ignore[attr-defined]
            if rect.height() * 2 >= self.watched.height():  # type: ignore[attr-defined]
                self.count += 1
        return False


def at_a_decision(qtbot: QtBot) -> SandboxPage:
    """The busy board stepped until a decision waits for the judge (the Decision tab in
    front, the timeline behind it)."""
    page = SandboxPage()
    qtbot.addWidget(page)
    page.resize(1500, 900)
    page.show()
    assert page.open_file(BUSY)
    for _ in range(200):
        if page.session.needs_judge():
            break
        assert page.step()
    assert page.session.needs_judge()
    for _ in range(3):
        QApplication.processEvents()
    assert page.tabs.currentWidget() is page.decision
    return page


def answer_first(page: SandboxPage) -> None:
    pending = page.session.state.pending
    assert pending is not None
    assert page.answer(tuple(pending.option_ids()[: max(pending.min_choices, 1)]))
    for _ in range(5):
        QApplication.processEvents()


def test_an_answer_paints_the_timeline_once(qtbot: QtBot, data_dir: Path) -> None:
    page = at_a_decision(qtbot)
    viewport = page.timeline.list.viewport()
    paints = WholePaints(viewport)
    viewport.installEventFilter(paints)
    lines_before = page.timeline.list.count()
    answer_first(page)
    viewport.removeEventFilter(paints)
    assert page.tabs.currentWidget() is page.timeline
    assert page.timeline.list.count() > lines_before  # the new moments were added
    assert paints.count == 1


def test_the_timeline_shown_at_a_new_width_wraps_anew_and_shows_the_current_line(
    qtbot: QtBot, data_dir: Path
) -> None:
    page = at_a_decision(qtbot)
    listed = page.timeline.list
    # behind the Decision tab the side panel is made much narrower: the timeline's lines
    # wrap onto more lines once it comes forward
    sizes = page.splitter.sizes()
    page.splitter.setSizes([sizes[0] + sizes[1] - 220, 220])
    for _ in range(3):
        QApplication.processEvents()
    answer_first(page)
    assert page.tabs.currentWidget() is page.timeline
    fresh = TimelineLines()  # the same lines laid out at this width from the start
    qtbot.addWidget(fresh)
    fresh.setFont(listed.font())
    fresh.resize(listed.size())
    fresh.show()
    for text in listed.lines():
        fresh.add_line(text)
    fresh.show_current(listed.current_row(), -1)
    natural = [fresh.line_rect(r).height() for r in range(fresh.count())]
    shown = [listed.line_rect(r).height() for r in range(listed.count())]
    assert shown == natural
    assert max(shown) > min(shown)  # some lines wrap at this width
    current = listed.line_rect(listed.current_row())
    assert listed.viewport().rect().contains(current)  # the whole current line in view
