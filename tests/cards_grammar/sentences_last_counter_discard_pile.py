"""Sibling sentences of last counters and discard piles (issue 30), written before building (not
copied from card data): the last counter of a name a set gives lost as an event (2.5.a, 2.5.g; "When
I lose my last Thread counter —", any object description in play), a card put into the controller's
Discard pile from their Deck / hand / Reserve (3.2.3, 7.3.37.b), each with several outputs; and the
near-misses that mean another event or that the engine cannot say: refused.

``SIBLINGS`` maps each sentence to the Reaction it means (its fields but "text"), or to
``None`` when it must be refused. tests/cards_grammar/test_last_counter_discard_pile_siblings.py
holds every sibling to its meaning; the boards are test_board_last_counter_discard_pile.py."""

from __future__ import annotations

from typing import Any

Reading = dict[str, Any]

_ME = {"only_me": True}
_YOURS = {"types": ["Character"], "controller": "you"}
_THEIRS = {"types": ["Character"], "controller": "opponent"}
_LANDMARKS = {"permanents_in_landmarks": True, "types": ["Permanent"], "controller": "you"}


def _last(counter: str, flt: dict[str, Any]) -> Reading:
    return {"trigger": "loses_last_boost", "filter": flt, "counter": counter}


_LAST_COUNTER: dict[str, Reading] = {
    "When I lose my last Thread counter": _last("Thread", _ME),
    "Whenever I lose my last Thread counter": _last("Thread", _ME),
    "When I lose my last Kelon counter": _last("Kelon", _ME),
    "When I lose my last Omen counter": _last("Omen", _ME),
    "When a Character you control loses its last Thread counter": _last("Thread", _YOURS),
    "When another Character you control loses its last Kelon counter": _last(
        "Kelon", {**_YOURS, "another": True}
    ),
    "When a Character an opponent controls loses its last Debt counter": _last("Debt", _THEIRS),
    "When an opponent's Character loses its last Thread counter": _last("Thread", _THEIRS),
    "When a Landmark you control loses its last Omen counter": _last("Omen", _LANDMARKS),
    "When another Character loses its last Thread counter": _last(
        "Thread", {"types": ["Character"], "another": True}
    ),
}
"""The last counter of a name lost (2.5.g, 2.5.a): the event's words and the trigger fields."""

_LAST_BOOST = {
    "When I lose my last boost": {"trigger": "loses_last_boost", "filter": _ME},
}
"""The boost sibling (2.5.1.a), read before g6: it stays a boost, no counter named."""


def _joins(came: str, flt: dict[str, Any] | None = None) -> Reading:
    fields: Reading = {"trigger": "card_joins_your_discard_pile", "joined_from": came}
    return {**fields, "filter": flt} if flt else fields


_FROM_ZONE: dict[str, Reading] = {
    "When a card is put into your discard pile from your deck": _joins("deck"),
    "When a card goes to your discard pile from your deck": _joins("deck"),
    "When a card joins your discard pile from your deck": _joins("deck"),
    "Whenever a card is put into your discard pile from your deck": _joins("deck"),
    "When a Character is put into your discard pile from your deck": _joins(
        "deck", {"types": ["Character"]}
    ),
    "When a Spell goes to your discard pile from your hand": _joins("hand", {"types": ["Spell"]}),
    "When a card is sent to your discard pile from your hand": _joins("hand"),
    "When a card is put into your discard pile from your Reserve": _joins("reserve"),
    "When a Permanent goes to your discard pile from your Reserve": _joins(
        "reserve", {"types": ["Permanent"]}
    ),
}
"""A card put into the controller's Discard pile from a zone of theirs (3.2.3)."""

_OUTPUTS: dict[str, list[Reading]] = {
    "Draw a card.": [{"action": "draw", "amount": 1}],
    "Draw two cards.": [{"action": "draw", "amount": 2}],
    "I gain 2 boosts.": [{"action": "give_boost", "amount": 2, "subject": "self"}],
    "Put a Thread counter on target Character.": [
        {"action": "gain_counters", "amount": 1, "counter": "Thread", "subject": "target_character"}
    ],
}
"""Outputs the Reactions do (the effect each means)."""

_REFUSED_EVENTS = (
    "When I lose a Thread counter",  # any loss: not an event the engine watches (7.3.16.a)
    "When I lose all my Thread counters",
    "When I lose one or more Thread counters",
    "When a Character you control loses a Kelon counter",
    "When a Character in your Reserve loses its last Thread counter",  # out of play
    "When a Spell loses its last Thread counter",  # a Spell is never in play
    "When target Character loses its last Thread counter",  # a trigger names no target (6.3.b)
    "When a card is put into an opponent's discard pile from their deck",  # another's (1.2.2)
    "When a card is put into your discard pile from an opponent's deck",
    "When a card is put into your discard pile from your Mana zone",  # not said here
    "When a token is put into your discard pile from your deck",  # a token never gets there
    "When a card is put into your discard pile from an Expedition",  # from play: another event
)


def _siblings() -> dict[str, Reading | None]:
    out: dict[str, Reading | None] = {}
    for events in (_LAST_COUNTER, _LAST_BOOST, _FROM_ZONE):
        for event, fields in events.items():
            for said, effect in _OUTPUTS.items():
                out[f"{event} \u2014 {said}"] = {**fields, "effect": effect}
    for event in _REFUSED_EVENTS:
        out[f"{event} \u2014 Draw a card."] = None
    return out


SIBLINGS: dict[str, Reading | None] = _siblings()

NOT_YET: frozenset[str] = frozenset()
"""Siblings meant as read that the reader refuses today (none)."""

# ---- merged into .sentences: the grammar rules g6 adds, each with a sentence and reading
LAST_THREAD = "When I lose my last Thread counter \u2014 Draw a card."
YOURS_LAST_KELON = (
    "When another Character you control loses its last Kelon counter \u2014 I gain 2 boosts."
)
FROM_YOUR_DECK = "When a card is put into your discard pile from your deck \u2014 Draw a card."
FROM_YOUR_HAND = "When a Spell goes to your discard pile from your hand \u2014 Draw a card."
FROM_YOUR_RESERVE = (
    "When a card is put into your discard pile from your Reserve \u2014 Draw two cards."
)
REMOVED_INSTEAD = "If I would leave play, remove a Thread counter from me instead."

RULE_SENTENCES_G6: dict[str, tuple[str, ...]] = {
    "g6_i_lose_last_counter": (LAST_THREAD,),
    "g6_loses_last_counter": (YOURS_LAST_KELON,),
    "g6_joins_discard_pile_from": (FROM_YOUR_DECK,),
    "g6_from_deck": (FROM_YOUR_DECK,),
    "g6_from_hand": (FROM_YOUR_HAND,),
    "g6_from_reserve": (FROM_YOUR_RESERVE,),
    "g6_instead_remove_counter": (REMOVED_INSTEAD,),
}
READINGS_G6: dict[str, dict[str, Any]] = {
    text: {"reaction": reading}
    for text, reading in SIBLINGS.items()
    if text in RULE_SENTENCES_G6["g6_loses_last_counter"]
    or text in (LAST_THREAD, FROM_YOUR_DECK, FROM_YOUR_HAND, FROM_YOUR_RESERVE)
    if reading is not None
}
REFUSED_G6: dict[str, str] = {REMOVED_INSTEAD: "read by hand"}
