"""How a line says a passive modifier's printed words (cite17, issue 31)."""

from __future__ import annotations


def quoted(text: str) -> str:
    """A modifier's printed words in quotes, “…”, as the line says them — as a whole-step
    modifier's already are — so its own full stop never runs into the next clause
    ("instead.;"); "" for none."""
    return f"“{text}”" if text else ""
