"""The semantic functions of the grammar block "bans" (issue 30, g5): "can't switch
Expeditions" said of the bearer, of a group (a passive ability, 2.3.1.b) or of the objects a
step acts on for a time (an Emblem-Ongoing, 2.2.15.a). To switch Expeditions is to send an
object from one Expedition to the other of the same player (7.3.39.a): that atomic action
on those objects is impossible (1.4.1.a: "can't" beats "can"), and not performed (1.4.1.c)
— as "can't be sacrificed" and "can't gain boosts" read (``cant_be``)."""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.semantics.base import SemanticsBase, Step
from scenarios.cards.grammar.semantics.cr_vocabulary import cant_be
from scenarios.cards.grammar.semantics.cr_words_more import _cant_for_a_time, _split

SWITCH = "switch_expeditions"
"""The restricted atomic action (engine ActionKind.SWITCH_EXPEDITIONS, 7.3.39.a)."""


class BanSemantics(SemanticsBase):
    """ "[I / group / object] can't switch Expeditions [for a time]" (1.4.1.a, 7.3.39.a)."""

    def g5_i_cant_switch(self, _: list[Any]) -> dict[str, Any]:
        return cant_be([SWITCH], None, yours=False)

    def g5_group_cant_switch(self, items: list[Any]) -> dict[str, Any]:
        return cant_be([SWITCH], items[0], yours=False)

    def g5_your_group_cant_switch(self, items: list[Any]) -> dict[str, Any]:
        return cant_be([SWITCH], items[0], yours=True)

    def g5_object_cant_switch_for(self, items: list[Any]) -> Step:
        obj, *rest = (i for i in items if i is not None)
        return _cant_for_a_time(obj, [SWITCH], _split(rest)[1], "g5_object_cant_switch_for")

    def g5_object_cant_switch_for_first(self, items: list[Any]) -> Step:
        """The duration said first (2.2.15.a): read as said last."""
        duration, obj = (i for i in items if i is not None)
        return self.g5_object_cant_switch_for([obj, duration])
