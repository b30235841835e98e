"""The reader's semantics of the section "gram112: a change of controller as a trigger's
event" of ``altered.lark`` (issue 30): "When I defect" / "When a Character you control
defects" — moved to the Expedition facing it (7.3.6.a), now that Expedition's player's
(7.5.5.b); "When I change controller" / "When my controller changes" / "When a Character
changes controller" — any event after which the same object has another controller
(7.5.5.b; its owner never changes, 1.1.3.d); "When an opponent / a player takes control of
me" — the bearer taken (7.3.40.a-b); and the replacement "If an opponent would take control
of me, [X] instead" (6.2.b, [Loyal]'s reminder). The trigger's filter describes the object as it was
before the event ("a Character you control defects": yours before it left), as every
trigger's does (6.3.f)."""

from __future__ import annotations

from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.semantics.object_filters import _filter
from scenarios.cards.grammar.semantics.object_subjects import _noun

_IN_AN_EXPEDITION = ("Character",)
"""What defects: an object in an Expedition (7.3.6.a) — a Character (an Expedition
Permanent, 2.2.3, is not read here)."""
_IN_PLAY = ("Character", "Permanent")
"""What changes controller: an object in play, in a zone a player controls (7.5.5.a-b)."""


def _described(items: list[Any], nouns: tuple[str, ...], rule: str) -> dict[str, Any]:
    """The trigger's filter for the object a joiner describes ("a Character you control",
    "another Character"), of one of ``nouns``; :class:`NotRead` for any other."""
    another, d = items[0]
    noun = _noun(d)
    if d.played or noun not in nouns:
        raise NotRead(noun.lower() or "object", "this kind of object is not read here", rule)
    flt = _filter(d, types=[noun], where=True)
    if another:
        flt["another"] = True
    return flt


class ControllerChangeSemantics(SemanticsBase):
    """Defecting, a change of controller and control taken of the bearer, as events."""

    def g112_i_defect(self, _: list[Any]) -> dict[str, Any]:
        """ "When I defect" (7.3.6.a)."""
        return {"trigger": "object_defects", "filter": {"only_me": True}}

    def g112_object_defects(self, items: list[Any]) -> dict[str, Any]:
        """ "When a Character you control defects" (7.3.6.a): once per object (6.3.g)."""
        flt = _described(items, _IN_AN_EXPEDITION, "g112_object_defects")
        return {"trigger": "object_defects", "filter": flt}

    def g112_i_change_controller(self, _: list[Any]) -> dict[str, Any]:
        """ "When I change controller" / "When my controller changes" (7.5.5.b)."""
        return {"trigger": "object_changes_controller", "filter": {"only_me": True}}

    def g112_object_changes_controller(self, items: list[Any]) -> dict[str, Any]:
        """ "When a Character changes controller" (7.5.5.b): once per object (6.3.g)."""
        flt = _described(items, _IN_PLAY, "g112_object_changes_controller")
        return {"trigger": "object_changes_controller", "filter": flt}

    @v_args(meta=True)
    def g112_control_of_me_taken(self, meta: Meta, _: list[Any]) -> dict[str, Any]:
        """ "When an opponent / a player takes control of me" (7.3.40.a-b): the trigger on
        control taken, of the bearer only; "you" never takes it (7.3.40.d)."""
        words = self._span(meta).lower().split()
        player = "opponent" if "opponent" in words[:2] else "any"
        return {"trigger": "you_take_control", "player": player, "filter": {"only_me": True}}

    def g112_control_of_me_replaced(self, items: list[Any]) -> dict[str, Any]:
        """ "If an opponent / a player would take control of me, [X] instead" (6.2.b): the
        replacing modifier on the bearer's control taken (7.3.40.a-b), read as every "If I
        would [event], [X] instead" is; the taker is always another player (7.3.40.d)."""
        event = {"kind": "i", "action": "take_control"}
        return self.replacement([("i",), event, *items])  # type: ignore[attr-defined,no-any-return]
