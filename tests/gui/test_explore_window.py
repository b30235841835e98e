"""The Readings tab driven offscreen: explore every answer in the background, open
outcomes as branches, switch between them, compare two side by side."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from engine import Status, edits
from judge_app.gui.main_window import MainWindow
from judge_app.gui.qt import Qt, QTreeWidgetItem
from judge_app.gui.sandbox.page import SandboxPage
from scenarios import PACKAGE_DIR
from tests.explore.helpers import KUWAT

pytestmark = pytest.mark.gui
WindowFactory = Callable[..., MainWindow]


def _at_the_reactions(make_window: WindowFactory, tmp_path: Path) -> SandboxPage:
    window = make_window()
    window.set_mode(1)
    page = window.sandbox
    path = tmp_path / "kuwat.yaml"
    path.write_text(KUWAT.format(extra="    hero_expedition: [Vanilla 2/2/2]"), encoding="utf-8")
    assert page.open_file(path)
    while page.session.state.pending is None or page.session.state.pending.kind == "turn":
        assert page.step_action.isEnabled(), page.message.text()
        page.step_action.trigger()
    return page


def _explored(page: SandboxPage, qtbot: QtBot) -> None:
    assert page.explore_action.isEnabled()
    page.explore_action.trigger()
    assert page.tabs.currentWidget() is page.readings
    qtbot.waitUntil(lambda: page.readings.result is not None, timeout=10_000)


def test_explore_all_answers_runs_in_the_background_and_lists_the_outcomes(
    make_window: WindowFactory, qtbot: QtBot, tmp_path: Path
) -> None:
    page = _at_the_reactions(make_window, tmp_path)
    _explored(page, qtbot)
    panel = page.readings
    assert "The order does not matter. What p1 sacrifices does: 2 outcomes." in panel.verdict.text()
    assert panel.outcomes.topLevelItemCount() == 2
    assert "Outcome 1 — 2 paths" in panel.outcomes.topLevelItem(0).text(0)
    assert "Kuwat, the Dissenter:" in panel.details.toPlainText()
    assert "o7" not in panel.details.toPlainText()
    # the two outcomes side by side before either is opened
    assert not panel.outcomes_compare_button.isEnabled()
    panel.outcomes.topLevelItem(0).setSelected(True)
    panel.outcomes.topLevelItem(1).setSelected(True)
    assert panel.outcomes_compare_button.isEnabled()
    panel.outcomes_compare_button.click()
    dialog = page.compare_dialog
    assert dialog.windowTitle() == "Outcome 1 and Outcome 2 side by side"
    assert any(line.startswith("Kuwat, the Dissenter:") for line in dialog.comparison.lines)
    assert all(dialog.marks)


def test_outcomes_open_as_branches_and_two_are_compared_side_by_side(
    make_window: WindowFactory, qtbot: QtBot, tmp_path: Path
) -> None:
    page = _at_the_reactions(make_window, tmp_path)
    _explored(page, qtbot)
    panel = page.readings
    for n in range(2):
        panel.outcomes.setCurrentItem(panel.outcomes.topLevelItem(n))
        assert panel.open_selected(), page.message.text()
    assert [b.name for b in page.session.branches] == ["Reading 1", "Outcome 1", "Outcome 2"]
    assert page.session.branch == 2 and page.session.state.zone("limbo") == ()
    # the branch tree: both outcomes under the reading they came from
    root = panel.branches.topLevelItem(0)
    assert root.childCount() == 2
    # switch back to the first reading: the decision is pending again
    panel.show_branch(0)
    assert page.session.state.pending is not None
    assert page.decision.isEnabled()
    root = panel.branches.topLevelItem(0)  # the list is rebuilt after each change
    assert "▶ Reading 1" in root.text(0)
    fork = page.session.branches[1].fork
    assert page.timeline.list.text(fork).endswith("⑂ Outcome 1, Outcome 2")
    assert "⑂" not in page.timeline.list.text(fork - 1)
    first, second = root.child(0), root.child(1)
    first.setSelected(True)
    second.setSelected(True)
    assert panel.compare_button.isEnabled()
    panel.compare_button.click()
    dialog = page.compare_dialog
    assert any(line.startswith("Kuwat, the Dissenter:") for line in dialog.comparison.lines)
    left_marks, right_marks = dialog.marks
    assert left_marks and right_marks  # differences framed on both boards


def test_cancel_stops_exploring_and_says_incomplete(
    make_window: WindowFactory, qtbot: QtBot
) -> None:
    window = make_window()
    window.set_mode(1)
    page = window.sandbox
    assert page.open_file(PACKAGE_DIR / "sandbox" / "busy_board.yaml")
    page.run_now("decision")
    page.readings.start()
    assert page.readings.running and page.readings.cancel_button.isVisibleTo(page.readings)
    page.readings.cancel()
    assert not page.readings.running
    assert "Incomplete (it was cancelled)" in page.readings.verdict.text()


def test_an_outcome_of_a_board_no_longer_in_the_timeline_is_not_opened(
    make_window: WindowFactory, qtbot: QtBot, tmp_path: Path
) -> None:
    page = _at_the_reactions(make_window, tmp_path)
    _explored(page, qtbot)
    explored_at = page.session.cursor
    page.undo()
    vanilla = page.session.state.zone("expedition:p1:hero")[0]
    assert page.edit("exhaust", lambda s: edits.set_statuses(s, vanilla, {Status.EXHAUSTED}))
    assert page.session.cursor == explored_at  # the explored moment was replaced
    panel = page.readings
    panel.outcomes.setCurrentItem(panel.outcomes.topLevelItem(0))
    assert not panel.open_selected()
    assert "no longer in the timeline" in page.message.text()
    assert len(page.session.branches) == 1


def test_explore_is_offered_only_at_a_pending_decision(make_window: WindowFactory) -> None:
    window = make_window()
    window.set_mode(1)
    page = window.sandbox
    page.new_board()  # an empty table just before the first turn: nothing is asked yet
    assert page.session.state.pending is None
    assert not page.explore_action.isEnabled()
    assert not page.readings.explore_button.isEnabled()


def test_switching_readings_keeps_the_readings_tab_and_enter_in_the_branches_list_shows_one(
    make_window: WindowFactory, qtbot: QtBot, tmp_path: Path
) -> None:
    """The table's keyboard (a new decision comes forward; 1–9 and Enter answer it) and the
    Readings tab live together: browsing readings is not interrupted by the Decision tab,
    and Enter in the Branches list shows the branch rather than answering the decision."""
    page = _at_the_reactions(make_window, tmp_path)
    page.window().show()
    _explored(page, qtbot)
    panel = page.readings
    panel.outcomes.setCurrentItem(panel.outcomes.topLevelItem(0))
    assert panel.open_selected()
    panel.show_branch(0)  # back to the reading with the Reactions' order pending
    assert page.session.state.pending is not None
    assert page.tabs.currentWidget() is panel
    assert page.tabs.tabText(0) == "Decision •"
    pending_at = page.session.cursor
    panel.branches.setFocus()
    panel.branches.setCurrentItem(panel.branches.topLevelItem(0).child(0))
    qtbot.keyClick(panel.branches, Qt.Key.Key_1)  # still picks option 1 on the board
    assert page.decision.pending
    qtbot.keyClick(panel.branches, Qt.Key.Key_Return)
    assert page.session.branch == 1, "Enter showed the branch"
    assert len(page.session.branches) == 2
    switch_back = page.session.branches[0]
    assert switch_back.moments[pending_at].state.pending is not None
    assert len(switch_back.moments) == pending_at + 1, "the decision was not answered"
    # a decision reached by stepping still comes forward
    panel.show_branch(0)
    page.tabs.setCurrentWidget(page.timeline)
    page.decision.press_number(1)
    page.decision.press_enter()
    while page.session.state.pending is None and page.step_action.isEnabled():
        page.step_action.trigger()
    assert page.session.state.pending is not None
    assert page.tabs.currentWidget() is page.decision


def test_a_step_rewords_the_branch_tree_in_place_and_a_switch_rebuilds_it(
    make_window: WindowFactory, qtbot: QtBot, tmp_path: Path
) -> None:
    page = _at_the_reactions(make_window, tmp_path)
    _explored(page, qtbot)
    panel = page.readings
    for n in range(2):
        outcome = panel.outcomes.topLevelItem(n)
        assert outcome is not None
        panel.outcomes.setCurrentItem(outcome)
        assert panel.open_selected(), page.message.text()

    def line(row: int) -> QTreeWidgetItem:
        """Row 0: the first reading; rows 1 and 2: the outcomes opened under it."""
        root = panel.branches.topLevelItem(0)
        assert root is not None
        item = root if row == 0 else root.child(row - 1)
        assert item is not None
        return item

    shown = line(2)  # Outcome 2, on the board
    assert shown.text(0).startswith("▶ Outcome 2") and shown.font(0).bold()
    root, before = line(0), shown.text(0)
    assert page.step_action.isEnabled(), page.message.text()
    page.step_action.trigger()
    # the same tree, its shown branch's step said anew (the others' words unchanged)
    assert line(0) is root and line(2) is shown
    s = page.session
    assert shown.text(0) != before
    assert shown.text(0).endswith(f"at step {s.cursor} of {len(s.moments) - 1}")
    assert not root.text(0).startswith("▶") and not root.font(0).bold()
    panel.show_branch(0)  # another branch on the board: the tree is built anew
    assert line(0).text(0).startswith("▶ Reading 1") and line(0).font(0).bold()
    assert not line(2).text(0).startswith("▶") and not line(2).font(0).bold()
    other = s.branches[2]
    assert line(2).text(0).endswith(f"at step {other.cursor} of {len(other.moments) - 1}")
