# ruff: noqa: E501  (printed sentences are kept whole, one per line)
"""Siblings of three kinds of the card language (issue 30, session 41), each mapped to what it
MEANS — the steps the grammar alone must read — or ``None`` where it must be refused with a
reason naming the words not read:

* STEPS_ON_ONE_OBJECT — two or more steps on one target joined by "and", ", then" or
  ". Then" (6.1.c: a step per verb, in printed order; "it" is the target, 6.3.i); a step that
  cannot be done does not stop the rest (1.4.1.c).
* DELAYS — "At [moment], if it is still in play, [step]": an Emblem-Ongoing's Reaction made now
  (2.2.2.m, 2.2.15), its condition checked as it resolves (6.5.d); the object gone is a new
  object "it" no longer names (1.4.4.a, 2.1.d). The moment said without its articles ("At end
  of turn", "At the beginning of next Day") is the same moment (4.2.b, 4.2.3.e).
  STILL_IN_RESERVE — "if it's still in your Reserve": the card the effect moved there, found
  by it (2.1.f), still that object (2.1.d), in the controller's or any Reserve (3.1.2.c).
* COUNTERS_FROM_GROUP — "Remove / Spend N [counters] from among [objects]": N in all, divided
  among the members as the player chooses (6.1.g, 2.5.g, 7.3.38.a).

The boards are ``test_board_steps_delays_counters.py``; the reader and writer tests
``test_steps_delays_counters_siblings.py``.
"""

from __future__ import annotations

from typing import Any

Steps = list[dict[str, Any]]

_SEND_IT = {"action": "send", "to": "reserve", "to_owner": True, "subject": "it"}
_EXHAUST_IT = {"action": "exhaust", "subject": "it"}

STEPS_ON_ONE_OBJECT: dict[str, Steps] = {
    "Exhaust target Character and send it to its owner's Reserve.": [
        {"action": "exhaust", "subject": "target_character", "then": [_SEND_IT]}
    ],
    "Exhaust target Character. Then send it to its owner's Reserve.": [
        {"action": "exhaust", "subject": "target_character", "then": [_SEND_IT]}
    ],
    "Send target Character to its owner's Reserve and exhaust it.": [
        {
            "action": "send",
            "to": "reserve",
            "to_owner": True,
            "subject": "target_character",
            "then": [_EXHAUST_IT],
        }
    ],
    "Send target Character to Reserve, then exhaust it.": [
        {"action": "send", "to": "reserve", "subject": "target_character", "then": [_EXHAUST_IT]}
    ],
    "Exhaust target Character, then return it to its owner's hand.": [
        {
            "action": "exhaust",
            "subject": "target_character",
            "then": [{"action": "return", "to": "hand", "to_owner": True, "subject": "it"}],
        }
    ],
    "Return target Permanent to its owner's hand, then its controller draws a card.": [
        {
            "action": "return",
            "to": "hand",
            "to_owner": True,
            "subject": "target_permanent",
            "then": [{"action": "draw", "amount": 1, "subject": "its_controller"}],
        }
    ],
    "Return target Character to its owner's hand. Then its controller draws a card.": [
        {
            "action": "return",
            "to": "hand",
            "to_owner": True,
            "subject": "target_character",
            "then": [{"action": "draw", "amount": 1, "subject": "its_controller"}],
        }
    ],
    "Return target Character to its owner's hand, then its owner draws a card.": [
        {
            "action": "return",
            "to": "hand",
            "to_owner": True,
            "subject": "target_character",
            "then": [{"action": "draw", "amount": 1, "subject": "its_owner"}],
        }
    ],
    "Discard target Character, then its controller draws a card.": [
        {
            "action": "discard",
            "subject": "target_character",
            "then": [{"action": "draw", "amount": 1, "subject": "its_controller"}],
        }
    ],
    "Sacrifice a Character, then draw two cards.": [
        {"action": "sacrifice", "subject": "a_character_you_control"},
        {"action": "draw", "amount": 2},
    ],
    "Sacrifice a Character. Then draw two cards.": [
        {"action": "sacrifice", "subject": "a_character_you_control"},
        {"action": "draw", "amount": 2},
    ],
    "Sacrifice target Character you control, then draw two cards.": [
        {"action": "sacrifice", "subject": "target_character", "filter": {"controller": "you"}},
        {"action": "draw", "amount": 2},
    ],
    "Exhaust target Character and it gains [[Asleep]].": [
        {
            "action": "exhaust",
            "subject": "target_character",
            "then": [{"action": "gain_status", "status": "Asleep", "subject": "it"}],
        }
    ],
    "Target Character gains 2 boosts and [[Anchored]].": [
        {
            "action": "give_boost",
            "amount": 2,
            "subject": "target_character",
            "then": [{"action": "gain_status", "status": "Anchored", "subject": "it"}],
        }
    ],
    # a loss of boosts, then a second verb on the same target, whatever the loss did (6.5.h)
    "Target Character loses all its boosts and gains [[Asleep]].": [
        {
            "action": "remove_counters",
            "counter": "boost",
            "all_counters": True,
            "subject": "target_character",
            "then": [{"action": "gain_status", "status": "Asleep", "subject": "it"}],
            "it_follows": True,
        }
    ],
    "Target Character loses all its boosts and loses [[Fleeting]].": [
        {
            "action": "remove_counters",
            "counter": "boost",
            "all_counters": True,
            "subject": "target_character",
            "then": [{"action": "lose_status", "status": "Fleeting", "subject": "it"}],
            "it_follows": True,
        }
    ],
    "Target Character loses 1 boost and gains [[Asleep]].": [
        {
            "action": "remove_counters",
            "counter": "boost",
            "amount": 1,
            "subject": "target_character",
            "then": [{"action": "gain_status", "status": "Asleep", "subject": "it"}],
            "it_follows": True,
        }
    ],
    # the next verb without its subject after ", then", or "it" said again after "and"
    "Target Character gains 1 boost, then loses [[Fleeting]].": [
        {
            "action": "give_boost",
            "amount": 1,
            "subject": "target_character",
            "then": [{"action": "lose_status", "status": "Fleeting", "subject": "it"}],
        }
    ],
    "Target Character loses all its boosts, then gains [[Asleep]].": [
        {
            "action": "remove_counters",
            "counter": "boost",
            "all_counters": True,
            "subject": "target_character",
            "then": [{"action": "gain_status", "status": "Asleep", "subject": "it"}],
        }
    ],
    "Target Character loses all its boosts and it gains [[Asleep]].": [
        {
            "action": "remove_counters",
            "counter": "boost",
            "all_counters": True,
            "subject": "target_character",
            "then": [{"action": "gain_status", "status": "Asleep", "subject": "it"}],
            "it_follows": True,
        }
    ],
    "Target Character gains 1 boost and it loses [[Fleeting]].": [
        {
            "action": "give_boost",
            "amount": 1,
            "subject": "target_character",
            "then": [{"action": "lose_status", "status": "Fleeting", "subject": "it"}],
        }
    ],
    "Up to one target Character gains [[Asleep]], then loses [[Fleeting]].": [
        {
            "action": "gain_status",
            "status": "Asleep",
            "subject": "target_character",
            "up_to": 1,
            "then": [{"action": "lose_status", "status": "Fleeting", "subject": "it"}],
        }
    ],
    "Target Character loses 2 boosts and gains [[Anchored]].": [
        {
            "action": "remove_counters",
            "counter": "boost",
            "amount": 2,
            "subject": "target_character",
            "then": [{"action": "gain_status", "status": "Anchored", "subject": "it"}],
            "it_follows": True,
        }
    ],
}


_EXHAUST_THEM = {"action": "exhaust", "subject": "it"}
FROM_EXPEDITION: dict[str, Steps] = {
    "Send to Reserve each Character from target Expedition, then exhaust them.": [
        {
            "action": "send",
            "to": "reserve",
            "subject": "characters_in_target_expedition",
            "then": [_EXHAUST_THEM],
        }
    ],
    "Send each Character from target Expedition to Reserve, then exhaust them.": [
        {
            "action": "send",
            "to": "reserve",
            "subject": "characters_in_target_expedition",
            "then": [_EXHAUST_THEM],
        }
    ],
    "Send to Reserve each Character from target Expedition.": [
        {"action": "send", "to": "reserve", "subject": "characters_in_target_expedition"}
    ],
    "Return each Character from your hero Expedition to its owner's hand.": [
        {
            "action": "return",
            "to": "hand",
            "to_owner": True,
            "subject": "objects_in_play",
            "filter": {"in_your_expedition": "hero", "types": ["Character"]},
        }
    ],
    "Sacrifice a Character from your companion Expedition.": [
        {
            "action": "sacrifice",
            "subject": "a_character_you_control",
            "filter": {"in_your_expedition": "companion"},
        }
    ],
}
"""Steps on the objects "from" an Expedition: those in it (3.1.4.a), "them" the objects the
step moved (6.1.c; ALIZE prints the first)."""


def _delayed(at: str, duration: str, step: dict[str, Any], text: str) -> Steps:
    """ "Target Character gains 1 boost. [text]": the boost, then the Emblem-Ongoing whose
    Reaction does ``step`` on "it" at ``at`` if it is still in play (2.2.2.m, 6.5.d)."""
    ongoing = {"duration": duration, "at": at, "delayed": [{**step, "if": "it's in play"}]}
    made = {"action": "ongoing", "ongoing": ongoing, "text": text, "subject": "it"}
    return [{"action": "give_boost", "amount": 1, "subject": "target_character", "then": [made]}]


_SACRIFICE_IT = {"action": "sacrifice", "subject": "it"}
_RETURN_IT = {"action": "return", "to": "hand", "to_owner": True, "subject": "it"}
_BOOST = "Target Character gains 1 boost. "
_MOMENTS = {
    "At end of turn": ("end of the turn", "this turn"),
    "At the end of turn": ("end of the turn", "this turn"),
    "At end of the turn": ("end of the turn", "this turn"),
    "At the end of the turn": ("end of the turn", "this turn"),
    "At the beginning of next Day": ("Morning", "until its moment"),
    "At the start of next Day": ("Morning", "until its moment"),
    "At the beginning of the next Day": ("Morning", "until its moment"),
    "At the start of next Dusk": ("Dusk", "until its moment"),
    "At the beginning of next Night": ("Night", "until its moment"),
    "At Noon": ("Noon", "until its moment"),
    "At the next Noon": ("Noon", "until its moment"),
    "At end of Afternoon": ("end of the Afternoon", "this Day"),
    # a phase's moment is its start (4.2.b)
    "At the beginning of Dusk": ("Dusk", "until its moment"),
    "At the start of Night": ("Night", "until its moment"),
    "At start of Noon": ("Noon", "until its moment"),
}
_STILL = ("if it is still in play, ", "if it's still in play, ")
_DELAYED_STEPS: dict[str, dict[str, Any]] = {
    "sacrifice it.": _SACRIFICE_IT,
    "return it to its owner's hand.": _RETURN_IT,
}

DELAYS: dict[str, Steps] = {
    f"{_BOOST}{moment}, {still}{said}": _delayed(
        at, duration, step, f"{moment}, {still}{said[:-1]}"
    )
    for moment, (at, duration) in _MOMENTS.items()
    for still in _STILL
    for said, step in _DELAYED_STEPS.items()
}
_SEND = "Send target Character to its owner's Reserve. "


def _in_reserve(at: str, step: dict[str, Any], said: str, text: str) -> Steps:
    """ "Send target Character to its owner's Reserve. [text]": the send, then the
    Emblem-Ongoing whose Reaction does ``step`` at ``at`` if "it" — the card in the Reserve
    (2.1.f) — is still in ``said`` ("your" / "a") Reserve (6.5.d)."""
    ongoing = {
        "duration": "until its moment",
        "at": at,
        "delayed": [{**step, "if": f"it's in {said} Reserve"}],
    }
    made = {"action": "ongoing", "ongoing": ongoing, "text": text, "subject": "it"}
    return [
        {
            "action": "send",
            "to": "reserve",
            "to_owner": True,
            "subject": "target_character",
            "then": [made],
        }
    ]


_WHOSE = {"your": "your", "its owner's": "a", "their": "a", "a": "a", "": "a"}
_IN_RESERVE_STEPS = {
    "discard it.": {"action": "discard", "subject": "it"},
    "exhaust it.": _EXHAUST_IT,
}
STILL_IN_RESERVE: dict[str, Steps] = {
    f"{_SEND}{moment}, if it{be} still in {f'{whose} ' if whose else ''}Reserve, {said}": _in_reserve(
        at,
        step,
        _WHOSE[whose],
        f"{moment}, if it{be} still in {f'{whose} ' if whose else ''}Reserve, {said[:-1]}",
    )
    for moment, at in (
        ("At Dusk", "Dusk"),
        ("At the beginning of next Day", "Morning"),
        ("At Noon", "Noon"),
    )
    for be in (" is", "'s")
    for whose in _WHOSE
    for said, step in _IN_RESERVE_STEPS.items()
}
"""A delayed step on a card the effect moved to a Reserve, checking it is still there."""

DELAYS_REFUSED: dict[str, str] = {
    # the Expedition it was in: kept for no later step
    f"{_BOOST}At Dusk, if it is still in that Expedition, sacrifice it.": "Expedition",
    f"{_BOOST}At Dusk, if it is still in its Expedition, sacrifice it.": "Expedition",
    "Target Character gains 2 boosts. At Night, if it's still in your Expedition, draw a card.": "Expedition",
    # a card in a hand is no object (2.1.a): "it" cannot find it there (2.1.f)
    "Return target Character to its owner's hand. At Dusk, if it is still in their hand, draw a card.": "hand",
    "Return target Character to its owner's hand. At Noon, if it's still in your hand, draw a card.": "hand",
    # the end of a Day: no event ends it (4.2.b)
    f"{_BOOST}At end of Day, if it is still in play, sacrifice it.": "end",
}
"""Printed delays refused, each with a word the reason names."""

_FROM_CHARACTERS = {"subject": "characters_you_control", "amount": 2, "counter": "boost"}

COUNTERS_FROM_GROUP: dict[str, Steps] = {
    "Remove two boosts from among Characters you control.": [
        {"action": "remove_counters", **_FROM_CHARACTERS}
    ],
    "Remove two Boost counters from among Characters you control.": [
        {"action": "remove_counters", **_FROM_CHARACTERS}
    ],
    "Remove 2 boosts from among Characters you control. Draw a card.": [
        {"action": "remove_counters", **_FROM_CHARACTERS},
        {"action": "draw", "amount": 1},
    ],
    "Remove 3 Sap counters from among Characters you control.": [
        {
            "action": "remove_counters",
            "subject": "characters_you_control",
            "amount": 3,
            "counter": "Sap",
        }
    ],
    "You may remove two boosts from among Characters you control. If you do, draw a card.": [
        {
            "action": "remove_counters",
            **_FROM_CHARACTERS,
            "may": True,
            "then": [{"action": "draw", "amount": 1}],
        }
    ],
    "Remove up to two boosts from among Characters you control.": [
        {
            "action": "remove_counters",
            "subject": "characters_you_control",
            "amount": "X",
            "amounts": [0, 1, 2],
            "counter": "boost",
        }
    ],
    "You may spend 2 boosts from among Characters you control to draw a card.": [
        {
            "action": "spend_counters",
            **_FROM_CHARACTERS,
            "in_all": True,
            "may": True,
            "then": [{"action": "draw", "amount": 1}],
            "to_pay": True,
        }
    ],
}
"""Effects of a Spell."""


def _cost(
    amount: int, counter: str, subject: str, *, tap: bool = True, mana: int = 0, **more: Any
) -> dict[str, Any]:
    """A quick action's cost spending ``amount`` ``counter`` in all from among a group
    (5.1.2.c, 6.1.g, 7.3.38.a)."""
    spend = {
        "action": "spend_counters",
        "subject": subject,
        **more,
        "amount": amount,
        "counter": counter,
        "in_all": True,
    }
    return {"mana": mana, **({"exhaust_me": True} if tap else {}), "steps": [spend]}


_DRAW = [{"action": "draw", "amount": 1}]
COSTS_FROM_GROUP: dict[str, dict[str, Any]] = {
    "{T}, Spend 2 boosts from among Characters you control: Draw a card.": {
        "quick_action": {"cost": _cost(2, "boost", "characters_you_control"), "effect": _DRAW}
    },
    "{T}, Spend 2 boosts from Characters you control: Draw a card.": {
        "quick_action": {"cost": _cost(2, "boost", "characters_you_control"), "effect": _DRAW}
    },
    "{T}, Spend 2 Sap counters from among Characters you control: Draw a card.": {
        "quick_action": {"cost": _cost(2, "Sap", "characters_you_control"), "effect": _DRAW}
    },
    "{T}, Spend 3 boosts from Characters you control: Draw a card.": {
        "quick_action": {"cost": _cost(3, "boost", "characters_you_control"), "effect": _DRAW}
    },
    "{1}, Spend two boosts from among Characters you control: Target Character gains [[Anchored]].": {
        "quick_action": {
            "cost": _cost(2, "boost", "characters_you_control", tap=False, mana=1),
            "effect": [
                {"action": "gain_status", "status": "Anchored", "subject": "target_character"}
            ],
        }
    },
    "Spend 3 Kelon counters from Permanents you control: I gain 1 boost.": {
        "quick_action": {
            "cost": _cost(
                3,
                "Kelon",
                "objects_in_play",
                tap=False,
                filter={"types": ["Permanent"], "controller": "you"},
            ),
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
}
"""Quick actions whose cost spends counters in all from among a group (a Character's)."""

COSTS_NOT_PAID: dict[str, str] = {
    # read, but beside another chosen part of the cost: not paid by the engine yet (6.4.a)
    "{T}, Spend 2 boosts from among Characters you control, sacrifice a Character: Draw a card.": "beside another chosen part",
    "{T}, Sacrifice a Character, spend 2 boosts from among Characters you control: Draw a card.": "beside another chosen part",
}

COUNTERS_FROM_GROUP_REFUSED: dict[str, str] = {
    # "up to" or a target in a cost: not read
    "{T}, Spend up to 2 boosts from among Characters you control: Draw a card.": "up to",
    "{T}, Spend 2 boosts from among target Characters: Draw a card.": "target Characters",
    # "your cards": in play, in Reserve, or both — not said (3.1)
    "{J} Remove 2 counters from among your cards.": "your cards",
}
"""Printed counters from a group refused, each with a word the reason names."""

_SACRIFICE_ONE = {"action": "sacrifice", "subject": "a_character_you_control"}
I_STILL_IN_PLAY: dict[str, dict[str, Any]] = {
    f"{{J}} Sacrifice a Character. If I{be} still in play, {said}": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [_SACRIFICE_ONE, {**step, "if": "I'm still in play"}],
        }
    }
    for be in ("'m", " am")
    for said, step in {
        "draw a card.": {"action": "draw", "amount": 1},
        "I gain 2 boosts.": {"action": "give_boost", "amount": 2, "subject": "self"},
    }.items()
}
"""A step after another on the object "I" is, checking "I" was not the one it moved (2.1.d)."""

I_WAS_REFUSED: dict[str, str] = {
    # past tense: where "I" was before the event (6.3.k) — not this condition
    "{J} Sacrifice a Character. If I was still in play, draw a card.": "was",
}

DELAYED_I_NOT_EXECUTED: dict[str, str] = {
    # read, but a delayed effect naming a place of "I" is not executed yet (7.2.1.d: the
    # Emblem's creator). ("if I'm still in play, draw a card" / "I gain 2 boosts" / "return me
    # to my owner's hand" are read since session 42: the creator bound as the Emblem's "it",
    # tests/cards_grammar/test_delayed_steps_naming_me.py)
    "{J} At Dusk, if I'm still in play, draw a card for each Character in my Expedition.": "7.2.1.d",
    "{J} At the end of the turn, if my Expedition is ahead, send me to Reserve.": "7.2.1.d",
}

# ---- one sentence per grammar rule of the block "still there" (test_rules.py)
STILL_YOURS = "Send target Character to its owner's Reserve. At Dusk, if it's still in your Reserve, discard it."
STILL_ANY = "Send target Character to its owner's Reserve. At Dusk, if it is still in its owner's Reserve, discard it."
STILL_EXPEDITION = (
    "{J} Target Character gains 1 boost. At Dusk, if it is still in its Expedition, sacrifice it."
)
STILL_ME = "{J} Sacrifice a Character. If I'm still in play, draw a card."
LOSE_ALL_AND = "Target Character loses all its boosts and gains [[Asleep]]."
RULE_SENTENCES_STILL_THERE: dict[str, tuple[str, ...]] = {
    "it_in_zone_cond": (STILL_YOURS, STILL_ANY),
    "it_in_that_expedition_cond": (STILL_EXPEDITION,),
    "i_am_in_play_cond": (STILL_ME,),
    "lose_all_boosts_and_verb": (LOSE_ALL_AND,),
}
READINGS_STILL_THERE: dict[str, dict[str, Any]] = {
    **{text: {"effect": STILL_IN_RESERVE[text]} for text in (STILL_YOURS, STILL_ANY)},
    STILL_ME: I_STILL_IN_PLAY[STILL_ME],
    LOSE_ALL_AND: {"effect": STEPS_ON_ONE_OBJECT[LOSE_ALL_AND]},
}
REFUSED_STILL_THERE: dict[str, str] = {STILL_EXPEDITION: "Expedition"}
