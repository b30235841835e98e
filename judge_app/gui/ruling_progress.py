"""The status bar's row for the official rulings' meanings being encoded (issue 34).

After a card import (or at start, for rulings whose meaning is not kept yet) the window encodes
the new rulings' meanings in a background thread: 10–40 ms of CPU a ruling, so a set of 4,000
is minutes of work. Slow work shows its progress and can be cancelled: this row says how many
rulings are encoded of how many, with a Cancel button. Cancelling loses nothing — the rulings
are found by their words at once (as they are while the encoding runs), what was encoded is
kept on disk, and the rest is encoded at the next start or import. Once enough rulings are
done, the row also tells the pace it measures and how long the rest takes at it, in the words
``judge-app search`` uses (:func:`judge_app.encoding_pace.measured_note`): the encoder gives
way to every search and to other programs, so only a measured pace says how long it really
takes on a busy computer.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from judge_app.encoding_pace import Pace, measured_note
from judge_app.gui.qt import QHBoxLayout, QLabel, QProgressBar, QPushButton, QWidget, Signal

if TYPE_CHECKING:
    from rules_corpus.search.index import RulesIndex


class RulingEncodingRow(QWidget):
    """ "Encoding the meanings of N official rulings… k/N" (and, once measured, the pace and
    how long the rest takes) and Cancel; hidden when idle. ``clock``: seconds, for the pace."""

    progressed = Signal(int, int)
    """(encoded, to encode) from the encoding thread; (-1, -1): it ended without them all."""
    message = Signal(str)
    """What the judge is told when the encoding ends or is cancelled (the status bar)."""

    def __init__(
        self, parent: QWidget | None = None, clock: Callable[[], float] = time.monotonic
    ) -> None:
        super().__init__(parent)
        self._index: RulesIndex | None = None
        self._cancelled = False
        self._total = 0
        self._clock = clock
        self._began: tuple[float, int] | None = None
        """When this round of encoding was first reported, and how many were done then."""
        self.label = QLabel("Meanings of rulings", self)
        self.bar = QProgressBar(self)
        self.bar.setTextVisible(True)
        self.bar.setAccessibleName("Progress: encoding the official rulings' meanings")
        self.cancel_button = QPushButton("Cancel", self)
        self.cancel_button.setAccessibleName("Cancel encoding the official rulings' meanings")
        self.cancel_button.setToolTip(
            "Stop encoding: the rulings are still found by their words, and the rest is "
            "encoded at the next start"
        )
        self.cancel_button.clicked.connect(self.cancel)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.label)
        row.addWidget(self.bar, 1)
        row.addWidget(self.cancel_button)
        self.progressed.connect(self._show)
        self.hide()

    def attach(self, index: RulesIndex) -> None:
        """Report the encodings of ``index``'s rulings here (its thread emits; Qt delivers
        the signal on the UI thread)."""
        self._index = index
        index.ruling_progress = self._report

    def _report(self, done: int, total: int) -> None:
        """From the encoding thread: never an error there, even once the window is gone."""
        with contextlib.suppress(RuntimeError):  # the row deleted with its window
            self.progressed.emit(done, total)

    def cancel(self) -> None:
        """The judge's Cancel: the encoding ends within a batch, keeping what it did."""
        if self._index is None or not self.isVisible():
            return
        self._cancelled = True
        self.cancel_button.setEnabled(False)
        self.bar.setFormat("Cancelling…")
        self._index.cancel_ruling_encoding()

    def text(self) -> str:
        """What the row says now (the progress bar's text)."""
        return self.bar.format()

    def _show(self, done: int, total: int) -> None:
        if total < 0:  # ended without them all: cancelled, or replaced by newer rulings
            if self._cancelled:
                self.message.emit(
                    "Encoding of the rulings' meanings cancelled: they are found by their "
                    "words; what was encoded is kept, the rest is encoded at the next start."
                )
            self._finish()
            return
        if done >= total:
            if total:
                self.message.emit(
                    f"The meanings of {_rulings(total)} are encoded: "
                    "they are found by their meaning now."
                )
            self._finish()
            return
        if self._cancelled:
            return  # a batch reported while the Cancel takes effect
        now = self._clock()
        if self._began is None or done < self._began[1]:  # a new round (or a restarted one)
            self._began = (now, done)
        self._total = total
        self.bar.setRange(0, total)
        self.bar.setValue(done)
        text = f"Encoding the meanings of {_rulings(total)}… {done:,}/{total:,}"
        at, first = self._began
        pace = measured_note(Pace(done - first, total - first, now - at, now), total - done)
        self.bar.setFormat(text if pace is None else f"{text}; {pace}")
        self.cancel_button.setEnabled(True)
        self.show()

    def _finish(self) -> None:
        self._cancelled = False
        self._total = 0
        self._began = None
        self.hide()


def _rulings(count: int) -> str:
    return f"{count:,} official ruling" if count == 1 else f"{count:,} official rulings"
