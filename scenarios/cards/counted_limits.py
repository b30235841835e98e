"""The card format's counted limits on plays (issue 30, gram82), compiled to the engine's
``Restriction``: "Each player can't play more than two Characters each Afternoon", "Your
opponents can't play more than one Spell each Day", "You can't play more than one card each
turn" — a "can't" passive ability (1.4.1.a) that holds once the player has played that many
cards of the kind in the period (4.2.3 Afternoon, 4.2 Day, 4.2.3.d turn); the engine counts
(engine/play/counted_limits.py)."""

from __future__ import annotations

import re

from engine.state.cards import RestrictionKind
from engine.state.conditions import ObjectFilter
from engine.state.enums import CardType
from engine.state.restrictions import Restriction

__all__ = ["PERIODS", "counted_limit", "limit_text"]

_KINDS: dict[str, CardType | None] = {
    "card": None,
    "spell": CardType.SPELL,
    "character": CardType.CHARACTER,
    "permanent": CardType.PERMANENT,
}
PERIODS = ("afternoon", "day", "turn")
"""The periods a limit counts over: this Afternoon (4.2.3), this Day (4.2), this turn
(4.2.3.d)."""
_WHO = {"each player": "any", "your opponents": "opponents", "you": "you"}
_NUMBER_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")

_LIMIT = re.compile(
    r"^(?P<who>each player|your opponents|you) can't play more than (?P<n>\w+) "
    r"(?P<kind>card|spell|character|permanent)s? each (?P<period>afternoon|day|turn)$"
)


def limit_text(who: str, at_most: int, kind: str, period: str) -> str:
    """The card format's words of a limit: ``who`` "any" / "opponents" / "you", ``kind``
    "card" / "spell" / "character" / "permanent", ``period`` one of :data:`PERIODS`."""
    said = {v: k for k, v in _WHO.items()}[who]
    n = _NUMBER_WORDS[at_most] if at_most < len(_NUMBER_WORDS) else str(at_most)
    noun = kind if kind == "card" else kind.capitalize()
    return (
        f"{said[0].upper()}{said[1:]} can't play more than {n} {noun}"
        f"{'' if at_most == 1 else 's'} each {period if period == 'turn' else period.capitalize()}"
    )


def counted_limit(key: str) -> Restriction | None:
    """The restriction of a limit's words (lower case, as ``vocabulary.restriction_key``
    makes them); ``None`` when they are no counted limit."""
    m = _LIMIT.match(key)
    if m is None:
        return None
    n = m["n"]
    at_most = int(n) if n.isdigit() else _NUMBER_WORDS.index(n) if n in _NUMBER_WORDS else 0
    if at_most < 1:
        return None
    kind = _KINDS[m["kind"]]
    who = _WHO[m["who"]]
    return Restriction(
        RestrictionKind.OPPONENTS_CANT_PLAY,
        group=ObjectFilter(types=frozenset({kind})) if kind is not None else None,
        any_player=who == "any",
        own=who == "you",
        at_most=at_most,
        period=m["period"],
    )
