"""The semantic functions of the grammar's "what a step does x how many x who chooses"
section (issue 30; the audit is benchmarks/chooser_audit.py): the atomic actions of 7.3 a
player does with every amount and every chooser the cards print."""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step


class ChosenOutputSemantics(SemanticsBase):
    """Steps a player does, in every amount, whoever does them."""

    def discard_your_zone(self, items: list[Any]) -> Step:
        """ "Discard your hand / your Reserve": every card there when the step happens
        (7.3.7.a; 3.2.4, 3.2.10) — nothing chosen."""
        zone = str(items[-1]).lower()
        if zone not in ("hand", "reserve"):
            raise NotRead(zone, f"discarding your {zone} is not read yet", "discard_your_zone")
        return {"action": "discard", "subject": f"cards_in_your_{zone}"}

    def its_controller_acting(self, _: list[Any]) -> str:
        """ "Its controller [step]": who controls what "it" names (1.4.7.b, 6.1.e)."""
        return "its_controller"

    def its_owner_acting(self, _: list[Any]) -> str:
        """ "Its owner [step]": who owns what "it" names (1.4.7.b, 1.1.3.c)."""
        return "its_owner"
