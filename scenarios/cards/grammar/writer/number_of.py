"""id40 (issue 30): an amount counted by a number the card says "equal to" — "Target
Character gains boosts equal to twice the number of Landmarks you control", "I gain X boosts,
where X is the number of Plant Robots you control", "… boosts equal to my Hand Cost" (6.5.i:
the number counted as the step resolves). The reader keeps such a count in the plural words
it was said in ("landmarks you control") and its factor as the step's amount (2 for
"twice"); the writer said it "2 boosts per landmarks you control", words the reader does
not take. Written here as the cards print it, for any step whose amount is counted so
(boosts, counters, cards drawn) and any plural count; each wording is read back before it
is used (one that reads otherwise is not written here)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from scenarios.cards.grammar.writer.descriptions import counted_words

Step = dict[str, Any]

_TIMES = {1: "", 2: "twice ", 3: "three times "}
"""The factor of the count ("equal to twice the number of …"), the step's amount."""
_OWN_COSTS = {"my hand cost": "my Hand Cost", "my reserve cost": "my Reserve Cost"}
"""A number of mine said as itself (2.2.3, 2.2.4), not "the number of"."""
_HEAD_ENDS = frozenset(
    {"you", "they", "in", "that", "with", "on", "among", "from", "an", "each", "target"}
)
"""Words that end a count's head noun ("landmarks | you control")."""
_ONE = {
    "give_boost": (" 1 boost", " boosts"),
    "gain_counters": (" counter", " counters"),
    "draw": (" a card", " cards"),
}
"""The words of one thing the step gives, and of its plural said before "equal to"."""
_TYPES = frozenset({"character", "permanent", "spell", "landmark", "expedition", "hero"})
"""Card types and zones the cards print with a capital (2.2.1, 3.2)."""
_KEYS = frozenset({"action", "subject", "amount", "per", "counter", "max_total", "filter"})


def _plural_count(per: str) -> bool:
    """Whether ``per`` is a count said in the plural ("plant robots you control", "your
    expeditions that are in {v}") — the words "the number of" takes."""
    words = per.split()
    while words and words[0] in ("your", "other"):
        words = words[1:]
    head: list[str] = []
    for word in words:
        if word in _HEAD_ENDS:
            break
        head.append(word)
    return bool(head) and head[-1].endswith("s") and not head[-1].endswith("ss")


def number_words(per: str) -> str | None:
    """The words of a count "equal to" says ("the number of Plants you control", "my Hand
    Cost"), or ``None`` for a count said in the singular ("for each …")."""
    if per in _OWN_COSTS:
        return _OWN_COSTS[per]
    if not _plural_count(per) or "counter" in per:
        return None
    said = " ".join(_capital(w) for w in counted_words(per).split())
    return "the number of " + re.sub(r"\{([a-z])\}", lambda m: "{" + m[1].upper() + "}", said)


def _capital(word: str) -> str:
    """A plural card type or sub-type with its capital ("Landmarks", "Robots", 2.2)."""
    if word.islower() and word.endswith("s") and word != "tokens":
        if word[:-1] in _TYPES:
            return word.capitalize()
        one = counted_words(word[:-1])
        return one + "s" if one != word[:-1] else word
    return word


def number_of_words(step: Step, clause: Callable[[Step], str]) -> str | None:
    """The clause of ``step`` with its amount "equal to [N times] [the number of …]", or
    ``None`` for another step or when the words would not read back to it."""
    per, action = step.get("per"), step.get("action")
    if not isinstance(per, str) or action not in _ONE or set(step) - _KEYS:
        return None
    times = _TIMES.get(int(step.get("amount", 1)))
    number = number_words(per)
    if times is None or number is None or (action == "gain_counters") != ("counter" in step):
        return None
    one = {k: v for k, v in step.items() if k not in ("per", "max_total")}
    one["amount"] = 1
    said = clause(one)
    single, plural = _ONE[str(action)]
    if action == "gain_counters":
        single = f" 1 {step['counter']}{single}"
        plural = f" {step['counter']}{plural}"
    if not said.endswith(single):
        return None
    said = f"{said.removesuffix(single)}{plural} equal to {times}{number}"
    if "max_total" in step:
        said += f", up to a max of {step['max_total']}"
    from scenarios.cards.grammar.first import grammar_effect

    found, _ = grammar_effect(said + ".")
    return said if found == [step] else None
