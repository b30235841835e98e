"""A mutable working copy of a state, used inside one engine step only.

Performing a step's atomic actions edits a :class:`Draft` (copied once per step), then
:meth:`Draft.freeze` produces the next immutable ``GameState``. Drafts never escape the
function that made them, so states stay immutable for every caller.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.pipeline import lineage
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
    """Mutable copies of the parts of a state that atomic actions change."""

    def __init__(self, state: GameState) -> None:
        self.base = state
        self.objects: dict[str, GameObject] = _Tracked(state.objects)
        self.zones: dict[str, tuple[str, ...]] = dict(state.zones)
        self.card_objects: dict[str, str] = dict(state.card_objects)
        self.cards: dict[str, CardDef] | None = None
        self.positions: dict[str, int] = dict(state.positions)
        self.expedition_statuses: dict[str, frozenset[Status]] = dict(state.expedition_statuses)
        self.adventure: list[Region] = list(state.adventure)
        self.moved_forward_today: set[str] = set(state.moved_forward_today)
        self.first_player = state.first_player
        self.passed: set[str] = set(state.passed)
        self.turn_ends = state.turn_ends
        self.rng = state.rng
        self.next_object = state.next_object
        self.next_timestamp = state.next_timestamp

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
        self.zones[zone] = tuple(i for i in self.zones.get(zone, ()) if i != object_id)

    def add_to_zone(self, object_id: str, zone: str, top: bool = False) -> None:
        """Put an id into a zone (at the end, or first if ``top``: index 0 is a Deck's top
        card, 3.2.2.b)."""
        current = self.zones.get(zone, ())
        self.zones[zone] = (object_id, *current) if top else (*current, object_id)

    def freeze(self, **more: Any) -> GameState:
        """The next immutable state (``more``: other fields to change at the same time)."""
        objects = dict(self.objects)
        if isinstance(self.objects, _Tracked):
            lineage.record(objects, self.base.objects, frozenset(self.objects.changed))
        return evolve(
            self.base,
            **more,
            objects=objects,
            zones=self.zones,
            card_objects=self.card_objects,
            cards=self.cards if self.cards is not None else self.base.cards,
            positions=self.positions,
            expedition_statuses=self.expedition_statuses,
            adventure=tuple(self.adventure),
            moved_forward_today=frozenset(self.moved_forward_today),
            first_player=self.first_player,
            passed=frozenset(self.passed),
            turn_ends=self.turn_ends,
            rng=self.rng,
            next_object=self.next_object,
            next_timestamp=self.next_timestamp,
        )
