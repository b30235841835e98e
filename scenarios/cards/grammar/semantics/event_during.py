"""The semantic function of "When [event] during [the] [Phase] —" (6.3.b): the event only
in that phase (4.2.a) — "When you Resupply during the Afternoon", "When my Expedition moves
forward during Dusk" (at Progress, 4.2.4, not by an effect in the Afternoon). Read for the
events the engine keeps to a phase (``scenarios.cards.trigger_options.DURING_TRIGGERS``);
any other, or a phase said twice, is left by hand."""

from __future__ import annotations

from typing import Any

from lark import Token

from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.tree import Condition


class EventDuringSemantics(SemanticsBase):
    """A trigger's event kept to one phase."""

    def event_during_trigger(self, items: list[Any]) -> dict[str, Any]:
        from scenarios.cards.trigger_options import DURING_TRIGGERS

        event, phase, *rest = items
        fields = dict(event)
        allowed = {t.value for t in DURING_TRIGGERS}
        if fields.get("trigger") not in allowed or "during" in fields:
            raise NotRead("during", "this event during a phase is not read yet", "event_during")
        if not isinstance(phase, Token):
            raise NotRead("during", "this phase is not read yet", "event_during")
        fields["during"] = lx.PHASES[phase.lower()]
        conditions = [c for c in rest if isinstance(c, Condition)]
        if conditions:
            fields["if"] = conditions[0].card_text()
        return fields
