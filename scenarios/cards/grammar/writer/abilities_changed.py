"""The writer of the section "gram39" abilities rules: an ignore step — "Ignore the
abilities of [object] [for a time]" (7.3.19.a) — and one whose Emblem-Ongoing removes the
abilities, "[Object] loses all its abilities [for a time]" (2.3.2.d), as the cards print
them, read back by semantics/ignore.py and semantics/abilities_changed.py."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def ignore_words(step: dict[str, Any], object_words: Callable[[dict[str, Any]], str]) -> str:
    """The words of an ``ignore`` step; ``object_words`` says its object ("target
    Character")."""
    from scenarios.cards.grammar.writer.objects import Unwritable

    ongoing = dict(step.get("ongoing") or {})
    period = ongoing.pop("duration", None)
    lost = ongoing.pop("lose_abilities", False)
    kept = ongoing.pop("lose_set_keyword", "")  # "loses [Tether] this turn" (2.2.12.c)
    if ongoing:
        raise Unwritable(f"an ignore step's {sorted(ongoing)}")
    said = object_words(step)
    if lost:
        if period is None:
            raise Unwritable("abilities lost for no period said")
        if kept:  # "Characters you control lose [Tether]": the verb agrees with its subject
            first = said.split()[0].lower()
            verb = "lose" if first == "all" or (first.endswith("s") and first != "its") else "loses"
            return f"{said[:1].upper()}{said[1:]} {verb} [{kept}] {period}"
        return f"{said[:1].upper()}{said[1:]} loses all its abilities {period}"
    return f"Ignore the abilities of {said}" + (f" {period}" if period else "")


def group_change_words(passive: dict[str, Any]) -> str:
    """ "[Objects] lose their abilities" (2.3.2.d Example), "Ignore the abilities of
    [objects]" (7.3.19.a): a passive on a group, its words as the reading keeps them."""
    if "lose_abilities" in passive:
        said = str(passive["lose_abilities"])
        return f"{said[:1].upper()}{said[1:]} lose their abilities"
    return f"Ignore the abilities of {passive['ignore_abilities']}"
