"""ic39 (issue 30, session 39): the lexer's mark of an "or" between two WHOLE object
descriptions of one step's object — "Return a Bureaucrat or a Spell from your Reserve to your
hand", "Send target Character with no Kelon counters or target token to its owner's hand",
"Exhaust target Character with Hand Cost {2} or less or a token" (OR_OBJECT; semantics in
``semantics/object_unions.py``).

The "or" joins two object descriptions where the words after it open one (an article or
"target", then adjectives and a noun of an object: a type, a sub-type, "card", "token",
"Landmark") and the words before it, back to the first object's opener ("a", "an",
"target"), are that object's description — the opener said right after a step's verb or at
a clause's start (a step's object: never a condition's "you control a X or a Y", read as two
conditions, nor a trigger's event, said EVENT_OR). The two kinds the noun rules read already
("Character or Permanent", "Robot or Plant", "Robot or Permanent", a token or a Landmark with
OR_KIND) keep their rules.

English decides the ambiguity "target Character with X or Y": an "or" followed by an article
or "target" and a noun begins a second object ("… with Hand Cost {2} or less or a token");
one followed by a qualifier's words ("… with no boosts or with 2 counters") is not this mark.
A bare noun after a qualified first object ("target Character with no boosts or token") is
not marked: whether the qualifier is said of both is not printed (refused by the grammar)."""

from __future__ import annotations

from collections.abc import Callable

_OPENERS = frozenset({"a", "an", "target"})
_NOUNS = frozenset(
    {"character", "permanent", "spell", "card", "token", "landmark", "characters", "cards"}
)
_ADJECTIVE_KINDS = frozenset({"STATUS", "SUBTYPE"})
_OBJECT_VERBS = frozenset(
    {
        "send",
        "return",
        "sacrifice",
        "exhaust",
        "ready",
        "discard",
        "put",
        "choose",
        "reveal",
    }
)
"""Verbs of a step whose object the first description is (7.3)."""
_CLAUSE_START = frozenset({".", ",", ":", ";", "\u2014", "\u2022", "then"})
_NOUN_PAIRS_READ = (
    frozenset({"character", "permanent"}),
    frozenset({"token"}),
    frozenset({"landmark"}),
)
"""Kinds a noun rule joins already (``noun``: "Character or Permanent"; OR_KIND: a token or
a Landmark on one side)."""


def _noun_at(low: list[str], j: int, kind: Callable[[str, str], str]) -> int:
    """The index of the noun an object description opened at ``j`` names (adjectives
    skipped), or -1."""
    while j < len(low):
        word = low[j]
        if word in _NOUNS:
            return j
        k = kind(word, low[j + 1] if j + 1 < len(low) else "")
        if k == "SUBTYPE":
            nxt = low[j + 1] if j + 1 < len(low) else ""
            if nxt in _NOUNS or kind(nxt, "") in _ADJECTIVE_KINDS:
                j += 1  # a sub-type said as an adjective ("Robot Character")
                continue
            return j
        if k in _ADJECTIVE_KINDS or word in ("non-token", "other"):
            j += 1
            continue
        return -1
    return -1


def objects_or(printed: list[str], i: int, kind: Callable[[str, str], str]) -> bool:
    """Whether the "or" at ``i`` joins two whole object descriptions of a step's object."""
    low = [w.lower() for w in printed]
    if low[i] != "or" or i < 2 or i + 1 >= len(low):
        return False
    j = i + 1
    second_opened = low[j] in _OPENERS
    if second_opened:
        j += 1
    second = _noun_at(low, j, kind)
    if second < 0 or not second_opened:
        return False  # a bare noun after "or": a noun's "or", or not printed whose words
    first_open = _first_opener(low, i, kind)
    if first_open < 0:
        return False
    first = _noun_at(low, first_open + 1, kind)
    if first < 0 or first >= i:
        return False
    qualified = first + 1 < i and not (first + 2 == i and low[first + 1] in ("card", "token"))
    qualified = qualified or first > first_open + 1  # ia40: "a Boosted Character or a token"
    said = {low[first], low[second]}
    if not qualified and any(said <= pair or pair <= said for pair in _NOUN_PAIRS_READ):
        return False  # "a Character or a Permanent", "a token or a Plant": the noun rules
    # "a Robot or a Plant": subtypes_or_noun
    return qualified or not all(kind(w, "") == "SUBTYPE" for w in said)


def _first_opener(low: list[str], i: int, kind: Callable[[str, str], str]) -> int:
    """The index of the opener ("a", "an", "target") of the object description ending at
    the "or" at ``i`` — said after a step's verb or at a clause's start — or -1."""
    for k in range(i - 1, -1, -1):
        word = low[k]
        if word in _CLAUSE_START or word in _OBJECT_VERBS or word == "and":
            return -1  # no object opened since the step's verb or the clause's start
        if word in _OPENERS and _noun_at(low, k + 1, kind) > k:
            before = low[k - 1] if k > 0 else "."
            if word == "target" and before in ("another",):
                before = low[k - 2] if k > 1 else "."
            if word == "target" and before in ("a", "an"):
                before = low[k - 2] if k > 1 else "."
            opens = before in _OBJECT_VERBS or before in _CLAUSE_START or before == "may"
            if opens or (before.startswith("{") and before.endswith("}")):  # "{J} Target …"
                return k
            if word != "target":
                continue  # "with a Kelon counter": an article inside the description
            return -1
    return -1


_ZONE_ENDS = {"hand": "hand", "reserve": "reserve", "pile": "discard"}
"""The last word of a personal zone's name -> the zone (3.2.5 hand, 3.2.10 Reserve, 3.2.3
discard pile)."""


_CLAUSE_VERBS = frozenset({"is", "are", "isn't", "aren't", "has", "have", "contains", "was"})


def places_or(printed: list[str], i: int, kind: Callable[[str, str], str]) -> bool:
    """Whether the "or" at ``i`` joins two of the controller's personal zones ("from your
    Reserve or discard pile", "in your hand or Reserve"; 3.1.2.b) — not "from your hand or
    Reserve", which the rules of a card played from either read (5.2.a), nor "… or from …"."""
    low = [w.lower() for w in printed]
    if low[i] != "or" or i < 3 or i + 1 >= len(low):
        return False
    first = _zone_before(low, i)
    if first is None:
        return False
    opener, zone1 = first
    j = i + 1 + (low[i + 1] == "your")
    zone2 = _zone_after(low, j)
    if zone2 is None or zone2 == zone1:
        return False
    after = j + (2 if zone2 == "discard" else 1)
    if after < len(low) and low[after] in _CLAUSE_VERBS:
        return False  # "… in your Reserve or your hand is empty": two conditions
    if opener == "from" and {zone1, zone2} == {"hand", "reserve"}:
        return False
    # the zones said of a step's object ("Discard a card from …"), never a condition's
    start = low.index(opener, max(0, i - 6)) if opener in low[max(0, i - 6) : i] else i
    return _first_opener(low, start, kind) >= 0


def _zone_before(low: list[str], i: int) -> tuple[str, str] | None:
    end = low[i - 1]
    zone = _ZONE_ENDS.get(end)
    if zone is None:
        return None
    k = i - 2
    if end == "pile":
        if low[k] != "discard":
            return None
        k -= 1
    if k < 1 or low[k] != "your" or low[k - 1] not in ("from", "in"):
        return None
    return low[k - 1], zone


def _zone_after(low: list[str], j: int) -> str | None:
    if j >= len(low):
        return None
    if low[j] == "discard":
        return "discard" if low[j + 1 : j + 2] == ["pile"] else None
    return {"hand": "hand", "reserve": "reserve"}.get(low[j])


_TYPE_WORDS = frozenset({"character", "permanent", "spell"})


def types_or_card(printed: list[str], i: int) -> bool:
    """Whether the "or" at ``i`` joins two card types said of one "card" ("Spell or Character
    card", 2.2.1): OR_TYPES."""
    low = [w.lower() for w in printed[max(0, i - 1) : i + 3]]
    return (
        i > 0
        and len(low) == 4
        and low[0] in _TYPE_WORDS
        and low[2] in _TYPE_WORDS
        and (low[3] == "card")
    )
