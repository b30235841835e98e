"""A count whose object is a target of the step (gz, session 36): "Draw a card for each boost
on target Character", "I gain 1 boost for each Kelon counter on target Permanent".

The step requires a target (6.5.b): before it resolves, its controller chooses a suitable
object — chosen for the count alone, the step acting on no object of it — and the counters of
that name on it are counted as the step is carried out (6.5.i; ``Counted.COUNTERS_ON_TARGET``,
engine/pipeline/numbers_counted.py). With no suitable object, nothing is counted (6.5.b).

Read only when the step has no target of its own (a step choosing two targets, one for its
count, is refused by name) and the target is a plain "target Character / Permanent /
Character or Permanent" (a described target, "another target", "up to N targets" are read by
hand)."""

from __future__ import annotations

import re

from engine import Subject
from engine.state.cards import Condition
from engine.state.conditions import ConditionKind, Counted
from engine.state.enums import BOOST

__all__ = ["count_on_target", "count_target_of"]

_ON_TARGET = re.compile(
    r"(?:the number of )?(?:(?P<name>[a-z]+) counters?|boosts?) on target "
    r"(?P<noun>character or permanent|character|permanent)"
)
_TARGETS = {
    "character": Subject.TARGET_CHARACTER,
    "permanent": Subject.TARGET_PERMANENT,
    "character or permanent": Subject.TARGET_CHARACTER_OR_PERMANENT,
}


def count_on_target(text: str) -> Condition | None:
    """The count of "for each [name] counter / boost on target [noun]", or ``None``."""
    m = _ON_TARGET.fullmatch(" ".join(text.strip().rstrip(".").lower().split()))
    if m is None:
        return None
    counter = m["name"].capitalize() if m["name"] else BOOST
    return Condition(
        ConditionKind.COUNT, counted=Counted.COUNTERS_ON_TARGET, counter=counter, text=text
    )


def count_target_of(text: str | None) -> Subject | None:
    """The target a step's count ``text`` chooses for itself (6.5.b), or ``None``."""
    if text is None:
        return None
    m = _ON_TARGET.fullmatch(" ".join(text.strip().rstrip(".").lower().split()))
    return None if m is None else _TARGETS[m["noun"]]
