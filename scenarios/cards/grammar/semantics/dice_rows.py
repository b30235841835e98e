"""A die's results as a table of bullets (issue 30, gram82): "Roll a die: • 1-2: Draw a card.
• 3-4: I gain 2 boosts. • 5-6: Create a … token." — the roll (7.3.33.a) and, line by line,
a result and the steps it leads to (7.3.33.b: the subsequent step uses the result of that
roll). The judge enters the result the die shows (the engine asks for it just before the
roll, engine/steps/dice.py; a saved scenario replays it from ``rolls:``), and the outcome
whose range holds it is done. A result no line names does nothing; two lines naming the same
face are refused (which one would be done is not said).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.semantics.it_references import names_it
from scenarios.cards.grammar.tree import Sentence

Step = dict[str, Any]


class DiceRowSemantics(SemanticsBase):
    """Semantic functions of the block "gram82: a die's results as a table of bullets"."""

    if TYPE_CHECKING:  # the rule this one builds on (effect_sentences.py)

        def effect(self, items: list[Sentence]) -> list[Step]: ...

    def die_row(self, items: list[Any]) -> Step:
        """ "• 1-2: [X]": a result and its steps, said as a mode's line is (6.5.g's ● lines)."""
        low, high = next(i for i in items if isinstance(i, tuple))
        sentences = [i for i in items if isinstance(i, Sentence)]
        return {"low": low, "high": high, "effect": self.effect(sentences)}

    def roll_die_rows(self, items: list[Any]) -> Sentence:
        """ "Roll a die: • [result]: [X] • …" (7.3.33.a-b)."""
        rows = [i for i in items if isinstance(i, dict)]
        named: set[int] = set()
        for row in rows:
            faces = set(range(int(row["low"]), int(row["high"]) + 1))
            if faces & named:
                raise NotRead(
                    "•", "two lines of the die's results name the same face", "roll_die_rows"
                )
            named |= faces
        step: Step = {"action": "roll_die", "outcomes": sorted(rows, key=lambda r: int(r["low"]))}
        if any(names_it(s) for r in rows for s in r["effect"]):
            step["subject"] = "it"  # the target chosen before the roll (6.5.b)
        return Sentence([step])
