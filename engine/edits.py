"""Judge edits: laying out the table by hand, outside the rules.

A judge rebuilding a dispute puts cards where they were, exhausts what was exhausted and
moves the Expedition counters — none of which is a game event. These functions change a
:class:`GameState` directly (no modifiers, no Reactions), but keep every invariant the
rules put on a state, and refuse with :class:`IllegalAction` naming the rule otherwise:

* an object that changes zone is a new object with a new timestamp (2.1.d), and a card in
  a hidden zone is no object at all (2.1.j);
* statuses and counters only exist outside Deck, Hand and Discard pile (2.4.1.c, 2.5.b);
* a token that would leave play ceases to exist instead (2.1.e);
* Limbo holds what is being resolved (3.2.8.a): the judge does not put things there;
* a Terrain Marker sits on a visible region and is of one or more terrains (3.2.1.d); a
  new one is a new object with a new timestamp (2.2.16.b), so it applies after the markers
  already on its region (3.2.1.e).

Like the rest of the engine the functions are pure: they return new states.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

from engine.pipeline.draft import Draft
from engine.pipeline.runtime import TASK_HANDLERS
from engine.reading.terrain import find_marker, put_new_marker
from engine.state import zones as z
from engine.state.agenda import Task, TaskKind
from engine.state.cards import CardDef
from engine.state.enums import (
    BOOST,
    HIDDEN_ZONES,
    IN_PLAY_ZONES,
    NO_STATUS_ZONES,
    CardType,
    ExpeditionKind,
    PermanentZone,
    Phase,
    Status,
    Terrain,
    ZoneKind,
)
from engine.state.errors import IllegalAction
from engine.state.game_state import GameState, day_counts_cleared, evolve
from engine.state.objects import GameObject
from engine.state.records import replace
from engine.state.serialization import to_data
from engine.why.table import rule_of


def _check_zone(state: GameState, zone: str) -> ZoneKind:
    if zone not in state.zones and zone not in z.all_zones(state.players):
        raise IllegalAction(f"there is no zone {zone!r}", rule_of("edit.no_zone"))
    return _check_zone_kind(zone)


def _check_marks(
    kind: ZoneKind, statuses: frozenset[Status], counters: Mapping[str, int], where: str
) -> None:
    if kind in NO_STATUS_ZONES and statuses:
        raise IllegalAction(
            f"objects in {where} cannot have statuses", rule_of("edit.no_status_zone")
        )
    if kind in NO_STATUS_ZONES and any(counters.values()):
        raise IllegalAction(
            f"objects in {where} cannot have counters", rule_of("edit.no_counter_zone")
        )
    if any(v < 0 for v in counters.values()):
        raise IllegalAction(
            "a number of counters cannot be negative", rule_of("edit.negative_counters")
        )
    if Status.BOOSTED in statuses:
        raise IllegalAction(
            "Boosted comes from boost counters, not set by hand", rule_of("edit.boosted")
        )
    if Status.ASCENDED in statuses:
        raise IllegalAction(
            "Ascended is a status of Expeditions: set it on the Expedition",
            rule_of("edit.ascended"),
        )


def _check_fits(state: GameState, card: CardDef, zone: str, leaving: str | None = None) -> None:
    """Only what the rules put in a zone goes there (:func:`check_fits_kind`), and a Hero
    zone holds at most one Hero (3.2.6.b)."""
    kind = z.kind_of(zone)
    check_fits_kind(card, kind)
    if kind is ZoneKind.HERO and any(o != leaving for o in state.zone(zone)):
        raise IllegalAction("a Hero zone holds at most one Hero", rule_of("edit.hero_zone"))


def check_fits_kind(card: CardDef, kind: ZoneKind) -> None:
    """A Hero only in a Hero zone (3.2.6.b), Characters and Expedition Permanents in
    Expeditions (5.2.1.a, 5.2.2.a), Landmark Permanents in Landmarks (5.2.3.a); a Spell or
    a Hero is never in play."""
    where = kind.value
    if kind is ZoneKind.HERO:
        if card.type is not CardType.HERO:
            raise IllegalAction(f"{card.name} is not a Hero", rule_of("edit.hero_zone"))
        return
    if card.type is CardType.HERO:
        raise IllegalAction(
            f"{card.name} is a Hero: it belongs in a Hero zone", rule_of("edit.hero_zone")
        )
    if kind is ZoneKind.EXPEDITION:
        if card.type is CardType.CHARACTER:
            return
        if card.type is CardType.PERMANENT and card.permanent_zone is not PermanentZone.LANDMARK:
            return
        raise IllegalAction(
            f"{card.name} ({card.type.value}) cannot be in an {where}: Expeditions hold "
            "Characters and Expedition Permanents",
            rule_of(
                "edit.in_expedition.permanent"
                if card.type is CardType.PERMANENT
                else "edit.in_expedition.other"
            ),
        )
    if kind is ZoneKind.LANDMARK and not (
        card.type is CardType.PERMANENT and card.permanent_zone is PermanentZone.LANDMARK
    ):
        raise IllegalAction(
            f"{card.name} ({card.type.value}) cannot be in Landmarks: they hold Landmark "
            "Permanents",
            rule_of("edit.in_landmarks"),
        )


def check_placement(
    card: CardDef,
    zone: str,
    statuses: Iterable[Status] = (),
    counters: Mapping[str, int] | None = None,
) -> None:
    """Refuse (with :class:`IllegalAction` naming the rule) a card that the rules never put
    in ``zone`` as given: statuses or counters where objects have none (2.4.1.c, 2.5.b),
    negative counters, a token outside play (2.1.e), a Hero outside a Hero zone or a card
    in a zone that does not hold its type (3.2.6.b, 5.2.1.a, 5.2.2.a, 5.2.3.a). Used when a
    laid-out board is loaded, so a file cannot start from a board the rules forbid."""
    kind = _check_zone_kind(zone)
    marks = frozenset(statuses)
    counts = dict(counters or {})
    if any(v < 0 for v in counts.values()):
        raise IllegalAction(
            "a number of counters cannot be negative", rule_of("edit.negative_counters")
        )
    _check_marks(kind, marks, {k: v for k, v in counts.items() if v}, kind.value)
    if _token_character_outside(card, kind):
        raise IllegalAction(
            f"{card.name} is a token Character: it exists only in the Expedition zone, "
            "and ceases to exist as it would leave it",
            rule_of("edit.token_out_of_play"),
        )
    check_fits_kind(card, kind)


def _check_zone_kind(zone: str) -> ZoneKind:
    try:
        kind = z.kind_of(zone)
    except ValueError:
        raise IllegalAction(f"there is no zone {zone!r}", rule_of("edit.no_zone")) from None
    if kind is ZoneKind.LIMBO:
        raise IllegalAction(
            "Limbo only holds what is being played or resolved", rule_of("edit.limbo")
        )
    if kind is ZoneKind.ADVENTURE:
        raise IllegalAction(
            "the Adventure holds the regions, not cards put there by hand",
            rule_of("edit.adventure"),
        )
    return kind


def _in_use(state: GameState, object_id: str) -> bool:
    """Whether a resolution in progress or the pending decision refers to the object."""

    def mentions(value: object) -> bool:
        if isinstance(value, str):
            return value == object_id
        if isinstance(value, dict):
            return any(mentions(v) for v in value.values())
        if isinstance(value, list):
            return any(mentions(v) for v in value)
        return False

    return mentions(to_data(state.agenda)) or mentions(to_data(state.pending))


def _check_free(state: GameState, object_id: str) -> None:
    if _in_use(state, object_id):
        raise IllegalAction(
            f"{state.name(object_id)} is part of what is being resolved or decided; finish "
            "that first (or undo to before it)",
            rule_of("edit.being_resolved"),
        )


def _insert(ids: tuple[str, ...], oid: str, index: int | None) -> tuple[str, ...]:
    if index is None or index >= len(ids):
        return (*ids, oid)
    at = max(index, 0)
    return (*ids[:at], oid, *ids[at:])


def _controller_for(zone: str, owner: str) -> str:
    return z.player_of(zone) or owner


def place_card(
    state: GameState,
    card: CardDef,
    zone: str,
    *,
    statuses: Iterable[Status] = (),
    counters: Mapping[str, int] | None = None,
    index: int | None = None,
) -> tuple[GameState, str]:
    """Put a new card (its definition ``card``; ``card_id`` is replaced by a fresh one) in
    ``zone``, at ``index`` (default: last; a Deck's first card is its top, 3.2.2.b).
    Returns the new state and the new object's id."""
    kind = _check_zone(state, zone)
    marks = frozenset(statuses)
    counts = {k: v for k, v in (counters or {}).items() if v}
    _check_marks(kind, marks, counts, kind.value)
    if _token_character_outside(card, kind):
        raise IllegalAction(
            "a token Character exists only in the Expedition zone",
            rule_of("edit.token_out_of_play"),
        )
    _check_fits(state, card, zone)
    n = state.next_object
    card_id = f"{card.owner}-j{n}"
    oid = f"o{n}"
    definition = replace(card, card_id=card_id)
    hidden = kind in HIDDEN_ZONES
    ts = None if hidden else state.next_timestamp
    obj = GameObject(
        oid, zone, card.owner, _controller_for(zone, card.owner), card_id, ts, marks, counts
    )
    new = evolve(
        state,
        cards={**state.cards, card_id: definition},
        objects={**state.objects, oid: obj},
        zones={**state.zones, zone: _insert(state.zone(zone), oid, index)},
        card_objects={**state.card_objects, card_id: oid},
        next_object=n + 1,
        next_timestamp=state.next_timestamp + (0 if hidden else 1),
    )
    return new, oid


def _token_character_outside(card: CardDef, kind: ZoneKind) -> bool:
    """Whether ``card`` is a token Character put out of play: created in the Expedition zone
    (7.3.5.a), it ceases to exist as it would leave it (2.1.e). A token of another type — a
    Landmark Permanent token (2.2.1.d) — may leave its zone: 2.1.e speaks of the Expedition
    zone only, and a token may join a Reserve (7.3.30.a)."""
    return card.is_token and card.type is CardType.CHARACTER and kind not in IN_PLAY_ZONES


def move_object(state: GameState, object_id: str, zone: str, index: int | None = None) -> GameState:
    """Move an object (or hidden card) to ``zone``. A change of zone makes a new object
    with a new timestamp that keeps none of the old one's statuses or counters (2.1.d);
    re-ordering inside one zone keeps the object."""
    o = _existing(state, object_id)
    if o.emblem is not None:
        raise IllegalAction("an Emblem exists only in Limbo", rule_of("edit.emblem_in_limbo"))
    kind = _check_zone(state, zone)
    card = state.cards[o.card_id] if o.card_id is not None else None
    if card is not None and _token_character_outside(card, kind):
        raise IllegalAction(
            f"{card.name} is a token Character: it ceases to exist as it would leave the "
            "Expedition zone; remove it instead",
            rule_of("edit.token_out_of_play"),
        )
    if card is not None:
        _check_fits(state, card, zone, leaving=object_id)
    if zone != o.zone:
        _check_free(state, object_id)
    rest = tuple(i for i in state.zone(o.zone) if i != object_id)
    if zone == o.zone:
        return evolve(state, zones={**state.zones, zone: _insert(rest, object_id, index)})
    n = state.next_object
    oid = f"o{n}"
    hidden = kind in HIDDEN_ZONES
    ts = None if hidden else state.next_timestamp
    moved = GameObject(oid, zone, o.owner, _controller_for(zone, o.owner), o.card_id, ts)
    objects = {k: v for k, v in state.objects.items() if k != object_id}
    objects[oid] = moved
    zones = {**state.zones, o.zone: rest}
    zones[zone] = _insert(state.zone(zone), oid, index)
    card_objects = dict(state.card_objects)
    if o.card_id is not None:
        card_objects[o.card_id] = oid
    return evolve(
        state,
        objects=objects,
        zones=zones,
        card_objects=card_objects,
        next_object=n + 1,
        next_timestamp=state.next_timestamp + (0 if hidden else 1),
    )


def remove_object(state: GameState, object_id: str) -> GameState:
    """Take an object off the table entirely (the card leaves the game)."""
    o = _existing(state, object_id)
    _check_free(state, object_id)
    objects = {k: v for k, v in state.objects.items() if k != object_id}
    zones = {**state.zones, o.zone: tuple(i for i in state.zone(o.zone) if i != object_id)}
    card_objects = {k: v for k, v in state.card_objects.items() if v != object_id}
    cards = dict(state.cards)
    if o.card_id is not None and o.card_id not in card_objects:
        cards.pop(o.card_id, None)
    return evolve(state, objects=objects, zones=zones, card_objects=card_objects, cards=cards)


def set_statuses(state: GameState, object_id: str, statuses: Iterable[Status]) -> GameState:
    """Give an object exactly ``statuses`` (2.4.1.a)."""
    o = _existing(state, object_id)
    marks = frozenset(statuses)
    _check_marks(z.kind_of(o.zone), marks, {}, z.kind_of(o.zone).value)
    # a status the judge takes away loses the effect that gave it (2.4.1.e); one the judge
    # adds has none: the judge's board, no effect
    kept = tuple(g for g in o.status_origins if g.status in marks)
    return _replace_object(state, replace(o, statuses=marks, status_origins=kept))


def set_counters(state: GameState, object_id: str, counters: Mapping[str, int]) -> GameState:
    """Give an object exactly ``counters`` (boosts are ``"boost"`` counters, 2.5.1.a)."""
    o = _existing(state, object_id)
    counts = {k: v for k, v in counters.items() if v}
    _check_marks(z.kind_of(o.zone), frozenset(), counts, z.kind_of(o.zone).value)
    return _replace_object(state, replace(o, counters=counts))


def set_boosts(state: GameState, object_id: str, boosts: int) -> GameState:
    """Set an object's number of boost counters (2.5.1.a)."""
    o = _existing(state, object_id)
    return set_counters(state, object_id, {**o.counters, BOOST: boosts})


def set_position(state: GameState, expedition: str, region: int) -> GameState:
    """Put an Expedition counter (``"p1:hero"``) on region ``region`` of the Adventure."""
    if expedition not in state.expedition_ids():
        raise IllegalAction(f"there is no Expedition {expedition!r}", rule_of("edit.no_expedition"))
    _check_region(state, region)
    return evolve(state, positions={**state.positions, expedition: region})


def place_terrain_marker(
    state: GameState, region: int, terrains: Iterable[Terrain]
) -> tuple[GameState, str]:
    """Place a new Terrain Marker of ``terrains`` on the region at index ``region`` of the
    Adventure (3.2.1.d). It is made as the rules make one
    (``engine.reading.terrain.put_new_marker``,
    shared with the pipeline): a new object with a new timestamp (2.2.16.b), so it decides
    the region's terrains over the markers already there (3.2.1.e). Returns the new state
    and the marker's id."""
    _check_region(state, region)
    shown = state.adventure[region]
    if not shown.face_up:
        raise IllegalAction(
            f"region {region} is a face-down Tumult half: only visible regions have Terrain "
            "Markers",
            rule_of("edit.marker_region"),
        )
    kinds = frozenset(terrains)
    if not kinds:
        raise IllegalAction(
            "a Terrain Marker is of one or more terrains", rule_of("edit.marker_region")
        )
    draft = Draft(state)
    marker = put_new_marker(draft, shown.id, kinds)
    return draft.freeze(), marker.id


def remove_terrain_marker(state: GameState, marker_id: str) -> GameState:
    """Take the Terrain Marker ``marker_id`` off the Adventure: its region has its own
    terrains again, or those of the markers left on it (3.2.1.d, 3.2.1.e)."""
    found = find_marker(state, marker_id)
    if found is None:
        raise IllegalAction(
            f"there is no Terrain Marker {marker_id!r} on the Adventure (a moved Terrain Marker "
            "is a new object)",
            rule_of("edit.marker_gone"),
        )
    _check_free(state, marker_id)
    index, _ = found
    region = state.adventure[index]
    kept = tuple(m for m in region.markers if m.id != marker_id)
    adventure = (
        *state.adventure[:index],
        replace(region, markers=kept),
        *state.adventure[index + 1 :],
    )
    return evolve(state, adventure=adventure)


def set_mana(state: GameState, player: str, ready: int, exhausted: int) -> GameState:
    """Give ``player`` exactly ``ready`` ready and ``exhausted`` exhausted Mana Orbs
    (face-down cards in the Mana zone, 3.2.9.b)."""
    if player not in state.players:
        raise IllegalAction(f"there is no player {player!r}", rule_of("edit.no_player"))
    if ready < 0 or exhausted < 0:
        raise IllegalAction(
            "a number of Mana Orbs cannot be negative", rule_of("edit.negative_orbs")
        )
    zone = z.personal(ZoneKind.MANA, player)
    for oid in state.zone(zone):
        state = remove_object(state, oid)
    for i in range(ready + exhausted):
        card = CardDef("", player, f"{player} orb", CardType.CHARACTER)
        marks = (Status.EXHAUSTED,) if i >= ready else ()
        state, _ = place_card(state, card, zone, statuses=marks)
    return state


def set_moment(
    state: GameState, phase: Phase, day: int | None = None, first_player: str | None = None
) -> GameState:
    """Put the game just before ``phase`` of ``day`` begins, with ``first_player`` first
    (4.1.f). Whatever was being resolved is dropped — a pending decision included, and the
    Emblems and cards it held in Limbo (3.2.8.a): the judge restarts from this moment."""
    first = first_player or state.first_player or state.players[0]
    if first not in state.players:
        raise IllegalAction(f"there is no player {first!r}", rule_of("edit.no_player"))
    if phase is Phase.SETUP:
        raise IllegalAction("the sandbox starts at a phase of a day", rule_of("edit.start_phase"))
    new_day = max(1, day if day is not None else state.day)
    # what was being resolved or decided is dropped first: the objects it held in Limbo
    # are then no longer in use, and are removed with it
    state = _clear_limbo(evolve(state, agenda=(), pending=None))
    if phase is Phase.AFTERNOON:
        agenda: tuple[Task, ...] = (Task(TaskKind.NEXT_TURN),)
        shown = Phase.AFTERNOON
    else:
        agenda = (Task(TaskKind.BEGIN_PHASE, phase=phase),)
        shown = _PREVIOUS[phase]
    day_value = new_day - 1 if phase is Phase.MORNING else new_day
    if day_value != state.day or phase is Phase.MORNING:
        # a new day: nothing moved forward, activated, played or rolled yet (4.1)
        state = day_counts_cleared(state)
    return evolve(
        state,
        phase=shown,
        day=day_value,
        first_player=first,
        turn_player=None,
        passed=frozenset(),
        agenda=agenda,
        pending=None,
        game_over=False,
        winner=None,
    )


_PREVIOUS = {
    Phase.MORNING: Phase.NIGHT,
    Phase.NOON: Phase.MORNING,
    Phase.DUSK: Phase.AFTERNOON,
    Phase.NIGHT: Phase.DUSK,
}


def set_first_player(state: GameState, player: str) -> GameState:
    """Make ``player`` the first player (4.1.f) without changing the moment."""
    if player not in state.players:
        raise IllegalAction(f"there is no player {player!r}", rule_of("edit.no_player"))
    return evolve(state, first_player=player)


def set_ascended(state: GameState, expedition: str, ascended: bool) -> GameState:
    """Give or take an Expedition's Ascended status (2.4.1.b)."""
    if expedition not in state.expedition_ids():
        raise IllegalAction(f"there is no Expedition {expedition!r}", rule_of("edit.no_expedition"))
    marks = set(state.expedition_statuses.get(expedition, frozenset()))
    if ascended:
        marks.add(Status.ASCENDED)
    else:
        marks.discard(Status.ASCENDED)
    return evolve(
        state, expedition_statuses={**state.expedition_statuses, expedition: frozenset(marks)}
    )


def expedition_zone(player: str, which: str) -> str:
    """The zone key of ``player``'s ``"hero"`` or ``"companion"`` Expedition."""
    return z.expedition(player, ExpeditionKind(which))


# ----------------------------------------------------------------------------- helpers
def _existing(state: GameState, object_id: str) -> GameObject:
    o = state.objects.get(object_id)
    if o is None:
        raise IllegalAction(
            f"{object_id!r} no longer exists (a new zone makes a new object)",
            rule_of("edit.object_gone"),
        )
    return o


def _check_region(state: GameState, region: int) -> None:
    if not 0 <= region < len(state.adventure):
        raise IllegalAction(
            f"region {region} is not on the Adventure (0 to {len(state.adventure) - 1})",
            rule_of("edit.no_region"),
        )


def _replace_object(state: GameState, new: GameObject) -> GameState:
    return evolve(state, objects={**state.objects, new.id: new})


def _clear_limbo(state: GameState) -> GameState:
    for oid in state.zone(z.LIMBO):
        state = remove_object(state, oid)
    return state


# ----------------------------------------------------------------------------- pending decision
_OBJECT_ID = re.compile(r"o\d+")


def refresh_pending(state: GameState) -> GameState:
    """After a judge edit, ask the pending decision again on the edited board, so its
    options are the legal ones now (6.1.g: only legal options are offered).

    The task that asked it (its ``resume`` task) is run again on the edited board; if it
    asks the same player the same kind of question, that question replaces the old one
    (same id). Otherwise the old options that name objects no longer on the table are
    dropped; an edit that would leave too few options is refused with the rule."""
    d = state.pending
    if d is None:
        return state
    handler = TASK_HANDLERS.get(d.resume.kind)
    if handler is not None:
        try:
            asked, _ = handler(evolve(state, pending=None), d.resume)
        except Exception:  # the board no longer supports that question: handled below
            asked = state
        again = asked.pending
        if again is not None and again.kind == d.kind and again.player == d.player:
            return evolve(state, pending=replace(again, id=d.id))
    kept = tuple(o for o in d.options if not _names_missing(state, o.id))
    if len(kept) == len(d.options):
        return state
    if len(kept) < d.min_choices:
        raise IllegalAction(
            f"that would leave {d.player}'s pending decision ({d.prompt}) without enough "
            "legal options; answer it first (or undo to before it)",
            rule_of("edit.pending_options"),
        )
    return evolve(
        state, pending=replace(d, options=kept, max_choices=min(d.max_choices, len(kept)))
    )


def _names_missing(state: GameState, option_id: str) -> bool:
    """Whether an option id names an object (``o7``, ``play:o7:hero``) no longer there."""
    return any(
        _OBJECT_ID.fullmatch(part) and part not in state.objects for part in option_id.split(":")
    )
