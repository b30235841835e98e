"""Issue 34: the background ruling encoder's estimate counts the load it runs under.

It runs at a low priority and pauses for every search, so "about a minute" of CPU took eight
minutes at a load of 4–6. Before it starts, the judge is told how much work there is at full
speed and that it takes longer while the computer is busy; once it runs, it measures its
pace, and ``judge-app search`` tells how far it got and how long the rest takes at that pace.
The rulings here are invented for these tests."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from judge_app import ruling_encoding
from judge_app.encoding_pace import PACE_FILE, pace_writer, read_pace, remaining_note
from judge_app.ruling_encoding import encode_after_import, encode_pool_rulings, encoding_note
from rules_corpus.search.rulings import RulingRecord


class _Clock:
    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now


def _rulings(count: int) -> list[RulingRecord]:
    return [
        RulingRecord(
            f"Heron {n}",
            f"TEST_PACE_{n}",
            f"May Heron {n} move during Night?",
            f"No: nothing moves at Night (ruling {n}).",
            "2026-04-01",
        )
        for n in range(count)
    ]


def test_the_estimate_follows_the_pace_measured_under_load(tmp_path: Path) -> None:
    clock = _Clock()
    progress = pace_writer(tmp_path, clock)
    progress(0, 1_000)
    clock.now += 50
    progress(100, 1_000)  # 2 rulings a second: a quiet computer
    quiet = read_pace(tmp_path, clock)
    assert quiet is not None and quiet.done == 100 and quiet.total == 1_000
    assert remaining_note(900, quiet, 36.0).endswith("the rest takes about 8 minutes")

    busy_clock = _Clock()
    busy = pace_writer(tmp_path / "busy", busy_clock)
    (tmp_path / "busy").mkdir()
    busy(0, 1_000)
    busy_clock.now += 500
    busy(100, 1_000)  # ten times slower: other programs had the CPU
    slow = read_pace(tmp_path / "busy", busy_clock)
    note = remaining_note(900, slow, 36.0)
    assert "100 encoded so far in 8 minutes" in note
    assert note.endswith("the rest takes about 75 minutes")


def test_before_any_pace_the_estimate_says_it_runs_at_a_low_priority(tmp_path: Path) -> None:
    note = remaining_note(1_183, read_pace(tmp_path), 1_183 * 0.04)
    assert note.startswith("about a minute of work at full speed")
    assert "low priority" in note and "longer while the computer is busy" in note


def test_a_pace_too_early_stale_or_finished_is_not_used(tmp_path: Path) -> None:
    clock = _Clock()
    progress = pace_writer(tmp_path, clock)
    progress(0, 1_000)
    clock.now += 1
    progress(4, 1_000)  # the model was still loading: too early to tell
    pace = read_pace(tmp_path, clock)
    assert pace is not None and pace.per_second() is None
    assert "at full speed" in remaining_note(996, pace, 40.0)
    clock.now += 60
    progress(200, 1_000)
    clock.now += 3_600  # the encoder stopped an hour ago (killed): its pace says nothing
    assert read_pace(tmp_path, clock) is None
    progress(1_000, 1_000)
    assert read_pace(tmp_path, clock) is None  # all done: nothing left to estimate


def test_the_search_note_reads_the_pace_of_the_encoder_at_work(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import time

    (tmp_path / PACE_FILE).write_text(
        json.dumps({"done": 1_200, "total": 4_000, "seconds": 360.0, "at": time.time()}),
        encoding="utf-8",
    )
    note = encoding_note(2_800, 4_000, True, tmp_path)
    assert "2,800 of the 4,000 official rulings" in note
    assert "1,200 encoded so far in 6 minutes; at that pace the rest takes about 14 minutes" in (
        note
    )
    # the store lags the encoder by a chunk: the rest is the encoder's own count
    assert "the rest takes about 14 minutes" in encoding_note(4_000, 4_000, True, tmp_path)
    # without a pace: the work at full speed, and why it may take longer
    assert "low priority" in encoding_note(2_800, 4_000, True, tmp_path / "none")


def test_the_import_says_the_work_runs_at_a_low_priority(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(
        "judge_app.rulings_feed.pool_ruling_records", lambda _p: (_rulings(1_183), [])
    )
    monkeypatch.setattr("rules_corpus.paths.cache_location", lambda: tmp_path)
    monkeypatch.setattr(ruling_encoding, "start_background_encoding", lambda _f, _p: True)
    note = encode_after_import(tmp_path / "cards.db")
    assert note is not None
    assert "about a minute of work at full speed" in note
    assert "low priority" in note and "judge-app search says how far it has got" in note


def test_the_background_encoder_writes_its_pace_beside_the_vectors(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr("judge_app.rulings_feed.pool_ruling_records", lambda _p: (_rulings(9), []))
    folder = tmp_path / "rulings"
    assert encode_pool_rulings(folder, tmp_path / "cards.db") == 9
    data = json.loads((folder / PACE_FILE).read_text(encoding="utf-8"))
    assert data["done"] == data["total"] == 9 and data["seconds"] >= 0
