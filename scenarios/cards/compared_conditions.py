"""Two counts compared (6.5.d): "if you control more Characters than Permanents", "if there
are more Characters in the Expedition facing me than in mine", "if your hand has fewer cards
than your Reserve", "if you have at least as many cards in hand as in Reserve" — each side
counted as "for each [...]" counts it (:func:`~scenarios.cards.condition_texts.count_of`,
without its bound), so any count the reader counts is a side (gram68). The comparison words:
"more" (the first outnumbers the second), "fewer" / "less" (the second the first), "at
least as many" / "no fewer" / "no less" (the second does not outnumber the first), "no
more" (the first does not outnumber the second), "as many" / "exactly as many" (neither).
Comparisons with the other player ("than an opponent") are the lead conditions'
(more_conditions); anything else — a side the engine cannot count — is not read
(``None``: the judge resolves it by hand)."""

from __future__ import annotations

import re

from engine.state.conditions import Condition, ConditionKind, Counted, ExpeditionScope
from engine.state.records import replace

_MANY = (
    r"(?P<dir>more|fewer|less|at least as many|exactly as many|as many|no more|no fewer|no less)"
)
_JOIN = r"(?P<join>than|as)"
_ZONE = r"(?:hand|reserve|discard pile|deck|landmarks|mana zone)"
_COMPARED = re.compile(
    rf"^you control {_MANY} (?P<a>[a-z][a-z ]*?) {_JOIN} (?P<b>[a-z][a-z {{}}0-9]*)$"
)
_PLACES = re.compile(
    rf"^there (?:are|is) {_MANY} (?P<noun>[a-z][a-z ]*?) in (?P<a>[a-z][a-z ]*?) {_JOIN} in "
    r"(?P<b>[a-z][a-z ]*)$"
)
_ZONE_HAS = re.compile(
    rf"^your (?P<a>{_ZONE}) (?:has|contains) {_MANY} (?P<noun>[a-z][a-z ]*?) {_JOIN} your "
    rf"(?P<b>{_ZONE})$"
)
_YOU_HAVE_IN = re.compile(
    rf"^you have {_MANY} (?P<noun>[a-z][a-z ]*?) in (?:your )?(?P<a>{_ZONE}) {_JOIN} in "
    rf"(?:your )?(?P<b>{_ZONE})$"
)
_EXPEDITION_HAS = re.compile(
    rf"^(?P<a>my expedition|the expedition facing me|your [a-z]+ expedition|the other "
    rf"expedition|your expeditions) (?:has|contains) {_MANY} (?P<noun>[a-z][a-z ]*?) {_JOIN} "
    r"(?P<b>[a-z][a-z ]*)$"
)
"""An Expedition that has more objects than another (gram90): "the Expedition facing me has
more Characters than mine" is "there are more Characters in the Expedition facing me than
in mine" (6.5.d; 1.2.3.c)."""
_PLAYERS = ("an ", "your ", "target ", "you ", "each ")
_YOURS = (Counted.YOU_CONTROL, Counted.YOUR_LANDMARKS)
"""What "you control 1 or more [X]" counts that is objects in play the controller controls:
every one, or the Permanents in their Landmarks (3.2.7)."""
_PLACE_WORDS = {"mine": "my expedition"}
"""A place said by a possessive pronoun, as "for each" counts it (1.2.3)."""
_AS = ("at least as many", "exactly as many", "as many")


def _singular(plural: str) -> str:
    """ "exhausted characters" -> "exhausted character": the noun as "for each" says it."""
    from scenarios.cards.grammar.semantics.static import _singular as singular

    return singular(plural)


def _side(counted: str) -> Condition | None:
    """One side: what "for each [counted]" counts, unbounded; ``None`` if not counted or
    counted some other way (a condition's "beyond", the step before's result)."""
    from scenarios.cards.condition_texts import count_of  # it imports this module

    found = count_of(counted)
    if found is None or found.kind != ConditionKind.COUNT or found.negated or found.beyond:
        return None
    if found.counted in (Counted.THAT_MANY, Counted.COUNTERS_THIS_WAY, Counted.LEAD):
        return None
    return replace(found, at_least=None, at_most=None, text=counted)


def _sides(key: str) -> tuple[str, Condition, Condition] | None:
    """The comparison word and the two counted sides ``key`` says, or ``None``."""
    from scenarios.cards.condition_texts import condition_of  # it imports this module

    m = _COMPARED.match(key)
    if m is not None:
        if m["b"].startswith(_PLAYERS) or (m["join"] == "as") != (m["dir"] in _AS):
            return None
        parts = []
        for side in (m["a"], m["b"]):  # each as "you control 1 or more [X]" counts it
            found = condition_of(f"you control 1 or more {side}")
            if found is None or found.kind != ConditionKind.COUNT:
                return None
            if found.counted not in _YOURS or found.negated or found.whose:
                return None
            parts.append(replace(found, at_least=None, at_most=None, text=side))
        return m["dir"], parts[0], parts[1]
    for pattern in (_PLACES, _EXPEDITION_HAS, _ZONE_HAS, _YOU_HAVE_IN):
        m = pattern.match(key)
        if m is not None:
            break
    else:
        return None
    if (m["join"] == "as") != (m["dir"] in _AS) or m["a"] == m["b"]:
        return None
    noun = _singular(m["noun"])
    a, b = (_PLACE_WORDS.get(m[k], m[k]) for k in ("a", "b"))
    mine = "" if pattern in (_PLACES, _EXPEDITION_HAS) else "your "
    first, second = _side(f"{noun} in {mine}{a}"), _side(f"{noun} in {mine}{b}")
    if first is None or second is None:
        return None
    return m["dir"], first, second


_EMPTY = re.compile(
    r"^(?P<place>my expedition|the expedition facing me|your (?:hero|companion|other) "
    r"expedition|(?:the|my) other expedition) (?P<neg>is not |isn't |is )empty$"
)
"""An Expedition that is (not) empty (gram90)."""
_EMPTY_SCOPES = {
    "my expedition": ExpeditionScope.MY,
    "the expedition facing me": ExpeditionScope.FACING_ME,
    "your hero expedition": ExpeditionScope.YOUR_HERO,
    "your companion expedition": ExpeditionScope.YOUR_COMPANION,
    "your other expedition": ExpeditionScope.YOUR_OTHER,
    "the other expedition": ExpeditionScope.YOUR_OTHER,
    "my other expedition": ExpeditionScope.YOUR_OTHER,
}


def empty_expedition(key: str, text: str) -> Condition | None:
    """ "the Expedition facing me is empty": no object is in that Expedition — the
    Expedition zone is divided into Expeditions (3.2.4.b), the facing one the opponent's of
    the same kind (1.2.3.c; both facing a Gigantic bearer, 7.4.4.g) — every object there
    counted, whatever its type (a Gigantic Character once, 7.4.4.b); "is not empty": one or
    more. ``None`` for other words."""
    m = _EMPTY.match(key)
    if m is None:
        return None
    counted = Condition(
        ConditionKind.COUNT,
        counted=Counted.MY_EXPEDITION,
        scope=_EMPTY_SCOPES[m["place"]],
        text=text,
    )
    if m["neg"] == "is ":
        return replace(counted, at_most=0)
    return replace(counted, at_least=1)


def compared_condition(key: str, text: str) -> Condition | None:
    """The comparison ``key`` says (lower case, single spaces), or ``None``."""
    empty = empty_expedition(key, text)
    if empty is not None:
        return empty
    found = _sides(key)
    if found is None:
        return None
    word, first, second = found

    def outnumbers(a: Condition, b: Condition, negated: bool = False) -> Condition:
        return Condition(ConditionKind.COUNTS_COMPARED, parts=(a, b), negated=negated, text=text)

    if word == "more":
        return outnumbers(first, second)
    if word in ("fewer", "less"):
        return outnumbers(second, first)
    if word in ("at least as many", "no fewer", "no less"):
        return outnumbers(second, first, negated=True)
    if word == "no more":
        return outnumbers(first, second, negated=True)
    # "as many" / "exactly as many": neither outnumbers the other
    equal = (outnumbers(first, second, negated=True), outnumbers(second, first, negated=True))
    return Condition(ConditionKind.ALL_OF, parts=equal, text=text)
