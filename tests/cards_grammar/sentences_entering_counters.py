"""Sibling sentences of ENTERING AND LEAVING WITH COUNTERS (issue 30, session 34), written
before building (not copied from card data). Each maps to its meaning or to ``None`` (refused,
left to the judge by name); "SPELL " marks a Spell's text.

- "I enter play with N [name] counters / N boosts": a passive of the card kept as its words
  (``static``); played, an Emblem-Reaction gives them during its resolution (5.2.d); put in
  play by an effect, its own modifier of how it enters (6.2.l, 6.2.c). In every slot: printed,
  a set keyword's reminder (2.2.12.c, read with the set's keywords — ``REMINDERS``).
  Refused: "X" (no X said), under a condition or as a support ability
  (the card is not in play when it would be checked), given to a group (whether an object
  entering play already has it is not settled, 2.3.1.a).
- "Characters you play enter play with an additional boost": the cards its controller plays
  gain the boosts during their resolution (5.2.d), as "Characters you play gain N boosts"
  (``played_gains``); other counters, another player's plays, cards not played refused.
- leave triggers with a past-tense condition on what "I" had (6.3.k, 2.1.h), "from the
  Expedition" said without "zone" (3.2.4, 6.3.d);
- "When a Character you control loses its last [name] counter", "… gains its first …";
- joins with an origin zone: "from Reserve" / "from hand" said without a player is the
  controller's own for a trigger naming your or my Expedition(s) (5.1.2.d, 7.5.10.a).

Held by tests/cards_grammar/test_entering_counters_siblings.py; boards in
test_board_entering_counters.py."""

from __future__ import annotations

from typing import Any

Reading = dict[str, Any]
SPELL = "SPELL "


def _static(words: str) -> Reading:
    return {"passive": {"static": words}}


def _played(n: int, into: str = "") -> Reading:
    gains: dict[str, Any] = {"amount": n, **({"into": into} if into else {})}
    return {"passive": {"played_gains": gains}}


ENTERING: dict[str, Reading | None] = {
    "I enter play with 2 Wisdom counters.": _static("i enter play with 2 Wisdom counters"),
    "I enter play with two Wisdom counters.": _static("i enter play with 2 Wisdom counters"),
    "I enter play with a Wisdom counter.": _static("i enter play with 1 Wisdom counter"),
    "I enter play with an Omen counter.": _static("i enter play with 1 Omen counter"),
    "I enter play with one Sap counter.": _static("i enter play with 1 Sap counter"),
    "I enter play with three Kelon counters.": _static("i enter play with 3 Kelon counters"),
    "I enter play with 5 Heroism counters.": _static("i enter play with 5 Heroism counters"),
    "I enter play with 2 boosts.": _static("i enter play with 2 boosts"),
    "I enter play with two boosts.": _static("i enter play with 2 boosts"),
    "I enter play with a boost.": _static("i enter play with 1 boost"),
    "I enter play with 1 boost.": _static("i enter play with 1 boost"),
    "I enter play with four boosts.": _static("i enter play with 4 boosts"),
    # near-misses, refused by name
    "I enter play with X Wisdom counters.": None,  # no X is said (6.5.i)
    "If you control a Plant, I enter play with a boost.": None,  # checked where? (5.2.d)
    "Unless you control a Plant, I enter play with 2 Sap counters.": None,
    "I enter play with 0 Wisdom counters.": None,  # nothing to give
    'Characters you control have "I enter play with a Wisdom counter."': None,
    # the cards its controller plays gain them during their resolution (5.2.d, played_gains)
    "Characters you play enter play with an additional boost.": _played(1),
    "Characters you play enter play with 2 additional boosts.": _played(2),
    "Characters you play enter play with two boosts.": _played(2),
    "Each Character you play enters play with an additional boost.": _played(1),
    "Characters you play in my Expedition enter play with an additional boost.": _played(
        1, "my_expedition"
    ),
    "Characters you play enter play with a Wisdom counter.": None,  # boosts only (engine)
    "Characters you play enter play with an additional Sap counter.": None,
    "Characters your opponents play enter play with an additional boost.": None,
    "Characters you control enter play with an additional boost.": None,  # not cards played
    "I enter play with a counter.": None,  # which name? (2.5.c)
    "I enter play exhausted.": None,  # a status, not built
}
"""Read by the grammar alone (``grammar_ability``)."""

REMINDERS: dict[str, bool] = {
    "[[Wise 2]] (I enter play with 2 Wisdom counters.)": True,
    "[[Wise]] (I enter play with a Wisdom counter.)": True,
    "[[Sprouting 3]] (I enter play with 3 Sap counters.)": True,
    "[[Eager]] (I enter play with 2 boosts.)": True,
    "[[Wise]] (I enter play with a Wisdom counter.)\nCharacters you control have [[Wise]].": False,
    "[[Wise]] (I enter play with a Wisdom counter.)\nCharacters in my Expedition have [[Wise]].": (
        False
    ),
    "[[Wise]] (If you control a Plant, I enter play with a Wisdom counter.)": False,
}
"""Read with the card's own keywords (``read_printed``): executable or not."""

_DRAW = [{"action": "draw", "amount": 1}]


def _leave(trigger: str, condition: str) -> Reading:
    return {"reaction": {"trigger": trigger, "if": condition, "effect": _DRAW}}


_TO_RESERVE = "goes_to_reserve_from_expedition_zone"
LEAVING: dict[str, Reading | None] = {
    "When I go to Reserve from the Expedition, if I had a Wisdom counter — Draw a card.": _leave(
        _TO_RESERVE, "i had a wisdom counter"
    ),
    "When I go to Reserve from the Expedition zone, if I had a Sap counter — Draw a card.": _leave(
        _TO_RESERVE, "i had a sap counter"
    ),
    "When I go to Reserve from the Expedition, if I had two or more boosts — Draw a card.": _leave(
        _TO_RESERVE, "i had two or more boosts"
    ),
    "When I go to Reserve from the Expedition, if I had no boosts — Draw a card.": _leave(
        _TO_RESERVE, "i had no boosts"
    ),
    "When I leave play, if I had two or more boosts — Draw a card.": _leave(
        "leaves_play", "i had two or more boosts"
    ),
    "When I leave play, if I had a Wisdom counter — Draw a card.": _leave(
        "leaves_play", "i had a wisdom counter"
    ),
    "When I leave the Expedition zone, if I had three or more Kelon counters — Draw a card.": (
        _leave("leaves_expedition_zone", "i had three or more kelon counters")
    ),
    "When I'm sacrificed, if I had an Omen counter — Draw a card.": _leave(
        "sacrificed", "i had an omen counter"
    ),
    "When I go to Reserve from the Expedition — Draw a card.": {
        "reaction": {"trigger": _TO_RESERVE, "effect": _DRAW}
    },
    # near-misses
    "When I go to Reserve from the Expedition, if you had a boost — Draw a card.": None,
    "When I go to Reserve from the Expedition, if I had Anchored — Draw a card.": None,
}

_JOINS = "character_joins_one_of_your_expeditions"


def _joined(trigger: str, came: str, effect: list[dict[str, Any]] | None = None) -> Reading:
    return {"reaction": {"trigger": trigger, "joined_from": came, "effect": effect or _DRAW}}


JOINING: dict[str, Reading | None] = {
    "When a Character joins your Expedition from Reserve — Draw a card.": _joined(
        _JOINS, "reserve"
    ),
    "When a Character joins your Expedition from your Reserve — Draw a card.": _joined(
        _JOINS, "reserve"
    ),
    "When a Character joins your Expedition from hand — Draw a card.": _joined(_JOINS, "hand"),
    "When a Character joins your Expedition from your hand — Draw a card.": _joined(_JOINS, "hand"),
    "When a Character joins one of your Expeditions from Reserve — Draw a card.": _joined(
        _JOINS, "reserve"
    ),
    "When a Character joins your Expeditions from Reserve — Draw a card.": _joined(
        "character_joins_your_expeditions", "reserve"
    ),
    "When a Character joins my Expedition from Reserve — Draw a card.": _joined(
        "character_joins_my_expedition", "reserve"
    ),
    "When another Character joins my Expedition from hand — Draw a card.": _joined(
        "another_character_joins_my_expedition", "hand"
    ),
    # near-misses: whose zone? / not a zone a Character joins from
    "When a Character joins an opponent's Expedition from Reserve — Draw a card.": None,
    "When a Character joins an Expedition from Reserve — Draw a card.": None,
    "When a Character joins your Expedition from your deck — Draw a card.": None,
    "When a Character joins your Expedition from Limbo — Draw a card.": None,
}

COUNTER_EDGES: dict[str, bool] = {
    "When a Character you control loses its last Wisdom counter — Draw a card.": True,
    "When I lose my last Wisdom counter — Draw a card.": True,
    "When one of your Characters gains its first boost — Draw a card.": True,
}
"""Already read before gn (the group versions of "When I lose my last … counter"): kept."""

# ---- merged into .sentences: the grammar rules gn adds, each with a sentence and reading
_ENTER = "I enter play with 2 Wisdom counters."
_FROM_RESERVE = "When a Character joins your Expedition from Reserve — Draw a card."
_PLAYED = "Characters you play enter play with an additional boost."
_FROM_THE_EXPEDITION = "When I go to Reserve from the Expedition — Draw a card."
RULE_SENTENCES_GN: dict[str, tuple[str, ...]] = {
    "gn_enter_play_with": (_ENTER,),
    "gn_joins_from_bare": (_FROM_RESERVE,),
    "gn_played_enter_with": (_PLAYED,),
}
READINGS_GN: dict[str, dict[str, Any]] = {
    _ENTER: ENTERING[_ENTER] or {},
    _FROM_RESERVE: JOINING[_FROM_RESERVE] or {},
    _PLAYED: ENTERING[_PLAYED] or {},
    _FROM_THE_EXPEDITION: LEAVING[_FROM_THE_EXPEDITION] or {},
}
