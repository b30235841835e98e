"""Passive abilities that change characteristics for the whole board, as the CR's
dependency examples print them (2.3.2.d-g), and the 2.4.1.g exception in its general form:

* "All regions are Forests." / "All regions are {V} and {M}." — every region's terrains
  (``all_regions_are``);
* "All other Characters lose their abilities." — ``lose_abilities`` with the group as
  written (the compiler says which groups the engine applies);
* "All Characters are Elementals." / "... are Elementals and Dragons." — sub-types every
  Character gains in play (``all_characters_are``);
* "All Elementals have Gigantic." — a keyword granted to a sub-type's Characters
  (``grant``);
* "I can gain statuses I already have." — the bearer may gain any status it has (2.4.1.g,
  ``static``; one status: "I can gain Fleeting even if I was already Fleeting" is read by the
  rule-change statics).

Each returns a ``PassiveModel`` dict, validated and compiled like a hand-written card.
"""

from __future__ import annotations

import re
from typing import Any

from scenarios.cards import vocabulary as v

_TERRAIN_WORDS = {
    "forest": "forest",
    "forests": "forest",
    "{v}": "forest",
    "mountain": "mountain",
    "mountains": "mountain",
    "{m}": "mountain",
    "water": "water",
    "waters": "water",
    "{o}": "water",
}

_ALL_REGIONS = re.compile(r"^all regions are (?P<what>.+)$")
_LOSE = re.compile(r"^(?P<who>all (?:other )?characters) lose their abilities$")
_ALL_CHARACTERS = re.compile(r"^all characters are (?P<what>.+)$")
_SUBTYPE_HAVE = re.compile(r"^all (?P<group>[a-z]+) have (?P<kw>[a-z]+)$")
REGAIN_ANY = "i can gain statuses i already have"


def _items(words: str) -> list[str]:
    """ "Forests, Mountains and Water" -> its items."""
    return [w.strip() for w in re.split(r",\s*|\s+and\s+", words) if w.strip()]


def _subtype(plural: str) -> str | None:
    """The Character sub-type a plural names (``Elementals`` -> ``Elemental``, ``Fairies`` ->
    ``Fairy``), or ``None``."""
    for singular in (plural[:-3] + "y" if plural.endswith("ies") else "", plural[:-1], plural):
        name = singular.capitalize()
        if singular and name in v.CHARACTER_SUBTYPES:
            return name
    return None


def read_changing_passive(text: str) -> dict[str, Any] | None:
    """The passive ability of ``text`` as a ``PassiveModel`` dict, or ``None``."""
    low = " ".join(text.lower().rstrip(".").split())
    m = _ALL_REGIONS.match(low)
    if m is not None:
        terrains = [_TERRAIN_WORDS.get(w) for w in _items(m["what"])]
        if terrains and None not in terrains:
            return {"all_regions_are": terrains}
        return None
    m = _LOSE.match(low)
    if m is not None:
        return {"lose_abilities": " ".join(text.rstrip(".").split()[: len(m["who"].split())])}
    m = _ALL_CHARACTERS.match(low)
    if m is not None:
        subtypes = [_subtype(w) for w in _items(m["what"])]
        if subtypes and None not in subtypes:
            return {"all_characters_are": subtypes}
        return None
    m = _SUBTYPE_HAVE.match(low)
    if m is not None and m["group"] != "characters":
        subtype, keyword = _subtype(m["group"]), m["kw"].capitalize()
        if subtype is not None and keyword in v.KEYWORD_ABILITIES:
            return {"grant": {"to": f"all {subtype}s", "keyword": keyword}}
        return None
    if low == REGAIN_ANY:
        return {"static": REGAIN_ANY}
    return None
