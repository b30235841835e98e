"""One decision point of the engine: the question a judge would ask and its rules."""

from __future__ import annotations

from typing import Final, NamedTuple


class Point(NamedTuple):
    """One decision point: what it decides and the rules that govern it (CR 5.0), the
    deciding rule first. ``non_event``: the point decides that something does not happen
    — a Reaction that does not activate, an option not offered, a cost not paid, a step or
    atomic action that does nothing, a modifier that does not apply, an Expedition that
    does not move — and the trace says so with these rules (issue 31): the non-events
    ``benchmarks/refusal_kinds_audit.py`` audits are read from this flag."""

    question: str
    rules: tuple[str, ...]
    non_event: bool = False


PAID_IN_FULL: Final = ("6.4.c",)
"""The rules of a cost that cannot be paid in full, wherever one is met — played, asked
("You may pay {1} and spend 1 of my Kelon counters to …") or paid inside an effect: costs
are paid in full or not at all (6.4.c), and a player who chooses to pay a cost must be
able to pay it in full (6.4.c). Every decision point about an unpayable cost cites both
through this one tuple, so the same reason is never cited two ways (issue 31)."""
