"""Printed dice text around a target (7.3.33): the target chosen before or after the roll.

* "Target a Character, then roll a die. On a: ● 4+, it gains Anchored. ● 1-3, it gains
  Asleep." — the target is chosen *before* the roll (6.5.b), not knowing the result: one
  ``roll_die`` step whose subject is that target; "it" in the outcomes is the target, and
  "we both" is "I" and it (7.3.33.b).
* "Roll a die, then target a Character. On a: ● 4+, it gains Anchored. ..." — the roll
  comes first and the target is chosen after it, knowing the result: each outcome targets.
* An outcome may be a single result ("● 1, send it to Reserve.") as well as a range.

The plain forms ("Roll a die. On a 4+, [X]. On a 1-3, [Y].", "... where X is the result")
are read by :mod:`scenarios.cards.printed.outcomes`; this module is asked first and
answers ``None`` for any other text. The roll itself is a decision the player who rolls
answers with what the die showed (``engine.steps.dice``).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from scenarios.cards.printed import phrases as ph
from scenarios.cards.printed.clauses import NotUnderstood
from scenarios.cards.printed.text import BULLET

Step = dict[str, Any]
EffectReader = Callable[[str], list[Step]]

_TARGET_FIRST = re.compile(r"^(?P<target>target .+?),? then roll a die\. on an?:?$", re.IGNORECASE)
_ROLL_FIRST = re.compile(r"^roll a die,? then (?P<target>target .+?)\. on an?:?$", re.IGNORECASE)
_RANGE = re.compile(r"^(?P<low>\d)(?:(?P<plus>\+)|-(?P<high>\d))?$")
_WE_BOTH = re.compile(r"^we both (?P<verb>gain .+)$", re.IGNORECASE)


_THIS_WAY = re.compile(r"\bwhen you roll an? (?P<range>[1-6](?:\+|-[1-6])?) this way\b", re.I)


def read_roll(text: str, read_effect: EffectReader) -> list[Step] | None:
    """The steps of a roll around a target (see the module's docstring), or ``None`` when
    ``text`` is not one; :class:`NotUnderstood` when it is one the grammar cannot read
    whole."""
    this_way = _THIS_WAY.search(text)
    if this_way is not None:
        # A Reaction to the very roll the effect makes: its Emblem-Reaction waits in Limbo
        # with the others (6.3.h) — not an outcome of the roll (7.3.33.b).
        return _roll_this_way(text, this_way, read_effect)
    if BULLET not in text:
        return None
    head, *lines = [p.strip() for p in text.split(BULLET)]
    first = _TARGET_FIRST.match(head)
    after = _ROLL_FIRST.match(head) if first is None else None
    if first is None and after is None:
        return None
    m = first or after
    assert m is not None
    target = _target(m["target"], text)
    outcomes = []
    for line in lines:
        when, _, what = line.partition(",")
        if not what:
            raise NotUnderstood(line.lower(), f"'{line}' is not 'result, effect'")
        low, high = _range(when.strip(), text)
        if first is not None:
            steps = _on_target(what.strip(), read_effect)
        else:
            steps = read_effect(_targeted(what.strip(), m["target"]))
        outcomes.append({"low": low, "high": high, "effect": steps})
    if not outcomes:
        raise NotUnderstood(text.lower())
    roll: Step = {"action": "roll_die", "outcomes": outcomes}
    if first is not None:
        roll.update(target)  # chosen before the roll (6.5.b), "it" in the outcomes
    return [roll]


_BEFORE_ROLL = re.compile(r"^(?P<may>you may )?(?:(?P<x>.+?),? then )?roll a die$")
_OPPONENT_TARGETS = re.compile(r"^that opponent targets (?P<obj>[^.]+)\. (?P<verb>.+) it$")


def _roll_this_way(text: str, this_way: re.Match[str], read_effect: EffectReader) -> list[Step]:
    """ "[You may X, then] roll a die. When you roll a 1-3 this way — [Y]": the roll (its own
    step, done whether or not X was, 6.1.c, 6.5.c) carries Y as a Reaction to it: when the
    result is in the range, an Emblem-Reaction with Y is created (6.3.h). "That opponent
    targets [a card]. [Verb] it." is that step with a target the opponent chooses (6.5.b,
    1.4.2.a)."""
    low = " ".join(text.lower().split())
    head = low[: this_way.start()].strip().rstrip(".").strip()
    tail = low[this_way.end() :].strip()
    if not tail.startswith("\u2014"):
        raise NotUnderstood(low, f"'{this_way.group(0)}' is not followed by its effect")
    reaction = tail.lstrip("\u2014").strip().rstrip(".")
    before = _BEFORE_ROLL.match(head)
    if before is None:
        raise NotUnderstood(low, f"'{head}' before '{this_way.group(0)}' is not understood yet")
    lo, hi = _range(this_way["range"], text)
    targeted = _OPPONENT_TARGETS.match(reaction)
    if targeted is not None:
        (step,) = read_effect(f"{targeted['verb']} target {targeted['obj'].removeprefix('a ')}")
        if not str(step.get("subject", "")).startswith("target_") or "then" in step:
            raise NotUnderstood(low, f"'{reaction}' is not understood yet")
        effect = [{**step, "opponent_targets": True}]
    else:
        effect = read_effect(reaction)
    roll: Step = {
        "action": "roll_die",
        "roll_reactions": [{"low": lo, "high": hi, "effect": effect}],
    }
    if not before["x"]:
        if before["may"]:
            raise NotUnderstood(low, "'you may roll a die' is not understood yet")
        return [roll]
    (first,) = read_effect(before["x"])
    if before["may"]:
        # "You may X, then roll a die": two steps (6.1.c); the "may" is X's alone, so a
        # declined X is ignored and the roll still happens (6.5.c), as it does when X has no
        # suitable target (6.5.b, 6.5.h).
        return [{**first, "may": True}, roll]
    return [first, roll]


def _target(phrase: str, text: str) -> Step:
    """ "target a Character you control" -> the step fields of that target."""
    words = re.sub(r"^target (?:a|an) ", "target ", phrase.strip(), flags=re.IGNORECASE)
    words = re.sub(r"^target another ", "another target ", words, flags=re.IGNORECASE)
    o = ph.object_phrase(words.lower())
    fields = o.step_fields() if o is not None else {}
    if not str(fields.get("subject", "")).startswith("target_"):
        raise NotUnderstood(text.lower(), f"'{phrase}' is not a target the reader understands yet")
    return fields


def _targeted(what: str, phrase: str) -> str:
    """An outcome of "Roll a die, then target X" with "it" made that target."""
    target = re.sub(r"^target (?:a|an) ", "target ", phrase.strip(), flags=re.IGNORECASE)
    said = re.sub(r"\bit\b", target, what, count=1, flags=re.IGNORECASE)
    if said == what:
        raise NotUnderstood(what.lower(), f"'{what}' does not act on the target")
    return said


def _on_target(what: str, read_effect: EffectReader) -> list[Step]:
    """An outcome acting on the target chosen before the roll ("it"); "we both [gain X]"
    is "I" and it, each gaining it."""
    both = _WE_BOTH.match(what)
    if both is not None:
        theirs = read_effect(f"it {both['verb'].replace('gain ', 'gains ', 1)}")
        if len(theirs) != 1 or theirs[0].get("subject") != "it":
            raise NotUnderstood(what.lower())
        return [{**theirs[0], "subject": "self"}, theirs[0]]
    return read_effect(what)


def _range(when: str, text: str) -> tuple[int, int]:
    """ "4+", "1-3" or "1": the results of a six-sided die the outcome is for (7.3.33.a)."""
    m = _RANGE.match(when)
    if m is None:
        raise NotUnderstood(text.lower(), f"'{when}' is not a result of a die")
    low = int(m["low"])
    high = 6 if m["plus"] else int(m["high"] or low)
    if not 1 <= low <= high <= 6:
        raise NotUnderstood(text.lower(), f"'{when}' is not a result of a six-sided die (7.3.33.a)")
    return low, high
