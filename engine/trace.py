"""Trace entries: what one engine step did and which rules governed it."""

from __future__ import annotations

from engine.pipeline.events import Event
from engine.records import record


@record
class TraceEntry:
    """One line of the game's story, e.g. ``TraceEntry("Kuwat gains Fleeting",
    ("5.2.1.c",))``. ``events`` are the atomic actions performed (possibly none);
    ``decision`` is the id of the decision the engine now waits for, if any."""

    text: str
    rules: tuple[str, ...] = ()
    events: tuple[Event, ...] = ()
    decision: str | None = None
