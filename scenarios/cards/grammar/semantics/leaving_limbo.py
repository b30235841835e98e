"""The semantic function of "When a [card] [you control / an opponent controls] leaves
Limbo" (6.3.b).

A card is in Limbo only while it is played (3.2.8.a Remark): it leaves Limbo at the end of
its resolution — a Character or Expedition Permanent to the Expedition zone, a Landmark
Permanent to the Landmark zone, a Spell to the Reserve or the discard pile — and that step
is the one "When a card is played" Reactions are activated by (5.1.2.l). So "When a Spell
you control leaves Limbo" is "When you play a Spell": the card's controller is the player
who played it (5.1.2.a). Tokens never are in Limbo (they are created where they go, 7.3.5.a):
"a token … leaves Limbo" is refused by the played card's filter.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.semantics.object_filters import _played_filter
from scenarios.cards.grammar.tree import Description


class LeavingLimboSemantics(SemanticsBase):
    """A card leaving Limbo: the step of its play's end (5.1.2.l)."""

    def ev_leaves_limbo(self, items: list[Any]) -> dict[str, Any]:
        """ "When a / another [card] you control / an opponent controls leaves Limbo": the
        play of such a card by that player (5.1.2.l); without a controller, by any player."""
        another, d = items[0]
        if not isinstance(d, Description) or d.played:
            raise NotRead("leaves limbo", "this card leaving Limbo is not read yet")
        flt = _played_filter(replace(d, controller=None), bool(another))
        fields: dict[str, Any] = {"trigger": "you_play_a_card"}
        if d.controller == "opponent":
            if another:  # never me: "another" says nothing a reading could keep
                raise NotRead("another", "'another' card of an opponent's is not read yet")
            fields["trigger"] = "opponent_plays_a_card"
        elif d.controller is None:
            fields["player"] = "any"  # either player's (1.2.2), as "a player plays" reads
        if flt:
            fields["filter"] = flt
        return fields
