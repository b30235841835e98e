"""The whole game as one immutable value.

Everything — cards, objects, zones, the Adventure, the day, the random generator, the
agenda of pending work and the pending decision — is plain data, so two states compare
with ``==``, serialise to JSON (``engine.state.serialization``) and undo is just keeping
the previous value.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from typing import Any

from engine.state import zones as z
from engine.state.agenda import Task
from engine.state.cards import CardDef
from engine.state.decisions import Decision
from engine.state.enums import CardType, ExpeditionKind, Phase, Status, ZoneKind
from engine.state.last_known_info import LastKnown
from engine.state.objects import GameObject, Region
from engine.state.plain_orbs import card_name_words


@dataclass(frozen=True)
class GameState:
    """A game of Altered at one instant.

    ``players`` is the seating order. ``positions`` maps an Expedition id (``"p1:hero"``)
    to the index of its region in ``adventure`` (0 = Hero region). ``card_objects`` maps a
    card id to the id of the object or hidden-zone entry currently representing it.
    """

    players: tuple[str, ...]
    cards: Mapping[str, CardDef]
    objects: Mapping[str, GameObject]
    zones: Mapping[str, tuple[str, ...]]
    card_objects: Mapping[str, str]
    adventure: tuple[Region, ...] = ()
    positions: Mapping[str, int] = field(default_factory=dict)
    expedition_statuses: Mapping[str, frozenset[Status]] = field(default_factory=dict)
    moved_forward_today: frozenset[str] = field(default_factory=frozenset)
    day: int = 0
    phase: Phase = Phase.SETUP
    first_player: str = ""
    turn_player: str | None = None
    passed: frozenset[str] = field(default_factory=frozenset)
    tiebreakers: bool = False
    winner: str | None = None
    game_over: bool = False
    rng: int = 0
    next_object: int = 1
    next_timestamp: int = 1
    next_decision: int = 1
    event_seq: int = 0
    reaction_counts: Mapping[str, int] = field(default_factory=dict)
    agenda: tuple[Task, ...] = ()
    pending: Decision | None = None
    plays_this_turn: tuple[tuple[str, str], ...] = ()  # (player, card id), 5.1.2.k
    # (controller, card id) of each object that left play during this Afternoon turn
    # (7.3.20.a: from the Expedition or Landmark zone to any other), in order.
    left_play_this_turn: tuple[tuple[str, str], ...] = ()
    # The same since the Day began (4.1), with whether it was during the Afternoon (4.2.3).
    left_play_this_day: tuple[tuple[str, str, bool], ...] = ()
    # Each object that left play since the Day began, by its (old) id, as it was just
    # before (2.1.h, 6.3.j): what a Reaction of "me" or a step reading "it" uses of it
    # once it no longer exists (engine.reading.as_it_was).
    last_known: Mapping[str, LastKnown] = field(default_factory=dict)
    # (card id, status) of each status an object lost by changing zones since the Day began
    # (2.4.1.c-d): the card is a new object since, and the status did not follow it (1.4.4.a)
    statuses_lost_this_day: tuple[tuple[str, str], ...] = ()
    # (card id, keyword, source) of each keyword an Emblem-Ongoing gave an object that changed
    # zones since the Day began: the new object does not have it (2.1.d, 1.4.4.a)
    keywords_lost_this_day: tuple[tuple[str, str, str], ...] = ()
    # (kind, player, card id or "") of each counted event of this Afternoon turn (4.2.3):
    # Gifts, sacrifices, dice (engine.pipeline.counted_events)
    counted_this_turn: tuple[tuple[str, str, str], ...] = ()
    # (kind, player, card id or "", during the Afternoon) of each counted event since the
    # Day began (4.1), in order: "your second Character each Day / each Afternoon", "if a
    # Character was sacrificed this Day"
    counted_this_day: tuple[tuple[str, str, str, bool], ...] = ()
    plays_this_afternoon: tuple[tuple[str, str], ...] = ()  # the same, since Afternoon began
    plays_this_day: tuple[tuple[str, str], ...] = ()  # the same, since the Day began (4.1)
    # (player, result) of each die rolled since the Day began (4.1, 7.3.33.a: the result is
    # noted), in order: "if you rolled a 6 this Day".
    rolls_this_day: tuple[tuple[str, int], ...] = ()
    # (owner, token object id, step, card type) of each token created since the Day began
    # (4.1, 7.3.5.a) / during this Afternoon turn (4.2.3), in order: "if it's the first token
    # you created this Day" (engine.pipeline.created_tokens); one step's tokens are created
    # together (6.1.f).
    tokens_created_this_day: tuple[tuple[str, str, int, str], ...] = ()
    tokens_created_this_turn: tuple[tuple[str, str, int, str], ...] = ()
    # The zone each of ``plays_this_day`` was played from ("hand", "reserve", "deck"), in
    # the same order (5.1.2.d): "The first Character you play from Reserve each Afternoon".
    play_origins: tuple[str, ...] = ()
    # The Expedition each of ``plays_this_day`` was played into ("p1:hero"; "" for none), in
    # the same order (5.1.2.c): "The first Character you play in my Expedition each turn".
    play_destinations: tuple[str, ...] = ()
    quick_action_counts: Mapping[str, int] = field(default_factory=dict)  # 1.4.6.b
    # The object quick keys (``object_quick_key``) of each quick action played in this
    # Afternoon turn, in order (4.2.3.e): "Activate only once per turn" (5.1.2.g)
    quick_plays_this_turn: tuple[str, ...] = ()
    turn_ends: bool = False  # "After You" was performed this turn (7.3.2.a)
    # The dependencies between passive abilities the trace last said (2.3.2, 2.3.3), so it
    # says them again only when they change (engine.pipeline.dependency).
    noted_dependencies: tuple[str, ...] = ()
    # The tokens and Emblems at which the app stops a loop of Reactions the rules let run
    # on (engine.steps.loop_bound): None is the app's bound; a judge who goes on with the
    # loop raises it (1.4.6.c).
    loop_bound: int | None = None
    # Delayed steps whose Emblem-Ongoing ceased before their moment came, as (phase, what
    # the trace says): said as that phase next begins (engine.pipeline.delayed_lapse).
    lapsed_delayed: tuple[tuple[str, str], ...] = ()
    # The steps of a group of players ("Each player exhausts a Character they control") whose
    # players have made their decisions, waiting for the others' (6.1.h, 1.4.5.a), in
    # initiative order, with what follows a step not done ("if they don't"): done once the
    # last of them has decided (engine.steps.players_in_turn).
    held: tuple[Task, ...] = ()

    # ----------------------------------------------------------------- lookups
    def obj(self, object_id: str) -> GameObject:
        """The object with ``object_id`` (KeyError if it no longer exists, 2.1.d)."""
        return self.objects[object_id]

    def card(self, object_id: str) -> CardDef | None:
        """The card an object represents (``None`` for emblems)."""
        card_id = self.objects[object_id].card_id
        return self.cards[card_id] if card_id is not None else None

    def name(self, object_id: str) -> str:
        """A readable name for traces (face-down Mana Orbs stay anonymous to the reader
        of a trace only by convention; the engine itself knows every card)."""
        o = self.objects.get(object_id)
        if o is None:
            return self._marker_name(object_id) or object_id
        if o.emblem is not None:
            return f"Emblem-{o.emblem.subtype} of {o.emblem.source_name}"
        card = self.card(object_id)
        return card_name_words(card) if card is not None else object_id

    def whose_name(self, object_id: str) -> str:
        """The name with whose object it is — "p2's Fiore dei Liberi" — wherever another
        object of the same name on the board (a visible zone: play, Reserve, Limbo, Discard
        pile, Hero zone) is another player's, so a trace line naming it cannot be misread
        (issue 31); the plain name when the name is unique on the board or is only one
        player's."""
        name = self.name(object_id)
        o = self.objects.get(object_id)
        if o is None or o.emblem is not None or not o.controller:
            return name
        if z.kind_of(o.zone) not in _BOARD_ZONES:
            return name
        for other in self.objects.values():
            if other.id == object_id or other.controller == o.controller:
                continue
            if z.kind_of(other.zone) in _BOARD_ZONES and self.name(other.id) == name:
                return f"{o.controller}'s {name}"
        return name

    def _marker_name(self, object_id: str) -> str | None:
        """A Terrain Marker by its terrains and region (3.2.1.d), never by its id."""
        for region in self.adventure:
            for marker in region.markers:
                if marker.id == object_id:
                    terrains = " and ".join(t.value.capitalize() for t in sorted(marker.terrains))
                    return f"{terrains} Terrain Marker on {region.name}"
        return None

    def object_of_card(self, card_id: str) -> str | None:
        """The current object representing a card, if the card still exists."""
        return self.card_objects.get(card_id)

    def zone(self, key: str) -> tuple[str, ...]:
        """The ids in a zone (empty if it has never held anything)."""
        return self.zones.get(key, ())

    def opponent(self, player: str) -> str:
        """The other player (1.2.1.b)."""
        return next(p for p in self.players if p != player)

    def facing(self, expedition: str) -> str:
        """The Expedition facing ``expedition`` (``"p1:hero"``): the same kind, the other
        player's (1.2.3.c)."""
        player, which = expedition.split(":")
        return f"{self.opponent(player)}:{which}"

    def initiative_order(self) -> tuple[str, ...]:
        """Players in initiative order (1.4.5.a): the player taking their turn during
        Afternoon, the first player otherwise, then the others in seating order."""
        lead = self.turn_player if self.phase is Phase.AFTERNOON and self.turn_player else None
        lead = lead or self.first_player or self.players[0]
        i = self.players.index(lead)
        return self.players[i:] + self.players[:i]

    def type_of(self, object_id: str) -> CardType:
        """The type of an object: Mana Orb in the Mana zone (2.2.1.f), Emblem for emblems
        (2.2.1.g), its card's type otherwise."""
        o = self.objects[object_id]
        if o.emblem is not None:
            return CardType.EMBLEM
        if z.kind_of(o.zone) is ZoneKind.MANA:
            return CardType.MANA_ORB
        card = self.card(object_id)
        assert card is not None
        return card.type

    def expedition_ids(self) -> tuple[str, ...]:
        """All Expedition ids, ``"p1:hero"``, ``"p1:companion"``, ... in seating order."""
        return tuple(
            z.expedition_id(p, k)
            for p in self.players
            for k in (ExpeditionKind.HERO, ExpeditionKind.COMPANION)
        )

    def hero_of(self, player: str) -> str | None:
        """The object in a player's Hero zone, if any (3.2.6.b)."""
        ids = self.zone(z.personal(ZoneKind.HERO, player))
        return ids[0] if ids else None

    def reserve_limit(self, player: str) -> int:
        """The Hero's reserve limit, 2 without a Hero (3.2.10.b)."""
        hero = self.hero_of(player)
        card = self.card(hero) if hero else None
        if card is None or card.reserve_limit is None:
            return 2
        return card.reserve_limit

    def landmark_limit(self, player: str) -> int:
        """The Hero's landmark limit, 2 without a Hero (3.2.7.c)."""
        hero = self.hero_of(player)
        card = self.card(hero) if hero else None
        if card is None or card.landmark_limit is None:
            return 2
        return card.landmark_limit


_FIELD_NAMES = frozenset(f.name for f in fields(GameState))
_new = object.__new__


def evolve(state: GameState, **changes: Any) -> GameState:
    """``dataclasses.replace`` for states, without re-running ``__init__``: a new state
    with ``changes`` and every other field shared with ``state``. Unknown field names
    raise ``TypeError`` as ``replace`` does.

    A state is copied at least once per engine step, so ``GameState`` keeps its fields in
    an instance dictionary (no ``__slots__``): copying it is one C-level dictionary
    update instead of one call per field. The copy is still frozen: assigning to a field
    raises ``FrozenInstanceError``."""
    if not changes.keys() <= _FIELD_NAMES:
        unknown = sorted(changes.keys() - _FIELD_NAMES)
        raise TypeError(f"unknown GameState fields: {unknown}")
    new = _new(GameState)
    fields_of_new = new.__dict__
    fields_of_new.update(state.__dict__)
    fields_of_new.update(changes)
    return new


def day_counts_cleared(state: GameState) -> GameState:
    """``state`` with what is counted per Day cleared, as a new Day begins with its Morning
    (4.1): nothing has moved forward, no Reaction has activated and no quick action has been
    played (1.4.6.b, 1.4.6.c), no card has been played, no die rolled (7.3.33.a) and no
    token created this Day (7.3.5.a). One place for the Morning and for the sandbox's jump
    to another Day."""
    return evolve(
        state,
        moved_forward_today=frozenset(),
        reaction_counts={},
        quick_action_counts={},
        quick_plays_this_turn=(),
        plays_this_day=(),
        rolls_this_day=(),
        counted_this_day=(),
        left_play_this_day=(),
        last_known={},
        statuses_lost_this_day=(),
        keywords_lost_this_day=(),
        tokens_created_this_day=(),
        play_origins=(),
        play_destinations=(),
    )


_BOARD_ZONES = frozenset(
    {
        ZoneKind.EXPEDITION,
        ZoneKind.LANDMARK,
        ZoneKind.HERO,
        ZoneKind.RESERVE,
        ZoneKind.LIMBO,
        ZoneKind.DISCARD,
    }
)
"""The visible zones whose objects a trace line names (3.1.3): the board a judge looks at."""
