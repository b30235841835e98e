"""The reader's semantics of "When you / an opponent / a player create(s) a Robot token"
(section "gram35" of ``altered.lark``, issue 30): the engine's creation trigger (7.3.5.a;
'it' the token, 6.3.i) for the player named (1.2.2), with the condition "if it's a [sub-type]"
(2.2.2) — the same reading as "When you create a token, if it's a Robot". The sub-type is
the token's, as the effect creating it says it ("create a [name] [x/y/z] [sub-types] token",
7.3.5.b)."""

from __future__ import annotations

from typing import Any

from lark import Token, v_args
from lark.tree import Meta

from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.semantics.named_tokens import token_named
from scenarios.cards.grammar.semantics.token_card_nouns import named_token, named_token_filter

_NAMED = ("SUBTYPE", "TOKEN_REF")
"""A sub-type after "creates a"; after "create a" the lexer's TOKEN_REF (printed_words.py)."""


class CreatedTokenEventSemantics(SemanticsBase):
    """A token of a sub-type created (7.3.5.a, 2.2.2)."""

    @v_args(meta=True)
    def ev_creates_subtype_token(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        first = self._span(meta).lower().split()[:2]
        said = next(i for i in items if isinstance(i, Token) and i.type in _NAMED)
        word = str(said).removeprefix("\x00").lower()
        if word not in lx.SUBTYPES and said.type == "TOKEN_REF" and named_token(word):
            # "When you create an Ember Wisp token": a set's token by its name (2.2.b, gram39)
            return {"trigger": "you_create_a_token", "filter": named_token_filter(str(said))}
        if word not in lx.SUBTYPES and said.type == "TOKEN_REF" and (name := token_named(word)):
            # "When you create an Oasis Landmark token", "… a Sand Wisp Spirit token": the
            # name, then the token card's own type words or sub-type (2.1.e, 2.2.1, 2.2.2)
            return {"trigger": "you_create_a_token", "filter": named_token_filter(name)}
        if word not in lx.SUBTYPES:
            raise NotRead(
                word,
                f"no token card named '{word.title()}' is imported and no sub-type is so "
                "named (2.1.e, 2.2.2): resolve it by hand",
                "ev_creates_subtype_token",
            )
        name = lx.SUBTYPES[word].lower()
        article = "an" if name[:1] in "aeiou" else "a"
        fields: dict[str, Any] = {"trigger": "you_create_a_token"}
        if first[0] != "you":
            fields["player"] = "opponent" if first[1] == "opponent" else "any"
        return {**fields, "if": f"it's {article} {name}"}

    def event_trigger(self, items: list[Any]) -> dict[str, Any]:
        """A sub-type said in the creation and a condition after it ("When you create a
        Robot token, if …"): two conditions the card structures do not join — not read,
        the reason naming the token's sub-type."""
        said = items[0] if items and isinstance(items[0], dict) else {}
        if said.get("trigger") == "you_create_a_token" and "if" in said and len(items) > 2:
            raise NotRead(
                "if",
                "a token's sub-type and a condition after it in one trigger are not read yet",
                "ev_creates_subtype_token",
            )
        return dict(super().event_trigger(items))  # type: ignore[misc]
