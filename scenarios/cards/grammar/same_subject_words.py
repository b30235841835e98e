"""A target's next verb said without its subject again, in the grammar's words (issue 30,
session 41): "Target Character gains 1 boost, then loses [[Fleeting]]", "Target Character
loses all its boosts and it gains [[Asleep]]".

In a clause whose subject is a target ("Target Character …", "Up to one target Character …")
the next verb after ", then" or "and" is done by the same object — the target chosen once
(6.5.b), the steps in printed order (6.1.c) — whether "it" is said again or not. So ", then
[gains / loses]" is said ", then it [gains / loses]" (read as "[X], then it [Y]"), and "and it
[gains / loses]" is said "and [gains / loses]" (read as "[object] [X] and [Y]"). A player
targeted ("Target opponent draws a card, then discards …") is another wording's
(:mod:`.wordings`); a group or "I" keeps its words.
"""

from __future__ import annotations

from scenarios.cards.grammar.folds import CLAUSE_START, Rewording, Words

__all__ = ["SAME_SUBJECT_WORDS"]

_OBJECT_VERBS = frozenset({"gains", "loses"})
"""The verbs of an object's own changes in the third person (7.3.16, 7.3.21, 2.5)."""

_PLAYERS = frozenset({"opponent", "player", "opponents", "players"})


def _target_subject(t: Words) -> bool:
    """Whether the clause the word being read is in opens with a target object as its
    subject ("Target Character", "Up to one target Character"), with no comma before it."""
    k = t.at
    while k > 0 and t.low[k - 1] not in CLAUSE_START and not t.low[k - 1].startswith("{"):
        k -= 1
        if t.low[k] == "," and k != t.at - 1:
            return False
    words = t.low[k : t.at]
    if words[:3] == ["up", "to", "one"]:
        words = words[3:]
    return len(words) > 2 and words[0] == "target" and words[1] not in _PLAYERS


def _then_verb(t: Words) -> int:
    """ ", then [gains / loses]" -> ", then it …" after a target subject; 0 elsewhere."""
    i, low = t.at, t.low
    if low[i - 1 : i] != [","] or low[i + 1 : i + 2] == [] or low[i + 1] not in _OBJECT_VERBS:
        return 0
    if not _target_subject(t):
        return 0
    word, start, end = t.printed[i]
    t.said.append((word, start, end))
    _, vstart, _ = t.printed[i + 1]
    t.said.append(("it", vstart, vstart))
    return 1


def _and_it(t: Words) -> int:
    """ "and it [gains / loses]" -> "and …" after a target subject; 0 elsewhere."""
    i, low = t.at, t.low
    if low[i + 1 : i + 2] != ["it"] or low[i + 2 : i + 3] == [] or low[i + 2] not in _OBJECT_VERBS:
        return 0
    if not _target_subject(t):
        return 0
    t.said.append(t.printed[i])
    return 2  # "it" not said


SAME_SUBJECT_WORDS = (
    Rewording("a target's next verb (6.1.c, 6.5.b)", frozenset({"then"}), _then_verb),
    Rewording("a target's next verb (6.1.c, 6.5.b)", frozenset({"and"}), _and_it),
)
"""The wordings, tried at "then" and "and"."""
