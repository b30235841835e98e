"""Conditions asking whether the bearer or what "it" names has a set's own keyword ability
(issue 30, session 41): "If I have [Tether], draw a card.", "If it doesn't have [Tether], …"
(6.5.d, 2.2.12.c) — as "if I have [[Defender]]" is evaluated (described_conditions.py), the
keyword found by its printed name among the abilities the object has (the engine's
``ObjectFilter.set_keywords``, engine/reading/set_keywords_had.py). A reminder restating a
rules keyword's own rule is that rules keyword (7.4.3.b)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from lark import v_args
from lark.tree import Meta

from engine.state.cards import Condition, ObjectFilter
from engine.state.records import replace
from scenarios.cards.grammar.evaluate.described_conditions import bearer_is
from scenarios.cards.grammar.semantics.keyword_qualifiers import set_keyword_had
from scenarios.cards.grammar.tree import Description
from scenarios.cards.vocabulary import ENGINE_KEYWORDS


class SetKeywordConditionEvaluator:
    """The engine conditions of the gram61 block's set-keyword conditions."""

    printed: str

    if TYPE_CHECKING:

        def _span(self, meta: Meta) -> str: ...  # the semantics base's

        def _it_matches(self, d: Description, negated: bool) -> Condition: ...

    @v_args(meta=True)
    def i_set_keyword_cond(self, meta: Meta, items: list[Any]) -> Condition:
        """ "if I have [Tether]": the bearer among the objects in play its controller
        controls, having it (1.2.5, 2.2.12.c) — "don't": not having it."""
        name, rules = set_keyword_had(items)
        flt = ObjectFilter(only_me=True)
        if rules is not None:
            flt = replace(flt, keywords=frozenset({ENGINE_KEYWORDS[rules]}))
        else:
            flt = replace(flt, set_keywords=frozenset({name}))
        return bearer_is(flt, _negated(self._span(meta)), self.printed)

    @v_args(meta=True)
    def it_set_keyword_cond(self, meta: Meta, items: list[Any]) -> Condition:
        """ "if it has [Tether]": what "it" names (6.3.i) has it — "doesn't": has not."""
        name, rules = set_keyword_had(items)
        d = Description(keywords=[rules]) if rules is not None else Description()
        if rules is None:
            d.set_keywords = [name]
        return self._it_matches(d, negated=_negated(self._span(meta)))


def _negated(span: str) -> bool:
    return "not" in span.lower().replace("n't", " not").split()


__all__ = ["SetKeywordConditionEvaluator"]
