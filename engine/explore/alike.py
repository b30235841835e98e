"""Interchangeable options: objects a choice cannot tell apart, explored once.

Paying 8 of 200 ready Mana Orbs is one answer to a judge, not 200-choose-8: Mana Orbs are
face-down cards with no characteristics but their type (3.1.3.c, 2.2.1.f), and any ready
one pays as well as another (1.2.5.e, 3.2.9.e). Likewise thirty copies of one card in a
Reserve, with the same statuses and counters, are thirty times the same option. Options
are alike when they are objects in the same zone (not a Deck, whose order matters,
3.2.2.b), with the same owner, controller, statuses, counters and abilities gained, that
represent cards equal but for their id (any card for a Mana Orb), and that nothing else
in the game names — no Emblem bound to them, no task or decision waiting on them (6.3.j).
Two Emblem-Reactions are alike when they carry the same effect, bound to objects alike in
that sense (6.3.i), their Reaction played as many times today (1.4.6.b): the five "At Noon
– Resupply." Emblems of five Aloe Veras in one Expedition — whichever of them is played
first (4.4.b), the game that follows is the same but for which copy is which.

:func:`alike_classes` groups a decision's options into such classes, in the order the
options are offered; an answer then says how many of each class it picks.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from dataclasses import fields

from engine.explore.words import zone_words
from engine.state import zones as z
from engine.state.decisions import Decision
from engine.state.enums import Status, ZoneKind
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.state.serialization import to_data

_WORD = re.compile(r"[A-Za-z0-9_-]+")
"""A word of a JSON text: ids as the engine writes them (``o12``, ``p1-c12``) are words."""

_STATE_FIELDS = tuple(
    f.name
    for f in fields(GameState)
    if f.name not in {"objects", "zones", "card_objects", "cards", "reaction_counts", "pending"}
)
"""The game's fields read for ids named elsewhere (objects, zones and cards are read one by
one; the Reactions played today are compared in :func:`_look`)."""


class AlikeMemo:
    """What was worked out about immutable records, kept across the states of one
    exploration (records are shared between states): each record's words and each
    object's look, by identity (the record is kept so its id stays its own)."""

    __slots__ = ("looks", "words")

    def __init__(self) -> None:
        self.words: dict[int, tuple[object, frozenset[str]]] = {}
        self.looks: dict[int, tuple[object, str | None]] = {}

    def words_of(self, value: object) -> frozenset[str]:
        """The words of a record's JSON text."""
        hit = self.words.get(id(value))
        if hit is not None and hit[0] is value:
            return hit[1]
        found = frozenset(_WORD.findall(json.dumps(to_data(value), sort_keys=True)))
        self.words[id(value)] = (value, found)
        return found

    def look_of(self, value: object, make: Callable[[], str | None]) -> str | None:
        """A record's look, made once by ``make``."""
        hit = self.looks.get(id(value))
        if hit is not None and hit[0] is value:
            return hit[1]
        made = make()
        self.looks[id(value)] = (value, made)
        return made


def _mentioned(decision: Decision, game: GameState, apart: set[str], memo: AlikeMemo) -> set[str]:
    """Every word of the game but the objects ``apart`` (the options and what their
    Emblems are bound to), the places of objects in the zones and the Reactions played
    today (compared in :func:`_look`): what an Emblem, a task or the decision itself waits
    on."""
    found: set[str] = set()
    for oid, o in game.objects.items():
        if oid not in apart:
            found |= memo.words_of(o)
    found |= memo.words_of(decision.resume)
    for name in _STATE_FIELDS:
        found |= memo.words_of(getattr(game, name))
    return found


def _refs(game: GameState, object_id: str) -> tuple[str, ...]:
    """What an Emblem is bound to: its source, "I" and "it" (6.3.i)."""
    o = game.objects.get(object_id)
    if o is None or o.emblem is None:
        return ()
    em = o.emblem
    return (em.source_object, *em.bound, *em.it)


def _plain_look(game: GameState, object_id: str, memo: AlikeMemo) -> str | None:
    """A card or Mana Orb as a choice sees it, without its engine id."""
    o = game.objects[object_id]

    def make() -> str | None:
        kind = z.kind_of(o.zone)
        if kind is ZoneKind.DECK:  # a Deck's order matters (3.2.2.b): each card is its own
            return None
        data = to_data(replace(o, id="", card_id=None, timestamp=None))
        if kind is not ZoneKind.MANA:  # a Mana Orb has no characteristics (3.1.3.c)
            card = game.card(object_id)
            if card is None:
                return None
            data = [data, to_data(replace(card, card_id=""))]
        return json.dumps(data, separators=(",", ":"), sort_keys=True)

    look = memo.look_of(o, make)
    used = _triggered_today(game, object_id)
    return f"{look}|{used}" if look is not None and used else look


def _triggered_today(game: GameState, object_id: str) -> str:
    """How often this object's "triggers only once / twice per Day" Reactions have activated
    today (1.4.6.c; kept in the game's Reaction counts, not in the object): a copy whose
    Reaction already activated is not alike to one whose has not."""
    prefix = f"{object_id}:"
    return ",".join(
        f"{key[len(prefix) :]}={n}"
        for key, n in sorted(game.reaction_counts.items())
        if key.startswith(prefix) and key.endswith(":per_day")
    )


def _look(game: GameState, object_id: str, memo: AlikeMemo) -> str | None:
    """What an object is to a choice, without its name in the engine (``None``: not an
    object that can be alike to another). An Emblem-Reaction is seen with what it is bound
    to and how many times its Reaction was played today (1.4.6.b): two copies of one
    Reaction, bound to alike objects, are alike."""
    o = game.objects.get(object_id)
    if o is None:
        return None
    em = o.emblem
    if em is None:
        return _plain_look(game, object_id, memo)
    looks: list[str | None] = []
    for ref in _refs(game, object_id):
        looks.append(_plain_look(game, ref, memo) if ref in game.objects else "gone")
    if None in looks:
        return None

    def make() -> str:
        plain = replace(em, source_object="", source_card=None, bound=(), it=())
        data = [to_data(replace(o, id="", timestamp=None, emblem=plain)), len(em.bound)]
        return json.dumps(data, separators=(",", ":"), sort_keys=True)

    played = game.reaction_counts.get(f"{em.source_card}:{em.ability_index}", 0)
    return f"{memo.look_of(o, make)}|{played}|" + "|".join(str(x) for x in looks)


def alike_classes(
    decision: Decision, game: GameState, memo: AlikeMemo | None = None
) -> tuple[tuple[str, ...], ...]:
    """The decision's option ids grouped into interchangeable classes (each class in the
    order offered, classes in the order of their first option). ``memo``: what an
    exploration already worked out about the records of this state."""
    memo = AlikeMemo() if memo is None else memo
    ids = decision.option_ids()
    if len(ids) < 2:
        return tuple((i,) for i in ids)
    looks = {oid: _look(game, oid, memo) for oid in ids}
    if len({v for v in looks.values() if v is not None}) == sum(
        1 for v in looks.values() if v is not None
    ):
        return tuple((i,) for i in ids)  # no two look alike
    refs = {oid: _refs(game, oid) for oid in ids}
    apart = set(ids).union(*refs.values())
    named = _mentioned(decision, game, apart, memo)
    classes: dict[str, list[str]] = {}
    for oid in ids:
        look = looks[oid]
        own = [oid, *refs[oid]]
        own += [c for x in own if x in game.objects and (c := game.objects[x].card_id)]
        if look is None or any(x in named for x in own):
            look = "\0" + oid  # its own class
        classes.setdefault(look, []).append(oid)
    return tuple(tuple(members) for members in classes.values())


def count_vectors(capacities: tuple[int, ...], total: int) -> Iterator[tuple[int, ...]]:
    """Every way to pick ``total`` options from classes of these sizes, as how many from
    each class — the first classes as full as possible first, like
    :func:`itertools.combinations` — one at a time (never all at once)."""
    n = len(capacities)
    if total < 0 or total > sum(capacities):
        return
    after = [0] * (n + 1)  # after[i]: how many the classes from i on can hold
    for i in range(n - 1, -1, -1):
        after[i] = after[i + 1] + capacities[i]
    counts = [0] * n

    def fill(start: int, amount: int) -> None:
        for j in range(start, n):
            counts[j] = min(capacities[j], amount)
            amount -= counts[j]

    fill(0, total)
    while True:
        yield tuple(counts)
        # the rightmost class that can give one to the classes after it
        moved = 0
        for i in range(n - 2, -1, -1):
            moved += counts[i + 1]
            if counts[i] > 0 and after[i + 1] >= moved + 1:
                counts[i] -= 1
                fill(i + 1, moved + 1)
                break
        else:
            return


def class_words(game: GameState, members: tuple[str, ...], label: str) -> str:
    """One class in a judge's words for the result's note, ``{n}`` standing for how many:
    "{n} ready Mana Orbs in p1's Mana zone", "{n} × Vanilla 1/1/1 in p1's Reserve"."""
    o = game.objects[members[0]]
    where = zone_words(o.zone)
    if z.kind_of(o.zone) is ZoneKind.MANA:
        state = "exhausted" if Status.EXHAUSTED in o.statuses else "ready"
        return f"{{n}} {state} Mana Orbs in {where}"
    return f"{{n}} × {label.replace('{', '{{').replace('}', '}}')} in {where}"


def picked_words(game: GameState, members: tuple[str, ...], count: int, label: str) -> str:
    """``count`` options of one class in an answer's words: "3 ready Mana Orbs",
    "Vanilla 1/1/1 ×2", the label itself for one option of a class of its own."""
    o = game.objects.get(members[0])
    if len(members) > 1 and o is not None and z.kind_of(o.zone) is ZoneKind.MANA:
        state = "exhausted" if Status.EXHAUSTED in o.statuses else "ready"
        return f"{count} {state} Mana Orb" + ("s" if count != 1 else "")
    return label if count == 1 else f"{label} ×{count}"


__all__ = ["AlikeMemo", "alike_classes", "class_words", "count_vectors", "picked_words"]
