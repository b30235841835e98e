"""The writer of gram55's per-Expedition choice: a step with ``per_expedition`` ("Sacrifice a
Character you control in each of your Expeditions", 6.1.g) written as the step without it,
"in each of your / their Expeditions" said after the Character chosen."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from scenarios.cards.grammar.writer.objects import Unwritable

_CHOSEN = re.compile(r"\ba (?:[A-Z][\w-]* )*Character(?: (?P<who>you|they) control)?\b")


def per_expedition_words(
    step: dict[str, Any], clause: Callable[[dict[str, Any]], str]
) -> str | None:
    """``step``'s words when it is a choice in each Expedition, else ``None``."""
    if not step.get("per_expedition"):
        return None
    said = clause({k: v for k, v in step.items() if k != "per_expedition"})
    found = _CHOSEN.search(said)
    if found is None:
        raise Unwritable("a choice in each Expedition of an object other than a Character")
    yours = found["who"] == "you" or (
        found["who"] is None and str(step.get("subject", "")).endswith("_you_control")
    )
    whose = "your" if yours else "their"  # the chooser's (6.1.g, 1.4.7.b)
    at = found.end()
    return f"{said[:at]} in each of {whose} Expeditions{said[at:]}"
