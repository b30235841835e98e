"""Dice (issue 30): a die's result said in a trigger, and a roll's results said in other
words than "On a [range], …".

- "When you roll a 6 / a 4 or more / 1-3 —" and "When an opponent rolls a 6 —": a Reaction
  to one die rolled (7.3.33.a) read as "When you roll a die, if the result is 6 —"; the
  engine checks that condition with the result of each die (engine/pipeline/dice_triggers.py),
  so the Reaction activates on that result only (6.3.b).
- "Roll a die. If you roll 4 or more, [X]." and "On a 6: [X].": a result of that roll
  (7.3.33.b), as "On a 4+, [X]." is.
- "Otherwise, [Y]." after a roll's results: Y on every result none of them names (6.5.e,
  7.3.33.b) — :func:`other_results`.
"""

from __future__ import annotations

from copy import deepcopy
from typing import Any

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.semantics.die_results import result_words
from scenarios.cards.grammar.tree import Sentence

Step = dict[str, Any]

FACES = range(1, 7)
"""A die shows 1 to 6 (7.3.33.a)."""


class DiceTableSemantics(SemanticsBase):
    """Semantic functions of the block "dice: a result said in a trigger, a roll's results in
    other words"."""

    rolled: bool

    def die_rolled_range(self, items: list[Any]) -> tuple[int, int]:
        """ "[a] [result]" after "roll": the result's faces (semantics/die_results.py)."""
        low, high = items[0]
        return low, high

    def ev_you_roll_result(self, items: list[Any]) -> dict[str, Any]:
        """ "When you roll a 6": a die the controller rolls, of that result (7.3.33.a)."""
        self.rolled = True
        return {"trigger": "you_roll_a_die", "if": result_words(items[0])}

    def ev_opponent_rolls_result(self, items: list[Any]) -> dict[str, Any]:
        """ "When an opponent rolls a 6": a die another player rolls (1.2.2, 7.3.33.a)."""
        self.rolled = True
        return {"trigger": "you_roll_a_die", "player": "opponent", "if": result_words(items[0])}

    def die_if_you_roll(self, items: list[Any]) -> Sentence:
        """ "If you roll 4 or more, [X]" after "Roll a die": a result of that roll (7.3.33.b)."""
        (low, high), steps = items
        return Sentence([{"low": low, "high": high, "effect": steps}], "outcome", "die_outcome")

    def die_outcome_colon(self, items: list[Any]) -> Sentence:
        """ "On a 6: [X]" after "Roll a die" (7.3.33.b), as "On a 6, [X]"."""
        (low, high), steps = items
        return Sentence([{"low": low, "high": high, "effect": steps}], "outcome", "die_outcome")

    def event_trigger(self, items: list[Any]) -> dict[str, Any]:
        """A result said in the trigger and a condition after it ("When you roll a 6, if
        …"): two conditions, which the card structures do not join — not read."""
        if "if" in items[0] and len(items) > 2:
            raise NotRead("if", "a die's result and a condition in one trigger", "event_trigger")
        return dict(super().event_trigger(items))  # type: ignore[misc]


def other_results(outcomes: list[Step], steps: list[Step]) -> list[Step]:
    """ "Otherwise, [Y]" after a roll's results: Y on each run of the faces no result names
    (6.5.e, 7.3.33.b); refused when they name every face (nothing is left for Y)."""
    named = {n for o in outcomes for n in range(int(o["low"]), int(o["high"]) + 1)}
    runs: list[list[int]] = []
    for face in FACES:
        if face in named:
            continue
        if runs and runs[-1][-1] == face - 1:
            runs[-1].append(face)
        else:
            runs.append([face])
    if not runs:
        raise NotRead("otherwise", "the results before name every face of a die", "die_outcome")
    return [{"low": r[0], "high": r[-1], "effect": deepcopy(steps)} for r in runs]
