"""A choice a step makes at random (6.5.j): "Discard a card from your hand at random".

"Some steps specify that a choice should be made randomly. In that case, players must use a
method that ensures equal probability for all possible outcomes. No player may influence the
result of a random selection." (6.5.j). The options are those the choice would offer just
before the step (6.1.g: an impossible option is none); the engine does not draw among them —
as for a die (7.3.33.a, engine/steps/dice.py), the table does, and the judge enters what the
draw gave, on the same decision a player's choice would be (``choose``), asked of the player
whose step it is, its prompt saying it is drawn at random and citing 6.5.j. The answer is
said "drawn at random for p2: …", never "p2 chooses".
"""

from __future__ import annotations

__all__ = ["random_words"]


def random_words(words: str) -> str:
    """The words asking a choice ("choose", "choose 2 cards") as a random draw, before what
    the step does: "draw at random (…) and enter what [to discard for X]" (6.5.j)."""
    rest = words.removeprefix("choose").strip()
    drawn = f"draw {rest} at random" if rest else "draw at random"
    return f"{drawn} (every option equally likely; no player chooses) and enter which"
