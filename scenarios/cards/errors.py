"""The error a construct raises while it is compiled into the engine's card."""

from __future__ import annotations


class NotExecutable(Exception):
    """Raised while compiling one ability; carries the reason."""
