"""The semantic functions of object phrases composed from their dimensions (6.5.b, 6.1.g):
a relative clause that says what a "with" qualifier says ("that has no boosts", "that is
not [[Anchored]]", 2.4, 2.5), the opponent's Expeditions as a place (7.5, 3.2.4) and "up to
N other target" (6.5.b, 7.2.1.a). The other relative clauses share the "with" qualifiers'
functions (the grammar aliases them); each gives a part :func:`.object_filters._describe`
folds into the description, so the words work in every slot that takes an object.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, v_args
from lark.tree import Meta

from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.semantics.base import SemanticsBase, _number
from scenarios.cards.grammar.semantics.object_filters import ALL_OF_PARTS, _describe
from scenarios.cards.grammar.tree import Description, Object

Part = tuple[str, Any]


class ObjectPhraseSemantics(SemanticsBase):
    """Relative clauses, the opponent's Expeditions and "other" targets, rule by rule."""

    def relative_boosts_max(self, items: list[Any]) -> Part:
        """ "that has one or fewer boosts": at most that many (2.5.1); at most none is not
        being Boosted (2.4.5.a)."""
        said = [str(t) for t in items if isinstance(t, Token)]
        most = _number(said[0]) if said else 1  # "one" is an anonymous word: one
        return ("without_status", "Boosted") if most <= 0 else ("boosts_max", most)

    def relative_not_status(self, items: list[Token]) -> Part:
        """ "that is not [[Anchored]]": without that status (2.4)."""
        return ("without_status", lx.STATUSES[items[0].lower()])

    def in_opponents_expeditions(self, _: list[Any]) -> Part:
        """In an Expedition an opponent controls (7.5, 3.2.4): objects there are theirs."""
        return (ALL_OF_PARTS, [("in_expeditions", True), ("controller", "opponent")])

    def up_to_other_targets(self, items: list[Any]) -> Object:
        number, description = items
        assert isinstance(description, Description)
        return Object("target", description, up_to=number, another=True)

    def plural_kinds(self, _: list[Any]) -> Part:
        """ "Characters or Permanents": objects of either in-play type (2.2.1, 3.1.4.a) —
        one passes with either."""
        return ("type", "Character or Permanent")

    @v_args(meta=True)
    def kinds_desc(self, meta: Meta, items: list[Any]) -> Description:
        d = _describe(items)
        d.plural = True
        d.words = " ".join(self._span(meta).split())
        return d


def card_in_play(obj: Object) -> Object:
    """``obj`` with "card" said of cards in play read as "Character or Permanent": the cards
    in play are in the Expedition and Landmark zones (3.1.4.a), Characters and Permanents
    (2.2.1, tokens included, 1.1.7.b). Read so only when the words say the card is in play —
    a controller (only objects in play are controlled here, 7.3.36.a), an Expedition or a
    terrain, "in play" — since "a card" alone names a card in hand in "Discard a card"
    (7.3.7); other objects as they are."""
    d = obj.description
    if d.types != ["card"] or obj.kind not in ("target", "chosen", "another", "each"):
        return obj
    elsewhere = (
        d.in_your_reserve,
        d.in_reserve,
        d.in_play_or_reserve,
        d.from_your_hand,
        d.from_zone,
        d.from_hand_or_reserve,
        d.counted_only,
        d.of_target_player,
        d.played,
        d.permanent_zone,
    )
    in_play = (
        d.controller,
        d.in_play,
        d.in_my_expedition,
        d.in_your_other_expedition,
        d.in_expeditions,
        d.in_terrain,
        d.facing_me,
    )
    if any(elsewhere) or not any(in_play):
        return obj
    return replace(obj, description=replace(d, types=["Character or Permanent"]))
