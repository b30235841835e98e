"""id39 (issue 30, session 39): two results of one passive ability under one condition.

"If I have a Boost counter, I lose [Defender] and I am [Tough 1]", "As long as I'm in {M}, I
have +1 {V} and [Tough 1]", "If you control a token, Characters you control have +1 {V} and
are [Defender]": each result is a passive ability of its own (a characteristic given or taken,
2.3.1.a; a "can't", 1.4.1.a), and the one condition said before or after the sentence applies to
each while it holds (2.3.2.f) — the keyword lists' ``_several`` (numbers_and_distribution.py).
A subject said once is the first result's (the bearer, or the group the sentence names).

A part that needs words said before it ("it is [Gigantic]" naming what the condition found) is
not joined: its reading is the condition's own, refused here rather than run without it.
"""

from __future__ import annotations

import copy
from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.tree import Condition

Passive = dict[str, Any]


def _parts(passive: Passive) -> list[Passive]:
    """The passive abilities one result says: a list's each, a keyword list's each keyword."""
    if "_several" in passive:
        return [q for p in passive["_several"] for q in _parts(p)]
    if "_keywords" in passive:
        return [{"keyword": k} for k in passive["_keywords"]]
    marked = sorted(k for k in passive if k.startswith("_"))
    if marked:
        # "it is [keyword]", "it" an Expedition: named only by the condition's own reading
        raise NotRead("and", "a result naming 'it' joined to another is not read", "id39")
    return [passive]


def joined(*passives: Passive) -> Passive:
    """Several results, one passive ability each (2.3.2.f: each under the condition)."""
    parts = [q for p in passives for q in _parts(p)]
    given = {p["keyword"] for p in parts if "keyword" in p}
    lost = {p["lose_keyword"] for p in parts if "lose_keyword" in p}
    if given & lost:
        word = sorted(given & lost)[0]
        raise NotRead("and", f"'{word}' given and lost at once is not read", "id39")
    return {"_several": parts}


class TwoResultsSemantics(SemanticsBase):
    """ "[result] and [result]" under one condition (see the module doc)."""

    def id39_two_results(self, items: list[Any]) -> Passive:
        """Both results said with their subjects ("I lose X and I am Y")."""
        first, second = items
        return joined(first, second)

    def id39_lost_and(self, items: list[Any]) -> Passive:
        """ "I lose [Defender] and [a whole static]" ("… and I have +1 {O}")."""
        lost, other = items
        return joined({"lose_keyword": lost}, other)

    def id39_stats_and(self, items: list[Any]) -> Passive:
        """ "I have +1 {V} and [a whole static]" ("… and I can't be sacrificed")."""
        from scenarios.cards.grammar.semantics.referred_parts import _my_stats

        change, other = items
        return joined(_my_stats(str(change)), other)

    def id39_keyword_and_cant(self, items: list[Any]) -> Passive:
        """ "I am [Defender] and (I) can't be sacrificed" (2.3.1.a, 1.4.1.a)."""
        keyword, *verbs = items
        return joined({"keyword": keyword}, self.i_cant_be(verbs))  # type: ignore[attr-defined]

    def id39_lost_and_stats(self, items: list[Any]) -> Passive:
        """ "I lose [Defender] and I get +1 {V}" (2.3.1.a)."""
        from scenarios.cards.grammar.semantics.referred_parts import _my_stats

        lost, change = items
        return joined({"lose_keyword": lost}, _my_stats(str(change)))

    def id39_lost_and_keyword(self, items: list[Any]) -> Passive:
        """ "I lose [Defender] and (I) am [Tough 1]": the bearer's keyword taken, another
        given (2.3.1.a, 7.4)."""
        lost, given = items
        return joined({"lose_keyword": lost}, {"keyword": given})

    def id39_lost_and_cant(self, items: list[Any]) -> Passive:
        """ "I lose [Defender] and I can't be sacrificed" (2.3.1.a, 1.4.1.a)."""
        lost, *verbs = items
        return joined({"lose_keyword": lost}, self.i_cant_be(verbs))  # type: ignore[attr-defined]

    def id39_stats_and_keyword(self, items: list[Any]) -> Passive:
        """ "I have +1 {V} and [Tough 1]" / "… and I'm [Tough 1]" (2.3.1.a)."""
        from scenarios.cards.grammar.semantics.referred_parts import _my_stats

        change, keyword = items
        return joined(_my_stats(str(change)), {"keyword": keyword})

    def id39_stats_and_cant(self, items: list[Any]) -> Passive:
        """ "I have +1 {V} and (I) can't be sacrificed" (2.3.1.a, 1.4.1.a)."""
        from scenarios.cards.grammar.semantics.referred_parts import _my_stats

        change, *verbs = items
        return joined(_my_stats(str(change)), self.i_cant_be(verbs))  # type: ignore[attr-defined]

    def id39_group_stats_and(self, items: list[Any]) -> Passive:
        """ "[group] have +1 {V} and [a whole static]" ("… and I have [Defender]")."""
        from scenarios.cards.grammar.semantics.cr_vocabulary import group_stats

        group, change, other = items
        return joined(group_stats(group, change, yours=False), other)

    def id39_group_keyword_and(self, items: list[Any]) -> Passive:
        """ "[group] have [Defender] and [a whole static]" ("… and I have +1 {V}")."""
        group, keyword, other = items
        return joined(self.group_keyword([group, keyword]), other)  # type: ignore[attr-defined]

    def id39_group_stats_and_cant(self, items: list[Any]) -> Passive:
        """ "[group] have +1 {V} and can't be sacrificed": the same objects (2.3.1.b)."""
        from scenarios.cards.grammar.semantics.cr_vocabulary import group_stats

        group, change, *verbs = items
        return joined(
            group_stats(copy.deepcopy(group), change, yours=False),
            self.group_cant_be([group, *verbs]),  # type: ignore[attr-defined]
        )


class InsteadIfSemantics(SemanticsBase):
    """ "[X'] instead if [c]": "If [c], [X'] instead" said in the other order (6.2.b)."""

    def id39_instead_if_clause(self, items: list[Any]) -> Any:
        steps, condition = items
        return self.if_instead_clause([condition, steps])  # type: ignore[attr-defined]


class NthPlayedSemantics(SemanticsBase):
    """ "it's your second Spell this turn": kept as its words (condition_texts.py reads them,
    nth_played_conditions.py; 5.1.2.k)."""

    @v_args(meta=True)
    def id39_it_nth_cond(self, meta: Meta, _: list[Any]) -> Condition:
        return Condition(self._span(meta))
