"""Semantics of the grammar's "gram39" section (issue 30): a set's own token named in a
description — "Ember Wisp tokens you control", "for each Beacon Pyre you control".

The noun is the objects of that name (2.2.b: a name is a characteristic; a token's are its
token card's, 2.1.e) and of its token card's type: a Character token, or a Permanent in
Landmarks / in an Expedition (2.2.3). Said with "token(s)" they are tokens only (1.1.7.b);
said bare, any object of that name. The token card is looked up where the text is read
(the imported pool's, else the library's), so the name a new set prints is read the day the
set is imported; a token card of another type is refused with its name.
"""

from __future__ import annotations

from typing import Any

from lark import Token, v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step
from scenarios.cards.grammar.semantics.object_filters import ALL_OF_PARTS, _describe, _filter
from scenarios.cards.grammar.token_card_words import unmarked

Part = tuple[str, Any]


def token_card_parts(word: str, token: bool) -> Part:
    """The description parts of the token card named ``word`` (a lexer TOKEN_CARD /
    TOKEN_CARDS word): its name, its type (2.2.1, 2.2.3) and, said with "token", tokens
    only (1.1.7.b)."""
    from scenarios.cards.printed.token_names import token_card

    said = unmarked(word)
    card = token_card(said) or token_card(said[:-1])
    if card is None:  # the lexer marks only the names it knows: none left since
        raise NotRead(said, f"no token card named '{said}' is imported (2.1.e)", "token_card_noun")
    parts: list[Part] = [("names", card.name)]
    if card.type == "Character":
        parts.append(("type", "Character"))
    elif card.type == "Permanent" and card.zone_type in ("Landmark", "Expedition"):
        parts.append(("permanent_zone", card.zone_type.lower()))  # 2.2.3.d-e
    else:
        kind = f"{card.zone_type} {card.type}" if card.zone_type else card.type
        raise NotRead(
            said, f"a {card.name} token is a {kind}: not described here yet", "token_card_noun"
        )
    if token:
        parts.append(("token", ""))
    return (ALL_OF_PARTS, parts)


class TokenCardNounSemantics(SemanticsBase):
    """A token card's name as a description's noun (2.2.b, 2.1.e)."""

    def token_card_noun(self, items: list[Any]) -> Part:
        """ "Ember Wisp token(s)": tokens of that name (1.1.7.b)."""
        word = next(i for i in items if isinstance(i, Token))
        return token_card_parts(str(word), token=True)

    def token_card_bare_noun(self, items: list[Any]) -> Part:
        """ "an Ember Wisp", "Ember Wisps": any object of that name (2.2.b)."""
        word = next(i for i in items if isinstance(i, Token))
        return token_card_parts(str(word), token=False)

    @v_args(meta=True)
    def ev_create_named_tokens(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        """ "When you / an opponent / a player create(s) one or more Ember Wisp tokens":
        once per step creating tokens of that name (7.3.5.a, 1.2.7.c, 2.2.b)."""
        return {"trigger": "you_create_tokens", **self._created(meta, items)}

    @v_args(meta=True)
    def ev_creates_named_token(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        """ "When an opponent / a player creates an Ember Wisp token": each (6.3.g, 2.2.b)."""
        return {"trigger": "you_create_a_token", **self._created(meta, items)}

    def _created(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        first = self._span(meta).lower().split()[:2]
        word = next(i for i in items if isinstance(i, Token) and i.type == "TOKEN_CARD")
        fields: dict[str, Any] = {"filter": named_token_filter(str(word))}
        if first[0] != "you":
            fields["player"] = "opponent" if first[1] == "opponent" else "any"
        return fields


def named_token_filter(word: str) -> dict[str, Any]:
    """The filter of the tokens named ``word`` (its token card's name, type; tokens only)."""
    return _filter(_describe([token_card_parts(word, token=True)]))


def named_token(word: str) -> bool:
    """Whether ``word`` names a token card the reader knows now (2.1.e)."""
    from scenarios.cards.printed.token_names import token_card

    return token_card(unmarked(word)) is not None


class PlaceFirstNamedSemantics(SemanticsBase):
    """ "In [place], create N [name] token(s)" (7.3.5, 2.1.e)."""

    def place_first_create_named(self, items: list[Any]) -> Step:
        place, *made = items
        return self.create_named_token([*made, place])  # type: ignore[attr-defined, no-any-return]

    def create_bare_named_token(self, items: list[Any]) -> Step:
        """ "Create an Ember Wisp [in place]": the token its token card defines (7.3.5.b,
        2.1.e), as "Create an Ember Wisp token [in place]" reads."""
        amount, word, *place = items
        said = unmarked(str(word))
        from scenarios.cards.printed.token_names import token_card

        name = said if token_card(said) is not None else said[:-1]  # "Ember Wisps"
        return self.create_named_token([amount, name, *place])  # type: ignore[attr-defined, no-any-return]
