"""A mutable working copy of a state, used inside one engine step only.

Performing a step's atomic actions edits a :class:`Draft` (copied once per step), then
:meth:`Draft.freeze` produces the next immutable ``GameState``. Drafts never escape the
function that made them, so states stay immutable for every caller.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.reading import lineage
from engine.state.cards import CardDef
from engine.state.enums import Status
from engine.state.game_state import GameState, evolve
from engine.state.objects import GameObject, Region


class _Tracked(dict[str, GameObject]):
    """The draft's objects: a dict that remembers which keys were written or removed."""

    __slots__ = ("changed",)

    def __init__(self, base: Mapping[str, GameObject]) -> None:
        super().__init__(base)
        self.changed: set[str] = set()

    def __setitem__(self, key: str, value: GameObject) -> None:
        self.changed.add(key)
        super().__setitem__(key, value)

    def __delitem__(self, key: str) -> None:
        self.changed.add(key)
        super().__delitem__(key)

    def pop(self, key: str, *default: Any) -> Any:
        self.changed.add(key)
        return super().pop(key, *default)


class Draft:
    """Mutable copies of the parts of a state that atomic actions change. Objects are
    copied at once (nearly every atomic action changes one); the rest is copied the
    first time a step reads or writes it, so a step that only exhausts a Character does
    not copy the Adventure, the zones and the Expedition counters."""

    def __init__(self, state: GameState) -> None:
        self.base = state
        self.objects: dict[str, GameObject] = _Tracked(state.objects)
        self.cards: dict[str, CardDef] | None = None
        self._zones: dict[str, tuple[str, ...]] | None = None
        self._card_objects: dict[str, str] | None = None
        self._positions: dict[str, int] | None = None
        self._expedition_statuses: dict[str, frozenset[Status]] | None = None
        self._adventure: list[Region] | None = None
        self._moved_forward_today: set[str] | None = None
        self._passed: set[str] | None = None
        self.first_player = state.first_player
        self.turn_ends = state.turn_ends
        self.winner = state.winner  # a player an effect made win the game (1.4.2.a)
        self.rng = state.rng
        self.next_object = state.next_object
        self.next_timestamp = state.next_timestamp

    @property
    def zones(self) -> dict[str, tuple[str, ...]]:
        """The zones' contents, by zone key."""
        if self._zones is None:
            self._zones = dict(self.base.zones)
        return self._zones

    @property
    def card_objects(self) -> dict[str, str]:
        """Which object represents each card."""
        if self._card_objects is None:
            self._card_objects = dict(self.base.card_objects)
        return self._card_objects

    @property
    def positions(self) -> dict[str, int]:
        """Each Expedition's region index."""
        if self._positions is None:
            self._positions = dict(self.base.positions)
        return self._positions

    @property
    def expedition_statuses(self) -> dict[str, frozenset[Status]]:
        """Each Expedition's statuses (Ascended, 4.2.4.e)."""
        if self._expedition_statuses is None:
            self._expedition_statuses = dict(self.base.expedition_statuses)
        return self._expedition_statuses

    @property
    def adventure(self) -> list[Region]:
        """The regions of the Adventure, in order."""
        if self._adventure is None:
            self._adventure = list(self.base.adventure)
        return self._adventure

    @property
    def moved_forward_today(self) -> set[str]:
        """The Expeditions that moved forward this day."""
        if self._moved_forward_today is None:
            self._moved_forward_today = set(self.base.moved_forward_today)
        return self._moved_forward_today

    @property
    def passed(self) -> set[str]:
        """The players who passed this Afternoon."""
        if self._passed is None:
            self._passed = set(self.base.passed)
        return self._passed

    def card(self, card_id: str) -> CardDef:
        """A card definition, including tokens created in this draft."""
        if self.cards is not None:
            return self.cards[card_id]
        return self.base.cards[card_id]

    def add_card(self, card: CardDef) -> None:
        """Register a new card definition (a token's, 2.2.b)."""
        if self.cards is None:
            self.cards = dict(self.base.cards)
        self.cards[card.card_id] = card

    def new_object_id(self) -> str:
        """A fresh object id."""
        oid = f"o{self.next_object}"
        self.next_object += 1
        return oid

    def new_timestamp(self) -> int:
        """A timestamp greater than all previous ones (2.2.16.c)."""
        ts = self.next_timestamp
        self.next_timestamp += 1
        return ts

    def remove_from_zone(self, object_id: str, zone: str) -> None:
        """Take an id out of a zone."""
        zones = self.zones
        zones[zone] = tuple(i for i in zones.get(zone, ()) if i != object_id)

    def add_to_zone(self, object_id: str, zone: str, top: bool = False, at: int = -1) -> None:
        """Put an id into a zone (at the end, or first if ``top``: index 0 is a Deck's top
        card, 3.2.2.b; or at index ``at`` — the end when the zone has fewer, 3.2.2.f)."""
        zones = self.zones
        current = zones.get(zone, ())
        if at >= 0:
            zones[zone] = (*current[:at], object_id, *current[at:])
            return
        zones[zone] = (object_id, *current) if top else (*current, object_id)

    def freeze(self, **more: Any) -> GameState:
        """The next immutable state (``more``: other fields to change at the same time)."""
        objects = dict(self.objects)
        if isinstance(self.objects, _Tracked):
            lineage.record(objects, self.base.objects, frozenset(self.objects.changed))
        changes: dict[str, Any] = {
            "objects": objects,
            "first_player": self.first_player,
            "turn_ends": self.turn_ends,
            "winner": self.winner,
            "game_over": self.base.game_over or self.winner is not None,
            "rng": self.rng,
            "next_object": self.next_object,
            "next_timestamp": self.next_timestamp,
        }
        if self.cards is not None:
            changes["cards"] = self.cards
        if self._zones is not None:
            changes["zones"] = self._zones
        if self._card_objects is not None:
            changes["card_objects"] = self._card_objects
        if self._positions is not None:
            changes["positions"] = self._positions
        if self._expedition_statuses is not None:
            changes["expedition_statuses"] = self._expedition_statuses
        if self._adventure is not None:
            changes["adventure"] = tuple(self._adventure)
        if self._moved_forward_today is not None:
            changes["moved_forward_today"] = frozenset(self._moved_forward_today)
        if self._passed is not None:
            changes["passed"] = frozenset(self._passed)
        return evolve(self.base, **more, **changes)
