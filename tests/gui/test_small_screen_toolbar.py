"""Issue 33: on a small or scaled screen (1280×720, and 1920×1080 at 200 %: 960×540 logical
pixels) every sandbox command is a button or in a labelled menu button in view — none behind
Qt's "»" overflow — its keyboard shortcut still works, and the window stays within the screen
with the pending decision, Limbo and the acting player's row in view."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from judge_app.gui.main_window import MainWindow
from judge_app.gui.qt import QAction, QApplication, Qt, QToolButton
from judge_app.gui.sandbox.page import SandboxPage
from judge_app.sandbox.board import zone_keys

pytestmark = pytest.mark.gui
WindowFactory = Callable[..., MainWindow]
SIZES = [(1600, 1000), (1280, 720), (960, 540)]  # 960×540: 1920×1080 at 200 %


def _page(make_window: WindowFactory, qtbot: QtBot, size: tuple[int, int]) -> SandboxPage:
    window = make_window()
    window.resize(*size)
    window.set_mode(1)
    qtbot.wait(30)
    return window.sandbox


def _commands(page: SandboxPage) -> dict[str, QAction]:
    return {
        "New board": page.new_action,
        "Open…": page.open_action,
        "Examples…": page.examples_action,
        "Save": page.save_action,
        "Step": page.step_action,
        "Run to decision": page.run_action,
        "Run to end of turn": page.run_turn_action,
        "Undo": page.undo_action,
        "Redo": page.redo_action,
        "Explore all answers": page.explore_action,
        "Add card…": page.add_action,
        "Set moment…": page.moment_action,
        "Show hands": page.reveal_hands,
        "Show decks": page.reveal_decks,
        "Export report…": page.report_action,
        "Copy summary": page.summary_action,
    }


def _reachable(page: SandboxPage) -> dict[QAction, str]:
    """Each command in view: its own button's words, or "Menu › command"."""
    bar = page.toolbar
    found: dict[QAction, str] = {}
    for item in bar.actions():
        button = bar.widgetForAction(item)
        if not item.isVisible() or not isinstance(button, QToolButton):
            continue
        assert button.isVisible(), button.text()
        assert button.geometry().right() <= bar.width(), button.text()
        assert button.width() >= button.sizeHint().width(), button.text()  # words whole
        if button.defaultAction() is not None:
            found[button.defaultAction()] = button.text()
        menu = button.menu()
        for act in menu.actions() if menu is not None else ():
            found.setdefault(act, f"{button.text()} › {act.text()}")
    return found


@pytest.mark.parametrize("size", SIZES)
def test_every_command_is_in_view_never_behind_the_overflow(
    make_window: WindowFactory, qtbot: QtBot, size: tuple[int, int]
) -> None:
    page = _page(make_window, qtbot, size)
    bar = page.toolbar
    assert bar.hidden_in_overflow() == []
    extension = bar.findChild(QToolButton, "qt_toolbar_ext_button")
    assert extension is None or not extension.isVisible()  # no "»"
    reachable = _reachable(page)
    missing = [name for name, act in _commands(page).items() if act not in reachable]
    assert missing == []
    # the table's commands keep their own buttons at every size
    for act in (page.step_action, page.run_action, page.undo_action, page.explore_action):
        assert "›" not in reachable[act]
    assert reachable[page.report_action] == "Report…"
    assert reachable[page.summary_action] == "Summary"
    # the full row where it fits, the compact one (Board, Show) where it does not
    assert bar.compact == (size[0] < 1000)
    if bar.compact:
        assert reachable[page.open_action] == "Board › Open…"
        assert reachable[page.reveal_decks] == "Show › Show decks"


def test_in_the_compact_toolbar_the_shortcuts_still_work(
    make_window: WindowFactory, qtbot: QtBot
) -> None:
    page = _page(make_window, qtbot, (960, 540))
    assert page.toolbar.compact
    assert page.quick_enter("Kuwat in reserve, Haven")
    page.view.setFocus()
    QApplication.clipboard().clear()
    qtbot.keyClick(
        page.view,
        Qt.Key.Key_C,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert "Kuwat, the Dissenter" in QApplication.clipboard().text()  # Copy summary
    hands = page.reveal_hands.isChecked()
    page.reveal_hands.trigger()  # from the Show menu: the same action
    assert page.reveal_hands.isChecked() != hands
    qtbot.keyClick(page.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # Undo
    assert page.session.state.objects == {}


def test_a_wide_window_shows_the_full_row_again(make_window: WindowFactory, qtbot: QtBot) -> None:
    page = _page(make_window, qtbot, (960, 540))
    assert page.toolbar.compact
    page.window().resize(1400, 800)
    qtbot.waitUntil(lambda: not page.toolbar.compact)
    qtbot.wait(30)  # the toolbar lays its buttons out again
    assert _reachable(page)[page.open_action] == "Open"


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
def test_the_window_stays_on_the_screen_with_the_decision_limbo_and_acting_row_in_view(
    make_window: WindowFactory, qtbot: QtBot, size: tuple[int, int]
) -> None:
    page = _page(make_window, qtbot, size)
    window = page.window()
    assert page.quick_enter("Kuwat in reserve, Haven, Vanilla, play Kuwat")
    page.explore_action.trigger()  # the Readings tab, the tallest, in front
    qtbot.waitUntil(lambda: page.readings.result is not None, timeout=20_000)
    qtbot.wait(30)
    assert (window.width(), window.height()) == size  # not grown past the screen
    assert window.minimumSizeHint().height() <= size[1]
    assert page.toolbar.hidden_in_overflow() == []
    panel = page.readings
    assert panel.verdict.visibleRegion().boundingRect().height() > 10
    page.tabs.setCurrentWidget(page.decision)
    page.redraw()
    seen = page.view.mapToScene(page.view.viewport().rect()).boundingRect()
    for key in ("limbo", zone_keys("p1")["hero_expedition"]):
        zone = page.scene.zones[key].sceneBoundingRect()
        assert seen.top() - 1 <= zone.top() and zone.bottom() <= seen.bottom() + 1, key
    first = page.decision.rows[0]
    assert first.visibleRegion().boundingRect().height() > 20
    strip = page.tabs.strip
    for button in strip.buttons:
        assert button.isVisible() and button.width() >= button.sizeHint().width()


def test_on_a_short_window_the_inspector_says_first_what_is_resolved_by_hand(
    make_window: WindowFactory, qtbot: QtBot
) -> None:
    from judge_app.gui.qt import QUrl

    page = _page(make_window, qtbot, (960, 540))
    assert page.quick_enter("Gericht")
    (gericht,) = page.session.state.zone(zone_keys("p1")["hero_expedition"])
    page.select(gericht)
    inspector = page.inspector
    qtbot.wait(30)
    lines = inspector.toPlainText().splitlines()
    assert lines[1].startswith("Resolved by hand: 1 ability the engine does not execute")
    assert "Reaction — When I gain Fleeting" in inspector.toPlainText()  # the rules' word
    bar = inspector.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == 0  # the section itself is below the fold
    inspector.anchorClicked.emit(QUrl("#by-hand"))
    assert bar.value() > 0


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
def test_side_by_side_frames_leave_the_zone_titles_readable_and_in_view(
    make_window: WindowFactory, qtbot: QtBot, size: tuple[int, int]
) -> None:
    from judge_app.gui.qt import QFontMetrics
    from judge_app.gui.sandbox.board_items import font_px
    from judge_app.gui.sandbox.board_layout import TITLE_H

    metrics = QFontMetrics(font_px(13, True))

    page = _page(make_window, qtbot, size)
    assert page.quick_enter("Kuwat in reserve, Haven, Vanilla, play Kuwat")
    page.explore_action.trigger()
    qtbot.waitUntil(lambda: page.readings.result is not None, timeout=20_000)
    panel = page.readings
    panel.outcomes.topLevelItem(0).setSelected(True)
    panel.outcomes.topLevelItem(1).setSelected(True)
    panel.compare_outcomes()
    dialog = page.compare_dialog
    dialog.resize(min(dialog.width(), size[0]), min(dialog.height(), size[1]))
    dialog.show()
    qtbot.waitExposed(dialog)
    for view, scene in zip(dialog.views, dialog.scenes, strict=True):
        seen = view.mapToScene(view.viewport().rect()).boundingRect()
        for mark in view.marks:
            frame = mark.sceneBoundingRect()
            zone = next(
                z.sceneBoundingRect()
                for z in scene.zones.values()
                if z.sceneBoundingRect().contains(frame.center())
            )
            # the title's words are centred in its line; the frame's pen stays under them
            words_bottom = zone.top() + 2 + (TITLE_H - 2 + metrics.height()) / 2
            assert frame.top() + 3 - 1.75 >= words_bottom - 0.5
            assert seen.top() <= zone.top() + 2  # and the title is in view
    dialog.close()


def test_a_larger_interface_font_turns_the_toolbar_compact_rather_than_hide_commands(
    make_window: WindowFactory, qtbot: QtBot
) -> None:
    from judge_app.gui.qt import QFont

    before = QApplication.font()
    font = QFont(before)
    font.setPointSizeF(font.pointSizeF() * 1.3)  # a platform's larger interface font
    try:
        QApplication.setFont(font)
        page = _page(make_window, qtbot, (1280, 720))  # the full row fits 1280 at 100 %
        bar = page.toolbar
        assert bar.compact
        assert bar.hidden_in_overflow() == []
        assert page.summary_action in _reachable(page)
    finally:
        QApplication.setFont(before)


def test_a_long_board_title_gives_way_to_the_quick_entry(
    make_window: WindowFactory, qtbot: QtBot
) -> None:
    from judge_app.gui.sandbox.page import EXAMPLES_DIR

    page = _page(make_window, qtbot, (960, 540))
    assert page.open_file(EXAMPLES_DIR.parent / "sandbox" / "busy_board.yaml")
    qtbot.wait(30)
    quick = page.quick
    sentence = "Kuwat in reserve, Haven, Vanilla in hero expedition"
    assert quick.width() >= quick.fontMetrics().horizontalAdvance(sentence)  # typed whole
    title = page.title
    assert title.geometry().right() <= page.width()
    assert not title.fits()
    shown = title.shown()
    assert shown.startswith("A busy board") and "busy_board.yaml" not in shown  # went first
    assert re.search(r"moment \d+ of \d+$", shown)  # both ends stay
    assert "six Reactions waiting at Noon" in title.toolTip()  # the whole title, on hover
    assert "six Reactions waiting at Noon" in title.text()


def test_a_shortened_title_drops_the_file_then_whole_words_never_cuts_inside_one() -> None:
    from judge_app.gui.sandbox.title_label import shortened

    title = (
        '"Ignore the abilities of target Character this Day": its join Reaction does not '
        "activate • (7_3_19_a_derived_ignoring_a_characters_abilities_this_day.yaml) "
        "— moment 14 of 15"
    )

    def room(chars: int) -> Callable[[str], bool]:
        return lambda text: len(text) <= chars

    assert shortened(title, room(500)) == title
    without_file = shortened(title, room(120))
    assert "yaml" not in without_file and without_file.endswith("• — moment 14 of 15")
    cut = shortened(title, room(60))
    assert cut.endswith("… • — moment 14 of 15"), cut
    words = title.split(" ")
    assert cut.split("…")[0].split(" ")[-1] in words  # the last word shown is whole
    assert shortened(title, room(16)) == "moment 14 of 15"  # the moment stays last
