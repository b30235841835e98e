"""The sandbox at the table (issue 20): decisions that guide, a board legible at a glance,
help and examples from the first click, a ruling to hand over, the judge's work kept safe.
Driven offscreen with pytest-qt."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from judge_app.gui.main_window import MainWindow
from judge_app.gui.qt import QFileDialog, QStyleOptionViewItem, Qt
from judge_app.gui.sandbox.board_layout import MIN_FONT_PX, choose_layout
from judge_app.gui.sandbox.documents import APP_ROOT, documents_dir
from judge_app.gui.sandbox.examples_dialog import ExamplesDialog
from judge_app.gui.sandbox.page import SandboxPage
from rules_corpus.library import RulesLibrary
from scenarios import EXAMPLES_DIR

pytestmark = pytest.mark.gui
WindowFactory = Callable[..., MainWindow]
REACTIONS = EXAMPLES_DIR / "4_4_c_remark_initiative_player_plays_all_reactions_first.yaml"
HAVEN_KUWAT = EXAMPLES_DIR / "2_1_d_haven_kuwat_new_object_is_not_boosted.yaml"
BUSY = APP_ROOT / "scenarios" / "sandbox" / "busy_board.yaml"
ENGINE_ID = re.compile(r"\bo\d+\b|\b[a-z]+_[a-z_]+\b|->|\w+:p\d")


def sandbox(make_window: WindowFactory) -> tuple[MainWindow, SandboxPage]:
    window = make_window()
    window.set_mode(1)
    return window, window.sandbox


def to_decision(page: SandboxPage, path: Path = REACTIONS) -> None:
    assert page.open_file(path)
    page.session.script = ()  # the judge answers by hand
    page.run_now("decision")
    assert page.session.state.pending is not None


# ------------------------------------------------------------------ decisions that guide
def test_no_option_is_chosen_in_advance_and_number_keys_and_enter_answer(
    make_window: WindowFactory, qtbot: QtBot
) -> None:
    _, page = sandbox(make_window)
    to_decision(page)
    pending = page.session.state.pending
    assert pending is not None and len(pending.options) >= 2
    assert not any(button.isChecked() for _, button in page.decision.checks)
    assert not page.decision.button.isEnabled()
    page.view.setFocus()
    qtbot.keyClick(page.view, Qt.Key.Key_2)
    assert [oid for oid, b in page.decision.checks if b.isChecked()] == [pending.options[1].id]
    before = len(page.session.moments)
    qtbot.keyClick(page.view, Qt.Key.Key_Return)
    assert len(page.session.moments) == before + 1
    assert page.session.moment.source == "judge"
    assert pending.options[1].label in page.session.moment.text


def test_a_new_decision_brings_the_decision_tab_forward(make_window: WindowFactory) -> None:
    _, page = sandbox(make_window)
    assert page.open_file(REACTIONS)
    page.session.script = ()
    page.tabs.setCurrentWidget(page.inspector)
    page.run_now("decision")
    assert page.tabs.currentWidget() is page.decision


def test_options_and_their_tooltips_speak_without_internal_ids(make_window: WindowFactory) -> None:
    _, page = sandbox(make_window)
    to_decision(page, BUSY)
    for row in page.decision.rows:
        for text in (row.title.text(), row.detail.text(), row.toolTip(), row.button.toolTip()):
            assert row.view.id not in text
            assert not ENGINE_ID.search(text.replace("<b>", "").replace("</b>", "")), text


def test_two_emblem_reactions_of_one_card_show_text_source_and_bound_objects(
    make_window: WindowFactory,
) -> None:
    _, page = sandbox(make_window)
    to_decision(page, BUSY)
    titles = [r.view.title for r in page.decision.rows]
    assert len(set(titles)) == len(titles)  # told apart, without ids
    first = page.decision.rows[0].view
    assert "Aloe Vera" in first.title and "Hero Expedition" in first.title
    assert any(d.startswith("from Aloe Vera") for d in first.details)
    assert any(d.startswith("bound to Aloe Vera in p1's Hero Expedition") for d in first.details)
    # the same numbers are on the emblems in Limbo, which stay in view
    numbers = page.scene.option_numbers
    assert sorted(numbers.values()) == list(range(1, len(page.decision.rows) + 1))
    limbo = page.scene.zones["limbo"].sceneBoundingRect()
    shown = page.view.mapToScene(page.view.viewport().rect()).boundingRect()
    assert shown.intersects(limbo)


def test_the_timeline_says_what_happened_in_words(make_window: WindowFactory) -> None:
    _, page = sandbox(make_window)
    assert page.open_file(HAVEN_KUWAT)
    page.run_now("decision")
    while page.session.moment.script_pos < len(page.session.script) and page.step():
        pass
    page.tabs.setCurrentWidget(page.timeline)  # the judge reads the timeline in its tab
    lines = page.timeline.list.lines()
    assert any(
        "Kuwat, the Dissenter is sacrificed to p1's Discard pile" in line for line in lines
    ), lines
    for line in lines:
        said = line.split("[")[0]
        assert "->" not in said and not re.search(r"\b[a-z]+_[a-z_]+\b", said), line


# ------------------------------------------------------------------ a legible board
@pytest.mark.parametrize("size", [(1600, 1000), (1280, 720)])
def test_the_busy_board_fills_the_view_with_text_of_11_px_or_more(
    make_window: WindowFactory, qtbot: QtBot, size: tuple[int, int]
) -> None:
    window, page = sandbox(make_window)
    window.resize(*size)
    qtbot.wait(20)
    assert page.open_file(BUSY)
    layout = page.scene.layout
    assert layout is not None
    assert layout.scale * MIN_FONT_PX >= 11
    shown = page.view.transform().m11()
    assert shown == pytest.approx(layout.scale)
    width, height = page.view.room()
    # the table uses the view: its whole width, and its height unless it must scroll
    assert layout.width * layout.scale == pytest.approx(width, rel=0.02)
    assert layout.height * layout.scale >= 0.75 * height or layout.scale > 0.95


def test_at_twice_the_display_scale_the_board_is_laid_out_in_logical_pixels(
    make_window: WindowFactory,
) -> None:
    _, page = sandbox(make_window)
    assert page.open_file(BUSY)
    board = page.session.board()
    normal = choose_layout(board, 1160, 820)
    double = choose_layout(board, 580, 410)  # the same screen at 2x: half the logical pixels
    assert double.scale * MIN_FONT_PX >= 11  # text does not shrink to fit
    assert normal.scale * MIN_FONT_PX >= 11


def test_an_empty_board_says_where_to_start(make_window: WindowFactory) -> None:
    _, page = sandbox(make_window)
    page.new_board()
    assert "Add a card here" in page.scene.hint_text
    assert page.add_card("Kuwat, the Dissenter", "reserve:p1")
    assert page.scene.hint_text == ""


def test_full_names_are_wrapped_not_cut(make_window: WindowFactory) -> None:
    from judge_app.gui.qt import QFontMetrics
    from judge_app.gui.sandbox.board_items import font_px, wrap_name

    make_window()
    metrics = QFontMetrics(font_px(13, True))
    lines = wrap_name(metrics, "Haven, Bravos Bastion", 80, 100, 3)
    assert " ".join(lines) == "Haven, Bravos Bastion"


def test_a_name_is_never_cut_inside_a_word_beside_its_costs(make_window: WindowFactory) -> None:
    """At 200% "Slumbering Colossus" read "Slumber…" / "Colossus": its first word was too
    wide beside the costs "2/2". The costs go beside the name's last line instead."""
    from judge_app.gui.qt import QFontMetrics
    from judge_app.gui.sandbox.board_items import TILE_W, font_px, name_lines

    make_window()
    metrics = QFontMetrics(font_px(13, True))
    room = int(TILE_W - 10)
    cost_w = metrics.horizontalAdvance("2/2") + 4
    first = metrics.horizontalAdvance("Slumbering")
    assert room - cost_w < first <= room  # the case: the word fits the tile, not the costs
    lines, cost_line = name_lines(metrics, "Slumbering Colossus", room, cost_w)
    assert lines == ["Slumbering", "Colossus"] and cost_line == 1
    assert metrics.horizontalAdvance(lines[cost_line]) + cost_w <= room
    # a name whose words fit beside the costs keeps them on its first line
    assert name_lines(metrics, "Haven, Bravos Bastion", room, cost_w)[1] == 0


# ------------------------------------------------------------------ started in seconds
def test_the_examples_browser_finds_by_rule_number_and_by_title(
    make_window: WindowFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    _, page = sandbox(make_window)
    dialog = ExamplesDialog(page)
    dialog.query.setText("2.1d")
    assert dialog.list.count() >= 2  # two examples of 2.1.d: the new object, the sacrifice
    chosen = dialog.chosen()
    assert chosen is not None and chosen.name.startswith("2_1_d_")
    listed = [
        Path(str(dialog.list.item(i).data(Qt.ItemDataRole.UserRole)))
        for i in range(dialog.list.count())
    ]
    assert HAVEN_KUWAT in listed
    dialog.query.setText("busy board")
    assert dialog.chosen() == BUSY
    dialog.query.setText("no such example")
    assert dialog.list.count() == 0 and not dialog.open_button.isEnabled()
    # File › Examples… opens the one chosen
    monkeypatch.setattr(ExamplesDialog, "exec", lambda self: 1)
    monkeypatch.setattr(ExamplesDialog, "chosen", lambda self: HAVEN_KUWAT)
    page.examples_action.trigger()
    assert page.session.path == HAVEN_KUWAT


def test_help_renders_the_projects_docs(make_window: WindowFactory) -> None:
    window = make_window()
    keys = window.show_help("Keyboard shortcuts")
    text = keys.page.toPlainText()
    assert "F10" in text and "Step" in text and "Enter" in text
    assert "<table" in keys.page.toHtml() or "Keys" in text
    page = window.show_help("The scenario sandbox")
    assert "Editing the board" in page.page.toPlainText()
    assert "**" not in page.page.toPlainText()  # Markdown was rendered, not shown


def test_recent_boards_are_listed_and_reopen(make_window: WindowFactory) -> None:
    window, page = sandbox(make_window)
    assert page.open_file(HAVEN_KUWAT)
    assert page.open_file(REACTIONS)
    names = [a.text() for a in window.recent_menu.actions()]
    assert names[:2] == [REACTIONS.name, HAVEN_KUWAT.name]
    window.recent_menu.actions()[1].trigger()
    assert page.session.path == HAVEN_KUWAT


# ------------------------------------------------------------------ safe with the judge's work
def test_quitting_with_unsaved_changes_asks_and_cancel_keeps_the_board(
    make_window: WindowFactory,
) -> None:
    window, page = sandbox(make_window)
    assert page.add_card("Kuwat, the Dissenter", "reserve:p1")
    asked: list[str] = []
    page.unsaved_prompt = lambda _p: asked.append("asked") or "cancel"  # type: ignore[method-assign]
    window.set_mode(0)  # even from the Rules view
    assert not window.close()
    assert asked and window.isVisible()
    page.new_board()
    assert len(asked) == 2 and page.session.board().summary()["reserve:p1"] == [
        "Kuwat, the Dissenter"
    ]
    page.unsaved_prompt = lambda _p: "discard"  # type: ignore[method-assign]
    assert window.close()


def test_saving_from_the_prompt_writes_the_board(
    make_window: WindowFactory, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window, page = sandbox(make_window)
    assert page.add_card("Kuwat, the Dissenter", "reserve:p1")
    target = tmp_path / "kuwat.yaml"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    page.unsaved_prompt = lambda _p: "save"  # type: ignore[method-assign]
    assert window.close()
    assert target.is_file() and "Kuwat" in target.read_text(encoding="utf-8")


def test_the_save_dialog_starts_in_the_documents_folder_not_the_apps_files(
    make_window: WindowFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    _, page = sandbox(make_window)
    assert page.open_file(HAVEN_KUWAT)  # an example: one of the app's own files
    starts: list[str] = []
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", lambda _w, _t, start, _f: (starts.append(start) or "", "")
    )
    assert not page.save()  # the dialog was cancelled
    page.export_dialog()
    assert len(starts) == 2
    for start in starts:
        assert Path(start).parent == documents_dir()
        assert not Path(start).resolve().is_relative_to(APP_ROOT)
    assert Path(starts[0]).name == HAVEN_KUWAT.name


def test_the_window_remembers_size_splitters_and_view(
    make_window: WindowFactory, qtbot: QtBot, library: RulesLibrary
) -> None:
    window, page = sandbox(make_window)
    window.resize(760, 560)  # within the offscreen screen (800 x 600)
    page.splitter.setSizes([500, 500])
    page.tabs.setCurrentWidget(page.expectations)
    sizes = page.splitter.sizes()
    window.close()
    again = MainWindow(search_delay_ms=0, opener=lambda **_: library)
    qtbot.addWidget(again)
    again.sandbox.unsaved_prompt = lambda _p: "discard"  # type: ignore[method-assign]
    assert (again.width(), again.height()) == (760, 560)
    again.show()
    qtbot.waitExposed(again)
    assert again.pages.currentIndex() == 1
    assert again.sandbox.tabs.currentWidget() is again.sandbox.expectations
    assert again.sandbox.splitter.sizes() == sizes


def test_the_window_title_follows_the_view(make_window: WindowFactory) -> None:
    window, page = sandbox(make_window)
    assert page.open_file(HAVEN_KUWAT)
    assert window.windowTitle().startswith("Haven and Kuwat")
    assert "Sandbox" in window.windowTitle()
    window.open_rule("6.2.e")
    assert window.windowTitle().startswith("6.2.e — Rules")
    window.set_mode(1)
    page.add_card("Kuwat, the Dissenter", "hand:p1")
    assert "•" in window.windowTitle()


def test_results_rows_are_laid_out_again_after_a_splitter_drag(
    make_window: WindowFactory, qtbot: QtBot
) -> None:
    window = make_window()
    window.search.set_query("fleeting")
    qtbot.waitUntil(lambda: window.search.results.results.rowCount() > 3, timeout=5000)
    results = window.search.results
    window.splitter.setSizes([700, 500])
    qtbot.wait(10)
    window.splitter.setSizes([300, 900])
    qtbot.wait(10)
    delegate = results.delegate
    for row in range(min(6, results.results.rowCount())):
        index = results.results.index(row, 0)
        hint = delegate.sizeHint(QStyleOptionViewItem(), index)
        # the row is as tall as its text at the new width, so nothing paints over the next
        assert results.visualRect(index).height() == hint.height()


def _luminance(colour: str) -> float:
    r, g, b = (int(colour.lstrip("#")[i : i + 2], 16) / 255 for i in (0, 2, 4))

    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def _contrast(a: str, b: str) -> float:
    high, low = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


@pytest.mark.parametrize("dark", [False, True])
def test_radio_buttons_and_links_have_wcag_aa_contrast(dark: bool) -> None:
    from judge_app.gui.appearance import indicator_style
    from judge_app.gui.theme import theme_for

    theme = theme_for(dark)
    style = indicator_style(theme)
    assert f"border: 2px solid {theme.muted}" in style
    # the outline of a radio button against the window and the field (non-text: 3:1)
    assert _contrast(theme.muted, theme.window) >= 3 and _contrast(theme.muted, theme.base) >= 3
    # links are text: 4.5:1 against both backgrounds
    assert _contrast(theme.link, theme.window) >= 4.5 and _contrast(theme.link, theme.base) >= 4.5


def test_the_first_window_fits_a_small_or_scaled_screen() -> None:
    from judge_app.gui.qt import QRect
    from judge_app.gui.window_state import first_size

    # a 1920 x 1080 screen at 200 %: 960 x 540 logical pixels free
    size = first_size(QRect(0, 0, 960, 540))
    assert size.width() <= 960 and size.height() <= 540
    roomy = first_size(QRect(0, 0, 2560, 1400))
    assert (roomy.width(), roomy.height()) == (1400, 880)


def test_the_kuwat_dispute_rebuilt_from_a_new_board_ends_as_2_1_d_says(
    make_window: WindowFactory, qtbot: QtBot, tmp_path: Path
) -> None:
    """A judge's path (about 26 inputs): New board, Kuwat in Reserve, Haven in Landmarks,
    four Mana Orbs (its Reserve Cost), F5, then each decision by number key and Enter. Kuwat
    is sacrificed first, so the {R} Reaction cannot boost the new object in the Discard
    pile (2.1.d)."""
    _, page = sandbox(make_window)
    page.new_action.trigger()
    assert page.add_card("Kuwat, the Dissenter", "reserve:p1")
    assert page.add_card("Haven, Bravos Bastion", "landmark:p1")
    assert page.set_mana("p1", 4, 0)
    page.view.setFocus()

    def run_to_decision() -> None:  # F5: runs in batches on the event loop
        page.run_action.trigger()
        qtbot.waitUntil(lambda: page.running is None, timeout=10_000)

    def choose(pick: Callable[[str], bool]) -> None:
        run_to_decision()
        titles = [r.view.title for r in page.decision.rows]
        number = next(i for i, t in enumerate(titles, 1) if pick(t))
        qtbot.keyClick(page.view, Qt.Key(Qt.Key.Key_0 + number))
        qtbot.keyClick(page.view, Qt.Key.Key_Return)

    choose(lambda t: t.startswith("Play Kuwat") and "Hero Expedition" in t)
    choose(lambda t: "Sacrifice" in t)
    # Kuwat, the only Character to sacrifice, is chosen without a question (6.1.g, 7.3.36.a)
    run_to_decision()
    state = page.session.state
    kuwat = [o for o in state.objects.values() if state.name(o.id) == "Kuwat, the Dissenter"]
    assert [(o.zone, o.boosts) for o in kuwat] == [("discard:p1", 0)]
    page.ruling.setPlainText("Kuwat is a new object in the Discard pile (2.1.d).")
    report = tmp_path / "kuwat.html"
    assert page.export_to(report)
    text = report.read_text(encoding="utf-8")
    assert "<h1>Kuwat, the Dissenter and Haven, Bravos Bastion</h1>" in text
    assert "Kuwat is a new object" in text and "CR 5.0, 2.1.d" in text


def test_typing_the_ruling_does_not_answer_the_decision(
    make_window: WindowFactory, qtbot: QtBot
) -> None:
    _, page = sandbox(make_window)
    to_decision(page)
    page.tabs.setCurrentIndex(page.tabs.count() - 1)  # the Ruling tab
    page.ruling.setFocus()
    moments = len(page.session.moments)
    qtbot.keyClicks(page.ruling, "2 Reactions")
    qtbot.keyClick(page.ruling, Qt.Key.Key_Return)
    assert page.ruling.toPlainText() == "2 Reactions\n"
    assert page.session.ruling == "2 Reactions\n"
    assert len(page.session.moments) == moments
    assert not any(b.isChecked() for _, b in page.decision.checks)


def test_double_clicking_an_option_answers_with_it(
    make_window: WindowFactory, qtbot: QtBot
) -> None:
    _, page = sandbox(make_window)
    to_decision(page)
    pending = page.session.state.pending
    assert pending is not None
    row = page.decision.rows[1]
    qtbot.mouseDClick(row, Qt.MouseButton.LeftButton)
    assert page.session.moment.source == "judge"
    assert pending.options[1].label in page.session.moment.text
