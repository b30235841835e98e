"""Issue 34: the window's encoding row tells the pace it measures and how long the rest takes
at it, in the words ``judge-app search`` uses — not an estimate made before it began (at a
load of 4–6, "about a minute" of work took eight).

Driven offscreen with pytest-qt: the row is given the encoder's reports with a clock the test
moves, as the encoding thread gives them (through the row's signal).
"""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from judge_app.encoding_pace import Pace, remaining_note
from judge_app.gui.ruling_progress import RulingEncodingRow

pytestmark = pytest.mark.gui


class _Clock:
    def __init__(self) -> None:
        self.now = 1_000.0

    def __call__(self) -> float:
        return self.now


def test_the_row_tells_the_measured_pace_in_the_clis_words(qtbot: QtBot) -> None:
    clock = _Clock()
    row = RulingEncodingRow(clock=clock)
    qtbot.addWidget(row)
    row.progressed.emit(0, 1_000)
    assert row.text() == "Encoding the meanings of 1,000 official rulings… 0/1,000"
    clock.now += 2.0
    row.progressed.emit(4, 1_000)  # too few, too soon: no pace told yet
    assert row.text() == "Encoding the meanings of 1,000 official rulings… 4/1,000"

    # A slow computer: 100 in a minute, so 900 more take about nine minutes.
    clock.now += 58.0
    row.progressed.emit(100, 1_000)
    cli = remaining_note(900, Pace(100, 1_000, 60.0, clock.now), 36.0)
    assert row.text() == f"Encoding the meanings of 1,000 official rulings… 100/1,000; {cli}"
    assert row.text().endswith(
        "100 encoded so far in a minute; at that pace the rest takes about 9 minutes"
    )

    # The pace picks up (the computer got quiet): the estimate follows it (600 in two
    # minutes, so 400 more in 80 s).
    clock.now += 60.0
    row.progressed.emit(600, 1_000)
    assert row.text().endswith(
        "600 encoded so far in 2 minutes; at that pace the rest takes about a minute"
    )


def test_a_new_round_measures_its_own_pace(qtbot: QtBot) -> None:
    clock = _Clock()
    row = RulingEncodingRow(clock=clock)
    qtbot.addWidget(row)
    row.progressed.emit(0, 50)
    clock.now += 30.0
    row.progressed.emit(50, 50)  # all done: the row hides
    assert row.isHidden()
    clock.now += 3_600.0  # an hour later, another import
    row.progressed.emit(0, 400)
    clock.now += 20.0
    row.progressed.emit(200, 400)
    # 200 in 20 s, not 200 in an hour and 20 s.
    assert row.text().endswith(
        "200 encoded so far in under a minute; at that pace the rest takes under a minute"
    )
