"""ie39 (issue 30, session 39): constructions an unseen set left unread (section "ie39" of
``altered.lark``; siblings in tests/cards_grammar/sentences_numbered_keywords.py).

* "You may pay {1} to have it gain 2 Ember counters": having an object gain counters is the
  object gaining them (7.3.18.a; 7.3.15.a, 2.5.f) — as "to have it gain 1 boost" reads.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from scenarios.cards.grammar.semantics.base import SemanticsBase

Step = dict[str, Any]


class Ie39Semantics(SemanticsBase):
    """Semantic functions of the block "ie39" of altered.lark."""

    def ie39_have_gain_counters(self, items: list[Any]) -> Step:
        """ "Have [object] gain N [name] counters": the object does the step (7.3.18.a)."""
        parts = [i for i in items if not (isinstance(i, Token) and i.type == "COUNTER_NAME")]
        name = next(i for i in items if isinstance(i, Token) and i.type == "COUNTER_NAME")
        obj, amount = parts[0], parts[-1]
        gained = self.gain_counters([obj, amount, name])  # type: ignore[attr-defined]
        return {"action": "have_do", "do": gained}
