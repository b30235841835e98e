"""A number's parity and a characteristic compared with the bearer's (issue 30, "ge").

"Target Character with an even Hand Cost", "… an odd number of boosts", "… an even {V}"
(the filter's ``parity``, plain data: "even:hand_cost", "odd:boosts", "even:forest" …) and
"a Character with the same name as me", "… that shares a sub-type with me", "… with the same
Hand Cost as me", "… with a different name than me" (the filter's ``as_me``: "same:name",
"shares:subtype", "same:hand_cost", "same:reserve_cost", "different:name").

Each is read against the state as it is now, so a target is checked as it is chosen and
again as its step resolves (6.5.b). The numbers: the printed Hand Cost (2.2.7.b) and Reserve
Cost (2.2.8.b), 0 for a token (2.2.7.c, 2.2.8.c); an object without one (a Hero, an Emblem,
2.2.7.d) has no parity and never passes. Boosts: the boost counters on it (2.5.1). A
statistic: a Character's as it is now, boosts and modifiers included (2.2.11.b); only
Characters have statistics (2.2.11.c). 0 is even.

"Me" is the bearer as it is now or, gone from play, as it was just before (2.1.h); with no
bearer there is nothing to compare with and no object passes. A name (2.2.4.a-b) is compared
as printed, a token's being the one its creating effect gave it (2.2.4.f); an Emblem has none
(2.2.4.g). Sub-types (2.2.2) as the object has them now (printed plus those passive abilities
add while it is in play, 2.3.1.b)."""

from __future__ import annotations

from engine.reading.as_it_was import known_object
from engine.reading.passives import statistics, subtypes_of
from engine.state.cards import CardDef
from engine.state.enums import CardType, Terrain
from engine.state.game_state import GameState

PARITIES = ("even", "odd")
NUMBERS = ("hand_cost", "reserve_cost", "boosts", "forest", "mountain", "water")
LIKENESSES = (
    "same:name",
    "different:name",
    "shares:subtype",
    "same:hand_cost",
    "same:reserve_cost",
)


def number_of(state: GameState, object_id: str, of: str) -> int | None:
    """The number ``of`` names for ``object_id`` (see the module), ``None`` when it has none."""
    o = state.objects[object_id]
    if of == "boosts":
        return o.boosts  # 2.5.1
    card = state.card(object_id)
    if card is None or o.emblem is not None:
        return None  # an Emblem has no cost nor statistic (2.2.7.d)
    if of in ("hand_cost", "reserve_cost"):
        return _cost(card, of)
    if of in (t.value for t in Terrain):
        if state.type_of(object_id) is not CardType.CHARACTER:
            return None  # only Characters have statistics (2.2.11.c)
        return statistics(state, object_id)[Terrain(of)]  # as it is now (2.2.11.c)
    return None


def _cost(card: CardDef, of: str) -> int | None:
    """A printed Hand / Reserve Cost (2.2.7.b, 2.2.8.b); a token's is 0 (2.2.7.c, 2.2.8.c)."""
    if card.is_token:
        return 0
    return card.hand_cost if of == "hand_cost" else card.reserve_cost


def parity_holds(state: GameState, object_id: str, said: str) -> bool:
    """Whether ``object_id``'s number is even / odd as ``said`` ("even:hand_cost")."""
    parity, _, of = said.partition(":")
    if parity not in PARITIES:
        return False
    n = number_of(state, object_id, of)
    if n is None:
        return False
    return (n % 2 == 0) == (parity == "even")


def likeness_holds(state: GameState, object_id: str, said: str, me: str | None) -> bool:
    """Whether ``object_id`` has the characteristic ``said`` compares with the bearer's."""
    bearer = known_object(state, me)
    if bearer is None or bearer.card_id is None or said not in LIKENESSES:
        return False
    mine = state.cards[bearer.card_id]
    card = state.card(object_id)
    if card is None:
        return False  # an Emblem: no name, cost nor sub-type of a card
    if said in ("same:name", "different:name"):
        return (card.name == mine.name) == (said == "same:name")  # 2.2.4.b, 2.2.4.f
    if said == "shares:subtype":
        my_subtypes = subtypes_of(state, bearer.id) if bearer.id in state.objects else mine.subtypes
        return bool(set(subtypes_of(state, object_id)) & set(my_subtypes))  # 2.2.2
    of = said.partition(":")[2]
    theirs, my_cost = _cost(card, of), _cost(mine, of)
    return theirs is not None and theirs == my_cost  # 2.2.7, 2.2.8
