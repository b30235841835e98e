"""The engine's reading of the board conditions of the section "triggers and conditions"
(a mixin of :class:`~scenarios.cards.grammar.evaluate.conditions._Evaluator`): "if there is
an [[Asleep]] Character in play" counts the objects in play whoever controls them
(``Counted.IN_PLAY``, 3.1.4.a), narrowed by the description. Words the engine cannot
evaluate are refused (NotRead), never guessed."""

from __future__ import annotations

from typing import Any

from lark import v_args
from lark.tree import Meta

from engine.state.cards import Condition, ConditionKind, Counted
from engine.state.enums import CardType
from scenarios.cards.grammar.evaluate.count_words import count_bounds
from scenarios.cards.grammar.evaluate.described_filters import it_filter, object_filter
from scenarios.cards.grammar.semantics.base import SemanticsBase


class InPlayConditionEvaluator(SemanticsBase):
    """Engine conditions for "there is / are [count] [description] [in play]"."""

    printed: str

    @v_args(meta=True)
    def there_are_in_play_cond(self, meta: Meta, items: list[Any]) -> Condition:
        """The objects in play of the description (3.1.4.a), between the count's bounds
        ("a": one or more, "no": none, "two or more")."""
        from scenarios.cards.grammar.semantics.object_filters import _describe

        low, high = count_bounds(self._span(meta).split()[2:])  # after "there is / are"
        d = _describe([i for i in items if isinstance(i, tuple)])
        return Condition(
            ConditionKind.COUNT,
            counted=Counted.IN_PLAY,
            filter=object_filter(d, False),
            at_least=low,
            at_most=high,
            text=self.printed,
        )

    @v_args(meta=True)
    def it_first_created_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """No token the controller created (a Character, if "token Character" is said)
        came from a step before the one that created "it", this Day or this turn (7.3.5.a,
        4.1, 4.2.3, 6.1.f)."""
        words = self._span(meta).lower().split()
        day = words[-1] == "day"
        kind = (
            ConditionKind.FIRST_CREATED_THIS_DAY if day else ConditionKind.FIRST_CREATED_THIS_TURN
        )
        return Condition(
            kind,
            card_type=CardType.CHARACTER if "character" in words else None,
            text=self.printed,
        )

    @v_args(meta=True)
    def it_was_a_cond(self, meta: Meta, items: list[Any]) -> Condition:
        """What "it" names has that type, sub-type or printed cost wherever it is now —
        as it was (2.2.1.i, 6.3.j): the engine's "it's a …" (``IT_MATCHES``)."""
        from scenarios.cards.grammar.semantics.in_play_conditions import printed_only
        from scenarios.cards.grammar.tree import Description

        printed = printed_only(items, self._span(meta))
        d = next(i for i in items if isinstance(i, Description))
        # a token, a status: what it was as it last existed, before the event (6.3.j, 6.3.k)
        return Condition(
            ConditionKind.IT_MATCHES, any_of=(it_filter(d),), past=not printed, text=self.printed
        )

    @v_args(meta=True)
    def it_versus_your_expeditions_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """Each Expedition "it" names farther from (closer to) its starting region than
        each of the controller's Expeditions (7.5.2.a-b)."""
        said = "behind" if "behind" in self._span(meta).lower().split() else "ahead"
        return Condition(
            ConditionKind.IT_VERSUS_YOUR_EXPEDITIONS, positions=(said,), text=self.printed
        )

    @v_args(meta=True)
    def it_in_play_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "it's [still] in play": an object "it" names (6.3.i) is in the Expedition or
        Landmark zone (3.1.4.a) — still that object: one that left play is a new object "it"
        does not name (1.4.4.a, 2.1.d); "no longer" / "not" negates."""
        words = self._span(meta).replace("isn't", "is not").split()
        return Condition(
            ConditionKind.IT_IN_PLAY,
            negated="not" in words or "longer" in words,
            text=self.printed,
        )
