"""Printed card text → the card language (``CardModel``), clause by clause.

This is the seam between the card pool (``scenarios/pool/``: official card data imported by
the judge) and the engine. The pool hands over a :class:`PrintedCard` — the printed
characteristics and the English text exactly as printed (icons as ``{J}``, ``{H}``, ``{R}``,
``{T}``, ``{D}``, ``{I}``, ``{V}``/``{M}``/``{O}``, ``{1}``; keywords in brackets; reminder text
in parentheses) — and gets back a :class:`Reading`: the same :class:`CardModel` a hand-written
library card is, plus, for every printed ability, whether it compiled and, if not, why, in a
judge's words. The engine and its citations therefore need no second path.

A reading that runs but does something other than the text is worse than "resolve by hand":
an ability the grammar does not fully understand is *not executed*.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from scenarios.cards.models import CardModel

AbilityStatus = Literal["executed", "not executed"]


@dataclass(frozen=True)
class PrintedCard:
    """A card as printed (English text): what the card data gives, in the rules' words.

    ``type`` is a rules card type: ``Character``, ``Spell``, ``Permanent``, ``Hero`` or
    ``Token``-like types mapped by the pool (a Landmark or Expedition Permanent is
    ``Permanent`` with ``zone_type``). ``main_text`` is the printed abilities (or a Spell's
    effect); ``support_text`` the support ability (2.2.12.d), active in Reserve.
    """

    name: str
    type: str
    subtypes: tuple[str, ...] = ()
    zone_type: str | None = None
    faction: str | None = None
    rarity: str | None = None
    hand_cost: int | None = None
    reserve_cost: int | None = None
    forest: int | None = None
    mountain: int | None = None
    water: int | None = None
    reserve_limit: int | None = None
    landmark_limit: int | None = None
    main_text: str = ""
    support_text: str = ""
    token: bool = False


@dataclass(frozen=True)
class AbilityReading:
    """One printed ability (or a Spell's effect, or a keyword) and what became of it."""

    text: str
    status: AbilityStatus
    reason: str = ""
    """Why it is not executed, in a judge's words ("'roll a die' is not understood yet")."""


@dataclass(frozen=True)
class Reading:
    """What the engine reads from a printed card."""

    model: CardModel
    abilities: tuple[AbilityReading, ...]

    @property
    def executable(self) -> bool:
        """Every printed ability compiles and runs."""
        return all(a.status == "executed" for a in self.abilities)

    @property
    def partly_executable(self) -> bool:
        """Some abilities compile, some are left to the judge."""
        statuses = {a.status for a in self.abilities}
        return statuses == {"executed", "not executed"}


def read_printed(card: PrintedCard) -> Reading:
    """Compile ``card``'s printed text. Never raises for text it does not understand: such
    an ability is returned as "not executed" with its reason, and left out of ``model``.

    Placeholder until the grammar lands: characteristics only, every ability by hand."""
    model = CardModel.model_validate(
        {
            "name": card.name,
            "type": card.type,
            "subtypes": card.subtypes,
            "zone_type": card.zone_type,
            "faction": card.faction,
            "hand_cost": card.hand_cost,
            "reserve_cost": card.reserve_cost,
            "forest": card.forest,
            "mountain": card.mountain,
            "water": card.water,
            "reserve_limit": card.reserve_limit,
            "landmark_limit": card.landmark_limit,
            "text": card.main_text,
            "token": card.token,
        }
    )
    texts = [t for t in (card.main_text, card.support_text) if t.strip()]
    return Reading(
        model,
        tuple(AbilityReading(t, "not executed", "printed text is not compiled yet") for t in texts),
    )
