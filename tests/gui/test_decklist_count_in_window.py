"""Issue 34: a decklist line asking for more copies than any deck holds ("999999999999 REF")
is refused with the line and the limit, in both of the window's ways to fill a Deck — the Cards
view's "Fill a Deck from a decklist…" and the Sandbox's Deck menu — and the board is unchanged.

(The reliability probe's ``fill_deck_driver.py`` called ``read_decklist`` outside the
``except LoadError`` that these window paths have, so its traceback was its own.)
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from engine import ZoneKind
from engine.state import zones as z
from judge_app.gui.main_window import MainWindow

pytestmark = pytest.mark.gui
WindowFactory = Callable[..., MainWindow]
DATA = Path(__file__).resolve().parents[1] / "data" / "pool"


def test_a_huge_count_is_refused_by_the_window_with_its_line(
    qtbot: QtBot, make_window: WindowFactory, tmp_path: Path
) -> None:
    from judge_app.gui.cards.placing import fill_deck_from

    window = make_window()
    page = window.cards
    with qtbot.waitSignal(page.importer.signals.finished, timeout=20_000):
        assert page.start_import([DATA])
    deck = tmp_path / "deck.txt"
    deck.write_text("999999999999 ALT_TEST_B_AX_01_C\n", encoding="utf-8")
    assert not page.fill_deck(deck, "p1")  # the Cards view
    shown = page.detail.toPlainText()
    assert "The decklist cannot be read" in shown and "at most 99,999 copies on a line" in shown
    pool = page.pool()
    assert pool is not None
    assert not fill_deck_from(window.sandbox, pool, deck, "p2")  # the Sandbox's Deck menu
    assert "at most 99,999 copies on a line" in window.sandbox.message.text()
    state = window.sandbox.session.state
    for player in ("p1", "p2"):
        assert state.zone(z.personal(ZoneKind.DECK, player)) == ()
