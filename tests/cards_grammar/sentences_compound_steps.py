"""Sibling sentences of the compound effect (issue 30, gram109), written before building
from CR 6.1.c (an effect's steps happen in order, one step per verb), 6.1.e (an atomic action
per object), 6.5.b (a target chosen once, "it" what it chose), 6.5.c (an optional step),
6.5.e ("otherwise") and 6.5.f ("[Do X]; if you did, [do Y]" — true if X was started): the
construction with other CR words in each slot, mostly not copied from any card set.

* MORE_PREDICATES — one subject, several things gained or lost: a keyword (7.4, gained until
  the object leaves play, 2.2.15.c) beside boosts (2.5.1), and "all its boosts" (2.5.g)
  beside statuses (2.4) in a list of things lost;
* MORE_SUBJECTS — several subjects, one predicate: "[X] and [Y] each [step]", X's step then
  Y's (6.1.c, 6.1.e), each on its own object or player;
* BRANCHES — "[Do X]. If you do, [Y], otherwise [Z]" after a step that is not optional
  (6.5.f: Y if X was started, Z if not; 6.5.e);
* OPTIONAL_INSIDE — "[X], then you may [Y] (to [Z])" in one sentence, as "[X]. Then, you may
  [Y] (to [Z])." reads (6.1.c, 6.5.c, 6.5.f);
* BACK — references back already read, kept as siblings so they stay read.

``SIBLINGS`` maps each sentence to the effect steps it means (``None``: the engine cannot say
it, so a refusal is right). Measured by benchmarks/compound_steps_siblings.py; held to its
meaning by tests/cards_grammar/test_compound_steps.py.
"""

from __future__ import annotations

from typing import Any

Step = dict[str, Any]
JOINS = "When another Character joins my Expedition \u2014 "


def _kw(subject: str, keyword: str, duration: str = "until it leaves play") -> Step:
    return {
        "action": "ongoing",
        "subject": subject,
        "ongoing": {"duration": duration, "keyword": keyword},
    }


def _boost(subject: str, amount: int = 1, **more: Any) -> Step:
    return {"action": "give_boost", "amount": amount, "subject": subject, **more}


def _status(subject: str, status: str, verb: str = "gain", **more: Any) -> Step:
    return {"action": f"{verb}_status", "status": status, "subject": subject, **more}


def _lose_boosts(subject: str, **more: Any) -> Step:
    return {
        "action": "remove_counters",
        "counter": "boost",
        "all_counters": True,
        "subject": subject,
        **more,
    }


def _draw(amount: int = 1, subject: str | None = None) -> Step:
    return {"action": "draw", "amount": amount, **({"subject": subject} if subject else {})}


_OPP: dict[str, Any] = {"filter": {"controller": "opponent"}}
_PERMANENT = {"subject": "a_character_or_permanent_you_control", "filter": {"types": ["Permanent"]}}
_CHARACTER = {"subject": "a_character_you_control"}
_FROM_HAND = {"subject": "a_card_from_your_hand"}
_EXHAUST_ME = {"action": "exhaust", "subject": "self"}

MORE_PREDICATES: dict[str, list[Step] | None] = {
    "{J} I gain [[Tough 2]] and 2 boosts.": [_kw("self", "Tough 2"), _boost("self", 2)],
    "{J} I gain [[Defender]] and 1 boost.": [_kw("self", "Defender"), _boost("self")],
    "{R} I gain 2 boosts and [[Tough 1]].": [_boost("self", 2), _kw("self", "Tough 1")],
    "{H} I gain 1 boost and [[Defender]].": [_boost("self"), _kw("self", "Defender")],
    JOINS + "It gains [[Tough 1]] and 1 boost.": [_kw("it", "Tough 1"), _boost("it")],
    JOINS + "It gains 2 boosts and [[Defender]].": [_boost("it", 2), _kw("it", "Defender")],
    "{J} Target Character gains 2 boosts and [[Tough 1]].": [
        _boost("target_character", 2, then=[_kw("it", "Tough 1")])
    ],
    "{J} Target Character you control gains 1 boost and [[Defender]].": [
        _boost("target_character", filter={"controller": "you"}, then=[_kw("it", "Defender")])
    ],
    (
        "{J} Target Character an opponent controls loses all its boosts, [[Anchored]] and "
        "[[Fleeting]]."
    ): [
        _lose_boosts(
            "target_character",
            **_OPP,
            then=[_status("it", "Anchored", "lose"), _status("it", "Fleeting", "lose")],
        )
    ],
    "{J} Target Character loses all its boosts and [[Anchored]].": [
        _lose_boosts("target_character", then=[_status("it", "Anchored", "lose")])
    ],
    "{H} Target Character loses all its boosts, [[Asleep]] and [[Anchored]].": [
        _lose_boosts(
            "target_character",
            then=[_status("it", "Asleep", "lose"), _status("it", "Anchored", "lose")],
        )
    ],
    "{J} I lose all my boosts and [[Anchored]].": [
        _lose_boosts("self"),
        _status("self", "Anchored", "lose"),
    ],
    "{R} I lose all my boosts, [[Asleep]] and [[Fleeting]].": [
        _lose_boosts("self"),
        _status("self", "Asleep", "lose"),
        _status("self", "Fleeting", "lose"),
    ],
    JOINS + "It loses all its boosts and [[Asleep]].": [
        _lose_boosts("it"),
        _status("it", "Asleep", "lose"),
    ],
    "{J} Target Character loses [[Asleep]] and all its boosts.": [
        _status("target_character", "Asleep", "lose", then=[_lose_boosts("it")])
    ],
    "{J} I lose [[Anchored]] and all my boosts.": [
        _status("self", "Anchored", "lose"),
        _lose_boosts("self"),
    ],
    "{R} Characters you control lose all their boosts and [[Asleep]].": [
        _lose_boosts("characters_you_control"),
        _status("characters_you_control", "Asleep", "lose"),
    ],
    # gaining all its boosts says nothing: refused
    "{J} Target Character gains [[Anchored]] and all its boosts.": None,
}

MORE_SUBJECTS: dict[str, list[Step] | None] = {
    JOINS + "It and I each gain [[Defender]] until the end of the Day.": [
        _kw("it", "Defender", "this Day"),
        _kw("self", "Defender", "this Day"),
    ],
    JOINS + "It and I each gain 1 boost.": [_boost("it"), _boost("self")],
    JOINS + "It and I each gain [[Anchored]].": [
        _status("it", "Anchored"),
        _status("self", "Anchored"),
    ],
    JOINS + "It and I each gain [[Tough 1]] until the end of the turn.": [
        _kw("it", "Tough 1", "this turn"),
        _kw("self", "Tough 1", "this turn"),
    ],
    JOINS + "It and I each lose all our boosts.": None,
    "{J} Target Character and I each gain 1 boost.": [_boost("target_character"), _boost("self")],
    "{J} Target Character and I each gain 2 boosts.": [
        _boost("target_character", 2),
        _boost("self", 2),
    ],
    "{J} Target Character an opponent controls and I each gain [[Asleep]].": [
        _status("target_character", "Asleep", **_OPP),
        _status("self", "Asleep"),
    ],
    "{R} Target Character and I each gain [[Defender]] until the end of the turn.": [
        _kw("target_character", "Defender", "this turn"),
        _kw("self", "Defender", "this turn"),
    ],
    "{J} Target Character and I each lose [[Anchored]].": [
        _status("target_character", "Anchored", "lose"),
        _status("self", "Anchored", "lose"),
    ],
    # gb (session 33): one step every player does, each as their own (1.2.1.b, 1.4.7.b), the
    # decisions in initiative order and the atomic actions together (6.1.h, 6.1.e, 6.1.f) —
    # as "Each player draws a card" (semantics/players_together.py)
    "{J} You and target opponent each draw a card.": [
        {"action": "draw", "amount": 1, "players_do": "each_player"}
    ],
    "{H} You and target opponent each draw two cards.": [
        {"action": "draw", "amount": 2, "players_do": "each_player"}
    ],
    "{J} Target opponent and you each draw a card.": [
        _draw(1, "target_opponent"),
        _draw(1, "controller"),
    ],
}

BRANCHES: dict[str, list[Step] | None] = {
    "{J} Sacrifice a Permanent. If you do, draw two cards, otherwise draw a card.": [
        {"action": "sacrifice", **_PERMANENT, "then": [_draw(2)], "if_not_done": [_draw(1)]}
    ],
    "{J} Sacrifice a Character. If you do, draw two cards, otherwise draw a card.": [
        {"action": "sacrifice", **_CHARACTER, "then": [_draw(2)], "if_not_done": [_draw(1)]}
    ],
    "{H} Discard a card from your hand. If you do, I gain 2 boosts, otherwise I gain 1 boost.": [
        {
            "action": "discard",
            **_FROM_HAND,
            "then": [_boost("self", 2)],
            "if_not_done": [_boost("self")],
        }
    ],
    "{J} Sacrifice a Permanent. If you do, I gain [[Anchored]], otherwise I gain 1 boost.": [
        {
            "action": "sacrifice",
            **_PERMANENT,
            "then": [_status("self", "Anchored")],
            "if_not_done": [_boost("self")],
        }
    ],
    (
        "{R} Discard a card from your hand. If you do, draw two cards, otherwise I lose all my "
        "boosts."
    ): [
        {
            "action": "discard",
            **_FROM_HAND,
            "then": [_draw(2)],
            "if_not_done": [_lose_boosts("self")],
        }
    ],
    "{J} Sacrifice a Permanent. If you do, draw two cards. Otherwise, draw a card.": [
        {"action": "sacrifice", **_PERMANENT, "then": [_draw(2)], "if_not_done": [_draw(1)]}
    ],
    "{J} You may sacrifice a Permanent. If you do, I gain [[Tough 2]] and 2 boosts.": [
        {
            "action": "sacrifice",
            **_PERMANENT,
            "may": True,
            "then": [_kw("self", "Tough 2"), _boost("self", 2)],
        }
    ],
    "{J} You may sacrifice a Character. If you do, I gain 1 boost and [[Defender]].": [
        {
            "action": "sacrifice",
            **_CHARACTER,
            "may": True,
            "then": [_boost("self"), _kw("self", "Defender")],
        }
    ],
    "{J} You may discard a card from your hand. If you do, I lose all my boosts and [[Asleep]].": [
        {
            "action": "discard",
            **_FROM_HAND,
            "may": True,
            "then": [_lose_boosts("self"), _status("self", "Asleep", "lose")],
        }
    ],
    "{J} You may sacrifice a Permanent. If you do, draw two cards, otherwise draw a card.": [
        {
            "action": "sacrifice",
            **_PERMANENT,
            "may": True,
            "then": [_draw(2)],
            "if_not_done": [_draw(1)],
        }
    ],
}


def _may(step: Step, then: list[Step] | None = None) -> Step:
    return {**step, "may": True, **({"then": then, "to_pay": True} if then else {})}


OPTIONAL_INSIDE: dict[str, list[Step] | None] = {
    "{J} Target Character gains [[Anchored]], then you may exhaust me to draw a card.": [
        _status("target_character", "Anchored"),
        _may(_EXHAUST_ME, [_draw()]),
    ],
    JOINS + "It gains [[Anchored]], then you may exhaust me to draw a card.": [
        _status("it", "Anchored"),
        _may(_EXHAUST_ME, [_draw()]),
    ],
    "{J} I gain 1 boost, then you may exhaust me to draw a card.": [
        _boost("self"),
        _may(_EXHAUST_ME, [_draw()]),
    ],
    "{H} Draw a card, then you may discard a card from your hand.": [
        _draw(),
        _may({"action": "discard", **_FROM_HAND}),
    ],
    "{J} Draw a card, then you may sacrifice a Character to draw two cards.": [
        _draw(),
        _may({"action": "sacrifice", **_CHARACTER}, [_draw(2)]),
    ],
    "{J} Target Character gains 1 boost, then you may exhaust me.": [
        _boost("target_character"),
        _may(_EXHAUST_ME),
    ],
    "{R} Draw two cards, then you may discard a card from your hand to gain 1 boost.": None,
    "{J} I gain 2 boosts, then you may discard a card from your hand to draw a card.": [
        _boost("self", 2),
        _may({"action": "discard", **_FROM_HAND}, [_draw()]),
    ],
    "{J} Draw a card, then you may exhaust me. If you do, I gain 1 boost.": [
        _draw(),
        {**_EXHAUST_ME, "may": True, "then": [_boost("self")]},
    ],
    "{J} Target Character gains [[Anchored]]. Then, you may exhaust me to draw a card.": [
        _status("target_character", "Anchored"),
        _may(_EXHAUST_ME, [_draw()]),
    ],
}

BACK: dict[str, list[Step] | None] = {
    "{J} Return target Character you control to its owner's hand. Then, draw a card.": [
        {
            "action": "return",
            "to": "hand",
            "to_owner": True,
            "subject": "target_character",
            "filter": {"controller": "you"},
        },
        _draw(),
    ],
    "{J} Exhaust target Character, then it gains 1 boost.": [
        {"action": "exhaust", "subject": "target_character", "then": [_boost("it")]}
    ],
    "{J} Discard a card from your hand. If you do, I gain 2 boosts.": [
        {"action": "discard", **_FROM_HAND, "then": [_boost("self", 2)]}
    ],
    "{J} Target Character gains [[Anchored]] and 1 boost.": [
        _status("target_character", "Anchored", then=[_boost("it")])
    ],
}

BACK.update(
    {
        "{J} Send target Character to Reserve, then exhaust it.": [
            {
                "action": "send",
                "to": "reserve",
                "subject": "target_character",
                "then": [{"action": "exhaust", "subject": "it"}],
            }
        ],
        "{H} Exhaust target Character you control, then it gains [[Anchored]] and 1 boost.": [
            {
                "action": "exhaust",
                "subject": "target_character",
                "filter": {"controller": "you"},
                "then": [_status("it", "Anchored"), _boost("it")],
            }
        ],
    }
)
# more actors and verbs in the slots above
MORE_PREDICATES["{H} Target Character gains [[Defender]] and 2 boosts."] = [
    {**_kw("target_character", "Defender"), "then": [_boost("it", 2)]}
]
MORE_SUBJECTS["{J} Target Character you control and I each gain [[Anchored]]."] = [
    _status("target_character", "Anchored", filter={"controller": "you"}),
    _status("self", "Anchored"),
]
BRANCHES[
    "{J} Sacrifice a Permanent. If you do, draw two cards, otherwise target opponent draws a card."
] = [
    {
        "action": "sacrifice",
        **_PERMANENT,
        "then": [_draw(2)],
        "if_not_done": [_draw(1, "target_opponent")],
    }
]
BRANCHES["{J} You may exhaust me. If you do, draw two cards, otherwise I gain 1 boost."] = [
    {**_EXHAUST_ME, "may": True, "then": [_draw(2)], "if_not_done": [_boost("self")]}
]
OPTIONAL_INSIDE["{J} Draw a card, then you may put a card from your hand in your Reserve."] = [
    _draw(),
    {"action": "put", "subject": "a_card_from_your_hand", "to": "reserve", "may": True},
]

SIBLINGS: dict[str, list[Step] | None] = {
    **MORE_PREDICATES,
    **MORE_SUBJECTS,
    **BRANCHES,
    **OPTIONAL_INSIDE,
    **BACK,
}

# ---- reader sentences of the grammar rules (test_rules.py) and of the board tests
KEYWORD_AND_BOOSTS = "{J} I gain [[Tough 2]] and 2 boosts."
BOOSTS_AND_KEYWORD = "{J} Target Character gains 2 boosts and [[Tough 1]]."
LOSES_BOOSTS_AND_STATUSES = (
    "{J} Target Character an opponent controls loses all its boosts, [[Anchored]] and [[Fleeting]]."
)
LOSES_STATUS_AND_BOOSTS = "{J} Target Character loses [[Asleep]] and all its boosts."
TARGET_AND_ME_EACH = "{J} Target Character and I each gain 1 boost."
IT_AND_ME_EACH = JOINS + "It and I each gain [[Defender]] until the end of the Day."
DISCARD_OTHERWISE = (
    "{H} Discard a card from your hand. If you do, I gain 2 boosts, otherwise I gain 1 boost."
)
SACRIFICE_OTHERWISE_APART = (
    "{J} Sacrifice a Permanent. If you do, draw two cards. Otherwise, draw a card."
)
THEN_MAY_TO = "{J} I gain 1 boost, then you may exhaust me to draw a card."
THEN_MAY = "{H} Draw a card, then you may discard a card from your hand."

_TRIGGERS = {
    "{J}": "enters_play",
    "{H}": "played_from_hand",
    "{R}": "played_from_reserve",
    JOINS.split()[0]: "another_character_joins_my_expedition",
}


def _reading(text: str) -> dict[str, Any]:
    steps = SIBLINGS[text]
    assert steps is not None
    return {"reaction": {"trigger": _TRIGGERS[text.split()[0]], "effect": steps}}


RULE_SENTENCES_COMPOUND_STEPS: dict[str, tuple[str, ...]] = {
    "gain_keyword_and_boosts": (KEYWORD_AND_BOOSTS, "{J} I gain [[Defender]] and 1 boost."),
    "gain_boosts_and_keyword": (BOOSTS_AND_KEYWORD, "{H} I gain 1 boost and [[Defender]]."),
    "more_all_boosts": (LOSES_STATUS_AND_BOOSTS,),
    "and_me_each": (TARGET_AND_ME_EACH, IT_AND_ME_EACH),
    "chain_then_may_to": (THEN_MAY_TO,),
    "chain_then_may": (THEN_MAY,),
}
READINGS_COMPOUND_STEPS: dict[str, dict[str, Any]] = {
    text: _reading(text)
    for text in (
        *(t for texts in RULE_SENTENCES_COMPOUND_STEPS.values() for t in texts),
        LOSES_BOOSTS_AND_STATUSES,
        DISCARD_OTHERWISE,
        SACRIFICE_OTHERWISE_APART,
    )
}
TARGET_KEYWORD_AND_BOOSTS = "{H} Target Character gains [[Defender]] and 2 boosts."
READINGS_COMPOUND_STEPS[TARGET_KEYWORD_AND_BOOSTS] = _reading(TARGET_KEYWORD_AND_BOOSTS)

# written after the first measure: "it" inside the optional step, and a step another player
# does before "If you do … otherwise" (refused: "you" did not do it, 6.1.h)
_LATE: dict[str, list[Step] | None] = {
    "{J} Target Character gains 1 boost, then you may exhaust it.": [
        _boost("target_character", then=[{"action": "exhaust", "subject": "it", "may": True}])
    ],
    "{J} Target Character gains 1 boost, then you may exhaust it to draw a card.": [
        _boost(
            "target_character",
            then=[{"action": "exhaust", "subject": "it", **_may({}, [_draw()])}],
        )
    ],
    (
        "{J} Each opponent discards a card from their hand. If you do, draw a card, otherwise "
        "I gain 1 boost."
    ): None,
}
SIBLINGS.update(_LATE)
