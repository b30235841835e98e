# ruff: noqa: E501  (printed sentences are kept whole, one per line)
"""Sibling sentences of plays and counts (issue 30, session 36), written before building (not copied
from card data): chained plays, two gains in one step, each target's own count, zone targets.

- ``PLAY_FOR_A_TIME``: "[step naming a card]. [Then,] you may play it [from Reserve] for {N}
  less / for free [duration]" — the card an earlier step named ("it", "that card", "the card
  drawn this way") played for a changed cost for a time: gh's Emblem-Ongoing bound to that card
  (5.1.2.f, 7.3.26.a, 2.2.15.a, 2.2.15.c) -> its ``duration`` and ``next_played`` fields.
- ``TWO_GAINS_THEN_IT``: "Target Character gains 2 Frost counters and 1 boost. [X it]" — one
  step with two parts on one object (6.1.e), then a step on "it" (a delayed check at a moment,
  or a step now) -> the actions along the chain, the last one the follow-up on "it".
- ``EACH_OWN_COUNT``: "Up to two target Characters each gain 1 boost for each Frost counter on
  them[, up to a max of 3]" — each target's own count (6.5.i, 2.5.c) -> the step's fields.
- ``ZONE_TARGET_FILTERED``: "Return target Character with Hand Cost {3} or less from your
  Reserve to your hand" — gu's zone targets with the cost / statistic filters of objects in
  play (6.5.b, 2.2.7.a, 2.2.8.a, 2.2.11.b) -> the step's fields.
- ``REFUSED_GW``: near-misses that must stay refused (another meaning), each with the words the
  grammar's refusal must hold (``""``: any reason)."""

from __future__ import annotations

from typing import Any

_SLOTS: tuple[str, ...] = (
    "SPELL {}",
    "{{J}} {}",
    "{{H}} {}",
    "{{R}} {}",
    "At Dusk — {}",
    "When you play a Spell — {}",
    "{{D}} : {}",
    "When I leave play — {}",
)

# ---- 1. a chained play with a cost change, for a time
_NAMING_STEPS: tuple[tuple[str, str], ...] = (
    ("Return target Character you control to your hand.", "it"),
    ("Draw a card.", "it"),
    ("Draw a card.", "the card drawn this way"),
    ("Put target Character from your Reserve in your hand.", "it"),
    ("Return target Permanent you control to your hand.", "that card"),
    ("Choose a Character in your Reserve.", "it"),
)
_PRICES: tuple[tuple[str, dict[str, Any]], ...] = (
    ("for {1} less", {"cost_change": -1}),
    ("for {2} less", {"cost_change": -2}),
    ("for free", {"free": True}),
)
_DURATIONS: tuple[tuple[str, str], ...] = (
    ("this turn", "this turn"),
    ("until end of turn", "this turn"),
    ("this Afternoon", "this Afternoon"),
    ("this Day", "this Day"),
)


def _play(i: int) -> tuple[str, dict[str, Any]]:
    naming, said = _NAMING_STEPS[i % len(_NAMING_STEPS)]
    price, change = _PRICES[i % len(_PRICES)]
    words, duration = _DURATIONS[(i // 2) % len(_DURATIONS)]
    then = "Then, you" if i % 3 == 0 else "You"
    text = f"{naming} {then} may play {said} {price} {words}."
    return text, {
        "duration": duration,
        "next_played": {"card_type": "card", **change, "listed": True},
    }


PLAY_FOR_A_TIME: dict[str, dict[str, Any]] = {}
for _i, _slot in enumerate(_SLOTS):
    for _j in range(6):
        _text, _want = _play(_i * 6 + _j)
        PLAY_FOR_A_TIME[_slot.format(_text)] = _want
PLAY_FOR_A_TIME.update(
    {
        "SPELL Send target Character you control to Reserve. You may play it from your Reserve for {1} less this turn.": {
            "duration": "this turn",
            "next_played": {
                "card_type": "card",
                "cost_change": -1,
                "listed": True,
                "played_from": "reserve",
            },
        },
        "{J} Send target Character you control to Reserve. You may play it from Reserve for free this Afternoon.": {
            "duration": "this Afternoon",
            "next_played": {
                "card_type": "card",
                "free": True,
                "listed": True,
                "played_from": "reserve",
            },
        },
        "{J} Draw a card. You may play it for {1} more this turn.": {
            "duration": "this turn",
            "next_played": {"card_type": "card", "cost_change": 1, "listed": True},
        },
        "{I} At Noon — Draw a card. You may play it for {1} less this Day.": {
            "duration": "this Day",
            "next_played": {"card_type": "card", "cost_change": -1, "listed": True},
        },
    }
)
"""Each sibling -> the ``ongoing`` of its permission step (on "it", 1.4.1.a, 2.2.15.c)."""

# ---- 2. one step giving two things, then a step on "it"
_GAINS: tuple[tuple[str, list[str]], ...] = (
    ("gains 2 Frost counters and 1 boost", ["gain_counters", "give_boost"]),
    ("gains 1 boost and 2 Frost counters", ["give_boost", "gain_counters"]),
    ("gains 1 boost and [[Anchored]]", ["give_boost", "gain_status"]),
    ("gains 2 boosts and [[Asleep]]", ["give_boost", "gain_status"]),
    ("gains 1 boost and loses [[Anchored]]", ["give_boost", "lose_status"]),
)
_FOLLOWS: tuple[tuple[str, str], ...] = (
    ("At Dusk, if it has 3 or more Frost counters, send it to Reserve.", "ongoing"),
    ("Then, exhaust it.", "exhaust"),
    ("Exhaust it.", "exhaust"),
    ("At Noon, if it has 2 or more boosts, return it to its owner's hand.", "ongoing"),
    ("At Dusk, if it has no boosts, discard it.", "ongoing"),
)
_OBJECTS: tuple[str, ...] = (
    "Target Character",
    "Target Character you control",
    "Target Character an opponent controls",
)

TWO_GAINS_THEN_IT: dict[str, list[str]] = {}
for _i, _slot in enumerate(_SLOTS):
    for _j in range(5):
        _n = _i * 5 + _j
        _gain, _actions = _GAINS[_n % len(_GAINS)]
        _follow, _last = _FOLLOWS[(_n // 2) % len(_FOLLOWS)]
        _obj = _OBJECTS[_n % len(_OBJECTS)]
        TWO_GAINS_THEN_IT[_slot.format(f"{_obj} {_gain}. {_follow}")] = [*_actions, _last]
TWO_GAINS_THEN_IT.update(
    {
        "{J} If you control a Plant, target Character gains 1 boost and [[Anchored]]. Then, exhaust it.": [
            "give_boost",
            "gain_status",
            "exhaust",
        ],
        "{J} Target Character gains 1 boost and [[Anchored]]. At the end of the turn, if it has 2 or more boosts, send it to Reserve.": [
            "give_boost",
            "gain_status",
            "ongoing",
        ],
    }
)
"""Each sibling -> the actions along its chain of ``then``: the step's parts (6.1.e), then the
follow-up on "it" — the part before it ``keeps_it`` (6.5.b)."""

ONE_STEP_TWO_GAINS: dict[str, list[str]] = {
    slot.format(f"{obj} {gain}."): actions
    for slot in _SLOTS
    for obj, gain, actions in (
        ("Target Character", "gains 2 Frost counters and 1 boost", ["gain_counters", "give_boost"]),
        ("I", "gain 1 boost and [[Anchored]]", ["give_boost", "gain_status"]),
    )
    if not (obj == "I" and slot.startswith("SPELL"))
}
"""Each sibling -> its actions in order (a target's parts on "it", 6.1.e; mine, two steps)."""

# ---- 3. several targets, each counted by its own
_MANY: tuple[tuple[str, dict[str, int]], ...] = (
    ("Up to two target Characters", {"up_to": 2}),
    ("Two target Characters", {"targets": 2}),
    ("Up to three target Characters you control", {"up_to": 3}),
    ("Up to two target Characters an opponent controls", {"up_to": 2}),
)
_EACH_GAINS: tuple[tuple[str, str, str, int], ...] = (
    ("1 boost", "Frost counter on them", "give_boost", 0),
    ("1 boost", "boost on them", "give_boost", 0),
    ("1 Frost counter", "boost on them", "gain_counters", 0),
    ("2 boosts", "Frost counter on them, up to a max of 3", "give_boost", 3),
    ("1 Frost counter", "Frost counter on them", "gain_counters", 0),
)
EACH_OWN_COUNT: dict[str, dict[str, Any]] = {}
for _i, _slot in enumerate(_SLOTS):
    for _j in range(5):
        _n = _i * 5 + _j
        _who, _many = _MANY[_n % len(_MANY)]
        _amount, _counted, _action, _max = _EACH_GAINS[_n % len(_EACH_GAINS)]
        _per = "frost counter it has" if _counted.startswith("Frost") else "boost it has"
        _step: dict[str, Any] = {"action": _action, "per": _per, **_many}
        if _max:
            _step["max_total"] = _max
        EACH_OWN_COUNT[_slot.format(f"{_who} each gain {_amount} for each {_counted}.")] = _step
"""Each sibling -> its step's fields: ``per`` is each target's own count (6.5.i, 2.5.c)."""

# ---- 4. a target in a zone, with a filter
_ZONES: tuple[tuple[str, str, str, dict[str, Any]], ...] = (
    (
        "Return {t} from your Reserve to your hand.",
        "return",
        "target_card_in_your_reserve",
        {"to": "hand"},
    ),
    (
        "Put {t} from your discard pile in your hand.",
        "put",
        "target_card_in_your_discard_pile",
        {"to": "hand"},
    ),
    (
        "Return {t} from your Discard pile to your hand.",
        "return",
        "target_card_in_your_discard_pile",
        {"to": "hand"},
    ),
    (
        "Put {t} from your Reserve in your hand.",
        "put",
        "target_card_in_your_reserve",
        {"to": "hand"},
    ),
    ("Discard {t} from target opponent's Reserve.", "discard", "target_reserve_card", {}),
)
_FILTERS: tuple[tuple[str, dict[str, Any]], ...] = (
    ("target Character with Hand Cost {3} or less", {"types": ["Character"], "hand_cost_max": 3}),
    (
        "target Character with Reserve Cost {2} or less",
        {"types": ["Character"], "reserve_cost_max": 2},
    ),
    ("target Character with a base statistic of 0", {"types": ["Character"], "base_stat": 0}),
    ("target Permanent with Hand Cost {2} or more", {"types": ["Permanent"], "hand_cost_min": 2}),
    (
        "target Character with a Hand Cost of {3} or less",
        {"types": ["Character"], "hand_cost_max": 3},
    ),
    ("target Character with Hand Cost less than {3}", {"types": ["Character"], "hand_cost_max": 2}),
    (
        "target Plant with Reserve Cost {1} or less",
        {"types": ["Character"], "subtypes": ["Plant"], "reserve_cost_max": 1},
    ),
)
ZONE_TARGET_FILTERED: dict[str, dict[str, Any]] = {}
for _i, _slot in enumerate(_SLOTS):
    for _j in range(6):
        _n = _i * 6 + _j
        _zone, _action, _subject, _more = _ZONES[_n % len(_ZONES)]
        _t, _flt = _FILTERS[_n % len(_FILTERS)]
        _flt = dict(_flt)
        if _subject == "target_reserve_card":
            _flt["controller"] = "opponent"
        ZONE_TARGET_FILTERED[_slot.format(_zone.format(t=_t))] = {
            "action": _action,
            "subject": _subject,
            **_more,
            "filter": _flt,
        }
ZONE_TARGET_FILTERED.update(
    {
        "{J} You may return target Character with Hand Cost {3} or less from your Reserve to your hand.": {
            "action": "return",
            "subject": "target_card_in_your_reserve",
            "to": "hand",
            "filter": {"types": ["Character"], "hand_cost_max": 3},
        },
        "{J} If you control a Plant, return target Character with Hand Cost {3} or less from your Reserve to your hand.": {
            "action": "return",
            "subject": "target_card_in_your_reserve",
            "to": "hand",
            "filter": {"types": ["Character"], "hand_cost_max": 3},
        },
        "SPELL Return up to two target Characters with Hand Cost {2} or less from your Reserve to your hand.": {
            "action": "return",
            "subject": "target_card_in_your_reserve",
            "to": "hand",
            "up_to": 2,
            "filter": {"types": ["Character"], "hand_cost_max": 2},
        },
    }
)
"""Each sibling -> the fields of its move (or discard) of a card in a zone (6.5.b)."""

REFUSED_GW: dict[str, str] = {
    # a permission "for a time" with no cost change: when or from where it may be played is the judge's (5.1.1)
    "SPELL Draw a card. You may play it this turn.": "no cost change",
    # the card revealed or looked at stays on the Deck: played only from a Hand or Reserve (5.2.a)
    "SPELL Reveal the top card of your deck. You may play it for {1} less this turn.": "top of the Deck",
    "SPELL Look at the top card of your deck. You may play it for free this turn.": "top of the Deck",
    "{J} Reveal the top card of your deck. You may play it this Afternoon for {1} less.": "top of the Deck",
    # "the card drawn this way" after no draw names nothing (7.3.9.a)
    "SPELL Return target Character to your hand. You may play the card drawn this way for free this turn.": "does not name",
    "SPELL Draw two cards. You may play the card drawn this way for {1} less this turn.": "",
    # another player's permission, or several cards: which one is not said
    "SPELL Return target Character to its owner's hand. Its owner may play it for free this turn.": "",
    "{J} Return up to two target Characters you control to your hand. You may play them for {1} less this turn.": "",
    # "on them" without "each", or said of one object or of a group: each one's count or all of theirs?
    "SPELL Up to two target Characters gain 1 boost for each Frost counter on them.": "each one's own count",
    "SPELL Target Character gains 1 boost for each boost on them.": "each one's own count",
    "SPELL Each Character you control gains 1 boost for each boost on them.": "each one's own count",
    "{J} Two target Characters gain 1 Frost counter for each boost on them.": "each one's own count",
    # a loss counted on each object: the engine proposes only gains once per object (6.5.i)
    "SPELL Up to two target Characters each lose 1 boost for each Frost counter on them.": "",
    # "it" after a part that is more than a plain change of the target (a choice, a condition)
    "SPELL Target Character gains 1 boost and 1 Frost counter or 2 boosts. Exhaust it.": "",
    # a delayed step naming a place of "me": refused by the whole reader (7.2.1.d) — "if I
    # have 3 or more Frost counters, send me to Reserve" is read since session 42
    # (test_delayed_steps_naming_me.py)
    "{J} I gain 2 Frost counters and 1 boost. At Dusk, if my Expedition is ahead, send me to Reserve.": "7.2.1.d",
}
"""Near-misses -> words the grammar's refusal must hold (``""``: any reason)."""

NOT_READ_GW: tuple[str, ...] = (
    # siblings the reader does not read yet (counted as "not read" in the report)
    "{J} Draw a card. If you control a Plant, you may play it for {1} less this turn.",
    "{J} You may have target Character gain 1 boost and [[Anchored]].",
    "SPELL Characters you control each gain 1 boost for each Frost counter on them.",
    "SPELL Return target Character with a Mountain statistic of 0 from your Discard pile to your hand.",
    "SPELL Return target Character with Hand Cost {3} or less and Reserve Cost {2} or less from your Reserve to your hand.",
)
"""Siblings of the constructions the reader does not read yet (no reading at all)."""

# ---- registration in sentences.py: one sentence per grammar rule of the gw block, its reading
_PRICED = "{J} Send target Character you control to Reserve. You may play it from your Reserve for {1} less this turn."
_LESS = "{J} Draw a card. You may play it for {1} less this turn."
_MORE = "{J} Draw a card. You may play it for {1} more this turn."
_FREE = "{J} Draw a card. You may play it for free this turn."
_DRAWN = "{J} Draw a card. You may play the card drawn this way for free this turn."
_DRAWN_MANY = "{J} Draw two cards. Put the cards drawn this way in your Reserve."
_ON_THEM = "{J} Up to two target Characters each gain 1 boost for each boost on them."


def _drawn_then(change: dict[str, Any], **more: Any) -> dict[str, Any]:
    nxt = {"card_type": "card", **change, "listed": True, **more}
    first: dict[str, Any] = {"action": "draw", "amount": 1}
    if more:  # "Send target Character you control to Reserve."
        first = {
            "action": "send",
            "to": "reserve",
            "subject": "target_character",
            "filter": {"controller": "you"},
        }
    return {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    **first,
                    "then": [
                        {
                            "action": "ongoing",
                            "ongoing": {"duration": "this turn", "next_played": nxt},
                            "subject": "it",
                        }
                    ],
                }
            ],
        }
    }


READINGS_GW: dict[str, dict[str, Any]] = {
    _PRICED: _drawn_then({"cost_change": -1}, played_from="reserve"),
    _LESS: _drawn_then({"cost_change": -1}),
    _MORE: _drawn_then({"cost_change": 1}),
    _FREE: _drawn_then({"free": True}),
    _DRAWN: _drawn_then({"free": True}),
    _ON_THEM: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "give_boost",
                    "amount": 1,
                    "subject": "target_character",
                    "up_to": 2,
                    "per": "boost it has",
                }
            ],
        }
    },
}
RULE_SENTENCES_GW: dict[str, tuple[str, ...]] = {
    "gw_play_it_priced_for_a_time": (_PRICED,),
    "gw_play_it_less_for_a_time": (_LESS,),
    "gw_play_it_more_for_a_time": (_MORE,),
    "gw_play_it_free_for_a_time": (_FREE,),
    "gw_card_drawn_this_way": (_DRAWN,),
    "gw_cards_drawn_this_way": (_DRAWN_MANY,),
    "gw_per_on_them": (_ON_THEM,),
    "gw_on_them": (_ON_THEM,),
    "gh_from_reserve": (
        "{J} Send target Character you control to Reserve. You may play it from Reserve for free this Afternoon.",
    ),
}
REFUSED_BY_RULE_GW: dict[str, str] = {_DRAWN_MANY: "does not refer"}
