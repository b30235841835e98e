"""Building game states directly, for tests, scenarios and benchmarks.

    state = (GameBuilder()
             .in_hand("p1", "Kuwat", hand_cost=2, reserve_cost=1, forest=2)
             .mana("p1", 3)
             .at_afternoon(first="p1")
             .build())

Cards default to Characters. Every card gets a unique card id; :func:`find` looks objects up
by name. The Adventure defaults to the Hero region, six face-up regions and the Companion
region with terrains given by :meth:`GameBuilder.region` (all three by default).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from engine.state import zones as z
from engine.state.agenda import Task, TaskKind
from engine.state.cards import CardDef
from engine.state.enums import (
    CardType,
    ExpeditionKind,
    PermanentZone,
    Phase,
    Status,
    Terrain,
    ZoneKind,
)
from engine.state.game_state import GameState
from engine.state.objects import GameObject, Region
from engine.state.plain_orbs import plain_orb_name
from engine.state.records import replace


class GameBuilder:
    """A fluent, mutable builder producing an immutable :class:`GameState`."""

    def __init__(self, players: tuple[str, ...] = ("p1", "p2"), seed: int = 1) -> None:
        self.players = players
        self.seed = seed
        self.cards: dict[str, CardDef] = {}
        self.objects: dict[str, GameObject] = {}
        # lists while building (appending a card is O(1), so a big board builds in linear
        # time); frozen into the state's tuples by build()
        self.zones: dict[str, list[str]] = {k: [] for k in z.all_zones(players)}
        self.card_objects: dict[str, str] = {}
        self.n = 1
        self.ts = 1
        self.regions = [Region(f"region{i}", f"Region {i}", frozenset(Terrain)) for i in range(8)]
        self.positions = {
            z.expedition_id(p, k): (0 if k is ExpeditionKind.HERO else 7)
            for p in players
            for k in ExpeditionKind
        }
        self.phase = Phase.AFTERNOON
        self.first = players[0]
        self.agenda: tuple[Task, ...] = ()
        self.day = 1
        self.expedition_statuses: dict[str, frozenset[Status]] = {}

    # ------------------------------------------------------------- cards
    def add(
        self,
        player: str,
        zone: str,
        name: str,
        statuses: Iterable[Status] = (),
        counters: dict[str, int] | None = None,
        **card: Any,
    ) -> GameBuilder:
        """Put a new card named ``name`` owned by ``player`` in ``zone`` (a zone key)."""
        card.setdefault("type", CardType.CHARACTER)
        card_id = f"{player}-c{self.n}"
        definition = CardDef(card_id=card_id, owner=player, name=name, **card)
        oid = f"o{self.n}"
        self.n += 1
        kind = z.kind_of(zone)
        visible = kind not in (ZoneKind.DECK, ZoneKind.HAND)
        ts = None
        if visible:
            ts = self.ts
            self.ts += 1
        self.cards[card_id] = definition
        self.objects[oid] = GameObject(
            oid,
            zone,
            player,
            z.player_of(zone) or player,
            card_id,
            ts,
            frozenset(statuses) if visible else frozenset(),
            dict(counters or {}) if visible else {},
        )
        self.zones.setdefault(zone, []).append(oid)
        self.card_objects[card_id] = oid
        return self

    def in_hand(self, player: str, name: str, **card: Any) -> GameBuilder:
        """A card in ``player``'s Hand."""
        return self.add(player, z.personal(ZoneKind.HAND, player), name, **card)

    def in_deck(self, player: str, name: str, **card: Any) -> GameBuilder:
        """A card at the bottom of ``player``'s Deck."""
        return self.add(player, z.personal(ZoneKind.DECK, player), name, **card)

    def in_reserve(self, player: str, name: str, **card: Any) -> GameBuilder:
        """An object in ``player``'s Reserve."""
        return self.add(player, z.personal(ZoneKind.RESERVE, player), name, **card)

    def in_discard(self, player: str, name: str, **card: Any) -> GameBuilder:
        """An object in ``player``'s Discard pile."""
        return self.add(player, z.personal(ZoneKind.DISCARD, player), name, **card)

    def in_expedition(self, player: str, which: str, name: str, **card: Any) -> GameBuilder:
        """An object in one of ``player``'s Expeditions (``"hero"`` / ``"companion"``)."""
        return self.add(player, z.expedition(player, ExpeditionKind(which)), name, **card)

    def in_landmarks(self, player: str, name: str, **card: Any) -> GameBuilder:
        """A Landmark Permanent in ``player``'s Landmarks (5.2.3.a)."""
        card.setdefault("type", CardType.PERMANENT)
        if card["type"] is CardType.PERMANENT:
            card.setdefault("permanent_zone", PermanentZone.LANDMARK)
        return self.add(player, z.landmarks(player), name, **card)

    def hero(self, player: str, name: str, **card: Any) -> GameBuilder:
        """``player``'s Hero."""
        card.setdefault("type", CardType.HERO)
        return self.add(player, z.personal(ZoneKind.HERO, player), name, **card)

    def mana(self, player: str, ready: int, exhausted: int = 0) -> GameBuilder:
        """Mana Orbs in ``player``'s Mana zone."""
        for i in range(ready + exhausted):
            self.add(
                player,
                z.personal(ZoneKind.MANA, player),
                plain_orb_name(player, i + 1),
                statuses=(Status.EXHAUSTED,) if i >= ready else (),
            )
        return self

    def deck_of(self, player: str, count: int) -> GameBuilder:
        """``count`` vanilla 1-cost 1/1/1 Characters in ``player``'s Deck."""
        for i in range(count):
            self.in_deck(
                player,
                f"{player} card {i + 1}",
                hand_cost=1,
                reserve_cost=1,
                forest=1,
                mountain=1,
                water=1,
            )
        return self

    # ------------------------------------------------------------- board and time
    def region(self, index: int, *terrains: Terrain) -> GameBuilder:
        """Set the terrains of a face-up region."""
        self.regions[index] = replace(self.regions[index], terrains=frozenset(terrains))
        return self

    def face_down(self, index: int) -> GameBuilder:
        """Make region ``index`` (1-6) the face-down half of a Tumult card (4.1.c): its
        terrains are hidden until an Expedition moves into or past it (7.3.25.b). The
        Tumult cards are regions 1-2, 3-4 and 5-6."""
        region = self.regions[index]
        self.regions[index] = replace(
            region,
            face_up=False,
            terrains=frozenset(),
            hidden_terrains=region.terrains,
            tumult_card=(index + 1) // 2,
        )
        return self

    def position(self, expedition: str, index: int) -> GameBuilder:
        """Put an Expedition counter (``"p1:hero"``) on region ``index``."""
        self.positions[expedition] = index
        return self

    def ascended(self, expedition: str) -> GameBuilder:
        """Give an Expedition the Ascended status (2.4.1.b)."""
        self.expedition_statuses[expedition] = frozenset({Status.ASCENDED})
        return self

    def at_afternoon(self, first: str = "p1") -> GameBuilder:
        """Afternoon of day 1, before ``first``'s first turn."""
        self.first = first
        self.phase = Phase.AFTERNOON
        self.agenda = (Task(TaskKind.NEXT_TURN),)
        return self

    def at_phase(self, phase: Phase, first: str = "p1") -> GameBuilder:
        """Just before ``phase`` begins."""
        self.first = first
        self.agenda = (Task(TaskKind.BEGIN_PHASE, phase=phase),)
        return self

    def with_agenda(self, *tasks: Task) -> GameBuilder:
        """Explicit agenda."""
        self.agenda = tasks
        return self

    def build(self) -> GameState:
        """The state."""
        return GameState(
            players=self.players,
            cards=dict(self.cards),
            objects=dict(self.objects),
            zones={k: tuple(v) for k, v in self.zones.items()},
            card_objects=dict(self.card_objects),
            adventure=tuple(self.regions),
            positions=dict(self.positions),
            expedition_statuses=dict(self.expedition_statuses),
            day=self.day,
            phase=self.phase,
            first_player=self.first,
            rng=self.seed,
            next_object=self.n,
            next_timestamp=self.ts,
            agenda=self.agenda,
        )


def find(state: GameState, name: str, zone: str | None = None) -> str:
    """The id of the single object named ``name`` (optionally in ``zone``)."""
    hits = [
        oid
        for oid, o in state.objects.items()
        if o.card_id is not None
        and state.cards[o.card_id].name == name
        and (zone is None or o.zone == zone)
    ]
    if len(hits) != 1:
        raise LookupError(f"{len(hits)} objects named {name!r}")
    return hits[0]
