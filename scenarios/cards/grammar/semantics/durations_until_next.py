"""The reader's semantics of the end points a card may print beyond the three durations
(issue 30, gram110): "until the next Noon" (over as that phase next begins, 4.2.a) and "until
your next turn" (over as the Emblem's controller takes their next turn, 4.2.3.d) — each an end
point the event that creates the Emblem-Ongoing defines (2.2.15.c), kept as the card format's
duration words (:data:`scenarios.cards.vocabulary.DURATIONS`)."""

from __future__ import annotations

from typing import Any

from lark import Token

from scenarios.cards.grammar.semantics.base import SemanticsBase

END_POINTS = (
    "until the next Morning",
    "until the next Noon",
    "until the next Afternoon",
    "until the next Dusk",
    "until the next Night",
    "until your next turn",
)
"""The end points beyond the three durations, as this module's rules return them: a rule
that takes a duration and refuses any but the three (2.2.15.a) takes these too where the
engine ends its Emblem-Ongoing by the duration alone (engine.day.tasks.end_durations)."""


class DurationsUntilNextSemantics(SemanticsBase):
    """One function per end-point rule of the section "gram110"."""

    def g110_next_phase_time(self, items: list[Token]) -> str:
        """ "until [the start of] the next [phase]": over as that phase next begins."""
        phase = next(str(t) for t in items if isinstance(t, Token) and t.type == "PHASE")
        return f"until the next {phase.capitalize()}"

    def g110_your_next_turn_time(self, _: list[Any]) -> str:
        """ "until [the start of] your next turn": over as its controller takes it."""
        return "until your next turn"
