"""One decision point of the engine: the question a judge would ask and its rules."""

from __future__ import annotations

from typing import NamedTuple


class Point(NamedTuple):
    """One decision point: what it decides and the rules that govern it (CR 5.0), the
    deciding rule first."""

    question: str
    rules: tuple[str, ...]
