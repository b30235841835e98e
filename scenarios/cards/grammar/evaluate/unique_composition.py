"""The engine's reading of the conditions of the section "Uniques compose" (a mixin of
:class:`~scenarios.cards.grammar.evaluate.conditions._Evaluator`): "you control A or B" /
"If you control A and B:" as two counts of what the player controls (6.5.d, 1.2.2), and
"it's In Contact" (7.5.9.a-b). A part the engine cannot evaluate refuses the whole
(NotRead), never a guess."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from lark import v_args
from lark.tree import Meta

from engine import CardType
from engine.state.cards import Condition, ConditionKind, Counted
from engine.state.conditions import ExpeditionScope
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase

_CONTROLLED = frozenset({Counted.YOU_CONTROL, Counted.YOUR_LANDMARKS, Counted.OPPONENT_CONTROLS})
"""The counts a control condition makes (``_Evaluator._controlled``)."""


class UniqueCompositionEvaluator(SemanticsBase):
    """Two descriptions under one "control", and "it's In Contact"."""

    printed: str

    if TYPE_CHECKING:  # the evaluator's own helper (evaluate/conditions.py)

        def _controlled(self, counted: Any, whose: str) -> Condition: ...

    def controlled_either_cond(self, items: list[Any]) -> Condition:
        """ "you control A or B": one of the two counts holds (6.5.d)."""
        first, second = self._two(items)
        return Condition(ConditionKind.ANY_OF, parts=(first, second), text=self.printed)

    def if_controlled_both_colon(self, items: list[Any]) -> Condition:
        """ "If you control A and B:": both counts hold — two objects, so only descriptions
        no one object fits both of are read (7.2.1.a; "a Character and a Boosted Character"
        would be one Boosted Character counted twice)."""
        first, second = self._two(items)
        if not _apart(first, second):
            raise NotRead("and", "two descriptions one object may fit both are not read yet")
        return Condition(ConditionKind.ALL_OF, parts=(first, second), text=self.printed)

    unless_controlled_both_colon = if_controlled_both_colon

    def _two(self, items: list[Any]) -> tuple[Condition, Condition]:
        first, counted = items[0], items[-1]
        if not isinstance(first, Condition) or first.kind != ConditionKind.COUNT:
            raise NotRead("or", "only what a player controls is joined with a description")
        if first.counted not in _CONTROLLED or first.negated:
            raise NotRead("or", "only what a player controls is joined with a description")
        if counted.another or counted.description.other:
            raise NotRead("another", "'another' after a joined description is not read yet")
        whose = (
            Counted.OPPONENT_CONTROLS
            if first.counted == Counted.OPPONENT_CONTROLS
            else Counted.YOU_CONTROL
        )
        return first, self._controlled(counted, whose)

    @v_args(meta=True)
    def it_in_either_terrain_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "it's in {O} or {V}": one of "it's in {O}" / "it's in {V}" holds (6.5.d), each
        evaluated as alone (7.5.8.c)."""
        from scenarios.cards.condition_texts import condition_of

        words = self._span(meta).replace("it is", "it's").split()
        terrains = [w for w in words if w.startswith("{")]
        parts = [condition_of(f"it's in {t}") for t in terrains]
        if len(parts) != 2 or any(p is None for p in parts):
            raise NotRead("in", "these terrains are not evaluated")
        return Condition(
            ConditionKind.ANY_OF,
            parts=tuple(p for p in parts if p is not None),
            negated="not" in words,
            text=self.printed,
        )

    @v_args(meta=True)
    def it_has_any_counters_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "it has 2 or more counters": every counter on what "it" names, whatever its
        name, boosts included (2.5.1.a), between the bounds."""
        from scenarios.cards.grammar.evaluate.counters_and_players import bounds

        low, high = bounds(self._span(meta).split()[2:])
        return Condition(
            ConditionKind.IT_HAS_COUNTERS, at_least=low, at_most=high, text=self.printed
        )

    @v_args(meta=True)
    def rolled_this_day_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """A die the controller rolled this Day showed one of the results (7.3.33.a, 4.1):
        results one after another ("a 5 or a 6") only — the engine keeps a range."""
        from scenarios.cards.grammar.semantics.unique_composition import die_faces

        faces = die_faces(self._span(meta))
        if not faces or not faces <= set(range(1, 7)):
            raise NotRead("rolled", "a die shows 1 to 6 (7.3.33.a)")
        low, high = min(faces), max(faces)
        if faces != set(range(low, high + 1)):
            raise NotRead("or", "results that are not one after another are not evaluated")
        return Condition(
            ConditionKind.ROLLED_THIS_DAY, at_least=low, at_most=high, text=self.printed
        )

    @v_args(meta=True)
    def it_in_contact_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "it's In Contact": each thing "it" names — an Expedition in the region of
        another player's (7.5.9.a), a Character or Gear one of whose Expeditions is
        (7.5.9.b)."""
        words = self._span(meta).replace("it is", "it's").split()
        return Condition(
            ConditionKind.EXPEDITION_STATE,
            scope=ExpeditionScope.IT,
            in_contact=True,
            negated="not" in words,
            text=self.printed,
        )


def _apart(first: Condition, second: Condition) -> bool:
    """Whether no one object fits both counts' descriptions: different card types (2.2.1),
    or a Permanent in Landmarks beside one in an Expedition (2.2.3)."""
    a, b = first.filter, second.filter
    if a is None or b is None:
        return False
    types_a = set(a.types) or (
        {CardType.PERMANENT} if first.counted == Counted.YOUR_LANDMARKS else set()
    )
    types_b = set(b.types) or (
        {CardType.PERMANENT} if second.counted == Counted.YOUR_LANDMARKS else set()
    )
    if types_a and types_b and not types_a & types_b:
        return True
    landmarks_a = a.permanents_in_landmarks or first.counted == Counted.YOUR_LANDMARKS
    landmarks_b = b.permanents_in_landmarks or second.counted == Counted.YOUR_LANDMARKS
    return (landmarks_a and b.permanents_in_expeditions) or (
        landmarks_b and a.permanents_in_expeditions
    )
