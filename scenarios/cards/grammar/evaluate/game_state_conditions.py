"""The engine's reading of the conditions on the game's state (a mixin of
:class:`~scenarios.cards.grammar.evaluate.conditions._Evaluator`): the regions between the
controller's two Expeditions (``Counted.REGIONS_BETWEEN``, 7.5), the controller's Hero
(``Counted.YOUR_HERO``, 3.2.6), what "it" named before the event (6.3.k, 6.3.j) and a status
condition going on with "or [status]" (2.4). Words the engine cannot evaluate are refused
(NotRead), never guessed."""

from __future__ import annotations

from typing import Any

from lark import Token, v_args
from lark.tree import Meta

from engine.state.cards import Condition, ConditionKind, Counted, ObjectFilter
from engine.state.enums import Phase, Status
from engine.state.records import replace
from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.evaluate.count_words import count_bounds
from scenarios.cards.grammar.evaluate.described_filters import object_filter
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.tree import Condition as WordsCondition


def _status(token: Any) -> Status:
    return Status(lx.STATUSES[str(token).lower()])


class GameStateConditionEvaluator(SemanticsBase):
    """Engine conditions for the block "conditions, amounts and choices: the game's state"."""

    printed: str

    @v_args(meta=True)
    def regions_between_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """The regions strictly between the controller's Hero and Companion Expeditions
        (7.5; 0 when they share a region or are adjacent), between these bounds."""
        words = self._span(meta).split()
        low, high = count_bounds(words[2:])  # after "there are"
        return Condition(
            ConditionKind.COUNT,
            counted=Counted.REGIONS_BETWEEN,
            at_least=low,
            at_most=high,
            text=self.printed,
        )

    @v_args(meta=True)
    def your_hero_status_cond(self, meta: Meta, items: list[Any]) -> Condition:
        """ "your Hero is [not] / was [not] [status]": the Hero in the controller's Hero zone
        (3.2.6.b) has it — now, or before the event in the past tense (6.3.k)."""
        words = self._span(meta).replace("n't", " not").split()
        flt = ObjectFilter(statuses=frozenset({_status(items[-1])}))
        return Condition(
            ConditionKind.COUNT,
            counted=Counted.YOUR_HERO,
            filter=flt,
            at_least=1,
            negated="not" in words,
            past="was" in words,
            text=self.printed,
        )

    @v_args(meta=True)
    def it_had_counters_cond(self, meta: Meta, items: list[Any]) -> Condition:
        """ "it had 2 or more boosts": "it has …" before the event (6.3.k) — on the object as
        it last was if it no longer exists (6.3.j)."""
        found: Condition = self.it_has_counters_cond(meta, items)  # type: ignore[attr-defined]
        return replace(found, past=True)

    def it_was_not_status_cond(self, items: list[Any]) -> Condition:
        """ "it wasn't exhausted": "it was [status]" negated (6.3.k, 6.5.d)."""
        return Condition(
            ConditionKind.IT_HAS_STATUS,
            status=_status(items[-1]),
            past=True,
            negated=True,
            text=self.printed,
        )

    def status_or_cond(self, items: list[Any]) -> Condition:
        """ "[object] is [status] or [status]": the same condition with either status (2.4)
        — one status said of one object, not negated ("not Exhausted or Asleep" is refused:
        neither, or not both?)."""
        first, other = items[0], items[-1]
        if isinstance(first, WordsCondition):  # a rule whose words the engine reads itself
            from scenarios.cards.condition_texts import condition_of

            first = condition_of(first.card_text())
        if not isinstance(first, Condition) or not isinstance(other, Token):
            raise NotRead(self.printed, "this condition is not one the engine evaluates")
        if first.negated:
            raise NotRead("or", "'not [status] or [status]' is not read")
        if first.kind in (ConditionKind.STATUS, ConditionKind.IT_HAS_STATUS):
            second = replace(first, status=_status(other))
        elif first.kind == ConditionKind.ANY_OF and all(
            p.kind in (ConditionKind.STATUS, ConditionKind.IT_HAS_STATUS) for p in first.parts
        ):
            # "Exhausted or Anchored or Asleep": one more status of the same object
            second = replace(first.parts[0], status=_status(other))
            return replace(first, parts=(*first.parts, second))
        elif (
            first.kind == ConditionKind.COUNT
            and first.counted == Counted.YOUR_HERO
            and first.filter is not None
            and len(first.filter.statuses) == 1
        ):
            second = replace(
                first, filter=replace(first.filter, statuses=frozenset({_status(other)}))
            )
        else:
            raise NotRead("or", "'or [status]' after this condition is not read")
        return Condition(ConditionKind.ANY_OF, parts=(first, second), text=self.printed)

    def expedition_contains_cond(self, items: list[Any]) -> Condition:
        """The objects in the Expedition facing me (the opponent's, 1.2.3.c) or in my
        Expedition (7.5.5.b) fitting the description, between the count's bounds."""
        counted = items[-1]
        facing = "facing" in self.printed.lower().split()
        d = counted.description
        if d.controller or d.in_my_expedition or d.facing_me or counted.another:
            raise NotRead("contains", "this description in an Expedition is not counted here")
        flt = replace(object_filter(d, False), facing_me=facing)
        return Condition(
            ConditionKind.COUNT,
            counted=Counted.OPPONENT_CONTROLS if facing else Counted.MY_EXPEDITION,
            filter=flt,
            at_least=counted.at_least,
            at_most=counted.at_most,
            text=self.printed,
        )

    def phase_cond(self, items: list[Any]) -> Condition:
        """ "it's Dusk": the Day is in that phase (4.2.a)."""
        phase = next(i for i in items if isinstance(i, Token) and i.type == "PHASE")
        return Condition(
            ConditionKind.PHASE, phase=Phase(lx.PHASES[str(phase).lower()]), text=self.printed
        )

    @v_args(meta=True)
    def your_expeditions_counted(self, meta: Meta, _: list[Any]) -> Condition:
        """The controller's Expeditions in the state said (7.5.2, 2.4.3, 7.5.8.b, 7.5.9.a),
        counted (``Counted.YOUR_EXPEDITIONS``, 6.5.i); "not" is refused."""
        from engine.state.conditions import ExpeditionScope

        words = self._span(meta).replace("that's", "that is").split()
        state: Condition = self._expedition(words, ExpeditionScope.EACH_YOURS)  # type: ignore[attr-defined]
        if state.negated:
            raise NotRead("not", "counting Expeditions that are not so is not read")
        return replace(state, kind=ConditionKind.COUNT, counted=Counted.YOUR_EXPEDITIONS, scope="")

    def was_played_this_turn_cond(self, items: list[Any]) -> Condition:
        """The cards any player played this turn (``Counted.PLAYED_THIS_TURN``, 5.1.2.k),
        described by what a card played still is: type, sub-type, Hand Cost."""
        gone: Condition = self._gone(  # type: ignore[attr-defined]
            items[0], Counted.PLAYED_THIS_TURN, controller=False
        )
        return gone
