"""The engine's reading of a count condition (6.5.d; a mixin of
:class:`~scenarios.cards.grammar.evaluate.conditions._Evaluator`): "you have two or more
Characters in your Reserve" (3.2), "there are two or more other Boosted Characters in my
Expedition" (7.5.5.b), "you have three or more Mana Orbs" (3.2.9), "you / an opponent
control(s) a Plant" (1.2.2) — and :func:`description_count`, what "per [object]" / "the
number of [objects]" counts where the description says the objects are."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from lark import v_args
from lark.tree import Meta

from engine.state.cards import Condition, ConditionKind, Counted, ObjectFilter
from engine.state.conditions import Whose
from scenarios.cards.grammar.evaluate.count_words import count_bounds
from scenarios.cards.grammar.evaluate.counters_and_players import zone_count
from scenarios.cards.grammar.evaluate.described_filters import object_filter
from scenarios.cards.grammar.evaluate.expedition_conditions import counted_expedition_scope
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.semantics.object_filters import _describe
from scenarios.cards.grammar.semantics.slot_unions import said_union
from scenarios.cards.grammar.tree import Description

_COUNTED_ONLY = {
    "in your hand": Counted.YOUR_HAND,
    "in your mana zone": Counted.YOUR_MANA,
    "in each player's reserve": Counted.RESERVES,
    "in your discard pile": Counted.YOUR_DISCARD,  # 3.2.3
    "in your deck": Counted.YOUR_DECK,  # 3.2.2
    # gc: every player's Discard pile, a personal and visible zone (3.2.3.a, 3.1.3.a):
    # "for each Spell in any / all Discard piles", "in each player's Discard pile"
    "in a discard pile": Counted.DISCARD_PILES,
    "in each player's discard pile": Counted.DISCARD_PILES,
}
"""Zones only counts name ("per card in your hand"): what is counted there."""
_OPPONENTS_ZONES = {
    f"in {who} opponent's {zone}": counted
    for who in ("your", "an", "each")  # ic40: "each opponent's" — the one (1.2.1.b)
    for zone, counted in (
        ("hand", Counted.YOUR_HAND),
        ("reserve", Counted.YOUR_RESERVE),
        ("mana zone", Counted.YOUR_MANA),
        ("discard pile", Counted.YOUR_DISCARD),
        ("deck", Counted.YOUR_DECK),
    )
}
"""An opponent's personal zones (3.2) as counts name them ("per card in your opponent's
hand"): counted as the controller's are, said of the opponent (``Whose.OPPONENT``, 1.2.2;
"an opponent" is the one opponent of a two-player game, 1.2.1.b)."""
_OPPONENTS_ZONES["in your opponents' discard piles"] = Counted.YOUR_DISCARD
"""gc: "your opponents' Discard piles" — in a two-player game the one opponent's (1.2.1.b)."""


def _yours_in_play_or_reserve(d: Description, text: str) -> Condition | None:
    """gc: "for each card you control or in your Reserve [with one or more Thread counters]":
    the objects in play the controller controls (1.2.2) and the cards in their Reserve
    (3.2.5), counted together — a token is no card (1.1.7.b); ``None`` for other words."""
    if not d.in_play_or_reserve or d.controller != "you" or d.counted_only or d.other:
        return None
    plain = Description(**{**vars(d), "controller": None, "in_play_or_reserve": False})
    flt = object_filter(plain, False)
    if "card" in d.types:
        flt = replace(flt, non_token=True)
    return Condition(
        ConditionKind.COUNT, counted=Counted.YOURS_IN_PLAY_OR_RESERVE, filter=flt, text=text
    )


def _in_play_only(d: Description) -> bool:
    """Whether a description with no place names only objects in play: Characters or
    Permanents (3.1.4.a), not a target Expedition's, a hand's or a Reserve's."""
    elsewhere = d.in_target_expedition or d.from_your_hand or d.in_play_or_reserve
    elsewhere = elsewhere or d.from_hand_or_reserve or d.total is not None
    if elsewhere:
        return False
    # "tokens in your Hero Expedition" (gram90): a token is a Character in the Expedition
    # zone (7.3.5.a), narrowed to that Expedition by the filter; a "card" there stays
    # unread (Altered cards and token cards are not the same, 2.1.b)
    in_play_types = bool(d.types) and set(d.types) <= {"Character", "Permanent"}
    return in_play_types or (d.token and not d.types and bool(d.in_your_expedition))


def description_count(d: Description, text: str) -> Condition:
    """The objects of a description counted where it says they are: in play under the
    controller's or the opponent's control (1.2.2), in my Expedition (7.5.5.b), in a
    Reserve, a hand or the Mana zone (3.2)."""
    if d.controller not in (None, "you", "opponent"):
        # "for each Character they control" after "Each player draws …": each player's own
        # count (1.2.2), which one count for the effect cannot be — never all in play
        raise NotRead("they control", "a count of what 'they' control is not read yet")
    zone = d.counted_only
    from scenarios.cards.grammar.semantics.place_unions import play_places_count

    union = _yours_in_play_or_reserve(d, text) or play_places_count(d, text)  # gc, ic40
    if union is not None:
        return union
    places = [
        (d.controller == "you", Counted.YOU_CONTROL),
        (d.controller == "opponent", Counted.OPPONENT_CONTROLS),
        (d.in_your_reserve, Counted.YOUR_RESERVE),
        (d.in_reserve, Counted.RESERVES),
        (zone in _COUNTED_ONLY, _COUNTED_ONLY.get(zone, "")),
        (zone in _OPPONENTS_ZONES, _OPPONENTS_ZONES.get(zone, "")),
        (d.facing_me, Counted.OPPONENT_CONTROLS),  # the opponent's Expedition (1.2.3.c)
    ]
    said = [where for holds, where in places if holds]
    if d.in_my_expedition and d.controller in (None, "you") and not said[1:]:
        said = [Counted.MY_EXPEDITION]  # my Expedition's objects are my controller's
    if not said and not zone and _in_play_only(d):
        said = [Counted.IN_PLAY]  # "for each Exhausted Character": all in play (3.1.4.a)
    if len(said) != 1 or (zone and zone not in _COUNTED_ONLY and zone not in _OPPONENTS_ZONES):
        raise NotRead("per", "this count is not read here")
    where = said[0]
    if d.types == ["Landmark"]:
        if where != Counted.YOU_CONTROL:
            raise NotRead("landmark", "these Landmarks are not counted here")
        where = Counted.YOUR_LANDMARKS
    if where == Counted.OPPONENT_CONTROLS and d.other:
        raise NotRead("other", "'other' an opponent controls is not read")
    plain = Description(**{**vars(d), "controller": None, "in_my_expedition": False})
    plain.in_your_reserve = plain.in_reserve = False
    plain.counted_only = ""
    flt = object_filter(plain, False)
    if "card" in d.types and (d.facing_me or d.in_my_expedition):
        # a token is no card (1.1.7.b): the cards in an Expedition are its non-token objects
        flt = replace(flt, non_token=True)
    whose = Whose.OPPONENT if zone in _OPPONENTS_ZONES else ""
    return Condition(ConditionKind.COUNT, counted=where, filter=flt, text=text, whose=whose)


@dataclass(frozen=True)
class CountedDescription:
    """ "two or more other Boosted Characters in my Expedition": bounds and description."""

    at_least: int | None
    at_most: int | None
    description: Description
    another: bool


def bounded_count(
    counted: CountedDescription, where: str, flt: ObjectFilter, text: str
) -> Condition:
    """The count condition of a counted description ("two or more other Characters"): the
    objects ``flt`` lets through where ``where`` counts, between the description's bounds
    (6.5.d)."""
    return Condition(
        ConditionKind.COUNT,
        counted=where,
        filter=flt,
        at_least=counted.at_least,
        at_most=counted.at_most,
        text=text,
    )


class CountConditionEvaluator(SemanticsBase):
    """Engine count conditions: the objects a description names, counted where they are,
    between the bounds the count's words say."""

    printed: str  # the condition's printed words (the evaluator's)

    @v_args(meta=True)
    def you_have_cards_cond(self, meta: Meta, items: list[Any]) -> Condition:
        """ "you have two or more [Boosted] Characters in your Reserve" (3.2)."""
        words = self._span(meta).split()
        zone = Counted.YOUR_HAND if words[-1] == "hand" else Counted.YOUR_RESERVE
        noun = words[words.index("in") - 1]
        return zone_count(noun, zone, count_bounds(words[2:]), items, self.printed)

    @v_args(meta=True)
    def there_are_placed_cond(self, meta: Meta, items: list[Any]) -> Condition:
        """ "there are two or more [other] [Boosted] Characters in my Expedition": the
        objects in my Expedition(s) (a Gigantic one's too, 7.4.4.b)."""
        words = self._span(meta).split()
        low, high = count_bounds(words[2:])
        union = said_union(items)  # ia40: "there is a Boosted Character or a token in …"
        d = union or _describe([i for i in items if isinstance(i, tuple)])
        flt = object_filter(d, False)
        if "card" in d.types:  # a token is no card (1.1.7.b)
            flt = replace(flt, non_token=True)
        return Condition(
            ConditionKind.COUNT,
            counted=Counted.MY_EXPEDITION,
            scope=counted_expedition_scope(words[len(words) - words[::-1].index("in") :]),
            filter=flt,
            at_least=low,
            at_most=high,
            text=self.printed,
        )

    @v_args(meta=True)
    def mana_orbs_cond(self, meta: Meta, _: list[Any]) -> Condition:
        low, high = count_bounds(self._span(meta).split()[2:])
        return Condition(
            ConditionKind.COUNT,
            counted=Counted.YOUR_MANA,
            at_least=low,
            at_most=high,
            text=self.printed,
        )

    @v_args(meta=True)
    def count_desc(self, meta: Meta, items: list[Any]) -> CountedDescription:
        words = self._span(meta).split()
        parts = [i for i in items if isinstance(i, tuple)]
        another = words[0] == "another"
        low, high = (1, None) if words[0] in ("a", "an", "another") else count_bounds(words)
        union = said_union(items)  # ia40: "you control a Bureaucrat or a Spell" (6.5.d)
        return CountedDescription(low, high, union or _describe(parts), another)

    def you_control_cond(self, items: list[Any]) -> Condition:
        return self._controlled(items[-1], Counted.YOU_CONTROL)

    def opponent_controls_cond(self, items: list[Any]) -> Condition:
        counted = items[-1]
        if counted.another or counted.description.other:  # 7.2.1.a: "another" is mine
            raise NotRead("another", "'another' an opponent controls is not read")
        return self._controlled(counted, Counted.OPPONENT_CONTROLS)

    def _controlled(self, counted: CountedDescription, whose: str) -> Condition:
        d = counted.description
        flt = object_filter(d, counted.another)
        where = whose
        if d.types == ["Landmark"]:  # the Permanents in the Landmarks (2.2.3, 3.2.7)
            if whose != Counted.YOU_CONTROL:
                raise NotRead("landmark", "an opponent's Landmarks are not counted here")
            where = Counted.YOUR_LANDMARKS
        return bounded_count(counted, where, flt, self.printed)
