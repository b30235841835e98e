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


MAX_QUERY_CHARS = 500
"""A card search reads at most this much of what was typed (a card's whole text is under
400 characters), so a pasted page cannot make a search take minutes."""
MAX_QUERY_WORDS = 40
MAX_QUERY_FILTERS = 20
_MAX_DIGITS = 9  # a cost filter's number: "cost<=99999999999999999999" is not a cost


def bounded_query(query: str) -> str:
    """``query`` cut to :data:`MAX_QUERY_CHARS` (at a space when there is one)."""
    if len(query) <= MAX_QUERY_CHARS:
        return query
    cut = query[:MAX_QUERY_CHARS]
    space = cut.rfind(" ")
    return cut[:space] if space > MAX_QUERY_CHARS // 2 else cut


def parse_query(query: str) -> tuple[list[str], list[tuple[str, str, Any]]]:
    """Words to look for, and ``(field, operator, value)`` filters (``cost<=2``); at most
    :data:`MAX_QUERY_WORDS` words and :data:`MAX_QUERY_FILTERS` filters of the first
    :data:`MAX_QUERY_CHARS` characters are used."""
    words: list[str] = []
    filters: list[tuple[str, str, Any]] = []
    for token in re.findall(r"\w+\s*(?:<=|>=|<|>|:|=)\s*\w+|[\w'’-]+", bounded_query(query)):
        m = _FILTER.match(token)
        if m is None:
            words.extend(w for w in re.split(r"[\W_]+", token) if w)
            continue
        name, op, value = m.group(1).lower(), m.group(2), m.group(3).strip()
        op = "=" if op == ":" else op
        if name in _COLUMNS and value.isascii() and value.isdigit() and len(value) <= _MAX_DIGITS:
            filters.append((_COLUMNS[name], op, int(value)))
        elif name == "faction":
            codes = [c for c, f in FACTIONS.items() if f.lower().startswith(value.lower())]
            filters.append(("faction", "=", codes[0] if codes else value.upper()))
        elif name == "type" and value.lower() in _TYPE_FILTER:
            column, wanted = _TYPE_FILTER[value.lower()]
            filters.append((column, "=", wanted))
        else:
            words.extend(w for w in re.split(r"[\W_]+", token) if w)
    return words[:MAX_QUERY_WORDS], filters[:MAX_QUERY_FILTERS]
