"""How fast the background ruling encoder really goes, measured as it runs (issue 34).

The encoder runs at a low priority and gives way to every search
(:mod:`rules_corpus.search.encoder_yield`), so on a busy computer it goes several times slower
than its CPU work alone says: 1,183 rulings, "about a minute" of CPU, took eight minutes at a
load of 4–6. An estimate made before it starts can only say how much work there is and that
it runs at a low priority; once it runs, its pace is measured and written beside the vectors
(``.pace.json``: rulings encoded, to encode, and the wall-clock time they took), and
``judge-app search`` tells the judge how far it has got and how long the rest takes at that
pace.
"""

from __future__ import annotations

import contextlib
import json
import os
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Final

PACE_FILE: Final = ".pace.json"
_EVERY: Final = 2.0
"""Seconds between two writes of the pace (and the last one always written)."""
FRESH: Final = 600.0
"""A pace older than this (seconds) is from an encoder that stopped: not used."""
_MIN_DONE: Final = 8
_MIN_SECONDS: Final = 5.0
"""A pace is trusted after this many rulings and seconds (the first batch loads the model)."""


@dataclass(frozen=True)
class Pace:
    """What the encoder at work did so far: ``done`` of ``total`` rulings in ``seconds`` of
    wall-clock time, written at ``at`` (seconds since the epoch)."""

    done: int
    total: int
    seconds: float
    at: float

    def per_second(self) -> float | None:
        """Rulings a second, once enough were done to tell."""
        if self.done < _MIN_DONE or self.seconds < _MIN_SECONDS:
            return None
        return self.done / self.seconds


def pace_writer(folder: Path, clock: Callable[[], float] = time.time) -> Callable[[int, int], None]:
    """A progress callback (rulings encoded, rulings to encode) that writes the pace beside
    the vectors in ``folder``, at most every two seconds and at the end. Never fails: an
    unwritable folder only loses the measured estimate."""
    started: list[float] = []
    last = [0.0]

    def progress(done: int, total: int) -> None:
        now = clock()
        if not started:
            started.append(now)
        if done < total and now - last[0] < _EVERY:
            return
        last[0] = now
        data = {"done": done, "total": total, "seconds": now - started[0], "at": now}
        aside = folder / f".{PACE_FILE}.{os.getpid()}"
        with contextlib.suppress(OSError):
            aside.write_text(json.dumps(data), encoding="utf-8")
            os.replace(aside, folder / PACE_FILE)

    return progress


def read_pace(folder: Path, clock: Callable[[], float] = time.time) -> Pace | None:
    """The pace the encoder at work wrote, if it is recent; None otherwise."""
    try:
        data = json.loads((folder / PACE_FILE).read_text(encoding="utf-8"))
        pace = Pace(
            int(data["done"]), int(data["total"]), float(data["seconds"]), float(data["at"])
        )
    except (OSError, ValueError, KeyError, TypeError):
        return None
    if not 0 <= clock() - pace.at <= FRESH or pace.done >= pace.total:
        return None
    return pace


def _duration(seconds: float) -> str:
    """A duration as a judge reads it: "under a minute", "about a minute", "about 12 minutes",
    "about 2 hours"."""
    if seconds < 40:
        return "under a minute"
    if seconds < 90:
        return "about a minute"
    minutes = round(seconds / 60)
    if minutes < 120:
        return f"about {minutes:,} minutes"
    return f"about {round(minutes / 60):,} hours"


def measured_note(pace: Pace, left: int) -> str | None:
    """How far the encoder got and how long the ``left`` rulings take at its measured pace
    ("148 encoded so far in 2 minutes; at that pace the rest takes about 12 minutes"); None
    until enough were done to tell. The one wording of the pace, for ``judge-app search``
    and the window's status bar alike."""
    rate = pace.per_second()
    if rate is None:
        return None
    return (
        f"{pace.done:,} encoded so far in {_duration(pace.seconds).removeprefix('about ')}; "
        f"at that pace the rest takes {_duration(left / rate)}"
    )


def remaining_note(remaining: int, pace: Pace | None, cpu_seconds: float) -> str:
    """How long the ``remaining`` rulings take: at the measured pace when there is one,
    otherwise the CPU work at full speed and why it may take longer."""
    if pace is not None:
        # The store is written a chunk at a time, so ``remaining`` (what it lacks) still
        # counts what the encoder did since its last chunk: its own count is the one to use,
        # plus any rulings imported after it began its round.
        left = pace.total - pace.done + max(0, remaining - pace.total)
        measured = measured_note(pace, left)
        if measured is not None:
            return measured
    return (
        f"{_duration(cpu_seconds)} of work at full speed; it runs at a low priority and "
        "pauses for every search, so it takes longer while the computer is busy"
    )
