"""The result of a deck check, as plain data: legal or not, the counts a judge compares with
the physical deck, each violation with its rule and cards, errata in force, and the date.

``as_json()`` is the ``judge-app deck check --json`` shape::

    {"legal", "format", "as_of", "counts", "violations": [{"rule", "message", "cards"}],
     "unknown", "questions", "errata", "notes"}
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class Violation:
    """One reason the deck is not legal: the rule (CR 5.0 number), what is wrong in a
    judge's words, and the cards concerned (as the list names them)."""

    rule: str
    message: str
    cards: tuple[str, ...] = ()

    def as_json(self) -> dict[str, Any]:
        return {"rule": self.rule, "message": self.message, "cards": list(self.cards)}


@dataclass(frozen=True, slots=True)
class Counts:
    """What a judge counts in the physical deck."""

    cards: int
    heroes: int
    commons: int
    rares: int
    exalted: int
    uniques: int
    factions: dict[str, int]
    """Cards per faction, the Hero's included (cards of no faction are left out)."""
    unknown: int = 0
    """Cards whose version is unknown or still to be asked (counted in ``cards``)."""

    def as_json(self) -> dict[str, Any]:
        return {
            "cards": self.cards,
            "heroes": self.heroes,
            "commons": self.commons,
            "rares": self.rares,
            "exalted": self.exalted,
            "uniques": self.uniques,
            "factions": dict(self.factions),
            "unknown": self.unknown,
        }


@dataclass(frozen=True, slots=True)
class Erratum:
    """An erratum in force on the date, for a card of the deck."""

    card: str
    date: str
    title: str
    text: str

    def as_json(self) -> dict[str, Any]:
        return {"card": self.card, "date": self.date, "title": self.title, "text": self.text}


@dataclass(frozen=True, slots=True)
class DeckVerdict:
    """A checked deck."""

    where: str
    format: str
    """``constructed`` or ``limited``."""
    as_of: str
    """The day checked (``YYYY-MM-DD``)."""
    counts: Counts
    violations: tuple[Violation, ...]
    unknown: tuple[str, ...] = ()
    """What the list names that the card data does not know, as written."""
    questions: tuple[str, ...] = ()
    """What to ask the player (a name matching several versions)."""
    errata: tuple[Erratum, ...] = ()
    notes: tuple[str, ...] = field(default_factory=tuple)
    """What the judge may want to know that is not a violation (a lifted suspension)."""

    @property
    def legal(self) -> bool:
        return not self.violations

    def as_json(self) -> dict[str, Any]:
        return {
            "legal": self.legal,
            "format": self.format,
            "as_of": self.as_of,
            "counts": self.counts.as_json(),
            "violations": [v.as_json() for v in self.violations],
            "unknown": list(self.unknown),
            "questions": list(self.questions),
            "errata": [e.as_json() for e in self.errata],
            "notes": list(self.notes),
        }
