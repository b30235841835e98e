"""The trace's words of last known information (2.1.h, 6.3.j): whether a step reads "me"
— its counters, statuses, statistics — as it was just before it left play, and how the
judge is told so (point ``effect.last_known_me`` of :mod:`engine.why.last_known`). The
information itself is :mod:`engine.reading.as_it_was`'s.
"""

from __future__ import annotations

from engine.reading.as_it_was import known_me
from engine.reading.working import in_play as object_in_play
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
    a Reaction whose object left play (6.3.j), an ability whose cost took "me" out of
    play, or one an earlier step of which did ("Send me to Reserve. Then draw a card for
    each boost on me"), "I" now out of play."""
    if not reads_of_me(c):
        return False
    if known_me(state, step.me, step.me_was) not in (step.me, None):
        return True
    return left_in_this_effect(state, step) and step.me in state.last_known


def left_in_this_effect(state: GameState, step: Step) -> bool:
    """Whether "I" was in play as the ability began to resolve and an earlier step of it
    took "I" out ("Sacrifice me. If you do, create a token in my Expedition"): what the
    step reads of "me" is its last known information (2.1.h) — the ability's own move, not
    a Reaction's object gone before it resolved (6.3.j)."""
    if not step.me_in_play_at_start or step.me_was_paid or step.me is None:
        return False
    return step.me not in state.objects or not object_in_play(state, step.me)


_LEFT_IN_THIS_EFFECT: dict[str, str] = {
    "effect.last_known_me": "effect.last_known_left",
    "effect.my_expedition_gone": "effect.my_expedition_left",
    "effect.my_expedition_gone_gigantic": "effect.my_expedition_left_gigantic",
    "effect.i_was_in_terrain": "effect.i_was_in_terrain_left",
    "effect.my_place_gone": "effect.my_place_left",
}
"""A Reaction's point for "me" gone before it resolved (6.3.j) -> the point for "me" an
earlier step of the same ability, or its cost, took out of play (2.1.h)."""


def gone_me_point(state: GameState, step: Step, point: str) -> str:
    """The decision point of a reading of "me" gone from play: ``point`` (a Reaction's
    object gone before it resolved, 6.3.j), or its 2.1.h sibling when this ability's own
    step or cost took "me" out (:data:`_LEFT_IN_THIS_EFFECT`)."""
    if point == "effect.last_known_me" and step.me_was_paid:
        return "effect.last_known_paid"
    if step.me_was_paid or left_in_this_effect(state, step):
        return _LEFT_IN_THIS_EFFECT.get(point, point)
    return point


def last_known_point(state: GameState, step: Step) -> str:
    """The decision point of a reading of "me" as it was: a Reaction's (6.3.j, 2.1.h), or
    an ability's whose cost ("Sacrifice me: ...") or earlier step took "me" out of play
    (2.1.h)."""
    return gone_me_point(state, step, "effect.last_known_me")


def as_it_was_words(state: GameState, step: Step, c: Condition | None) -> str:
    """The trace's words for a reading of "me" as it was (6.3.j): " (as Reckless was just
    before it left play, 6.3.j)"; "" when ``c`` reads "me" as it is now."""
    if not read_as_it_was(state, step, c):
        return ""
    rule = why(last_known_point(state, step))[0]
    return f" (as {step.source or 'I'} was just before it left play, {rule})"
