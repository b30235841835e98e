"""A set's own mechanics said in the card language (issue 30, gram50).

A set's keyword action is read by its definition, the reminder text the set prints with it
(scenarios/cards/printed/reminded_keywords.py, 2.2.12.c); that reminder may say again what
its target may be ("Target card you control in play gains 1 Ember counter. This can't target
Hero cards."), read here. A set's counters take any capitalised name, in every counter
construction — "Put N [name] counters on [object]" among them (7.3.15.a).
"""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.tree import Sentence

Step = dict[str, Any]


class SetMechanicSemantics:
    """Semantic functions of the block "a set's own mechanics" of altered.lark."""

    if False:  # pragma: no cover - the rule these say again (steps.py)

        def gain_counters(self, items: list[Any]) -> Step: ...

    def this_cant_target_heroes(self, _: list[Any]) -> Sentence:
        return Sentence([], "target_limit", "this_cant_target_heroes")

    def put_counters(self, items: list[Any]) -> Step:
        """ "Put N [name] counters on [object]" (7.3.15.a): the object gains them (2.5.f)."""
        amount, name, obj = items[0], items[1], items[-1]
        return self.gain_counters([obj, amount, name])


def check_target_limit(last: Step) -> None:
    """A "This can't target Hero cards." sentence checked against the step before it (the
    last step said, inside a "then" / "otherwise" follow-up): that step chooses a target
    among objects, which a Hero never is (a Hero stays in its Hero zone, 3.2.6; a target is
    chosen in play or in a named zone, 3.1.4.a, 6.5.b), so the sentence says a rule again
    and adds nothing. After a step with no target, or one that could name a Hero, it is
    refused."""
    step = last
    while isinstance(step.get("otherwise") or step.get("then"), list):
        follow = step.get("otherwise") or step.get("then")
        if not follow or not isinstance(follow[-1], dict):
            break
        step = follow[-1]
    subject = str(step.get("subject", ""))
    if not subject.startswith("target_") or "hero" in subject:
        raise NotRead(
            "this can't target",
            "'This can't target Hero cards' follows no step choosing a target among objects",
            "this_cant_target_heroes",
        )
