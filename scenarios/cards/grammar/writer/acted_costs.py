"""The writer's words for the block "amounts and references: the cost of the object the step
before acted on" (issue 30), in the cards' own style: "Sacrifice a Character. If you do,
target Character gains X boosts, where X is the sacrificed Character's Hand Cost" (6.5.f,
2.2.7.a, 2.2.8.a), so the round trip (``tests/cards_grammar/test_round_trip_acted_costs.py``)
covers it. ``None`` for any other step (the main writer then tries its own words)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from scenarios.cards.grammar.semantics.acted_costs import ACTED_COUNTS

Step = dict[str, Any]
Words = Callable[[Step], str]

PARTICIPLES = {
    "sacrifice": "sacrificed",
    "discard": "discarded",
    "return": "returned",
    "send": "sent",
    "put": "put",
    "ready": "readied",
}
"""The participle of "for each [noun] [participle] this way" per step (7.3.36, 7.3.7, 7.3.32):
said after a cost here, after the step before by ``writer.composed_steps``."""
_COSTS = {per: f"{cost.capitalize()} Cost" for cost, per in ACTED_COUNTS.items()}
_TWO = re.compile(r"\b(?:two|2)\b")


def acted_cost_words(step: Step, clause: Words, lower: Callable[[str], str]) -> list[str] | None:
    """ "[X]. If you do, [Y with X], where X is the [participle] [noun]'s [cost]" for a step
    whose one follow-up counts the cost of what it acted on; ``None`` otherwise."""
    then = step.get("then") or []
    if len(then) != 1 or then[0].get("per") not in _COSTS:
        return None
    participle = PARTICIPLES.get(str(step.get("action")))
    noun = _noun(step)
    follow = then[0]
    if participle is None or noun is None or follow.get("amount") != 1 or "per_plus" in follow:
        return None
    first = {k: v for k, v in step.items() if k != "then"}
    most = f", up to a max of {follow['max_total']}" if follow.get("max_total") else ""
    amountless = {k: v for k, v in follow.items() if k not in ("per", "max_total")}
    said = clause(amountless | {"amount": 2})
    if len(_TWO.findall(said)) != 1:
        return None
    with_x = _TWO.sub("X", said)
    cost = _COSTS[follow["per"]]
    return [
        clause(first),
        f"If you do, {lower(with_x)}, where X is the {participle} {noun}'s {cost}{most}",
    ]


def _noun(step: Step) -> str | None:
    """The noun the step's one object is said with: "Character", "Permanent" or "card"."""
    subject = str(step.get("subject", ""))
    types = (step.get("filter") or {}).get("types")
    if types == ["Permanent"]:
        return "Permanent"
    if subject.startswith("a_character") and not step.get("filter"):
        return "Character"
    if subject.startswith("a_card") and not step.get("filter"):
        return "card"
    return None
