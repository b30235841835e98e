"""Keywords gained for a time, read as clauses: "Target Character gains [Tough 1] until end of
turn", "Characters you control gain [Defender] this Day", "I gain [Seasoned] this turn".

The object phrase is read as for any step ("target Character", a group, "I"); the keyword
is one of the keyword abilities (7.4) with its number if it takes one; the duration is one
of the rules' (2.2.15.a; "until end of turn" is "this turn"). The step creates an
Emblem-Ongoing giving that keyword to what it acted on (:mod:`scenarios.cards.
keywords_for_a_time`). A status "gained this turn" ("gain [[Anchored]] this turn") is not a
keyword, and the rules give a status no duration: only Ongoing Emblems have one (2.2.15.b),
and an object's statuses change only when an effect changes them (2.4.1.e) — nothing ends a
status when a turn, Afternoon or Day does. Anchored and Asleep are lost during Rest
(2.4.2, 2.4.4), which is not the end of a turn or an Afternoon, so reading "this turn" as a
plain gain would make it last longer than printed. A status for a time is left to the judge.
Registered with :func:`scenarios.cards.printed.clauses.clause` when this module is imported
(by :mod:`scenarios.cards.printed`)."""

from __future__ import annotations

import re
from typing import Any

from scenarios.cards import vocabulary as v
from scenarios.cards.printed.clauses import NotUnderstood, Step, clause, read_clause

_DURATIONS = {
    "until end of turn": "this turn",
    "until the end of the turn": "this turn",
    "this turn": "this turn",
    "this afternoon": "this Afternoon",
    "this day": "this Day",
    # "this Day" ends as the next Day begins (2.2.15.a): the same moment
    "until the next day": "this Day",
    "until next day": "this Day",
    "until the end of the day": "this Day",
    "until end of day": "this Day",
    "until the end of the afternoon": "this Afternoon",
    "until end of afternoon": "this Afternoon",
}
_STATUSES = ("anchored", "asleep", "fleeting", "exhausted", "boosted")


@clause(
    r"(?P<obj>.+?) (?P<verb>gains?|have|has) (?P<kw>[a-z]+(?: \d+)?) "
    r"(?P<dur>until (?:the )?end of (?:the )?(?:turn|afternoon|day)|until (?:the )?next day"
    r"|this turn|this afternoon|this day)"
)
def _keyword_for_a_time(m: re.Match[str], c: str) -> Step:
    word = m["kw"]
    *who, last = m["obj"].split()
    if last in ("can't", "cannot"):
        # "[objects] can't gain boosts until …": a "can't" for a time, not a keyword
        # gained — the reason names those words, not "gain [keyword]" (1.4.1.a, 2.2.15.a)
        raise NotUnderstood(
            c, f"'{last} {m['verb']} {word} {m['dur']}' said of '{' '.join(who)}' is not read yet"
        )
    if word in _STATUSES:
        raise NotUnderstood(
            c,
            f"a status gained for a time ('{word} {m['dur']}'): the rules give a status no "
            "duration — only Ongoing Emblems have one (2.2.15.b), and a status changes only "
            "when an effect changes it (2.4.1.e)",
        )
    try:
        name, number = v.keyword_parts(word)
    except ValueError:
        raise NotUnderstood(c, f"'{word}' is not a keyword ability (7.4)") from None
    keyword = name if number is None else f"{name} {number}"
    # The object phrase, read as "[object] gains 1 boost" reads it: the same subject and
    # filter, without the boost.
    verb = {"have": "gain", "has": "gains"}.get(m["verb"], m["verb"])
    probe = read_clause(f"{m['obj']} {verb} 1 boost")
    if probe.get("action") != "give_boost" or set(probe) - {
        "action",
        "amount",
        "subject",
        "filter",
    }:
        raise NotUnderstood(c, f"'{m['obj']}' is not an object the reader understands here")
    subject: dict[str, Any] = {k: probe[k] for k in ("subject", "filter") if k in probe}
    duration = _DURATIONS[" ".join(m["dur"].split())]
    return {"action": "ongoing", **subject, "ongoing": {"duration": duration, "keyword": keyword}}


@clause(r"(?P<obj>.+?) (?:gains?|have|has) (?P<what>.+?) (?P<dur>until (?:it|i|they) leaves? play)")
def _until_it_leaves_play(m: re.Match[str], c: str) -> Step:
    """ "[object] gains [keyword] until it leaves play": a duration the event that creates
    the Emblem-Ongoing defines (2.2.15.c), over once the object has left play — the object
    it becomes is new, and nothing relating to the old one applies to it (2.1.d). Anything
    else gained "until it leaves play" is left to the judge."""
    step = read_clause(f"{m['obj']} gains {m['what']} this turn")
    ongoing = step.get("ongoing") if step.get("action") == "ongoing" else None
    if not isinstance(ongoing, dict) or set(ongoing) != {"duration", "keyword"}:
        raise NotUnderstood(
            c,
            f"'{m['what']} {m['dur']}': only a keyword gained until it leaves play is read "
            "(2.2.15.c, 2.1.d)",
        )
    return {**step, "ongoing": {**ongoing, "duration": "until it leaves play"}}
