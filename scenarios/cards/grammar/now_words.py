""" "Now" in a condition read as the present it already says (issue 30): a rewording of the
lexer's one fold pass (:mod:`.folds`, the table in :mod:`.rewordings`).

A condition is checked when the step it governs is done (6.5.d), on the game as it is then:
after "Target Character you control switches Expeditions.", "If it's now in {O}" asks where
the Character is after the switch — what "If it's in {O}" asks at that moment. "Now" after
the condition's verb ("it's now", "I'm now", "they are now", "it now has", "you now
control") adds no meaning the present does not say, and is read without it in any
condition ("if" / "unless"), whatever follows (a place, a status, a count). Elsewhere
("Now, …", "from now on") the word is kept, and not read.
"""

from __future__ import annotations

import re

from scenarios.cards.grammar.folds import CLAUSE_START, Rewording, Words

_COPULAS = frozenset({"is", "it's", "am", "i'm", "are", "they're", "you're"})
"""The verbs "now" may follow in a condition ("it's now in {O}")."""

_SUBJECTS = frozenset({"it", "i", "they", "you"})
_VERBS = frozenset({"has", "have", "control", "controls"})
"""A subject "now" may follow before one of these verbs ("it now has", "you now control")."""

_GATES = frozenset({"if", "unless"})


def _in_condition(t: Words) -> bool:
    """Whether the words said so far end inside a condition: an "if" / "unless" said since
    the clause began."""
    for word, _, _ in reversed(t.said):
        low = word.lower()
        if low in _GATES:
            return True
        if low in CLAUSE_START or low == "," or low.startswith("{"):
            return False
    return False


def _now_in_condition(t: Words) -> int:
    """ "If it's now in {O}" -> "If it's in {O}": "now" read as nothing in a condition."""
    if not t.said or not _in_condition(t):
        return 0
    before = t.said[-1][0].lower()
    after = t.low[t.at + 1] if t.at + 1 < len(t.low) else ""
    if before in _COPULAS or (before in _SUBJECTS and after in _VERBS):
        return 1  # the printed word read, nothing said: its span is the condition's still
    return 0


_NOW = re.compile(r"\b(is|am|are|it's|i'm|they're|you're|it|i|they|you) now\b")


def without_now(key: str) -> str:
    """A condition's words (lower case) as the rewording reads them: "now" after its verb or
    before "has" / "control" dropped (the engine keys the condition so)."""

    def drop(m: re.Match[str]) -> str:
        rest = key[m.end() :].split()
        if m[1] in _SUBJECTS and not (rest and rest[0] in _VERBS):
            return m[0]
        return m[1]

    return _NOW.sub(drop, key)


NOW_WORDS = (
    Rewording("the present of a condition (6.5.d)", frozenset({"now"}), _now_in_condition),
)
