"""A background job outlives the window that started it (the judge closes the window while
the cards a question may name are read; a test's window is deleted while its jobs still
run). The job then finishes quietly: nothing is delivered to the deleted window and nothing
crashes — under load, a job emitting through a signals object deleted with its window took
the whole test run down (a segfault in ``card_chips.py``)."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import pytest
import shiboken6
from pytestqt.qtbot import QtBot

from judge_app.gui import card_chips
from judge_app.gui.card_chips import KnownCardsReader
from judge_app.gui.qt import QApplication, QEvent, QThreadPool, QWidget


def test_a_cards_reading_that_outlives_its_window_ends_quietly(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    jobs: list[card_chips._ReadKnownCardsJob] = []
    made = card_chips._ReadKnownCardsJob.__init__

    def kept(job: card_chips._ReadKnownCardsJob, *args: Any) -> None:
        made(job, *args)
        jobs.append(job)

    monkeypatch.setattr(card_chips._ReadKnownCardsJob, "__init__", kept)
    pool = QThreadPool.globalInstance()
    qtbot.waitUntil(lambda: pool.activeThreadCount() == 0, timeout=300_000)
    owner = QWidget()
    reader = KnownCardsReader(owner)
    delivered: list[object] = []
    reader.cards_read.connect(lambda cards, _notices: delivered.append(cards))
    started, release = threading.Event(), threading.Event()

    def prepare() -> None:
        started.set()
        release.wait(60)

    reader.start(tmp_path / "no pool here.db", prepare)
    assert started.wait(60)
    owner.deleteLater()  # the window closes while the job runs
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert not shiboken6.isValid(reader)  # the window and its reader are gone …
    assert shiboken6.isValid(jobs[0]._signals)  # … what the job emits through is not
    release.set()
    qtbot.waitUntil(lambda: pool.activeThreadCount() == 0, timeout=300_000)
    QApplication.processEvents()
    assert delivered == []


def test_a_cards_reading_delivers_to_a_window_still_open(qtbot: QtBot, tmp_path: Path) -> None:
    """The same job, its window kept: the cards come back (the test above is not passing
    because nothing is ever delivered)."""
    pool = QThreadPool.globalInstance()
    owner = QWidget()
    reader = KnownCardsReader(owner)
    delivered: list[object] = []
    reader.cards_read.connect(lambda cards, _notices: delivered.append(cards))
    reader.start(tmp_path / "no pool here.db")
    qtbot.waitUntil(lambda: bool(delivered), timeout=300_000)
    qtbot.waitUntil(lambda: pool.activeThreadCount() == 0, timeout=300_000)
    assert isinstance(delivered[0], list)
    owner.deleteLater()
