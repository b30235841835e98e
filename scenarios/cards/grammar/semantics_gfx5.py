"""The semantic functions of the grammar's "gfx5 (session 5)" section (``altered.lark``,
issue 30): steps whose choices another player makes ("Target opponent sabotages", 1.4.7.b),
costs in several parts inside an effect ("You may exhaust me and spend 3 of my Arcane
counters to …", 6.4.a, 6.4.c), exchanging objects (7.3.12) and moving counters between
objects (2.5.f, 2.5.g). One function per rule, into the card structures the library uses."""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics_base import SemanticsBase, Step

_OPPONENT = frozenset({"opponent_each", "target_opponent"})
"""The player phrases naming the opponent ("each opponent", "your opponent", "target
opponent"): in a game of two players, the other one (1.2.1.b)."""


class Gfx5Semantics(SemanticsBase):
    """Who chooses, costs in several parts, exchanges and moves."""

    # ------------------------------------------------------------- who chooses (1.4.7.b)
    def player_sabotages(self, items: list[Any]) -> Step:
        """ "Target opponent / Each opponent / Your opponent sabotages" (7.3.35.a): the
        opponent discards up to one target card in a Reserve — they choose it, as the player
        the effect names does the action (1.4.7.b; 6.1.g: decisions are the controller's
        "unless specified otherwise"). Another player phrase ("each player", "target player",
        "its controller") would have each player, or a player chosen first, sabotage: the
        engine has no such step, so it is not read."""
        who = str(items[0])
        if who == "controller":
            return {"action": "sabotage"}
        if who not in _OPPONENT:
            raise NotRead("sabotages", "this player's Sabotage is not read yet", "player_sabotages")
        return {"action": "sabotage", "subject": "target_reserve_card", "opponent_does": True}
