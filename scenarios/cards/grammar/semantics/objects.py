"""The semantic functions of the grammar's players (1.2.6), objects (2.1, 6.5.b) and numbers.

"each opponent", "target Character you control", "a Boon with Hand cost 2 or less", "it",
"me": the words that name who or what a step acts on, turned into the plain values the card
structures use (:class:`.tree.Object`, :class:`.tree.Description` and their parts). Split
out of :mod:`.semantics`, whose :class:`Semantics` lists this class first among its bases so
these functions win over any other section's of the same name, as when they stood in it.
"""

from __future__ import annotations

from typing import Any

from lark import Token, v_args
from lark.tree import Meta

from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.semantics.base import SemanticsBase, _number
from scenarios.cards.grammar.semantics.object_filters import _describe
from scenarios.cards.grammar.tree import Description, Object


class ObjectSemantics(SemanticsBase):
    """Players, objects, their descriptions and numbers, rule by rule."""

    # ------------------------------------------------------------- players (1.2.6)
    def each_player(self, _: list[Any]) -> str:
        return "each_player"

    def each_opponent(self, _: list[Any]) -> str:
        return "opponent_each"

    def target_opponent(self, _: list[Any]) -> str:
        return "target_opponent"

    def target_player(self, _: list[Any]) -> str:
        return "target_player"

    # ------------------------------------------------------------- objects (2.1, 6.5.b)
    def me(self, _: list[Any]) -> Object:
        return Object("me")

    def it(self, _: list[Any]) -> Object:
        return Object("it")

    def referred_object(self, items: list[Object]) -> Object:
        """The reference slot (``referent``) where an object stands: "it", "them", "that
        Character", "those tokens", "each of them" — what the trigger or a step before named
        (6.5.b, 6.3.i), checked against it (grammar/references.py)."""
        return items[0]

    @v_args(meta=True)
    def target_object(self, meta: Meta, items: list[Description]) -> Object:
        another = self._span(meta).startswith("another")
        return Object("target", items[0], another=another)

    def up_to_targets(self, items: list[Any]) -> Object:
        return Object("target", items[1], up_to=items[0])

    def chosen_object(self, items: list[Description]) -> Object:
        return Object("chosen", items[0])

    def another_object(self, items: list[Description]) -> Object:
        return Object("another", items[0], another=True)

    def each_object(self, items: list[Description]) -> Object:
        return Object("each", items[0])

    def object_desc(self, items: list[Any]) -> Description:
        return _describe(items)

    @v_args(meta=True)
    def plural_desc(self, meta: Meta, items: list[Any]) -> Description:
        d = _describe(items)
        d.plural = True
        d.words = " ".join(self._span(meta).split())
        return d

    def status_adjective(self, items: list[Token]) -> tuple[str, str]:
        return ("status", lx.STATUSES[items[0].lower()])

    def subtype_adjective(self, items: list[Token]) -> tuple[str, str]:
        return ("subtype", lx.SUBTYPES[items[0].lower()])

    def non_token_adjective(self, _: list[Any]) -> tuple[str, str]:
        return ("non_token", "")

    def character_noun(self, _: list[Any]) -> tuple[str, str]:
        return ("type", "Character")

    def permanent_noun(self, _: list[Any]) -> tuple[str, str]:
        return ("type", "Permanent")

    def spell_noun(self, _: list[Any]) -> tuple[str, str]:
        return ("type", "Spell")

    def card_noun(self, _: list[Any]) -> tuple[str, str]:
        return ("type", "card")

    def character_or_permanent_noun(self, _: list[Any]) -> tuple[str, str]:
        return ("type", "Character or Permanent")

    def subtype_noun(self, items: list[Token]) -> tuple[str, str]:
        word = items[0].lower()
        return ("subtype_noun", lx.SUBTYPES.get(word) or lx.plural_subtype(word) or word)

    def token_noun(self, _: list[Any]) -> tuple[str, str]:
        return ("token", "")

    def you_control(self, _: list[Any]) -> tuple[str, Any]:
        return ("controller", "you")

    def opponent_controls(self, _: list[Any]) -> tuple[str, Any]:
        return ("controller", "opponent")

    def cost_compared(self, items: list[Any]) -> tuple[str, Any]:
        kind, mana, direction = items
        return (f"{kind}_{'max' if direction == 'less' else 'min'}", _number(mana))

    def hand_cost(self, _: list[Any]) -> str:
        return "hand_cost"

    def reserve_cost(self, _: list[Any]) -> str:
        return "reserve_cost"

    def base_cost(self, _: list[Any]) -> str:
        return "base_cost"  # 2.2.9

    def less(self, _: list[Any]) -> str:
        return "less"

    def more(self, _: list[Any]) -> str:
        return "more"

    def in_my_expedition(self, _: list[Any]) -> tuple[str, Any]:
        return ("in_my_expedition", True)

    def in_your_reserve(self, _: list[Any]) -> tuple[str, Any]:
        return ("in_your_reserve", True)

    def from_your_hand(self, _: list[Any]) -> tuple[str, Any]:
        return ("from_your_hand", True)

    def in_reserve(self, _: list[Any]) -> tuple[str, Any]:
        return ("in_reserve", True)

    def in_owners_reserve(self, _: list[Any]) -> tuple[str, Any]:
        """ "in its owner's Reserve": in Reserve, the zone named by ownership (1.1.3.d)."""
        return ("in_reserve", "owner")

    def in_play_or_reserve(self, _: list[Any]) -> tuple[str, Any]:
        return ("in_play_or_reserve", True)

    def base_statistic(self, items: list[Token]) -> tuple[str, Any]:
        return ("base_stat", int(items[0]))

    def landmark_noun(self, _: list[Any]) -> tuple[str, str]:
        return ("type", "Landmark")

    # ------------------------------------------------------------- numbers
    def fixed_number(self, items: list[Token]) -> int:
        return _number(items[0])

    def one(self, _: list[Any]) -> int:
        return 1
