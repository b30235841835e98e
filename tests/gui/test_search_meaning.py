"""Issue 19: the search's sentence encoder in the window — loaded in the background, and a
question re-ranked with its meaning after the keystroke that showed the lexical ranking."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from pytestqt.qtbot import QtBot

from judge_app.gui.main_window import MainWindow
from judge_app.gui.search_model import SearchView
from rules_corpus.library import open_library


def test_a_question_is_reranked_with_its_meaning_after_the_keystroke(
    qtbot: QtBot, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window()
    panel = window.search
    panel.meaning_in_background = True
    shown: list[SearchView] = []
    panel.results_shown.connect(shown.append)
    question = "who makes the choices when an effect resolves, in the new rules"
    panel.set_query(question)
    assert shown[0].awaiting_meaning == question
    qtbot.waitUntil(lambda: not panel.meaning_pending, timeout=10_000)
    assert len(shown) == 2 and shown[-1].awaiting_meaning is None
    assert panel.view is shown[-1]


def test_a_newer_search_drops_the_older_questions_rerun(
    qtbot: QtBot, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window()
    panel = window.search
    panel.meaning_in_background = True
    shown: list[SearchView] = []
    panel.results_shown.connect(shown.append)
    panel.set_query("can I look at the cards in my opponent's deck, before")
    panel.set_query("can I look at the cards in my opponent's deck, after")
    qtbot.waitUntil(lambda: not panel.meaning_pending, timeout=10_000)
    qtbot.wait(200)  # the first question's encoding has come back too: it ran nothing
    assert [v.query for v in shown].count(
        "can I look at the cards in my opponent's deck, before"
    ) == 1
    assert shown[-1].query.endswith("after") and shown[-1].awaiting_meaning is None


def test_the_window_loads_the_encoder_after_the_rules(
    qtbot: QtBot, session_cache: Path, data_dir: Path
) -> None:
    """A library of its own (the session's has its encoder loaded already): the window
    becomes usable first, lexical, then loads the encoder in the background."""
    library = open_library(cache=session_cache)
    assert library.index.semantic is None
    window = MainWindow(None, search_delay_ms=0, opener=lambda **_: library)
    qtbot.addWidget(window)
    with qtbot.waitSignal(window.ready, timeout=20_000):
        window.start()
    qtbot.waitUntil(lambda: library.index.semantic is not None, timeout=30_000)
    window.search.meaning_in_background = False
    window.search.set_query("who makes the choices when an effect resolves")
    assert window.search.view.awaiting_meaning is None and window.search.view.hits
    library.close()


DISAGREEMENTS = (
    "how do I show that a card is exhausted",
    "can my guy block",
    "what happens when two things trigger at once",
    "who makes the choices when an effect resolves",
)


def test_enter_opens_what_the_meaning_ranks_first_not_the_word_only_list(
    qtbot: QtBot, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window()
    panel = window.search
    controller = panel.controller
    assert controller is not None
    # A question the two rankings disagree on (the first of a few; which one may change as
    # the ranking improves, but the meaning must change the top hit of some of them).
    disagreeing = []
    for question in DISAGREEMENTS:
        lexical = controller.run(question, panel.filters(), encode=False).top
        ranked = controller.run(question, panel.filters(), encode=True).top
        assert lexical is not None and ranked is not None
        if lexical.target != ranked.target:
            disagreeing.append((question, ranked))
    assert disagreeing, "the meaning changes the top hit of none of the questions"
    question, ranked = disagreeing[0]
    semantic = controller.index.semantic
    assert semantic is not None
    semantic.encoder._cache.clear()  # as if the question had never been asked
    panel.meaning_in_background = True
    opened: list[object] = []
    panel.open_target.connect(opened.append)
    panel.set_query(question)
    panel.open_current()  # Enter at once, before the background encoding came back
    assert [(t.doc, t.id) for t in opened] == [(ranked.target.doc, ranked.target.id)]
