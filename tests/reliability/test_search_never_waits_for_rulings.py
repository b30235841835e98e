"""Issue 34: a search never waits for the official rulings' meanings to be encoded.

Encoding a ruling's meaning is 10–40 ms of CPU, so 4,000 newly imported rulings are minutes of
work and 20,000 are ten: ``judge-app search`` used to spend up to 10 s of each run on it. Now the
command line reads only the meanings kept on disk (the rulings without one answer by their
words, and the judge is told), ``judge-app cards import`` and such a search start a background
process that encodes only what the store lacks, alone per cache folder. The rulings here are
invented for these tests.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from judge_app import ruling_encoding
from judge_app.cli import rules_commands
from judge_app.ruling_encoding import encode_after_import, encode_pool_rulings
from rules_corpus.corpus import Corpus
from rules_corpus.search.index import RulesIndex
from rules_corpus.search.ruling_vectors import read_store, store_path
from rules_corpus.search.rulings import RULING_KIND, RulingRecord
from rules_corpus.semantic.encoder import Encoder

_NAMES = ("Amber", "Brisk", "Cobalt", "Dapple", "Ember", "Fennel", "Gossamer", "Hazel", "Ivory")


def _rulings(first: int, count: int) -> list[RulingRecord]:
    return [
        RulingRecord(
            f"{_NAMES[n]} Heron",
            f"TEST_HERON_{n}",
            f"Can {_NAMES[n]} Heron swap places with a Landmark during Dusk?",
            f"No: a Landmark never moves (ruling {n}).",
            "2026-04-01",
        )
        for n in range(first, first + count)
    ]


@pytest.fixture
def encoded_texts(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Every text any encoder is asked to encode in a batch (what costs the time)."""
    texts: list[str] = []
    original = Encoder.encode_many

    def counting(self: Encoder, batch: Any, progress: Any = None) -> Any:
        texts.extend(batch)
        return original(self, batch, progress)

    monkeypatch.setattr(Encoder, "encode_many", counting)
    yield texts


def test_a_command_line_search_encodes_no_ruling_and_finds_new_ones_by_their_words(
    corpus: Corpus, tmp_path: Path, encoded_texts: list[str]
) -> None:
    known, new = _rulings(0, 4), _rulings(4, 3)
    first = RulesIndex.open_or_build(corpus, "no-wait", None)
    assert first.load_semantic(tmp_path) is None
    first.set_rulings(known)  # the window: encoded in the background and kept
    assert first.rulings_encoded(timeout=60)
    kept = np.asarray(first.rulings.vectors)
    first.close()
    encoded_texts.clear()

    index = RulesIndex.open_or_build(corpus, "no-wait", None)
    assert index.load_semantic(tmp_path) is None
    assert index.set_rulings(known + new, encode=False) == 3  # three have no meaning yet
    assert encoded_texts == []  # nothing encoded, nothing waited for
    assert index.rulings.vectors is None  # until all are encoded, all answer by their words
    hits = index.search("can fennel heron swap places with a landmark during dusk", limit=10)
    assert "Fennel Heron" in [h.title for h in hits.hits if h.kind == RULING_KIND]
    # once the background process has encoded them, a search reads them all, encoding nothing
    first = RulesIndex.open_or_build(corpus, "no-wait", None)
    assert first.load_semantic(tmp_path) is None
    first.set_rulings(known + new)
    assert first.rulings_encoded(timeout=60)
    first.close()
    encoded_texts.clear()
    assert index.set_rulings(known + new, encode=False) == 0
    assert encoded_texts == []
    assert np.allclose(np.asarray(index.rulings.vectors)[:4], kept, atol=1e-2)
    index.close()


def test_the_search_starts_the_background_encoder_and_says_so(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    started: list[Path] = []
    monkeypatch.setattr(
        ruling_encoding, "start_background_encoding", lambda f, _p: started.append(f) or True
    )
    library = type("L", (), {"cache_dir": tmp_path})()
    rules_commands._rulings_without_meaning(library, 20_393, 20_000)  # type: ignore[arg-type]
    assert started == [tmp_path / "rulings"]
    err = capsys.readouterr().err
    assert "20,000 of the 20,393 official rulings" in err
    assert "encoded in the background" in err and "by their words" in err
    rules_commands._rulings_without_meaning(library, 393, 0)  # type: ignore[arg-type]
    assert started == [tmp_path / "rulings"] and capsys.readouterr().err == ""


def test_the_command_supplies_rulings_without_encoding_them(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    asked: list[object] = []

    class Library:
        cache_dir = None

        class index:
            semantic = None

            @staticmethod
            def search(*_a: object, **_k: object) -> Any:
                raise rules_commands.SearchError("stop here")

        def load_semantic(self) -> None:
            return None

    def supply(_index: object, _path: object, encode: bool = True) -> tuple[int, int, list[str]]:
        asked.append(encode)
        return 0, 0, []

    monkeypatch.setattr(rules_commands, "_library", Library)
    monkeypatch.setattr(rules_commands, "supply_pool_rulings", supply)
    monkeypatch.setattr(rules_commands, "question_cards", lambda *_a: ([], (), [], None))
    args = type("A", (), {"query": ["kelon"], "limit": 5, "kind": None, "doc": None})
    with pytest.raises(rules_commands.CliError):
        rules_commands.cmd_search(args)  # type: ignore[arg-type]
    assert asked == [False]


def test_the_background_encoder_encodes_only_what_is_new_and_runs_alone(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, encoded_texts: list[str]
) -> None:
    folder = tmp_path / "rulings"
    pool: list[RulingRecord] = _rulings(0, 3)
    monkeypatch.setattr(
        "judge_app.rulings_feed.pool_ruling_records", lambda _path: (list(pool), [])
    )
    assert encode_pool_rulings(folder, tmp_path / "cards.db") == 3
    pool.extend(_rulings(3, 2))  # a set imported later
    assert encode_pool_rulings(folder, tmp_path / "cards.db") == 2
    assert len(encoded_texts) == 5 and len(read_store(store_path(folder))) == 5
    assert encode_pool_rulings(folder, tmp_path / "cards.db") == 0  # nothing new
    pool.extend(_rulings(5, 2))
    with ruling_encoding._alone(folder) as alone:  # another process is at it
        assert alone
        assert encode_pool_rulings(folder, tmp_path / "cards.db") == 0
    assert len(encoded_texts) == 5


def test_an_import_starts_encoding_only_for_new_rulings(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    pool = _rulings(0, 3)
    monkeypatch.setattr("judge_app.rulings_feed.pool_ruling_records", lambda _p: (pool, []))
    monkeypatch.setattr("rules_corpus.paths.cache_location", lambda: tmp_path)
    started: list[Path] = []
    monkeypatch.setattr(
        ruling_encoding, "start_background_encoding", lambda f, _p: started.append(f) or True
    )
    note = encode_after_import(tmp_path / "cards.db")
    assert started == [tmp_path / "rulings"]
    assert note is not None and "3 new official rulings" in note and "background" in note
    encode_pool_rulings(tmp_path / "rulings", tmp_path / "cards.db")  # the process's work
    assert encode_after_import(tmp_path / "cards.db") is None  # all kept: nothing started
    assert started == [tmp_path / "rulings"]


def test_one_new_ruling_is_said_in_the_singular(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(
        "judge_app.rulings_feed.pool_ruling_records", lambda _p: (_rulings(0, 1), [])
    )
    monkeypatch.setattr("rules_corpus.paths.cache_location", lambda: tmp_path)
    monkeypatch.setattr(ruling_encoding, "start_background_encoding", lambda _f, _p: True)
    note = encode_after_import(tmp_path / "cards.db")
    assert note is not None and "1 new official ruling is" not in note
    assert "of 1 new official ruling are being encoded" in note


def test_an_import_into_another_data_folder_is_taken_by_the_encoder_at_work(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, encoded_texts: list[str]
) -> None:
    """Two data folders sharing one cache: an import into B while A's encoder works must not
    be told "being encoded" and then left for the next search — A's encoder takes B's pool."""
    folder = tmp_path / "rulings"
    folder.mkdir()
    pools = {tmp_path / "a.db": _rulings(0, 2), tmp_path / "b.db": _rulings(2, 3)}
    monkeypatch.setattr(
        "judge_app.rulings_feed.pool_ruling_records", lambda path: (list(pools[path]), [])
    )
    started: list[object] = []
    monkeypatch.setattr(ruling_encoding.subprocess, "Popen", lambda *a, **k: started.append(a))
    with ruling_encoding._alone(folder) as alone:  # A's encoder at work
        assert alone
        assert ruling_encoding.start_background_encoding(folder, tmp_path / "b.db")
    assert started == []  # no second encoder: the one at work is told instead
    assert encode_pool_rulings(folder, tmp_path / "a.db") == 5  # A's two and B's three
    assert len(read_store(store_path(folder))) == 5
    assert not ruling_encoding._has_waiting(folder)


def test_a_pool_noted_after_the_encoders_last_look_gets_a_next_turn(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, encoded_texts: list[str]
) -> None:
    """The note is written before the lock is tried, and the encoder looks again after it
    lets the lock go: a pool noted while it finished is encoded, not left waiting."""
    folder = tmp_path / "rulings"
    folder.mkdir()
    pools = {tmp_path / "a.db": _rulings(0, 2), tmp_path / "b.db": _rulings(2, 3)}
    looks = {"n": 0}

    def records(path: Path) -> tuple[list[RulingRecord], list[str]]:
        looks["n"] += 1
        if looks["n"] == 2:  # B's import ends just after A's encoder read A's pool again
            ruling_encoding._note_waiting(folder, tmp_path / "b.db")
        return list(pools[path]), []

    monkeypatch.setattr("judge_app.rulings_feed.pool_ruling_records", records)
    assert encode_pool_rulings(folder, tmp_path / "a.db") == 5
    assert not ruling_encoding._has_waiting(folder)
