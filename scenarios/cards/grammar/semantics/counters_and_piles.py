"""Counters and piles (issue 30, gc, session 33): the events of counters said from the
counter's side, and the qualifier of every Discard pile.

- "When a Thread counter is placed on me", "When 2 or more Kelon counters are put on a
  Character you control": gaining counters is their being put on an object (7.3.15.a), read
  as gram94's "When one or more [name] counters are put on [object]" (:mod:`.counter_language`),
  at least N at once (the engine's ``amount``, as "gains N or more" reads; 2.5.a a name a
  set gives, 2.5.1.a a boost is a counter). Exactly N put on at once is not an event the
  engine watches: not read (as "gains 2 counters" is refused).
- "When I have no more Thread counters" / "When [object] has no more …": the last counter of
  that name lost (2.5.g, 2.5.h), read by g6's rules (:mod:`.counter_losses`).
- "in all Discard piles", "in every Discard pile": every player's (3.2.3.a), kept in
  ``counted_only`` as "in each player's Discard pile" — a count reads it
  (:mod:`scenarios.cards.grammar.evaluate.count_conditions`), a target refuses it (g4).
"""

from __future__ import annotations

from typing import Any

from lark import Token, v_args
from lark.tree import Meta

from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.semantics.base import SemanticsBase

EVERY_DISCARD_PILE = "in each player's discard pile"
"""``counted_only`` of "in all / every Discard pile(s)": each player's (3.2.3.a)."""


def _at_least(items: list[Any]) -> int:
    """N of "N or more" / "at least N" (``_gc_at_least``, inlined: its tokens come first)."""
    said = next(str(t) for t in items if isinstance(t, Token) and t.type in ("NUMBER", "NUMWORD"))
    return lx.NUMBERS.get(said.lower(), int(said) if said.isdigit() else 0)


class CountersAndPilesSemantics(SemanticsBase):
    """The rules of the gc block of ``altered.lark``."""

    @v_args(meta=True)
    def gc_counters_put_on(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        """ "When N or more [name] counters / boosts are put / placed on [object] / me"."""
        said = [i for i in items if not (isinstance(i, Token) and i.type in ("NUMBER", "NUMWORD"))]
        on_me = not any(isinstance(i, tuple) for i in said)
        if on_me:
            found: dict[str, Any] = self.ev_counters_put_on_me(said)  # type: ignore[attr-defined]
        else:
            found = self.ev_counters_put_on(said)  # type: ignore[attr-defined]
        return {**found, "amount": _at_least(items)}

    def gc_all_discard_piles(self, _: list[Any]) -> tuple[str, str]:
        return ("counted_only", EVERY_DISCARD_PILE)
