"""Issue 18: the card icons the CR 5.0 text lost (stray emoji, drawn as empty boxes) are shown
as the words the rules give them (1.1.6.e–g) — in the reading pane, the table of contents, the
results, tooltips, copied citations and the Sandbox's rule excerpts; nothing shown is a glyph
the window's font cannot draw."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from judge_app.gui.citations import citation_text
from judge_app.gui.main_window import MainWindow
from judge_app.gui.qt import QFontMetrics, QGuiApplication, Qt
from judge_app.gui.results_view import hit_html
from judge_app.gui.rule_icons import (
    ALTERED_GAME,
    ENTER_PLAY,
    FROM_HAND,
    FROM_RESERVE,
    has_lost_icons,
    icon_words,
)
from judge_app.gui.toc import build_toc
from judge_app.gui.urls import Target

WindowFactory = Callable[..., MainWindow]
CR = "altered-cr-5.0"


def test_each_glyph_reads_as_its_icon_and_marks_without_meaning_go() -> None:
    assert (
        icon_words("→, 🖐 and 🚫 abilities are self-move Reactions.", ALTERED_GAME)
        == f"{ENTER_PLAY}, {FROM_HAND} and {FROM_RESERVE} abilities are self-move Reactions."
    )
    assert icon_words("its →, 👉, and 🗑️ trigger only once", ALTERED_GAME) == (
        f"its {ENTER_PLAY}, {FROM_HAND}, and {FROM_RESERVE} trigger only once"
    )
    assert icon_words("Zoe has 🌀 Milk Pail 🏠 (“When…”)", ALTERED_GAME) == (
        "Zoe has Milk Pail (“When…”)"
    )
    assert icon_words("pay ⓧ (X mana)", ALTERED_GAME) == "pay X (X mana)"
    # in another game's rules an arrow is an arrow; an emoji is still a lost icon
    assert icon_words("the condition, then a → symbol", "The Heroes' Journey") == (
        "the condition, then a → symbol"
    )
    assert icon_words("a 🖐 ability", None) == f"a {FROM_HAND} ability"


def test_no_rule_title_or_text_keeps_a_lost_icon(make_window: WindowFactory) -> None:
    window = make_window()
    library = window.library
    assert library is not None
    corpus = library.corpus
    for node in build_toc(corpus):
        stack = [node]
        while stack:
            current = stack.pop()
            if current.target is not None and current.target.doc == CR:
                assert not has_lost_icons(current.label), current.label
            stack.extend(current.children)
    for rule_id in ("6.3.c", "7.5.1.a", "7.4.4.d", "7.3.1.e", "2.4.1.g", "7.4.5.c"):
        item = corpus.get(CR, rule_id)
        assert item is not None
        copied = citation_text(corpus, CR, item)
        assert not has_lost_icons(copied), copied


@pytest.mark.gui
@pytest.mark.parametrize("rule", ["6.3.c", "7.5.1.a", "7.4.4.d", "2.4.1.g", "7.3.2.b", "7.4.5.c"])
def test_the_reading_pane_draws_every_character_of_the_rule(
    make_window: WindowFactory, rule: str
) -> None:
    window = make_window()
    assert window.open_target(Target(CR, rule))
    shown = window.reader.document().toPlainText()
    metrics = QFontMetrics(window.reader.font())
    missing = {ch for ch in shown if not ch.isspace() and not metrics.inFontUcs4(ord(ch))}
    assert not missing, f"drawn as empty boxes in {rule}: {sorted(missing)}"
    if rule == "6.3.c":
        assert f"{ENTER_PLAY}, {FROM_HAND} and {FROM_RESERVE} abilities" in shown


@pytest.mark.gui
def test_results_and_the_sandbox_citations_say_the_icons_too(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    window.search.set_query("7.5.1.a")
    hits = window.search.view.hits
    assert hits
    shown = hit_html(hits[0], window.theme)
    assert "🖐" not in shown and FROM_HAND in shown
    excerpt = window.rule_text("7.5.1.a") or ""  # the Sandbox's citations and report
    assert FROM_HAND in excerpt and not has_lost_icons(excerpt)
    window.reader.setFocus()
    assert window.open_target(Target(CR, "7.5.1.a"))
    QGuiApplication.clipboard().clear()
    qtbot.keyClick(
        window.reader,
        Qt.Key.Key_C,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert FROM_RESERVE in QGuiApplication.clipboard().text()
