"""The semantic functions of the grammar's "what a step does x how many x who chooses"
section (issue 30; the audit is benchmarks/chooser_audit.py): the atomic actions of 7.3 a
player does with every amount and every chooser the cards print."""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step, _number
from scenarios.cards.grammar.semantics.object_subjects import _moved
from scenarios.cards.grammar.tree import Object


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
        """ "Its controller [step]": who controls what "it" names (1.4.7.b, 2.1.h)."""
        return "its_controller"

    def its_owner_acting(self, _: list[Any]) -> str:
        """ "Its owner [step]": who owns what "it" names (1.4.7.b, 1.1.3.c)."""
        return "its_owner"

    def _count_chosen(self, verb: str, items: list[Any]) -> Step:
        """ "[verb] two [objects] …": the step on one [object] chosen (6.1.g), that many
        chosen, all of them if fewer (6.5.h); only a choice (never a target or a group)."""
        n, things, *rest = items
        count = _number(n)
        chosen = [Object("chosen", things), *rest]
        moves = {"send_to_reserve": ("send", "reserve"), "return_to_hand": ("return", "hand")}
        if verb in moves:
            step: Step = _moved(*moves[verb], chosen)
        else:
            step = getattr(self, verb)(chosen)
        subject = str(step.get("subject", ""))
        if count < 2 or not subject.startswith("a_") or set(step) & {"up_to", "choose_count"}:
            said = f"{verb.split('_')[0]} {n} of these"
            raise NotRead(str(n), f"'{said}' is not read yet", "count_chosen")
        return {**step, "choose_count": count}

    def exhaust_count(self, items: list[Any]) -> Step:
        """ "Exhaust two Characters you control" (7.3.13.a)."""
        return self._count_chosen("exhaust", items)

    def send_count(self, items: list[Any]) -> Step:
        """ "Send two Characters you control to Reserve" (7.3.37.a)."""
        return self._count_chosen("send_to_reserve", items)

    def return_count(self, items: list[Any]) -> Step:
        """ "Return two Characters you control to their owner's hand" (7.3.32.a)."""
        return self._count_chosen("return_to_hand", items)

    def reveal_your_hand(self, _: list[Any]) -> Step:
        """ "Reveal your hand": every card in it, shown to every player (1.2.7.d, 3.2.4)."""
        return {"action": "reveal", "subject": "cards_in_your_hand"}

    def controlled_by_target_opponent(self, _: list[Any]) -> tuple[str, str]:
        """ "controlled by target opponent": "target opponent controls" (7.5.5.b)."""
        return ("counted_only", "target opponent controls")
