"""The reader's semantics of restrictions and delayed steps for a time (issue 30, session 33
"gd"): the block "gd" of altered.lark.

- "The Expedition facing me / mine can't move forward / backward [duration]" (and the
  duration said first): an Emblem-Ongoing whose "can't" (1.4.1.a) names the Expedition facing
  the source's (1.2.3.c), found as the step happens and bound to the Emblem then (6.5.b,
  2.2.2.m), for any duration the targeted Expedition's step takes (2.2.15.a, 2.2.15.c). At
  Dusk, whether an Expedition moves forward is Progress (4.2.4.b); the "can't" beats it.
- "At the end of this turn / this Afternoon, [steps]": the moment "At the end of the turn /
  the Afternoon" names (4.2.3.e).
- Refused with the judge's reason: a restriction "during the next [phase]" (it begins later:
  no duration, 2.2.15.a) and an end "of their next turn" (another player's turn: the engine
  keeps only the Emblem's controller's next turn, 4.2.3.d-e).

"At the start of your next turn, [steps]" is read since gr (session 35,
semantics/next_moments.py): done as that player starts a new turn (4.2.3.e), before its
first turn effect (4.4.b).
"""

from __future__ import annotations

from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step

FACING = "the_expedition_facing_me"
"""The step's subject: the Expedition facing the source's (1.2.3.c), found as it happens."""


def _cant_move(duration: str, way: str) -> Step:
    ongoing = {"duration": duration, "cant": f"Expeditions can't move {way}"}
    return {"action": "ongoing", "ongoing": ongoing, "subject": FACING}


class TimeRestrictionSemantics(SemanticsBase):
    """One function per rule of the block "gd"."""

    def gd_facing_cant_move_for(self, items: list[Any]) -> Step:
        """ "The Expedition facing me can't move forward this Day" (1.4.1.a, 1.2.3.c)."""
        return _cant_move(str(items[-1]), "forward")

    def gd_facing_cant_move_back_for(self, items: list[Any]) -> Step:
        """ "The Expedition facing me can't move backward this turn" (7.3.24, 1.4.1.a)."""
        return _cant_move(str(items[-1]), "backward")

    def gd_facing_cant_move_first(self, items: list[Any]) -> Step:
        """ "This Day, the Expedition facing me can't move forward": as said after."""
        return _cant_move(str(items[0]), "forward")

    @v_args(meta=True)
    def gd_delayed_at_end_of_this(self, meta: Meta, items: list[Any]) -> list[Step]:
        """ "At the end of this turn / this Afternoon, [steps]": as the turn the effect
        happens in ends, or once all players have passed (4.2.3.e); the end of this Day or of
        another phase is not read (no event ends them, 4.2.b)."""
        from scenarios.cards.grammar.semantics.phase_slots import delayed_at_the_end

        return delayed_at_the_end(
            self._span(meta), items[-1], self._printed(meta), "gd_delayed_at_end_of_this"
        )

    @v_args(meta=True)
    def gd_during_next_phase(self, meta: Meta, _: list[Any]) -> str:
        """ "during the next Dusk": a change that begins later, at that phase — no duration
        (2.2.15.a: this turn, this Afternoon, this Day), and "this Day" would also forbid the
        moves before it (7.3.25.a) — refused, naming the words."""
        said = self._printed(meta)
        raise NotRead(
            said,
            f"'{said}' begins later, at that phase: no duration (2.2.15.a: this turn, this "
            "Afternoon or this Day) — resolve by hand; at Dusk, Progress decides who moves "
            "forward (4.2.4.b)",
            "gd_during_next_phase",
        )

    @v_args(meta=True)
    def gd_their_next_turn(self, meta: Meta, _: list[Any]) -> str:
        """ "until the end of their next turn": over with another player's turn (4.2.3.d-e);
        the engine keeps only the Emblem controller's next turn (2.2.15.c) — refused; gj:
        "their" read, bound to the opponents the step names
        (semantics/opponent_turn_durations.py)."""
        said = self._printed(meta)
        from scenarios.cards.grammar.semantics.opponent_turn_durations import their_said

        if (theirs := their_said(said)) is not None:
            return theirs
        raise NotRead(
            said,
            f"'{said}': over with another player's next turn, not the effect's controller's "
            "(4.2.3.d-e, 2.2.15.c) — resolve by hand",
            "gd_their_next_turn",
        )
