"""The engine's reading of the conditions on what happened this turn (a mixin of
:class:`~scenarios.cards.grammar.evaluate.conditions._Evaluator`): "you [have] played
[count] [cards] this turn" is a count of the cards the controller played this turn
(``Counted.YOU_PLAYED_THIS_TURN``, 5.1.2.k) by type, sub-type and Hand Cost — a card played
is no longer the object it was in play, so a description of an object in play (a status,
a controller, where it is) is refused, never guessed."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from engine.state.cards import Condition, ConditionKind, Counted, ObjectFilter
from engine.state.conditions import Whose
from engine.state.records import replace as record_replace
from scenarios.cards.grammar.evaluate.count_conditions import bounded_count
from scenarios.cards.grammar.evaluate.described_filters import object_filter
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.tree import Description


class PastConditionEvaluator(SemanticsBase):
    """Conditions on the turn so far, as engine conditions."""

    printed: str

    def played_this_turn_cond(self, items: list[Any]) -> Condition:
        """ "you [have] played [count] [cards] this turn" (5.1.2.k)."""
        return self._gone(items[-1], Counted.YOU_PLAYED_THIS_TURN, controller=False)

    def played_this_day_cond(self, items: list[Any]) -> Condition:
        """ "you [have] played [count] [cards] this Day" (4.1, 5.1.2.k)."""
        return self._gone(items[-1], Counted.YOU_PLAYED_THIS_DAY, controller=False)

    def left_play_this_turn_cond(self, items: list[Any]) -> Condition:
        """ "[count] [objects] left play this turn" (7.3.20.a)."""
        return self._gone(items[0], Counted.LEFT_PLAY_THIS_TURN, controller=True)

    def _gone(self, counted: Any, where: str, *, controller: bool) -> Condition:
        """A count of cards no longer the objects they were: described by their printed
        types, sub-types and Hand Cost (and, with ``controller``, who controlled them)."""
        d: Description = counted.description
        bare = replace(d, types=[], subtypes=[], hand_cost_max=None, hand_cost_min=None)
        if controller:  # what left play: who controlled it, a token or not (2.1.e)
            bare = replace(bare, controller=None, token=False, non_token=False)
        # "if you played another Character / two other Spells this turn": not the bearer's
        # own card (7.2.1.a)
        played = where in (
            Counted.YOU_PLAYED_THIS_TURN,
            Counted.YOU_PLAYED_THIS_DAY,
            Counted.YOU_PLAYED_THIS_AFTERNOON,
        )
        another = counted.another or (played and d.other)
        if played:
            bare = replace(bare, other=False)
        if bare != Description() or (another and not played):
            raise NotRead("this turn", "this description of a card gone is not read yet")
        flt: ObjectFilter = object_filter(replace(d, controller=None), False)
        if another:
            flt = record_replace(flt, another=True)
        if controller and d.controller:  # "[Characters] you control / an opponent controls"
            flt = record_replace(flt, controller=d.controller)
        if controller and (d.token or d.non_token):  # "a token left play this turn" (2.1.e)
            flt = record_replace(flt, tokens=d.token, non_token=d.non_token)
        return bounded_count(counted, where, flt, self.printed)

    def turn_cond(self, _: list[Any]) -> Condition:
        """ "it's [not] your / your opponent's turn": the player taking the Afternoon's
        turn (4.2.3.b)."""
        words = self.printed.lower().replace("it is", "it's").split()
        return Condition(
            ConditionKind.YOUR_TURN,
            negated="not" in words,
            whose=Whose.OPPONENT if "opponent's" in words else "",
            text=self.printed,
        )
