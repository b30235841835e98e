"""Sibling sentences of gram93 (issue 30): delayed one-shot effects and durations as one
language, written before the reader was changed.

Delayed effects (2.2.2.m, 2.2.15): "[step on target Character]. At <moment>, [if
<condition>,] <step on it>" — every moment × condition × effect on the object the step
before named. Durations (2.2.15.a): "<objects or player> <change> <duration>" — every kind
of change a duration governs (a "can't", a keyword given, abilities ignored, the cost of the
next card played) × the durations the CR names and the designers' other words for them.

Each sibling maps to what it MEANS: a tuple of fragments — each a mapping every one of whose
items must be found together in one mapping of the compiled card's written steps — or
``None`` where the engine cannot do what it says (the next Day's phases, "as long as", "during
your turns" on an effect): refused, the judge resolves it by hand, is then right.
"""

from __future__ import annotations

from typing import Any

Fragments = tuple[dict[str, Any], ...] | None

_MOMENTS: dict[str, dict[str, Any] | None] = {
    "At Night": {"at": "Night", "duration": "until its moment"},
    "At Dusk": {"at": "Dusk", "duration": "until its moment"},
    "At the next Night": {"at": "Night", "duration": "until its moment"},
    "At the start of the next Dusk": {"at": "Dusk", "duration": "until its moment"},
    "At the beginning of the next Night": {"at": "Night", "duration": "until its moment"},
    "At the end of the turn": {"at": "end of the turn", "duration": "this turn"},
    "At the end of the Afternoon": {"at": "end of the Afternoon", "duration": "this Day"},
    # g1: the next Day's phases are read, the Emblem lasting until that moment (2.2.15.c,
    # 4.2.b Remark); gr (session 35): a turn's start is read — as that player starts a new
    # turn (4.2.3.e), the Emblem lasting until that moment
    "At the next Morning": {"at": "Morning", "duration": "until its moment"},
    "At the beginning of your next turn": {
        "at": "start of your next turn",
        "duration": "until its moment",
    },
    "At the end of the Day": None,
}
_CONDITIONS: dict[str, dict[str, Any] | None] = {
    "": {},
    "if it's still in play, ": {"condition": "it's in play"},
    "if it is still in play, ": {"condition": "it's in play"},
    "if it has 2 or more boosts, ": {"condition": "it has 2 or more boosts"},
}
_EFFECTS: dict[str, dict[str, Any]] = {
    "sacrifice it.": {"action": "sacrifice", "subject": "it"},
    "return it to its owner's hand.": {"action": "return", "subject": "it", "to": "hand"},
    "it loses all its boosts.": {"action": "remove_counters", "subject": "it"},
    "exhaust it.": {"action": "exhaust", "subject": "it"},
}


def _delayed() -> dict[str, Fragments]:
    out: dict[str, Fragments] = {}
    for moment, at in _MOMENTS.items():
        for cond, said in _CONDITIONS.items():
            for effect, step in _EFFECTS.items():
                text = f"SPELL Target Character gains 1 boost. {moment}, {cond}{effect}"
                if at is None or said is None:
                    out[text] = None
                else:
                    out[text] = ({**step, **said}, at)
    return out


_DURATIONS = {
    "this turn": "this turn",
    "this Day": "this Day",
    "this Afternoon": "this Afternoon",
    "until end of turn": "this turn",
    "until the end of the Day": "this Day",
}
_OBJECT_CHANGES: dict[str, dict[str, Any]] = {
    "can't gain boosts": {"cant_be": ["gain_boosts"]},
    "gains [[Defender]]": {"keyword": "Defender"},
    "gains [[Tough 1]]": {"keyword": "Tough 1"},
}
_SUBJECTS = (
    "Target Character",
    "Target Character you control",
    "Target Character an opponent controls",
)


def _durations() -> dict[str, Fragments]:
    out: dict[str, Fragments] = {}
    for subject in _SUBJECTS:
        for change, said in _OBJECT_CHANGES.items():
            for words, duration in _DURATIONS.items():
                out[f"SPELL {subject} {change} {words}."] = ({**said, "duration": duration},)
    for words, duration in _DURATIONS.items():
        out[f"SPELL Ignore the abilities of target Character {words}."] = (
            {"action": "ignore"},
            {"duration": duration},
        )
        for kind in ("Permanent", "Spell", "Character"):
            out[f"SPELL The next {kind} you play {words} costs 1 less."] = (
                {"duration": duration},
                {"card_type": kind, "cost_change": -1},
            )
        out[f"SPELL Your opponents can't play Spells {words}."] = (
            {"duration": duration, "cant": "Your opponents can't play Spells"},
        )
    return out


# Durations no kept duration says (2.2.15.a names this turn, this Afternoon, this Day): the
# engine keeps none of them for an effect — refused, never read as another duration.
# end points the event defines (2.2.15.c), read since gram110: over as the Emblem's
# controller takes their next turn (4.2.3.d) / as that phase next begins (4.2.a)
_END_POINTS: dict[str, Fragments] = {
    "SPELL Target Character gains [[Defender]] until your next turn.": (
        {"keyword": "Defender", "duration": "until your next turn"},
    ),
    "SPELL Target Character gains [[Defender]] until the next Morning.": (
        {"keyword": "Defender", "duration": "until the next Morning"},
    ),
}
_NOT_DURATIONS: dict[str, Fragments] = {
    "SPELL Ignore the abilities of target Character as long as it has a boost.": None,
    "SPELL Target Character gains [[Defender]] as long as it has a boost.": None,
    "SPELL Target Character can't gain boosts as long as you control a Spell.": None,
    "SPELL Target Character can't gain boosts during your turns.": None,
    "SPELL The next Spell you play until your next turn costs 1 less.": None,
}

_WHOSE_TURNS = {
    "your turn": "it's your turn",
    "your turns": "it's your turn",
    "each of your turns": "it's your turn",
    "your opponent's turn": "it's your opponent's turn",
    "each opponent's turn": "it's your opponent's turn",
    "your opponents' turns": "it's your opponent's turn",
    "opponents' turns": "it's your opponent's turn",
}
_PASSIVES = {
    "your opponents can't play cards from their Reserve": {
        "cant": "Your opponents can't play cards from Reserve"
    },
    "your opponents can't play Spells": {"cant": "Your opponents can't play Spells"},
    "I can't be targeted": {"cant_be": {"actions": ["target"]}},
}


def _during_turns() -> dict[str, Fragments]:
    """A passive restriction working while it is a player's turn (2.3.2.f, 4.2.3.b): said
    after or first, each way of naming whose turns."""
    out: dict[str, Fragments] = {}
    for turns, condition in _WHOSE_TURNS.items():
        for passive, said in _PASSIVES.items():
            fragments = ({**said, "condition": condition},)
            out[f"{passive[0].upper()}{passive[1:]} during {turns}."] = fragments
            out[f"During {turns}, {passive}."] = fragments
    return out


SIBLINGS: dict[str, Fragments] = {
    **_delayed(),
    **_durations(),
    **_NOT_DURATIONS,
    **_END_POINTS,
    **_during_turns(),
}
"""Each sibling sentence (a Spell's when it begins "SPELL ") and what it means."""
