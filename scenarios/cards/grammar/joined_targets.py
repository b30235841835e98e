"""Several targets in one step (issue 30, g2): "Target Character and target Permanent each
gain 1 boost", "Exhaust target Character you control and another target Character" — the
lexer's mark of the "and" that joins a second target to the first in one object phrase.

6.5.b: the controller chooses a suitable object for each target in the step, and an object
may be chosen only once per step as a target — the two targets are never the same object,
whether "another" is printed or not. The "and" is a joiner only where the words since the
first "target" are an object's description (no step verb: "Target Character gains 1 boost
and target Permanent …" is two clauses, read as ever)."""

from __future__ import annotations

_CLAUSE_START = frozenset({".", ",", ":", ";", "\u2014", "\u2022"})
_PLAYERS = frozenset({"opponent", "opponents", "player", "players"})
_STEP_WORDS = frozenset(
    {
        "gain",
        "gains",
        "get",
        "gets",
        "lose",
        "loses",
        "draw",
        "draws",
        "is",
        "are",
        "has",
        "have",
        "become",
        "becomes",
        "go",
        "goes",
        "switch",
        "switches",
        "move",
        "moves",
        "return",
        "returns",
        "exhaust",
        "exhausts",
        "ready",
        "readies",
        "send",
        "sends",
        "sacrifice",
        "sacrifices",
        "discard",
        "discards",
        "can't",
        "can",
        "may",
        "put",
        "puts",
        "and",
        "then",
        "each",
        "if",
        "to",
    }
)
"""Words that end an object's description before "and": a step's verb (an amount too)."""


def joins_targets(low: list[str], i: int) -> bool:
    """Whether the "and" at ``low[i]`` joins a second target ("[another] target [object]")
    to a first target whose description runs from its "target" to this "and" (6.5.b)."""
    if low[i] != "and":
        return False
    after = low[i + 1 : i + 3]
    if after[:1] == ["another"]:
        after = low[i + 2 : i + 4]
    if len(after) < 2 or after[0] != "target" or after[1] in _PLAYERS:
        return False
    if _exchanged(low, i):  # "[target] and [target] exchange their boosts": one step on
        return False  # the two together (7.3.11.a), read by its own rule
    for k in range(i - 1, -1, -1):
        word = low[k]
        if word == "target":
            return k + 1 < i and low[k + 1] not in _PLAYERS
        if word in _CLAUSE_START or _trigger_mark(word) or word in _STEP_WORDS or word.isdigit():
            return False
    return False


def _trigger_mark(word: str) -> bool:
    """ "{J}", "{H}", "{R}": a trigger's mark opens a clause ("{3}" is a cost, kept)."""
    return word.startswith("{") and word[1:-1].isalpha()


_EXCHANGE = frozenset({"exchange", "exchanges", "swap", "swaps"})


def _exchanged(low: list[str], i: int) -> bool:
    """Whether the clause the "and" at ``low[i]`` stands in exchanges something between the
    two objects it joins (7.3.11.a, 7.3.12.a): both are one step's objects, not the same step
    done to each."""
    for word in low[i + 1 :]:
        if word in _CLAUSE_START:
            return False
        if word in _EXCHANGE:
            return True
    return False
