"""The engine's reading of the conditions on a period's events (a mixin of
:class:`~scenarios.cards.grammar.evaluate.conditions._Evaluator`): "you have played a Spell
this Afternoon" counts the controller's plays of this Day's Afternoon
(``Counted.YOU_PLAYED_THIS_AFTERNOON``, 4.2.3, 5.1.2.k); "a Character was sacrificed this
Day" / "you sacrificed a Character this turn" the Characters sacrificed in the period
(``Counted.SACRIFICED_THIS_*``, 7.3.36.a), by any player or by the controller. A sacrificed
card is no longer the object it was: its printed type, sub-types and Hand Cost are read, and
the engine counts Characters only — another description is refused, never guessed."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from engine.state.cards import Condition, ConditionKind, Counted, ObjectFilter
from engine.state.records import replace as record_replace
from scenarios.cards.grammar.evaluate.described_filters import object_filter
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.tree import Description

_SACRIFICED = {
    "turn": Counted.SACRIFICED_THIS_TURN,
    "day": Counted.SACRIFICED_THIS_DAY,
    "afternoon": Counted.SACRIFICED_THIS_AFTERNOON,
}

_NOT_DONE = r"(?:haven't|have not|didn't|did not|hasn't|has not)"
_LEFT_PLAY = {"day": Counted.LEFT_PLAY_THIS_DAY, "afternoon": Counted.LEFT_PLAY_THIS_AFTERNOON}


def _period(printed: str) -> str:
    m = re.search(r"\bthis (\w+)\W*$", printed.lower())
    return m[1] if m else ""


class PastEventEvaluator(SemanticsBase):
    """Conditions on a period's events, as engine conditions."""

    printed: str

    if TYPE_CHECKING:  # the count of cards gone (evaluate/past_conditions.py)

        def _gone(self, counted: Any, where: str, *, controller: bool) -> Condition: ...

    def played_this_phase_cond(self, items: list[Any]) -> Condition:
        """ "you [have] played [cards] this Afternoon" (4.2.3): no card is played in another
        phase as a turn's action, so no other phase is read."""
        if _period(self.printed) != "afternoon":
            raise NotRead(self.printed, "cards are counted as played this turn, Day or Afternoon")
        counted = next(i for i in items if hasattr(i, "description"))
        return self._gone(counted, Counted.YOU_PLAYED_THIS_AFTERNOON, controller=False)

    def sacrificed_this_period_cond(self, items: list[Any]) -> Condition:
        """ "[count] [Characters] [you control] was / were sacrificed this [period]"."""
        return self._sacrificed(items, mine=False)

    def you_sacrificed_cond(self, items: list[Any]) -> Condition:
        """ "you [have] sacrificed [count] [Characters] this [period]": by the controller."""
        return self._sacrificed(items, mine=True)

    def _sacrificed(self, items: list[Any], *, mine: bool) -> Condition:
        where = _SACRIFICED.get(_period(self.printed))
        counted = next(i for i in items if hasattr(i, "description"))
        d: Description = counted.description
        if where is None or d.types != ["Character"]:
            raise NotRead(self.printed, "the engine counts the Characters sacrificed only")
        if mine:
            if d.controller:
                raise NotRead(self.printed, "who controlled what you sacrificed is said twice")
            counted = replace(counted, description=replace(d, controller="you"))
        return self._gone(counted, where, controller=True)

    def it_in_my_expedition_cond(self, _: list[Any]) -> Condition:
        """ "it is in my Expedition": what "it" names is in the bearer's Expedition (6.3.i,
        7.5.5.a) — the engine's "it's a …" with that place (``IT_MATCHES``)."""
        flt = ObjectFilter(in_my_expedition=True)
        return Condition(ConditionKind.IT_MATCHES, any_of=(flt,), text=self.printed)

    def left_play_this_period_cond(self, items: list[Any]) -> Condition:
        """ "[count] [objects] left play this Day / this Afternoon": the objects gone from
        play in the period (7.3.20.a, 4.1, 4.2.3), by their printed parts."""
        where = _LEFT_PLAY.get(_period(self.printed))
        if where is None:
            raise NotRead(
                self.printed, "what left play is kept through a turn, a Day or the Afternoon"
            )
        counted = next(i for i in items if hasattr(i, "description"))
        return self._gone(counted, where, controller=True)

    def not_played_cond(self, _: list[Any]) -> Condition:
        """ "you haven't / didn't play [cards] this [period]": "you have played …" negated."""
        return self._negated(r"play(?:ed)?", "have played")

    def not_sacrificed_cond(self, _: list[Any]) -> Condition:
        """ "you haven't / didn't sacrifice …": "you sacrificed …" negated (7.3.36.a)."""
        return self._negated(r"sacrificed?", "sacrificed")

    def my_expedition_not_moved_cond(self, _: list[Any]) -> Condition:
        """ "my Expedition did not move forward this Day": "… moved forward …" negated."""
        return self._negated(r"move(?:d)?", "moved")

    def _negated(self, verb: str, positive: str) -> Condition:
        """The condition of the positive words, negated (6.5.d); a positive the engine does
        not evaluate is refused."""
        from scenarios.cards.condition_texts import condition_of

        said = " ".join(self.printed.lower().replace("\u2019", "'").split())
        words = re.sub(rf"\b{_NOT_DONE} {verb}\b", positive, said, count=1)
        found = condition_of(words)
        if found is None or words == said:
            raise NotRead(self.printed, "the engine does not evaluate what is negated here")
        return replace(found, negated=not found.negated, text=self.printed)

    def expedition_contains_cond(self, items: list[Any]) -> Condition:
        """ "your other Expedition contains [count] [objects]": the objects in play in the
        controller's Expedition the bearer is not in (7.5.5.a, the filter's
        ``in_your_other_expedition``), between the count's bounds; the other Expeditions
        said so are read as before (evaluate/game_state_conditions.py)."""
        subject = self.printed.lower().split(" contains ", 1)[0].split()
        if "other" not in subject:
            return super().expedition_contains_cond(items)  # type: ignore[misc, no-any-return]
        counted = items[-1]
        d: Description = counted.description
        if d.controller or d.in_my_expedition or d.facing_me or counted.another:
            raise NotRead("contains", "this description in an Expedition is not counted here")
        flt = record_replace(object_filter(d, False), in_your_other_expedition=True)
        return Condition(
            ConditionKind.COUNT,
            counted=Counted.IN_PLAY,
            filter=flt,
            at_least=counted.at_least,
            at_most=counted.at_most,
            text=self.printed,
        )
