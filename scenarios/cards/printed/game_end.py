"""Clauses ending the game: "You win the game" (*Lyra Festival*).

The rules make a player win at Check Victory or in tiebreakers (1.3.3.b, 1.3.3.e); a card
that says "you win the game" lets its player win now, as the step happens (1.4.2.a: a card
allowing what the rules do not takes priority). Only "you" is read: who else a card could
make win is not guessed.
"""

from __future__ import annotations

import re

from scenarios.cards.printed.clauses import Step, clause


@clause(r"you win the game")
def _win(m: re.Match[str], c: str) -> Step:
    return {"action": "win_game"}
