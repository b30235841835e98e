"""Clauses where other players act on their own objects: "Each opponent sacrifices a
Character", "Target opponent sacrifices two Characters", "Each player sacrifices a Robot",
"Each player sacrifices a token", "Each opponent sacrifices a Permanent", "Each opponent
discards a card from their hand", "Each player discards two cards from their hand / Reserve".

The players named — each player or each opponent in initiative order (6.1.h), or a target
opponent or player chosen first (6.5.b, 1.2.6.c) — each choose among THEIR OWN objects:
one sacrifices only an object in play one controls (7.3.36.a) — "a token" or "a Permanent"
among their Characters and Permanents in play (2.2.1.d, 2.2.1.h); "a card from their hand /
Reserve" is from the chooser's own Hand or Reserve (6.1.h). Each then does
the step (1.4.7.b: the effect says who does it). A count of two or more is one step in which
each chooses that many (like "Sacrifice two Characters"; 6.5.h: fewer if they have fewer).

"Discards a card" that names no zone is left to the judge: a card is discarded from its
current zone (7.3.7.a), which the text does not say (Hand? Reserve?), and no rule of CR 5.0
makes the Hand the default.
"""

from __future__ import annotations

import re

from scenarios.cards.printed import phrases as ph
from scenarios.cards.printed.clauses import NotUnderstood, Step, clause
from scenarios.cards.zone_unsaid import zone_unsaid

_SACRIFICERS = {
    "each player": "a_character_each_player_controls",
    "each opponent": "a_character_each_opponent_controls",
    "target opponent": "a_character_target_opponent_controls",
    "target player": "a_character_target_player_controls",
}
"""Who sacrifices -> the engine's choice of "a Character they control" (6.1.h, 7.3.36.a)."""

_SACRIFICERS_IN_PLAY = {
    "each player": "a_character_or_permanent_each_player_controls",
    "each opponent": "a_character_or_permanent_each_opponent_controls",
    "target opponent": "a_character_or_permanent_target_opponent_controls",
    "target player": "a_character_or_permanent_target_player_controls",
}
"""Who sacrifices -> the engine's choice of "a token / a Permanent they control": one of their
Characters and Permanents in play, narrowed by the filter (7.3.36.a, 2.2.1.d)."""

_YOUR_CHOICE_TO_THEIRS = {
    "a_character_you_control": _SACRIFICERS,
    "a_character_or_permanent_you_control": _SACRIFICERS_IN_PLAY,
}
"""The reader's choice for "you" -> the same choice made by the players the text names."""

_DISCARDERS = {
    "each player": "a_card_from_each_players_hand",
    "each opponent": "a_card_from_each_opponents_hand",
    "target opponent": "a_card_from_target_opponents_hand",
    "target player": "a_card_from_target_players_hand",
}
"""Who discards -> the engine's choice of "a card from their hand" (6.1.h)."""

_RESERVE_DISCARDERS = {
    "each player": "a_card_from_each_players_reserve",
    "each opponent": "a_card_from_each_opponents_reserve",
    "target opponent": "a_card_from_target_opponents_reserve",
    "target player": "a_card_from_target_players_reserve",
}
"""Who discards -> the engine's choice of "a card from their Reserve" (6.1.h)."""

_FROM_THEIR = {
    "hand": ("a_card_from_your_hand", _DISCARDERS),
    "reserve": ("a_card_from_your_reserve", _RESERVE_DISCARDERS),
}
"""The zone "from their [zone]" names -> the reader's choice for "you" and who discards."""

_COUNT = r"(?P<n>a|an|one|two|three|four|five|\d)"
_WHO = r"(?P<who>each player|each opponent|target opponent|target player)"


def _count(word: str, c: str) -> int:
    n = 1 if word in ("a", "an") else ph.number(word)
    if n is None or n < 1:
        raise NotUnderstood(c, f"'{word}' is not a number the reader understands")
    return n


def _one(obj: str, n: int, c: str) -> str:
    """The singular of ``obj`` when ``n`` is two or more ("two Characters" -> "character")."""
    if n == 1:
        return obj
    one = ph.singular(obj)
    if one == obj.lower():
        raise NotUnderstood(c)  # "two Character": not a plural the reader knows
    return one


def _counted(step: Step, n: int) -> Step:
    # "two Characters": one step, each chooser choosing that many (6.5.h: fewer if fewer).
    return {**step, "choose_count": n} if n > 1 else step


@clause(_WHO + r" sacrifices " + _COUNT + r" (?P<obj>.+)")
def _player_sacrifices(m: re.Match[str], c: str) -> Step:
    n = _count(m["n"], c)
    obj = _one(m["obj"], n, c)
    # 7.3.36.a: "a Character" is one of the sacrificer's own — read as "one you control",
    # then given to the players the text names.
    o = ph.object_phrase(f"a {obj}", choice_controlled=True)
    if o is None or o.subject not in _YOUR_CHOICE_TO_THEIRS:
        raise NotUnderstood(c, f"'{m['n']} {m['obj']}' is not an object the reader understands yet")
    if "in_my_expedition" in o.filter or ph.object_phrase(f"a {obj}") is not None:
        # "a Character you control", "in my Expedition": the controller's side of the
        # board, never the sacrificer's own (7.3.36.a) — not read as theirs.
        raise NotUnderstood(c, f"'{m['obj']}' of another player is not understood yet")
    fields = o.step_fields()
    fields["subject"] = _YOUR_CHOICE_TO_THEIRS[o.subject][m["who"]]
    return _counted({"action": "sacrifice", **fields}, n)


_ZONE_NAMED = re.compile(
    r"\bfrom (?:their|your|its owner's|target (?:player|opponent)'s) "
    r"(?:hand|reserve|deck|discard pile)"
)
"""A zone named after the discarded card ("a card from their hand …", 7.3.7.a)."""


@clause(_WHO + r" discards " + _COUNT + r" (?P<obj>.+?)(?: from their (?P<where>hand|reserve))?")
def _player_discards(m: re.Match[str], c: str) -> Step:
    n = _count(m["n"], c)
    named = _ZONE_NAMED.search(m["obj"])
    if not m["where"] and named is not None:
        # "a card from their hand of their choice": the zone is named — what follows it is
        # what is not read, said as such (never "does not say from which zone")
        raise NotUnderstood(
            c, f"'{m['obj'][named.end() :].strip(' ,')}' after '{named.group(0)}' is not read yet"
        )
    if not m["where"]:
        # 7.3.7.a: discarded from its current zone — which this text does not name.
        raise NotUnderstood(c, zone_unsaid(f"{m['who']} discards {m['n']} {m['obj']}"))
    yours, discarders = _FROM_THEIR[m["where"]]
    obj = _one(m["obj"], n, c)
    o = ph.object_phrase(f"a {obj} from your {m['where']}")
    if o is None or o.subject != yours:
        raise NotUnderstood(c, f"'{m['n']} {m['obj']}' is not a card the reader understands yet")
    fields = o.step_fields()
    fields["subject"] = discarders[m["who"]]
    return _counted({"action": "discard", **fields}, n)
