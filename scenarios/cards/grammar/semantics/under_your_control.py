"""The semantic function of "When [another] [Character / Permanent] enters play under your
control" (7.3.10.a): the object you control entering play, as "When a Permanent you control
enters play" reads it (``semantics_received_events``) — "under your control" says who
controls it as it enters (1.2.2)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.tree import Description


class UnderYourControlSemantics(SemanticsBase):
    """An object entering play under its controller's control."""

    if TYPE_CHECKING:  # the received events' section reads the entering itself

        def ev_object_enters_play(self, items: list[Any]) -> dict[str, Any]: ...

    def ev_enters_play_under_your_control(self, items: list[Any]) -> dict[str, Any]:
        another, d = items[0]
        if not isinstance(d, Description) or d.controller:
            raise NotRead("under your control", "whose object enters play is said twice")
        return self.ev_object_enters_play([(another, replace(d, controller="you"))])
