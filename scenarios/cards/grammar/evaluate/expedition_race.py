"""The engine's reading of the Expedition race (a mixin of
:class:`~scenarios.cards.grammar.evaluate.conditions._Evaluator`; gram83): "[Expedition] is
ahead of / behind / tied with / in contact with [Expeditions]" becomes an
``EXPEDITION_STATE`` condition whose ``scope`` is the subject, ``positions`` / ``in_contact``
the relation and ``against`` / ``against_each`` the Expeditions it is said against
(engine.reading.expedition_race: 7.5.2.a-c, 7.5.9.a). "I'm in {V} or {M}" is one of the
bearer's Expeditions in one of them (7.5.8.c)."""

from __future__ import annotations

from typing import Any

from lark import v_args
from lark.tree import Meta

from engine.state.cards import Condition, ConditionKind, Counted
from engine.state.conditions import ExpeditionScope
from scenarios.cards.grammar.evaluate.expedition_conditions import counted_expedition_scope
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.semantics.expedition_race import FACING

_VERBS = ("is", "are", "isn't", "aren't", "am", "was", "i'm")
_SEVERAL = (ExpeditionScope.EACH_YOURS, ExpeditionScope.ONE_OF_YOURS)


class ExpeditionRaceEvaluator(SemanticsBase):
    """Engine conditions for an Expedition said against other Expeditions (7.5.2, 7.5.9)."""

    @v_args(meta=True)
    def expedition_race_cond(self, meta: Meta, items: list[Any]) -> Condition:
        relation = next(i for i in items if isinstance(i, dict))
        if relation["against"] == FACING:  # "the opposing Expedition": the one facing it
            relation = {**relation, "against": "", "against_each": False}  # 7.5.2.a-c
        words = self._said_words(meta)  # type: ignore[attr-defined]
        scope = _subject_scope(words)
        negated = any(w in ("not", "isn't", "aren't") for w in words)
        if negated and scope in _SEVERAL:  # "both are not ahead of …": neither, or not both?
            raise NotRead("not", "'not' said of several Expeditions is not evaluated")
        if relation["against"] == ExpeditionScope.MY and scope == ExpeditionScope.MY:
            raise NotRead("my expedition", "an Expedition said against itself")
        return Condition(
            ConditionKind.EXPEDITION_STATE,
            scope=scope,
            negated=negated,
            text=self.printed,  # type: ignore[attr-defined]
            **relation,
        )

    @v_args(meta=True)
    def your_expeditions_counted(self, meta: Meta, items: list[Any]) -> Condition:
        """ "for each of your Expeditions that is ahead of an opponent's Expedition": the
        controller's Expeditions in that race, counted (``Counted.YOUR_EXPEDITIONS``, 6.5.i);
        any other state of theirs as the older count reads it."""
        relation = next((i for i in items if isinstance(i, dict)), None)
        if relation is None:
            older: Condition = super().your_expeditions_counted(meta, items)  # type: ignore[misc]
            return older
        if relation["against"] == FACING:  # "ahead of the opposing Expedition": the facing one
            relation = {**relation, "against": "", "against_each": False}
        return Condition(
            ConditionKind.COUNT,
            counted=Counted.YOUR_EXPEDITIONS,
            text=self.printed,  # type: ignore[attr-defined]
            **relation,
        )

    @v_args(meta=True)
    def i_in_terrains_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "I'm in {V} or {M}": at least one of my Expeditions in one of them, "in {V} and
        {M}" in a region with each (7.5.8.b-c)."""
        words = self._said_words(meta)  # type: ignore[attr-defined]
        if "was" in words:  # where I was before the event: not kept (6.3.k)
            raise NotRead("was", "'was in' a terrain is not evaluated")
        found: Condition = self._expedition(words, ExpeditionScope.ME)  # type: ignore[attr-defined]
        return found

    @v_args(meta=True)
    def i_in_terrain_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "I'm in a region with {O}" (the lexer's "I'm in {O}"): one of my Expeditions is
        (7.5.8.c)."""
        return self.i_in_terrains_cond(meta, _)  # type: ignore[no-any-return]


def _subject_scope(words: list[str]) -> str:
    """The Expedition(s) the subject's words name, before the verb."""
    if words[:1] == ["i'm"] or words[:2] in (["i", "am"], ["i", "was"]):
        if "was" in words[:2]:  # where I was before the event: not kept (6.3.k)
            raise NotRead("was", "'I was' said of an Expedition is not evaluated")
        return ExpeditionScope.ME
    subject = words[: next(k for k, w in enumerate(words) if w in _VERBS)]
    if subject == ["my", "expedition"]:
        return ExpeditionScope.MY
    if subject[:3] == ["one", "of", "your"]:
        return ExpeditionScope.ONE_OF_YOURS
    if subject[-1:] == ["expeditions"]:
        return ExpeditionScope.EACH_YOURS
    return counted_expedition_scope(subject) or ExpeditionScope.MY
