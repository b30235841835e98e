"""The engine's reading of the conditions of the section "players' events" (a mixin of
:class:`~scenarios.cards.grammar.evaluate.conditions._Evaluator`): the counters of what "it"
names (6.3.i, 2.5.1.a), "I have a boost", and the conditions said of "you" said instead of
the player controlling or owning what "it" names (1.2.2) — each mapped to an engine
:class:`~engine.state.cards.Condition`; what the engine cannot say is refused (NotRead)."""

from __future__ import annotations

from typing import Any

from lark import Token, v_args
from lark.tree import Meta

from engine.state.cards import Condition, ConditionKind, Counted, ObjectFilter
from engine.state.conditions import Whose
from engine.state.enums import BOOST
from engine.state.records import replace
from scenarios.cards.grammar.evaluate.count_words import count_bounds
from scenarios.cards.grammar.evaluate.described_filters import object_filter
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.semantics.object_filters import _describe
from scenarios.cards.grammar.tree import Description

_WHOSE = {"controller": Whose.ITS_CONTROLLER, "owner": Whose.ITS_OWNER}
_ZONES = {
    "hand": Counted.YOUR_HAND,
    "reserve": Counted.YOUR_RESERVE,
    "discard pile": Counted.YOUR_DISCARD,
    "deck": Counted.YOUR_DECK,
    "landmarks": Counted.YOUR_LANDMARKS,  # the Permanents in a player's Landmarks (3.2.7)
}
"""A player's personal zones whose cards a condition counts (3.2), and their Landmarks."""
_CHARACTERISTICS = {
    "factions": Counted.DISTINCT_FACTIONS,
    "names": Counted.DISTINCT_NAMES,
    "sub-types": Counted.DISTINCT_SUBTYPES,
    "subtypes": Counted.DISTINCT_SUBTYPES,
}


def _counter(items: list[Any]) -> str:
    """The counter a condition names: a [name] counter, a boost, or any (2.5.1.a)."""
    names = [t for t in items if isinstance(t, Token) and t.type == "COUNTER_NAME"]
    return str(names[0]).capitalize() if names else ""


def bounds(words: list[str]) -> tuple[int | None, int | None]:
    """ "2 or more" / "at least 2" / "a" (one or more) / "no" / "2 or less" — and "N [noun]
    or less" (the bound after the noun); a bare "N" is not how cards say "exactly N"."""
    if words[-2:] == ["or", "less"] and words[1:3] != ["or", "less"]:
        return count_bounds([words[0], "or", "less"])
    return count_bounds(words)


class CountersAndPlayersEvaluator(SemanticsBase):
    """The section's conditions, as engine conditions."""

    printed: str

    @v_args(meta=True)
    def it_has_counters_cond(self, meta: Meta, items: list[Any]) -> Condition:
        words = self._span(meta).split()[2:]  # after "it has"
        counter = _counter(items)
        low: int | None
        high: int | None
        if words[0] in ("counter", "counters", "boost", "boosts"):  # "it has counters"
            low, high = 1, None
            counter = BOOST if words[0].startswith("boost") else ""
        else:
            low, high = bounds(words)
            if not counter and any(w.startswith("boost") for w in words):
                counter = BOOST
            elif not counter:
                raise NotRead("counters", "these counters are not read")
        return Condition(
            ConditionKind.IT_HAS_COUNTERS,
            counter=counter,
            at_least=low,
            at_most=high,
            text=self.printed,
        )

    def i_have_one_counter_cond(self, items: list[Any]) -> Condition:
        return Condition(
            ConditionKind.COUNT,
            counted=Counted.MY_COUNTERS,
            counter=_counter(items) or BOOST,
            at_least=1,
            text=self.printed,
        )

    @v_args(meta=True)
    def its_player_controls_cond(self, meta: Meta, items: list[Any]) -> Condition:
        whose = _WHOSE[self._span(meta).split()[1]]
        found: Condition = self.you_control_cond(items)  # type: ignore[attr-defined]
        return replace(found, whose=whose, text=self.printed)

    @v_args(meta=True)
    def there_are_in_zone_cond(self, meta: Meta, items: list[Any]) -> Condition:
        """ "there are no cards in your Reserve": "you have" said of the zone (3.2)."""
        words = self._span(meta).split()
        said = ["you", "have", *words[2:]]
        return self._zone_count(said, "", items)

    @v_args(meta=True)
    def distinct_values_cond(self, meta: Meta, items: list[Any]) -> Condition:
        """How many different factions / names / sub-types the objects in play you control
        that fit the description have (2.2.10, 2.2.4, 2.2.2)."""
        words = self._span(meta).split()
        kind = next(w for w in words if w in _CHARACTERISTICS)
        at = words.index(kind)
        start = len(words) - words[::-1].index("of") if words[0] == "you" else 2
        low, high = bounds(words[start : at - 1])
        d = next(i for i in items if isinstance(i, Description))
        if d.controller not in (None, "you") or (words[0] != "you" and d.controller is None):
            raise NotRead("among", "objects not yours are not counted here")
        d.controller = None
        return Condition(
            ConditionKind.COUNT,
            counted=_CHARACTERISTICS[kind],
            filter=object_filter(d, False),
            at_least=low,
            at_most=high,
            text=self.printed,
        )

    @v_args(meta=True)
    def there_are_in_your_cond(self, meta: Meta, items: list[Any]) -> Condition:
        """ "there are 2 or more cards in your hand" (session 3's rule, which the engine did
        not evaluate): as "you have 2 or more cards in your hand" (3.2)."""
        return self.there_are_in_zone_cond(meta, items)  # type: ignore[no-any-return]

    @v_args(meta=True)
    def player_has_cards_cond(self, meta: Meta, items: list[Any]) -> Condition:
        """ "an opponent has 2 or more Characters in their Reserve", "you have a Spell in
        your discard pile": the cards of that player's zone (3.2), narrowed."""

        words = self._span(meta).split()
        whose = ""
        if words[0] == "an":
            whose = Whose.OPPONENT
        elif words[0] == "its":
            whose = _WHOSE[words[1]]
        return self._zone_count(words, whose, items)

    def _zone_count(self, words: list[str], whose: str, items: list[Any]) -> Condition:
        """The count of "[player] has / have [N] [cards] in [their / your] [zone]"."""
        rest = words[3:] if words[0] in ("an", "its") else words[2:]
        at = len(rest) - 1 - rest[::-1].index("in")
        zone = _ZONES[" ".join(rest[at + 2 :])]
        low, high = bounds(rest[:at])
        return zone_count(rest[at - 1], zone, (low, high), items, self.printed, whose)


def zone_count(
    noun: str,
    zone: str,
    at_least_most: tuple[int | None, int | None],
    items: list[Any],
    printed: str,
    whose: str = "",
) -> Condition:
    """The condition "N or more [noun]s in [zone]" (3.2): the zone's cards of that card type
    ("cards": any), narrowed by the description's words in ``items``."""
    from scenarios.cards.grammar import lexicon as lx

    card_type = noun.rstrip("s").capitalize()
    d = _describe([i for i in items if isinstance(i, tuple)])
    subtype = lx.SUBTYPES.get(noun) or lx.plural_subtype(noun)
    if subtype is not None:  # "a Song in your Reserve": a card of that sub-type (2.2.2)
        d.types = []
        d.subtypes = sorted({*d.subtypes, subtype})
    else:
        d.types = [] if card_type == "Card" else [card_type]
    flt = object_filter(d, False)
    low, high = at_least_most
    return Condition(
        ConditionKind.COUNT,
        counted=zone,
        filter=flt if flt != ObjectFilter() else None,
        at_least=low,
        at_most=high,
        text=printed,
        whose=whose,
    )


__all__ = ["CountersAndPlayersEvaluator"]
