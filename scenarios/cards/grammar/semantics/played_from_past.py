"""The play event in the past tense (issue 30, gram44): "if I was [not] played from Reserve".

"When I'm played from Reserve" (the present, a Reaction's event, 7.1.1.c) and "if I was
played from Reserve" (the past, a condition) name one event: the card played from that zone
(5.1.2.d) becoming the object that is in play. The object remembers where it was played from
(engine.pipeline.zone_change), which the condition reads (ConditionKind.I_WAS_PLAYED_FROM).
"""

from __future__ import annotations

from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.tree import Condition


def _one_expedition(said: str, rule: str) -> None:
    """Refuse "joined my Expedition": which of the two Expeditions a Character joined is not
    kept in the history (7.5.10.a), only that it joined one of the controller's."""
    if "my expedition" in said.lower():
        raise NotRead(
            "my Expedition",
            "which Expedition a Character joined earlier is not kept, only that it joined one "
            "of yours",
            rule,
        )


class PlayedFromPastSemantics(SemanticsBase):
    """Semantic functions of the play and the join in the past tense."""

    @v_args(meta=True)
    def joined_this_period_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "[a Character] joined your Expeditions this [period]" (7.5.10.a), kept as said."""
        said = self._span(meta)
        _one_expedition(said, "joined_this_period_cond")
        return Condition(said)

    @v_args(meta=True)
    def joined_in_period(self, meta: Meta, _: list[Any]) -> tuple[str, str]:
        """ "[Characters] that joined your Expeditions this Day": a qualifier only counts
        read, kept as said (evaluate/time_past.py counts them)."""
        said = self._span(meta)
        _one_expedition(said, "joined_in_period")
        return ("counted_only", said)

    @v_args(meta=True)
    def i_was_played_from_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "I was [not] played from [your] Reserve / hand": kept as "i was [not] played from
        reserve", the words the engine reads (scenarios/cards/condition_texts.py)."""
        words = self._span(meta).lower().replace("wasn't", "was not").split()
        if words[1] == "am":
            raise NotRead("am", "'I am played from' is no condition: 'I was played from'", "be")
        negated = "not" in words
        zone = words[-1]
        return Condition(f"i was {'not ' if negated else ''}played from {zone}")
