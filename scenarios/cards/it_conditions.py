"""Conditions on what "it" is: "if it's a Robot or Permanent", "if it's an Artist or Song",
"if it's a Character with a base statistic of 0".

Each alternative (joined by "or") is a kind of card — sub-types, a card type, statuses and
the qualifiers "with a base statistic of N" / "with Hand Cost {N} or less/more" — read into
an :class:`~engine.state.cards.ObjectFilter`; the condition holds when one of the objects
"it" names fits one of them, wherever it is (2.2.1.i: "a [type]" is checked regardless of
location). Anything else is not read (``None``), so the compiler reports it.
"""

from __future__ import annotations

import re

from engine.state.cards import Condition, ConditionKind, ObjectFilter
from engine.state.enums import CardType, Faction, Status
from engine.state.records import replace

_IT_IS = re.compile(r"^it(?:'s| is)(?P<neg> not)? (?P<list>.+)$")
_QUALIFIER = re.compile(
    r"^(?P<head>.+?)(?: with (?:a base statistic of (?P<base>\d+)"
    r"|hand cost \{?(?P<cost>\d+)\}? or (?P<dir>less|more)))?$"
)
_TYPES = {
    "character": CardType.CHARACTER,
    "permanent": CardType.PERMANENT,
    "spell": CardType.SPELL,
}
_STATUSES = {s.value.lower(): s for s in Status}


_ITS_COST = re.compile(r"^its hand cost (?P<tense>is|was) \{?(?P<n>\d+)\}? or (?P<dir>less|more)$")


def _its_cost(key: str, text: str) -> Condition | None:
    """ "If its Hand Cost was {3} or more" (after "Sacrifice another Robot or Permanent"):
    the printed Hand Cost (2.2.7) of what "it" names, wherever it is now — "was" reads it as
    it was before the step that moved it (6.3.k), and a printed cost is the same there."""
    m = _ITS_COST.match(key)
    if m is None:
        return None
    n = int(m["n"])
    less = m["dir"] == "less"
    flt = ObjectFilter(
        hand_cost_max=n if less else None, hand_cost_min=None if less else n, text=key
    )
    return Condition(ConditionKind.IT_MATCHES, any_of=(flt,), past=m["tense"] == "was", text=text)


def it_condition(key: str, text: str, subtypes: frozenset[str]) -> Condition | None:
    """The condition "it's [kind] or [kind]" (``key`` lower-cased), ``subtypes`` being the
    rules' sub-types (2.2.2), or "its Hand Cost is/was {N} or more/less"; ``None`` if it is
    not one."""
    cost = _its_cost(key, text)
    if cost is not None:
        return cost
    m = _IT_IS.match(key)
    if m is None:
        return None
    parts = re.split(r", or |, | or ", m["list"])
    filters = [kind_filter(p, subtypes) for p in parts]
    if not filters or any(f is None for f in filters):
        return None
    return Condition(
        ConditionKind.IT_MATCHES,
        any_of=tuple(f for f in filters if f is not None),
        negated=bool(m["neg"]),
        text=text,
    )


_OF_FACTION = re.compile(r"^(?P<head>an? [a-z]+) of the (?P<faction>[a-z]+) faction$")
"""gy: "a card / a Character of the Bravos faction" — a faction named (2.2.10.a)."""
_FACTIONS = {f.value.lower(): f for f in Faction}


def kind_filter(phrase: str, subtypes: frozenset[str]) -> ObjectFilter | None:
    """One kind of card: "a Robot", "Permanent", "a Character with a base statistic of 0",
    gy: "a card of the Bravos faction" (2.2.10)."""
    of_faction = _OF_FACTION.match(phrase.strip())
    if of_faction is not None:
        faction = _FACTIONS.get(of_faction["faction"])
        head = of_faction["head"].split()[-1]
        if faction is None:
            return None
        if head == "card":  # any card of that faction
            return ObjectFilter(faction=faction, text=phrase.strip())
        kind = kind_filter(of_faction["head"], subtypes)
        return None if kind is None else replace(kind, faction=faction, text=phrase.strip())
    m = _QUALIFIER.match(phrase.strip())
    if m is None:
        return None
    words = m["head"].split()
    if words and words[0] in ("a", "an"):
        words = words[1:]
    by_name = {s.lower(): s for s in subtypes}
    found_subtypes: set[str] = set()
    statuses: set[Status] = set()
    types: set[CardType] = set()
    for i, word in enumerate(words):
        if word in _TYPES and i == len(words) - 1:
            types.add(_TYPES[word])
        elif word in by_name and not found_subtypes:
            found_subtypes.add(by_name[word])  # one: a filter's sub-types are "any of"
        elif word in _STATUSES:
            statuses.add(_STATUSES[word])
        else:
            return None
    if not (types or found_subtypes):
        return None  # "it's Boosted" is a status condition, not a kind of card
    cost = int(m["cost"]) if m["cost"] else None
    return ObjectFilter(
        types=frozenset(types),
        subtypes=frozenset(found_subtypes),
        statuses=frozenset(statuses),
        base_stat=int(m["base"]) if m["base"] else None,
        hand_cost_max=cost if m["dir"] == "less" else None,
        hand_cost_min=cost if m["dir"] == "more" else None,
        text=phrase.strip(),
    )
