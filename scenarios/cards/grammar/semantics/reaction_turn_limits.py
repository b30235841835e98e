"""A limit per turn on a Reaction (issue 30, gy, session 36): "This ability triggers only once
per turn", "This ability activates only once each turn", and — said of a Reaction — "Use this
ability only once per turn", "(Once per turn.)", "Once per turn, [effect]".

The Reaction of this object activates at most that many times in one turn: a turn is one
player's, from its first turn effect to the card played or the pass that ends it (4.2.3.d,
4.2.3.e: the next turn starts anew), as gv's "only once per Day" counts its activations each
Day (1.4.6.c, 6.3.l). The engine keeps the count with the Reaction counts and forgets it as a
new turn starts (:mod:`engine.day.afternoon`).

Refused by name:

- a phase's Reaction ("At Dusk —", "At Noon —", "At the end of the Afternoon —"): it activates
  outside any turn — the Afternoon alone has turns (4.2.3.b), so "per turn" counts nothing;
- two limits on one Reaction ("… once per turn. … once per Day."): which one counts is not
  said;
- the limit left on what is no Reaction (a Spell's effect, a passive ability): only a
  Reaction activates (6.3.l); a quick action's own limit per turn is 5.3.e's (per_day.py)."""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.semantics.per_day import PER_TURN, limit_said_first_opens
from scenarios.cards.grammar.tree import Sentence

Step = dict[str, Any]

TRIGGERS_PER_TURN = "_triggers_per_turn"
"""The step key of "This ability triggers only N per turn", read by the Reaction."""

_OUTSIDE_TURNS = frozenset(
    {"at_morning", "at_noon", "at_afternoon", "at_end_of_afternoon", "at_dusk", "at_night"}
)
"""A phase's triggers (4.2.b, 4.2.3.e): they activate when no turn is being taken."""


class TriggersPerTurnSemantics(SemanticsBase):
    """ "This ability triggers / activates only once per turn" (4.2.3.e)."""

    def triggers_per_turn_clause(self, items: list[Any]) -> Sentence:
        """Kept as the sentence the Reaction takes out as its ``per_turn``."""
        return Sentence([{TRIGGERS_PER_TURN: items[0]}], "only_if", "triggers_per_turn_clause")


def triggers_per_turn_of(
    effect: list[Step], trigger: dict[str, Any]
) -> tuple[list[Step], int | None]:
    """A Reaction's effect without its limit per turn, and that number (``None``: none)."""
    keys = (TRIGGERS_PER_TURN, PER_TURN)
    said = [s[k] for s in effect for k in keys if k in s]
    if not said:
        return effect, None
    limit_said_first_opens(effect)
    if len(said) > 1:
        raise NotRead("only once", "two limits each turn", "triggers_per_turn_clause")
    kind = str(trigger.get("trigger", ""))
    if kind in _OUTSIDE_TURNS or trigger.get("during"):
        raise NotRead(
            "per turn",
            "a limit per turn on a Reaction of a phase is read by hand: it activates outside "
            "any turn — only the Afternoon has turns (4.2.3.b)",
            "triggers_per_turn_clause",
        )
    return [s for s in effect if not set(keys) & set(s)], said[0]


def no_two_limits(per_day: int | None, per_turn: int | None) -> None:
    """Refuse a Reaction limited both each Day and each turn: which count stops it is not
    said (1.4.6.c, 4.2.3.e)."""
    if per_day is not None and per_turn is not None:
        raise NotRead(
            "only once",
            "two limits on one Reaction (each Day and each turn) are read by hand",
            "triggers_per_turn_clause",
        )


def no_triggers_per_turn_left(found: Any) -> None:
    """Refuse "This ability triggers only once per turn" said of anything but a Reaction."""
    if isinstance(found, dict):
        if TRIGGERS_PER_TURN in found:
            raise NotRead(
                "triggers only",
                "only a Reaction triggers, a limited number of times (6.3.l)",
                "triggers_per_turn_clause",
            )
        for value in found.values():
            no_triggers_per_turn_left(value)
    elif isinstance(found, list):
        for value in found:
            no_triggers_per_turn_left(value)


__all__ = [
    "TRIGGERS_PER_TURN",
    "TriggersPerTurnSemantics",
    "no_triggers_per_turn_left",
    "no_two_limits",
    "triggers_per_turn_of",
]
