"""The reader's semantics of delayed and lasting steps that wait for the NEXT moment of their
kind (issue 30, g1): "until the end of your next turn" (over as the Emblem's controller's next
turn ends, 4.2.3.d-e, 2.2.15.c) in every slot a duration takes, and "At the end of your next
turn, [steps]" — an Emblem-Ongoing (2.2.2.m) whose "At the end of your turn" Reaction waits
for that turn (engine.day.delayed_moments). "At the start of your [opponent's] next turn,
[steps]" (gr, session 35) waits for that player's next new turn (4.2.3.e). "until the next
Rest" is refused with the judge's reason."""

from __future__ import annotations

from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step

END_OF_YOUR_NEXT_TURN = "until the end of your next turn"
"""The duration's words in the card format (scenarios.cards.vocabulary.DURATIONS)."""


class NextMomentSemantics(SemanticsBase):
    """One function per rule of the section "g1"."""

    def g1_end_of_your_next_turn_time(self, _: list[Any]) -> str:
        """ "until / through the end of your next turn": over as the Emblem's controller's
        next turn ends (4.2.3.e), that turn begun after the Emblem is made (4.2.3.d)."""
        return END_OF_YOUR_NEXT_TURN

    @v_args(meta=True)
    def g1_delayed_at_end_of_your_next_turn(self, meta: Meta, items: list[Any]) -> list[Step]:
        """ "At the end of your next turn, [steps]": the Emblem's Reaction "At the end of
        your turn" (4.2.3.e), not activated before its controller takes their next turn."""
        from scenarios.cards.grammar.semantics.phase_slots import _delayed

        return _delayed(items[-1], "end of your next turn", self._printed(meta))

    @v_args(meta=True)
    def g1_delayed_at_start_of_your_next_turn(self, meta: Meta, items: list[Any]) -> list[Step]:
        """ "At the start / beginning of your next turn, [steps]" (gr, session 35): an
        Emblem-Ongoing (2.2.2.m) whose Reaction activates as its controller starts their next
        new turn (4.2.3.e) — after the Emblem is made, whatever the Day — and is played before
        that turn's first turn effect is chosen (4.4.b; engine.day.afternoon)."""
        from scenarios.cards.grammar.semantics.phase_slots import _delayed

        return _delayed(items[-1], "start of your next turn", self._printed(meta))

    @v_args(meta=True)
    def gr_delayed_at_start_of_opponents_next_turn(
        self, meta: Meta, items: list[Any]
    ) -> list[Step]:
        """ "At the start of your opponent's next turn, [steps]" (gr): the same Reaction,
        activated as the Emblem's controller's opponent (1.2.1.b) starts their next turn
        (4.2.3.e)."""
        from scenarios.cards.grammar.semantics.phase_slots import _delayed

        return _delayed(items[-1], "start of your opponent's next turn", self._printed(meta))

    @v_args(meta=True)
    def g1_until_next_rest(self, meta: Meta, _: list[Any]) -> str:
        """ "until the next Rest": Rest is a daily effect of Night (4.2.5.a-b); whether the
        Emblem is over before Rest acts or after is not said — refused, naming the words."""
        said = self._printed(meta)
        raise NotRead(
            said,
            f"'{said}': whether it is over before or after Rest acts (4.2.5.b) is not said — "
            "resolve by hand",
            "g1_until_next_rest",
        )
