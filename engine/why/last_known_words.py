"""The trace's words of last known information (2.1.h, 6.3.j): whether a step reads "me"
— its counters, statuses, statistics — as it was just before it left play, and how the
judge is told so (point ``effect.last_known_me`` of :mod:`engine.why.last_known`). The
information itself is :mod:`engine.reading.as_it_was`'s.
"""

from __future__ import annotations

from engine.reading.as_it_was import known_me
from engine.state.cards import Condition, ConditionKind, Counted
from engine.state.game_state import GameState
from engine.state.steps import Step
from engine.why.table import why

_OF_ME = frozenset({Counted.MY_COUNTERS, Counted.MY_STATISTIC})
"""The counts that read "me"'s information: its counters (boosts too) and statistics."""


def reads_of_me(c: Condition | None) -> bool:
    """Whether ``c`` reads a characteristic, counter or status of "me": "if I have 2 or more
    boosts", "if I'm Exhausted", "for each Secret counter on me", "equal to my {V}"."""
    if c is None:
        return False
    if c.kind in (ConditionKind.ALL_OF, ConditionKind.ANY_OF, ConditionKind.COUNTS_COMPARED):
        return any(reads_of_me(p) for p in c.parts)
    return c.kind == ConditionKind.STATUS or c.counted in _OF_ME


def read_as_it_was(state: GameState, step: Step, c: Condition | None) -> bool:
    """Whether ``step`` reads ``c`` of "me" as it was just before it left play (2.1.h):
    a Reaction whose object left play (6.3.j), or an ability whose cost took "me" out of
    play, "I" now out of play."""
    if not reads_of_me(c):
        return False
    return known_me(state, step.me, step.me_was) not in (step.me, None)


def last_known_point(step: Step) -> str:
    """The decision point of a reading of "me" as it was: a Reaction's (6.3.j, 2.1.h), or
    an ability's whose cost took "me" out of play ("Sacrifice me: ...", 2.1.h)."""
    return "effect.last_known_paid" if step.me_was_paid else "effect.last_known_me"


def as_it_was_words(state: GameState, step: Step, c: Condition | None) -> str:
    """The trace's words for a reading of "me" as it was (6.3.j): " (as Reckless was just
    before it left play, 6.3.j)"; "" when ``c`` reads "me" as it is now."""
    if not read_as_it_was(state, step, c):
        return ""
    rule = why(last_known_point(step))[0]
    return f" (as {step.source or 'I'} was just before it left play, {rule})"
