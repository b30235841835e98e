"""The one error type of this package: a file that cannot be used, with file, line, field."""

from __future__ import annotations

from collections.abc import Iterable


class LoadError(Exception):
    """One or more problems in input files; each message reads
    ``path:line: field.path: what is wrong``."""

    def __init__(self, messages: Iterable[str]) -> None:
        self.messages = list(messages)
        super().__init__("\n".join(self.messages))
