"""A reference back to what the step before moved "this way" (issue 30, session 42): "ready
the card put in your Reserve this way", "that player draws a card for each … ", "return the
Character sacrificed this way …" — the object(s) the step before moved to a new zone, named
in that zone (6.5.b, 6.3.i): a card that changes zones is a new object there (2.1.d), and an
effect that moves a card to a visible zone finds it there (2.1.f).

The reference is "it" / "them" marked with a noun saying how the object was moved
(:func:`scenarios.cards.grammar.references.moved_noun`): only a step that moved an object of
that noun that way introduces it (``references.introduced``); after any other step the
reference names nothing and is refused, as "the card drawn this way" after anything but a
draw is.
"""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.references import moved_noun, said_noun
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.tree import Object


class MovedThisWaySemantics(SemanticsBase):
    """ "the [noun] [put in your Reserve / discarded / sacrificed …] this way"."""

    def way_put_in_reserve(self, _: list[Any]) -> str:
        return "put in reserve"

    def way_returned_to_hand(self, _: list[Any]) -> str:
        return "returned to hand"

    def way_sent_to_reserve(self, _: list[Any]) -> str:
        return "sent to reserve"

    def way_discarded(self, _: list[Any]) -> str:
        return "discarded"

    def way_sacrificed(self, _: list[Any]) -> str:
        return "sacrificed"

    def moved_this_way_one(self, items: list[Any]) -> Object:
        """ "the card put in your Reserve this way": the one object so moved (6.5.b)."""
        return Object("it", refers=moved_noun(said_noun(items[0]), str(items[1])))

    def moved_this_way_many(self, items: list[Any]) -> Object:
        """ "the cards discarded this way": the objects so moved (6.5.b)."""
        return Object("it", plural=True, refers=moved_noun(said_noun(items[0]), str(items[1])))
