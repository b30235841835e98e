"""A token created with a keyword (issue 30): "Create a Lantern token with [Homeward] in my
Expedition", "Create a Lantern token in my Expedition with [[Tough 1]]", "Create a [Moth 1/1/1]
Spirit token with [Homeward] in my Expedition".

A token is created with the keyword abilities its creating effect says besides its token
card's (7.3.5.a, 2.1.e, 7.4). A rules keyword (7.4) is one the created step carries
(``token_keywords``, as ``create_token_with`` reads it for a token said by its
characteristics). A set's keyword ability (2.2.12.c: its reminder says what it is) is given
to the token just created for as long as it is that object — a token ceases to exist when
it leaves play (2.1.e) — as "Create … . It gains [Homeward]." reads: the create step, then an
Emblem-Ongoing giving "it" the keyword's definition (2.2.15.a, 2.3.1.a). Said of several
tokens, or of a keyword triggering on its bearer's own arrival (given after the creation,
it would miss that moment), a set keyword is refused naming it.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.set_keywords import SetKeyword, set_keyword_gained
from scenarios.cards.grammar.tree import Object

Step = dict[str, Any]


_ARRIVING = frozenset({"enters_play", "i_join_an_expedition"})
"""Triggers on the bearer's own arrival: a token created WITH such an ability has it as it
arrives; one given it after its creation would not — refused, not read otherwise."""


def _with_keyword(semantics: Any, made: Step, keyword: Any) -> Step:
    """``made`` (a create step) with ``keyword``: a rules keyword carried by the step, a set
    keyword given to the token just created until it leaves play."""
    if not isinstance(keyword, SetKeyword):
        had = list(made.get("token_keywords", ()))
        return {**made, "token_keywords": [*had, *([str(keyword)] if keyword not in had else [])]}
    trigger = str(keyword.ability.get("reaction", {}).get("trigger", ""))
    if trigger in _ARRIVING or trigger.startswith("played"):
        raise NotRead(
            str(keyword),
            f"[{keyword}] triggers as its bearer arrives: a token created with it is not read "
            "yet (given once the token is created, it would miss that moment) — resolve by hand",
            "set_keyword",
        )
    if made.get("amount", 1) != 1:
        raise NotRead(
            str(keyword),
            f"[{keyword}] given to several tokens created is not read yet — resolve by hand",
            "set_keyword",
        )
    gained = set_keyword_gained(semantics, Object("it"), keyword, "until it leaves play")
    return {**made, "then": [*made.get("then", []), gained]}


class CreatedWithKeywordSemantics:
    """Semantic functions of the "token created with a keyword" block of altered.lark."""

    def create_named_token_with(self, items: list[Any]) -> Step:
        """ "Create a [token card's name] token in [place] with [keyword]" (7.3.5.b, 7.4)."""
        amount, name, place, keyword = items
        made: Step = self.create_named_token([amount, name, place])  # type: ignore[attr-defined]
        return _with_keyword(self, made, keyword)

    def create_named_token_with_first(self, items: list[Any]) -> Step:
        """ "Create a [token card's name] token with [keyword] in [place]": the same."""
        amount, name, keyword, place = items
        return self.create_named_token_with([amount, name, place, keyword])

    def create_token_with_set_keyword(self, items: list[Any]) -> Step:
        """ "Create a [Name x/y/z] [Sub-type] token in [place] with [set keyword]" (7.3.5.a):
        the token said by its characteristics, given the set keyword's definition."""
        *made_items, keyword = items
        word = next(i for i in [keyword] if isinstance(i, Token))
        found = self.set_keyword([word])  # type: ignore[attr-defined]
        made: Step = self.create_token(made_items)  # type: ignore[attr-defined]
        return _with_keyword(self, made, found)

    def create_token_with_set_keyword_first(self, items: list[Any]) -> Step:
        """ "Create a [Name x/y/z] [Sub-type] token with [set keyword] in [place]"."""
        *head, keyword, place = items
        return self.create_token_with_set_keyword([*head, place, keyword])


__all__ = ["CreatedWithKeywordSemantics"]
