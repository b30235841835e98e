"""The printed card handed to the reader and the reading it gives back."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from scenarios.cards.models import CardModel

FACTIONS = {
    "AX": "Axiom",
    "BR": "Bravos",
    "LY": "Lyra",
    "MU": "Muna",
    "OR": "Ordis",
    "YZ": "Yzmir",
}
"""The six factions by the two-letter code the card data uses (2.2.10)."""

AbilityStatus = Literal["executed", "not executed"]

_TOKEN_REMINDER = re.compile(
    r"^\s*#?\(If I leave the (?:Expedition|Landmark|Hero) zone, remove me from the game\.?\)",
    re.IGNORECASE,
)
"""The reminder every token card prints first (2.1.e: a token leaving its zone ceases to
exist): "(If I leave the Expedition zone, remove me from the game.)"; a Landmark token's says
"the Landmark zone". No other card prints it."""


def prints_token_reminder(main_text: str) -> bool:
    """Whether a card's text opens with the token reminder: the card is a token card (2.1.e)
    whatever type code the data gives it — a set's Landmark Permanent token typed as a plain
    ``LANDMARK_PERMANENT``, so the cards creating it by name make it (7.3.5, 2.2.b)."""
    return bool(_TOKEN_REMINDER.match(main_text))


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
    clause: str = ""
    """The clause that stopped it, as a pattern (lower case, numbers as N), for counting
    what the grammar most often lacks."""
    trigger: str | None = None
    """For a not-executed ability whose trigger was read ("{J}", "At Noon"): the engine's
    trigger name (``enters_play``, ``played_from_hand``, ``played_from_reserve``,
    ``at_phase``), so the trace names the ability when it would apply."""
    phase: str | None = None
    """The phase of an ``at_phase`` trigger (``noon`` …)."""
    support: bool = False
    """A support ability (2.2.12.d): it works only in Reserve."""
    reaction: dict[str, Any] | None = field(default=None, hash=False, compare=False)
    """For a not-executed event-triggered ability: its reaction's fields as far as read
    (``trigger``, ``filter``, ``if`` …, no ``effect``), so the engine names the ability
    when its event happens (6.3.f)."""


@dataclass(frozen=True)
class Reading:
    """What the engine reads from a printed card."""

    model: CardModel
    abilities: tuple[AbilityReading, ...]
    notes: tuple[str, ...] = ()
    """What the reader changed or left out of the characteristics, in a judge's words
    (a sub-type the rules do not list, a type the card language does not model)."""
    subtypes: Mapping[str, frozenset[str]] = field(default_factory=dict, compare=False)
    """The card data's sub-types it was read with beyond the rules' lists (card type ->
    names, 2.2.2): the model is compiled with them (``"Ferry Scout 1/1/1 Sailor"``)."""
    tokens: Mapping[str, Any] = field(default_factory=dict, compare=False)
    """The imported token cards it was read with (``TokenCard`` by name, 2.1.e): the model
    is compiled with them too, a description naming a set's token ("for each Ember Wisp
    token you control") read again as it was (token_names.using_tokens)."""

    @property
    def executable(self) -> bool:
        """Every printed ability compiles and runs."""
        return all(a.status == "executed" for a in self.abilities)

    @property
    def partly_executable(self) -> bool:
        """Some abilities compile, some are left to the judge."""
        statuses = {a.status for a in self.abilities}
        return statuses == {"executed", "not executed"}
