"""The engine's reading of the conditions of the section "leaving play" (a mixin of
:class:`~scenarios.cards.grammar.evaluate.conditions._Evaluator`): "[c1] and [c2]" and
"[c1] or [c2]" (6.5.d) — each part mapped to an engine condition on its own; a part the
engine cannot evaluate refuses the whole (NotRead), never a guess."""

from __future__ import annotations

from typing import Any

from lark import v_args
from lark.tree import Meta

from engine.state.cards import Condition, ConditionKind
from engine.state.conditions import ExpeditionScope, Whose
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.tree import Condition as WordsCondition


class JoinedConditionEvaluator(SemanticsBase):
    """Two conditions joined by "and" or by "or" (see altered.lark for where "or" is
    a condition's own word)."""

    printed: str

    @v_args(meta=True)
    def all_of_cond(self, meta: Meta, items: list[Any]) -> Condition:
        return _joined(ConditionKind.ALL_OF, items, self._span(meta))

    @v_args(meta=True)
    def any_of_cond(self, meta: Meta, items: list[Any]) -> Condition:
        """ "[c1] or [c2]": at least one of them holds, each evaluated alone (6.5.d)."""
        return _joined(ConditionKind.ANY_OF, items, self._span(meta))


_ALONE = frozenset(
    {
        ConditionKind.EXPEDITION_AHEAD,
        ConditionKind.EXPEDITION_BEHIND,
        ConditionKind.EXPEDITION_TIED,
        ConditionKind.EXPEDITION_STATE,
        ConditionKind.IT_IS_IN_TERRAIN,
        ConditionKind.I_AM_IN_TERRAIN,
        ConditionKind.ONLY_CHARACTER,
        ConditionKind.DIE_RESULT,
        ConditionKind.ITS_COST_VS_RESULT,
    }
)
"""Conditions the engine looks at with the step's own facts (a Gigantic bearer's two
Expeditions, where a moved object was, the roll noted): read alone only."""


def _joined(kind: str, items: list[Any], words: str) -> Condition:
    parts = [_engine(i) for i in items if not isinstance(i, str)]
    if len(parts) != 2 or not all(isinstance(p, Condition) for p in parts):
        raise NotRead(words, "a part of this condition is not one the engine evaluates")
    if any(p is not None and p.kind in _ALONE and not _yours_only(p) for p in parts):
        # "my Expedition" of a Gigantic "I" that left play, "it was in {V}" of a moved
        # object: looked at by the step itself (6.3.j, 7.4.4.k, 2.1.h), for a lone condition
        raise NotRead(words, "this condition joined with another is not read yet")
    if any(
        p is not None and (p.against_target or p.whose not in ("", Whose.OPPONENT)) for p in parts
    ):
        # a target or the player of what "it" names inside one part: which step chooses
        # it, or whose "it" it is, is not said for the whole (precision first); "an
        # opponent" is the one opponent (1.2.1.b), each part evaluated with it alone
        raise NotRead(words, "a joined condition naming a target is not read yet")
    return Condition(kind, parts=tuple(p for p in parts if p is not None), text=words)


_YOURS = frozenset(
    {
        ExpeditionScope.YOUR_HERO,
        ExpeditionScope.YOUR_COMPANION,
        ExpeditionScope.EACH_YOURS,
        ExpeditionScope.ONE_OF_YOURS,
    }
)
"""Expeditions named by their controller alone ("your Hero Expedition", "each of your
Expeditions", 7.2.3.a, 1.2.3): no step's facts are needed to find them."""


def _yours_only(part: Condition) -> bool:
    """Whether ``part`` looks at the controller's Expeditions named without "my" / "its"
    ("if your Hero Expedition is Ascended"): it reads the same joined as alone."""
    return part.kind == ConditionKind.EXPEDITION_STATE and part.scope in _YOURS


def _engine(part: Any) -> Condition | None:
    """A part as an engine condition: mapped by a rule of the evaluator, or kept as its
    words (the reader's value), which the engine's condition readings evaluate."""
    if isinstance(part, Condition):
        return part
    if isinstance(part, WordsCondition):
        from scenarios.cards.condition_texts import condition_of

        return condition_of(part.card_text())
    return None
