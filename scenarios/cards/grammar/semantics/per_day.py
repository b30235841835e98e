"""How many times a quick action is played each Day (issue 30, amounts and references):
"{T}: … Use this ability only once each Day." — the quick action's ``per_day`` (1.4.6.b
counts a quick action's plays per Day; a declaration beyond the printed number is not legal,
5.1.2.g). Said of any other ability it is not read (only a quick action is played, 5.3).
"Activate only once per turn" is the same count over one player's Afternoon turn (4.2.3.d,
4.2.3.e: playing a quick action lets the turn go on): the quick action's ``per_turn``."""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.tree import Sentence

Step = dict[str, Any]

PER_DAY = "_per_day"
"""The key a sentence "Use this ability only once each Day" is kept under until the quick
action takes it (:func:`per_day_of`)."""
PER_TURN = "_per_turn"
"""The same for "Activate only once per turn" (:func:`per_turn_of`)."""
LIMIT_FIRST = "_limit_first"
"""The key of "Once / Twice per Day" said before the ability's effect ("Once per Day, you may
draw a card"; gram56): the limit of whichever ability it opens — a quick action's plays
(:func:`per_day_of`, 5.3.e) or a Reaction's activations (``phase_slots.triggers_per_day_of``,
6.3.l) — as "(Once per Day.)" after the effect is."""


SAID_FIRST = "_said_first"
"""Marks a limit said before its clause ("Once per Day, …", "Once per turn, …"): it limits the
ability only when it opens the effect (:func:`limit_said_first_opens`)."""


def limit_said_first_opens(effect: list[Step]) -> None:
    """Refuse a limit said before a clause that is not the effect's first ("Draw a card. Once
    per Day, I gain 1 boost."): it would limit that step alone, which no ability does — the
    limit counts the ability's plays or activations (1.4.6.b-c)."""
    if any(SAID_FIRST in s for s in effect[1:]):
        raise NotRead("once", "a limit said before a later step of the effect", "per_day_first")


def _limits(effect: list[Step], key: str) -> list[int]:
    limit_said_first_opens(effect)
    return [s[k] for s in effect for k in (key, LIMIT_FIRST) if k in s]


class PerDaySemantics:
    """Semantic functions of the block "how many times a quick action is played each Day"."""

    def per_day_once(self, _: list[Any]) -> int:
        return 1

    def per_day_twice(self, _: list[Any]) -> int:
        return 2

    def only_per_day_clause(self, items: list[Any]) -> Sentence:
        return Sentence([{PER_DAY: items[0]}], "only_if", "only_per_day_clause")

    def only_per_turn_clause(self, items: list[Any]) -> Sentence:
        return Sentence([{PER_TURN: items[0]}], "only_if", "only_per_turn_clause")


def per_day_of(effect: list[Step]) -> tuple[list[Step], int | None]:
    """A quick action's effect without its "only once each Day" sentence, and that number."""
    said = _limits(effect, PER_DAY)
    if len(said) > 1:
        raise NotRead("only once", "two limits of the plays each Day", "only_per_day_clause")
    kept = [s for s in effect if PER_DAY not in s and LIMIT_FIRST not in s]
    return kept, (said[0] if said else None)


def per_turn_of(effect: list[Step]) -> tuple[list[Step], int | None]:
    """A quick action's effect without its "only once per turn" sentence, and that number."""
    limit_said_first_opens(effect)
    said = [s[PER_TURN] for s in effect if PER_TURN in s]
    if len(said) > 1:
        raise NotRead("only once", "two limits of the plays each turn", "only_per_turn_clause")
    return [s for s in effect if PER_TURN not in s], (said[0] if said else None)


def no_per_day_left(found: Any) -> None:
    """Refuse "Use this ability only once each Day / turn" said of anything but a quick
    action."""
    if isinstance(found, dict):
        if PER_TURN in found:
            raise NotRead(
                "only once per turn",
                "only a quick action is played a number of times each turn (5.3.e)",
                "only_per_turn_clause",
            )
        if PER_DAY in found or LIMIT_FIRST in found:
            raise NotRead(
                "only once each day",
                "only a quick action is played a number of times each Day, only a Reaction"
                " activated (5.3.e, 6.3.l)",
                "only_per_day_clause",
            )
        for value in found.values():
            no_per_day_left(value)
    elif isinstance(found, list):
        for value in found:
            no_per_day_left(value)
