"""The semantic functions of the grammar's block "ib" of ``altered.lark`` (issue 30, session 38):
spending counters as a cost, from another object or under a condition.

* "{T}, Spend 2 Ember counters from a Character you control: [effect]" (``ib_spend_from_cost``):
  a quick action's cost (1.2.5.a) spending counters of a name (7.3.38.a; boosts are counters,
  2.5.1.a). "from me" is the bearer's own counters, as "Spend N of my …" reads (the cost's
  ``spend``); "from a / an [object]" is one object the player chooses as they declare the
  quick action (5.1.2.c) among those with enough counters of that name (7.3.38.b, 6.1.g) — a
  cost step chosen in the declaration (``steps``, as "Sacrifice a Character" is). With no such
  object the quick action cannot be played: a cost is paid in full or not at all (1.2.5.c,
  6.4.c). "from [among] Characters you control" with N of 2 or more (session 41) is N in all,
  the counters divided among them as the player chooses in the declaration (5.1.2.c, 6.1.g;
  counters_from_group.py), paid in full or not at all (7.3.38.b, 6.4.c). A target (a cost
  chooses no target: targets are an effect's, 6.5.b) or "up to" is refused.
* "If [condition], [you may] spend … to [Y]" (``ib_if_to_clause``, ``ib_if_may_to_clause``):
  the spend a cost of Y never forced (1.2.5.b, 6.4.b), as "[You may] spend … to [Y]" reads
  (:mod:`.limits_spends_seen`), governed by the condition as "If [condition], [X]" is
  (6.5.d): checked once as the step would happen. Another first step is refused, not finally:
  the older readings of the card text take it.
"""

from __future__ import annotations

from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step
from scenarios.cards.grammar.tree import Sentence

_SPENT = "spend_counters"
"""The step a spend is read as (7.3.38.a)."""


def _refused_cost(reason: str) -> NotRead:
    return NotRead("spend", reason, "ib_spend_from_cost")


class IbSpendSemantics(SemanticsBase):
    """A spend as a quick action's cost from another object; a conditioned spend "to" a step."""

    @v_args(meta=True)
    def ib_spend_from_cost(self, meta: Meta, items: list[Any]) -> tuple[str, Any]:
        """ "Spend N [name] counters / boosts from [object]" before a quick action's colon:
        my own (``spend``) or one chosen object's (a cost step, 1.2.5.a, 5.1.2.c)."""
        step: Step = self.spend_named_counters(meta, items)  # type: ignore[attr-defined]
        subject = str(step.get("subject") or "")
        if subject == "self":  # "from me": as "Spend N of my [name] counters" (7.3.38.a)
            return ("spend", (step["amount"], step["counter"]))
        if "target" in subject.split("_"):
            raise _refused_cost(
                "a cost that spends from a target is read by hand: a cost chooses no target, "
                "targets are chosen for an effect's steps (6.5.b, 5.1.2.c)"
            )
        if step.get("in_all") and isinstance(step.get("amount"), int):
            # session 41: N in all from among a group, divided as the player chooses as they
            # declare the quick action (5.1.2.c, 6.1.g), paid in full (7.3.38.b, 6.4.c)
            return ("steps", step)
        if step.get("in_all") or not subject.startswith("a_"):
            raise _refused_cost(
                "counters spent as a cost from several objects, divided among them as the "
                "player chooses, are not paid by the engine yet (read by hand): its cost pays "
                "counters from one chosen object only (7.3.38.a, 5.1.2.c)"
            )
        if not subject.startswith("a_") or set(step) - {
            "action",
            "subject",
            "filter",
            "amount",
            "counter",
        }:
            raise _refused_cost(
                "this spend as a cost is read by hand: only counters spent from me or from one "
                "object the player chooses are paid (7.3.38.a, 5.1.2.c)"
            )
        if not isinstance(step["amount"], int) or step["amount"] < 1:
            raise _refused_cost("this number of counters spent as a cost is read by hand (2.5.h)")
        return ("steps", step)

    def ib_if_to_clause(self, items: list[Any]) -> Sentence:
        """ "If [condition], spend … to [Y]": the spend "to" Y (a cost never forced, read by
        ``to_clause``), governed by the condition (6.5.d)."""
        condition, first, then = items
        _spend_first(first)
        sentence: Sentence = self.to_clause([first, then])  # type: ignore[attr-defined]
        return self._governed(condition, sentence)

    def ib_if_may_to_clause(self, items: list[Any]) -> Sentence:
        """ "If [condition], you may spend … to [Y]": "You may spend … to [Y]" (6.4.b, 6.5.f)
        governed by the condition (6.5.d)."""
        condition, first, then = items
        _spend_first(first)
        sentence: Sentence = self.may_to_clause([first, then])  # type: ignore[attr-defined]
        return self._governed(condition, sentence)

    def _governed(self, condition: Any, sentence: Sentence) -> Sentence:
        """The steps of ``sentence`` under "If [condition]," (``if_clause``, 6.5.d)."""
        governed: Sentence = self.if_clause([condition, sentence.steps])  # type: ignore[attr-defined]
        return governed


def _spend_first(first: list[Step]) -> None:
    """Refuse (not finally) a first part that is not one spend: whether another step is a
    cost of Y is left to the older readings (6.4.b)."""
    if len(first) != 1 or first[0].get("action") != _SPENT:
        raise NotRead(
            "to",
            "'If [condition], [X] to [Y]' is read here only when X spends counters (6.4.b)",
            "ib_if_to_clause",
        )
