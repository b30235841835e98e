"""The semantic function of "When a [card] leaves your discard pile [during the Phase]"
(6.3.b): a card of its controller's discard pile (3.2.3) moving to another zone — returned
to a hand, played from there, put in a Reserve — once per card (6.3.g), narrowed to a card
type or sub-type, in a phase if said (the engine's flow triggers,
``engine.pipeline.flow_triggers``)."""

from __future__ import annotations

from typing import Any

from lark import Token

from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.semantics.object_filters import _filter
from scenarios.cards.grammar.tree import Description

_KINDS = frozenset({"card", "Character", "Permanent", "Spell"})


class LeavingZoneSemantics(SemanticsBase):
    """A card leaving its controller's discard pile."""

    def ev_leaves_your_discard_pile(self, items: list[Any]) -> dict[str, Any]:
        (another, d), *phase = items
        if not isinstance(d, Description) or another or d.controller or d.token or d.played:
            raise NotRead("leaves", "this card leaving a discard pile is not read yet")
        if len(d.types) > 1 or not set(d.types) <= _KINDS:
            raise NotRead("leaves", "this card leaving a discard pile is not read yet")
        # where=True: a place said ("in my Expedition") is in the filter, and refused below
        flt = _filter(d, types=[t for t in d.types if t != "card"], where=True)
        if set(flt) - {"types", "subtypes"}:
            raise NotRead("leaves", "this card leaving a discard pile is not read yet")
        fields: dict[str, Any] = {"trigger": "card_leaves_your_discard_pile"}
        if flt:
            fields["filter"] = flt
        if phase and isinstance(phase[-1], Token):
            fields["during"] = lx.PHASES[phase[-1].lower()]
        return fields
