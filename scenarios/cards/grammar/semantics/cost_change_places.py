"""Semantics of the grammar's gram101 block: cost changes (5.1.2.f) composed of where the
card is played from, where it is played into, and what a Spell targets (issue 30).

* "from hand or Reserve": either zone a card is played from (5.1.2.d) — the change is not
  restricted to one; a group "[cards] you play from hand or Reserve" is the cards its
  controller plays (its words, read by :mod:`scenarios.cards.played_cost_places`).
* "in my Expedition", "in the Expedition facing me", "in your Hero / Companion Expedition"
  after "the first [card] you play": the Expedition it is played into, chosen in the
  declaration of intent before costs are paid (5.1.2.c, 5.2.1.a) — :class:`PlayedInto`,
  which :mod:`scenarios.cards.grammar.semantics.nth_played` adds to the Nth played.
* "[Spells] that target …", "… if they target …": a Spell's targets are chosen as it
  resolves (1.2.6.c), after its costs are paid (5.1.2.a), so no cost can depend on them —
  refused in a judge's words, never read without the targets.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from lark import Token

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase

BOTH_ZONES = "hand or reserve"
"""What ``played_from`` gives for "from hand or Reserve" (no zone restriction, 5.1.2.d)."""

TARGETS_UNKNOWN = (
    "a Spell's targets are chosen as it resolves (6.5.b), after its costs are paid "
    "(5.1.2.a): a cost that depends on what it targets cannot be computed"
)


@dataclass(frozen=True)
class PlayedInto:
    """The Expedition a card is played into, as a cost alteration names it: ``place`` is
    "my_expedition", "facing_me", "hero" or "companion" (5.1.2.c, 5.2.1.a)."""

    place: str


class CostChangePlaceSemantics(SemanticsBase):
    """The gram101 block's rules (method name = rule alias)."""

    def either_cost_paid(self, _: list[Any]) -> str:
        """ "from hand or Reserve": either (5.1.2.d)."""
        return BOTH_ZONES

    def you_play_from_either(self, _: list[Any]) -> tuple[str, str]:
        """ "[cards] you play from hand or Reserve": every card its controller plays
        (5.1.2.d: those are the zones a card is played from), as "you play"."""
        return ("played", "next")

    def into_my_expedition(self, _: list[Any]) -> PlayedInto:
        return PlayedInto("my_expedition")

    def into_facing_me(self, _: list[Any]) -> PlayedInto:
        return PlayedInto("facing_me")

    def into_your_hero(self, _: list[Any]) -> PlayedInto:
        return PlayedInto("hero")

    def into_your_companion(self, items: list[Token]) -> PlayedInto:
        """ "in your Companion Expedition" ("Companion" is lexed as a sub-type word)."""
        word = str(items[0]).lower()
        if word != "companion":
            raise NotRead(word, f"'your {word} Expedition' is no Expedition", "played_into")
        return PlayedInto("companion")

    def that_target_played(self, _: list[Any]) -> Any:
        """ "Spells that target …" (1.2.6.c, 5.1.2.a): refused by name."""
        raise NotRead("that target", TARGETS_UNKNOWN, "that_target_played")

    def they_target_played(self, _: list[Any]) -> Any:
        """ "… if they target …" (1.2.6.c, 5.1.2.a): refused by name."""
        raise NotRead("if they target", TARGETS_UNKNOWN, "they_target_played")
