"""The writer of the conditions section (session 3): an engine condition said of Expeditions
or of the controller's cards in a zone, printed in the cards' own style ("my Expedition is
behind or tied", "one of your Expeditions is Ascended", "you have 3 or more Mana Orbs in your
Mana zone"); the round-trip test reads the words back to the same condition."""

from __future__ import annotations

from typing import Any

from engine.state.cards import Condition, ConditionKind, Counted
from engine.state.conditions import ExpeditionScope
from scenarios.cards.grammar.writer.all_rules import Unwritable
from scenarios.cards.grammar.writer.several_types_nouns import type_noun

_SUBJECTS = {
    ExpeditionScope.MY: ("my Expedition", "is"),
    ExpeditionScope.ITS: ("its Expedition", "is"),
    ExpeditionScope.ONE_OF_YOURS: ("one of your Expeditions", "is"),
    ExpeditionScope.EACH_YOURS: ("both of your Expeditions", "are"),
    ExpeditionScope.YOUR_OTHER: ("your other Expedition", "is"),  # 7.5.5.a
    ExpeditionScope.FACING_ME: ("the Expedition facing me", "is"),  # 1.2.3.c
}
_POSITIONS = {
    ConditionKind.EXPEDITION_AHEAD: "ahead",
    ConditionKind.EXPEDITION_BEHIND: "behind",
    ConditionKind.EXPEDITION_TIED: "tied",
}
_TERRAINS = {"forest": "{V}", "mountain": "{M}", "water": "{O}"}
_ZONES = {Counted.YOUR_HAND: "cards in your hand", Counted.YOUR_RESERVE: "cards in your Reserve"}


def write_condition(c: Condition) -> str:
    """The printed words of ``c`` (without "If"); :class:`Unwritable` if this section has
    no words for it."""
    if c.kind == ConditionKind.EXPEDITION_STATE:
        return _expedition(c)
    if c.kind == ConditionKind.COUNT and c.filter is None and c.at_least is not None:
        if c.counted == Counted.YOUR_MANA:
            return f"you have {c.at_least} or more Mana Orbs in your Mana zone"
        if c.counted in _ZONES:
            return f"you have {c.at_least} or more {_ZONES[c.counted]}"
    raise Unwritable("this condition")


_RELATIONS = {
    ConditionKind.EXPEDITION_AHEAD: "ahead of",
    ConditionKind.EXPEDITION_BEHIND: "behind",
    ConditionKind.EXPEDITION_TIED: "tied with",
}
_AGAINST = {
    (ExpeditionScope.OPPONENTS, False): "an opponent's Expedition",
    (ExpeditionScope.OPPONENTS, True): "each opponent's Expedition",
    (ExpeditionScope.EACH_YOURS, True): "both of your Expeditions",
    (ExpeditionScope.ONE_OF_YOURS, False): "one of your Expeditions",
    (ExpeditionScope.MY, True): "my Expedition",
    (ExpeditionScope.YOUR_OTHER, True): "your other Expedition",
    (ExpeditionScope.YOUR_HERO, True): "your Hero Expedition",
    (ExpeditionScope.YOUR_COMPANION, True): "your Companion Expedition",
}
_FURTHEST = {
    ConditionKind.EXPEDITION_AHEAD: "the furthest ahead",
    ConditionKind.EXPEDITION_BEHIND: "the furthest behind",
}


def race_words(positions: tuple[str, ...], in_contact: bool, against: str, each: bool) -> str:
    """The Expedition race's relation and the Expeditions it is said against (gram83,
    gram87): "ahead of each opponent's Expedition", "in contact with one of your
    Expeditions", "the furthest ahead" (7.5.2.a-c, 7.5.9.a); :class:`Unwritable` if the
    reader has no words for it."""
    if against == ExpeditionScope.OTHERS and each and not in_contact and len(positions) == 2:
        ends = set(positions) - {ConditionKind.EXPEDITION_TIED}
        if len(ends) == 1 and ConditionKind.EXPEDITION_TIED in positions:
            return _FURTHEST[ends.pop()]
    named = _AGAINST.get((against, each))
    if named is None or len(positions) + in_contact != 1:
        raise Unwritable("an Expedition said against these Expeditions")
    relation = "in contact with" if in_contact else _RELATIONS[positions[0]]
    return f"{relation} {named}"


def _race(c: Condition) -> str:
    """ "my Expedition is ahead of each opponent's Expedition", "I'm not behind an
    opponent's Expedition" (gram83)."""
    said = race_words(c.positions, c.in_contact, c.against, c.against_each)
    neg = "not " if c.negated else ""
    if c.scope == ExpeditionScope.ME:  # "I'm furthest ahead" ("I am the" is "the only …")
        return f"I'm {neg}{said.removeprefix('the ')}"
    subject, verb = _SUBJECTS[c.scope]
    if c.scope in (ExpeditionScope.ONE_OF_YOURS, ExpeditionScope.EACH_YOURS):
        said = said.removeprefix("the ")  # "one of your Expeditions is furthest ahead"
    return f"{subject} {verb} {neg}{said}"


def _terrains(c: Condition) -> str:
    """ "my Expedition is in a region with {V} and {M}" (each, 7.5.8.b), "… in {V} or {M}"
    (one of them); "I'm in …" one of my Expeditions (7.5.8.c)."""
    if len(c.terrains) != 2 or c.status is not None or c.positions or c.in_contact:
        raise Unwritable("an Expedition condition of several parts")
    first, second = (_TERRAINS[t.value] for t in c.terrains)
    said = (
        f"in a region with {first} and {second}" if c.every_terrain else f"in {first} or {second}"
    )
    neg = "not " if c.negated else ""
    if c.scope == ExpeditionScope.ME:
        return f"I'm {neg}{said}"
    subject, verb = _SUBJECTS[c.scope]
    return f"{subject} {verb} {neg}{said}"


def _expedition(c: Condition) -> str:
    if c.against:
        return _race(c)
    if c.terrains:
        return _terrains(c)
    said = [_POSITIONS[p] for p in c.positions]
    if len(said) > 2 or sum(bool(x) for x in (said, c.status, c.terrain, c.in_contact)) != 1:
        raise Unwritable("an Expedition condition of several parts")
    if c.status is not None:
        state = str(c.status.value)
    elif c.terrain is not None:
        state = f"in {_TERRAINS[c.terrain.value]}"
    elif c.in_contact:
        state = "In Contact"
    else:
        state = " or ".join(said)
    if c.scope == ExpeditionScope.ME:
        if not c.in_contact:
            raise Unwritable("'I' is In Contact only here")
        return f"I'm {'not ' if c.negated else ''}In Contact"
    subject, verb = _SUBJECTS[c.scope]
    return f"{subject} {verb} {'not ' if c.negated else ''}{state}"


def becomes_words(reaction: dict[str, Any], condition: str) -> str | None:
    """ "When I become [status] / When a [Character] becomes [status] [, if c] —"
    (7.5.4.a), "When you sacrifice [another] [Character] —" (7.3.36.a); ``None`` for
    another trigger."""
    from scenarios.cards.grammar.writer.all_rules import _description

    flt = dict(reaction.get("filter") or {})
    if reaction["trigger"] == "you_sacrifice_a_character" and flt:
        det = "another" if flt.pop("another", False) else ""
        types = list(flt.pop("types", None) or ["Character"])  # "a Permanent" (7.3.36.a)
        if sorted(types) == ["Character", "Permanent"] and flt.pop("non_token", False):
            types = ["card"]  # gh: "a card" — a Character or Permanent, never a token (2.1.e)
        # id40: "a token" (a Character or Permanent token, 1.1.7.b), "a Character or
        # Permanent": every type said, never the first alone
        text = _description(flt, type_noun(types), plural=False)
        det = det or ("an" if text[:1].lower() in "aeiou" else "a")
        return f"When you sacrifice {det} {text}{condition} \u2014"
    leaves = {
        "character_leaves_your_expeditions": "your Expeditions",
        "character_leaves_my_expedition": "my Expedition",
    }
    if reaction["trigger"] in leaves and flt.get("another"):
        flt.pop("another")
        text = _description(flt, "Character", plural=False)
        return f"When another {text} leaves {leaves[reaction['trigger']]}{condition} \u2014"
    if reaction["trigger"] != "becomes_status":
        return None
    if flt == {"only_me": True}:
        return f"When I become {reaction['status']}{condition} \u2014"
    flt.pop("types", None)
    another = bool(flt.pop("another", False))  # not the bearer (7.2.1.a)
    text = _description(flt, "Character", plural=False)
    det = "another" if another else ("an" if text[:1].lower() in "aeiou" else "a")
    return f"When {det} {text} becomes {reaction['status']}{condition} \u2014"
