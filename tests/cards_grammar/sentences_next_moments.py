"""Sibling sentences of g1 (issue 30): delayed and lasting steps that wait for the NEXT moment
of their kind, written before the reader was changed.

- Delayed steps: "At the next [phase], [steps]", "At the start of the next [phase], [steps]",
  "At [phase], [steps]" after a step — an Emblem-Ongoing (2.2.2.m) with the Reaction "At
  [phase] — [steps]", lasting until that phase next begins after it is made, whatever the Day
  ("until its moment", 2.2.15.c): one made during Dusk waits for the next Day's Dusk (4.2.b
  and its Remark); "At the next Noon" from the Afternoon is the next Day's Noon (4.2.a).
- "At the end of your next turn, [steps]": the Reaction "At the end of your turn" of an
  Emblem lasting "until the end of your next turn" (4.2.3.d-e).
- Lasting: "until the end of your next turn" after or before a change that lasts (a
  statistic change, a keyword given or taken, a "can't" on an atomic action or on a player).

Each sibling maps to what it MEANS (fragments found together in one mapping of the compiled
card's written steps, as benchmarks/durations_delays_siblings.py judges) or ``None`` where
the engine cannot do it — refused with the judge's reason: "until the next Rest" (before
or after Rest acts is not said, 4.2.5.b), a status for a time (2.4.1.e), "until your next Noon".
"""

from __future__ import annotations

from typing import Any

Fragments = tuple[dict[str, Any], ...] | None

MOMENT = "until its moment"
NEXT_TURN_END = "until the end of your next turn"

_PHASES = ("Morning", "Noon", "Afternoon", "Dusk", "Night")
_MOMENT_WORDS = (
    "At the next {p}",
    "At the start of the next {p}",
    "At the beginning of the next {p}",
)
_STEPS: dict[str, dict[str, Any]] = {
    "draw a card": {"action": "draw"},
    "ready it": {"action": "ready", "subject": "it"},
    "it loses all its boosts": {"action": "remove_counters", "subject": "it"},
    "send it to Reserve": {"subject": "it"},
}
_BEFORE: dict[str, str] = {
    "SPELL Draw a card.": "draw a card",
    "SPELL Exhaust target Character.": "ready it",
    "{J} Target Character gains 2 boosts.": "it loses all its boosts",
    "{J} Target Character you control gains 3 boosts.": "send it to Reserve",
}


def _delayed_phases() -> dict[str, Fragments]:
    """Every phase, every way of saying its moment, after a step on a Spell or a {J}."""
    out: dict[str, Fragments] = {}
    for before, step in _BEFORE.items():
        for phase in _PHASES:
            for words in _MOMENT_WORDS:
                moment = words.format(p=phase)
                text = f"{before} {moment}, {step}."
                out[text] = ({"at": phase, "duration": MOMENT}, _STEPS[step])
    return out


# A delayed step made by a Reaction, in every moment a Reaction resolves: made during that
# very phase it waits for the NEXT one (4.2.b Remark) — read the same, the engine waits.
_TRIGGERS = (
    "At Dusk —",
    "At Night —",
    "At Noon —",
    "When my Expedition moves forward —",
    "When I go to Reserve —",
    "When I'm played from Reserve —",
    "When you play a Spell —",
)


def _delayed_in_reactions() -> dict[str, Fragments]:
    out: dict[str, Fragments] = {}
    for trigger in _TRIGGERS:
        for phase in ("Dusk", "Noon", "Night"):
            text = f"{trigger} At the next {phase}, draw a card."
            out[text] = ({"at": phase, "duration": MOMENT}, {"action": "draw"})
    return out


def _delayed_with_condition() -> dict[str, Fragments]:
    """ "At the next [phase], if it's still in play, [steps]" (6.5.d): the condition is the
    delayed steps' own, checked as they happen."""
    out: dict[str, Fragments] = {}
    for phase in _PHASES:
        text = (
            f"SPELL Exhaust target Character. At the next {phase}, if it's still in play, ready it."
        )
        out[text] = ({"at": phase, "duration": MOMENT}, {"action": "ready", "subject": "it"})
    return out


_END_OF_NEXT_TURN: dict[str, Fragments] = {
    "SPELL Draw a card. At the end of your next turn, draw a card.": (
        {"at": "end of your next turn", "duration": NEXT_TURN_END},
        {"action": "draw"},
    ),
    "SPELL Exhaust target Character. At the end of your next turn, ready it.": (
        {"at": "end of your next turn", "duration": NEXT_TURN_END},
        {"action": "ready", "subject": "it"},
    ),
    "{J} Target Character gains 2 boosts. At the end of your next turn, it loses all its boosts.": (
        {"at": "end of your next turn", "duration": NEXT_TURN_END},
        {"action": "remove_counters", "subject": "it"},
    ),
    (
        "SPELL Exhaust target Character. At the end of your next turn, "
        "if it's still in play, ready it."
    ): (
        {"at": "end of your next turn", "duration": NEXT_TURN_END},
        {"action": "ready", "subject": "it"},
    ),
    "At Noon — At the end of your next turn, draw a card.": (
        {"at": "end of your next turn", "duration": NEXT_TURN_END},
    ),
    "When I go to Reserve — At the end of your next turn, draw a card.": (
        {"at": "end of your next turn", "duration": NEXT_TURN_END},
    ),
    # gr (session 35): read — as its controller starts a new turn (4.2.3.e)
    "SPELL Draw a card. At the start of your next turn, draw a card.": (
        {"at": "start of your next turn", "duration": MOMENT},
        {"action": "draw"},
    ),
    "SPELL Exhaust target Character. At the start of your next turn, ready it.": (
        {"at": "start of your next turn", "duration": MOMENT},
        {"action": "ready", "subject": "it"},
    ),
    "SPELL Exhaust target Character. At the beginning of your next turn, ready it.": (
        {"at": "start of your next turn", "duration": MOMENT},
        {"action": "ready", "subject": "it"},
    ),
    "At Dusk — At the start of your next turn, draw a card.": (
        {"at": "start of your next turn", "duration": MOMENT},
    ),
    # gr: refused by name — "your next Rest" (before or after Rest acts? 4.2.5.b) and a
    # change "during your next turn" (it begins later: no duration, 2.2.15.a)
    "SPELL Target Character gets +1 {M} until your next Rest.": None,
    "{J} Target Character gains [Defender] until your next Rest.": None,
    "SPELL Target Character gets +2 {V} during your next turn.": None,
    "{H} Target Character gains [Tough 1] during your next turn.": None,
}

# "until the end of your next turn" after each change that lasts
_CHANGES: dict[str, dict[str, Any]] = {
    "Target Character gets +2 {V}": {"stats": {"forest": 2}},
    "Target Character gets +1 {M}": {"stats": {"mountain": 1}},
    "Target Character gains [Defender]": {"keyword": "Defender"},
    "Target Character gains [Tough 1]": {"keyword": "Tough 1"},
    "Target Character gains [Gigantic]": {"keyword": "Gigantic"},
    "Target Character loses [Defender]": {"lose_keyword": "Defender"},
    "Target Character can't gain boosts": {"cant_be": ["gain_boosts"]},
    "Target Character can't be sent to Reserve": {"cant_be": ["go_to_reserve"]},
    "Target Character can't be sacrificed": {"cant_be": ["sacrifice"]},
    "Target Character can't be exhausted": {"cant_be": ["exhaust"]},
    "Target Character can't be targeted by opponents": {"cant_be": ["target_by_opponent"]},
    "Target opponent can't play Spells": {"cant": "Target opponent can't play Spells"},
    "Your opponents can't play Characters": {"cant": "Your opponents can't play Characters"},
    "Expeditions can't move forward": {"cant": "Expeditions can't move forward"},
}
_LASTING_WORDS = ("until the end of your next turn", "through the end of your next turn")


def _meaning(fragment: dict[str, Any]) -> tuple[dict[str, Any], ...]:
    """A statistic change is a passive given for the time (its ``stats`` inside the
    Emblem's abilities); any other change sits beside the duration."""
    if "stats" in fragment:
        return ({"duration": NEXT_TURN_END}, fragment)
    return ({**fragment, "duration": NEXT_TURN_END},)


def _lasting() -> dict[str, Fragments]:
    out: dict[str, Fragments] = {}
    for change, fragment in _CHANGES.items():
        for words in _LASTING_WORDS:
            out[f"SPELL {change} {words}."] = _meaning(fragment)
        if change.startswith("Target Character"):
            lower = change[0].lower() + change[1:]
            out[f"SPELL Until the end of your next turn, {lower}."] = _meaning(fragment)
            out[f"{{J}} {change} until the end of your next turn."] = _meaning(fragment)
    return out


_MORE_LASTING: dict[str, Fragments] = {
    "{J} I gain [Defender] until the end of your next turn.": (
        {"keyword": "Defender", "duration": NEXT_TURN_END},
    ),
    "{J} I can't be sent to Reserve until the end of your next turn.": (
        {"cant_be": ["go_to_reserve"], "duration": NEXT_TURN_END},
    ),
    "{J} Until the end of your next turn, I can't be sacrificed.": (
        {"cant_be": ["sacrifice"], "duration": NEXT_TURN_END},
    ),
    (
        "When my Expedition moves forward — Target Character gains [Defender] until the end "
        "of your next turn."
    ): ({"keyword": "Defender", "duration": NEXT_TURN_END},),
    "At Noon — Target Character can't be sacrificed until the end of your next turn.": (
        {"cant_be": ["sacrifice"], "duration": NEXT_TURN_END},
    ),
    "SPELL Target opponent can't play cards from Reserve until the end of your next turn.": (
        {"duration": NEXT_TURN_END},
    ),
    # near-misses that stay refused (a different meaning, or no end point the engine keeps)
    "SPELL Target Character gets +1 {M} until the next Rest.": None,
    "SPELL Target Character gains [Defender] until the next Rest.": None,
    "SPELL Target Character can't be sacrificed until the start of the next Rest.": None,
    "SPELL Target Character gains Anchored until the next Night.": None,  # a status, 2.4.1.e
    "SPELL Target Character gains Anchored until the end of your next turn.": None,
    # gj (session 34): "until your next Noon" reads as "until the next Noon" (a phase is no
    # player's, 4.2.a): sentences_permissions_turns.py; "until the end of your next Noon"
    # stays refused
    "SPELL Target Character gains [Defender] until the end of your next Noon.": None,
    "SPELL Target Character gains [Defender] until the end of your next Dusk.": None,
    "SPELL Target Character gains [Defender] until the end of your next Day.": None,
}

SIBLINGS: dict[str, Fragments] = {
    **_delayed_phases(),
    **_delayed_in_reactions(),
    **_delayed_with_condition(),
    **_END_OF_NEXT_TURN,
    **_lasting(),
    **_MORE_LASTING,
}

# ---- the rules' own sentences (tests/cards_grammar/sentences.py), and readings
END_OF_NEXT_TURN_STATS = "Target Character gets +2 {V} until the end of your next turn."
AT_END_OF_NEXT_TURN = "Exhaust target Character. At the end of your next turn, ready it."
AT_START_OF_NEXT_TURN = "{J} Draw a card. At the start of your next turn, draw a card."
UNTIL_NEXT_REST = "{J} Target Character gets +1 {M} until the next Rest."
NEXT_NOON = "Draw a card. At the next Noon, draw a card."

READINGS_NEXT_MOMENTS: dict[str, dict[str, Any]] = {
    END_OF_NEXT_TURN_STATS: {
        "effect": [
            {
                "action": "ongoing",
                "subject": "target_character",
                "ongoing": {
                    "duration": NEXT_TURN_END,
                    "abilities": [
                        {
                            "text": "I have +2/+0/+0.",
                            "passive": {
                                "stats": {"scope": "self", "forest": 2, "mountain": 0, "water": 0}
                            },
                        }
                    ],
                },
            }
        ]
    },
    AT_END_OF_NEXT_TURN: {
        "effect": [
            {
                "action": "exhaust",
                "subject": "target_character",
                "then": [
                    {
                        "action": "ongoing",
                        "ongoing": {
                            "duration": NEXT_TURN_END,
                            "at": "end of your next turn",
                            "delayed": [{"action": "ready", "subject": "it"}],
                        },
                        "text": "At the end of your next turn, ready it",
                        "subject": "it",
                    }
                ],
            }
        ]
    },
    NEXT_NOON: {
        "effect": [
            {"action": "draw", "amount": 1},
            {
                "action": "ongoing",
                "ongoing": {
                    "duration": MOMENT,
                    "at": "Noon",
                    "delayed": [{"action": "draw", "amount": 1}],
                },
                "text": "At the next Noon, draw a card",
            },
        ]
    },
}


def _draw_at(phase: str, said: str) -> list[dict[str, Any]]:
    delayed = [{"action": "draw", "amount": 1}]
    ongoing = {"duration": MOMENT, "at": phase, "delayed": delayed}
    return [{"action": "ongoing", "ongoing": ongoing, "text": said}]


# Sentences other sections refused before g1 ("the next Morning comes on another Day",
# "this Day's Dusk has already come"): read now, the Emblem waiting for that moment.
READINGS_NEXT_MOMENTS.update(
    {
        "At Dusk — At the start of the next Dusk, draw a card.": {
            "reaction": {
                "trigger": "at_dusk",
                "effect": _draw_at("Dusk", "At the start of the next Dusk, draw a card"),
            }
        },
        "At Night — At the start of the next Night, draw a card.": {
            "reaction": {
                "trigger": "at_night",
                "effect": _draw_at("Night", "At the start of the next Night, draw a card"),
            }
        },
        "{J} Draw a card. At the start of the next Morning, draw a card.": {
            "reaction": {
                "trigger": "enters_play",
                "effect": [
                    {"action": "draw", "amount": 1},
                    *_draw_at("Morning", "At the start of the next Morning, draw a card"),
                ],
            }
        },
        "{J} Ready target Character. At Noon, send it to Reserve.": {
            "reaction": {
                "trigger": "enters_play",
                "effect": [
                    {
                        "action": "ready",
                        "subject": "target_character",
                        "then": [
                            {
                                "action": "ongoing",
                                "ongoing": {
                                    "duration": MOMENT,
                                    "at": "Noon",
                                    "delayed": [
                                        {"action": "send", "to": "reserve", "subject": "it"}
                                    ],
                                },
                                "text": "At Noon, send it to Reserve",
                                "subject": "it",
                            }
                        ],
                    }
                ],
            }
        },
    }
)
RULE_SENTENCES_NEXT_MOMENTS: dict[str, tuple[str, ...]] = {
    "g1_end_of_your_next_turn_time": (END_OF_NEXT_TURN_STATS,),
    "g1_delayed_at_end_of_your_next_turn": (AT_END_OF_NEXT_TURN,),
    "g1_delayed_at_start_of_your_next_turn": (AT_START_OF_NEXT_TURN,),
    "g1_until_next_rest": (UNTIL_NEXT_REST,),
    "delayed_at_phase": (NEXT_NOON,),
}
REFUSED_NEXT_MOMENTS: dict[str, str] = {
    UNTIL_NEXT_REST: "whether it is over before or after Rest acts",
}
