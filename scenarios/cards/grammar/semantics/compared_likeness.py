"""The semantic functions of the grammar block "ge (session 33): parity and comparisons with
me" of ``altered.lark`` (issue 30).

Parity: "with an even / odd Hand Cost" (2.2.7), "… Reserve Cost" (2.2.8), "… number of
boosts" (2.5.1), "… {V}" / "… {V} power" (a statistic as it is now, 2.2.11.b), "whose Hand
Cost is odd" — the description part ``parity``, "even:hand_cost", "odd:boosts",
"even:forest" … (0 is even). The engine's filter (``engine.reading.compared_likeness``) lets
no object without that number through (a Hero's Hand Cost, a Permanent's statistic).

Compared with me: "with the same name as me" (2.2.4.b; a token's name is the one its
creating effect gave it, 2.2.4.f), "with a different name than me", "that shares a sub-type
with me" (2.2.2), "with the same Hand / Reserve Cost as me" — the part ``as_me``:
"same:name", "different:name", "shares:subtype", "same:hand_cost", "same:reserve_cost"; the
bearer as it is now, or as it was when it left play (2.1.h). Compared with any other object,
or with nothing said ("with a different name" of one object), is not in this block and
stays refused."""

from __future__ import annotations

from typing import Any

from lark.visitors import v_args

from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase

PARITY = "parity"
"""The description part (and the engine filter's field) of a number's parity."""
AS_ME = "as_me"
"""The description part (and the engine filter's field) of a characteristic compared with
the bearer's."""


class ComparedLikenessSemantics(SemanticsBase):
    """Parity (2.2.7, 2.2.8, 2.2.11, 2.5.1) and characteristics compared with mine (2.2)."""

    def ge_even(self, _: list[Any]) -> str:
        return "even"

    def ge_odd(self, _: list[Any]) -> str:
        return "odd"

    def ge_of_boosts(self, _: list[Any]) -> str:
        return "boosts"

    @v_args(inline=True)
    def ge_of_statistic(self, terrain: Any, *_: Any) -> str:
        """ "{V}" / "{V} power": that statistic (2.2.11.b)."""
        return str(lx.TERRAINS[str(terrain).lower()])

    @v_args(inline=True)
    def ge_parity_of(self, kind: str) -> str:
        return str(kind)

    def ge_kind_name(self, _: list[Any]) -> str:
        return "name"

    @v_args(inline=True)
    def ge_as_me_kind(self, kind: str) -> str:
        return str(kind)

    def ge_with_parity(self, items: list[Any]) -> tuple[str, str]:
        """ "with an even Hand Cost", "with an odd number of boosts", "with an even {V}"."""
        parity, of = (str(i) for i in items[-2:])
        return (PARITY, f"{parity}:{of}")

    def ge_whose_cost_parity(self, items: list[Any]) -> tuple[str, str]:
        """ "whose Hand Cost is even", "whose Reserve Cost is odd"."""
        kind, parity = (str(i) for i in items[-2:])
        return (PARITY, f"{parity}:{kind}")

    def ge_same_as_me(self, items: list[Any]) -> tuple[str, str]:
        """ "with the same name / Hand Cost / Reserve Cost as me"."""
        return (AS_ME, f"same:{items[-1]}")

    def ge_different_name_than_me(self, _: list[Any]) -> tuple[str, str]:
        """ "with a different name than / from me" (2.2.4.b)."""
        return (AS_ME, "different:name")

    def ge_shares_subtype_with_me(self, _: list[Any]) -> tuple[str, str]:
        """ "that shares a sub-type with me": one of its sub-types is one of mine (2.2.2)."""
        return (AS_ME, "shares:subtype")

    def ge_name_a_number(self, _: list[Any]) -> None:
        """ "Name a number": refused by name — a decision of the effect's controller (6.1.g)
        the engine does not ask, kept for a later comparison with a die's result
        (7.3.33.a-b)."""
        raise NotRead(
            "name a number",
            "'name a number' is resolved by hand: the effect's controller names a number as"
            " the step happens (6.1.g), and a later step compares it (a die's result,"
            " 7.3.33.b) — the engine asks no such decision and keeps no named number",
            "ge_name_a_number",
        )

    def name_a_card(self, _: list[Any]) -> None:
        """ "Name a card": refused by name as "Name a number" is — a card's name (2.2.4) named
        by the effect's controller as the step happens (6.1.g), kept for a later step."""
        raise NotRead(
            "name a card",
            "'name a card' is resolved by hand: the effect's controller names a card (its name,"
            " 2.2.4) as the step happens (6.1.g) — the engine asks no such decision and keeps"
            " no named card",
            "name_a_card",
        )

    def ge_named_number_outcome(self, _: list[Any]) -> None:
        """ "If the result is equal to the named number, …": refused as its number is."""
        raise NotRead(
            "the named number",
            "'the named number' is resolved by hand: a number a player named (6.1.g) compared"
            " with the die's result (7.3.33.b) — the engine keeps no named number",
            "ge_named_number_outcome",
        )
