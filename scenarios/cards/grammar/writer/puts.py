"""ic40 (issue 30, session 40): the writer's words for "Put [object] in your hand / on top
of / at the bottom of your deck" (semantics/put_places.py; 7.3.27.a) — said with
"put", the verb the reading keeps ("put", "return", "send" are synonyms, 7.3.27.b), the
object's words the main writer's."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

__all__ = ["ic40_put_words"]

_ENDS = {"top": "on top of your deck", "bottom": "at the bottom of your deck"}


def ic40_put_words(step: dict[str, Any], obj: Callable[[dict[str, Any]], str]) -> str | None:
    """The words of a "put" to the controller's hand or an end of their deck (no "its
    owner's": the printed "your", 3.1.2.c), else ``None``."""
    if step.get("action") != "put" or step.get("to_owner"):
        return None
    if set(step) - {"action", "subject", "to", "filter", "position"}:
        return None
    to, position = step.get("to"), step.get("position")
    if to == "hand" and position is None:
        where = "in your hand"
    elif to == "deck" and position in _ENDS:
        where = _ENDS[str(position)]
    else:
        return None
    said = obj(step)
    if not said:
        return None
    return f"Put {said} {where}"
