"""Issue 34: the rulings' encoder gives way to searches; a search never waits for it.

On two cores, a search made while the background encoder worked on 4,000 new rulings took
twice its time (2.6 → 5.5 s wall, the same CPU): the encoder, "lowest priority" but started in
a session of its own, was weighed as a group of its own by the scheduler. Now it pauses before
each small batch while a search runs — in another process (a lock on the vector folder) or in
this one (the window's searches and card imports) — and runs at a low priority, its
session's group included. The vectors are random numbers, the texts invented.
"""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from rules_corpus.search import ruling_vectors
from rules_corpus.search.encoder_yield import (
    GROUP_NICENESS,
    WINDOW,
    others_searching,
    searching,
)
from rules_corpus.semantic.model_file import HIDDEN, Floats

REPO = Path(__file__).resolve().parents[2]
TEXTS = [f"Can Fixture Card {n} be played from Reserve at Noon?" for n in range(8)]


class GatedEncoder:
    """Encodes a batch (random vectors) only when let through: the test sees each batch."""

    def __init__(self, hold: bool = False) -> None:
        self.texts: list[str] = []
        self.entered = threading.Event()
        self.let_through = threading.Event()
        if not hold:
            self.let_through.set()

    def encode_many(self, texts: list[str], progress: Any = None) -> Floats:
        self.entered.set()
        assert self.let_through.wait(60)
        self.texts.extend(texts)
        return np.ones((len(texts), HIDDEN), dtype=np.float32)


def _encode_in_thread(encoder: GatedEncoder, folder: Path) -> threading.Thread:
    thread = threading.Thread(
        target=ruling_vectors.ruling_vectors,
        args=(TEXTS, encoder, folder),
        daemon=True,
    )
    thread.start()
    return thread


_SEARCHER = """
import sys
from pathlib import Path
from rules_corpus.search.encoder_yield import searching

with searching(Path(sys.argv[1])):
    print("searching", flush=True)
    sys.stdin.readline()
"""


def _searcher(folder: Path) -> subprocess.Popen[str]:
    """A search in another process holding ``folder``'s lock till told "done"."""
    return subprocess.Popen(
        [sys.executable, "-c", _SEARCHER, str(folder)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": str(REPO)},
    )


def test_the_encoder_pauses_while_a_search_runs_in_another_process(tmp_path: Path) -> None:
    folder = tmp_path / "rulings"
    folder.mkdir()
    search = _searcher(folder)
    assert search.stdin is not None and search.stdout is not None
    try:
        assert search.stdout.readline() == "searching\n"
        assert others_searching(folder)
        encoder = GatedEncoder()
        thread = _encode_in_thread(encoder, folder)
        thread.join(1.5)
        assert thread.is_alive() and encoder.texts == []  # paused before its first batch
        search.stdin.write("done\n")
        search.stdin.flush()
        assert search.wait(60) == 0
        thread.join(60)
        assert not thread.is_alive() and encoder.texts == TEXTS  # resumed once it ended
    finally:
        search.kill()
        search.wait()


def test_a_killed_search_does_not_keep_the_encoder_paused(tmp_path: Path) -> None:
    folder = tmp_path / "rulings"
    folder.mkdir()
    search = _searcher(folder)
    assert search.stdout is not None
    assert search.stdout.readline() == "searching\n"
    search.kill()
    search.wait()
    assert not others_searching(folder)


def test_a_search_never_waits_for_a_batch_under_way(tmp_path: Path) -> None:
    folder = tmp_path / "rulings"
    folder.mkdir()
    encoder = GatedEncoder(hold=True)
    thread = _encode_in_thread(encoder, folder)
    try:
        assert encoder.entered.wait(60)  # a batch is being encoded now
        entered = threading.Event()

        def search() -> None:
            with searching(folder):
                entered.set()

        searcher = threading.Thread(target=search, daemon=True)
        searcher.start()
        searcher.join(30)
        assert entered.is_set() and not searcher.is_alive()
    finally:
        encoder.let_through.set()
        thread.join(60)
    assert encoder.texts == TEXTS


def test_the_windows_encoding_thread_pauses_while_it_searches_or_imports(
    tmp_path: Path,
) -> None:
    encoder = GatedEncoder()
    with WINDOW.busy():  # a search (or a card import) of the window runs
        thread = _encode_in_thread(encoder, tmp_path / "rulings")
        thread.join(1.5)
        assert thread.is_alive() and encoder.texts == []
    thread.join(60)
    assert not thread.is_alive() and encoder.texts == TEXTS


_PRIORITY = """
import os, sys
from rules_corpus.search.encoder_yield import lowest_priority

lowest_priority()
print(os.nice(0))
if sys.platform.startswith("linux"):
    print(open("/proc/self/autogroup").read().split()[-1])
"""


def test_the_background_process_is_lowest_priority_even_in_a_session_of_its_own() -> None:
    # On Linux a new session is a new autogroup: its niceness alone counts for nothing.
    out = subprocess.run(
        [sys.executable, "-c", _PRIORITY],
        capture_output=True,
        text=True,
        start_new_session=True,
        env={**os.environ, "PYTHONPATH": str(REPO)},
        check=True,
    ).stdout.split()
    linux = sys.platform.startswith("linux")
    assert out == (["19", str(GROUP_NICENESS)] if linux else ["19"])


def test_the_command_line_search_holds_the_lock_from_its_start(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from judge_app.cli import main as entry

    folder = tmp_path / "rulings"
    folder.mkdir()
    monkeypatch.setenv("JUDGE_APP_CACHE_DIR", str(tmp_path))
    seen: list[tuple[str, bool]] = []

    def command(args: list[str]) -> int:
        seen.append((args[0], others_searching(folder)))
        return 0

    monkeypatch.setattr(entry, "_run", command)
    assert entry.main(["search", "can I play kelon elemental"]) == 0
    assert entry.main(["rule", "5.2.a"]) == 0  # other commands leave the encoder alone
    assert seen == [("search", True), ("rule", False)]
    assert not others_searching(folder)


def test_one_background_encoder_is_started_per_folder_until_it_ends(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Searches made while the encoder waits for its turn (a busy machine) start no other:
    the folder's lock is taken by the command that starts it and handed to it."""
    from judge_app import ruling_encoding

    folder = tmp_path / "rulings"
    started: list[subprocess.Popen[bytes]] = []
    real_popen = subprocess.Popen

    def recording(command: list[str], **options: Any) -> subprocess.Popen[bytes]:
        assert command[-1].isdigit()  # the inherited lock's descriptor
        # the worker's place: a process that only holds what it inherited
        process = real_popen([sys.executable, "-c", "import time; time.sleep(120)"], **options)
        started.append(process)
        return process

    monkeypatch.setattr(ruling_encoding.subprocess, "Popen", recording)
    try:
        assert ruling_encoding.start_background_encoding(folder, tmp_path / "cards.db")
        assert ruling_encoding.start_background_encoding(folder, tmp_path / "cards.db")
        assert len(started) == 1  # the second found it at work
        with ruling_encoding._alone(folder) as alone:
            assert not alone  # the lock is held by the process started
        started[0].kill()
        started[0].wait()
        assert ruling_encoding.start_background_encoding(folder, tmp_path / "cards.db")
        assert len(started) == 2  # it ended: the next search starts one
    finally:
        for process in started:
            process.kill()
            process.wait()


def test_one_ruling_without_its_meaning_is_said_in_the_singular() -> None:
    from judge_app.ruling_encoding import encoding_note

    note = encoding_note(1, 1, True)
    assert note.startswith("the meaning of the official ruling of your imported cards is not")
    assert "it is being encoded in the background" in note and note.endswith("by its words.")
    assert "the 1 official rulings" not in note


def test_a_cache_folder_not_to_be_read_never_fails_a_search(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Another user's cache folder (a judge's account without rights to it): looking whether
    the rulings' folder exists raises PermissionError; the search goes on without pausing
    anyone, and reads no kept vector."""
    from rules_corpus.search.ruling_vectors import kept_vectors, read_store, store_path

    folder = tmp_path / "rulings"
    folder.mkdir()

    def refused(self: Path) -> bool:
        raise PermissionError(13, "Permission denied", str(self))

    monkeypatch.setattr(Path, "is_dir", refused)
    monkeypatch.setattr(Path, "is_file", refused)
    with searching(folder):
        assert not others_searching(folder)
    assert read_store(store_path(folder)) == {}
    vectors, missing = kept_vectors(TEXTS[:2], folder)
    assert missing == 2 and vectors.shape == (2, HIDDEN)
