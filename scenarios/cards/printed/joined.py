"""Clauses joined into steps (6.1.c): ", then" / "and" / "[X] and [Y]", and "you may".

* :func:`read_clauses` — clauses joined by ", then" / "then" / "and", one step each, in
  order (read by :mod:`.clauses`); "[X] and [status]" pairs on one chosen object; "[X] per
  [group], then [verb] them all";
* :func:`read_may` — "You may [X] [to Y]": X optional (6.5.c), Y only if X happened (6.5.f);
  "you may pay {N} to [X]" (a cost inside the effect, 6.1.d);
* :func:`read_may_either` — "You may [X] or [Y]": one of the two or neither (6.5.g).

The two read each other ("[X], then you may [Y]"), so they are one module.
"""

from __future__ import annotations

import re

from scenarios.cards.printed.clauses import NotUnderstood, Step, read_clause

_THEN_SPLIT = re.compile(r",? then,? |, and | and then ")


_THEM_ALL = re.compile(
    r"^(?P<x>.+ (?:per|for each) (?P<per>[^,]+)), then (?P<verb>[a-z]+) them all(?P<rest>.*)$"
)
_AND_STATUS = re.compile(
    r"^(?P<obj>.+?) (?P<verb>gains?) (?P<n>\w+) (?P<what>boosts?) and "
    r"(?:(?P<verb2>gains?|loses?) )?(?P<status>anchored|asleep|fleeting)$"
)


_STATUS_AND = re.compile(
    r"^(?P<obj>.+?) (?P<verb>gains?) (?P<status>anchored|asleep|fleeting) and "
    r"(?:(?P<n>\w+) (?P<what>boosts?)|(?P<status2>anchored|asleep|fleeting))$"
)
"""The mirror of :data:`_AND_STATUS`: "Target Character gains [[Asleep]] and 1 boost"; also
two statuses, "Target Character gains [[Asleep]] and [[Fleeting]]"."""


def read_clauses(text: str) -> list[Step]:
    """Clauses joined by ", then" / "and" -> steps in order; the whole text as one clause
    first. "It gains 1 boost and Fleeting", "Target Character gains 1 boost and loses
    Fleeting" are two steps on the same object: a target or choice is chosen once
    (6.5.b) and the status step acts on "it", what the first step chose."""
    them_all = _THEM_ALL.match(" ".join(text.strip().rstrip(".").split()).lower())
    if them_all is not None:
        # "I gain 1 boost per other Character in my Expedition, then send them all to
        # Reserve": "them all" is the group just counted, found again as the step happens.
        group = f"each {them_all['per']}"
        return [
            read_clause(them_all["x"]),
            read_clause(f"{them_all['verb']} {group}{them_all['rest']}"),
        ]
    both = _AND_STATUS.match(" ".join(text.strip().rstrip(".").split()).lower())
    if both is not None:
        obj, verb = both["obj"], both["verb"]
        first = read_clause(f"{obj} {verb} {both['n']} {both['what']}")
        status_verb = both["verb2"] or verb
        if str(first.get("subject", "")).startswith(("target_", "a_")):
            first["then"] = [read_clause(f"it {status_verb} {both['status']}")]
            return [first]
        return [first, read_clause(f"{obj} {status_verb} {both['status']}")]
    mirror = _STATUS_AND.match(" ".join(text.strip().rstrip(".").split()).lower())
    if mirror is not None:
        # The same two steps, in the printed order: the status first, then the boosts.
        obj, verb = mirror["obj"], mirror["verb"]
        first = read_clause(f"{obj} {verb} {mirror['status']}")
        # "... and 1 boost" or "... and [[Fleeting]]": the second thing gained.
        second = mirror["status2"] or f"{mirror['n']} {mirror['what']}"
        if str(first.get("subject", "")).startswith(("target_", "a_")):
            first["then"] = [read_clause(f"it {verb} {second}")]
            return [first]
        return [first, read_clause(f"{obj} {verb} {second}")]
    try:
        return [read_clause(text)]
    except NotUnderstood as whole:
        parts = _same_player(_THEN_SPLIT.split(text))
        if len(parts) == 1:
            joined = _two_clauses(text)
            if joined is None:
                raise whole from None
            return joined
        # "[X], then you may [Y]": Y optional (6.5.c), after X.
        return [
            s
            for p in parts
            for s in (read_may(p) if p.startswith("you may ") else [read_clause(p)])
        ]


def _same_player(parts: list[str]) -> list[str]:
    """ "Each player discards their hand, then draws three cards": a later clause with no
    subject of its own ("draws ...") is done by the players the first one names (found
    again); a targeted player is not (:data:`_PLAYER_FIRST`)."""
    who = _PLAYER_FIRST.match(parts[0]) if parts else None
    if who is None:
        return parts
    return [parts[0], *(f"{who[1]} {p}" if _THIRD_PERSON.match(p) else p for p in parts[1:])]


_PLAYER_FIRST = re.compile(r"^(each player|your opponent|each opponent) ")
"""The players a later clause with no subject names again. Not "target opponent": named
again, it would be targeted a second time (6.5.b) — the card grammar reads "Target opponent
[X], then [verb]s [Y]" as the same player's (grammar/wordings.py)."""
_THIRD_PERSON = re.compile(r"^(?:draws|discards|resupplies|sacrifices|puts) ")


def _two_clauses(text: str) -> list[Step] | None:
    """ "Draw a card and I gain 1 Heroism counter": two whole clauses joined by "and", two
    steps in order (6.1.c) — only when the text has one "and" and each side reads alone;
    "it gains Anchored and loses Asleep": the second side's subject is the first's
    pronoun ("it", "I", "they")."""
    parts = text.split(" and ")
    if len(parts) != 2:
        return None
    pronoun = re.match(r"^(it|i|they) ", parts[0])
    second = parts[1]
    if pronoun is not None and _STATUS_VERB.match(second):
        second = f"{pronoun[1]} {second}"
    try:
        return [read_clause(parts[0]), read_clause(second)]
    except NotUnderstood:
        return None


_STATUS_VERB = re.compile(r"^(?:gains?|loses?) (?:anchored|asleep|fleeting|exhausted)$")


def read_may_either(low: str) -> list[Step] | None:
    """ "You may play it for free or put it into your hand": one of the two or neither — a
    modal step choosing up to one (6.5.g, 6.5.c); ``None`` unless each side is one whole
    clause (and the whole is not one already)."""
    body = low[len("you may ") :]
    parts = body.split(" or ")
    if len(parts) != 2:
        return None
    try:
        read_clause(body)
        return None  # "or" inside a phrase ("target Character or Permanent")
    except NotUnderstood:
        pass
    try:
        modes = [read_clause(p) for p in parts]
    except NotUnderstood:
        return None
    if any("then" in m for m in modes):
        return None
    return [
        {
            "action": "choose",
            "may": True,
            "choose": 1,
            "modes": [
                {"text": p[0].upper() + p[1:], "effect": [m]}
                for p, m in zip(parts, modes, strict=True)
            ],
        }
    ]


_OTHERS_DO = frozenset({"target_opponent", "opponent", "each_player", "each_opponent"})
"""Subjects of steps another player does (or every player does, each deciding for
themselves when the step is theirs to decide, 6.1.h)."""


def read_may(low: str) -> list[Step]:
    """ "You may [X]" or "You may [X] to [Y]": X optional (6.5.c), Y only if X happened
    (6.5.f). Every "to" is tried as the split, the whole first."""
    body = low[len("you may ") :]
    cuts = [None, *(m.start() for m in re.finditer(r" to ", body))]
    last: NotUnderstood | None = None
    for cut in cuts:
        x, y = (body, "") if cut is None else (body[:cut], body[cut + 4 :])
        pay = re.fullmatch(r"pay \{(\d+)\}(?: and (?P<also>.+))?", x)
        try:
            if pay is not None and pay["also"]:
                # "You may pay {N} and [X] to [Y]": X is done with the payment (6.1.d).
                x = pay["also"]
            elif pay is not None and y:
                # "You may pay {N} to [X]": a cost inside the effect (6.1.d).
                x, y = y, ""
            first = read_clauses(x)
            then = read_clauses(y) if y else []
        except NotUnderstood as exc:
            last = exc
            continue
        if pay is None and len(first) == 2:
            first = _exhaust_and_spend(first, then, low)
            then = []
        if pay is not None:
            if len(first) != 1:
                raise NotUnderstood(low, "'pay' for several steps is not understood yet")
            _pays(first[0], int(pay.group(1)))
        if len(first) != 1:
            raise NotUnderstood(low, "'you may' over several steps is not understood yet")
        if first[0].get("subject") in _OTHERS_DO:
            # "You may target an opponent, they draw a card": you decide (6.5.c), not
            # whoever does the step ("target opponent may ...", 6.1.h).
            first[0]["you_decide"] = True
        first[0]["may"] = True
        if then:
            if pay is None and "then" not in first[0]:
                # "You may [X] to [Y]": X is a cost Y is paid with (6.1.d) — not offered when
                # it can't be paid (6.1.g, 1.4.1.b), as the card grammar reads it too.
                first[0]["to_pay"] = True
            first[0]["then"] = then
        return first
    raise last or NotUnderstood(low)


def _pays(step: Step, n: int) -> None:
    """ "You may pay {N} to [X]": N paid with X's step (6.1.d); when X is a choice between
    two things ("... gain 1 boost or lose Fleeting", 6.5.g), with the step of the one
    chosen — the same payment whichever it is."""
    if step.get("action") == "choose" and step.get("modes"):
        for mode in step["modes"]:
            mode["effect"][0]["pay"] = n
        return
    step["pay"] = n


def _exhaust_and_spend(steps: list[Step], then: list[Step], low: str) -> list[Step]:
    """ "You may exhaust me and spend 3 of my Arcane counters to [Y]": one cost of two
    parts (6.4.a, ``cost_with``) — offered only when both can be paid, paid together or not
    at all (6.4.c, 1.4.1.b), Y only if it is (6.5.f); as the card grammar reads it."""
    exhaust, spend = steps
    plain_exhaust = exhaust == {"action": "exhaust", "subject": "self"}
    if not plain_exhaust or spend.get("action") != "spend_counters" or "subject" in spend:
        raise NotUnderstood(low, "'you may' over several steps is not understood yet")
    return [{**exhaust, **({"then": then} if then else {}), "cost_with": [spend]}]
