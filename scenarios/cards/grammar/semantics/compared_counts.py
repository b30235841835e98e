"""Characteristics compared (gram96, issue 30): a relative clause of an object description
comparing a characteristic — Hand Cost (2.2.7), Reserve Cost (2.2.8), a statistic (2.2.11),
its number of boosts (2.5.1) — with a number or with a count: "whose Hand Cost is less than
the number of Permanents you control", "whose Reserve Cost is at most 3", "whose {V} power
is greater than 2". A target's filter is checked as the target is chosen, right before its
step resolves (6.5.b); a count in it is counted then (6.5.i).

A cost is a whole number (2.2.7.a): "less than N" is at most N-1, "greater than N" at least
N+1. Compared with a count the engine keeps a Hand Cost maximum only (``hand_cost_max_count``
with ``hand_cost_max_plus``); any other comparison with a count, or with another object's or
my own characteristic, is refused by name (precision first)."""

from __future__ import annotations

from typing import Any

from lark import Token, v_args
from lark.tree import Meta

from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, _number

_RULE = "compared_counts"
_COUNT = "count"
_NUMBER = "number"
_SAID = {
    "below": "less than",
    "at_most": "at most",
    "above": "greater than",
    "at_least": "at least",
    "equal": "equal to",
}


def _refused(why: str) -> Any:
    """The method of a rule whose reading is refused by name (precision first): ``why``, the
    words the rule matched in it as ``{said}``, said to the judge as the reason."""

    @v_args(meta=True)
    def refuse(self: SemanticsBase, meta: Meta, _: list[Any]) -> None:
        said = self._span(meta)
        raise NotRead(said, why.format(said=said), _RULE)

    return refuse


class ComparedCountSemantics(SemanticsBase):
    """ "whose [characteristic] is [less than / at most / …] [a number / the number of …]"."""

    def g96_below(self, _: list[Any]) -> str:
        return "below"

    def g96_at_most(self, _: list[Any]) -> str:
        return "at_most"

    def g96_above(self, _: list[Any]) -> str:
        return "above"

    def g96_at_least(self, _: list[Any]) -> str:
        return "at_least"

    def g96_equal(self, _: list[Any]) -> str:
        return "equal"

    def g96_count(self, items: list[Any]) -> tuple[str, str]:
        """ "the number of [objects / cards in a zone]": the words "for each" counts."""
        return (_COUNT, " ".join(str(items[-1]).split()))

    def g96_number(self, items: list[Token]) -> tuple[str, int]:
        return (_NUMBER, _number(items[0]) if items else 1)  # "one" is a keyword here

    g96_characteristic = _refused("a characteristic compared with '{said}' is not read yet")

    def g96_cost_vs(self, items: list[Any]) -> tuple[str, Any]:
        """ "whose Hand / Reserve Cost is [bound] [value]" (2.2.7, 2.2.8)."""
        kind, bound, value = items
        return _cost_bound(str(kind), str(bound), value)

    def g96_with_cost_below(self, items: list[Any]) -> tuple[str, Any]:
        """ "with Hand Cost less than the number of …"."""
        return _cost_bound("hand_cost", "below", items[-1])

    def g96_with_cost_at_most(self, items: list[Any]) -> tuple[str, Any]:
        """ "with Hand Cost at most / less than or equal to the number of …"."""
        return _cost_bound("hand_cost", "at_most", items[-1])

    def g96_with_reserve_vs_count(self, items: list[Any]) -> tuple[str, Any]:
        return _cost_bound("reserve_cost", "below", items[-1])

    def g96_stat_vs(self, items: list[Any]) -> tuple[str, Any]:
        """ "whose {V} power is less than 3": the statistic as it is now (2.2.11.c)."""
        terrain = lx.TERRAINS[str(items[0]).lower()]
        bound, value = items[-2], items[-1]
        low, high = _bounds(str(bound), _fixed(value, f"a {terrain} statistic"))
        return ("stat_compared", (terrain, low, high))

    def g96_boosts_vs(self, items: list[Any]) -> tuple[str, Any]:
        """ "whose number of boosts is at least 2" (2.5.1)."""
        bound, value = items[-2], items[-1]
        low, high = _bounds(str(bound), _fixed(value, "a number of boosts"))
        if high is not None:
            return ("boosts_max", high)  # 0: none (not Boosted, 2.4.5.a) — kept as a bound
        if low is None:
            raise NotRead("boosts", "this number of boosts is not read", _RULE)
        return ("boosts_min", low)


def _fixed(value: tuple[str, Any], what: str) -> int:
    kind, said = value
    if kind != _NUMBER:
        raise NotRead(said, f"{what} compared with the number of {said} is not read yet", _RULE)
    return int(said)


def _bounds(bound: str, n: int) -> tuple[int | None, int | None]:
    """(at least, at most) a whole number compared so is (2.2.7.a); refused when none is."""
    if bound == "below":
        if n <= 0:
            raise NotRead("less than", f"nothing is less than {n}", _RULE)
        return None, n - 1
    if bound == "at_most":
        return None, n
    if bound == "above":
        return n + 1, None
    if bound == "at_least":
        return n, None
    return n, n


def _cost_bound(kind: str, bound: str, value: tuple[str, Any]) -> tuple[str, Any]:
    """The description's part for a cost compared: a number (``hand_cost_max`` …) or a Hand
    Cost maximum counted as the object is checked."""
    if kind not in ("hand_cost", "reserve_cost"):
        raise NotRead(kind, "this cost compared is not read yet", _RULE)
    what, said = value
    if what == _NUMBER:
        low, high = _bounds(bound, int(said))
        if low is not None and high is not None:
            return ("cost_between", (kind, low, high))
        return (f"{kind}_max", high) if high is not None else (f"{kind}_min", low)
    if kind != "hand_cost" or bound not in ("below", "at_most"):
        name = "Hand Cost" if kind == "hand_cost" else "Reserve Cost"
        why = f"a {name} {_SAID[bound]} the number of {said} is not read yet"
        raise NotRead(said, why, _RULE)
    return ("hand_cost_max_counted", (said, -1 if bound == "below" else 0))


class TheirZonesSemantics(SemanticsBase):
    """Cards in another player's zone named as objects (3.1.3): what the engine cannot name
    is refused in a judge's words."""

    g96_their_deck_top = _refused(
        "'{said}': another player's deck is hidden (3.1.3.d) — the engine does not show "
        "or move the cards of another player's deck yet"
    )
    g96_hidden_place = _refused(
        "'{said}': another player's hand and deck are hidden (3.1.3.d) — the engine does "
        "not choose among cards no one may see"
    )
    _g96_their_visible_refused = _refused("a card '{said}' as the object of a step is not read yet")

    @v_args(meta=True)
    def g96_their_visible_place(self, meta: Meta, items: list[Any]) -> tuple[str, str]:
        """ "from an opponent's Discard pile": a target's place (g4,
        semantics/discard_pile_places.py); another player's Mana zone, "target / each
        opponent's" piles are refused by name."""
        from scenarios.cards.grammar.semantics.discard_pile_places import their_visible_place

        read = their_visible_place(" ".join(self._span(meta).lower().split()))
        if read is None:
            self._g96_their_visible_refused(meta, items)  # raises NotRead
            raise AssertionError("unreachable")
        return read

    @v_args(meta=True)
    def g96_look_their_hand(self, meta: Meta, _: list[Any]) -> dict[str, Any]:
        """ib40: "Look at target opponent's hand": the effect's controller looks (3.1.3.f);
        another player's or several players' hands are refused by name."""
        from scenarios.cards.grammar.semantics.look_their_hand import look_their_hand

        return look_their_hand(self._span(meta), _RULE)
