"""Effects that branch: a die's results (7.3.33.b) and modes to choose among (6.5.g).

* "Roll a die. On a 4+, [X]. On a 1-3, [Y]." (or as ● lines "On a: ● 4+, [X]. ● 1-3, [Y].")
  — each result range and its steps;
* "Roll a die. [X], where X is the result[. Y]." — one outcome per result, X that number;
* "Choose one/two / up to one: ● ... ● ..." — each ● line a mode; a mode "{T} : [X]".

Each function takes ``read_effect``, the reader of a whole effect, for what a result or a
mode does (:func:`.effects.read_effect`, which asks this module).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from scenarios.cards.printed.clauses import NotUnderstood, Step, number_word
from scenarios.cards.printed.text import BULLET

EffectReader = Callable[[str], list[Step]]
_SENTENCE = re.compile(r"(?<=[.!])\s+")

_ON_A = re.compile(r"^on an? (?P<low>\d)(?:(?P<plus>\+)|-(?P<high>\d))?$")  # "On a 6": one result


def _range(text: str, clause_text: str) -> tuple[int, int]:
    m = _ON_A.match(text.strip())
    if m is None:
        raise NotUnderstood(clause_text)
    low = int(m["low"])
    high = 6 if m["plus"] else int(m["high"] or low)
    if not 1 <= low <= high <= 6:
        raise NotUnderstood(clause_text, f"'{text}' is not a result of a six-sided die (7.3.33.a)")
    return low, high


def read_roll_results(text: str, read_effect: EffectReader) -> Step:
    """ "Roll a die. On a 4+, [X]. On a 1-3, [Y]." or with ● lines "On a: ● 4+, [X].
    ● 1-3, [Y]." — each result range and its steps (7.3.33.b)."""
    low = text.lower()
    outcomes: list[dict[str, Any]] = []
    if BULLET in low:
        head, *lines = [p.strip() for p in low.split(BULLET)]
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


_CHOOSE = re.compile(r"^(?P<may>you may |)choose (?P<up_to>up to )?(?P<n>one|two|three):$")


def read_modal(text: str, read_effect: EffectReader) -> Step:
    """ "Choose X: ● ... ● ..." (6.5.g): each ● line a mode."""
    head, *lines = [p.strip() for p in text.split(BULLET)]
    m = _CHOOSE.match(head.lower())
    if m is None or len(lines) < 2 or (m["up_to"] and m["n"] != "one"):
        raise NotUnderstood(head.lower(), f"'{head}' before the ● lines is not understood yet")
    modes = [{"text": line, "effect": _mode_effect(line, read_effect)} for line in lines]
    step: Step = {"action": "choose", "modes": modes, "choose": number_word(m["n"], head)}
    if m["may"] or m["up_to"]:
        step["may"] = True  # "choose up to one": one mode or none, as "you may choose one"
    return step


_MODE_COST = re.compile(r"^\{t\}\s*: (?P<x>.+)$", re.IGNORECASE)


def _mode_effect(line: str, read_effect: EffectReader) -> list[Step]:
    """A mode's steps; "{T} : [X]" is "exhaust me; if you did, [X]" — a cost inside the
    effect: X only if I was exhausted by it (7.1.4.a, 6.5.f)."""
    m = _MODE_COST.match(line.strip())
    if m is None:
        return read_effect(line)
    return [{"action": "exhaust", "subject": "self", "then": read_effect(m["x"])}]


ROLL_AND = re.compile(r"^roll a die and (?P<x>[^.]+)\.?$", re.IGNORECASE)


def read_roll_and(m: re.Match[str], read_effect: EffectReader) -> Step:
    """ "Roll a die and reveal the top card of your deck": two steps (6.1.c), the second
    after the roll whatever its result — what follows it may use the result (7.3.33.b), so
    it is the roll's one outcome, 1 to 6."""
    return {
        "action": "roll_die",
        "outcomes": [{"low": 1, "high": 6, "effect": read_effect(m["x"])}],
    }


ROLL_X = re.compile(
    r"^roll a die\. (?P<x>.+?), where x is the (?P<final>final )?result(?P<rest>(?:\. .*?)?)\.?$",
    re.IGNORECASE,
)
_X_TH = re.compile(r"\bX(?:st|nd|rd|th)\b", re.IGNORECASE)
_X = re.compile(r"\bX\b", re.IGNORECASE)
_HIGHER_THAN_COST = re.compile(
    r"\bif (?P<n>\d+) is (?P<cmp>higher|greater|lower|less) than "
    r"(?:its hand cost|the hand cost of (?:the target|it))\b",
    re.IGNORECASE,
)


def _compared_with_cost(m: re.Match[str]) -> str:
    """ "If 4 is higher than the Hand Cost of the target": the Hand Cost of what "it" is,
    compared with the result — "if its Hand Cost is {3} or less" (2.2.7)."""
    n = int(m["n"])
    if m["cmp"].lower() in ("higher", "greater"):
        return f"if its Hand Cost is {{{n - 1}}} or less"
    return f"if its Hand Cost is {{{n + 1}}} or more"


def read_roll_x(m: re.Match[str], read_effect: EffectReader) -> Step:
    """ "Roll a die. Target Character gains X boosts, where X is the result." (and more
    sentences using X after it: "Send target Character to the Xth position of its owner's
    deck, where X is the result. If X is higher than the Hand Cost of the target, [Y]."):
    the steps after the roll use its result (7.3.33.b) — one outcome per result, X read as
    that number throughout, "the Xth" as that position (3.2.2.c)."""
    body = f"{m['x']}{m['rest']}"
    raised = _RAISED.match(body) if m["final"] else None
    if m["final"] and raised is None:
        raise NotUnderstood(body.lower(), "what changes the result before 'the final result'")
    outcomes = []
    for n in range(1, 7):
        if raised is not None:
            effect = _raised(raised, n, read_effect)
        else:
            effect = read_effect(_with_x(body, n))
        outcomes.append({"low": n, "high": n, "effect": effect})
    return {"action": "roll_die", "outcomes": outcomes}


def _with_x(body: str, n: int) -> str:
    said = _X.sub(str(n), _X_TH.sub(f"{n}th", body))
    return _HIGHER_THAN_COST.sub(_compared_with_cost, said)


_RAISED = re.compile(
    r"^you may (?P<cost>[^.]+?) to increase the result by (?P<k>\d+)\. (?P<rest>.+)$",
    re.IGNORECASE,
)


def _raised(m: re.Match[str], n: int, read_effect: EffectReader) -> list[Step]:
    """ "You may discard a card from your Reserve to increase the result by 2. Target
    Character gains X boosts, where X is the final result.": for a result n, the cost
    (optional, 6.5.c) then X = n+2; not done, X = n (6.5.f)."""
    (cost,) = read_effect(f"you may {m['cost']}")
    if not cost.get("may") or "then" in cost:
        raise NotUnderstood(m.string.lower(), f"'{m['cost']}' is not understood yet")
    cost["then"] = read_effect(_with_x(m["rest"], n + int(m["k"])))
    cost["if_not_done"] = read_effect(_with_x(m["rest"], n))
    return [cost]
