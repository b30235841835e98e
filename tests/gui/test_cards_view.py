"""The Cards view, background import, "Put on the board", Add card over the pool, typing a
card and filling a Deck from a decklist — driven offscreen with pytest-qt on the project's
own fixture files (``tests/data/pool``)."""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from engine import ZoneKind
from engine.state import zones as z
from judge_app.gui.cards.page import CardsPage
from judge_app.gui.cards.typed import TYPES, TypeCardDialog
from judge_app.gui.main_window import MainWindow
from judge_app.gui.sandbox.dialogs import AddCardDialog
from scenarios.pool import official

pytestmark = pytest.mark.gui
WindowFactory = Callable[..., MainWindow]
DATA = Path(__file__).resolve().parents[1] / "data" / "pool"


def imported(qtbot: QtBot, make_window: WindowFactory) -> tuple[MainWindow, CardsPage]:
    window = make_window()
    page = window.cards
    steps: list[tuple[int, int, str]] = []
    page.importer.signals.progress.connect(lambda d, t, w: steps.append((d, t, w)))
    with qtbot.waitSignal(page.importer.signals.finished, timeout=20_000):
        assert page.start_import([DATA])
        assert page.progress_row.isVisibleTo(page)
        assert page.progress_row.row_texts()[0][0] == "Import of pool"  # its own row
    qtbot.waitUntil(lambda: steps[-1][2] == "Done")
    assert [s[0] for s in steps] == sorted(s[0] for s in steps)
    assert any(w.startswith("Reading TEST_FR.json") for _, _, w in steps)
    assert not page.progress_row.isVisibleTo(page)
    return window, page


def test_import_in_background_then_search_in_german(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window, page = imported(qtbot, make_window)
    assert "Imported 9 prints" in window.statusBar().currentMessage()
    window.set_mode(2)
    assert window.pages.currentWidget() is page and window.cards_mode.isChecked()
    page.search("Zahnradbastler")
    assert page.results.count() == 2  # the Common and the Rare R1 versions
    labels = {page.results.item(i).text() for i in range(2)}
    assert labels == {  # the name searched for, beside the English one
        "Cogwheel Tinkerer (German: Zahnradbastler) — Character, Axiom/Bravos · cost 2/1 · "
        "1/2/1 · TEST C/R2",
        "Cogwheel Tinkerer (German: Zahnradbastler) — Character, Axiom · cost 2/2 · 1/3/1 · "
        "TEST R1",
    }
    shown = page.detail.toPlainText()
    assert "[When I enter play] Target Character gains 1 boost." in shown
    assert "What the engine reads" in shown
    assert "Can Cogwheel Tinkerer's ability target a Character in Reserve?" in shown


def test_a_ruling_links_to_the_rule_it_mentions(qtbot: QtBot, make_window: WindowFactory) -> None:
    _window, page = imported(qtbot, make_window)
    page.search("Cogwheel")
    assert 'href="rule:6.5.b"' in page.detail.toHtml()
    with qtbot.waitSignal(page.rule_requested) as got:
        from judge_app.gui.qt import QUrl

        page._on_link(QUrl("rule:6.5.b"))
    assert got.args == ["6.5.b"]


def test_bad_file_names_file_and_field_and_imports_nothing(
    qtbot: QtBot, make_window: WindowFactory, tmp_path: Path
) -> None:
    window = make_window()
    page = window.cards
    bad = tmp_path / "bad_EN.json"
    bad.write_text('[{"reference": "ALT_X_1_C", "name": "X", "elements": {}}]', encoding="utf-8")
    with qtbot.waitSignal(page.importer.signals.failed, timeout=20_000):
        page.start_import([DATA / "TEST_EN.json", bad])
    shown = page.detail.toPlainText()
    assert "Nothing was imported" in shown
    assert "bad_EN.json:1:2: card 1 (ALT_X_1_C): cardType: missing" in shown
    pool = page.pool()
    assert pool is not None and pool.is_empty()
    assert page.import_button.isEnabled()


def test_cancel_leaves_the_pool_unchanged_and_the_window_answers(
    qtbot: QtBot, make_window: WindowFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window()
    page = window.cards
    go = threading.Event()
    reading = official.read_file

    def slow_read(path: Path) -> official.SourceFile:
        go.wait(10)
        return reading(path)

    monkeypatch.setattr(official, "read_file", slow_read)
    page.start_import([DATA])
    page.search("Kuwat")  # the window works while the import waits
    assert page.results.count() >= 1
    with qtbot.waitSignal(page.importer.signals.cancelled, timeout=20_000):
        page.cancel_import()
        go.set()
    assert window.statusBar().currentMessage() == "Import cancelled; nothing was changed."
    pool = page.pool()
    assert pool is not None and pool.is_empty()


def test_put_on_the_board_from_the_cards_view(qtbot: QtBot, make_window: WindowFactory) -> None:
    window, page = imported(qtbot, make_window)
    page.search("Brass Watchtower")
    assert page.put_on_board("landmark:p1")
    assert window.pages.currentWidget() is window.sandbox
    state = window.sandbox.session.state
    names = [state.card(o).name for o in state.zone("landmark:p1")]  # type: ignore[union-attr]
    assert names == ["Brass Watchtower"]
    message = window.sandbox.message.text()
    assert "Not executed — resolve by hand" in message
    assert "[When I enter play]" not in message and "At Noon" in message


def test_add_card_dialog_searches_the_pool_in_french(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window, page = imported(qtbot, make_window)
    sandbox = window.sandbox
    dialog = AddCardDialog(sandbox.library, sandbox.zones(), "reserve:p1", sandbox, page.pool())
    qtbot.addWidget(dialog)
    dialog.query.setText("Bénédiction")
    assert (
        dialog.results.item(0).text()
        == "Clockwork Blessing — Spell, Axiom · cost 1/2 · TEST C (imported)"
    )
    assert "[When I am played from Hand] Draw a card." in dialog.detail.text()
    card = dialog.card()
    assert card is not None and card.name == "Clockwork Blessing"
    dialog.query.setText("Tour de Guet")
    assert (
        dialog.results.item(0).text()
        == "Brass Watchtower — Landmark Permanent, Axiom · cost 3/3 · TEST C (imported)"
    )
    assert "Not executed — resolve by hand" in dialog.detail.text()
    card = dialog.card()
    assert card is not None and card.gaps  # humming is no rule of the game: left to the judge


def test_type_a_card_reads_icons_written_as_words(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window()
    dialog = TypeCardDialog(window)
    qtbot.addWidget(dialog)
    assert not dialog.ok.isEnabled()  # a card needs its name
    dialog.name.setText("Odile's Unique Tinkerer")
    dialog.kind.setCurrentIndex([t[0] for t in TYPES].index("Character"))
    dialog.subtypes.setText("engineer")
    dialog.text.setPlainText("[When I enter play] Each player hums a tune.")
    printed = dialog.printed()
    assert printed.main_text == "{J} Each player hums a tune."
    assert printed.subtypes == ("Engineer",)
    assert (printed.forest, printed.hand_cost, printed.reserve_limit) == (1, 2, None)
    assert "not executed — resolve by hand" in dialog.preview.text()
    card = dialog.typed_card()
    assert card is not None
    from judge_app.gui.cards.placing import place_card

    assert place_card(window.sandbox, card, "reserve:p2")
    state = window.sandbox.session.state
    assert [state.card(o).name for o in state.zone("reserve:p2")] == [  # type: ignore[union-attr]
        "Odile's Unique Tinkerer"
    ]


def test_decklist_fills_a_deck_and_keeps_unknown_references(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window, page = imported(qtbot, make_window)
    assert page.fill_deck(DATA / "deck.txt", "p1")
    state = window.sandbox.session.state
    deck = [state.card(c).name for c in state.zone(z.personal(ZoneKind.DECK, "p1"))]  # type: ignore[union-attr]
    assert deck.count("Cogwheel Tinkerer") == 3
    assert deck.count("Unknown card ALT_NOPE_B_AX_99_C") == 2
    assert "Unknown card ALT_TEST_B_AX_01_U_42" in deck
    assert len(deck) == 8  # the Hero is not in the Deck
    assert "Unknown references kept as placeholders" in window.sandbox.message.text()


def test_the_board_tile_shows_what_is_resolved_by_hand(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window, page = imported(qtbot, make_window)
    page.search("Brass Watchtower")
    assert page.put_on_board("landmark:p1")
    board = window.sandbox.session.board()
    zones = board.players[0].zones.values()
    tiles = [t for zone in zones for t in zone.tiles if t.name == "Brass Watchtower"]
    assert [t.not_executed for t in tiles] == [
        ("At Noon — Each player hums a tune of their choice. (Nobody may stay silent.)",)
    ]


def test_sandbox_deck_menu_fills_from_a_decklist_and_names_bad_lines(
    qtbot: QtBot, make_window: WindowFactory, tmp_path: Path
) -> None:
    from judge_app.gui.cards.placing import fill_deck_from

    window, page = imported(qtbot, make_window)
    sandbox = window.sandbox
    pool = page.pool()
    assert pool is not None
    bad = tmp_path / "deck.txt"
    bad.write_text("3 ALT_TEST_B_AX_01_C\nthree cards\n", encoding="utf-8")
    assert not fill_deck_from(sandbox, pool, bad, "p2")
    assert "deck.txt:2: expected 'N REFERENCE'" in sandbox.message.text()
    assert fill_deck_from(sandbox, pool, DATA / "deck.txt", "p2")
    state = sandbox.session.state
    assert len(state.zone(z.personal(ZoneKind.DECK, "p2"))) == 8
    hero = state.zone(z.personal(ZoneKind.HERO, "p2"))
    assert [state.card(o).name for o in hero] == ["Gearmaster Odile"]  # type: ignore[union-attr]


def test_a_newer_reader_reads_the_imported_cards_again_in_the_background(
    qtbot: QtBot, make_window: WindowFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    from scenarios.pool import importing, store

    window, page = imported(qtbot, make_window)
    page.close_pool()
    monkeypatch.setattr(importing, "reader_fingerprint", lambda: "newer")
    monkeypatch.setattr(store, "reader_fingerprint", lambda: "newer")
    with qtbot.waitSignal(page.importer.signals.reread, timeout=20_000) as got:
        page.pool()  # opening the pool notices the stored reading is older
    assert got.args == [8]  # seven in the set files, Lantern Singer in its own file
    qtbot.waitUntil(lambda: "read again" in window.statusBar().currentMessage())
    pool = page.pool()
    assert pool is not None and not pool.needs_rereading()


def test_closing_the_window_cancels_a_running_import(
    qtbot: QtBot, make_window: WindowFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    import time

    from scenarios.pool import CardPool

    window = make_window()
    page = window.cards
    reading = official.read_file

    def slow_read(path: Path) -> official.SourceFile:
        time.sleep(0.3)
        return reading(path)

    monkeypatch.setattr(official, "read_file", slow_read)
    assert page.start_import([DATA])
    window.sandbox.confirm_discard = lambda: True
    window.close()  # cancels, waits for the import's thread, closes the database
    assert page.importer.threads.activeThreadCount() == 0  # the import has stopped
    pool = CardPool(page.db_path)
    try:
        assert pool.is_empty()
    finally:
        pool.close()


def test_cards_option_opens_the_cards_view_with_a_search(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    from judge_app.gui.launch import apply_start_options
    from judge_app.gui.options import parse_options

    options = parse_options(["--cards", "Kuwat"])
    assert options.cards == "Kuwat"
    window = make_window()
    apply_start_options(window, options)
    assert window.pages.currentWidget() is window.cards
    assert window.cards.results.item(0).text().startswith("Kuwat, the Dissenter")


def test_before_a_search_the_view_lists_the_imported_cards_by_name(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    _window, page = imported(qtbot, make_window)
    page.search("")
    shown = [page.results.item(i).text().split(" — ")[0] for i in range(page.results.count())]
    assert shown == sorted(shown) and len(shown) == 8
    assert page.count_label.text() == "8 imported cards; type to search"
    assert "Brass Watchtower" in page.detail.toPlainText()  # the first card is shown


def test_a_query_option_shows_the_rules_view_whichever_view_was_last_used(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    from judge_app.gui.launch import apply_start_options
    from judge_app.gui.options import parse_options

    window = make_window()
    window.set_mode(1)  # the window reopened in the Sandbox, the view used last
    apply_start_options(window, parse_options(["--query", "fleeting"]))
    assert window.pages.currentWidget() is window.splitter
    assert window.search.view.hits
