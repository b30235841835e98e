"""Amounts read from the object itself (issue 30, gram37): the amount slot of every counted
step — draw (7.3.9.a), boosts (7.3.17.a), counters (7.3.15.a) — taking what "me" has as the
step happens (6.5.i): a statistic of mine as it is now (2.2.11.b; each boost adds one, 2.5.1.b)
or my number of boosts or [name] counters (2.5.c; boosts are counters, 2.5.1.a).

The amount is kept as the count's words (``per``: "my forest statistic", "my number of
boosts"), which the card structures compile to the engine's count (scenarios/cards/
more_conditions.py, ``Counted.MY_STATISTIC`` / ``Counted.MY_COUNTERS``), one per point.
"""

from __future__ import annotations

from typing import Any

from lark import Token, v_args
from lark.tree import Meta

from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step
from scenarios.cards.grammar.semantics.object_subjects import _subject
from scenarios.cards.grammar.semantics.static import XAmount

_COUNTED = frozenset({"draw", "give_boost", "gain_counters"})
"""The steps whose number an amount of mine says (6.5.i)."""


def _own(step: Step, items: list[Any]) -> Step:
    """``step`` counting the amount of mine ``items`` end with ("my forest statistic"), and
    what "plus N" adds after it (6.5.i)."""
    plus = items[-1] if isinstance(items[-1], int) else 0
    per = items[-2] if plus else items[-1]
    if step.get("action") not in _COUNTED or "per" in step or not isinstance(per, str):
        raise NotRead("my", "this amount of mine is not read yet", "own_amount")
    return {**step, "per": per, **({"per_plus": plus} if plus else {})}


def _statistic(word: str) -> str:
    """ "my {V}" / "my Forest statistic": the count's words of that statistic (2.2.11.b)."""
    terrain = lx.TERRAINS.get(word, word)
    if terrain not in ("forest", "mountain", "water"):
        raise NotRead("my", "which statistic of mine is not said (2.2.11.b)", "own_amount")
    return f"my {terrain} statistic"


class OwnAmountSemantics(SemanticsBase):
    """Amounts of mine in a counted step, rule by rule (the module docstring)."""

    @v_args(meta=True)
    def own_statistic(self, meta: Meta, _: list[Any]) -> str:
        return _statistic(self._span(meta).split()[0].lower())

    def where_x_own_statistic_chain(self, items: list[Any]) -> list[Step]:
        """ "[step with X], where X is my {V} [plus N]": X counted as the step happens, N
        added (6.5.i); "X+2 …, where X is my {V}" adds the 2 the same way."""
        steps = items[0]
        terrain = next(t for t in items if isinstance(t, Token) and t.type == "TERRAIN")
        said_plus = items[-1] if isinstance(items[-1], int) else 0
        found = [i for i, s in enumerate(steps) if isinstance(s.get("amount"), XAmount)]
        if len(found) != 1:
            raise NotRead("where x", "'where X is' names no single amount X", "where_x_chain")
        i = found[0]
        plus = steps[i]["amount"].plus + said_plus
        step = _own({**steps[i], "amount": 1}, [_statistic(str(terrain).lower())])
        return [*steps[:i], {**step, **({"per_plus": plus} if plus else {})}, *steps[i + 1 :]]

    def own_counters(self, items: list[Any]) -> str:
        names = [t for t in items if isinstance(t, Token) and t.type == "COUNTER_NAME"]
        return f"my number of {str(names[0]).lower()} counters" if names else "my number of boosts"

    def draw_equal_own(self, items: list[Any]) -> Step:
        """ "Draw cards equal to my {V}" (7.3.9.a, 6.5.i)."""
        return _own({"action": "draw", "amount": 1}, items)

    def gain_boosts_equal_own(self, items: list[Any]) -> Step:
        """ "[object] gains boosts equal to my number of Sap counters" (7.3.17.a)."""
        return _own({"action": "give_boost", "amount": 1, **_subject(items[0])}, items)

    def gain_counters_equal_own(self, items: list[Any]) -> Step:
        """ "[object] gains [name] counters equal to my {M}" (7.3.15.a)."""
        obj, name = items[0], items[1]
        step = {"action": "gain_counters", "amount": 1, "counter": str(name).capitalize()}
        return _own({**step, **_subject(obj)}, items)
