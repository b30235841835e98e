"""Descriptions by absence and negation (issue 30, gram37): each predicate an object
description takes positively, said absent or negated, composed in every slot a description
stands in (a target, "each", "for each", a trigger's object, a condition's count, a passive's
group: 6.5.b).

A negated part is the complement of the positive part the grammar already reads, never a
reading of its own:

- a status (2.4) -> without it ("non-Boosted", "that isn't [[Anchored]]"); a sub-type (2.2.2)
  -> without it ("that isn't an Animal"); a keyword ability (7.4) -> none of it works on the
  object ("without Defender", "non-Gigantic", "that doesn't have Tough 1"); a token (2.1.e)
  -> a card ("that isn't a token"); boosts (2.4.5.a) -> not Boosted ("without a boost");
- who controls or owns it (1.2.2, 1.1.3.c): "you don't control" is controlled by another
  player — an opponent (1.2.1.b); "you don't own" is owned by an opponent;
- "other than me" is "another" (7.2.1.a);
- anything else a description says ("not in my Expedition", "that isn't a Character", "with
  Hand Cost other than {3}", "not facing me", "with neither Defender nor boosts") -> the
  filter ``none_of``: the object fits none of these descriptions, each read as if said alone
  (:func:`.object_filters._negated_filter`), evaluated by the engine with the predicate's own
  rule (engine/reading/filters.py).

A part that has no complement the engine can evaluate ("not in each Expedition", "not from
your Reserve") is refused, naming the words — precision first.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, _number
from scenarios.cards.grammar.semantics.object_filters import ALL_OF_PARTS

Part = tuple[str, Any]

_FLIPPED = {"you": "opponent", "opponent": "you"}
"""The other side of who controls or owns an object in a two-player game (1.2.1.b)."""

_DENIED = frozenset(
    {
        "type",
        "in_my_expedition",
        "in_your_expedition",
        "in_terrain",
        "terrains_either",
        "facing_me",
        "in_expedition_ahead",
        "in_expedition_standing",
        "in_expedition_race",
        "alone_in_expedition",
        "in_your_other_expedition",
        "boosts_min",
        "boosts_max",
        "stat_compared",
        "cost_between",
        "hand_cost_max",
        "hand_cost_min",
        "reserve_cost_max",
        "reserve_cost_min",
        "base_cost_max",
        "base_cost_min",
        "permanent_zone",
        "statuses_all",
    }
)
"""The parts whose denial is a description the object must not fit (``none_of``): each is a
filter the engine evaluates (engine/reading/filters.py)."""


def negate(part: Part) -> Part:
    """The part saying the object does not fit ``part`` (see the module docstring)."""
    key, value = part
    if key == "status":
        return ("without_status", value)  # 2.4
    if key in ("subtype", "subtype_noun"):
        return ("without_subtype", value)  # 2.2.2
    if key == "keyword":
        return ("without_keyword", value)  # 7.4
    if key == "token":
        return ("non_token", "")  # a card, not a token (2.1.e)
    if key in ("controller", "owner") and value in _FLIPPED:
        return (key, _FLIPPED[value])  # 1.2.2, 1.1.3.c; 1.2.1.b
    if key == "other":
        raise NotRead("not", "'not another' is not read: say 'me'", "object_desc")
    if key == "counted_only" and value == "in the expedition facing me":
        return ("none_of", [[("facing_me", True)]])  # 1.2.3.c
    if key == "type" and value in ("card", "Character or Permanent"):
        raise NotRead("not", f"'not a {value}' narrows nothing read here", "object_desc")
    if key == ALL_OF_PARTS:
        for k, _ in value:
            _deniable(k)
        return ("none_of", [list(value)])
    _deniable(key)
    return ("none_of", [[part]])


def _deniable(key: str) -> None:
    if key not in _DENIED:
        raise NotRead("not", f"'not' before these words is not read yet ({key.replace('_', ' ')})")


class NegatedDescriptionSemantics(SemanticsBase):
    """Negated and absent predicates of a description, rule by rule (the module docstring)."""

    def non_status_adjective(self, items: list[Token]) -> Part:
        return ("without_status", lx.STATUSES[items[0].lower()[4:]])  # "non-Boosted" (2.4)

    def non_keyword_adjective(self, items: list[Token]) -> Part:
        return ("without_keyword", lx.KEYWORDS[items[0].lower()[4:]])  # "non-Gigantic" (7.4)

    def non_type_adjective(self, items: list[Token]) -> Part:
        word = items[0].lower()[4:].rstrip("s")  # "non-Characters": the type (2.2.1)
        return ("none_of", [[("type", word.capitalize())]])

    def you_dont_control(self, _: list[Any]) -> Part:
        return ("controller", "opponent")  # controlled by another player (1.2.2, 1.2.1.b)

    def you_dont_own(self, _: list[Any]) -> Part:
        return ("owner", "opponent")  # owned by another player (1.1.3.c)

    def without_keyword(self, items: list[Token]) -> Part:
        word = str(next(t for t in items if isinstance(t, Token))).lower()
        keyword = lx.KEYWORDS.get(word) or lx.NUMBERED_KEYWORDS.get(word)
        if keyword is None:
            raise NotRead(word, f"'{word}' is not a keyword ability (7.4)")
        return ("without_keyword", keyword)

    def not_qualifier(self, items: list[Any]) -> Part:
        return negate(items[-1])

    def relative_qualifier(self, items: list[Any]) -> Part:
        """A relative clause, "[noun] that is / which are / that [qualifier]": the qualifier
        itself (gram62)."""
        part: Part = items[-1]
        return part

    def not_a_noun(self, items: list[Any]) -> Part:
        return negate(items[-1])

    def not_ready(self, _: list[Any]) -> Part:
        return ("status", "Exhausted")  # not ready: Exhausted (2.4.6.b)

    def other_than_me(self, _: list[Any]) -> Part:
        return ("other", True)  # "another": not the bearer (7.2.1.a)

    def cost_other_than(self, items: list[Any]) -> Part:
        kind, mana = items[0], items[-1]
        n = _number(mana)
        return ("none_of", [[(f"{kind}_min", n), (f"{kind}_max", n)]])  # 2.2.7, 2.2.8

    def with_neither(self, items: list[Any]) -> Part:
        parts = [negate(p) for p in items]
        return (ALL_OF_PARTS, parts)

    def neither_keyword(self, items: list[Token]) -> Part:
        word = str(items[0]).lower()
        keyword = lx.KEYWORDS.get(word) or lx.NUMBERED_KEYWORDS.get(word)
        if keyword is None:
            raise NotRead(word, f"'{word}' is not a keyword ability (7.4)")
        return ("keyword", keyword)

    def neither_status(self, items: list[Token]) -> Part:
        return ("status", lx.STATUSES[items[0].lower()])

    def neither_boosts(self, _: list[Any]) -> Part:
        return ("status", "Boosted")  # "with no boosts" is not Boosted (2.4.5.a)
