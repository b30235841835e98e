"""Semantics of the grammar's "outputs that compose" section (issue 30).

* A duration said first — "Until the end of the turn, target Character gains Tough 1",
  "This Day, Characters your opponents play cost {1} more" — is the same duration said
  after the step (2.2.15.a): each fronted rule is read by the rule that takes the duration
  last, with the duration moved there (:data:`FRONTED`), so both word orders give one
  reading and the writer prints the order the cards print most.
* "[cards] you play / your opponents play / each player plays cost {N} more / less [for a
  time]": an Emblem-Ongoing (2.2.2.m) altering the cost of the cards that group names as
  they are played (5.1.2.f) until it ends (2.2.15.a) — the passive's group (who plays the
  cards said in the group), for a time.
"""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step
from scenarios.cards.grammar.semantics.cost_alterations_and_modes import _for_a_time
from scenarios.cards.grammar.tree import Description

FRONTED: dict[str, str] = {
    "played_cost_for_a_time_first": "played_cost_for_a_time",
    "your_cards_cost_for_a_time_first": "your_cards_cost_for_a_time",
    "others_cards_cost_for_a_time_first": "others_cards_cost_for_a_time",
    "ignore_abilities_first": "ignore_abilities",
    "take_control_for_a_time_first": "take_control_for_a_time",
    "gain_keyword_for_a_time_first": "gain_keyword_for_a_time",
    "lose_keyword_for_a_time_first": "lose_keyword_for_a_time",
    "object_cant_be_for_first": "object_cant_be_for",
    "object_cant_gain_for_first": "object_cant_gain_for",
    "object_loses_cant_gain_for_first": "object_loses_cant_gain_for",
    "lose_cant_gain_for_first": "lose_cant_gain_for",
}
"""Each rule with its duration said first, and the rule that reads it said last."""

_OBJECT_WORDS = frozenset({"it", "its", "they", "them", "their", "that", "those"})
"""Words with which a condition speaks of the objects a step acts on ("if it's a Mage", "if
that Expedition is ahead"): checked only after the step chose them (6.5.b)."""


def names_the_objects(condition: str) -> bool:
    """Whether ``condition`` speaks of an object a step before it acts on (6.3.i)."""
    return bool(set(condition.lower().replace("'", " ").split()) & _OBJECT_WORDS)


_WHO_PLAYS = (" you play", " your opponents play", " an opponent plays", " each player plays")


def _duration_last(rule: str) -> Any:
    """The semantic function of the fronted ``rule``: the duration (its first item) moved
    last, then read by the rule that says it there (2.2.15.a: one duration, either order)."""

    def read(self: SemanticsBase, items: list[Any]) -> Any:
        duration, *rest = items
        return getattr(self, rule)([*rest, duration])

    read.__name__ = rule + "_first"
    read.__doc__ = f'The duration said first, read as "{rule}" reads it said last (2.2.15.a).'
    return read


class OutputsComposeSemantics(SemanticsBase):
    """The "outputs that compose" section's rules (method name = rule or alias name)."""

    def played_cost_for_a_time(self, items: list[Any]) -> Step:
        """ "Characters your opponents play cost {1} more this turn": the group names who
        plays the cards (5.1.2.f; only a card's owner plays it); a group that does not —
        "Characters cost {1} more this turn" — is refused (whose cards is not said)."""
        group, mana, direction, duration = items
        said = f" {group.words} " if isinstance(group, Description) else ""
        if not any(f"{who} " in said for who in _WHO_PLAYS):
            raise NotRead(
                "cost",
                "whose cards cost more or less for a time is not said",
                "played_cost_for_a_time",
            )
        return _for_a_time(group, mana, direction, duration)


for _fronted, _last in FRONTED.items():
    setattr(OutputsComposeSemantics, _fronted, _duration_last(_last))
