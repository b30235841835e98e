# ruff: noqa: E501
"""Sibling sentences of delayed steps (session 35, issue 30): TIME, written before the reader was
changed.

- A delayed step at a turn's start: "At the start / beginning of your next turn, [steps]" and
  "… of your opponent's next turn, [steps]" — an Emblem-Ongoing (2.2.2.m) lasting until its
  moment, whose Reaction activates as that player starts a new turn (4.2.3.e) and is played
  before its first turn effect (4.4.b). In a Spell, {J}, {H}, {R}, "When …", "At …", after
  a step on a target ("it", bound as the Emblem is made, 6.3.i), with "if [c]," after the
  moment (6.5.d) and "you may" (6.5.c).
- A delayed step in a step's slots, every moment: "If [c], at …" (the Emblem made under the
  condition, 6.5.d), "If you do, at …" (6.5.f), "Then, at …", "[X], then at …" (6.1.c), "At
  …, you may [X]"; and "At the start of the next Day" (Morning next begins, 4.2.a, 4.2.b).
- Refused by name: "until your next Rest" (before or after Rest acts? 4.2.5.b) and a change
  "during your next turn" (it begins later: no duration, 2.2.15.a).

Each sibling maps to what it MEANS — fragments found together in the written steps
(benchmarks/durations_delays_siblings.py's judge) — or ``None`` where it is refused.

- A step printed with a capital after a trigger's comma ("At Noon, Draw a card.", "When I
  join an Expedition, Put …"): the same reading as the step in lower case (a case slip),
  :data:`CAPITALISED`; a capitalised noun after a comma inside a trigger keeps the trigger
  going (:data:`CAPITAL_NEAR_MISSES`: not read as a trigger ending there).
"""

from __future__ import annotations

from typing import Any

Fragments = tuple[dict[str, Any], ...] | None

MOMENT = "until its moment"
MINE = {"at": "start of your next turn", "duration": MOMENT}
THEIRS = {"at": "start of your opponent's next turn", "duration": MOMENT}
DRAW = {"action": "draw"}

_SLOTS = ("SPELL", "{J}", "{H}", "{R}", "At Noon —", "When my Expedition moves forward —")


def _turn_starts() -> dict[str, Fragments]:
    """Each slot x each player's turn x a plain step or one on "it"."""
    out: dict[str, Fragments] = {}
    for slot in _SLOTS:
        for whose, said in ((MINE, "your"), (THEIRS, "your opponent's")):
            out[f"{slot} At the start of {said} next turn, draw a card."] = (whose, DRAW)
            out[
                f"{slot} Exhaust target Character. At the beginning of {said} next turn, ready it."
            ] = (
                whose,
                {"action": "ready", "subject": "it"},
                {"action": "ongoing", "subject": "it"},
            )
            out[f"{slot} At the start of {said} next turn, you may draw a card."] = (
                whose,
                {"action": "draw", "may": True},
            )
    return out


_TURN_STARTS_MORE: dict[str, Fragments] = {
    "SPELL Target Character gains 2 boosts. At the start of your next turn, send it to Reserve.": (
        MINE,
        {"action": "send", "to": "reserve", "subject": "it"},
    ),
    "{J} Target Character gains 1 boost. At the start of your next turn, exhaust it.": (
        MINE,
        {"action": "exhaust", "subject": "it"},
    ),
    "SPELL At the start of your next turn, create an Ordis Recruit 1/1/1 Soldier token in each of your Expeditions.": (
        MINE,
        {
            "action": "create",
            "subject": "each_my_expedition",
            "token": "Ordis Recruit 1/1/1 Soldier",
        },
    ),
    "{H} At the start of the opponent's next turn, draw two cards.": (
        THEIRS,
        {"action": "draw", "amount": 2},
    ),
    # "I" in the delayed step: the Emblem's creator, bound as its "it" (7.2.1.d; session 42,
    # semantics/delayed_me.py — refused before)
    "{R} At the start of an opponent's next turn, I gain 1 boost.": (
        THEIRS,
        {"action": "give_boost", "subject": "it"},
        {"action": "ongoing", "subject": "self"},
    ),
    "SPELL At the start of your next turn, if you control a Mage, draw a card.": (
        MINE,
        {"action": "draw", "condition": "you control a mage"},
    ),
    "{J} At the start of your opponent's next turn, if you have no cards in hand, draw a card.": (
        THEIRS,
        DRAW,
    ),
    "SPELL Draw a card. At the start of your next turn, draw a card.": (MINE, DRAW),
    # "me" in the delayed step: the Emblem's creator (7.2.1.d; session 42 — refused before)
    "{J} At the start of your next turn, send me to Reserve.": (
        MINE,
        {"action": "send", "to": "reserve", "subject": "it"},
        {"action": "ongoing", "subject": "self"},
    ),
}

_NEXT_STEP_SLOTS: dict[str, Fragments] = {
    # "If [c], at …": the Emblem made only if the condition holds now (6.5.d)
    "{J} If you control a Mage, at the next Dusk, draw a card.": (
        {"at": "Dusk", "duration": MOMENT},
        {"action": "ongoing", "condition": "you control a mage"},
    ),
    "SPELL If you control a Plant, at the start of the next Night, draw a card.": (
        {"at": "Night", "duration": MOMENT},
        {"action": "ongoing", "condition": "you control a plant"},
    ),
    "{H} If you control a Mage, at the start of your next turn, draw a card.": (
        MINE,
        {"action": "ongoing", "condition": "you control a mage"},
    ),
    "{R} If you control a Soldier, at the start of your opponent's next turn, draw a card.": (
        THEIRS,
        {"action": "ongoing", "condition": "you control a soldier"},
    ),
    "SPELL If you control a Mage, at the end of the turn, draw a card.": (
        {"at": "end of the turn", "duration": "this turn"},
        {"action": "ongoing", "condition": "you control a mage"},
    ),
    "SPELL If you control a Mage, at the end of your next turn, draw a card.": (
        {"at": "end of your next turn"},
        {"action": "ongoing", "condition": "you control a mage"},
    ),
    # "If you do, at …": only if the optional step was done (6.5.f)
    "{J} You may exhaust target Character. If you do, at the start of your next turn, draw a card.": (
        MINE,
        {"action": "exhaust", "may": True},
    ),
    "SPELL You may exhaust target Character. If you do, at the next Dusk, ready it.": (
        {"at": "Dusk", "duration": MOMENT},
        {"action": "ready", "subject": "it"},
    ),
    "{H} You may sacrifice a Character. If you do, at the start of the next Day, draw two cards.": (
        {"at": "Morning", "duration": MOMENT},
        {"action": "draw", "amount": 2},
    ),
    "{R} You may discard a card from your hand. If you do, at the end of the turn, draw a card.": (
        {"at": "end of the turn"},
        DRAW,
    ),
    # "Then, at …" and "[X], then at …" (6.1.c)
    "{J} Draw a card. Then, at the next Dusk, draw a card.": ({"at": "Dusk"}, DRAW),
    "SPELL Draw a card, then at the start of your next turn, draw a card.": (MINE, DRAW),
    "SPELL Exhaust target Character, then at the start of your next turn, ready it.": (
        MINE,
        {"action": "ready", "subject": "it"},
    ),
    "{H} Draw a card, then at the end of the turn, draw a card.": (
        {"at": "end of the turn"},
        DRAW,
    ),
    "{J} Draw a card. Then at the start of the next Day, draw a card.": ({"at": "Morning"}, DRAW),
    # "you may" after the moment (6.5.c: asked as the step would happen)
    "{J} At the next Dusk, you may draw a card.": ({"at": "Dusk"}, {"action": "draw", "may": True}),
    "SPELL At the start of the next Night, you may draw a card.": (
        {"at": "Night"},
        {"action": "draw", "may": True},
    ),
    "{H} Exhaust target Character. At the end of the turn, you may ready it.": (
        {"at": "end of the turn"},
        {"action": "ready", "may": True, "subject": "it"},
    ),
    "SPELL Exhaust target Character. At the end of your next turn, you may ready it.": (
        {"at": "end of your next turn"},
        {"action": "ready", "may": True, "subject": "it"},
    ),
    # "At the start / beginning of the next Day": the Day's first phase (4.2.a)
    "{J} At the start of the next Day, draw a card.": ({"at": "Morning", "duration": MOMENT}, DRAW),
    "SPELL At the beginning of the next Day, draw a card.": ({"at": "Morning"}, DRAW),
    "At Dusk — At the start of the next Day, draw a card.": ({"at": "Morning"}, DRAW),
    "{H} Exhaust target Character. At the start of the next Day, ready it.": (
        {"at": "Morning"},
        {"action": "ready", "subject": "it"},
    ),
    "{R} At the start of the next Day, if you control a Mage, draw a card.": (
        {"at": "Morning"},
        {"action": "draw", "condition": "you control a mage"},
    ),
    "SPELL At the start of the next Day, you may draw a card.": (
        {"at": "Morning"},
        {"action": "draw", "may": True},
    ),
    # refused by name
    "SPELL Target Character gets +2 {V} until your next Rest.": None,
    "{J} Target Character gains [Defender] until your next Rest.": None,
    "{H} Target Character can't be sacrificed until your next Rest.": None,
    "SPELL Target Character gets +1 {M} during your next turn.": None,
    "{J} Target Character gains [Tough 1] during your next turn.": None,
    "{R} Target Character gets -1 {O} during your opponent's next turn.": None,
    # the end of the Day / of another phase: no event ends them (kept refused, 4.2.b)
    "SPELL If you control a Mage, at the end of the Day, draw a card.": None,
    "SPELL Draw a card, then at the end of the Dusk, draw a card.": None,
}

SIBLINGS: dict[str, Fragments] = {**_turn_starts(), **_TURN_STARTS_MORE, **_NEXT_STEP_SLOTS}

# ---- a step printed with a capital after a trigger's comma: the same as in lower case
_TRIGGERS = (
    "At Noon",
    "At Dusk",
    "At Night",
    "When you play a Spell",
    "When I join an Expedition",
    "When my Expedition moves forward",
    "{I} When you play a Spell",
)
_STEPS = (
    "Draw a card.",
    "Put a card from your hand in your Reserve.",
    "Target Character gains 1 boost.",
    "You may draw a card.",
    "Each player draws a card.",
    "Exhaust target Character.",
    "Create an Ordis Recruit 1/1/1 Soldier token in my Expedition.",
)
CAPITALISED: dict[str, str] = {
    f"{t}, {s}": f"{t}, {s[0].lower()}{s[1:]}" for t in _TRIGGERS for s in _STEPS
}
"""Capitalised after the comma -> the same ability with the step in lower case."""

CAPITAL_NEAR_MISSES: tuple[str, ...] = (
    # a capitalised noun after a comma inside the trigger: a list, the trigger goes on
    "When a Character, Plant or Animal joins your Expedition, draw a card.",
    "When you play a Spell, Permanent or Character, draw a card.",
    "When you play a Character, Spell or Permanent, I gain 1 boost.",
)
"""Not read as a trigger ending at the comma (the capital is a listed noun, not a step)."""

# ---- the rules' own sentences (tests/cards_grammar/sentences.py), and readings
START_OF_OPPONENTS_NEXT_TURN = "{J} At the start of your opponent's next turn, draw a card."
NEXT_DAY = "{J} At the start of the next Day, draw a card."
IF_AT_NEXT_DUSK = "{J} If you control a Mage, at the next Dusk, draw a card."
AT_NEXT_DUSK_MAY = "{J} At the next Dusk, you may draw a card."
# read since gr (g1 had refused it): registered with g1's rule name in sentences_next_moments
AT_START_OF_YOUR_NEXT_TURN = "{J} Draw a card. At the start of your next turn, draw a card."
UNTIL_YOUR_NEXT_REST = "{J} Target Character gets +2 {V} until your next Rest."
DURING_NEXT_TURN = "{J} Target Character gets +1 {M} during your next turn."


def _delayed_draw(at: str, text: str) -> dict[str, Any]:
    return {
        "action": "ongoing",
        "ongoing": {
            "duration": MOMENT,
            "at": at,
            "delayed": [{"action": "draw", "amount": 1}],
        },
        "text": text,
    }


READINGS_GR: dict[str, dict[str, Any]] = {
    START_OF_OPPONENTS_NEXT_TURN: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                _delayed_draw(
                    "start of your opponent's next turn",
                    "At the start of your opponent's next turn, draw a card",
                )
            ],
        }
    },
    NEXT_DAY: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [_delayed_draw("Morning", "At the start of the next Day, draw a card")],
        }
    },
    IF_AT_NEXT_DUSK: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    **_delayed_draw("Dusk", "At the next Dusk, draw a card"),
                    "if": "you control a mage",  # checked as the step is made (6.5.d)
                }
            ],
        }
    },
    AT_NEXT_DUSK_MAY: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "ongoing",
                    "ongoing": {
                        "duration": MOMENT,
                        "at": "Dusk",
                        "delayed": [{"action": "draw", "amount": 1, "may": True}],
                    },
                    "text": "At the next Dusk, you may draw a card",
                }
            ],
        }
    },
    AT_START_OF_YOUR_NEXT_TURN: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {"action": "draw", "amount": 1},
                _delayed_draw(
                    "start of your next turn", "At the start of your next turn, draw a card"
                ),
            ],
        }
    },
}
RULE_SENTENCES_GR: dict[str, tuple[str, ...]] = {
    "gr_may_body": (AT_NEXT_DUSK_MAY,),
    "gr_delayed_at_start_of_opponents_next_turn": (START_OF_OPPONENTS_NEXT_TURN,),
    "gr_delayed": (NEXT_DAY, IF_AT_NEXT_DUSK),
    "gr_until_next_rest": (UNTIL_YOUR_NEXT_REST,),
    "gr_during_next_turn": (DURING_NEXT_TURN,),
}
REFUSED_GR: dict[str, str] = {
    UNTIL_YOUR_NEXT_REST: "whether it is over before or after Rest acts",
    DURING_NEXT_TURN: "no duration",
}
