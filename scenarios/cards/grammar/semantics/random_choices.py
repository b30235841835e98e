"""The reader's semantics of a choice made at random (issue 30, session 34 "gl"): the block
"gl" of altered.lark.

"Some steps specify that a choice should be made randomly. [...] No player may influence the
result of a random selection" (6.5.j). A step choosing objects ("a card", "two cards", "a
Character") said "at random" keeps its reading — the same options, offered just before the
step (6.1.g) —, marked ``at_random``: no player chooses; the table draws among the options,
each equally likely, and the judge enters what the draw gave (the engine asks, citing 6.5.j:
engine/steps/choices.py). "Discard a card from your hand at random", "Target opponent
discards a card from their hand at random", "Each player who has 5 or more cards in hand
discards a card from their hand at random".

Refused with the judge's reason naming the words (6.5.j): "at random" after a step that
chooses nothing ("Draw a card at random"), a target (chosen by a player, 6.5.b — "target
Character at random" says two things at once), a group, "me" or "it" (nothing to choose),
and "up to" / "any number" (how many is a player's decision, which 6.5.j forbids him).
"""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step

_RULE = "gl_at_random"

_NOT_RANDOM = ("up_to", "any_number", "x_chooses", "total", "targets", "per_expedition")
"""Fields of a choice whose count or shape a player decides ("up to two", "any number",
"in each of your Expeditions"): not a random selection (6.5.j)."""


def _refuse(why: str) -> NotRead:
    return NotRead("at random", f"'at random' {why} (6.5.j)", _RULE)


class RandomChoiceSemantics(SemanticsBase):
    """One function per rule of the block "gl"."""

    def gl_at_random(self, items: list[Any]) -> Step:
        """ "[step choosing objects] at random": the step's choice made randomly (6.5.j)."""
        step = items[0]
        if isinstance(step, list):
            if len(step) != 1:
                raise _refuse("after several steps is read by hand: which choice it makes")
            step = step[0]
        if not isinstance(step, dict):
            raise _refuse("is read by hand here")
        subject = str(step.get("subject") or "")
        if not subject.startswith("a_"):
            if subject.startswith("target_"):
                raise _refuse(
                    "after a target is read by hand: a target is chosen by a player (6.5.b)"
                )
            raise _refuse("is read by hand: the step chooses no object for it to choose")
        if any(step.get(k) for k in _NOT_RANDOM):
            raise _refuse(
                "is read by hand: how many, or where, is a player's decision, and no player "
                "may influence a random selection"
            )
        if any(k in step for k in ("then", "modes", "either")):
            raise _refuse("is read by hand: the step has more to it than its choice")
        return {**step, "at_random": True}
