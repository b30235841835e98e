"""Conditions of passive and triggered abilities that :func:`scenarios.cards.vocabulary.
condition_of` reads through this module (it asks here last):

* "you have ten or more Mana Orbs", "you have less than eight Mana Orbs" — the Mana Orbs
  in the player's Mana zone (2.2.1.f);
* "you have three or more base statistics of 0 among Characters you control" (also
  "there are ...") — the printed statistics (2.2.11.b) of the Characters in play the
  player controls (2.2.1.h), each statistic counted once;
* "you have less / more cards in Reserve than target opponent" — the opponent of a
  two-player game (1.2.1.b), who is never an illegal target;
* "you control a token" (2.1.e);
* "I am played in an Expedition with no Characters" — the Expedition a card is being
  played into (its own cost changes, 5.1.2.f);
* "there are one or more Spells in your Reserve", "... Characters with Hand Cost {7} or
  more in your Reserve" — cards of a type (2.2.1.i: wherever they are) in the player's
  Reserve.
"""

from __future__ import annotations

import re

from engine.state.cards import Condition, ConditionKind, Counted, ObjectFilter
from engine.state.enums import CardType, Terrain
from scenarios.cards.vocabulary import NUMBER_WORDS, STATUSES

_N = r"(?P<n>\d+|" + "|".join(NUMBER_WORDS) + ")"
_MANA = re.compile(
    r"^you have (?P<less>less than |fewer than )?" + _N + r"(?P<more> or more)? mana orbs?$"
)
_BASE_STATS = re.compile(
    r"^(?:you have|there are) " + _N + r" or more base statistics of (?P<v>\d+) "
    r"among characters you control$"
)


_IN_RESERVE = re.compile(
    r"^there (?:are|is) " + _N + r" or more (?P<noun>card|character|permanent|spell)s?"
    r"(?: with hand cost \{(?P<cost>\d+)\} or more)? in your reserve$"
)


_RESERVE_LEAD = re.compile(
    r"^you have (?P<dir>less|fewer|more) cards in reserve than (?:an|your) opponent$"
)


def _number(word: str) -> int:
    return int(word) if word.isdigit() else NUMBER_WORDS[word]


_TERRAIN_ICONS = {"v": Terrain.FOREST, "m": Terrain.MOUNTAIN, "o": Terrain.WATER}
_TOKENS = re.compile(r"^you control " + _N + r"(?P<more> or more)? (?P<other>other )?tokens?$")


def more_count(key: str, text: str) -> Condition | None:
    """What "per [...]" / "X is the number of [...]" counts, for the counts
    :func:`scenarios.cards.vocabulary.count_of` does not read itself: "Character(s) an
    opponent controls" (the opponent of a two-player game, 1.2.1.b) or "target opponent
    controls" (a target the step chooses first, 6.5.b), "Expedition(s) in
    {V}" (every Expedition whose region has it, 7.5.8.b), "regions between your Hero and
    Companion" (0 when they are adjacent); ``None`` otherwise."""
    m = re.fullmatch(
        r"(?P<noun>character|permanent)s? (?P<who>target|an|your) opponent controls?", key
    )
    if m is not None:
        flt = ObjectFilter(types=frozenset({CardType(m["noun"].capitalize())}))
        # "target opponent" is a target (6.5.b, 1.2.6.c): the step targets them first and
        # counts what that player controls; "an opponent" / "your opponent" is not a target.
        target = m["who"] == "target"
        counted = Counted.TARGET_PLAYER_CONTROLS if target else Counted.OPPONENT_CONTROLS
        return Condition(ConditionKind.COUNT, counted=counted, filter=flt, text=text)
    m = re.fullmatch(r"expeditions? in \{(?P<t>[vmo])\}", key)
    if m is not None:
        terrain = _TERRAIN_ICONS[m["t"]]
        return Condition(
            ConditionKind.COUNT, counted=Counted.EXPEDITIONS_IN_TERRAIN, terrain=terrain, text=text
        )
    if key == "regions between your hero and companion":
        return Condition(ConditionKind.COUNT, counted=Counted.REGIONS_BETWEEN, text=text)
    return None


def more_condition(key: str, text: str) -> Condition | None:
    """The condition for ``key`` (lower case, single spaces, "i'm" as "i am"), or
    ``None``."""
    m = re.fullmatch(r"it(?: is|'s) (?P<status>[a-z]+)", key)
    if m is not None and m["status"] in STATUSES:  # "if it is Asleep" (2.4)
        return Condition(ConditionKind.IT_HAS_STATUS, status=STATUSES[m["status"]], text=text)
    m = _TOKENS.match(key)
    if m is not None and (m["more"] or m["n"] in ("a", "an")):
        flt = ObjectFilter(tokens=True, another=bool(m["other"]))
        n = _number(m["n"])
        return Condition(
            ConditionKind.COUNT, counted=Counted.YOU_CONTROL, filter=flt, at_least=n, text=text
        )
    if key == "i am played in an expedition with no characters":
        # Of a card's own cost change: the Expedition it is played into (5.1.2.f).
        return Condition(ConditionKind.EXPEDITION_EMPTY, text=text)
    m = _MANA.match(key)
    if m is not None and (m["less"] or m["more"]):
        n = _number(m["n"])
        if m["less"]:
            return Condition(
                ConditionKind.COUNT, counted=Counted.YOUR_MANA, at_most=n - 1, text=text
            )
        return Condition(ConditionKind.COUNT, counted=Counted.YOUR_MANA, at_least=n, text=text)
    m = _RESERVE_LEAD.match(key)
    if m is not None:
        more = m["dir"] == "more"
        return Condition(
            ConditionKind.COUNT,
            counted=Counted.RESERVE_LEAD,
            at_least=1 if more else None,
            at_most=None if more else -1,
            text=text,
        )
    m = _IN_RESERVE.match(key)
    if m is not None:
        noun = m["noun"]
        types = frozenset({CardType(noun.capitalize())}) if noun != "card" else frozenset()
        cost = int(m["cost"]) if m["cost"] else None
        flt = ObjectFilter(types=types, hand_cost_min=cost)
        n = _number(m["n"])
        return Condition(
            ConditionKind.COUNT, counted=Counted.YOUR_RESERVE, filter=flt, at_least=n, text=text
        )
    m = _BASE_STATS.match(key)
    if m is not None:
        return Condition(
            ConditionKind.COUNT,
            counted=Counted.BASE_STATISTICS_YOU_CONTROL,
            filter=ObjectFilter(types=frozenset({CardType.CHARACTER}), base_stat=int(m["v"])),
            at_least=_number(m["n"]),
            text=text,
        )
    return None
