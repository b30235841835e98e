"""Sibling sentences of gram100 (issue 30): a keyword ability (7.4) or a restriction held for a
time, said "is / are [keyword]", "gains / has [keyword]" or "can't …", with the duration said
after or FIRST — written before the reader was changed.

"<subject> <verb> <keyword> <duration>" and "<duration>, <subject> <verb> <keyword>": every
subject an ongoing step names (me, "it" after a first step, a target with a filter, a group
"<objects> <player> controls") × "is / are / am", "gains / gain", "has / have" × keywords
with and without a number, bracketed or not × the durations the CR names (2.2.15.a: this
turn, this Afternoon, this Day) in the designers' words ("until the end of the Day", "for
the rest of the turn"). Read, each is an Emblem-Ongoing (2.2.2.m) giving the keyword (2.3.1.a)
to the objects the step acts on, over when the duration is (2.2.15.c). The restrictions of
gram97 ("can't be sacrificed", "can't be targeted by opponents") said with the duration
first are judged the same.

Each sibling maps to what it MEANS (fragments, as :mod:`.sentences_durations_delays` judges
them), or ``None`` where the engine cannot do it — refused, the judge resolves it by hand, is
then right: a time that is no duration ("until your next turn", "until the end of your next
turn": past every duration the CR names, 2.2.15.a), "as long as [condition]" on an effect (no
Emblem-Ongoing lasts for a condition, 2.2.15.a), a status said for a time (a status changes
only when an effect changes it, 2.4.1.e).
"""

from __future__ import annotations

from typing import Any

from .sentences_durations_delays import Fragments

_ME = ({"action": "ongoing", "subject": "self"},)
_SUBJECTS: dict[str, tuple[str, str, str, tuple[dict[str, Any], ...]]] = {
    # printed words -> ("is"-verb, "gains"-verb, "has"-verb, the ongoing step's fragments)
    "{J} I": ("am", "gain", "have", _ME),
    "{H} I": ("am", "gain", "have", _ME),
    "SPELL Target Character": (
        "is",
        "gains",
        "has",
        ({"action": "ongoing", "subject": "target_character"},),
    ),
    "SPELL Target Character you control with one or more boosts": (
        "is",
        "gains",
        "has",
        (
            {"action": "ongoing", "subject": "target_character"},
            {"controller": "you", "statuses": ["Boosted"]},
        ),
    ),
    "SPELL Characters you control": (
        "are",
        "gain",
        "have",
        ({"action": "ongoing", "subject": "characters_you_control"},),
    ),
    "SPELL Characters your opponents control": (
        "are",
        "gain",
        "have",
        ({"action": "ongoing", "subject": "objects_in_play"}, {"controller": "opponent"}),
    ),
    "SPELL Characters target opponent controls": (
        "are",
        "gain",
        "have",
        ({"action": "ongoing", "subject": "characters_of_target_opponent"},),
    ),
    "SPELL Target Character gains 1 boost. It": (
        "is",
        "gains",
        "has",
        ({"action": "ongoing", "subject": "it"},),
    ),
}
_KEYWORDS: dict[str, str] = {
    "[Defender]": "Defender",
    "[Gigantic]": "Gigantic",
    "[Tough 1]": "Tough 1",
    "Tough 2": "Tough 2",
    "Defender": "Defender",
    "[Eternal]": "Eternal",
}
_AFTER: dict[str, str] = {
    "this turn": "this turn",
    "until the end of the Day": "this Day",
    "this Afternoon": "this Afternoon",
    "until end of turn": "this turn",
    "for the rest of the Day": "this Day",
    "until the end of the turn": "this turn",
    "this Day": "this Day",
}
_FIRST: dict[str, str] = {
    "Until the end of the Day": "this Day",
    "This turn": "this turn",
    "Until the end of the turn": "this turn",
    "This Afternoon": "this Afternoon",
    "For the rest of the Day": "this Day",
}


def _said(subject: str, verb: str) -> str:
    """ "I am" said "I'm" every other time, as the designers print it."""
    return f"{subject}'m" if subject.endswith(" I") and verb == "am" else f"{subject} {verb}"


def _first(subject: str, time: str) -> str:
    """The time said first, after the trigger or "it"'s first sentence."""
    for head in ("{J} ", "{H} ", "SPELL Target Character gains 1 boost. ", "SPELL "):
        if subject.startswith(head):
            rest = subject[len(head) :]
            said = rest if rest.startswith(("I ", "I'")) else rest[:1].lower() + rest[1:]
            return f"{head}{time}, {said}"
    raise ValueError(subject)


def _crossed() -> dict[str, Fragments]:
    out: dict[str, Fragments] = {}
    keywords, after, first = list(_KEYWORDS), list(_AFTER), list(_FIRST)
    n = 0
    for subject, (is_, gains, has, fragments) in _SUBJECTS.items():
        for verb in (is_, gains, has):
            keyword = keywords[n % len(keywords)]
            time = after[n % len(after)]
            lasting = {"duration": _AFTER[time], "keyword": _KEYWORDS[keyword]}
            out[f"{_said(subject, verb)} {keyword} {time}."] = (*fragments, lasting)
            ahead = first[n % len(first)]
            keyword = keywords[(n + 3) % len(keywords)]
            lasting = {"duration": _FIRST[ahead], "keyword": _KEYWORDS[keyword]}
            out[f"{_said(_first(subject, ahead), verb)} {keyword}."] = (*fragments, lasting)
            n += 1
    return out


_RESTRICTIONS_FIRST: dict[str, Fragments] = {
    # gram97's timed "can't" with the duration said first (2.2.15.a, 1.4.1.a)
    "{J} This turn, I can't be targeted by opponents.": (
        {"action": "ongoing", "subject": "self"},
        {"duration": "this turn", "cant_be": ["target_by_opponent"]},
    ),
    "SPELL Until the end of the Day, target Character can't be sacrificed.": (
        {"action": "ongoing", "subject": "target_character"},
        {"duration": "this Day", "cant_be": ["sacrifice"]},
    ),
    "SPELL This turn, Characters you control can't be exhausted.": (
        {"action": "ongoing", "subject": "characters_you_control"},
        {"duration": "this turn", "cant_be": ["exhaust"]},
    ),
    "SPELL Until end of turn, Characters target opponent controls can't be readied.": (
        {"action": "ongoing", "subject": "characters_of_target_opponent"},
        {"duration": "this turn", "cant_be": ["ready"]},
    ),
    "{H} Until the end of the Day, I can't be sacrificed.": (
        {"action": "ongoing", "subject": "self"},
        {"duration": "this Day", "cant_be": ["sacrifice"]},
    ),
}
# "until your next turn": an end point the event defines (2.2.15.c), over as the Emblem's
# controller takes their next turn (4.2.3.d) — read since gram110
_YOUR_NEXT_TURN: dict[str, Fragments] = {
    "{J} Until your next turn, I can't be targeted by opponents.": (
        {"action": "ongoing", "subject": "self"},
        {"duration": "until your next turn", "cant_be": ["target_by_opponent"]},
    ),
    "SPELL Until your next turn, Characters you control are [Defender].": (
        {"action": "ongoing", "subject": "characters_you_control"},
        {"duration": "until your next turn", "keyword": "Defender"},
    ),
    "{J} I'm [Gigantic] until your next turn.": (
        {"action": "ongoing", "subject": "self"},
        {"duration": "until your next turn", "keyword": "Gigantic"},
    ),
    "SPELL Until your next turn, target Character gains [Defender].": (
        {"action": "ongoing", "subject": "target_character"},
        {"duration": "until your next turn", "keyword": "Defender"},
    ),
}
_REFUSED: dict[str, Fragments] = {
    # a time that is no duration (2.2.15.a), before or after
    "{J} I'm [Gigantic] until the end of your next Dusk.": None,
    # gj (session 34): "until your next Noon" reads, as "until the next Noon" (4.2.a); the end
    # of a phase said of "your" next one stays refused
    "SPELL Until the end of your next Noon, target Character gains [Defender].": None,
    "SPELL Target Character gains [Tough 1] until the end of your next Day.": None,
    "{J} Until the end of your next Dusk, I can't be sacrificed.": None,
    # "as long as" on an effect: no Emblem-Ongoing lasts for a condition (2.2.15.a)
    "SPELL Characters you control are [Defender] as long as you control a Landmark.": None,
    "{J} I'm [Gigantic] as long as you have no cards in hand.": None,
    "SPELL Target Character gains [Tough 1] as long as it has a boost.": None,
    # a status for a time: a status changes only when an effect changes it (2.4.1.e)
    "SPELL Target Character is [Anchored] until the end of the Day.": None,
    "SPELL Until the end of the turn, Characters you control are [Asleep].": None,
    "{J} I'm [Fleeting] this turn.": None,
}

# g1: "until the end of your next turn" is read (over as that turn ends, 2.2.15.c, 4.2.3.e)
_END_OF_YOUR_NEXT_TURN: dict[str, Fragments] = {
    "{J} I'm [Gigantic] until the end of your next turn.": (
        {"action": "ongoing", "subject": "self"},
        {"duration": "until the end of your next turn", "keyword": "Gigantic"},
    ),
    "SPELL Target Character gains [Tough 1] until the end of your next turn.": (
        {"action": "ongoing", "subject": "target_character"},
        {"duration": "until the end of your next turn", "keyword": "Tough 1"},
    ),
    "{J} Until the end of your next turn, I can't be sacrificed.": (
        {"action": "ongoing", "subject": "self"},
        {"duration": "until the end of your next turn", "cant_be": ["sacrifice"]},
    ),
}

SIBLINGS: dict[str, Fragments] = {
    **_END_OF_YOUR_NEXT_TURN,
    **_crossed(),
    **_RESTRICTIONS_FIRST,
    **_YOUR_NEXT_TURN,
    **_REFUSED,
}
