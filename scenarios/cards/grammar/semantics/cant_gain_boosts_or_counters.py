"""ie40 (issue 30, session 40): constructions a new set left unread (section "ie40" of
``altered.lark``; siblings in tests/cards_grammar/sentences_token_types.py).

* "[group] can't gain boosts or counters": neither atomic action on the group's objects in
  play (1.4.1.a, 2.3.1.b; 7.3.17 boosts, 7.3.15 counters) — the two "can't"s of
  "can't gain boosts" and "can't gain counters" in one passive.
"""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.tree import Description

BOTH = ["gain_boosts", "gain_counters"]
"""The atomic actions "can't gain boosts or counters" makes impossible (1.4.1.a)."""


class Ie40Semantics(SemanticsBase):
    """Semantic functions of the block "ie40" of altered.lark."""

    def ie40_cant_gain_boosts_or_counters(self, items: list[Any]) -> dict[str, Any]:
        """ "[group] can't gain boosts or counters" (1.4.1.a, 2.3.1.b)."""
        from scenarios.cards.grammar.semantics.cr_vocabulary import cant_be

        group = next((i for i in items if isinstance(i, Description)), None)
        return cant_be(BOTH, group, yours=False)

    def ie40_your_cant_gain_boosts_or_counters(self, items: list[Any]) -> dict[str, Any]:
        """ "Your [group] can't gain boosts or counters": of the controller's objects."""
        from scenarios.cards.grammar.semantics.cr_vocabulary import cant_be

        group = next((i for i in items if isinstance(i, Description)), None)
        return cant_be(BOTH, group, yours=True)

    def ie40_i_cant_gain_boosts_or_counters(self, _: list[Any]) -> dict[str, Any]:
        """ "I can't gain boosts or counters": of the bearer (1.4.1.a)."""
        from scenarios.cards.grammar.semantics.cr_vocabulary import cant_be

        return cant_be(BOTH, None, yours=False)
