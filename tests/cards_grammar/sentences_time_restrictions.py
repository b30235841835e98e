# ruff: noqa: E501  (printed sentences are kept whole, one per line)
"""Sibling sentences of time restrictions (issue 30, session 33), written before building (not
copied from card data): time and restrictions.

1. ``FACING``: "The Expedition facing me / mine can't move forward / backward [duration]" —
   an Emblem-Ongoing whose "can't" (1.4.1.a) names the Expedition facing the source's (1.2.3.c)
   — in every slot an effect fills ({J}, {H}, {R}, "When …", "At …", a support {D} ability,
   inside "If …", after "If you do", joined with "and", the duration said first), with every
   duration the reader keeps (2.2.15.a, 2.2.15.c). Each maps to (way, duration).
2. ``AT_END_OF_THIS``: "At the end of this turn / this Afternoon, [steps]" — the moment "At the
   end of the turn / the Afternoon" names (4.2.3.e). Each maps to the delayed Emblem's ``at``.
3. ``STATS_FOR_A_TIME``: a statistic change for a time (the writer's round trip covers them,
   test_round_trip_time_restrictions.py). Each maps to its duration.
``REFUSED`` are the near-misses that mean something else or that the engine cannot run right,
each with the words the refusal must name.
"""

from __future__ import annotations

_HEADS = (
    "{J}",
    "{H}",
    "{R}",
    "When I gain a boost —",
    "At Noon —",
    "{D} :",
    "When you play a Spell —",
    "At Dusk —",
)

_DURATIONS: dict[str, str] = {
    "this turn": "this turn",
    "this Afternoon": "this Afternoon",
    "this Day": "this Day",
    "until the end of the turn": "this turn",
    "until the end of the Day": "this Day",
    "until the end of your next turn": "until the end of your next turn",
    "until your next turn": "until your next turn",
    "until the next Dusk": "until the next Dusk",
    "until the next Morning": "until the next Morning",
}

_FACING = (
    ("The Expedition facing me can't move forward", "forward"),
    ("The Expedition facing mine can't move forward", "forward"),
    ("The Expedition facing me can't move backward", "backward"),
    ("The Expedition facing mine can't move backwards", "backward"),
    ("The Expedition facing me can't move backwards", "backward"),
)

FACING: dict[str, tuple[str, str]] = {}
"""Each sibling → (the way it can't move, the duration read)."""
for _i, (_said, _way) in enumerate(_FACING):
    for _j, (_time, _read) in enumerate(_DURATIONS.items()):
        _head = _HEADS[(_i + _j) % len(_HEADS)]
        FACING[f"{_head} {_said} {_time}."] = (_way, _read)
# other slots: inside "If …", after "If you do", joined with "and", the duration first
FACING.update(
    {
        "{J} If you control a Landmark, the Expedition facing me can't move forward this Day.": (
            "forward",
            "this Day",
        ),
        "{H} If I have 2 or more boosts, the Expedition facing me can't move forward this turn.": (
            "forward",
            "this turn",
        ),
        "{J} You may exhaust a Character you control. If you do, the Expedition facing me can't move forward this Day.": (
            "forward",
            "this Day",
        ),
        "{J} I gain 1 boost and the Expedition facing me can't move forward this Day.": (
            "forward",
            "this Day",
        ),
        "{R} Draw a card. The Expedition facing me can't move forward until the end of your next turn.": (
            "forward",
            "until the end of your next turn",
        ),
        "{J} This Day, the Expedition facing me can't move forward.": ("forward", "this Day"),
        "{J} This turn, the Expedition facing mine can't move forward.": ("forward", "this turn"),
        "{H} Until the end of the turn, the Expedition facing me can't move forward.": (
            "forward",
            "this turn",
        ),
    }
)

_STEPS_AFTER = (
    ("Exhaust target Character.", "ready it"),
    ("Ready target Character.", "exhaust it"),
    ("Exhaust target Character.", "send it to Reserve"),
    ("Draw a card.", "draw a card"),
    ("", "draw a card"),
    ("", "draw two cards"),
    ("Exhaust target Character.", "if it's still in play, ready it"),
)

_TURN_HEADS = tuple(h for h in _HEADS if not h.startswith("At "))
AT_END_OF_THIS: dict[str, str] = {}
"""Each sibling → the delayed Emblem's moment (``at``)."""
for _i, (_before, _after) in enumerate(_STEPS_AFTER):
    for _j, (_period, _at) in enumerate(
        (("this turn", "end of the turn"), ("this Afternoon", "end of the Afternoon"))
    ):
        for _k in range(3):
            # a turn is in progress only in the Afternoon (4.2.3): the heads of Morning to
            # Night Reactions are the near-misses below
            _head = _TURN_HEADS[(_i + _j + _k) % len(_TURN_HEADS)]
            _text = f"{_head} {_before} At the end of {_period}, {_after}.".replace("  ", " ")
            AT_END_OF_THIS[_text] = _at

_CHANGES = (
    "Target Character gets +2/+0/+0",
    "Target Character gets +1/+1/+1",
    "I get +0/+2/+0",
    "Characters you control get +1/+0/+1",
    "Target Character gets -1/-1/-1",
)

STATS_FOR_A_TIME: dict[str, str] = {}
"""Each sibling → the duration read."""
for _i, _change in enumerate(_CHANGES):
    for _j, (_time, _read) in enumerate(_DURATIONS.items()):
        STATS_FOR_A_TIME[f"{_HEADS[(_i + _j) % len(_HEADS)]} {_change} {_time}."] = _read

REFUSED: dict[str, str] = {
    # a restriction that begins later: no duration (2.2.15.a); "this Day" would also forbid
    # the moves before it
    "{J} Target Expedition can't move forward during the next Dusk.": "during the next dusk",
    "{J} The Expedition facing me can't move forward during the next Dusk.": "during the next dusk",
    "{H} Expeditions can't move forward during the next Dusk.": "during the next dusk",
    "{J} Target Expedition can't move backward during the next Noon.": "during the next noon",
    # over with another player's turn: the engine keeps only the controller's (4.2.3.d-e);
    # gj (session 34): "their" said of the opponents reads (sentences_permissions_turns.py)
    "{J} Target Character gets +2/+0/+0 until the end of its controller's next turn.": "its controller's next turn",
    "{J} Target Expedition can't move forward until the end of that player's next turn.": "that player's next turn",
    # said by a Reaction of a phase: no turn is in progress (4.2.3), or this Afternoon is over
    "At Noon — At the end of this turn, draw a card.": "no turn is in progress",
    "At Dusk — Draw a card. At the end of this turn, draw a card.": "no turn is in progress",
    "At Dusk — At the end of this Afternoon, draw a card.": "has already come",
    "At Night — Exhaust target Character. At the end of this Afternoon, ready it.": "has already come",
    # no event ends the Day or another phase here (only the turn, the Afternoon, 4.2.3.e)
    "{J} At the end of this Day, draw a card.": "end",
    "{J} At the end of this Dusk, draw a card.": "end",
    "{J} At the end of this Morning, draw a card.": "end",
}
"""Near-misses: refused, the reason naming these words (lower case)."""
