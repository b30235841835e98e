"""The counts a judge checks against the physical deck, and how cards are named in
messages."""

from __future__ import annotations

from collections import Counter

from scenarios.tournament.verdict import Counts
from scenarios.tournament.versions import DeckCard, ReadDeck


def count_deck(deck: ReadDeck) -> Counts:
    """Cards, Heroes, cards of each rarity and of each faction (the Hero's included)."""
    rarity: Counter[str] = Counter()
    factions: Counter[str] = Counter()
    heroes = 0
    for c in deck.cards:
        rarity[c.version.rarity] += c.count
        if c.version.faction:
            factions[c.version.faction] += c.count
        if c.version.is_hero:
            heroes += c.count
    unsure = sum(u.count for u in deck.unknown) + sum(q.count for q in deck.questions)
    return Counts(
        cards=deck.total,
        heroes=heroes,
        commons=rarity["common"],
        rares=rarity["rare"],
        exalted=rarity["exalted"],
        uniques=rarity["unique"],
        factions=dict(sorted(factions.items(), key=lambda f: (-f[1], f[0]))),
        unknown=unsure,
    )


def named(card: DeckCard) -> str:
    """``3 × Kuwat, the Dissenter (Rare, Lyra), line 4``."""
    return f"{card.count} × {card.version.label}, line {card.line}"


def plural(n: int, word: str, many: str | None = None) -> str:
    return f"{n} {word if n == 1 else (many or word + 's')}"
