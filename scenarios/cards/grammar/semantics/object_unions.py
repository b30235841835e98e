"""ic39 (issue 30, session 39): AN OBJECT OF ONE OF TWO DESCRIPTIONS — "Return a Bureaucrat
or a Spell from your Reserve to your hand", "Send target Character with no Kelon counters or
target token to its owner's hand", "Exhaust target Character with Hand Cost {2} or less or a
token": one object (a target, 6.5.b; a choice, 6.1.g) that fits either description, each
description with its own qualifiers — the filter's ``any_of`` (the engine's
``engine/reading/filters.py`` checks each member as a whole filter).

The lexer says the "or" OR_OBJECT (grammar/step_object_ors.py); this is the one rule that
composes the two descriptions, for every slot an object description fills (the subject of
the step is then found by ``object_subjects._subject`` as for one description).

Whose and where words (1.1.3, 3.1.2.b, 3.2): said after the second description only, they
are said of both when the first says nothing after its noun ("a Bureaucrat or a Spell from
your Reserve": both in the controller's Reserve) — as card text says one place for a list;
said after each, each keeps its own. Refused with the judge's reason, naming the words:

- whose / where words after the second when the first has qualifiers of its own ("a
  Character with no boosts or a token you control"): whether they describe both objects or
  the second only is not printed;
- qualifiers after the second when the first is a bare kind ("a Character or a token with no
  boosts"): the same ambiguity;
- the two objects in different zones ("a Character in your Reserve or a token"): a choice
  over two zones each with its own description is not read (3.1.4.a, 3.2.10);
- a Spell or a card said in play (a Spell is never in play, 2.2.1.h; 3.1.4.a)."""

from __future__ import annotations

from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.semantics.object_filters import ALL_OF_PARTS, _describe
from scenarios.cards.grammar.tree import Description, Object

Part = tuple[str, Any]
_RULE = "ic39_objects_or"
_ADJECTIVES = frozenset({"status", "subtype", "non_token", "other"})
_NOUNS = frozenset(
    {"type", "subtype_noun", "token", "permanent_zone", "kinds_or", "subtypes_or"}
    | {"subtype_or_type", "names"}
)
_ZONES: dict[str, str] = {
    "in_your_reserve": "reserve",
    "from_your_hand": "hand",
    "in_reserve": "any reserve",
    "in_play_or_reserve": "play or reserve",
    "from_hand_or_reserve": "hand or reserve",
    "your_zones": "your zones",
}
"""Parts that say a zone outside the Expedition and Landmark zones (3.1.4.a) -> that zone."""
_WHOSE = frozenset({"controller", "owner", "in_play", "in_my_expedition", *_ZONES})
"""Parts that say whose an object is or where (1.1.3, 3.1.2.b, 3.2)."""
_DISCARD = "from your discard pile"
_ZONE_ORDER = ("hand", "reserve", "discard")
"""The personal zones said with "or", in the order the reading keeps (the choice's set)."""
_IN_PLAY_KINDS = frozenset({"Character", "Permanent", "Character or Permanent", "token"})

AMBIGUOUS_WHOSE = (
    "whose or where the first object is, after a second said with its own qualifiers, is not "
    "printed: read by hand (6.5.b)"
)
AMBIGUOUS_QUALIFIER = (
    "whether the words after the second object describe the first too is not printed: read "
    "by hand (6.5.b)"
)
TWO_ZONES = (
    "an object of one of two descriptions in two different zones is not read yet: read by "
    "hand (3.1.4.a, 3.2.10)"
)
NOT_IN_PLAY = "a {noun} is never in play (2.2.1.h, 3.1.4.a): this object in play is not read"


def _flat(parts: list[Any]) -> list[Part]:
    """Parts said together made single parts; "Landmark" the Permanent in Landmarks (2.2.3.e),
    as the kinds "or" reads it (object_language.py)."""
    flat = [p for i in parts for p in (i[1] if i[0] == ALL_OF_PARTS else [i])]
    return [("permanent_zone", "landmark") if p == ("type", "Landmark") else p for p in flat]


def _split(parts: list[Part]) -> tuple[list[Part], list[Part], list[Part]]:
    """A description's parts -> (adjectives and noun, qualifiers, whose / where words)."""
    kind, said, whose = [], [], []
    for part in parts:
        key = part[0]
        if key in _ADJECTIVES or key in _NOUNS:
            kind.append(part)
        elif key in _WHOSE or (key == "counted_only" and part[1] == _DISCARD):
            whose.append(part)
        else:
            said.append(part)
    return kind, said, whose


def _zone(whose: list[Part]) -> str:
    zones = {
        f"{_ZONES[k]} {v}" if k == "your_zones" else _ZONES[k] for k, v in whose if k in _ZONES
    }
    zones |= {"discard pile" for k, v in whose if k == "counted_only"}
    if len(zones) > 1:
        raise NotRead("or", TWO_ZONES, _RULE)
    return next(iter(zones), "play")


class ObjectUnionSemantics(SemanticsBase):
    """ "[a / target] [description] or [a / target] [description]": one object (6.5.b, 6.1.g)."""

    @v_args(meta=True)
    def ic39_objects_or(self, meta: Meta, items: list[Any]) -> Description:
        from scenarios.cards.grammar.semantics.slot_unions import said_union

        found = said_union(items)  # ia40: two descriptions, or a list of three
        assert found is not None  # the rule holds OR_OBJECT
        return found

    @v_args(meta=True)
    def ic39_your_zones(self, meta: Meta, _: list[Any]) -> Part:
        """ "from your Reserve or discard pile": the controller's zones said (3.1.2.b)."""
        words = self._span(meta).replace("discard pile", "discard").split()
        said = {w for w in words if w in _ZONE_ORDER}
        return ("your_zones", tuple(z for z in _ZONE_ORDER if z in said))  # a set of zones

    @v_args(meta=True)
    def ic39_types_or_card(self, meta: Meta, _: list[Any]) -> Part:
        """ "Spell or Character card": a card of either type (2.2.1), the words after "card"
        said of both."""
        words = self._span(meta).split()
        types = [words[0].capitalize(), words[2].capitalize()]
        if types[0] == types[1]:
            raise NotRead("or", "one type said twice names no second kind", _RULE)
        members = [[("type", t)] for t in types]
        return (ALL_OF_PARTS, [("type", "card"), ("any_of", members)])


def said_after_noun(parts: list[Part]) -> bool:
    """ia40: whether words are said after a description's noun ("a Character with a boost"):
    its parts in the order printed, a part after the last noun's a qualifier, whatever its
    kind ("with a boost" and "Boosted" are one status, 2.4.5.a, said before or after)."""
    nouns = [k for k, p in enumerate(parts) if p[0] in _NOUNS]
    return bool(nouns) and nouns[-1] + 1 < len(parts)


def objects_union(first: list[Part], second: list[Part], *, qualified: bool = False) -> Description:
    """The description of one object fitting either side's (``any_of``), their shared whose
    and where words said once of both; ``qualified``: the first has words after its noun
    (ia40), so words after the second are not said of it too."""
    kind1, said1, whose1 = _split(first)
    kind2, said2, whose2 = _split(second)
    own1 = bool(said1 or whose1 or qualified)  # the first closed by words of its own
    # words a step reads off its object's last words ("Put … in your hand": where it goes,
    # gu_reserve_places.py) are the whole phrase's, not the second description's
    last = [p for p in said2 if p[0] == "counted_only"]
    said2 = [p for p in said2 if p[0] != "counted_only"]
    shared: list[Part] = []
    if whose2 and not whose1:
        if said1 or qualified:
            raise NotRead("or", AMBIGUOUS_WHOSE, _RULE)
        shared, whose2 = whose2, []  # said once of both: "… from your Reserve"
    elif whose1 and whose2 and sorted(whose1, key=str) == sorted(whose2, key=str):
        shared, whose1, whose2 = whose1, [], []  # each said the same: once
    if said2 and not own1:
        raise NotRead("or", AMBIGUOUS_QUALIFIER, _RULE)
    zones = {_zone(whose1 + shared), _zone(whose2 + shared)}
    if len(zones) > 1:
        raise NotRead("or", TWO_ZONES, _RULE)
    zone = zones.pop()
    members = [kind1 + said1 + whose1, kind2 + said2 + whose2]
    nouns = [_kind_of(_describe(m)) for m in members]
    d = _describe(shared + last)
    if zone == "play":
        for noun in nouns:
            if noun not in _IN_PLAY_KINDS:
                raise NotRead("or", NOT_IN_PLAY.format(noun=noun), _RULE)
        same = nouns[0] == nouns[1] and nouns[0] in ("Character", "Permanent")
        d.types = [nouns[0] if same else "Character or Permanent"]
    else:
        d.types = ["card"]  # a card outside play, of either description (3.1.3.a, 3.2)
    d.any_of = members
    return d


def _kind_of(d: Description) -> str:
    """What one side names: its type, "token", or what its sub-types are the sub-types of."""
    from scenarios.cards.grammar.semantics.object_subjects import _noun

    if d.permanent_zone:
        return "Permanent"
    if d.token and not d.types:
        return "token"
    return _noun(d)


CHOSEN_KINDS = ("card", "Character", "Permanent", "Spell")
HAND_TARGET = (
    "a card in a hand is not targeted: a hand is a hidden zone holding cards, not objects, and "
    "a target is an object (3.1.3.d, 6.5.b)"
)


def your_zones_subject(obj: Object) -> dict[str, Any] | None:
    """ "a card from your hand or Reserve", "a Character from your Reserve or discard pile":
    one card of the controller's own personal zones named (3.1.2.b), the controller choosing
    it as the step happens (6.1.g) — the engine's ``a_card_from_your_zones`` with the zones in
    the filter (``in_your_zones``). ``None`` when no zones are said with "or"; a target among
    them is refused (a hand's card is no object, 3.1.3.d; a target in two zones, not read)."""
    from dataclasses import replace

    from scenarios.cards.grammar.semantics.object_filters import _filter
    from scenarios.cards.grammar.semantics.object_subjects import _noun

    d = obj.description
    zones = d.your_zones or (("hand", "reserve") if d.from_hand_or_reserve else ())
    if not zones:
        return None
    said = " or ".join(zones)
    if obj.kind == "target":  # ic40: a target in a Reserve or Discard pile (6.5.b, 3.1.3.a)
        from scenarios.cards.grammar.semantics.own_zone_targets import target_in_your_zones

        return target_in_your_zones(obj, zones)
    plain = not (obj.up_to or obj.count or obj.any_number or obj.joined or obj.and_me)
    if obj.kind not in ("chosen", "another") or not plain:
        raise NotRead("or", f"these objects in your {said} are not read yet", "object_desc")
    rest = replace(d, your_zones=(), from_hand_or_reserve=False)
    if rest.controller or rest.in_your_reserve or rest.from_your_hand or rest.in_my_expedition:
        raise NotRead("or", "a card said in two places here is not read", "object_desc")
    noun = _noun(rest)
    if noun not in CHOSEN_KINDS:
        raise NotRead("or", f"a {noun} in your {said} is not read yet", "object_desc")
    flt = _filter(rest, types=[] if noun == "card" else [noun])
    flt["in_your_zones"] = list(zones)
    if obj.another:
        flt["another"] = True
    return {"subject": "a_card_from_your_zones", "filter": flt}


_MOVES = frozenset({"discard", "return", "put", "send"})
DISCARDED_AGAIN = (
    "a target in a Discard pile discarded again is moved nowhere: to discard is to move a "
    "card to the Discard pile (7.3.7.a) — resolve by hand"
)
_ZONE_SUBJECTS = frozenset({"a_card_from_your_zones", "target_card_in_your_zones"})  # ic40
"""The steps a card of one of the controller's zones said with "or" is read with: moved out
of it (7.3.7 discard, 7.3.27 put, 7.3.32 return, 7.3.37 send)."""
ONLY_MOVED = (
    "a card in one of these zones is read only where a step moves it: what else a step does "
    "to a card in a hand or a Discard pile is not read (3.1.3.d, 2.4.1.c, 2.5.b)"
)


def ic39_zones_moved(found: Any) -> None:
    """Refuse any step but a move on a card chosen among the controller's zones said with
    "or" ("Exhaust a Character from your hand or Reserve": a card in a hand is no object
    with a status, 3.1.3.d; in a Discard pile it gains none, 2.4.1.c)."""
    if isinstance(found, list):
        for item in found:
            ic39_zones_moved(item)
        return
    if not isinstance(found, dict):
        return
    if found.get("subject") in _ZONE_SUBJECTS and found.get("action") not in _MOVES:
        raise NotRead("or", ONLY_MOVED, "object")
    if found.get("subject") == "target_card_in_your_zones" and found.get("action") == "discard":
        zones = (found.get("filter") or {}).get("in_your_zones") or ()
        if "discard" in zones:  # ic40: discarding a card of a Discard pile moves nothing
            raise NotRead("discard", DISCARDED_AGAIN, "object")
    for value in found.values():
        ic39_zones_moved(value)
