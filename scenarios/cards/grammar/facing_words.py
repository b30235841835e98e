"""ga (session 33, issue 30): "the Expedition facing mine" in the grammar's words.

"Mine" after "the Expedition(s) facing" is "my Expedition": the Expedition facing mine is the
Expedition facing the one the bearer is in — "the Expedition facing me" (1.2.3.c; for a
Gigantic bearer, in both of its controller's Expeditions, the Expeditions facing each of them,
7.4.4.b, 7.4.4.g). It is said so in every slot "the Expedition facing me" fills (a trigger's
place, a target's place, a count's place, a condition's subject) by one rewording of the
lexer's fold pass (:mod:`.folds`), as "the Expedition facing my Expedition" is
(:mod:`.expedition_words`). Only right after "Expedition(s) facing": "if it is facing mine"
keeps its words (a condition on the Expedition "it" names, read by the grammar).
"""

from __future__ import annotations

from scenarios.cards.grammar.folds import Rewording, Words


def _facing_mine(t: Words) -> int:
    """ "the Expedition facing mine" -> "the Expedition facing me" (1.2.3.c, 7.4.4.g)."""
    i, low = t.at, t.low
    if low[i + 1 : i + 2] != ["mine"] or low[i - 1 : i] not in (["expedition"], ["expeditions"]):
        return 0
    t.said.append(t.printed[i])
    _, start, end = t.printed[i + 1]
    t.said.append(("me", start, end))
    return 2


FACING_WORDS = (
    Rewording("the Expedition facing mine (1.2.3.c)", frozenset({"facing"}), _facing_mine),
)
"""The wording of the module docstring."""
