"""Errors a command reports to the user as one clear line (exit status 1)."""

from __future__ import annotations


class CliError(Exception):
    """A user mistake or a damaged input: the message says what is wrong and where."""
