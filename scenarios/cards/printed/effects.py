"""Effect text -> steps of the card language (6.1.c), sentence by sentence.

An effect is read as sentences; each sentence is

* a connective attached to the step before it — "If you do, [X]" (its ``then``, 6.5.f),
  "Otherwise, [X]" (its ``otherwise``, 6.5.e);
* "You may [X] to [Y]" (X optional, Y only if X happened, 6.5.c, 6.5.f);
* "If [condition], [X]" (6.5.d) — the condition is kept as written; the compiler decides
  whether the engine evaluates it;
* or a list of clauses joined by ", then" / "then" / "and" (one step each, in order).

Each clause is matched whole against the patterns of :data:`CLAUSES` (a keyword action of
CR 7.3 with its subject, amount, status, counter, token or destination). Anything else
raises :class:`NotUnderstood` naming the clause, so the ability is left to the judge.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from scenarios.cards.printed import phrases as ph

Step = dict[str, Any]


class NotUnderstood(Exception):
    """A clause the grammar cannot read; ``clause`` is the clause as normalised text."""

    def __init__(self, clause: str, why: str = "") -> None:
        super().__init__(why or f"'{readable(clause)}' is not understood yet")
        self.clause = clause


def readable(clause: str) -> str:
    """A lower-cased clause made readable again: "I"/"I'm", icons in capitals."""
    text = re.sub(r"\bi\b", "I", clause)
    text = re.sub(r"\bi'm\b", "I'm", text)
    return re.sub(r"\{([a-z])\}", lambda m: "{" + m.group(1).upper() + "}", text)


def _n(word: str, clause: str) -> int:
    n = ph.number(word)
    if n is None:
        raise NotUnderstood(clause)
    return n


def _obj(text: str, clause: str, **kw: bool) -> dict[str, Any]:
    o = ph.object_phrase(text, **kw)
    if o is None:
        raise NotUnderstood(clause, f"'{text}' is not an object the reader understands yet")
    return o.step_fields()


def _status(word: str, clause: str) -> str:
    s = ph.status(word)
    if s is None:
        raise NotUnderstood(clause)
    return s


def _player_or_none(text: str | None, clause: str) -> dict[str, Any]:
    if not text:
        return {}
    p = ph.player(text)
    if p is None:
        raise NotUnderstood(clause)
    return {"subject": p}


Builder = Callable[[re.Match[str], str], Step]
CLAUSES: list[tuple[re.Pattern[str], Builder]] = []
"""Clause patterns, tried in order; each matches a whole clause (lower-case)."""


def clause(pattern: str) -> Callable[[Builder], Builder]:
    """Register a clause pattern (matched whole, lower-case)."""

    def register(fn: Builder) -> Builder:
        CLAUSES.append((re.compile(f"(?:{pattern})$"), fn))  # the whole clause, always
        return fn

    return register


_WHO = r"(?:(?P<who>you|each player|target opponent|your opponent|each opponent) )?"


# ------------------------------------------------------------ player actions (7.3)
@clause(_WHO + r"(?:draw|draws) (?P<n>\w+) cards?")
def _draw(m: re.Match[str], c: str) -> Step:
    return {"action": "draw", "amount": _n(m["n"], c), **_player_or_none(m["who"], c)}


@clause(_WHO + r"(?:resupply|resupplies)")
def _resupply(m: re.Match[str], c: str) -> Step:
    return {"action": "resupply", **_player_or_none(m["who"], c)}


@clause(_WHO + r"(?:exhausted resupply)")
def _exhausted_resupply(m: re.Match[str], c: str) -> Step:
    return {"action": "exhausted_resupply", **_player_or_none(m["who"], c)}


@clause(r"sabotage")
def _sabotage(m: re.Match[str], c: str) -> Step:
    return {"action": "sabotage"}  # 7.3.35.a: up to one target card in a Reserve


@clause(r"after you")
def _after_you(m: re.Match[str], c: str) -> Step:
    return {"action": "after_you"}


# ------------------------------------------------------------ object actions
_MAX = r", up to a max of (?P<max>\d+)(?: boosts?)?"


_PER = r" (?:per|for each) (?P<per>.+)"


@clause(r"(?P<obj>.+?) gains? (?P<n>\w+) boosts?" + _PER)
def _boost_per(m: re.Match[str], c: str) -> Step:
    return {"action": "give_boost", "amount": _n(m["n"], c), "per": m["per"], **_obj(m["obj"], c)}


@clause(r"(?P<obj>.+?) gains? (?P<n>\w+) (?P<counter>[a-z]+) counters?" + _PER)
def _counters_per(m: re.Match[str], c: str) -> Step:
    return {
        "action": "gain_counters",
        "amount": _n(m["n"], c),
        "counter": m["counter"].capitalize(),
        "per": m["per"],
        **_obj(m["obj"], c),
    }


@clause(r"(?P<obj>.+?) gains? (?P<n>\w+) boosts?" + _MAX)
def _boost_max(m: re.Match[str], c: str) -> Step:
    return {
        "action": "give_boost",
        "amount": _n(m["n"], c),
        "max_total": int(m["max"]),
        **_obj(m["obj"], c),
    }


@clause(r"give (?P<obj>.+?) (?P<n>\w+) boosts?")
def _give_boost(m: re.Match[str], c: str) -> Step:
    return {"action": "give_boost", "amount": _n(m["n"], c), **_obj(m["obj"], c)}


@clause(r"(?P<obj>.+?) gains? (?P<n>\w+) (?P<counter>[a-z]+) counters?" + _MAX)
def _counters_max(m: re.Match[str], c: str) -> Step:
    return {
        "action": "gain_counters",
        "amount": _n(m["n"], c),
        "counter": m["counter"].capitalize(),
        "max_total": int(m["max"]),
        **_obj(m["obj"], c),
    }


@clause(r"(?P<obj>.+?) (?:gains?|get|gets) (?P<n>\w+) boosts?")
def _boost(m: re.Match[str], c: str) -> Step:
    return {"action": "give_boost", "amount": _n(m["n"], c), **_obj(m["obj"], c)}


@clause(r"(?P<obj>.+?) gains? (?P<n>\w+) (?P<counter>[a-z]+) counters?")
def _counters(m: re.Match[str], c: str) -> Step:
    return {
        "action": "gain_counters",
        "amount": _n(m["n"], c),
        "counter": m["counter"].capitalize(),
        **_obj(m["obj"], c),
    }


@clause(r"(?P<obj>.+?) (?P<verb>gains?|loses?) (?P<status>anchored|asleep|fleeting|exhausted)")
def _gain_status(m: re.Match[str], c: str) -> Step:
    action = "gain_status" if m["verb"].startswith("gain") else "lose_status"
    return {"action": action, "status": _status(m["status"], c), **_obj(m["obj"], c)}


@clause(r"(?P<obj>.+?) (?:switch|switches) expeditions")
def _switch(m: re.Match[str], c: str) -> Step:
    return {"action": "switch_expeditions", **_obj(m["obj"], c)}


@clause(r"spend (?P<n>\w+) of my (?:(?P<counter>[a-z]+) counters?|boosts?)")
def _spend(m: re.Match[str], c: str) -> Step:
    # 7.3.38.a; boosts are counters (2.5.1.a).
    counter = m["counter"].capitalize() if m["counter"] else "boost"
    return {"action": "spend_counters", "amount": _n(m["n"], c), "counter": counter}


@clause(r"have (?P<obj>.+?) (?P<rest>(?:gain|lose|switch) .+)")
def _have_do(m: re.Match[str], c: str) -> Step:
    # 7.3.18.a: having an object do something is the object doing it.
    inner = read_clause(f"{m['obj']} {m['rest']}")
    return {"action": "have_do", "do": inner}


@clause(r"(?:immediately )?play a (?P<what>character|card) for \{(?P<n>\d+)\} less")
def _play_for_less(m: re.Match[str], c: str) -> Step:
    # 5.2.b: played immediately, as part of the effect; 5.1.2.f: for N less.
    subject = (
        "a_character_from_hand_or_reserve"
        if m["what"] == "character"
        else ("a_card_from_hand_or_reserve")
    )
    return {"action": "play", "subject": subject, "cost_change": -int(m["n"])}


@clause(r"exchange (?P<obj>.+?) with (?P<other>.+)")
def _exchange(m: re.Match[str], c: str) -> Step:
    # 7.3.12.a: the second object is chosen after the first.
    other = ph.object_phrase(m["other"])
    if other is None or other.filter:
        raise NotUnderstood(c, f"'{m['other']}' is not an object the reader understands yet")
    return {"action": "exchange", **_obj(m["obj"], c), "with": other.subject}


@clause(r"sacrifice (?P<obj>.+)")
def _sacrifice(m: re.Match[str], c: str) -> Step:
    # 7.3.36.a: one sacrifices an object one controls — "a Character" is one of yours.
    return {"action": "sacrifice", **_obj(m["obj"], c, choice_controlled=True)}


@clause(r"send (?P<obj>.+?) to reserve|send to reserve (?P<obj2>.+)")
def _send(m: re.Match[str], c: str) -> Step:
    return {"action": "send", "to": "reserve", **_obj(m["obj"] or m["obj2"], c)}


@clause(r"put (?P<obj>.+?) in (?:your |its owner's |their owner's |my owner's )?reserve")
def _put_reserve(m: re.Match[str], c: str) -> Step:
    return {"action": "put", "to": "reserve", **_obj(m["obj"], c)}


@clause(r"discard (?P<obj>.+)")
def _discard(m: re.Match[str], c: str) -> Step:
    return {"action": "discard", **_obj(m["obj"], c)}


@clause(r"return (?P<obj>.+?) to (?:its owner's|their owner's|your) hand")
def _return_hand(m: re.Match[str], c: str) -> Step:
    return {"action": "return", "to": "hand", **_obj(m["obj"], c)}


@clause(r"exhaust (?P<obj>.+)")
def _exhaust(m: re.Match[str], c: str) -> Step:
    return {"action": "exhaust", **_obj(m["obj"], c)}


@clause(r"ready (?P<obj>.+)")
def _ready(m: re.Match[str], c: str) -> Step:
    return {"action": "ready", **_obj(m["obj"], c)}


@clause(r"augment (?P<obj>.+)")
def _augment(m: re.Match[str], c: str) -> Step:
    return {"action": "augment", **_obj(m["obj"], c)}


@clause(r"activate the \{j\} abilities of (?P<obj>.+)")
def _activate(m: re.Match[str], c: str) -> Step:
    return {"action": "activate", "trigger": "enters_play", **_obj(m["obj"], c)}


# ------------------------------------------------------------ Expeditions (7.3.25, 7.3.24)
@clause(r"(?P<exp>.+?) (?:moves?|move) (?P<dir>forward|backwards) one region")
def _move_expedition(m: re.Match[str], c: str) -> Step:
    subject = ph.expedition(m["exp"])
    if subject is None:
        raise NotUnderstood(c)
    action = "move_forward" if m["dir"] == "forward" else "move_backwards"
    return {"action": action, "subject": subject}


_TOKEN = (
    r"create (?P<n>an?|one|two|three|\d+) \[(?P<name>[^\]]+?) (?P<stats>\d+/\d+/\d+)\]"
    r"(?: (?P<subtypes>[a-z ]+?))? tokens? in (?P<exp>.+)"
)


@clause(_TOKEN)
def _create(m: re.Match[str], c: str) -> Step:
    subject = ph.expedition(m["exp"])
    if subject is None:
        raise NotUnderstood(c, f"creating a token in '{m['exp']}' is not understood yet")
    subtypes = []
    for word in (m["subtypes"] or "").split():
        if word not in ph.SUBTYPE_WORDS:
            raise NotUnderstood(c, f"'{word}' is not a Character sub-type (2.2.2.d)")
        subtypes.append(ph.SUBTYPE_WORDS[word])
    name = " ".join(w.capitalize() if w.islower() else w for w in m["name"].split())
    template = f"{name} {m['stats']}" + (f" {' '.join(subtypes)}" if subtypes else "")
    return {"action": "create", "token": template, "amount": _n(m["n"], c), "subject": subject}


# ------------------------------------------------------------ next card played (5.2.d)
_NEXT = r"the next (?P<type>card|character|permanent|spell) you play this (?P<dur>turn|afternoon)"


def _ongoing(m: re.Match[str], next_played: dict[str, Any]) -> Step:
    card_type = m["type"] if m["type"] == "card" else m["type"].capitalize()
    duration = "this turn" if m["dur"] == "turn" else "this Afternoon"
    return {
        "action": "ongoing",
        "ongoing": {"duration": duration, "next_played": {"card_type": card_type, **next_played}},
    }


@clause(_NEXT + r" costs \{(?P<n>\d+)\} less")
def _next_cost(m: re.Match[str], c: str) -> Step:
    return _ongoing(m, {"cost_change": -int(m["n"])})


@clause(_NEXT + r" gains (?P<n>\w+) boosts?")
def _next_boost(m: re.Match[str], c: str) -> Step:
    return _ongoing(m, {"boosts": _n(m["n"], c)})


@clause(_NEXT + r" (?P<verb>gains|loses) (?P<status>anchored|asleep|fleeting)")
def _next_status(m: re.Match[str], c: str) -> Step:
    key = "gain_status" if m["verb"] == "gains" else "lose_status"
    return _ongoing(m, {key: _status(m["status"], c)})


# ------------------------------------------------------------ sentences
_IF = re.compile(r"^if (?P<cond>.+?), (?P<x>.+)$")
_IF_DO = re.compile(r"^if you (?:do|did),? (?P<x>.+)$")
_OTHERWISE = re.compile(r"^otherwise,? (?P<x>.+)$")
_THEN_SPLIT = re.compile(r",? then,? |, and | and then ")
_SENTENCE = re.compile(r"(?<=[.!])\s+")
_PLAYER_MAY = re.compile(
    r"^(?P<who>target opponent|each player|your opponent|each opponent) may (?P<x>.+)$"
)


def read_clause(text: str) -> Step:
    """One clause -> one step."""
    c = " ".join(text.strip().rstrip(".").split()).lower()
    last: NotUnderstood | None = None
    for pattern, build in CLAUSES:
        m = pattern.match(c)
        if m is None:
            continue
        try:
            return build(m, c)
        except NotUnderstood as exc:
            last = exc
    raise last or NotUnderstood(c)


_AND_STATUS = re.compile(
    r"^(?P<obj>.+?) (?P<verb>gains?) (?P<n>\w+) (?P<what>boosts?) and "
    r"(?P<status>anchored|asleep|fleeting)$"
)


def read_clauses(text: str) -> list[Step]:
    """Clauses joined by ", then" / "and" -> steps in order; the whole text as one clause
    first. "It gains 1 boost and Fleeting" is two steps on the same object."""
    both = _AND_STATUS.match(" ".join(text.strip().rstrip(".").split()).lower())
    if both is not None:
        obj, verb = both["obj"], both["verb"]
        return [
            read_clause(f"{obj} {verb} {both['n']} {both['what']}"),
            read_clause(f"{obj} {verb} {both['status']}"),
        ]
    try:
        return [read_clause(text)]
    except NotUnderstood as whole:
        parts = _THEN_SPLIT.split(text)
        if len(parts) == 1:
            raise whole from None
        return [read_clause(p) for p in parts]


def read_sentence(sentence: str, before: list[Step]) -> list[Step]:
    """Read one sentence; connectives attach to ``before`` (changed in place). Returns the
    new steps to append."""
    s = " ".join(sentence.strip().rstrip(".").split())
    low = s.lower()
    m = _IF_DO.match(low)
    if m is not None:
        if not before:
            raise NotUnderstood(low, "'if you do' with nothing before it")
        before[-1]["then"] = [*before[-1].get("then", []), *read_clauses(m["x"])]
        return []
    m = _OTHERWISE.match(low)
    if m is not None:
        if not before or "if" not in before[-1]:
            raise NotUnderstood(low, "'otherwise' without a condition before it")
        before[-1]["otherwise"] = read_clauses(m["x"])
        return []
    m = _IF.match(low)
    if m is not None:
        steps = read_clauses(m["x"])
        if len(steps) != 1:
            raise NotUnderstood(low, "a condition over several steps is not understood yet")
        steps[0]["if"] = m["cond"]
        return steps
    if low.startswith("you may "):
        return _may(low)
    m = _PLAYER_MAY.match(low)
    if m is not None:
        # "Target opponent may [X]": that player decides (6.5.c, 6.1.h).
        step = read_clause(f"{m['who']} {m['x']}")
        step["may"] = True
        return [step]
    return read_clauses(low)


def _may(low: str) -> list[Step]:
    """ "You may [X]" or "You may [X] to [Y]": X optional (6.5.c), Y only if X happened
    (6.5.f). Every "to" is tried as the split, the whole first."""
    body = low[len("you may ") :]
    cuts = [None, *(m.start() for m in re.finditer(r" to ", body))]
    last: NotUnderstood | None = None
    for cut in cuts:
        x, y = (body, "") if cut is None else (body[:cut], body[cut + 4 :])
        pay = re.fullmatch(r"pay \{(\d+)\}", x)
        try:
            if pay is not None and y:
                # "You may pay {N} to [X]": a cost inside the effect (6.1.d).
                x, y = y, ""
            first = read_clauses(x)
            then = read_clauses(y) if y else []
        except NotUnderstood as exc:
            last = exc
            continue
        if pay is not None:
            if len(first) != 1:
                raise NotUnderstood(low, "'pay' for several steps is not understood yet")
            first[0]["pay"] = int(pay.group(1))
        if len(first) != 1:
            raise NotUnderstood(low, "'you may' over several steps is not understood yet")
        first[0]["may"] = True
        if then:
            first[0]["then"] = then
        return first
    raise last or NotUnderstood(low)


_ON_A = re.compile(r"^on an? (?P<low>\d)(?:(?P<plus>\+)|-(?P<high>\d))$")


def _range(text: str, clause_text: str) -> tuple[int, int]:
    m = _ON_A.match(text.strip())
    if m is None:
        raise NotUnderstood(clause_text)
    low = int(m["low"])
    high = 6 if m["plus"] else int(m["high"])
    if not 1 <= low <= high <= 6:
        raise NotUnderstood(clause_text, f"'{text}' is not a result of a six-sided die (7.3.33.a)")
    return low, high


def _roll(text: str) -> Step:
    """ "Roll a die. On a 4+, [X]. On a 1-3, [Y]." or with ● lines "On a: ● 4+, [X].
    ● 1-3, [Y]." — each result range and its steps (7.3.33.b)."""
    low = text.lower()
    outcomes: list[dict[str, Any]] = []
    if ph_bullet() in low:
        head, *lines = [p.strip() for p in low.split(ph_bullet())]
        if head not in ("roll a die. on a:", "roll a die, on a:"):
            raise NotUnderstood(head)
        parts = [
            ("on a " + line.split(",", 1)[0], line.split(",", 1)[1])
            for line in lines
            if "," in line
        ]
        if len(parts) != len(lines):
            raise NotUnderstood(low)
    else:
        body = re.sub(r"^roll a die\.\s*", "", low)
        parts = []
        for sentence in _SENTENCE.split(body):
            if "," not in sentence:
                raise NotUnderstood(sentence.rstrip("."))
            when, what = sentence.split(",", 1)
            parts.append((when, what))
    for when, what in parts:
        lo, hi = _range(when, low)
        outcomes.append({"low": lo, "high": hi, "effect": read_effect(what.strip())})
    if not outcomes:
        raise NotUnderstood(low)
    return {"action": "roll_die", "outcomes": outcomes}


_CHOOSE = re.compile(r"^(?P<may>you may )?choose (?P<n>one|two|three):$")


def _modal(text: str) -> Step:
    """ "Choose X: ● ... ● ..." (6.5.g): each ● line a mode."""
    head, *lines = [p.strip() for p in text.split(ph_bullet())]
    m = _CHOOSE.match(head.lower())
    if m is None or len(lines) < 2:
        raise NotUnderstood(head.lower(), f"'{head}' before the ● lines is not understood yet")
    modes = [{"text": line, "effect": _mode_effect(line)} for line in lines]
    step: Step = {"action": "choose", "modes": modes, "choose": _n(m["n"], head)}
    if m["may"]:
        step["may"] = True
    return step


_MODE_COST = re.compile(r"^\{t\}\s*: (?P<x>.+)$", re.IGNORECASE)


def _mode_effect(line: str) -> list[Step]:
    """A mode's steps; "{T} : [X]" is "exhaust me; if you did, [X]" — a cost inside the
    effect: X only if I was exhausted by it (7.1.4.a, 6.5.f)."""
    m = _MODE_COST.match(line.strip())
    if m is None:
        return read_effect(line)
    return [{"action": "exhaust", "subject": "self", "then": read_effect(m["x"])}]


def ph_bullet() -> str:
    """The ● of modal lines as the card data prints it."""
    return "\u2022"


def read_effect(text: str) -> list[Step]:
    """An effect's text -> its steps (6.1.c)."""
    if re.match(r"^roll a die[.,] on an?[: ]", text.lower()):
        return [_roll(text)]
    if ph_bullet() in text:
        return [_modal(text)]
    steps: list[Step] = []
    for sentence in _SENTENCE.split(text.strip()):
        if sentence.strip():
            steps.extend(read_sentence(sentence, steps))
    if not steps:
        raise NotUnderstood(text.lower(), "the effect is empty")
    return _chain_it(steps, text.lower())


def uses_it(step: Step) -> bool:
    """Whether a step acts on "it"/"them" (or tests "it" in its condition)."""
    inner = step.get("do") or {}
    cond = str(step.get("if", ""))
    return (
        step.get("subject") == "it"
        or inner.get("subject") == "it"
        or cond.startswith(("it ", "it's", "they "))
    )


def starts_with_it(steps: list[Step]) -> bool:
    """Whether an effect acts on "it" before choosing anything: its first step, or the
    first step of any of its modes or die outcomes, uses "it"."""
    if not steps:
        return False
    first = steps[0]
    if uses_it(first):
        return True
    branches = [m["effect"] for m in first.get("modes", [])]
    branches += [o["effect"] for o in first.get("outcomes", [])]
    return any(starts_with_it(list(b)) for b in branches)


def _chose(step: Step) -> bool:
    if step.get("action") == "play":
        return True  # "it" is the card played (6.5.f)
    subject = str(step.get("subject", ""))
    inner = step.get("do") or {}
    subject = str(inner.get("subject", subject)) if step.get("action") == "have_do" else subject
    return subject.startswith(("target_", "a_", "characters_")) or subject == "it"


def _chain_it(steps: list[Step], text: str) -> list[Step]:
    """ "[X target], then [do Y to it]" / "[X target]. [Y it].": "it" after the first step
    is what the step before chose, so Y becomes a step done only if X was (6.5.f), where
    "it" is what X acted on — unless the step before acts on "it" too (the same objects,
    those the trigger names). "It" with nothing chosen before is not understood."""
    out: list[Step] = []
    for step in steps:
        if out and uses_it(step) and out[-1].get("subject") != "it":
            before = out[-1]
            if not _chose(before):
                raise NotUnderstood(text, "'it' does not refer to anything chosen before it")
            before["then"] = [*before.get("then", []), step]
            continue
        out.append(step)
    return out


def pattern_of(clause_text: str) -> str:
    """A clause as a pattern for counting what does not compile: numbers as N."""
    return re.sub(r"\d+", "N", " ".join(clause_text.lower().split()))
