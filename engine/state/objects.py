"""Game objects, emblems and regions as immutable records keyed by string ids.

Objects never change zones (2.1.c): when the engine "moves" a card it removes the old
record and creates a new one with a new id and a new timestamp (2.1.d, 1.4.4.a). The
``card_id`` stays the same so effects that moved a card can find it again (2.1.f). Cards in
hidden zones are not objects rules-wise (2.1.j); they still get a record, with no timestamp,
so that every card is in exactly one zone.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import field

from engine.state.cards import Ability, EffectStep
from engine.state.enums import BOOST, Phase, Status, Terrain
from engine.state.records import record


@record
class StatusOrigin:
    """Which effect gave an object one of its statuses, and when: an object's statuses
    change only when an effect causes them to (2.4.1.e; 2.4.6.a for exhausted), so a judge
    asked "why is it Anchored?" names that effect. ``source`` is said as the trace names
    it ("Frozen Lake (a Spell)", "Arcolano Milk's Reaction"); ``day`` and ``phase`` are
    when it happened. A status a rule gives keeps its origin too, with that rule. Kept while
    the object keeps the status; a new object has none (2.4.1.d)."""

    status: Status
    source: str
    day: int
    phase: Phase
    rules: tuple[str, ...] = ()
    """Empty for a status an effect gave (``source`` names the effect). For one a rule or a
    cost gave — played from Reserve (2.4.7.a), Cooldown (7.4.1.b), a Mana Orb put in the
    Mana zone (3.2.9.b), an object exhausted to pay a cost (2.4.6.a) — the rules that gave
    it, and ``source`` says how: "as it was played from Reserve"."""


@record
class EmblemData:
    """What an Emblem-Reaction in Limbo carries (2.2.1.g, 2.2.2.m, 6.3.h).

    The effect is copied from the Reaction, and bound to the objects named by the trigger
    (6.3.i), so the emblem still resolves if its source ceased to exist (6.3.j): ``bound``
    is what "I" means, ``it`` what "it" means. An Emblem-Ongoing has passive ``abilities``
    and a ``duration`` instead of an effect (2.2.2.m, 2.2.15).
    """

    source_object: str
    source_card: str | None
    source_name: str
    ability_index: int
    effect: tuple[EffectStep, ...]
    subtype: str = "Reaction"
    bound: tuple[str, ...] = ()
    source_expedition: str | None = None
    source_gigantic: bool = False  # its source was Gigantic, in both Expeditions (6.3.j)
    it: tuple[str, ...] = ()
    # the card each object of ``it`` represented as the Reaction activated ("" for none):
    # whether one gone since ceased to exist (a token, 2.1.e) or is a new object (2.1.d)
    it_cards: tuple[str, ...] = ()
    abilities: tuple[Ability, ...] = ()
    duration: str = ""
    # "while I'm in play": the object whose leaving play ends it (2.1.d, 3.1.4.a)
    lasts_while: str = ""
    text: str = ""
    finds_in_reserve: bool = False  # played with Scout: "I" is found in Reserve (7.4.5.e)
    # the event of the Reaction-activating step that created it (6.3.h): the Reactions of one
    # step share it; one created later, while others wait in Limbo, has a greater one (4.4.c)
    activated_at: int = 0
    # an Emblem-Ongoing made after this Day's moment of its timed Reaction: why that Reaction
    # will not activate while it exists (4.2.b Remark, 2.2.15.c; engine.pipeline.delayed_lapse)
    lapsed: str = ""
    # another player's effect caused the event that activated it ("p2's Off You Go!"): the
    # Reaction is its object's controller's all the same (7.5.5.c; Activation.caused_by)
    caused_by: str = ""
    # made by an Emblem-Ongoing changing the card played (5.2.d; Activation.by_ongoing)
    by_ongoing: bool = False


@record
class GameObject:
    """An object (or a card in a hidden zone) in exactly one zone (2.1.a)."""

    id: str
    zone: str
    owner: str
    controller: str
    card_id: str | None = None
    timestamp: int | None = None
    statuses: frozenset[Status] = field(default_factory=frozenset)
    counters: Mapping[str, int] = field(default_factory=dict)
    # for a card in Limbo, and the object in play it becomes: "hand" or "reserve" (5.1.2.d)
    played_from: str | None = None
    played_free: bool = False  # for a card in Limbo: played for free (7.3.26.a)
    # for a card in Limbo: the mana paid to play it (5.1.2.i) — not its Hand Cost when a
    # cost alteration applied (5.1.2.f); said where a trigger compares the Hand Cost
    paid_mana: int | None = None
    # for a card in Limbo: played by an effect (5.2.b), by the player it names (1.4.7.b)
    played_in_effect: bool = False
    emblem: EmblemData | None = None
    gained: tuple[Ability, ...] = ()  # abilities gained as it entered this zone (7.4.5.c)
    # the effect, rule or cost that gave each of its statuses (2.4.1.e), at most one per
    # status it has (2.4.1.f); none for a status the judge's set-up gave it
    status_origins: tuple[StatusOrigin, ...] = ()
    # the Day the card it is left play to come here (0: it did not): a Reaction it had in
    # play is gone with the old object (2.1.d, 6.3.f) — said on a later Day too, when the
    # last-known information of the Day is no longer kept (2.1.h)
    left_play_on: int = 0

    def has(self, status: Status) -> bool:
        """Whether the object has ``status``; Boosted is derived from boosts (2.4.5.a)."""
        if status is Status.BOOSTED:
            return self.counters.get(BOOST, 0) > 0
        return status in self.statuses

    def origin(self, status: Status) -> StatusOrigin | None:
        """The effect that gave it ``status``, while it has it (2.4.1.e); ``None`` if none."""
        if status not in self.statuses:
            return None
        return next((o for o in self.status_origins if o.status is status), None)

    @property
    def boosts(self) -> int:
        """The number of boost counters (2.5.1.a)."""
        return self.counters.get(BOOST, 0)


@record
class TerrainMarker:
    """A Terrain Marker placed on a visible region, of one or more terrains (3.2.1.d).

    It is an object: moved, it becomes a new object with a new id and a new timestamp,
    even when moved to the region it is already in (7.3.23.b). Its only ability, "The region
    I am placed on gains my terrains and loses its other terrain", is applied before all
    other passive abilities, in timestamp order among Terrain Markers (3.2.1.e): see
    ``engine.reading.terrain``.
    """

    id: str
    terrains: frozenset[Terrain]
    timestamp: int


@record
class Region:
    """A region of the Adventure (3.2.1.b): the Hero region, a half Tumult card, the
    Companion region, or the Arena during tiebreakers (3.2.1.c).

    ``terrains`` are what the region shows; a face-down Tumult half has none (2.2.2.k remark).
    ``markers`` are the Terrain Markers placed on it (3.2.1.d): the terrains the region
    actually has are given by ``engine.reading.terrain.region_terrains``.
    """

    id: str
    name: str
    terrains: frozenset[Terrain]
    face_up: bool = True
    hidden_terrains: frozenset[Terrain] = field(default_factory=frozenset)
    tumult_card: int | None = None
    markers: tuple[TerrainMarker, ...] = ()
