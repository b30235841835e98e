"""Words players bring from other card games, mapped to Altered's own vocabulary.

A player who asks about the "graveyard" means the Discard pile; "tap" means exhaust. The
query is expanded with the Altered words (the original words stay in the query, so a rule that
really says "stack" is still found).
"""

from __future__ import annotations

from typing import Final

SYNONYMS: Final[dict[str, str]] = {
    "graveyard": "discard pile",
    "cemetery": "discard pile",
    "yard": "discard pile",
    "gy": "discard pile",
    "tap": "exhaust",
    "tapped": "exhausted",
    "taps": "exhausts",
    "untap": "ready",
    "untapped": "ready",
    "library": "deck",
    "battlefield": "expedition in play",
    "board": "expedition",
    "creature": "character",
    "creatures": "characters",
    "minion": "character",
    "unit": "character",
    "instant": "spell",
    "sorcery": "spell",
    "enchantment": "permanent",
    "artifact": "permanent",
    "land": "mana orb",
    "lands": "mana orbs",
    "stack": "limbo",
    "priority": "initiative order",
    "upkeep": "morning",
    "untap step": "prepare",
    "end step": "night",
    "cleanup": "clean-up",
    "exile": "discard",
    "triggered": "reaction trigger",
    "trigger": "reaction",
    "etb": "enter play",
    "static": "passive ability",
    "activated": "quick action",
    "replacement": "modifier instead",
    "hexproof": "tough",
    "ward": "tough",
    "vigilance": "exhaust",
    "mulligan": "draw hand",
    "sideboard": "deck",
    "counterspell": "limbo",
    "haste": "quick action",
}


def expand(words: list[str]) -> list[str]:
    """Altered words for the foreign words in ``words`` (one- and two-word phrases)."""
    extra: list[str] = []
    lowered = [w.lower() for w in words]
    for index, word in enumerate(lowered):
        if index + 1 < len(lowered):
            pair = f"{word} {lowered[index + 1]}"
            if pair in SYNONYMS and SYNONYMS[pair] != pair:
                extra.append(SYNONYMS[pair])
        mapped = SYNONYMS.get(word)
        if mapped is not None and mapped != word:
            extra.append(mapped)
    return extra
