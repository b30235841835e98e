"""Where abilities work (1.2.4.d): the abilities of objects in play, of Heroes in the Hero
zone, support abilities of ready cards in Reserve, an Emblem's in Limbo — in object
timestamp order (2.3.3.b). What they then do to characteristics (and which are ignored,
7.3.19) is :mod:`engine.reading.passives`; everything that applies abilities starts from
this list. Remembered per objects and cards, and re-read after an event only for the
objects it changed (:mod:`engine.reading.lineage`).
"""

from __future__ import annotations

from engine.reading import lineage
from engine.state import zones as z
from engine.state.cards import Ability
from engine.state.enums import IN_PLAY_ZONES, CardType, Status, ZoneKind
from engine.state.game_state import GameState
from engine.state.objects import GameObject

Working = tuple[tuple[str, int, Ability], ...]
"""(object id, ability index, ability) triples, by timestamp."""


def in_play(state: GameState, object_id: str) -> bool:
    """In the Expedition zone or the Landmark zone (3.1.4.a)."""
    return z.kind_of(state.objects[object_id].zone) in IN_PLAY_ZONES


def ability_works(state: GameState, object_id: str, ability: Ability) -> bool:
    """Whether an ability of an object works where the object is (1.2.4.d): in play for
    non-Heroes, the Hero zone for Heroes, Reserve (and ready, 2.2.12.j) for support
    abilities."""
    o = state.objects[object_id]
    kind = z.kind_of(o.zone)
    if o.emblem is not None:
        return kind is ZoneKind.LIMBO
    card = state.card(object_id)
    if card is None:
        return False
    if ability.support:
        return kind is ZoneKind.RESERVE and Status.EXHAUSTED not in o.statuses
    if card.type is CardType.HERO:
        return kind is ZoneKind.HERO
    return kind in IN_PLAY_ZONES


def abilities_of_object(state: GameState, object_id: str) -> tuple[Ability, ...]:
    """An object's own abilities, indexed as Reactions index them: printed then gained
    (an Emblem's are its own)."""
    o = state.objects[object_id]
    if o.emblem is not None:
        return o.emblem.abilities
    card = state.card(object_id)
    return (*card.abilities, *o.gained) if card is not None else o.gained


_Entry = tuple[int, str, int, Ability]  # (timestamp, object id, ability index, ability)
_RECENT: list[tuple[object, object, list[_Entry], Working]] = []
"""A few recent results of :func:`working_abilities`, keyed by the identity of the
state's ``objects`` and ``cards`` mappings. Where an ability works depends only on the
objects (their zones and statuses) and their cards (2.2.12.g); states are immutable and
replace these mappings whenever anything in them changes, so many consecutive states
(a new agenda, a pending decision, the day advancing) share one answer."""


def working_abilities(state: GameState) -> Working:
    """Every (object id, ability index, ability) that works, by object timestamp
    (2.3.3.b). After an event only the objects its atomic actions changed are looked at
    again (``engine.reading.lineage``); the answer is the same as looking at all."""
    objects, cards = state.objects, state.cards
    for known_objects, known_cards, _, result in _RECENT:
        if known_objects is objects and known_cards is cards:
            return result
    entries = _entries_after_event(state)
    if entries is None:
        entries = [e for oid, o in objects.items() for e in _object_entries(state, oid, o)]
        entries.sort(key=_order)
    result = tuple((oid, i, ab) for _, oid, i, ab in entries)
    _RECENT.insert(0, (objects, cards, entries, result))
    del _RECENT[4:]
    return result


def _order(entry: _Entry) -> tuple[int, str, int]:
    return entry[0], entry[1], entry[2]


def _entries_after_event(state: GameState) -> list[_Entry] | None:
    """The working abilities, from those of the state before the last event, when that
    state's answer is still remembered: drop the changed objects' entries, add theirs
    anew."""
    found = lineage.origin(state.objects)
    if found is None:
        return None
    base, changed = found
    before = next(
        (e for objs, cards, e, _ in _RECENT if objs is base and cards is state.cards), None
    )
    if before is None:
        return None
    kept = [e for e in before if e[1] not in changed]
    added = [
        e
        for oid in changed
        if oid in state.objects
        for e in _object_entries(state, oid, state.objects[oid])
    ]
    if added:
        kept.extend(added)
        kept.sort(key=_order)
    return kept


def _object_entries(state: GameState, oid: str, o: GameObject) -> list[_Entry]:
    """The working abilities of one object (1.2.4.d): those of an Emblem in Limbo, or
    of its card where the object is."""
    if o.timestamp is None:
        return []
    if o.emblem is not None:
        # Abilities of Emblems work in Limbo (1.2.4.d): an Emblem-Ongoing's passives.
        return [(o.timestamp, oid, i, ab) for i, ab in enumerate(o.emblem.abilities)]
    if o.card_id is None:
        return []
    card = state.cards[o.card_id]
    return [
        (o.timestamp, oid, i, ab)
        for i, ab in enumerate(card.abilities)
        if ability_works(state, oid, ab)
    ]
