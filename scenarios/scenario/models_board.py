"""A scenario's board: the cards placed in each zone with their state, the Mana Orbs
(3.2.9) and one player's side. Part of the scenario file format
(:mod:`scenarios.scenario.models`)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Annotated, Literal

from pydantic import BeforeValidator, Field, model_validator

from scenarios.cards.models import Strict
from scenarios.limits import MAX_MANA
from scenarios.scenario.models_values import Count, Region, StatusName, ZoneCards


class CardEntry(Strict):
    """A card placed in a zone: a library (or scenario) card, with its state."""

    card: str
    ref: str | None = None
    statuses: tuple[StatusName, ...] = ()
    counters: dict[str, Count] = Field(default_factory=dict, max_length=16)
    boosts: Count = 0
    owner: str | None = None
    """The card's owner when it is not the player whose side lists it (a card moved to
    the opponent's zone keeps its owner, 1.1.2.b)."""
    timestamp: Annotated[int, Field(ge=1, le=1_000_000)] | None = None
    """When the card entered its zone relative to the others (2.2.16.b–c), for a board
    whose cards did not come in the order the layout lists them: passive abilities and
    cost changes apply in timestamp order (2.3.3.b), so the sandbox writes it when that
    order differs. A card without one is newer than every card with one."""


def _entry(value: object) -> object:
    return {"card": value} if isinstance(value, str) else value


Entry = Annotated[CardEntry, BeforeValidator(_entry)]


class OrbEntry(Strict):
    """One Mana Orb (3.2.9.b): a face-down card — ``card`` names which one (it matters if
    it ever leaves the Mana zone), or none for a plain orb — with its statuses and
    counters."""

    card: str | None = None
    ref: str | None = None
    statuses: tuple[StatusName, ...] = ()
    counters: dict[str, Count] = Field(default_factory=dict, max_length=16)
    owner: str | None = None


def _orb(value: object) -> object:
    if isinstance(value, str):
        return {} if value.strip().lower() == "orb" else {"card": value}
    return value


Orb = Annotated[OrbEntry, BeforeValidator(_orb)]


class ManaModel(Strict):
    """Mana Orbs (3.2.9): how many are ready and how many exhausted, or each orb in
    order (``orbs``) when they differ by more than that."""

    ready: Annotated[int, Field(ge=0, le=MAX_MANA)] = 0
    exhausted: Annotated[int, Field(ge=0, le=MAX_MANA)] = 0
    orbs: tuple[Orb, ...] = Field(default=(), max_length=MAX_MANA)

    @model_validator(mode="after")
    def _one_form(self) -> ManaModel:
        if self.orbs and (self.ready or self.exhausted):
            raise ValueError("give either a list of orbs or ready/exhausted counts, not both")
        return self


def _mana(value: object) -> object:
    if isinstance(value, int) and not isinstance(value, bool):
        return {"ready": value}
    if isinstance(value, list):
        return {"orbs": value}
    return value


CARD_FIELDS = (
    "hero",
    "deck",
    "hand",
    "reserve",
    "discard",
    "landmarks",
    "hero_expedition",
    "companion_expedition",
)
"""The fields of a player's side that list cards (not Mana Orbs)."""


class PlayerModel(Strict):
    """One player's side of the board; lists are in order (a Deck's first card is its
    top card, 3.2.2.b)."""

    hero: Entry | None = None
    deck: tuple[Entry, ...] = ZoneCards
    hand: tuple[Entry, ...] = ZoneCards
    reserve: tuple[Entry, ...] = ZoneCards
    discard: tuple[Entry, ...] = ZoneCards
    mana: Annotated[ManaModel, BeforeValidator(_mana)] = ManaModel()
    landmarks: tuple[Entry, ...] = ZoneCards
    hero_expedition: tuple[Entry, ...] = ZoneCards
    companion_expedition: tuple[Entry, ...] = ZoneCards
    hero_position: Region | None = None
    companion_position: Region | None = None
    ascended: tuple[Literal["hero", "companion"], ...] = ()

    def card_entries(self) -> Iterator[tuple[str, CardEntry]]:
        """Each card this side lists (not its Mana Orbs), with the field that lists it, in
        the order of :data:`CARD_FIELDS` (the Hero first)."""
        for name in CARD_FIELDS:
            value = getattr(self, name)
            for entry in (value,) if isinstance(value, CardEntry) else value or ():
                yield name, entry
