"""What the card pool answers with: an import's report, a card definition with its prints,
an official ruling as a rules-search unit (plain data, no database)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from scenarios.cards.card_words import RARITIES
from scenarios.cards.printed import AbilityReading, PrintedCard


class ImportCancelled(Exception):
    """The judge cancelled an import; nothing was changed."""


@dataclass(frozen=True, slots=True)
class ImportReport:
    """What an import brought in (counted over the prints of the imported files)."""

    prints: int
    definitions: int
    executable: int
    partly_executable: int
    not_executable: int
    rulings: int
    languages: tuple[str, ...]
    histories: int = 0
    files: int = 0
    seconds: float = 0.0
    errors: tuple[str, ...] = ()
    unknowns: tuple[str, ...] = ()
    """Values of the data the desk does not know yet (a new set's card type, faction,
    rarity, sub-type, keyword or token), each with its file and card, in a judge's words;
    past the first few, one line counts the rest."""
    unknown_values: int = 0
    """How many such values there are (``unknowns`` says the first of them one by one)."""

    def as_json(self) -> dict[str, Any]:
        return {
            "prints": self.prints,
            "definitions": self.definitions,
            "executable": self.executable,
            "partly_executable": self.partly_executable,
            "not_executable": self.not_executable,
            "rulings": self.rulings,
            "languages": list(self.languages),
            "errors": list(self.errors),
            "unknowns": list(self.unknowns),
            "unknown_values": self.unknown_values,
        }


@dataclass(frozen=True, slots=True)
class PrintInfo:
    """One print of a definition."""

    reference: str
    rarity: str
    faction: str | None
    set_code: str
    set_name: str
    suspended: bool
    errated: bool
    banned: bool
    changed: tuple[str, ...]
    languages: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class PoolCard:
    """A distinct card definition of the pool, in the rules' words."""

    key: str
    name: str
    names: dict[str, str]
    """The card's name in every imported language (``{"EN": ..., "FR": ...}``)."""
    type: str
    zone_type: str | None
    token: bool
    faction: str | None
    subtypes: tuple[str, ...]
    hand_cost: int | None
    reserve_cost: int | None
    forest: int | None
    mountain: int | None
    water: int | None
    reserve_limit: int | None
    landmark_limit: int | None
    main_text: str
    support_text: str
    language: str
    """The language the engine read (English when imported)."""
    status: str
    abilities: tuple[AbilityReading, ...]
    prints: tuple[PrintInfo, ...]
    texts: dict[str, tuple[str, str]] = field(default_factory=dict)
    """Printed text per language: ``{"FR": (main, support)}``."""

    @property
    def type_line(self) -> str:
        """``"Landmark Permanent – Site"``, ``"Character token – Robot"``."""
        words = f"{self.zone_type} {self.type}" if self.zone_type else self.type
        if self.token:
            words += " token"
        return words + (" – " + ", ".join(self.subtypes) if self.subtypes else "")

    @property
    def references(self) -> tuple[str, ...]:
        return tuple(p.reference for p in self.prints)

    def printed_card(self) -> PrintedCard:
        """The card as the printed text reader takes it."""
        return PrintedCard(
            name=self.name,
            type=self.type,
            subtypes=self.subtypes,
            zone_type=self.zone_type,
            faction=self.faction,
            # a rarity the rules do not list (a new set's) is not the card language's (2.2.5.a)
            rarity=self.prints[0].rarity
            if self.prints and self.prints[0].rarity in RARITIES
            else None,
            hand_cost=self.hand_cost,
            reserve_cost=self.reserve_cost,
            forest=self.forest,
            mountain=self.mountain,
            water=self.water,
            reserve_limit=self.reserve_limit,
            landmark_limit=self.landmark_limit,
            main_text=self.main_text,
            support_text=self.support_text,
            token=self.token,
        )


@dataclass(frozen=True, slots=True)
class PoolRuling:
    """An official ruling on a card: a search unit for the rules search (kind ``ruling``)."""

    card: str
    reference: str
    question: str
    answer: str
    date: str
    rules: tuple[str, ...]
    """Rule numbers the question or answer mentions (``"6.2.e"``)."""


_RULE_ID = re.compile(r"(?<![\d.])(\d{1,2}\.\d{1,2}(?:\.\d{1,3})*(?:\.[a-z])?)(?![\d])")


def rule_ids(text: str) -> tuple[str, ...]:
    """Rule numbers mentioned in ``text`` ("see 6.2.e" → ``("6.2.e",)``), in order."""
    return tuple(dict.fromkeys(m.group(1) for m in _RULE_ID.finditer(text)))
