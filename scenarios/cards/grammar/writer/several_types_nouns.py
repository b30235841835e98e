"""id40 (issue 30): the noun of an object of several card types, as the cards print it —
"a Character or Permanent", "a Character, Permanent or Spell" (2.2.1: a card has one type;
an object described by several is any one of them). The writer said only the first type
of such a filter ("When a Character an opponent controls leaves play" for "a Character or
Permanent …"): a narrower object than the card's, another meaning. A leaf module (no other
writer module imported), so every writer module may use it."""

from __future__ import annotations

import re
from collections.abc import Sequence


def type_noun(types: Sequence[str]) -> str:
    """The noun of the card types ``types``: the one type, or all of them joined by "or"
    in the reading's order ("Character or Permanent")."""
    said = [str(t) for t in types]
    if len(said) <= 1:
        return said[0] if said else ""
    return f"{', '.join(said[:-1])} or {said[-1]}"


_I = re.compile(r"\bi(?=\b|')")
_TYPE = re.compile(r"\b(?:character|permanent|spell|landmark|expedition|reserve)s?\b")
"""Card types and zones the cards print with a capital (2.2.1, 3.2)."""
_ICON = re.compile(r"\{([a-z])\}")
_COUNTER = re.compile(r"\b([a-z]+)( counters?\b)")
_NOT_NAMES = frozenset({"a", "an", "the", "more", "less", "no", "any", "one", "two", "three"})


def cased(condition: str) -> str:
    """A condition's text as the cards print it: the reader keeps conditions in lower case
    ("i have 3 or more sap counters"); printed, "I", a terrain icon ("{M}") and a counter's
    name ("Sap counters", 2.5.a), a card type or zone ("Character", "Reserve") take their
    capitals back — the reader reads either."""
    text = _I.sub("I", condition)
    text = _TYPE.sub(lambda m: m.group(0).capitalize(), text)
    text = _ICON.sub(lambda m: "{" + m.group(1).upper() + "}", text)
    return _COUNTER.sub(
        lambda m: m.group(0) if m.group(1) in _NOT_NAMES else m.group(1).capitalize() + m.group(2),
        text,
    )
