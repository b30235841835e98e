"""Issue 33, fast at the table: a step does not make a side panel again when what it says
did not change — the Expectations list is not emptied and refilled, the timeline's detail
is not parsed and laid out again — and what the judge reads is always the session's."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from judge_app.gui.qt import QColor, QEvent, QObject, QTextBrowser
from judge_app.gui.sandbox.page import SandboxPage
from judge_app.gui.sandbox.panels import ERROR_COLOURS, HELD_COLOURS, TimelinePanel
from judge_app.gui.theme import DARK, LIGHT
from judge_app.sandbox.wording import expectation_words, value_words
from scenarios import EXAMPLES_DIR

pytestmark = pytest.mark.gui
REACTIONS = EXAMPLES_DIR / "4_4_c_remark_initiative_player_plays_all_reactions_first.yaml"
BUSY = Path(__file__).resolve().parents[2] / "scenarios" / "sandbox" / "busy_board.yaml"


def _page(qtbot: QtBot, path: Path) -> SandboxPage:
    page = SandboxPage()
    qtbot.addWidget(page)
    page.resize(1500, 900)
    page.show()
    assert page.open_file(path)
    return page


def _counting(calls: list[str], name: str, method: Callable[..., object]) -> Callable[..., object]:
    def counted(*args: object) -> object:
        calls.append(name)
        return method(*args)

    return counted


def _expected_lines(page: SandboxPage) -> list[str]:
    """The Expectations list as the session says it (the panel's own wording)."""
    lines = []
    for o in page.session.outcomes():
        detail = str(value_words(o.actual))
        detail = detail if len(detail) <= 140 else detail[:139] + "…"
        lines.append(f"{'✔' if o.held else '✘'} {expectation_words(o.label)}: {detail}")
    return lines or ["This scenario states no expectations."]


def _shown_lines(page: SandboxPage) -> list[str]:
    return [page.expectations.item(i).text() for i in range(page.expectations.count())]


def _step(page: SandboxPage) -> bool:
    s = page.session
    if s.needs_judge():
        d = s.state.pending
        assert d is not None
        return page.answer(tuple(d.option_ids()[: max(d.min_choices, 1)]))
    return s.can_step() and page.step()


def test_the_expectations_are_made_again_only_when_their_words_change(qtbot: QtBot) -> None:
    page = _page(qtbot, REACTIONS)
    calls: list[str] = []
    page.expectations.clear = _counting(calls, "clear", page.expectations.clear)  # type: ignore[method-assign, assignment]
    before = _shown_lines(page)
    changes = 0
    for _ in range(40):
        if not _step(page):
            break
        now = _expected_lines(page)
        assert _shown_lines(page) == now  # always what the session says
        changes += now != before
        before = now
    assert len(calls) == changes  # made again at each change, and only then
    held = [page.expectations.item(i) for i in range(page.expectations.count())]
    assert held and len(calls) < 40  # the walk had steps that changed no expectation
    # the theme's colours change: the same words, made again in the dark theme's colours
    page.set_theme(DARK)
    item = page.expectations.item(0)
    text = item.text()
    colour = (HELD_COLOURS if text.startswith("✔") else ERROR_COLOURS)[True]
    assert item.foreground().color() == QColor(colour)
    page.set_theme(LIGHT)
    colour = (HELD_COLOURS if text.startswith("✔") else ERROR_COLOURS)[False]
    assert page.expectations.item(0).foreground().color() == QColor(colour)


def test_a_board_without_expectations_says_so_once(qtbot: QtBot) -> None:
    page = _page(qtbot, BUSY)
    calls: list[str] = []
    page.expectations.clear = _counting(calls, "clear", page.expectations.clear)  # type: ignore[method-assign, assignment]
    for _ in range(20):
        assert _step(page)
        assert _shown_lines(page) == ["This scenario states no expectations."]
    assert calls == []


def test_the_timeline_detail_is_set_only_when_its_words_or_style_change(qtbot: QtBot) -> None:
    page = _page(qtbot, BUSY)
    page.tabs.setCurrentWidget(page.timeline)
    for _ in range(6):
        assert _step(page)
    detail = page.timeline.detail
    calls: list[str] = []
    detail.setHtml = _counting(calls, "setHtml", detail.setHtml)  # type: ignore[method-assign, assignment]
    shown = detail.toPlainText()
    cursor = page.session.cursor
    page.timeline.reword()  # the lines said again (hands shown or hidden): the same detail
    page.redraw()
    assert calls == [] and detail.toPlainText() == shown
    assert page.jump(cursor - 1)  # another moment: its own words
    assert calls == ["setHtml"] and f"{cursor - 1}. " in detail.toPlainText()
    assert page.jump(cursor)
    assert len(calls) == 2 and detail.toPlainText() == shown
    # the theme's muted colour is the detail's style: the same words are set again in it
    page.set_theme(DARK)
    page.timeline.reword()
    page.redraw()
    assert len(calls) == 3 and detail.toPlainText() == shown


class _LongResized(QObject):
    """Counts the resizes of a text browser's viewport while it holds words that need the
    scroll bar: each lays those words out again (QTextEdit.resizeEvent)."""

    def __init__(self, browser: QTextBrowser) -> None:
        super().__init__()
        self.browser = browser
        self.count = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            tall = self.browser.document().size().height()
            if tall > self.browser.viewport().height() + 60:
                self.count += 1
        return False


def _detail_walk(qtbot: QtBot, steps: int) -> tuple[list[tuple[bool, bytes]], int]:
    """The timeline detail's picture and whether its scroll bar shows, after each step of
    the busy board; and how often words needing the bar were laid out again for it."""
    page = _page(qtbot, BUSY)
    detail = page.timeline.detail
    resized = _LongResized(detail)
    detail.viewport().installEventFilter(resized)
    shown: list[tuple[bool, bytes]] = []
    for _ in range(steps):
        if not _step(page):
            break
        if page.tabs.currentWidget() is not page.timeline:
            continue  # the detail is behind the Decision tab
        qtbot.wait(1)
        picture = detail.grab().toImage()
        bar = detail.verticalScrollBar().isVisibleTo(detail)
        shown.append((bar, bytes(picture.constBits())))
    return shown, resized.count


def test_the_timeline_detail_shows_its_scroll_bar_first_and_looks_the_same(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Words that surely need the scroll bar get it before they are set, so they are laid
    out only at the width they keep, not first at the whole width (then again, issue 33) —
    and the detail looks exactly as when the text browser finds out by itself, step by
    step."""
    guessed: list[bool] = []
    surely = TimelinePanel._surely_overflows

    def counted(panel: TimelinePanel, html_text: str) -> bool:
        guessed.append(surely(panel, html_text))
        return guessed[-1]

    monkeypatch.setattr(TimelinePanel, "_surely_overflows", counted)
    first, resized_first = _detail_walk(qtbot, 60)
    assert any(guessed) and not all(guessed)
    monkeypatch.setattr(TimelinePanel, "_surely_overflows", lambda _panel, _html: False)
    plain, resized_plain = _detail_walk(qtbot, 60)
    assert any(bar for bar, _ in plain) and not all(bar for bar, _ in plain)
    assert len(first) == len(plain)
    for step, (ours, theirs) in enumerate(zip(first, plain, strict=True)):
        assert ours == theirs, f"shown step {step}: the detail differs"
    assert resized_plain > 0  # the bar came after the words: laid out again for it
    assert resized_first == 0  # the bar came first
