"""hd: every sentence of the sentence files (``tests/cards_grammar/sentences*.py``) — each
module-level string, and the strings a module-level dict, list or tuple holds (two levels) —
for the writer's meaning audit. "SPELL " marks a Spell's effect."""

from __future__ import annotations

import importlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent


def _strings(value: Any, depth: int = 0) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif depth < 2 and isinstance(value, dict):
        for key in value:
            yield from _strings(key, depth + 1)
    elif depth < 2 and isinstance(value, (list, tuple, set, frozenset)):
        for item in value:
            yield from _strings(item, depth + 1)


def sentence_texts() -> dict[str, str]:
    """Each sentence (a printed ability, ending as one does) -> the file it is first in."""
    found: dict[str, str] = {}
    for path in sorted(HERE.glob("sentences*.py")):
        module = importlib.import_module(f"tests.cards_grammar.{path.stem}")
        for name, value in vars(module).items():
            if name.startswith("__"):
                continue
            for text in _strings(value):
                if len(text) > 8 and text.endswith((".", '"', ")")):
                    found.setdefault(text, path.stem)
    return found
