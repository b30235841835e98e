"""id39: "if it's your second Spell this turn", "if it's the first Character you played this
Day" — the card "it" names (the trigger's, 6.3.i) the Nth of its kind its Reaction's
controller played in the period, itself counted (5.1.2.k; the turn 4.2.3, the Day 4.1):
``ConditionKind.IT_NTH_PLAYED`` (engine.reading.nth_played)."""

from __future__ import annotations

import re

from engine.state.cards import Condition, ConditionKind, ObjectFilter
from engine.state.enums import CardType

_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6}
_KINDS = {"spell": CardType.SPELL, "character": CardType.CHARACTER, "permanent": CardType.PERMANENT}
_NTH = re.compile(
    r"^(?:it is|it's) (?:your (?P<o1>[a-z]+) (?P<k1>[a-z]+) this (?P<p1>turn|day)"
    r"|the (?P<o2>[a-z]+) (?P<k2>[a-z]+) you (?:have )?played this (?P<p2>turn|day))$"
)


def nth_played_condition(key: str, text: str) -> Condition | None:
    """The condition of ``key`` (the text in lower case) when it says which of its kind the
    card "it" names was played, else ``None``."""
    m = _NTH.match(key)
    if m is None:
        return None
    ordinal, kind, period = (m["o1"], m["k1"], m["p1"]) if m["o1"] else (m["o2"], m["k2"], m["p2"])
    if ordinal not in _ORDINALS or (kind != "card" and kind not in _KINDS):
        return None
    n = _ORDINALS[ordinal]
    flt = ObjectFilter(types=frozenset({_KINDS[kind]}), text=kind) if kind in _KINDS else None
    return Condition(
        ConditionKind.IT_NTH_PLAYED, counted=period, at_least=n, at_most=n, filter=flt, text=text
    )
