"""The real main window, driven offscreen with pytest-qt: keys typed, links clicked."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from judge_app.gui.main_window import MainWindow
from judge_app.gui.qt import (
    QApplication,
    QEvent,
    QGuiApplication,
    QMouseEvent,
    QPoint,
    QPointF,
    Qt,
    QTextCursor,
    QTimer,
)
from judge_app.gui.search_model import HitRow
from judge_app.gui.urls import Target, term_url

pytestmark = pytest.mark.gui
CR = "altered-cr-5.0"
WindowFactory = Callable[..., MainWindow]


def type_query(qtbot: QtBot, window: MainWindow, text: str) -> None:
    """Type ``text`` into the search box key by key and wait for the results to show."""
    box = window.search.box
    box.setFocus()
    with qtbot.waitSignal(window.search.results_shown, timeout=5000):
        qtbot.keyClicks(box, text)


def link_position(window: MainWindow, href: str) -> QPoint:
    """Viewport position of the first link to ``href`` in the reading pane (scrolled into view)."""
    reader = window.reader
    block = reader.document().begin()
    while block.isValid():
        fragments = block.begin()
        while not fragments.atEnd():
            fragment = fragments.fragment()
            if fragment.charFormat().anchorHref() == href:
                cursor = QTextCursor(reader.document())
                cursor.setPosition(fragment.position() + 1)
                reader.setTextCursor(cursor)
                reader.ensureCursorVisible()
                return reader.cursorRect(cursor).center()
            fragments += 1
        block = block.next()
    raise AssertionError(f"no link to {href} on the page")


def test_typing_shows_the_right_hits_and_enter_opens_the_top_one(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    assert window.search.box.isEnabled()
    type_query(qtbot, window, "fleeting")
    hits = [row for row in window.search.results.results.rows() if isinstance(row, HitRow)]
    assert hits[0].target == Target(CR, "Fleeting")
    assert any(hit.label.startswith("2.4.7") for hit in hits)
    assert window.tabs.currentIndex() == 0  # the Results tab came forward
    qtbot.keyClick(window.search.box, Qt.Key.Key_Return)
    assert window.current is not None and window.current.target == Target(CR, "Fleeting")
    assert "A status" in window.reader.toPlainText()


def test_query_typed_while_the_rules_load_runs_when_they_are_ready(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window(wait=False)
    box = window.search.box
    assert box.isEnabled() and window.search.controller is None
    box.setFocus()
    qtbot.keyClicks(box, "fleeting")
    window.search.run_now()  # the debounce firing before the index is ready
    assert "as soon as the rules are loaded" in window.search.message.text()
    with qtbot.waitSignal(window.search.results_shown, timeout=20_000):
        window.start()
    assert box.text() == "fleeting"  # nothing typed was lost
    hits = [row for row in window.search.results.results.rows() if isinstance(row, HitRow)]
    assert hits and hits[0].target == Target(CR, "Fleeting")
    assert "as soon as" not in window.search.message.text()


def test_arrows_move_through_results_while_focus_stays_in_the_box(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    type_query(qtbot, window, "fleeting")
    box, results = window.search.box, window.search.results
    first = results.current_hit()
    qtbot.keyClick(box, Qt.Key.Key_Down)
    qtbot.keyClick(box, Qt.Key.Key_Down)
    second = results.current_hit()
    assert first is not None and second is not None and second != first
    assert QApplication.focusWidget() is box
    qtbot.keyClick(box, Qt.Key.Key_Up)
    qtbot.keyClick(box, Qt.Key.Key_Return)
    opened = window.current
    assert opened is not None and opened.target.doc == results.current_hit().target.doc  # type: ignore[union-attr]
    qtbot.keyClick(box, Qt.Key.Key_Escape)
    assert box.text() == "" and results.results.rowCount() == 0


def test_did_you_mean_and_bad_input_show_messages(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window()
    panel = window.search
    type_query(qtbot, window, "6.2.z")
    assert "No rule, section or entry “6.2.z”" in panel.message.text()
    assert "rule://altered-cr-5.0/6.2.m" in panel.message.text() and panel.message.isVisible()
    panel.message.linkActivated.emit("rule://altered-cr-5.0/6.2.m")
    assert window.current is not None and window.current.target.id == "6.2.m"
    for text, expected in [
        ('"unclosed', "No results"),
        ("x" * 2000, "Searched the first 300 of 2,000 characters"),
        ("", ""),
    ]:
        panel.set_query(text)
        qtbot.waitUntil(lambda: not panel.searching, timeout=10_000)  # a long one: off-thread
        assert expected in panel.message.text()
    assert not panel.message.isVisible()
    panel.set_query("modifer stepz")
    assert "Did you mean" in panel.message.text() or "Showing results for" in panel.message.text()


def test_clicking_a_reference_navigates_and_back_returns(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    assert window.open_rule("6.2.m")
    position = link_position(window, "rule://altered-cr-5.0/6.3.h")
    qtbot.mouseClick(window.reader.viewport(), Qt.MouseButton.LeftButton, pos=position)
    assert window.current is not None and window.current.target == Target(CR, "6.3.h")
    assert "6.3" in window.breadcrumb.text()
    qtbot.keyClick(window, Qt.Key.Key_Left, Qt.KeyboardModifier.AltModifier)
    assert window.current.target == Target(CR, "6.2.m")
    qtbot.keyClick(window, Qt.Key.Key_Right, Qt.KeyboardModifier.AltModifier)
    assert window.current.target == Target(CR, "6.3.h")
    # The mouse's back button works too.
    viewport = window.reader.viewport()
    press = QMouseEvent(
        QEvent.Type.MouseButtonPress,
        QPointF(10, 10),
        viewport.mapToGlobal(QPointF(10, 10)),
        Qt.MouseButton.BackButton,
        Qt.MouseButton.BackButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(viewport, press)
    assert window.current.target == Target(CR, "6.2.m")


def test_breadcrumb_and_glossary_links(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window()
    window.open_rule("6.2.e")
    window.breadcrumb.linkActivated.emit("rule://altered-cr-5.0/6")
    assert window.current is not None and window.current.target == Target(CR, "6")
    position = link_position(window, "rule://altered-cr-5.0/6.2")
    qtbot.mouseClick(window.reader.viewport(), Qt.MouseButton.LeftButton, pos=position)
    assert window.current.target == Target(CR, "6.2")
    window.open_rule("6.2.e")
    position = link_position(window, term_url(CR, "Controller"))
    qtbot.mouseClick(window.reader.viewport(), Qt.MouseButton.LeftButton, pos=position)
    assert window.current.target == Target(CR, "Controller")


def test_hovering_a_glossary_term_shows_its_definition(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    window.open_rule("2.4.7.a")
    position = link_position(window, term_url(CR, "Fleeting"))
    tip = window.reader.tooltip_at(position.x(), position.y())
    assert tip is not None and "Fleeting" in tip and "A status" in tip
    assert window.reader.tooltip_at(2, 2) is None


def test_citation_copy_zoom_and_modes(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window()
    window.open_rule("6.2.e")
    qtbot.keyClick(
        window,
        Qt.Key.Key_C,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    copied = QGuiApplication.clipboard().text()
    assert copied.startswith("Altered CR 5.0 — 6.2.e: Some optional replacing modifiers")
    size = window.reader.font().pointSizeF()
    qtbot.keyClick(window, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    assert window.reader.font().pointSizeF() > size
    qtbot.keyClick(window, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
    assert window.reader.font().pointSizeF() == size
    qtbot.keyClick(window, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    assert window.reader.font().pointSizeF() < size
    qtbot.keyClick(window, Qt.Key.Key_2, Qt.KeyboardModifier.ControlModifier)
    assert window.pages.currentWidget() is window.sandbox
    qtbot.keyClick(window, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
    assert window.pages.currentWidget() is window.splitter
    assert QApplication.focusWidget() is window.search.box


def test_bookmark_and_note_survive_a_restart(
    qtbot: QtBot, make_window: WindowFactory, data_dir: Path
) -> None:
    first = make_window()
    first.open_rule("6.2.e")
    qtbot.keyClick(first, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    assert first.bookmark_action.isChecked()
    first.note.editor.setFocus()
    qtbot.keyClicks(first.note.editor, "Check the Mighty Jinn ruling.")
    type_query(qtbot, first, "fleeting")
    qtbot.keyClick(first.search.box, Qt.Key.Key_Return)  # a search that opened a result
    first.close()
    assert (data_dir / "user.db").exists()

    second = make_window()
    marks = second.bookmark_list.list
    assert marks.count() == 1 and marks.item(0).text().startswith("6.2.e")
    assert marks.item(0).text().endswith("Altered CR 5.0")  # bookmarks say which edition
    assert second.recent_list.list.item(0).text() == "fleeting"
    marks.itemClicked.emit(marks.item(0))
    assert second.current is not None and second.current.target == Target(CR, "6.2.e")
    assert second.bookmark_action.isChecked()
    assert second.note.editor.toPlainText() == "Check the Mighty Jinn ruling."


def test_corrupt_user_database_is_moved_aside_with_a_message(
    qtbot: QtBot, make_window: WindowFactory, data_dir: Path
) -> None:
    garbage = bytes(range(256)) * 64
    (data_dir / "user.db").write_bytes(garbage)
    window = make_window()
    assert "could not be read" in window.banner_message()
    kept = list(data_dir.glob("user.db.corrupt-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == garbage
    window.open_rule("1.1")
    window.toggle_bookmark()
    with sqlite3.connect(data_dir / "user.db") as check:
        assert check.execute("select item_id from bookmarks").fetchall() == [("1.1",)]


def test_unknown_rule_and_link_show_messages(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window()
    assert not window.open_rule("6.2.z")
    assert "Not found" in window.reader.toPlainText() and "6.2.m" in window.reader.toPlainText()
    assert not window.open_rule("1.1", doc="no-such-doc")
    assert "no document" in window.reader.toPlainText()
    window.follow_link("http://example.org/")
    assert "Not a rules link" in window.statusBar().currentMessage()


def test_toc_opens_sections_and_follows_the_reader(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    assert window.toc.topLevelItemCount() == 3
    window.open_rule("6.2.e")
    current = window.toc.currentItem()
    assert current is not None and current.text(0).startswith("6.2")
    heroes = window.toc.topLevelItem(2)
    letter = heroes.child(0)
    entry = letter.child(0)
    window.toc.itemClicked.emit(entry, 0)
    assert window.current is not None and window.current.target.doc == "heroes-journey"


def test_dark_appearance(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window(appearance="dark")
    assert window.palette().window().color().lightness() < 80
    window.open_rule("6.2.e")
    assert "#4a3f14" in (window.reader.page.html if window.reader.page else "")
    window.set_appearance("light")
    assert window.palette().window().color().lightness() > 200


def test_search_waits_for_the_library_and_the_ui_stays_responsive(
    qtbot: QtBot, tmp_path: Path, data_dir: Path
) -> None:
    """First run: a fresh cache, the real index build in the background, progress shown."""
    from rules_corpus.library import open_library

    window = MainWindow(search_delay_ms=0, opener=open_library, cache=tmp_path / "fresh")
    qtbot.addWidget(window)
    window.show()
    progress: list[tuple[int, int]] = []
    window._loader.signals.progress.connect(lambda done, total: progress.append((done, total)))
    ticks: list[int] = []
    heartbeat = QTimer(window)
    heartbeat.timeout.connect(lambda: ticks.append(1))
    heartbeat.start(20)
    window.start()
    assert window.search.controller is None  # typing is allowed and kept until ready (issue 19)
    assert window.progress.isVisible()
    assert not window.open_rule("6.2.e")  # not yet: a message, no waiting
    with qtbot.waitSignal(window.ready, timeout=60_000):
        pass
    heartbeat.stop()
    assert progress and progress[-1][0] == progress[-1][1]
    assert len(ticks) > 5  # the event loop kept running while the index was built
    assert window.search.box.isEnabled() and not window.progress.isVisible()
    assert window.open_rule("6.2.e")
