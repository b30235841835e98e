"""The semantic function of "Take control of [object] until end of turn / this turn / this
Day" (7.3.40, 2.2.15): the step "Take control of [object]" reads, with the Emblem-Ongoing's
duration (``ongoing: {duration}``) after which its former controller takes it back
(``engine.pipeline.control_for_a_time``). "Until it leaves play" is no such duration: an
object taken and leaving play is no longer that object (2.1.d); it is refused."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step
from scenarios.cards.grammar.tree import Object

_DURATIONS = frozenset({"this turn", "this Afternoon", "this Day"})


class ControlForATimeSemantics(SemanticsBase):
    """Control taken for a time."""

    if TYPE_CHECKING:  # semantics/effects.py, semantics/taken_objects.py

        def take_control(self, items: list[Object]) -> Step: ...

    def take_control_for_a_time(self, items: list[Any]) -> Step:
        obj, duration = items
        if duration not in _DURATIONS:
            why = f"control taken '{duration}' is not read: only until the end of a turn or Day"
            raise NotRead("take control", why, "take_control_for_a_time")
        return {**self.take_control([obj]), "ongoing": {"duration": duration}}
