# ruff: noqa: E501  (printed sentences are kept whole, one per line)
"""Sibling sentences of plays and costs (issue 30, session 33), written before building (not copied
from card data): plays, costs and events.

1. ``COUNTED``: "The next two Characters you play this Afternoon cost {1} less" — the
   Emblem-Ongoing "the next card you play" (5.2.d) for N cards, each played one using it once,
   gone with the last (2.2.15.c) — every duration (2.2.15.a), said first or after, every change
   (cost less / more, boosts, a status, free), in every slot an effect fills. Each maps to
   (count, card type, duration, the change's fields).
2. ``CHOSEN``: "Choose a Character in your Reserve. You may play it this turn for {1} less" —
   an Emblem-Ongoing whose cost change names that object only (1.4.1.a, 5.1.2.f; "for free",
   7.3.26.a). Each maps to (duration, the change's fields, where it is played from or None).
3. ``TRIGGERS``: "When you sacrifice a card" (7.3.36.a; never a token, 2.1.e) and "When a card
   is sent to your Reserve [by an opponent's effect]" (3.2.10; 7.5.5.c, 1.4.7.c). Each maps to
   (trigger, whether by an opponent's effect).
4. ``AFTERNOON``: "this Afternoon" beside "this turn" / "this Day" (2.2.15.a, 2.2.15.e) on
   statistics, keywords, bans and next plays — already read; each maps to its duration.
``REFUSED`` are the near-misses that mean something else or that the engine cannot run right,
each with the words the refusal must name (lower case).
"""

from __future__ import annotations

from typing import Any

_HEADS = (
    "{J}",
    "{H}",
    "{R}",
    "When I gain a boost —",
    "At Noon —",
    "{D} :",
    "When you play a Spell —",
    "When my Expedition moves forward —",
)

_COUNTED_DURATIONS = {
    "this turn": "this turn",
    "this Afternoon": "this Afternoon",
    "this Day": "this Day",
    "until the end of the turn": "this turn",
    "until end of turn": "this turn",
    "for the rest of the Day": "this Day",
}

_COUNTED_KINDS = (
    ("two Characters", 2, "Character"),
    ("three Spells", 3, "Spell"),
    ("two Permanents", 2, "Permanent"),
    ("two cards", 2, "card"),
    ("four Characters", 4, "Character"),
    ("2 Spells", 2, "Spell"),
)

_COUNTED_CHANGES: tuple[tuple[str, dict[str, Any]], ...] = (
    ("cost {1} less", {"cost_change": -1}),
    ("cost {2} more", {"cost_change": 2}),
    ("cost {1} more", {"cost_change": 1}),
)

COUNTED: dict[str, tuple[int, str, str, dict[str, Any]]] = {}
"""Each sibling → (how many, card type, duration, the change)."""
for _i, (_kind, _n, _type) in enumerate(_COUNTED_KINDS):
    for _j, (_time, _read) in enumerate(_COUNTED_DURATIONS.items()):
        _said, _change = _COUNTED_CHANGES[(_i + _j) % len(_COUNTED_CHANGES)]
        _head = _HEADS[(_i + _j) % len(_HEADS)]
        COUNTED[f"{_head} The next {_kind} you play {_time} {_said}."] = (_n, _type, _read, _change)
# other changes, the duration said first, other slots (a Spell, inside "If", after "If you do")
COUNTED.update(
    {
        "{J} The next two Characters you play this Afternoon gain 1 boost.": (
            2,
            "Character",
            "this Afternoon",
            {"boosts": 1},
        ),
        "{H} The next three Characters you play this Day gain 2 boosts.": (
            3,
            "Character",
            "this Day",
            {"boosts": 2},
        ),
        "{J} The next two Spells you play this turn are free.": (
            2,
            "Spell",
            "this turn",
            {"free": True},
        ),
        "{R} The next two Characters you play this Day gain [[Anchored]].": (
            2,
            "Character",
            "this Day",
            {"gain_status": "Anchored"},
        ),
        "{J} The next two Spells you play this Afternoon lose [[Fleeting]].": (
            2,
            "Spell",
            "this Afternoon",
            {"lose_status": "Fleeting"},
        ),
        "{J} This turn, the next two Characters you play cost {1} less.": (
            2,
            "Character",
            "this turn",
            {"cost_change": -1},
        ),
        "{J} This Day, the next three Spells you play cost {1} more.": (
            3,
            "Spell",
            "this Day",
            {"cost_change": 1},
        ),
        "{H} This Afternoon, the next two cards you play cost {1} less.": (
            2,
            "card",
            "this Afternoon",
            {"cost_change": -1},
        ),
        "{J} If you control a Landmark, the next two Characters you play this Day cost {1} less.": (
            2,
            "Character",
            "this Day",
            {"cost_change": -1},
        ),
        "{J} You may exhaust a Character you control. If you do, the next two Spells you play this turn cost {1} less.": (
            2,
            "Spell",
            "this turn",
            {"cost_change": -1},
        ),
        "{J} Draw a card. The next two Characters you play this Afternoon cost {1} less.": (
            2,
            "Character",
            "this Afternoon",
            {"cost_change": -1},
        ),
        "{J} The next two Plants you play this Day cost {1} less.": (
            2,
            "card",
            "this Day",
            {"cost_change": -1},
        ),
        "{J} The next two Characters you play from your Reserve this Day cost {1} less.": (
            2,
            "Character",
            "this Day",
            {"cost_change": -1},
        ),
    }
)

_CHOSEN_WHAT = (
    "Choose a Character in your Reserve. You may play it",
    "Choose a card in your Reserve. You may play it",
    "Choose a Spell in your Reserve. You may play it",
    "Choose a Permanent in your Reserve. You may play it",
    "You may play target Character in your Reserve",
    "You may play target card in your Reserve",
)
_CHOSEN_PRICES: tuple[tuple[str, dict[str, Any]], ...] = (
    ("for {1} less", {"cost_change": -1}),
    ("for {2} less", {"cost_change": -2}),
    ("for free", {"free": True}),
    ("for {1} more", {"cost_change": 1}),
)
_CHOSEN_DURATIONS = {
    "this turn": "this turn",
    "this Afternoon": "this Afternoon",
    "this Day": "this Day",
    "until the end of the turn": "this turn",
    "until the end of the Day": "this Day",
    "until the end of the Afternoon": "this Afternoon",
    "until end of turn": "this turn",
}

CHOSEN: dict[str, tuple[str, dict[str, Any], str | None]] = {}
"""Each sibling → (duration, the change, where it is played from or None)."""
for _i, _what in enumerate(_CHOSEN_WHAT):
    for _j, (_time, _read) in enumerate(_CHOSEN_DURATIONS.items()):
        _said, _change = _CHOSEN_PRICES[(_i + _j) % len(_CHOSEN_PRICES)]
        _head = _HEADS[(_i + _j) % len(_HEADS)]
        CHOSEN[f"{_head} {_what} {_time} {_said}."] = (_read, _change, None)
CHOSEN.update(
    {
        "{J} Choose a Character in your Reserve. You may play it from your Reserve this turn for {1} less.": (
            "this turn",
            {"cost_change": -1},
            "reserve",
        ),
        "{H} Choose a card in your Reserve. You may play it from your Reserve this Day for free.": (
            "this Day",
            {"free": True},
            "reserve",
        ),
        "{J} Draw a card. Choose a Character in your Reserve. You may play it this turn for {2} less.": (
            "this turn",
            {"cost_change": -2},
            None,
        ),
        "{J} You may play target Spell in your Reserve this Day for {1} less.": (
            "this Day",
            {"cost_change": -1},
            None,
        ),
    }
)

_TRIGGER_EVENTS: tuple[tuple[str, str, bool], ...] = (
    ("When you sacrifice a card", "you_sacrifice_a_character", False),
    ("When you sacrifice another card", "you_sacrifice_a_character", False),
    ("When you sacrifice a card with Hand Cost {3} or more", "you_sacrifice_a_character", False),
    ("When a card is sent to your Reserve", "card_joins_your_reserve", False),
    ("When a Character is sent to your Reserve", "card_joins_your_reserve", False),
    ("When a Spell is put in your Reserve", "card_joins_your_reserve", False),
    ("When a card is returned to your Reserve", "card_joins_your_reserve", False),
    (
        "When a card is sent to your Reserve by an opponent's effect",
        "card_joins_your_reserve",
        True,
    ),
    (
        "When a Character is sent to your Reserve by an opponent's effect",
        "card_joins_your_reserve",
        True,
    ),
    (
        "When a Permanent is sent to your Reserve due to an opponent's effect",
        "card_joins_your_reserve",
        True,
    ),
    (
        "When a card is put into your Reserve by an effect an opponent controls",
        "card_joins_your_reserve",
        True,
    ),
    ("When a card goes to your Reserve by an opponent's effect", "card_joins_your_reserve", True),
    (
        "When a card joins your Reserve due to an effect your opponents control",
        "card_joins_your_reserve",
        True,
    ),
    (
        "When a Plant is sent to your Reserve by your opponents' effects",
        "card_joins_your_reserve",
        True,
    ),
)
_TRIGGER_OUTPUTS = (
    "draw a card",
    "I gain 1 boost",
    "target Character gains 1 boost",
    "you may draw a card",
)

TRIGGERS: dict[str, tuple[str, bool]] = {}
"""Each sibling → (the trigger, whether by an opponent's effect)."""
for _i, (_event, _trigger, _by) in enumerate(_TRIGGER_EVENTS):
    for _j in range(3):
        _out = _TRIGGER_OUTPUTS[(_i + _j) % len(_TRIGGER_OUTPUTS)]
        _lead = ("", "{I} ", "")[_j]
        TRIGGERS[f"{_lead}{_event}, {_out}."] = (_trigger, _by)

AFTERNOON: dict[str, str] = {}
"""Each sibling (an effect with a duration, already read) → its duration."""
_AFTERNOON_STEPS = (
    "Target Character gets +2 {V}",
    "Target Character gets +1 {M}",
    "Characters you control get +1 {O}",
    "Target Character gains [[Tough 1]]",
    "Target Character gains [[Gigantic]]",
    "Target Character can't be targeted",
    "Target Character can't gain boosts",
    "Your opponents can't play Spells",
    "Target opponent can't play Characters",
)
for _i, _step in enumerate(_AFTERNOON_STEPS):
    for _j, _time in enumerate(
        ("this Afternoon", "this turn", "this Day", "for the rest of the Afternoon")
    ):
        _head = _HEADS[(_i + _j) % 3]  # {J} {H} {R}
        AFTERNOON[f"{_head} {_step} {_time}."] = {
            "for the rest of the Afternoon": "this Afternoon"
        }.get(_time, _time)

REFUSED: dict[str, str] = {
    # a permission with no cost change: when / from where it could be played is the judge's
    "{J} Choose a Character in your Reserve. You may play it this turn.": "no cost change",
    "{J} Choose a card in your Reserve. You may play it this Afternoon.": "no cost change",
    "{J} You may play target Spell in your Reserve this Day.": "no cost change",
    # played from Reserve as if from a hand: Hand Cost, no Fleeting (5.1.2.d, 2.4.7.a)
    "{J} Choose a Character in your Reserve. You may play it from your Reserve this turn as if it were in your hand.": "as if it were in your hand",
    "{J} Choose a card in your Reserve. You may play it this Day as if it were in your hand.": "as if it were in your hand",
    "{H} You may play target Character in your Reserve this turn as if it were in your hand.": "as if it were in your hand",
    # "me" played later is a new object (2.1.d)
    "{J} You may play me from your Reserve this turn for {1} less.": "play me",
    "{R} You may play me this Day for {2} less.": "play me",
    # a group: each of them or only one (5.1.2.f)
    "{J} You may play Characters in your Reserve this turn for {1} less.": "a group",
    # a trigger on the effect's own step (6.3.a, 6.5.f)
    "{J} Sacrifice a Character. When you sacrifice a Character this way, draw a card.": "this way",
    "{J} Send target Character to Reserve. When a Character is sent to Reserve this way, draw a card.": "this way",
    "{H} Draw a card. Whenever you draw a card this way, I gain 1 boost.": "this way",
    # a duration said with "for the rest of" before the price: the words run into "for {1}"
    "{J} Choose a card in your Reserve. You may play it for the rest of the Afternoon for {1} less.": "not read",
    # "If [c], you may play it …": the permission inside "If" is not read yet (limitation)
    "{J} Choose a Character in your Reserve. If you control a Landmark, you may play it this Afternoon for {1} less.": "not read",
    # one next card said with a count: read as the one-card wording, not here
    "{J} The next one Character you play this turn costs {1} less.": "not read",
    # too many next cards for a count the reader keeps (2 to 5)
    "{J} The next six Characters you play this Day cost {1} less.": "six",
    # not a duration (2.2.15.a)
    "{J} The next two Characters you play this Dusk cost {1} less.": "dusk",
}
"""Near-misses: refused, the reason naming these words (lower case)."""
