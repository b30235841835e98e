"""The scenario sandbox window, driven offscreen with pytest-qt."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from judge_app.gui.main_window import MainWindow
from judge_app.gui.qt import Qt, QUrl
from judge_app.gui.sandbox.page import SandboxPage
from scenarios import EXAMPLES_DIR
from tests.sandbox.helpers import passing_examples

pytestmark = pytest.mark.gui
WindowFactory = Callable[..., MainWindow]
REACTIONS = EXAMPLES_DIR / "4_4_c_remark_initiative_player_plays_all_reactions_first.yaml"
AUGMENT = EXAMPLES_DIR / "7_3_4_remark_augment_boosts_are_counters.yaml"


def sandbox(make_window: WindowFactory) -> tuple[MainWindow, SandboxPage]:
    window = make_window()
    window.set_mode(1)
    return window, window.sandbox


def step_to_end(page: SandboxPage) -> None:
    """Press Step until the script is done, then Run to decision (as ``scenario run``)."""
    s = page.session
    while s.moment.script_pos < len(s.script):
        assert page.step_action.isEnabled(), page.message.text()
        page.step_action.trigger()
    if not s.script or s.script[-1].until is None:
        page.run_now("decision")


@pytest.mark.parametrize("path", passing_examples()[:8], ids=lambda p: p.stem)
def test_an_example_stepped_through_the_window_meets_its_expectations(
    make_window: WindowFactory, path: Path
) -> None:
    _, page = sandbox(make_window)
    assert page.open_file(path)
    step_to_end(page)
    outcomes = page.session.outcomes()
    assert outcomes and all(o.held for o in outcomes)
    shown = [page.expectations.item(i).text() for i in range(page.expectations.count())]
    assert all(line.startswith("✔") for line in shown)
    # the board drawn is the session's board
    for tile in page.session.board().all_tiles():
        assert tile.object_id in page.scene.tiles


def test_edit_step_undo_redo_round_trip(make_window: WindowFactory) -> None:
    _, page = sandbox(make_window)
    page.open_file(AUGMENT)
    vanilla = page.session.state.zone("expedition:p1:hero")[0]
    start = page.session.board().summary()
    page.scene.object_dropped.emit(vanilla, "reserve:p1")  # drag and drop
    moved = page.session.board().summary()
    assert moved["reserve:p1"] == ["Vanilla 1/1/1"]
    assert page.session.moment.source == "edit"
    new_id = page.session.state.zone("reserve:p1")[0]
    page.set_counters(new_id, {"boost": 1})
    page.step_action.trigger()
    stepped = page.session.board()
    page.undo_action.trigger()
    page.undo_action.trigger()
    assert page.session.board().summary() == moved
    page.undo_action.trigger()
    assert page.session.board().summary() == start
    for _ in range(3):
        page.redo_action.trigger()
    assert page.session.board() == stepped
    assert not page.redo_action.isEnabled()


def test_saving_and_reopening_gives_the_same_board(
    make_window: WindowFactory, tmp_path: Path
) -> None:
    _, page = sandbox(make_window)
    page.open_file(AUGMENT)
    assert page.add_card("Kuwat, the Dissenter", "reserve:p1")
    assert page.set_mana("p1", 2, 1)
    board = page.session.board()
    path = tmp_path / "saved.yaml"
    assert page.save_to(path)
    assert "•" not in page.title.text()  # not dirty after saving
    page.new_board()
    assert page.session.board().summary()["reserve:p1"] == []
    assert page.open_file(path)
    assert page.session.board().summary() == board.summary()
    assert page.session.board().player("p1").mana_exhausted == 1


def test_the_decision_prompt_offers_only_the_legal_options(
    make_window: WindowFactory, qtbot: QtBot
) -> None:
    _, page = sandbox(make_window)
    page.open_file(REACTIONS)
    for _ in range(3):
        page.step()
    assert page.tabs.tabText(0) == "Decision •"
    assert "p2 decides" in page.decision.header.text()
    assert "4.4.b" in page.decision.why.text() and "p2 → p1" in page.decision.why.text()
    pending = page.session.state.pending
    assert pending is not None
    assert [oid for oid, _ in page.decision.checks] == list(pending.option_ids())
    labels = [w.text() for _, w in page.decision.checks]
    assert len(set(labels)) == len(labels)  # identical emblems are told apart
    page.tabs.setCurrentWidget(page.decision)
    page.decision.choose((pending.options[1].id,))
    qtbot.mouseClick(page.decision.button, Qt.MouseButton.LeftButton)
    assert page.session.moment.source == "judge"
    assert "set aside" in page.message.text()


def test_a_citation_in_the_timeline_opens_the_rule(make_window: WindowFactory) -> None:
    window, page = sandbox(make_window)
    page.open_file(REACTIONS)
    page.step()
    page.step()
    detail = page.timeline.detail.toHtml()
    assert "rule:6.3.h" in detail
    assert "Reaction-activating step" in page.timeline.detail.toPlainText()
    assert "a single Reaction-activating step is performed" in page.timeline.detail.toPlainText()
    page.timeline.detail.anchorClicked.emit(QUrl("rule:6.3.h"))
    assert window.pages.currentIndex() == 0
    assert window.current is not None and window.current.target.id == "6.3.h"


def test_clicking_a_timeline_entry_returns_the_board_there(make_window: WindowFactory) -> None:
    _, page = sandbox(make_window)
    page.open_file(REACTIONS)
    page.run_now("phase")
    third = page.session.moments[3].state
    page.timeline.moment_chosen.emit(3)
    assert page.session.state is third
    page.tabs.setCurrentWidget(page.timeline)  # the judge reads the timeline in its tab
    assert page.timeline.list.current_row() == 3


def test_a_malformed_file_is_reported_and_the_board_kept(
    make_window: WindowFactory, tmp_path: Path
) -> None:
    _, page = sandbox(make_window)
    page.open_file(AUGMENT)
    board = page.session.board()
    bad = tmp_path / "broken.yaml"
    bad.write_text("title: x\nplayers:\n  p1: {hand: [Nobody]}\n  p2: {}\n", encoding="utf-8")
    assert not page.open_file(bad)
    assert "broken.yaml:3" in page.message.text()
    assert page.session.board() == board
    assert not page.open_file(tmp_path / "missing.yaml")


def test_run_to_end_of_day_runs_in_the_background(make_window: WindowFactory, qtbot: QtBot) -> None:
    _, page = sandbox(make_window)
    page.open_file(EXAMPLES_DIR / "4_2_5_b_remark_rest_statuses_and_eternal.yaml")
    day = page.session.state.day
    page.run("day")
    assert page.running == "day" and not page.step_action.isEnabled()
    qtbot.waitUntil(lambda: page.running is None, timeout=10_000)
    state = page.session.state
    head = state.agenda[0] if state.agenda else None
    at_next_morning = head is not None and head.phase is not None and head.phase.value == "Morning"
    assert state.day == day and (at_next_morning or state.pending is not None)
    assert "Ran " in page.message.text()


def test_the_inspector_explains_current_statistics(make_window: WindowFactory) -> None:
    _, page = sandbox(make_window)
    page.open_file(AUGMENT)
    vanilla = page.session.state.zone("expedition:p1:hero")[0]
    page.scene.object_clicked.emit(vanilla)
    text = page.inspector.toPlainText()
    assert "Printed" in text and "1 / 1 / 1" in text
    assert "2 boost counter(s)" in text and "3 / 3 / 3" in text
    assert page.tabs.currentWidget() is page.inspector


def test_the_report_cites_the_rules_with_their_text(
    make_window: WindowFactory, tmp_path: Path
) -> None:
    _, page = sandbox(make_window)
    page.open_file(REACTIONS)
    page.run_now("phase")
    path = tmp_path / "report.html"
    assert page.export_to(path)
    html = path.read_text(encoding="utf-8")
    assert "CR 5.0, 4.4.b" in html
    assert "the first player in initiative order who controls a Reaction" in html
    summary = page.copy_summary()
    assert summary.startswith("Ruling — ") and "4.4.b" in summary


def test_6_1_g_decision_panel_offers_the_options_of_the_edited_board(
    make_window: WindowFactory, tmp_path: Path
) -> None:
    board = tmp_path / "turn.yaml"
    board.write_text(
        "title: one card to play\nplayers:\n  p1:\n    hero: Nadir & Bubbles\n"
        "    hand: [Vanilla 1/1/1]\n    mana: 3\n  p2:\n    hero: Lindiwe & Maw\n"
    )
    _, page = sandbox(make_window)
    assert page.open_file(board)
    page.run_now("decision")
    card = page.session.state.zone("hand:p1")[0]
    offered = [oid for oid, _ in page.decision.checks]
    assert f"play:{card}:hero" in offered
    page.scene.object_dropped.emit(card, "discard:p1")  # the judge discards it by hand
    assert [oid for oid, _ in page.decision.checks] == ["pass"]


def test_set_moment_while_a_decision_is_pending_restarts_from_that_moment(
    make_window: WindowFactory,
) -> None:
    _, page = sandbox(make_window)
    assert page.open_file(REACTIONS)
    page.run_now("decision")
    assert page.session.state.pending is not None
    assert page.set_moment("Afternoon", 2, "p2")
    state = page.session.state
    assert state.pending is None and state.zone("limbo") == () and state.first_player == "p2"


def test_a_decision_prompt_that_is_a_question_gets_no_full_stop_after_it() -> None:
    from judge_app.gui.sandbox.decision_panel import as_sentence

    assert as_sentence("Expand: put a card in your Mana zone?") == (
        "Expand: put a card in your Mana zone?"
    )
    assert as_sentence("choose a target for Zap") == "Choose a target for Zap."
