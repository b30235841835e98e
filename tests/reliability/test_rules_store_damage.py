"""A folder found where the rules store should be is damage like any other: the rules are
parsed again, the folder replaced by the store, and the judge told — never an
IsADirectoryError traceback at every start (issue 34, the previous audit's D11)."""

from __future__ import annotations

from pathlib import Path

from rules_corpus.sources import SOURCES_DIR, sources_digest
from rules_corpus.store.corpus_store import load_corpus, store_path


def test_a_folder_in_place_of_the_rules_store_is_rebuilt(tmp_path: Path) -> None:
    store = store_path(tmp_path, sources_digest(SOURCES_DIR))
    store.mkdir(parents=True)
    (store / "inside.txt").write_text("not a store", encoding="utf-8")
    first = load_corpus(cache=tmp_path)
    assert not first.from_store
    assert any("unreadable and has been rebuilt" in n for n in first.notices)
    assert store.is_file()
    second = load_corpus(cache=tmp_path)
    assert second.from_store and second.notices == []
