"""The object description as one composed language (issue 30, gram79): words every slot
that takes an object description (6.5.b) takes, whatever its quantifier, kind, controller
or place — "with the most / fewest boosts" (2.5.1), "in an Expedition" (3.2.4). Each
returns a description part the description rules fold into one filter
(semantics/object_filters.py), so each combines with every other part."""

from __future__ import annotations

from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase

Part = tuple[str, Any]


class ObjectLanguageSemantics:
    """The semantic functions of the object-language qualifiers (one mixin); "with the most /
    fewest boosts" is the superlatives' (semantics/superlatives.py)."""

    def in_an_expedition(self, _: list[Any]) -> Part:
        """ "in an Expedition": in the Expedition zone (3.2.4) — every Character in play is
        (2.2.1.h), a Permanent there is an Expedition Permanent, not a Landmark (2.2.3.d-e)."""
        return ("in_expeditions", True)


def superlatives_among_whose(found: Any) -> None:
    """A superlative the engine finds among every object in play the rest of the filter
    lets through (3.1.4.a): where a player chooses one of their own ("Sacrifice a Character
    with the most boosts", "Each opponent sacrifices a Character with the fewest boosts",
    6.1.g) the printed words compare that player's objects only — read only when the filter
    names that controller; otherwise refused, never compared over both players' objects."""
    if isinstance(found, list):
        for value in found:
            superlatives_among_whose(value)
        return
    if not isinstance(found, dict):
        return
    subject, flt = found.get("subject"), found.get("filter")
    if (
        isinstance(subject, str)
        and subject.startswith("a_")
        and "control" in subject
        and isinstance(flt, dict)
        and flt.get("extreme")
        and not flt.get("controller")
    ):
        said = _SUPERLATIVE_WORDS.get((str(flt["extreme"]), str(flt.get("extreme_of"))), "the most")
        raise NotRead(
            said,
            f"'{said}' among the objects a player chooses from their own is not read: the "
            "engine compares every object in play",
            "object_desc",
        )
    for value in found.values():
        superlatives_among_whose(value)


_SUPERLATIVE_WORDS = {
    ("highest", "boosts"): "with the most boosts",
    ("lowest", "boosts"): "with the fewest boosts",
    ("highest", "hand_cost"): "with the highest Hand Cost",
    ("lowest", "hand_cost"): "with the lowest Hand Cost",
}


def types_of_targeted_group(noun: str) -> list[str]:
    """The types a targeted player's group names, for the filter ("each Character target
    opponent controls": none — the engine finds their Characters; "all Permanents / tokens /
    Plants target opponent controls": the types, and the engine finds every object in play
    of theirs to narrow, 3.1.4.a). A kind the engine cannot find in play (a Spell, a card)
    is refused."""
    if noun == "Character":
        return []
    if noun == "Permanent":
        return ["Permanent"]
    if noun in ("token", "Character or Permanent"):
        return ["Character", "Permanent"]
    raise NotRead(
        "target opponent", f"a {noun} a target opponent controls is not an object in play"
    )


class KindsOrSemantics(SemanticsBase):
    """ "a token or a Permanent", "target Character or Landmark": kinds said with "or" — one
    object in play fitting either description (2.2.1, 2.2.3, 1.1.7.b); each kind its parts,
    folded into the filter's ``any_of`` (semantics/object_filters.py)."""

    @v_args(meta=True)
    def kinds_or_noun(self, meta: Meta, _: list[Any]) -> Part:
        # "and" too: "for each Robot and Landmark" is said "or" (other_words.py, gram85)
        words = [w for w in self._span(meta).lower().split() if w not in ("or", "and", "a", "an")]
        first, second = (_kind_parts(w) for w in words)
        return ("kinds_or", [first, second])


def _kind_parts(word: str) -> list[Part]:
    """One kind's description parts: a token (1.1.7.b), a Landmark Permanent (2.2.3.e), a
    Character or Permanent (2.2.1), a sub-type (2.2.2)."""
    from scenarios.cards.grammar import lexicon as lx

    if word == "token":
        return [("token", "")]
    if word == "landmark":
        return [("permanent_zone", "landmark")]
    if word in ("character", "permanent"):
        return [("type", word.capitalize())]
    return [("subtype_noun", lx.SUBTYPES.get(word) or lx.plural_subtype(word) or word)]
