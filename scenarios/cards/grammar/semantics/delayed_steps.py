"""gr (session 35, issue 30): delayed steps in every slot a step takes — "If [c], at the next
Dusk, [steps]", "If you do, at the start of your next turn, [steps]", "Then, at the end of the
turn, [steps]", "[X], then at the next Night, [steps]" — with "you may" after the moment ("At
the next Dusk, you may draw a card"), and the moments "the start of the next Day" (the Day's
first phase, Morning, next begins: 4.2.a, 4.2.b) and "the start of your opponent's next turn"
(4.2.3.e, 1.2.1.b).

Each is the Emblem-Ongoing of :func:`~.phase_slots._delayed` (2.2.2.m): made as the step
happens — under the clause's condition, checked then (6.5.d), or only if the optional step
before was done (6.5.f) — whose Reaction does the steps at that moment. "It" in them is what
the step before acted on, bound as the Emblem is created (6.3.i): a card that has since
changed zones is a new object (2.1.d), and the engine says the step finds nothing.
"""

from __future__ import annotations

from typing import Any, cast

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step

_PHASES = ("morning", "noon", "afternoon", "dusk", "night")


def moment_of(words: list[str]) -> str:
    """The card format's ``at`` of a delayed step's moment words ("at the next dusk", "at the
    start of your opponent's next turn", lower case, before the comma)."""
    said = " ".join(words)
    if "next turn" in said:
        if "opponent's" in said:
            return "start of your opponent's next turn"
        return "end of your next turn" if " end " in f" {said} " else "start of your next turn"
    if " end " in f" {said} ":
        return "end"  # the end of the turn / Afternoon: phase_slots.delayed_at_the_end
    if said.endswith("next day"):
        return "Morning"  # a Day's first phase (4.2.a): its beginning is the Day's
    phase = next((w for w in reversed(words) if w in _PHASES), None)
    if phase is None:
        raise NotRead(said, f"'{said}' is no moment the engine knows", "gr_delayed")
    return phase.capitalize()


class GrTimeSemantics(SemanticsBase):
    """The rules of the grammar block "gr (session 35)"."""

    if False:  # the methods of the composed class this one relies on (typing only)

        def may_clause(self, items: list[Any]) -> Any: ...

    @v_args(meta=True)
    def gr_delayed(self, meta: Meta, items: list[Any]) -> list[Step]:
        """A delayed step "At [moment], [steps]" in any slot (module docstring)."""
        from scenarios.cards.grammar.semantics.phase_slots import _delayed, delayed_at_the_end

        printed = self._printed(meta)
        text = printed[:1].upper() + printed[1:]
        span = self._span(meta)
        words = span.split(",")[0].split()
        steps = cast(list[Step], items[-1])
        at = moment_of(words)
        if at == "end":
            return delayed_at_the_end(span, steps, text, "gr_delayed")
        return _delayed(steps, at, text)

    def gr_may_body(self, items: list[Any]) -> list[Step]:
        """ "you may [steps]" after a delayed step's moment: asked as the steps would happen
        (6.5.c), as "You may [steps]" reads."""
        return list(self.may_clause(items).steps)

    @v_args(meta=True)
    def gr_until_next_rest(self, meta: Meta, _: list[Any]) -> str:
        """ "until your next Rest": Rest is a daily effect of Night (4.2.5.b), no player's;
        whether the Emblem is over before Rest acts or after is not said — refused, naming the
        words (as g1's "until the next Rest")."""
        said = self._printed(meta)
        raise NotRead(
            said,
            f"'{said}': whether it is over before or after Rest acts (4.2.5.b) is not said — "
            "resolve by hand",
            "gr_until_next_rest",
        )

    @v_args(meta=True)
    def gr_during_next_turn(self, meta: Meta, _: list[Any]) -> str:
        """ "during your next turn": a change that begins later, not when the Emblem is made —
        no duration the rules give (2.2.15.a, 2.2.15.c); refused, naming the words."""
        said = self._printed(meta)
        raise NotRead(
            said,
            f"'{said}': a change that begins at a later turn is no duration (2.2.15.a, "
            "2.2.15.c) — resolve by hand",
            "gr_during_next_turn",
        )
