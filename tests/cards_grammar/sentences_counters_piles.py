"""Sibling sentences of COUNTERS AND PILES (issue 30, session 33), written before building
(not copied from card data):

- counters put / placed on an object as an event — its gain (7.3.15.a, 2.5.a, 2.5.1.a), "a",
  "one or more", "N or more", "at least N", on me or on any object in play;
- "When I have no more [name] counters / boosts", "When [object] has no more …": the last
  one lost (2.5.g, 2.5.h), the event g6 reads as "… lose(s) my / its last …";
- counts over every Discard pile ("all", "every", "any", "each player's"; 3.2.3.a) and your
  opponents' (the one opponent of a two-player game, 1.2.1.b), over target opponent's Reserve
  / hand (a player target, 6.5.b, 1.2.6.c), over "[card] you control or in your Reserve"
  (1.2.2, 3.2.5) — in a Spell's effect, {J}, {H}, {R}, with "I", a target, a group.

Near-misses that must stay refused (``None``): exactly N counters put on (not an event the
engine watches), a state
("have no Thread counters"), a target in a trigger (6.3.b), an unnamed "counter" put on an
object (of any name: not said which), a Spell (never in play), the replacement "If a counter
would be removed …, remove … instead" (6.2), "for each card in play or in Reserve" (any
player's), "Draw a card for each card in target opponent's Reserve" (a player target beside
the drawing player: not read), and the looked-at cards discarded ("You may discard any number
of them").

``TRIGGERS`` maps each Reaction to its meaning (fields but "text") or ``None``; ``COUNTS``
maps each effect (a Character's ability, or a Spell's after ``SPELL``) to what its count counts
— (engine ``Counted``, whose, card types) — or ``None``. Held by
tests/cards_grammar/test_counters_piles_siblings.py; boards in test_board_counters_piles.py."""

from __future__ import annotations

from typing import Any

Reading = dict[str, Any]

_ME = {"only_me": True}
_YOURS = {"types": ["Character"], "controller": "you"}
_THEIRS = {"types": ["Character"], "controller": "opponent"}
_LANDMARKS = {"permanents_in_landmarks": True, "types": ["Permanent"], "controller": "you"}


def _gain(counter: str | None, flt: dict[str, Any], amount: int = 1) -> Reading:
    if counter is None:
        return {"trigger": "gains_boosts", "amount": amount, "filter": flt}
    return {"trigger": "gains_counters", "amount": amount, "counter": counter, "filter": flt}


_PUT_ON: dict[str, Reading] = {
    "When a Thread counter is placed on me": _gain("Thread", _ME),
    "Whenever a Kelon counter is put on me": _gain("Kelon", _ME),
    "When an Omen counter is placed on me": _gain("Omen", _ME),
    "When one or more Thread counters are placed on me": _gain("Thread", _ME),
    "When one or more Debt counters are put on me": _gain("Debt", _ME),
    "When 2 or more Thread counters are placed on me": _gain("Thread", _ME, 2),
    "When three or more Kelon counters are put on me": _gain("Kelon", _ME, 3),
    "When at least two Omen counters are placed on me": _gain("Omen", _ME, 2),
    "When a boost is placed on me": _gain(None, _ME),
    "When two or more boosts are put on me": _gain(None, _ME, 2),
    "When a Thread counter is placed on a Character you control": _gain("Thread", _YOURS),
    "When a Kelon counter is put on another Character you control": _gain(
        "Kelon", {**_YOURS, "another": True}
    ),
    "When one or more Omen counters are placed on a Landmark you control": _gain(
        "Omen", _LANDMARKS
    ),
    "When one or more Omen counters are placed on another Landmark you control": _gain(
        "Omen", {**_LANDMARKS, "another": True}
    ),
    "When 2 or more Debt counters are put on a Character an opponent controls": _gain(
        "Debt", _THEIRS, 2
    ),
    "When a Thread counter is placed on a Character": _gain("Thread", {"types": ["Character"]}),
    "When two or more Thread counters are placed on a Character": _gain(
        "Thread", {"types": ["Character"]}, 2
    ),
    "When a Thread counter is placed on a token you control": _gain(
        "Thread", {"controller": "you", "tokens": True}
    ),
}
"""Counters put / placed on an object: its gain of at least that many at once (7.3.15.a)."""

_NO_MORE: dict[str, Reading] = {
    "When I have no more Thread counters": {
        "trigger": "loses_last_boost",
        "filter": _ME,
        "counter": "Thread",
    },
    "Whenever I have no more Kelon counters": {
        "trigger": "loses_last_boost",
        "filter": _ME,
        "counter": "Kelon",
    },
    "When I have no more boosts": {"trigger": "loses_last_boost", "filter": _ME},
    "When a Character you control has no more Thread counters": {
        "trigger": "loses_last_boost",
        "filter": _YOURS,
        "counter": "Thread",
    },
    "When another Character you control has no more Kelon counters": {
        "trigger": "loses_last_boost",
        "filter": {**_YOURS, "another": True},
        "counter": "Kelon",
    },
    "When a Landmark you control has no more Omen counters": {
        "trigger": "loses_last_boost",
        "filter": _LANDMARKS,
        "counter": "Omen",
    },
    "When a Character an opponent controls has no more Debt counters": {
        "trigger": "loses_last_boost",
        "filter": _THEIRS,
        "counter": "Debt",
    },
    "When a Character you control has no more boosts": {
        "trigger": "loses_last_boost",
        "filter": _YOURS,
    },
}
"""The last counter of a name (or the last boost) lost (2.5.g, 2.5.h)."""

_OUTPUTS: dict[str, list[Reading]] = {
    "Draw a card.": [{"action": "draw", "amount": 1}],
    "I gain 2 boosts.": [{"action": "give_boost", "amount": 2, "subject": "self"}],
    "Put a Thread counter on target Character.": [
        {"action": "gain_counters", "amount": 1, "counter": "Thread", "subject": "target_character"}
    ],
}

_REFUSED_EVENTS = (
    "When two Thread counters are placed on me",  # exactly two at once: not watched
    "When 3 Thread counters are put on me",
    "When I have no Thread counters",  # a state, not an event
    "When a Thread counter is placed on target Character",  # a trigger names no target
    "When a counter is placed on a Character you control",  # which counter: not said
    "When a Thread counter is placed on a Spell",  # a Spell is never in play
    "When a Character in your Reserve has no more Thread counters",  # out of play
    "When one or more Thread counters are placed on each Character you control",
)


def _triggers() -> dict[str, Reading | None]:
    out: dict[str, Reading | None] = {}
    for events in (_PUT_ON, _NO_MORE):
        for event, fields in events.items():
            for said, effect in _OUTPUTS.items():
                out[f"{event} \u2014 {said}"] = {**fields, "effect": effect}
    for event in _REFUSED_EVENTS:
        out[f"{event} \u2014 Draw a card."] = None
    out["If a Thread counter would be removed from me, remove a boost instead."] = None
    out["If a Kelon counter would be removed from a Permanent you control, remove it instead."] = (
        None
    )
    return out


TRIGGERS: dict[str, Reading | None] = _triggers()

Counted = tuple[str, str, tuple[str, ...]]
"""What a count counts: the engine's ``Counted`` value, whose ("" / "opponent"), types."""

_COUNTED: dict[str, Counted] = {
    "Spell in all Discard piles": ("discard_piles", "", ("Spell",)),
    "card in every Discard pile": ("discard_piles", "", ()),
    "Character in each player's Discard pile": ("discard_piles", "", ("Character",)),
    "Permanent in any Discard pile": ("discard_piles", "", ("Permanent",)),
    "card in all players' Discard piles": ("discard_piles", "", ()),
    "card in your opponents' Discard piles": ("your_discard", "opponent", ()),
    "Spell in your opponents' Discard piles": ("your_discard", "opponent", ("Spell",)),
    "card in target opponent's Reserve": ("target_opponents_reserve", "", ()),
    "card in target opponent's hand": ("target_opponents_hand", "", ()),
    "card you control or in your Reserve with one or more Thread counters": (
        "yours_in_play_or_reserve",
        "",
        (),
    ),
    "Character you control or in your Reserve": ("yours_in_play_or_reserve", "", ("Character",)),
    "card you control or in your Reserve with a Kelon counter": (
        "yours_in_play_or_reserve",
        "",
        (),
    ),
}
_STEPS = (
    "SPELL Draw a card for each {c}.",
    "{{J}} I gain 1 boost for each {c}.",
    "{{H}} Target Character gains 1 boost for each {c}.",
    "{{R}} Each Character you control gains 1 boost for each {c}.",
)
_NOT_DRAWN = frozenset({"card in target opponent's Reserve", "card in target opponent's hand"})
"""Counts of a player target beside the drawing player: "Draw a card for each card in target
opponent's Reserve" names a target the step does not act on — refused (as "target player's")."""

_REFUSED_COUNTS = (
    # (ic40: "for each card in play or in Reserve" is read since session 40 — every card in
    # play and in any Reserve, 3.1.4.a, 3.2.10.a; sentences_places_language.py)
    "SPELL Draw a card for each other Character you control or in your Reserve.",
    "SPELL Look at the top 3 cards of your deck. You may discard any number of them, then put "
    "the rest back in any order.",
    "SPELL Look at the top 3 cards of target opponent's deck. You may discard any number of "
    "them, then put the rest back in any order.",
)


def _counts() -> dict[str, Counted | None]:
    out: dict[str, Counted | None] = {}
    for counted, meant in _COUNTED.items():
        for step in _STEPS:
            text = step.format(c=counted)
            out[text] = None if counted in _NOT_DRAWN and "Draw" in text else meant
    for text in _REFUSED_COUNTS:
        out[text] = None
    return out


COUNTS: dict[str, Counted | None] = _counts()

# ---- merged into .sentences: the grammar rules gc adds, each with a sentence and reading
_PLACED_2 = "When 2 or more Thread counters are placed on me \u2014 Draw a card."
_NO_MORE_ME = "When I have no more Thread counters \u2014 Draw a card."
_NO_MORE_YOURS = "When a Character you control has no more Thread counters \u2014 Draw a card."
_ALL_PILES = "{J} I gain 1 boost for each Spell in all Discard piles."

RULE_SENTENCES_GC: dict[str, tuple[str, ...]] = {
    "gc_counters_put_on": (_PLACED_2,),
    "gc_all_discard_piles": (_ALL_PILES,),
}
READINGS_GC: dict[str, dict[str, Any]] = {
    **{text: {"reaction": TRIGGERS[text]} for text in (_PLACED_2, _NO_MORE_ME, _NO_MORE_YOURS)},
    _ALL_PILES: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "give_boost",
                    "amount": 1,
                    "subject": "self",
                    "per": "spell in all discard piles",
                }
            ],
        }
    },
}
