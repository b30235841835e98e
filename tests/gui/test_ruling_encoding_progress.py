"""Issue 34: the window's card import shows the rulings' meanings being encoded, with Cancel; a
cancelled encoding loses nothing — the rulings are found by their words at once, what was
encoded is kept, and the next start encodes only the rest.

Driven offscreen with pytest-qt: a card of the project's fixture set, given eight invented
rulings (new to the session's store), imported in the window; the encoder is held after its
first batch so the row can be read and Cancel clicked while it works.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from judge_app.gui.main_window import MainWindow
from rules_corpus.library import RulesLibrary
from rules_corpus.search import ruling_vectors
from rules_corpus.search.index import RulesIndex
from rules_corpus.search.ruling_vectors import read_store, store_path
from rules_corpus.search.rulings import RULING_KIND
from rules_corpus.semantic.vectors import text_digest

pytestmark = pytest.mark.gui
WindowFactory = Callable[..., MainWindow]
DATA = Path(__file__).resolve().parents[1] / "data" / "pool"
COLOURS = ("amber", "brisk", "cobalt", "dapple", "ember", "fennel", "gossamer", "hazel")


def _set_with_rulings(folder: Path) -> Path:
    """The fixture set's Cogwheel Tinkerer alone, given eight rulings of its own."""
    cards = json.loads((DATA / "TEST_EN.json").read_text(encoding="utf-8"))
    card = next(c for c in cards if c["name"] == "Cogwheel Tinkerer")
    cards = [card]
    template = card["cardRulings"][0]
    card["cardRulings"] = [
        {
            **template,
            "question": f"Can Cogwheel Tinkerer swap the {colour} lantern with a Landmark?",
            "answer": f"No: the {colour} lantern never moves (see 6.5.b).",
        }
        for colour in COLOURS
    ]
    path = folder / "TEST_EN.json"
    path.write_text(json.dumps(cards), encoding="utf-8")
    return path


def test_an_imports_encoding_shows_progress_and_a_cancel_loses_nothing(
    qtbot: QtBot,
    make_window: WindowFactory,
    library: RulesLibrary,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(ruling_vectors, "BATCH", 2)
    semantic = library.index.semantic
    assert semantic is not None
    original = semantic.encoder.encode_many
    batches: list[list[str]] = []
    held = threading.Event()

    def held_after_first(texts: list[str], *rest: Any) -> Any:
        batches.append(list(texts))
        if len(batches) > 1 and any("lantern" in t for t in texts):
            held.wait(60)
        return original(texts, *rest)

    monkeypatch.setattr(semantic.encoder, "encode_many", held_after_first)
    window = make_window()
    row = window.ruling_encoding
    messages: list[str] = []
    row.message.connect(messages.append)
    ours = _set_with_rulings(tmp_path)
    try:
        with qtbot.waitSignal(window.cards.importer.signals.finished, timeout=30_000):
            assert window.cards.start_import([ours])
        qtbot.waitUntil(lambda: row.text().endswith("2/8"), timeout=60_000)
        assert not row.isHidden()
        assert row.text() == "Encoding the meanings of 8 official rulings… 2/8"
        row.cancel_button.click()
        assert row.text() == "Cancelling…" and not row.cancel_button.isEnabled()
    finally:
        held.set()
    qtbot.waitUntil(row.isHidden, timeout=60_000)
    assert any("cancelled" in m and "found by their words" in m for m in messages)
    # Nothing lost: all eight are found by their words at once.
    assert library.index.rulings.vectors is None
    hits = library.index.search("can cogwheel tinkerer swap the hazel lantern with a landmark")
    questions = [h.snippet for h in hits.hits if h.kind == RULING_KIND]
    assert any("hazel lantern" in q for q in questions)

    # What was encoded is kept; the next start encodes only the rest.
    assert library.cache_dir is not None
    stored = read_store(store_path(library.cache_dir / "rulings"))
    records = library.index.rulings.records
    ours_meanings = [r.meaning_text for r in records if "lantern" in r.question]
    assert len(ours_meanings) == 8
    kept = [t for t in ours_meanings if text_digest(t) in stored]
    assert 2 <= len(kept) < 8
    batches.clear()
    again = RulesIndex.open_or_build(library.corpus, "next start", None)
    assert again.load_semantic(library.cache_dir) is None
    assert again.semantic is not None
    monkeypatch.setattr(again.semantic.encoder, "encode_many", held_after_first)
    again.set_rulings(records)
    assert again.rulings_encoded(timeout=120)
    encoded = [t for batch in batches for t in batch]
    assert sorted(encoded) == sorted(set(ours_meanings) - set(kept))
    again.close()
    library.index.set_rulings(())  # the session's library, shared by the other tests
