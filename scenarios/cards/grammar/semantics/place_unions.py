"""ic40 (issue 30, session 40): places as a language — a place in play joined by "or" to a
Reserve or a Discard pile, the place of an object in a count, a condition or a step:
"for each Character in your Expeditions or your Reserve", "if you have a Character in play
or in your Reserve", "a Character in any Expedition or Reserve".

What each union holds, by the rules:

* "in your Expeditions or your Reserve": a player controls their Expeditions and what is
  in them (7.5.5.a, 7.5.5.b), and their own Reserve (3.1.2.b) — for Characters, which in play
  are only ever in Expeditions (3.2.4.b), the objects "you control or in your Reserve" (the
  engine's ``yours_in_play_or_reserve``); a card or Permanent there is refused (a Landmark
  is in play outside any Expedition, 3.2.7);
* "in play or in your Reserve": every object in play whoever controls it (3.1.4.a), and the
  controller's own Reserve (``in_play_or_your_reserve``);
* "in any Expedition or Reserve" (and the older "in play or in Reserve"): Characters in play
  and in any player's Reserve (3.2.10.a, ``in_play_or_reserves``).

A Discard pile joined so is read by the grammar and refused with its reason (the engine
counts no such union yet). As a step's object (a card chosen or targeted in play or in a
Reserve) the union is refused: the engine's choices there leave tokens out ("card", 2.1.e),
which a Character in an Expedition may be — resolve by hand.
"""

from __future__ import annotations

from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.tree import Condition, Description

Part = tuple[str, Any]
OPPONENTS_DISCARD_PILE = "in target opponent's discard pile"
"""What "in target opponent's discard pile" is read as: a target's place, read as "in an
opponent's discard pile" by a target (semantics/discard_pile_places.py), never counted."""
YOURS = "your expeditions or your reserve"
IN_PLAY_YOURS = "in play or your reserve"
ANY = "any expedition or reserve"
_DISCARD = " discard"
STEP_REFUSED = (
    "an object chosen or targeted in play or in a Reserve is not read yet: the engine's "
    "choices there leave tokens out (2.1.e), which a Character in an Expedition may be"
)
DISCARD_REFUSED = "a count of play and a Discard pile together is not read yet"
CHARACTERS_ONLY = (
    "only Characters are read in this union: a Landmark is in play outside any Expedition "
    "(3.2.7.a, 3.2.4.b)"
)


def _zone(span: str) -> str:
    return _DISCARD if span.rstrip().endswith("pile") else ""


class Ic40PlaceSemantics(SemanticsBase):
    """The ic40 qualifiers of altered.lark: the union said, as one part (``play_places``)."""

    @v_args(meta=True)
    def ic40_your_expeditions_or(self, meta: Meta, _: list[Any]) -> Part:
        """ "in your Expeditions or your Reserve" (7.5.5.b, 3.1.2.b)."""
        return ("play_places", YOURS + _zone(self._span(meta)))

    @v_args(meta=True)
    def ic40_in_play_or(self, meta: Meta, _: list[Any]) -> Part:
        """ "in play or in your Reserve" (3.1.4.a, 3.1.2.b)."""
        return ("play_places", IN_PLAY_YOURS + _zone(self._span(meta)))

    @v_args(meta=True)
    def ic40_any_expedition_or(self, meta: Meta, _: list[Any]) -> Part:
        """ "in any Expedition or Reserve" (3.2.4.b, 3.2.10.a)."""
        return ("play_places", ANY + _zone(self._span(meta)))

    def ic40_in_target_opponents_pile(self, _: list[Any]) -> Part:
        """ "in target opponent's discard pile": an opponent's (1.2.6.c, 6.5.b, 3.2.3.a)."""
        return ("counted_only", OPPONENTS_DISCARD_PILE)

    @v_args(meta=True)
    def ic40_in_each_opponents_zone(self, meta: Meta, _: list[Any]) -> Part:
        """ "in each opponent's Reserve": a count's words (1.2.1.b, 3.1.2.b)."""
        return ("counted_only", " ".join(self._span(meta).split()))

    @v_args(meta=True)
    def ic40_places_cond(self, meta: Meta, items: list[Any]) -> Condition:
        """ "if you have a Character in play or in your Reserve": kept as its words, as every
        condition (the engine's reading: evaluate/place_union_conditions.py) — refused here
        already where the count of the union is not read (6.5.d)."""
        from scenarios.cards.grammar.semantics.object_filters import _describe

        said = self._span(meta)
        play_places_count(_describe(condition_parts(said, items)), said)
        return Condition(said)


_TYPE_WORDS = {
    "character": "Character",
    "permanent": "Permanent",
    "spell": "Spell",
    "card": "card",
}


def condition_parts(said: str, items: list[Any]) -> list[Part]:
    """The description's parts of "you have [N] [adjectives] [noun] [union]": the parts read,
    and the noun said before the union (the grammar's ``_zone_noun`` keeps no part) as its
    type or sub-type (2.2.1, 2.2.2); refused when the noun is none of them."""
    from scenarios.cards.grammar import lexicon as lx

    parts = [i for i in items if isinstance(i, tuple)]
    if any(k in ("type", "subtype", "subtype_noun") for k, _ in parts):
        return parts
    words = said.split()
    noun = words[words.index("in", 2) - 1]
    single = noun[:-1] if noun.endswith("s") else noun
    if single in _TYPE_WORDS:
        return [*parts, ("type", _TYPE_WORDS[single])]
    name = lx.SUBTYPES.get(noun) or lx.plural_subtype(noun)
    if name is None:
        raise NotRead(noun, f"'{noun}' is not counted here", "ic40_places_cond")
    return [*parts, ("subtype", name)]


def _characters_only(d: Description) -> bool:
    from scenarios.cards.grammar.semantics.object_subjects import _noun

    try:
        return _noun(d) == "Character"
    except NotRead:
        return False


def play_places_count(d: Description, text: str) -> Any:
    """The count condition of a description whose place is one of these unions, or ``None``
    when it says none ("for each Character in your Expeditions or your Reserve"; 6.5.i)."""
    from dataclasses import replace

    from engine.state.cards import Condition, ConditionKind, Counted
    from scenarios.cards.grammar.evaluate.described_filters import object_filter

    union = d.play_places or ("in play or reserve" if d.in_play_or_reserve else "")
    if not union or d.controller:
        return None
    if union.endswith(_DISCARD):
        raise NotRead("or", DISCARD_REFUSED, "object_desc")
    if d.other or d.counted_only:
        raise NotRead("or", "this count in play or in a Reserve is not read yet", "object_desc")
    plain = Description(**{**vars(d), "play_places": "", "in_play_or_reserve": False})
    if union in (YOURS, ANY) and not _characters_only(plain):
        raise NotRead("or", CHARACTERS_ONLY, "object_desc")
    counted = {
        YOURS: Counted.YOURS_IN_PLAY_OR_RESERVE,
        IN_PLAY_YOURS: Counted.IN_PLAY_OR_YOUR_RESERVE,
    }.get(union, Counted.IN_PLAY_OR_RESERVES)
    flt = object_filter(plain, False)
    if "card" in d.types:
        flt = replace(flt, non_token=True)  # a token is no card (1.1.7.b, 2.1.e)
    return Condition(ConditionKind.COUNT, counted=counted, filter=flt, text=text)


def refuse_play_places(d: Description) -> None:
    """Refuse a step's object said in one of these unions (:data:`STEP_REFUSED`)."""
    if d.play_places:
        raise NotRead("or", STEP_REFUSED, "object_desc")
