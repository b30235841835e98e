"""The semantic functions of "still there" (issue 30, session 41): "if it's still in your
Reserve", "if it is still in its owner's Reserve" — a condition on the object "it" names
(6.3.i), checked as the step it governs would happen (6.5.d), as "if it's still in play" is
(:mod:`.delayed_conditions`).

The effect that moved an object to a visible zone finds the new object there (2.1.f), through
every move it made itself (2.1.g): "Send target Character to Reserve. At Dusk, if it's still
in your Reserve, discard it" — "it" is the card in the Reserve. "Still" says no more than the
rules do: once it moves again it is a new object (2.1.d) that "it" no longer names, and the
condition does not hold. A card goes to its owner's Reserve (3.1.2.c): "its owner's",
"their" and "a" say any player's Reserve, "your" the controller's — said as one card text,
"it's in your Reserve" / "it's in a Reserve" (the engine's reading:
``evaluate/still_there.py``).

"if I'm still in play": the object "I" is (7.2.1) is in play (3.1.4.a) and still that object
— "I" back in play since is a new object (2.1.d); said "I'm still in play".

Refused by name: "still in [a] hand" — a card in a Hand is no object (2.1.a, a hidden zone),
which "it" cannot find (2.1.f); "still in that / its / your Expedition" — the Expedition it was
in when the effect was made (or one of two of yours), which the engine keeps for no later step.
"""

from __future__ import annotations

from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.tree import Condition


def yours_said(words: list[str]) -> bool:
    """Whether the Reserve of a condition's words ("it's still in your Reserve") is "your"
    one (the controller's) rather than any player's."""
    return "your" in words


class StillThereSemantics(SemanticsBase):
    """ "it's [still] in [whose] Reserve"; a hand and "that Expedition" refused."""

    @v_args(meta=True)
    def it_in_zone_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "it's [still] in your Reserve" -> "it's in your Reserve"; "in its owner's / their /
        a Reserve" -> "it's in a Reserve" (3.1.2.c: a card goes to its owner's)."""
        words = self._span(meta).lower().split()
        if words[-1] == "hand":
            raise NotRead(
                "hand",
                "a card in a hand is no object (2.1.a): the effect cannot find it there "
                "(2.1.f) — whether it is still in the hand is read by hand",
                "it_in_zone_cond",
            )
        return Condition(f"it's in {'your' if yours_said(words) else 'a'} Reserve")

    @v_args(meta=True)
    def it_in_that_expedition_cond(self, meta: Meta, _: list[Any]) -> Condition:
        raise NotRead(
            "expedition",
            "whether it is still in the Expedition it was in is not kept for a later step "
            "(read by hand; 2.1.f, 6.5.d)",
            "it_in_that_expedition_cond",
        )

    @v_args(meta=True)
    def i_am_in_play_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "I'm still in play", "I am still in play" (3.1.4.a, 2.1.d); "I was still in play" (where
        "I" was before an event, 6.3.k) is refused by name."""
        if "was" in self._span(meta).lower().split():
            raise NotRead(
                "was",
                "whether I was in play before the event is not read (read by hand; 6.3.k)",
                "i_am_in_play_cond",
            )
        return Condition("I'm still in play")
