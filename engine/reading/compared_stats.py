"""A cost or statistic compared with another object's (issue 30, session 38 "ic").

"target Character with a lower Hand Cost than it", "a Character from your Reserve with a
higher Reserve Cost than the sacrificed Character", "target Character with greater {V} than
me", "… with the same Hand Cost as that Character", "Exchange me with a Character from your
Reserve with a lower Hand Cost" (the exchange's first object, 7.3.12.a). The filter's
``stat_than`` is plain data, ``"lower:hand_cost:it"``: the direction ("lower", "higher",
"same"), what is compared — the printed Hand Cost (2.2.7.b) or Reserve Cost (2.2.8.b), a
token's 0 (2.2.7.c, 2.2.8.c), or a statistic as it is now (2.2.11.b; only Characters have
one, 2.2.11.c) — and whose:

* ``me``: the bearer (7.2.1.a) as it is, or as it was when it left play (2.1.h);
* ``it``: the one object the trigger named (6.3.i) or the step before acted on (6.5.b),
  bound on the step as it is made (``compared_ids``); one that left play this effect is
  read as it was just before (2.1.h: "the sacrificed Character"), a printed cost being the
  card's wherever it is (2.1.d);
* ``exchanged``: the first object of an exchange, bound as the second is chosen (7.3.12.a);
* ``you`` / ``opponent``: one Character in play of that side — one is enough (lower than the
  highest of theirs, higher than the lowest, the same as one of them).

With nothing to compare with (no such object, several objects for "it", an object without
the number) no object passes. The comparison is read against the state as it is now, so a
target is checked as it is chosen and again as its step resolves (6.5.b)."""

from __future__ import annotations

from engine.reading.as_it_was import it_was
from engine.reading.compared_likeness import number_of
from engine.reading.working import in_play
from engine.state import zones as z
from engine.state.cards import ObjectFilter
from engine.state.enums import CardType, ZoneKind
from engine.state.game_state import GameState
from engine.state.records import replace

DIRECTIONS = ("lower", "higher", "same")
COMPARED = ("hand_cost", "reserve_cost", "forest", "mountain", "water")
WHOSE = ("me", "it", "exchanged", "you", "opponent")
BOUND = ("it", "exchanged")
"""Whose objects are bound on the step (``ObjectFilter.compared_ids``)."""

__all__ = ["BOUND", "COMPARED", "DIRECTIONS", "WHOSE", "bound_to", "known_number", "stat_compared"]


def stat_compared(
    state: GameState,
    object_id: str,
    said: str,
    controller: str,
    me: str | None,
    bound: tuple[str, ...],
) -> bool:
    """Whether ``object_id``'s number is lower / higher than / the same as ``said`` names,
    for an effect controlled by ``controller``, borne by ``me``; ``bound``: the objects "it"
    (or an exchange's first object) named as the step was made."""
    direction, of, whose = [*said.split(":"), "", ""][:3]
    if direction not in DIRECTIONS or of not in COMPARED or whose not in WHOSE:
        return False
    theirs = number_of(state, object_id, of)
    rivals = _rivals(state, whose, of, controller, me, bound)
    if theirs is None or not rivals:
        return False
    if direction == "lower":
        return theirs < max(rivals)
    if direction == "higher":
        return theirs > min(rivals)
    return theirs in rivals


def _rivals(
    state: GameState,
    whose: str,
    of: str,
    controller: str,
    me: str | None,
    bound: tuple[str, ...],
) -> list[int]:
    """The numbers compared with (see the module)."""
    if whose == "me":
        ids: tuple[str, ...] = (me,) if me is not None else ()
    elif whose in BOUND:
        ids = bound if len(bound) == 1 else ()  # "it" names one object (6.5.b)
    else:
        ids = tuple(
            dict.fromkeys(
                oid
                for key in state.zones
                if z.kind_of(key) is ZoneKind.EXPEDITION
                for oid in state.zones[key]
                if state.type_of(oid) is CardType.CHARACTER
                and (state.objects[oid].controller == controller) == (whose == "you")
            )
        )
    if whose == "me":  # "me" is what the bearer is now (a card in Reserve: itself, 2.1.d)
        found = (
            number_of(state, oid, of) if oid in state.objects else known_number(state, oid, of)
            for oid in ids
        )
    else:
        found = (known_number(state, oid, of) for oid in ids)
    return [n for n in found if n is not None]


def known_number(state: GameState, object_id: str, of: str) -> int | None:
    """The number ``of`` of an object as it is now — or, for an object that left play (gone,
    or become the card a step moved out of play, 2.1.d), as it was just before (2.1.h): its
    statistics then (2.2.11.c); its printed costs are its card's (2.2.7.b, 2.2.8.b)."""
    if object_id in state.objects and in_play(state, object_id):
        return number_of(state, object_id, of)
    was = state.last_known.get(object_id) or (
        it_was(state, object_id) if object_id in state.objects else None
    )
    if was is None:
        return number_of(state, object_id, of) if object_id in state.objects else None
    if of in ("hand_cost", "reserve_cost"):
        card = state.cards.get(was.object.card_id) if was.object.card_id else None
        if card is None or card.is_token:
            return 0 if card is not None else None  # a token's cost is 0 (2.2.7.c)
        return card.hand_cost if of == "hand_cost" else card.reserve_cost
    if not was.character:
        return None  # only Characters have statistics (2.2.11.c)
    return {"forest": was.forest, "mountain": was.mountain, "water": was.water}[of]


def bound_to(
    wanted: ObjectFilter | None, ids: tuple[str, ...], whose: str = "it"
) -> ObjectFilter | None:
    """``wanted`` with the objects a ``whose`` comparison names bound (``compared_ids``):
    "it" as the step is made (6.3.i, 6.5.b), an exchange's first object as its second is
    chosen (7.3.12.a); any other filter unchanged."""
    if wanted is None or not wanted.stat_than.endswith(f":{whose}"):
        return wanted
    return replace(wanted, compared_ids=ids)
