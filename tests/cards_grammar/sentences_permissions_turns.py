# ruff: noqa: E501  (printed sentences are kept whole, one per line)
"""Sibling sentences of permissions and turns (issue 30, session 34), written before building (not
copied from card data): permissions to play and durations bounded by another turn.

1. ``PERMISSIONS``: "Choose a Character in your Reserve. You may play it this turn for {1}
   less" — the effect ALLOWS a play (5.2.a): its Emblem-Ongoing (5.1.2.f, 1.4.1.a) is created
   with no question; the "may" is the later play's. In every slot an effect fills (a Spell,
   {J}/{H}/{R}, "When …", "At …", {D}, after "Then,"), a chosen card or "target [card] in your
   Reserve", every price and duration. Each maps to (duration, the change's fields).
2. ``OPPONENT_TURNS``: "until [the end of] your opponent's next turn" (4.2.3.d-e, 2.2.15.c,
   1.2.1.b) and "their next turn" said of the opponents, in every slot a duration takes (a
   statistic, a keyword, a "can't", "can't play … from Reserve"); "until your next Noon" (a
   phase is no player's, 4.2.a). Each maps to its duration words in the card format.
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
    "At Dusk —",
)

_WHAT = (
    "Choose a Character in your Reserve. You may play it",
    "Choose a card in your Reserve. You may play it",
    "Choose a Spell in your Reserve. You may play it",
    "Choose a Permanent in your Reserve. You may play it",
    "You may play target Character in your Reserve",
    "You may play target card in your Reserve",
    "Draw a card. Choose a Character in your Reserve. You may play it",
    "Choose a Character in your Reserve. Then, you may play it",
)
_PRICES: tuple[tuple[str, dict[str, Any]], ...] = (
    ("for {1} less", {"cost_change": -1}),
    ("for {2} less", {"cost_change": -2}),
    ("for free", {"free": True}),
    ("for {1} more", {"cost_change": 1}),
    ("for {3} less", {"cost_change": -3}),
)
_TIMES = {
    "this turn": "this turn",
    "this Afternoon": "this Afternoon",
    "this Day": "this Day",
    "until the end of the turn": "this turn",
    "until the end of the Day": "this Day",
    "from your Reserve this Afternoon": "this Afternoon",
}

PERMISSIONS: dict[str, tuple[str, dict[str, Any]]] = {}
"""Each sibling → (duration, the change): the Emblem-Ongoing made with no "may"."""
for _i, _what in enumerate(_WHAT):
    for _j, (_time, _read) in enumerate(_TIMES.items()):
        if _time.startswith("from") and "target" in _what:
            continue  # "target card in your Reserve from your Reserve": not said
        _said, _change = _PRICES[(_i + _j) % len(_PRICES)]
        _head = _HEADS[(_i + _j) % len(_HEADS)]
        PERMISSIONS[f"{_head} {_what} {_time} {_said}."] = (_read, _change)

_OPP_STEPS = (
    "Target Character gets +2 {V}",
    "Target Character gets -1 {M}",
    "Target Character gains [[Defender]]",
    "Target Character can't be targeted",
    "Target opponent can't play Spells",
    "Your opponents can't play Characters from their Reserve",
    "Target opponent's Character gets -2 {O}",
    "Characters your opponents control get -1 {M}",
)
_OPP_WORDS = {
    "until your opponent's next turn": "until your opponent's next turn",
    "until the start of your opponent's next turn": "until your opponent's next turn",
    "until the end of your opponent's next turn": "until the end of your opponent's next turn",
    "through the end of the opponent's next turn": "until the end of your opponent's next turn",
    "until the end of an opponent's next turn": "until the end of your opponent's next turn",
}
_OPPONENTS_STEPS = (  # steps that name the opponents: "their" is theirs
    "Target opponent can't play Spells",
    "Your opponents can't play Characters from their Reserve",
    "Target opponent's Character gets -2 {O}",
    "Characters your opponents control get -1 {M}",
    "Target opponent can't play Characters",
)
_THEIR_WORDS = {
    "until the end of their next turn": "until the end of your opponent's next turn",
    "until their next turn": "until your opponent's next turn",
    "until the start of their next turn": "until your opponent's next turn",
    "through the end of their next turn": "until the end of your opponent's next turn",
}
_PHASE_WORDS = {
    "until your next Noon": "until the next Noon",
    "until your next Dusk": "until the next Dusk",
    "until the start of your next Morning": "until the next Morning",
    "until the beginning of your next Night": "until the next Night",
}

OPPONENT_TURNS: dict[str, str] = {}
"""Each sibling → its duration in the card format."""
for _i, _step in enumerate(_OPP_STEPS):
    for _j, (_time, _read) in enumerate(_OPP_WORDS.items()):
        _head = ("{J}", "{H}", "{R}", "When I gain a boost —", "At Noon —")[(_i + _j) % 5]
        OPPONENT_TURNS[f"{_head} {_step} {_time}."] = _read
for _i, _step in enumerate(_OPPONENTS_STEPS):
    for _j, (_time, _read) in enumerate(_THEIR_WORDS.items()):
        _head = ("{J}", "{H}", "{R}", "When I gain a boost —")[(_i + _j) % 4]
        OPPONENT_TURNS[f"{_head} {_step} {_time}."] = _read
for _i, _step in enumerate(_OPP_STEPS[:4]):
    for _j, (_time, _read) in enumerate(_PHASE_WORDS.items()):
        OPPONENT_TURNS[f"{('{J}', '{H}')[(_i + _j) % 2]} {_step} {_time}."] = _read

REFUSED: dict[str, str] = {
    # "their" said of no opponent: whose turn (maybe yours) is the judge's (4.2.3.d-e)
    "{J} Target Character gains [[Defender]] until the end of their next turn.": "said of no opponent",
    "{J} Target Character gets +2 {V} until their next turn.": "said of no opponent",
    "{H} Characters you control get +1 {M} until the end of their next turn.": "said of no opponent",
    # another player's turn named by a description: the judge's
    "{J} Target Character gets +2 {V} until the end of its controller's next turn.": "its controller's next turn",
    "{J} Target Character gets +2 {V} until that player's next turn.": "that player's next turn",
    # the end of a phase said of "your" next one: no duration the engine keeps (2.2.15.a)
    "{J} Target Character gets -1 {M} until the end of your next Dusk.": "until the end of your next dusk",
    "{J} Target Character gets -1 {M} until your next Day.": "until your next day",
    # played from Reserve "as if it were in your hand": not defined by the CR (5.1.2.d, 2.4.7.a)
    "{J} Choose a Character in your Reserve. You may play it this turn as if it were in your hand.": "as if it were in your hand",
    "{H} You may play target card in your Reserve this Afternoon as if it were in your hand.": "as if it were in your hand",
    "{J} Choose a Spell in your Reserve. You may play it from your Reserve this Day as if it were in your hand.": "as if it were in your hand",
    # a permission with no cost change (gh): what it widens is the judge's (5.1.1)
    "{J} Choose a Character in your Reserve. You may play it this Afternoon.": "no cost change",
    # "If you do" after a permission: the play is later, or never — nothing to follow
    "{J} Choose a Character in your Reserve. You may play it this turn for {1} less. If you do, draw a card.": "if you do",
}
"""Near-misses: refused, the reason naming these words (lower case)."""
