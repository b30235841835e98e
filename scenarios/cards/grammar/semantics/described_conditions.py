"""The reader's semantics of conditions said of described objects, of "I" and of a zone
against its limit (6.5.d) — the grammar section "conditions on what is described" of
``altered.lark``: "if two or more Characters you control are [[Anchored]]", "unless each of
your Characters has a boost", "if I'm in your Hero Expedition", "if you have as many cards
in Reserve as your Reserve limit".

A condition is kept as its words (the card structures evaluate condition texts); the engine
reads the words back with the same rules (``evaluate/described_conditions.py``), so what is
said of the objects is made plain data here — :class:`Said` — for both.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from lark import Token, v_args
from lark.tree import Meta

from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.tree import Condition


@dataclass(frozen=True)
class Said:
    """What a condition says of the objects it describes: ``kind`` is "status" (2.4),
    "token" (2.1.e), "expedition" (the Hero or Companion Expedition, 7.5.5.a), "keyword"
    (7.4) or "boosts" (2.5.1, between ``low`` and ``high``); ``negated`` for "isn't",
    "doesn't have"."""

    kind: str
    value: str = ""
    negated: bool = False
    low: int | None = None
    high: int | None = None


def _number(word: str) -> int:
    return int(word) if word.isdigit() else lx.NUMBERS[word]


class DescribedConditionSemantics(SemanticsBase):
    """Conditions on described objects, on "I" and on a zone against its limit (6.5.d)."""

    # ------------------------------------------------------------- the conditions (words)
    @v_args(meta=True)
    def objects_said_cond(self, meta: Meta, _: list[Any]) -> Condition:
        return Condition(self._span(meta))

    @v_args(meta=True)
    def every_object_said_cond(self, meta: Meta, _: list[Any]) -> Condition:
        return Condition(self._span(meta))

    @v_args(meta=True)
    def partitive_said_cond(self, meta: Meta, _: list[Any]) -> Condition:
        return Condition(self._span(meta))

    @v_args(meta=True)
    def any_object_said_cond(self, meta: Meta, _: list[Any]) -> Condition:
        return Condition(self._span(meta))

    @v_args(meta=True)
    def it_said_cond(self, meta: Meta, _: list[Any]) -> Condition:
        return Condition(self._span(meta))

    @v_args(meta=True)
    def i_said_cond(self, meta: Meta, _: list[Any]) -> Condition:
        return Condition(self._span(meta))

    @v_args(meta=True)
    def expeditions_counted_cond(self, meta: Meta, _: list[Any]) -> Condition:
        return Condition(self._span(meta))

    @v_args(meta=True)
    def i_compared_boosts_cond(self, meta: Meta, _: list[Any]) -> Condition:
        return Condition(self._span(meta))

    @v_args(meta=True)
    def first_player_said_cond(self, meta: Meta, _: list[Any]) -> Condition:
        return Condition(self._span(meta))

    @v_args(meta=True)
    def i_have_bounded_cond(self, meta: Meta, _: list[Any]) -> Condition:
        return Condition(self._span(meta))

    @v_args(meta=True)
    def against_limit_cond(self, meta: Meta, _: list[Any]) -> Condition:
        return Condition(self._span(meta))

    # ------------------------------------------------------------- what is said of them
    def state_status(self, items: list[Token]) -> Said:
        return Said("status", lx.STATUSES[str(items[0]).lower()])

    def state_status_or(self, items: list[Token]) -> Said:
        """ "is [[Anchored]] or [[Asleep]]": one of these statuses (2.4)."""
        return Said("statuses", ",".join(lx.STATUSES[str(i).lower()] for i in items))

    def state_in_terrain(self, items: list[Token]) -> Said:
        """ "is in {V}": in an Expedition whose region has that terrain (7.5.8.c)."""
        word = str(items[0]).lower()
        if word not in lx.TERRAINS:
            raise NotRead(word, f"'{word}' is not a terrain")
        return Said("terrain", lx.TERRAINS[word])

    def state_token(self, _: list[Any]) -> Said:
        return Said("token")

    @v_args(meta=True)
    def state_in_expedition(self, meta: Meta, _: list[Any]) -> Said:
        kind = self._span(meta).lower().split()[2]
        if kind not in ("hero", "companion"):  # the kinds of a player's Expeditions (7.2.3.a)
            raise NotRead(kind, f"'your {kind} Expedition' is not an Expedition")
        return Said("expedition", kind)

    @v_args(meta=True)
    def said_state(self, meta: Meta, items: list[Any]) -> Said:
        said: Said = items[-1]
        negated = "not" in self._span(meta).lower().split()
        return Said(said.kind, said.value, negated)

    def said_state_not(self, items: list[Any]) -> Said:
        said: Said = items[-1]
        return Said(said.kind, said.value, True)

    def said_keyword(self, items: list[Any]) -> Said:
        return Said("keyword", _keyword_name(items[-1]))

    def said_keyword_not(self, items: list[Any]) -> Said:
        return Said("keyword", _keyword_name(items[-1]), True)

    @v_args(meta=True)
    def said_boosts(self, meta: Meta, _: list[Any]) -> Said:
        """ "has a boost" / "has no boosts" / "has 2 or more boosts" / "has at most one
        boost": how many boosts it has (2.5.1)."""
        words = self._span(meta).lower().split()[1:-1]  # between "has" and "boost(s)"
        if words in (["a"], ["an"]):
            return Said("boosts", low=1)
        if words == ["no"]:
            return Said("boosts", high=0)
        numbers = [w for w in words if w.isdigit() or w in lx.NUMBERS]
        n = _number(numbers[0])
        if words[:2] == ["at", "least"] or words[-2:] == ["or", "more"]:
            return Said("boosts", low=n)
        if words[:2] == ["at", "most"] or words[-2:] in (["or", "less"], ["or", "fewer"]):
            return Said("boosts", high=n)
        if words[:2] == ["more", "than"]:
            return Said("boosts", low=n + 1)
        if words[:1] in (["fewer"], ["less"]):
            return Said("boosts", high=n - 1)
        return Said("boosts", low=n, high=n)  # a bare number: not read as a bound below

    @v_args(meta=True)
    def said_cost(self, meta: Meta, items: list[Any]) -> Said:
        """ "has Hand Cost {3} or less", "has a Reserve Cost of {2} or more", "has Hand Cost
        {1}": its printed cost (2.2.7, 2.2.8) within these bounds."""
        kind = next(i for i in items if i in ("hand_cost", "reserve_cost", "base_cost"))
        words = self._span(meta).lower().split()
        n = int(next(w for w in words if w.startswith("{")).strip("{}"))
        low = None if words[-1] == "less" else n
        high = None if words[-1] == "more" else n
        return Said("cost", kind, low=low, high=high)


def _keyword_name(token: Any) -> str:
    """A keyword ability's name as the CR spells it (7.4)."""
    word = str(token).lower()
    return lx.KEYWORDS.get(word) or lx.NUMBERED_KEYWORDS[word]
