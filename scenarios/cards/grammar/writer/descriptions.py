"""The writer of the section "descriptions/triggers" (issue 30): counters
in an object's description ("with no boosts", "with 2 or more boosts", 2.4.5.a, 2.5.1), the
description of a joining Character whole ("When a Character with Hand Cost {3} or less joins
your Expeditions", 7.5.10), and "Draw a card for each [description]" (6.5.i), as the cards
print them. Each function gives ``None`` for a reading that is not one of these."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.state.enums import ANY_COUNTER
from scenarios.cards.grammar import lexicon as lx

Step = dict[str, Any]
Describe = Callable[[dict[str, Any], str, bool], str]

FILTER_KEYS = frozenset(
    {
        "without",
        "boosts_min",
        "boosts_max",
        "boosts_than",
        "in_my_expedition",
        "in_your_expedition",
        "counter",
        "counters_min",
        "counters_max",
        "parity",
        "as_me",
        "stat_than",  # ic
    }
)
"""The filter keys :func:`filter_words` says."""


def filter_words(flt: dict[str, Any]) -> list[str]:
    """A description's words after its noun for :data:`FILTER_KEYS`: "in my Expedition",
    "with no boosts" (not
    Boosted, 2.4.5.a), "with 2 or more boosts" (2.5.1). Another status's absence has no words
    here (the main writer then refuses the filter)."""
    words: list[str] = []
    if flt.get("in_my_expedition"):  # the bearer's (7.5.5.b); where it was, for a leaving
        words.append("in my Expedition")
    if flt.get("in_your_expedition"):  # the controller's of that kind (7.2.3.a)
        words.append(f"in your {str(flt['in_your_expedition']).capitalize()} Expedition")
    without = [str(getattr(s, "value", s)) for s in flt.get("without", ())]
    if without == ["Boosted"]:
        words.append("with no boosts")
    else:  # another status absent: "that isn't [[Anchored]]" (2.4; gram37)
        words.extend(f"that isn't {s}" for s in without if s != "Boosted")
        if "Boosted" in without:
            words.append("with no boosts")
    if flt.get("boosts_min") is not None:
        words.append(f"with {flt['boosts_min']} or more boosts")
    if flt.get("boosts_max") is not None:
        words.append(f"with {flt['boosts_max']} or fewer boosts")
    if flt.get("boosts_than"):  # compared with another object's (2.5.1; gram108)
        direction, _, whose = str(flt["boosts_than"]).partition(":")
        whose, _, name = whose.partition(":")  # he: counters of a name (2.5.c)
        what = f"{name} counters" if name else "boosts"
        words.append(f"with {direction} {what} than {_BOOSTS_RIVALS[whose]}")
    if flt.get("parity"):  # "with an even Hand Cost" (ge; 2.2.7, 2.2.8, 2.2.11, 2.5.1)
        parity, _, of = str(flt["parity"]).partition(":")
        words.append(f"with an {parity} {_PARITY_OF[of]}")
    if flt.get("as_me"):  # compared with the bearer's (ge; 2.2.4, 2.2.2, 2.2.7, 2.2.8)
        words.append(_AS_ME[str(flt["as_me"])])
    if flt.get("stat_than"):  # ic: compared with another object's (2.2.7, 2.2.8, 2.2.11)
        words.append(stat_than_words(str(flt["stat_than"])))
    if flt.get("counter"):  # counters of a name (2.5.c)
        words.append(
            _named_counters(str(flt["counter"]), flt.get("counters_min"), flt.get("counters_max"))
        )
    return words


_BOOSTS_RIVALS = {
    "me": "me",
    "you": "a Character you control",
    "opponent": "a Character an opponent controls",
}
"""Whose boosts a description's compare with, as cards print it (``boosts_than``)."""


_PARITY_OF = {
    "hand_cost": "Hand Cost",
    "reserve_cost": "Reserve Cost",
    "boosts": "number of boosts",
    "forest": "{V}",
    "mountain": "{M}",
    "water": "{O}",
}
"""What a description's parity is of, as cards print it (``parity``)."""

_AS_ME = {
    "same:name": "with the same name as me",
    "different:name": "with a different name than me",
    "shares:subtype": "that shares a sub-type with me",
    "same:hand_cost": "with the same Hand Cost as me",
    "same:reserve_cost": "with the same Reserve Cost as me",
}
"""A characteristic compared with the bearer's, as cards print it (``as_me``)."""


_STAT_RIVALS = {
    **_BOOSTS_RIVALS,
    "it": "it",
    "exchanged": "",
}
"""Whose cost or statistic a description's compare with, as cards print it (``stat_than``;
an exchange's first object is said with no "than", 7.3.12.a)."""


def stat_than_words(said: str) -> str:
    """ "with a lower Hand Cost than it", "with a higher {V} than me", "with the same Reserve
    Cost as a Character you control", "with a lower Hand Cost" (an exchange's second)."""
    direction, of, whose = said.split(":")
    what, rival = _PARITY_OF[of], _STAT_RIVALS[whose]
    if direction == "same":
        return f"with the same {what} as {rival}"
    return f"with a {direction} {what}" + (f" than {rival}" if rival else "")


def _named_counters(name: str, low: int | None, high: int | None) -> str:
    """ "with an Ember counter", "with 2 or more Ember counters", "without Ember counters";
    of any name (gs: :data:`ANY_COUNTER`, 2.5.a) "with a counter", "with no counters",
    "with one or fewer counters"."""
    if name == ANY_COUNTER:
        if high == 0:
            return "with no counters"
        if high is not None:
            return f"with {high} or fewer counters"
        return "with a counter" if low is None or low <= 1 else f"with {low} or more counters"
    if high == 0:
        return f"without {name} counters"
    if low is None or low <= 1:
        return f"with {'an' if name[:1].lower() in 'aeiou' else 'a'} {name} counter"
    return f"with {low} or more {name} counters"


_CAPITALISED = frozenset(
    {"character", "characters", "permanent", "permanents", "reserve", "expedition", "hero"}
)


def counted_words(text: str) -> str:
    """A count's words (kept lower case by the reader) in the cards' capitals: types, statuses,
    sub-types, "Hand Cost", "Reserve" (2.2)."""
    out = []
    # id40: a count the reader keeps with its "each" ("each expedition you are behind in"),
    # said after "for each" once
    words = text.removeprefix("each ").split()
    named = {i for i, w in enumerate(words[:-1]) if words[i + 1] in ("counter", "counters")}
    for i, w in enumerate(words):
        if i in named and w not in ("a", "one", "each", "every", "any", "no"):
            out.append(w.capitalize())  # a counter's name (2.5.a): "Sap counter" (gz)
        elif w in _CAPITALISED or w in lx.STATUSES or w in lx.SUBTYPES or w in ("hand", "cost"):
            out.append(w.capitalize())
        else:
            out.append(w)
    said = " ".join(out).replace("your Hand", "your hand")
    for low, name in lx.SUBTYPES.items():  # a sub-type of several words (2.2.2)
        if " " in low:
            said = re.sub(rf"\b{re.escape(low)}", name, said, flags=re.IGNORECASE)
    return said


def draw_per_words(step: Step) -> str | None:
    """ "Draw a card / N cards for each [counted]" (6.5.i): that many per object counted."""
    if step.get("action") != "draw" or set(step) - {"amount"} != {"action", "per"}:
        return None
    if step.get("amount", 2) == 1:  # the reader says one card by leaving "amount" out
        return None
    if step["per"] == "that many":
        # "that many" is the number of an earlier step (the numbers-and-distribution writer writes
        # it)
        return None
    n = step.get("amount", 1)
    cards = "a card" if n == 1 else f"{n} cards"
    return f"Draw {cards} for each {counted_words(step['per'])}"


def joiner_words(det: str, flt: dict[str, Any], place: str, describe: Describe) -> str:
    """ "[a / another] [description] joins [place]" (7.5.10): the whole description of the
    Character joining, not only its adjectives."""
    flt = dict(flt)
    flt.pop("another", None)
    flt.pop("types", None)
    return f"{det} {describe(flt, 'Character', False)} joins {place}"


def trigger_condition_words(reaction: dict[str, Any]) -> str:
    """ "…, if [c] —" or, for a negated condition ("unless [c]", 6.5.d), "…, unless [c] —";
    nothing without a condition."""
    said = reaction.get("if")
    if said is None:
        return ""
    from scenarios.cards.grammar.writer.several_types_nouns import cased

    said = cased(str(said))  # id40: "if I am Boosted", not "if i am boosted"
    if str(said).startswith("unless "):
        return f", {said}"
    return f", if {said}"


def loses_words(reaction: dict[str, Any], condition: str, describe: Describe) -> str | None:
    """ "When I lose [status] / When [a / another] [Character] loses [status] [, if c] —"
    (7.3.21.a); ``None`` for another trigger."""
    if reaction["trigger"] != "loses_status":
        return None
    flt = dict(reaction.get("filter") or {})
    status = reaction["status"]
    if flt == {"only_me": True}:
        return f"When I lose {status}{condition} \u2014"
    flt.pop("types", None)
    another = flt.pop("another", False)
    text = describe(flt, "Character", False)
    det = "another" if another else "an" if text[:1].lower() in "aeiou" else "a"
    return f"When {det} {text} loses {status}{condition} \u2014"
