"""The reader's semantics of conditions on moments (issue 30, gram102) — the grammar block
"places, moments and players" of ``altered.lark``: the Day's number, "this is the first Day"
(4.1.j; a new Day begins with each Morning, 4.1). The condition is kept as its words (the
card structures evaluate condition texts, :mod:`scenarios.cards.condition_texts`); the
engine reads them back with the same rules
(:mod:`scenarios.cards.grammar.evaluate.place_moment_conditions`). An Expedition of the
controller holding objects ("your Hero Expedition has two or more Characters", 7.5.5.b) is
kept as "there are … in your Hero Expedition", the words the engine evaluates. The block's
other places ("the Expedition facing me has …", "ahead of mine", "in my Hero Expedition")
share the rules of the older conditions they say again."""

from __future__ import annotations

from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.tree import Condition


class PlaceMomentConditionSemantics(SemanticsBase):
    """ "this is the first Day": kept as its words; "your Hero Expedition has …" as "there
    are … in your Hero Expedition"."""

    @v_args(meta=True)
    def day_number_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "if this is the first Day", "if it's not the second Day": which Day of the game it
        is (4.1.j)."""
        return Condition(self._span(meta))

    @v_args(meta=True)
    def expedition_has_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "your Hero Expedition has two or more Characters": the objects in that Expedition
        (7.5.5.b), kept as "there are two or more Characters in your Hero Expedition" — the
        words the engine evaluates; "your [sub-type] Expedition" other than Companion is no
        Expedition ("Companion" is also a sub-type)."""
        words = self._span(meta).split()
        at = words.index("has")
        place, held = words[:at], words[at + 1 :]
        if place[0] == "your" and place[1] not in ("hero", "companion", "other"):
            raise NotRead(place[1], f"'your {place[1]} Expedition' is not an Expedition")
        return Condition(f"there are {' '.join(held)} in {' '.join(place)}")
