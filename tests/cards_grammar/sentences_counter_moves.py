"""Sibling sentences of counter moves (issue 30, session 39), written before building (not copied
from card data), each judged by meaning against the CR:

1. COUNTERS MOVED: the CR has no "move" for counters; a move is one step removing N from the
   first object (2.5.g: all it has if fewer) and having the second gain as many (7.3.15.a,
   2.5.f), both ends chosen before it (6.5.b targets, 6.1.g choices). "Move up to N …": 0 to
   N chosen just before (6.1.g). "… of my …": from me (7.2.1.a). "from target X to target
   Y": two objects (6.5.b: one object is chosen once per step as a target).
2. "UP TO ONE TARGET … IF YOU DO": "If you do" holds only when one was chosen and the step was
   started (6.5.f; none chosen: nothing to act on, 6.5.h) — every verb (discard, sacrifice,
   return, exhaust, send, ready).
3. AN OPTIONAL COUNTED STEP: "You may [step] for each …" — done once per thing counted, the
   "may" asked at each time (6.5.i and its Example "may … twice": once, twice or not at all;
   6.5.c). "You may have [object] gain …" is the object's own step (7.3.18.a).
4. "IT ALSO" AFTER A CONDITION ON ITS PLACE: "If it's in an Expedition that's ahead [or tied],
   it also gains …" — its Expedition so standing (7.5.2.a-c; a Gigantic one's two all,
   7.4.4.k), checked as the step begins (6.5.d), on what the step before chose (6.5.b).

``MOVES`` maps a sentence to (from, to, counter, amount, two objects): amount an int, ``(0, N)``
for "up to N", or ``"all"``. ``REFUSED_IA39`` maps near-misses to the words of their refusal.
Held by test_counter_moves_siblings.py; boards in test_board_counter_moves.py,
test_board_it_also_conditions.py."""

from __future__ import annotations

from typing import Any

Move = tuple[str, str, str, Any, bool]

_T = "target_character"
_TYOURS = "target_character"  # "target Character you control": the filter says "you"

MOVES: dict[str, Move] = {
    # a Spell
    "SPELL Move up to two boosts from a card you control to another target card you control. "
    "Then, draw a card.": (
        "a_character_or_permanent_you_control",
        "target_character_or_permanent",
        "boost",
        (0, 2),
        True,
    ),
    "SPELL Move up to three Kelon counters from target Character to another target Character.": (
        _T,
        _T,
        "Kelon",
        (0, 3),
        True,
    ),
    "SPELL Move up to one boost from target Character you control to target Character an "
    "opponent controls.": (_T, _T, "boost", (0, 1), True),
    "SPELL Move a Kelon counter from target Character to target Character.": (
        _T,
        _T,
        "Kelon",
        1,
        True,
    ),
    "SPELL Move all Kelon counters from target Character to another target Character.": (
        _T,
        _T,
        "Kelon",
        "all",
        True,
    ),
    "SPELL Move two boosts from a Character you control to target Character.": (
        "a_character_you_control",
        _T,
        "boost",
        2,
        False,
    ),
    "SPELL You may move a boost from target Character to another target Character.": (
        _T,
        _T,
        "boost",
        1,
        True,
    ),
    # {J} {H} {R}
    "{J} Move a Kelon counter from me to target Character.": ("self", _T, "Kelon", 1, False),
    "{J} Move up to two Kelon counters from me to target Character you control.": (
        "self",
        _TYOURS,
        "Kelon",
        (0, 2),
        False,
    ),
    "{J} Move one of my boosts to target Character.": ("self", _T, "boost", 1, False),
    "{J} Move two of my Kelon counters to target Character.": ("self", _T, "Kelon", 2, False),
    "{J} Move all my Kelon counters to target Character.": ("self", _T, "Kelon", "all", False),
    "{J} Move all of my boosts to another target Character you control.": (
        "self",
        _TYOURS,
        "boost",
        "all",
        True,
    ),
    "{J} Move up to two of my boosts to target Character.": ("self", _T, "boost", (0, 2), False),
    "{J} You may move one of my boosts to target Character.": ("self", _T, "boost", 1, False),
    "{H} Move one of my Kelon counters to target Character you control.": (
        "self",
        _TYOURS,
        "Kelon",
        1,
        False,
    ),
    "{R} Move up to three of my boosts to target Character.": ("self", _T, "boost", (0, 3), False),
    "{J} Move a boost from target Character to me.": (_T, "self", "boost", 1, False),
    "{J} Move up to two boosts from target Character to me.": (_T, "self", "boost", (0, 2), False),
    "{J} Move all boosts from target Character to me.": (_T, "self", "boost", "all", False),
    "{J} Move a Kelon counter from target Character to another target Character. Then, draw a "
    "card.": (_T, _T, "Kelon", 1, True),
    "{J} Move up to two boosts from a Character you control to another Character you control.": (
        "a_character_you_control",
        "a_character_you_control",
        "boost",
        (0, 2),
        True,
    ),
    "{J} Move one of my boosts to a Character you control.": (
        "self",
        "a_character_you_control",
        "boost",
        1,
        False,
    ),
    "{J} Move a boost from target Character to target Permanent.": (
        _T,
        "target_permanent",
        "boost",
        1,
        True,
    ),
    "{J} Move one of my Kelon counters to target Permanent you control.": (
        "self",
        "target_permanent_you_control",
        "Kelon",
        1,
        False,
    ),
    "{J} I gain 2 Kelon counters. Then, move one of my Kelon counters to target Character.": (
        "self",
        _T,
        "Kelon",
        1,
        False,
    ),
    "{J} If you control a Plant, move one of my boosts to target Character.": (
        "self",
        _T,
        "boost",
        1,
        False,
    ),
    # quick actions
    "{T}: Move one of my Kelon counters to target Character.": ("self", _T, "Kelon", 1, False),
    "{T}: Move a boost from me to another target Character.": ("self", _T, "boost", 1, True),
    "{T}: Move up to two boosts from target Character to target Character.": (
        _T,
        _T,
        "boost",
        (0, 2),
        True,
    ),
    "{1}, {T}: Move all my boosts to target Character.": ("self", _T, "boost", "all", False),
    "{D}: Move a boost from target Character to another target Character.": (
        _T,
        _T,
        "boost",
        1,
        True,
    ),
    # triggers
    "When I gain a boost, move one of my boosts to target Character.": (
        "self",
        _T,
        "boost",
        1,
        False,
    ),
    "When you play a Spell, move one of my Kelon counters to target Character.": (
        "self",
        _T,
        "Kelon",
        1,
        False,
    ),
    "At Noon, move one of my boosts to target Character.": ("self", _T, "boost", 1, False),
    "At Dusk, move up to two of my boosts to target Character you control.": (
        "self",
        _TYOURS,
        "boost",
        (0, 2),
        False,
    ),
    "When one of your Expeditions moves forward, move a Kelon counter from me to target "
    "Character.": ("self", _T, "Kelon", 1, False),
    "When you play a Permanent, move up to one of my Kelon counters to target Character.": (
        "self",
        _T,
        "Kelon",
        (0, 1),
        False,
    ),
    "{J} Move three boosts from target Character to another target Character you control.": (
        _T,
        _TYOURS,
        "boost",
        3,
        True,
    ),
    "{J} Move up to four Kelon counters from target Permanent to target Character.": (
        "target_permanent",
        _T,
        "Kelon",
        (0, 4),
        True,
    ),
}
"""Moves read, each in a slot: from, to, counter, how many, whether the second is never the
first (6.5.b / "another", 7.2.1.a)."""

UP_TO_ONE_IF_YOU_DO: dict[str, str] = {
    "SPELL Discard up to one target Character from an opponent's Reserve. If you do, draw a "
    "card.": "discard",
    "SPELL Discard up to one target card from an opponent's Reserve. If you do, target Character "
    "gains 1 boost.": "discard",
    "SPELL Discard up to one target Permanent from an opponent's Reserve. If you do, I gain 1 "
    "boost.": "discard",
    "{J} Discard up to one target Character from an opponent's Reserve. If you do, I gain 2 "
    "boosts.": "discard",
    "{H} Discard up to one target card from your Reserve. If you do, draw a card.": "discard",
    "{R} Discard up to one target Character from an opponent's Reserve. If you do, draw two "
    "cards.": "discard",
    "When you play a Spell, discard up to one target card from an opponent's Reserve. If you do, "
    "I gain 1 boost.": "discard",
    "At Noon, discard up to one target card from an opponent's Reserve. If you do, draw a card.": (
        "discard"
    ),
    "{T}: Discard up to one target card from an opponent's Reserve. If you do, draw a card.": (
        "discard"
    ),
    "SPELL Sacrifice up to one target Character. If you do, draw a card.": "sacrifice",
    "SPELL Sacrifice up to one target Permanent you control. If you do, target Character gains 2 "
    "boosts.": "sacrifice",
    "{J} Sacrifice up to one target Character you control. If you do, I gain 2 boosts.": (
        "sacrifice"
    ),
    "{J} Sacrifice up to one target token you control. If you do, draw a card.": "sacrifice",
    "SPELL Sacrifice up to one target Landmark you control. If you do, draw two cards.": (
        "sacrifice"
    ),
    "SPELL Sacrifice up to one target Character. If you do, create a Brassbug token in my "
    "Expedition.": "sacrifice",
    "SPELL Return up to one target Character to its owner's hand. If you do, draw a card.": (
        "return"
    ),
    "{J} Return up to one target Character you control to its owner's hand. If you do, I gain 1 "
    "boost.": "return",
    "SPELL Return up to one target Permanent to its owner's hand. If you do, draw a card.": (
        "return"
    ),
    "SPELL Exhaust up to one target Character. If you do, draw a card.": "exhaust",
    "{J} Exhaust up to one target Character an opponent controls. If you do, I gain 1 boost.": (
        "exhaust"
    ),
    "SPELL Exhaust up to one target Character. If you do, it gains Asleep.": "exhaust",
    "SPELL Send up to one target Character to Reserve. If you do, draw a card.": "send",
    "{J} Send up to one target Character to its owner's Reserve. If you do, I gain 1 boost.": (
        "send"
    ),
    "SPELL Ready up to one target Character. If you do, draw a card.": "ready",
    "SPELL Discard up to one target Character from an opponent's Reserve. If you do, its "
    "controller draws a card.": "discard",
    "{J} You may discard up to one target card from an opponent's Reserve. If you do, draw a "
    "card.": "discard",
    "{J} Return up to one target Character to its owner's hand. If you do, it gains 1 boost.": (
        "return"
    ),
    "{H} Sacrifice up to one target Permanent. If you do, its controller draws a card.": (
        "sacrifice"
    ),
    "SPELL Send up to one target Character to Reserve. If you do, it gains Asleep.": "send",
}
"""A step on up to one target, then what follows "If you do" (6.5.f): its verb."""

MAY_FOR_EACH: dict[str, str] = {
    "SPELL You may draw a card for each Character you control.": "character you control",
    "{J} You may draw a card for each Permanent you control.": "permanent you control",
    "{H} You may draw a card for each Plant you control.": "plant you control",
    "SPELL You may give target Character 1 boost for each Permanent you control.": (
        "permanent you control"
    ),
    "SPELL You may have target Character gain 1 boost for each Permanent you control.": (
        "permanent you control"
    ),
    "{J} You may have target Character gain 1 boost for each Character you control.": (
        "character you control"
    ),
    "{R} You may have target Character you control gain 1 boost for each card in your Reserve.": (
        "card in your reserve"
    ),
    "SPELL You may create a Brassbug token in my Expedition for each Character you control.": (
        "character you control"
    ),
    "At Noon, you may draw a card for each Character you control.": "character you control",
    "When you play a Spell, you may draw a card for each Landmark you control.": (
        "landmark you control"
    ),
    "{T}: You may draw a card for each Character you control.": "character you control",
    "SPELL You may Resupply for each Character you control.": "character you control",
    "SPELL You may discard a card from your hand for each Character you control.": (
        "character you control"
    ),
    "SPELL You may sacrifice a Character for each Plant you control.": "plant you control",
    "{J} You may draw two cards for each Character you control.": "character you control",
}
"""A "may" on a step done for each thing counted: asked at each time (6.5.i), ``x_is``."""

IT_ALSO: dict[str, str] = {
    "SPELL Target Character gains 1 Kelon counter. If it's in an Expedition that's ahead, it "
    "also gains 1 boost.": "its expedition is ahead",
    "SPELL Target Character gains 1 boost. If it's in an Expedition that's behind, it also gains "
    "1 boost.": "its expedition is behind",
    "SPELL Target Character gains 1 boost. If it's in an Expedition that's tied, it also gains 2 "
    "boosts.": "its expedition is tied",
    "SPELL Target Character gains 1 boost. If it's in an Expedition that's ahead or tied, it "
    "also gains 1 boost.": "its expedition is ahead or tied",
    "SPELL Target Character gains 1 boost. If it is in an Expedition that is behind or tied, it "
    "also gains Anchored.": "its expedition is behind or tied",
    "SPELL Target Character gains Asleep. If it's in an Expedition that's ahead, it also loses 1 "
    "boost.": "its expedition is ahead",
    "{J} Target Character gains 1 Kelon counter. If it's in an Expedition that's ahead, it also "
    "gains 1 boost.": "its expedition is ahead",
    "{H} Target Character you control gains 1 boost. If it's in an Expedition that's behind, it "
    "also gains 1 boost.": "its expedition is behind",
    "{R} Target Character gains 1 boost. If it's in an Expedition that's tied, it also gains "
    "Anchored.": "its expedition is tied",
    "When you play a Spell, target Character gains 1 boost. If it's in an Expedition that's "
    "ahead, it also gains 1 boost.": "its expedition is ahead",
    "At Noon, target Character you control gains 1 boost. If it's in an Expedition that's "
    "behind, it also gains 1 boost.": "its expedition is behind",
    "{T}: Target Character gains 1 boost. If it's in an Expedition that's ahead, it also gains "
    "Anchored.": "its expedition is ahead",
    "{D}: Target Character gains 1 boost. If it's in an Expedition that's ahead, it also gains 1 "
    "boost.": "its expedition is ahead",
    "SPELL Target Character loses 1 boost. If it's in an Expedition that's behind, it also loses "
    "Anchored.": "its expedition is behind",
    "SPELL Target Character gains 1 boost. If it's in an Expedition that's ahead, it also gains "
    "1 Kelon counter.": "its expedition is ahead",
    "SPELL Target Character gains 1 boost. If it's in an Expedition that's ahead, it also gains "
    "Fleeting.": "its expedition is ahead",
    "SPELL Target Permanent gains 1 Kelon counter. If it's in an Expedition that's ahead, it also "
    "gains 1 Kelon counter.": "its expedition is ahead",
    "SPELL Target Character gains Anchored. If it's in an Expedition that's tied, it also gains 1 "
    "boost.": "its expedition is tied",
    "SPELL Target Character gains 1 boost. If it's in an Expedition that's behind, it also gains "
    "2 Kelon counters.": "its expedition is behind",
    "{J} If you control a Plant, target Character gains 1 boost. If it's in an Expedition that's "
    "ahead, it also gains 1 boost.": "its expedition is ahead",
    "SPELL Target Character gains 1 boost. If it's in an Expedition that's ahead, it gains 1 "
    "boost.": "its expedition is ahead",
    "SPELL Target Character gains 1 boost. If it's in an Expedition that's ahead, I gain 1 "
    "boost.": "its expedition is ahead",
    "SPELL Target Character gains 1 boost. If it's in {O}, it also gains 1 boost.": "it's in {o}",
    "SPELL Target Character gains 1 boost. If it is in my Expedition, it also gains 1 boost.": (
        "it is in my expedition"
    ),
    "SPELL Target Character gains 1 boost. If it has Hand Cost 2 or less, it also gains 1 "
    "boost.": "its hand cost is {2} or less",
    "SPELL Target Character gains 1 boost. If it has a Kelon counter, it also gains 1 boost.": (
        "it has a kelon counter"
    ),
    "{J} I gain 1 boost. If I'm in an Expedition that's ahead, I also gain 1 boost.": (
        "my expedition is ahead"
    ),
    "{J} I gain 1 Kelon counter. If I am in an Expedition that is behind or tied, I also gain 1 "
    "boost.": "my expedition is behind or tied",
    "{J} If I'm in an Expedition that's tied, draw a card.": "my expedition is tied",
}
"""A condition on the place of "it" (or "I"), the step after it said with "also": the
condition text the engine evaluates (6.5.d)."""

REFUSED_IA39: dict[str, str] = {
    # moves: a count the move does not make, a group receiving, a whose not said
    "{J} Move up to X boosts from target Character to another target Character.": "counted",
    "{J} Move X boosts from target Character to another target Character.": "counted",
    "{J} Move one of my boosts to each Character you control.": "to each",
    "{J} Move all my boosts to each Character you control.": "to each",
    "{J} Move a boost from me to each Character you control.": "to each",
    "{J} Move a boost from each Character you control to target Character.": "",
    "{J} Move two of my boosts to up to two target Characters.": "",
    "{J} Move one of my counters to target Character.": "",  # which name: not said (2.5.c)
    "{J} Move one of your boosts to target Character.": "",  # "your": whose objects, not said
    "{J} Target Character gains 2 boosts. Move one of its boosts to target Character.": "",
    # "If you don't" after a step that is not optional (6.5.f)
    "{J} Sacrifice up to one target Character. If you don't, I gain 1 boost.": "",
    # a "may" asked at each time, then "If you do": which answer (6.5.i, 6.5.f)
    "SPELL You may draw a card for each Character you control. If you do, I gain 1 boost.": "",
    # a Spell is in no Expedition as it resolves (5.2.4.b): "I'm in" names no place
    "SPELL Draw a card. If I'm in an Expedition that's tied, draw a card.": "",
    # conditions not built: negated, "your Expedition that's …", a group's "it"
    "SPELL Target Character gains 1 boost. If it's not in an Expedition that's ahead, it also "
    "gains 1 boost.": "",
    "SPELL Target Character gains 1 boost. If it's in an Expedition that's not ahead, it also "
    "gains 1 boost.": "",
    "SPELL Target Character gains 1 boost. If it's in your Expedition that's ahead, it also "
    "gains 1 boost.": "",
    "SPELL Each Character you control gains 1 boost. If it's in an Expedition that's ahead, it "
    "also gains 1 boost.": "",
    "SPELL Up to two target Characters gain 1 boost. If it's in an Expedition that's ahead, it "
    "also gains 1 boost.": "",
    "{J} You may have target Character gain 1 boost. If it's in an Expedition that's ahead, it "
    "also gains 1 boost.": "",
}
"""Near-misses that must stay refused (a different meaning, or one not built): the words of
the reason where ia39 gives it, else "" (refused by the reader elsewhere)."""

ROUND_TRIP_IA39: tuple[str, ...] = (
    "{J} Move up to two boosts from target Character you control to another target Character "
    "you control.",
    "{J} Move up to three of my boosts to target Character.",
    "{J} Move a boost from target Character to target Character.",
    "{J} Move a boost from target Character to target Character you control.",
    "{J} Move up to two Kelon counters from a Character you control to target Character. Then, "
    "draw a card.",
    "{J} Move up to one Kelon counter from me to target Character.",
    "{J} Move one of my Kelon counters to target Character.",
    "{T}: Move a boost from me to another target Character.",
)
"""Readings the writer prints back to the same reading (tests/cards_grammar round trip)."""


# ---- one sentence per grammar rule of ia39, its reading judged by meaning (test_rules.py)
_UP_TO_TWO_KELON = (
    "{J} Move up to two Kelon counters from target Character to another target Character."
)
_ONE_OF_MY = "{J} Move one of my boosts to target Character."
_UP_TO_TWO_OF_MY = "{J} Move up to two of my boosts to target Character."
_ALL_OF_MY = "{J} Move all of my Kelon counters to target Character."
_IT_AHEAD_OR_TIED = (
    "{J} Target Character gains 1 Kelon counter. If it's in an Expedition that's ahead or tied, "
    "it also gains 1 boost."
)
_I_BEHIND = "{J} I gain 1 boost. If I'm in an Expedition that's behind, I also gain 1 boost."


def _j(*steps: dict[str, Any]) -> dict[str, Any]:
    return {"reaction": {"trigger": "enters_play", "effect": list(steps)}}


def _gain(counter: str, k: int, **more: Any) -> dict[str, Any]:
    if counter == "boost":
        return {"action": "give_boost", "amount": k, "subject": "target_character", **more}
    step = {"action": "gain_counters", "amount": k, "counter": counter}
    return {**step, "subject": "target_character", **more}


def _outcomes(counter: str, n: int, **more: Any) -> list[dict[str, Any]]:
    """k removed: the receiver gains k (2.5.g, 7.3.15.a), for k from 1 to N."""
    return [{"low": k, "high": k, "effect": [_gain(counter, k, **more)]} for k in range(1, n + 1)]


READINGS_IA39: dict[str, dict[str, Any]] = {
    _UP_TO_TWO_KELON: _j(
        {
            "action": "remove_counters",
            "amount": "X",
            "amounts": [0, 1, 2],
            "counter": "Kelon",
            "subject": "target_character",
            "removed_outcomes": _outcomes("Kelon", 2, filter={"other_than_it": True}),
        }
    ),
    _ONE_OF_MY: _j(
        {
            "action": "remove_counters",
            "amount": 1,
            "counter": "boost",
            "subject": "self",
            "removed_outcomes": _outcomes("boost", 1),
        }
    ),
    _UP_TO_TWO_OF_MY: _j(
        {
            "action": "remove_counters",
            "amount": "X",
            "amounts": [0, 1, 2],
            "counter": "boost",
            "subject": "self",
            "removed_outcomes": _outcomes("boost", 2),
        }
    ),
    _ALL_OF_MY: _j(
        {
            "action": "remove_counters",
            "all_counters": True,
            "counter": "Kelon",
            "subject": "self",
            "then": [
                {
                    "action": "gain_counters",
                    "counter": "Kelon",
                    "per": "kelon counter removed this way",
                    "subject": "target_character",
                }
            ],
        }
    ),
    _IT_AHEAD_OR_TIED: _j(
        {
            "action": "gain_counters",
            "amount": 1,
            "counter": "Kelon",
            "subject": "target_character",
            "then": [
                {
                    "action": "give_boost",
                    "amount": 1,
                    "if": "its expedition is ahead or tied",
                    "subject": "it",
                }
            ],
        }
    ),
    _I_BEHIND: _j(
        {"action": "give_boost", "amount": 1, "subject": "self"},
        {"action": "give_boost", "amount": 1, "if": "my expedition is behind", "subject": "self"},
    ),
}
"""The readings of ia39's rule sentences (the card structures), judged by meaning."""

RULE_SENTENCES_IA39: dict[str, tuple[str, ...]] = {
    "ia39_move_up_to_counters": (_UP_TO_TWO_KELON,),
    "ia39_move_my_counters": (_ONE_OF_MY,),
    "ia39_move_up_to_my_counters": (_UP_TO_TWO_OF_MY,),
    "ia39_move_all_my_counters": (_ALL_OF_MY,),
    "ia39_it_in_standing_expedition_cond": (_IT_AHEAD_OR_TIED,),
    "ia39_i_in_standing_expedition_cond": (_I_BEHIND,),
}
