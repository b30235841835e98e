"""What a judge types in the card search: words, and filters such as ``cost<=2``,
``faction:axiom``, ``type:spell`` (pure functions)."""

from __future__ import annotations

import re
import unicodedata
from typing import Any

from scenarios.cards.printed.card import FACTIONS


def fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return " ".join("".join(c for c in decomposed if not unicodedata.combining(c)).split())


_FILTER = re.compile(r"^(cost|hand|reserve|faction|type)\s*(<=|>=|:|=|<|>)\s*(.+)$", re.I)
_COLUMNS = {"cost": "hand_cost", "hand": "hand_cost", "reserve": "reserve_cost"}
_TYPE_FILTER = {
    "character": ("type", "Character"),
    "spell": ("type", "Spell"),
    "permanent": ("type", "Permanent"),
    "hero": ("type", "Hero"),
    "landmark": ("zone_type", "Landmark"),
    "expedition": ("zone_type", "Expedition"),
    "token": ("token", 1),
}


def parse_query(query: str) -> tuple[list[str], list[tuple[str, str, Any]]]:
    """Words to look for, and ``(field, operator, value)`` filters (``cost<=2``)."""
    words: list[str] = []
    filters: list[tuple[str, str, Any]] = []
    for token in re.findall(r"\w+\s*(?:<=|>=|<|>|:|=)\s*\w+|[\w'’-]+", query):
        m = _FILTER.match(token)
        if m is None:
            words.extend(w for w in re.split(r"[\W_]+", token) if w)
            continue
        name, op, value = m.group(1).lower(), m.group(2), m.group(3).strip()
        op = "=" if op == ":" else op
        if name in _COLUMNS and value.isdigit():
            filters.append((_COLUMNS[name], op, int(value)))
        elif name == "faction":
            codes = [c for c, f in FACTIONS.items() if f.lower().startswith(value.lower())]
            filters.append(("faction", "=", codes[0] if codes else value.upper()))
        elif name == "type" and value.lower() in _TYPE_FILTER:
            column, wanted = _TYPE_FILTER[value.lower()]
            filters.append((column, "=", wanted))
        else:
            words.extend(w for w in re.split(r"[\W_]+", token) if w)
    return words, filters
