"""The CR as the grammar's lexicon: the word classes of ``altered.lark``.

Every status (2.4), keyword ability (7.4), sub-type (2.2.2), phase (4.2) and terrain
(7.5.8) the rules list is accepted in every slot of its kind: the grammar names the class
(``STATUS``, ``KEYWORD`` …) and this module says which words belong to it, from the same
vocabulary the card files are validated with (:mod:`scenarios.cards.vocabulary`).
"""

from __future__ import annotations

from collections.abc import Mapping

from engine import Status
from scenarios.cards import vocabulary as v
from scenarios.cards.card_words import NUMBER_WORDS, SubTypeWords

STATUSES: dict[str, str] = {s.value.lower(): s.value for s in Status}
"""Statuses (2.4): Anchored, Ascended, Asleep, Boosted, Exhausted, Fleeting."""

KEYWORDS: dict[str, str] = {
    k.lower(): k for k in v.KEYWORD_ABILITIES if k not in v.NUMBERED_KEYWORDS and k != "Fleeting"
}
"""Keyword abilities without a number (7.4); Fleeting is a status word (2.4.7)."""

NUMBERED_KEYWORDS: dict[str, str] = {k.lower(): k for k in v.NUMBERED_KEYWORDS}
"""Keyword abilities with a number: Scout X (7.4.5), Tough X (7.4.7)."""

SUBTYPES: Mapping[str, str] = SubTypeWords()
"""Sub-types the rules list (2.2.2.d, e, g), and those the card data being read prints
(:func:`scenarios.cards.card_words.using_subtypes`), looked up at each word."""

PHASES: dict[str, str] = {
    p: p.capitalize() for p in ("morning", "noon", "afternoon", "dusk", "night")
}
"""The phases of a Day (4.2)."""

TERRAINS: dict[str, str] = {"{v}": "forest", "{m}": "mountain", "{o}": "water"}
"""Terrain icons (7.5.8)."""

NUMBERS: dict[str, int] = {w: n for w, n in NUMBER_WORDS.items() if w not in ("a", "an")}
"""Numbers written as words ("two cards")."""

ICONS: dict[str, str] = {"{j}": "J", "{h}": "H", "{r}": "R"}
"""The trigger symbols (7.1.1.a-c)."""


def plural_subtype(word: str) -> str | None:
    """The sub-type a plural word names ("animals" -> Animal), if any."""
    for cut in ("es", "s"):
        if word.endswith(cut) and word[: -len(cut)] in SUBTYPES:
            return SUBTYPES[word[: -len(cut)]]
    if word.endswith("ies") and word[:-3] + "y" in SUBTYPES:  # "Fairies"
        return SUBTYPES[word[:-3] + "y"]
    return None
