"""Static passive abilities (2.2.12.m) as printed: keywords given to groups or to "me"
under a condition, cost alterations of groups of cards, and "can't" texts the engine
applies.

Read after :func:`scenarios.cards.printed.abilities.read_passive`'s own forms; each
function returns a ``PassiveModel`` dict or ``None`` (the text is not one of these forms,
so it stays "not understood"):

* "Your Characters have: "{R} [effect]"" (7.1.1.c, 2.3.1.a);
* "[group] are/have [keyword]" — "Characters you control are [Tough 2]", "Characters in my
  Expedition are [Seasoned]", "Tokens you control are [Gigantic]" (2.3.1.a);
* "If [condition], [group] are [keyword]" — "If you have less than eight Mana Orbs,
  [[Boosted]] tokens you control are [Defender]" (2.3.2.f);
* "If [condition], I am [keyword]", "Unless [condition], I am [keyword]", "I am [keyword]
  unless [condition]" (2.3.2.f);
* "[cards] cost {N} less/more [, down to a minimum of {M}]", "[cards] can't cost less than
  {N}", "You may play [cards] with Hand Cost {N} or more for {1} less" (5.1.2.f);
* "The {J}, {H} and {R} abilities of Characters facing me can't activate" (7.3.1.e),
  "Your other Expedition and the Expedition facing it can't move forward" (1.4.1.a);
* rules changed for their controller ("Your Reserve limit is increased by one", "I don't
  count towards your Reserve limit", "You may play exhausted cards from your Reserve",
  "[Defender] Characters don't prevent my Expedition from moving forward", "I can't be
  played [if ...]"), with or without "If [condition], ..." (2.2.12.m).
"""

from __future__ import annotations

import re
from typing import Any

from scenarios.cards.compile_passives import (
    MORE_RESTRICTIONS,
    group_filter,
    played_filter,
    reads_as_static,
)
from scenarios.cards.printed import lasting  # noqa: F401  (registers its clauses)
from scenarios.cards.printed.optional_costs import optional_cost

_KW = r"(?P<kw>(?:tough|scout) \d+|defender|eternal|gigantic|seasoned|cooldown|fleeting)"
_GROUP_KEYWORD = re.compile(
    r"^(?:if (?P<cond>.+?), )?(?P<group>[a-z0-9 {}]+?) (?:are|have) " + _KW + "$"
)
_ME = r"(?:i am|i'm)"
_IF_ME = re.compile(r"^(?P<unless>if|unless) (?P<cond>.+?), " + _ME + " " + _KW + "$")
_ME_UNLESS = re.compile(r"^" + _ME + " " + _KW + r" unless (?P<cond>.+)$")
_CARDS_COST = re.compile(
    r"^(?P<scope>[a-z ]+?) cost \{(?P<n>\d+)\} (?P<dir>less|more)"
    r"(?:, down to a minimum of \{(?P<min>\d+)\})?$"
)
_CANT_COST_LESS = re.compile(r"^(?P<scope>[a-z ]+?) can't cost less than \{(?P<n>\d+)\}$")
_CANT = {
    "the {j}, {h} and {r} abilities of characters facing me can't activate": (
        # 7.3.1.e: the Reactions of those Characters do not activate.
        "The {J}, {H} and {R} triggers of Characters facing me don't activate"
    ),
}


def _keyword(word: str) -> str:
    return " ".join(w.capitalize() for w in word.split())


def read_static(text: str) -> dict[str, Any] | None:
    """One of the static forms above as a ``PassiveModel`` dict, or ``None``."""
    low = " ".join(text.lower().rstrip(".").split())
    return (
        _characters_have(text)
        or _group_keyword(low)
        or _my_keyword(low)
        or _cost(low)
        or optional_cost(low)
        or ({"cant": _CANT[low]} if low in _CANT else None)
        or ({"cant": low} if low in MORE_RESTRICTIONS else None)
        or _rule_change(low)
    )


_IF = re.compile(r"^if (?P<cond>.+?), (?P<rest>.+)$")
_CANT_BE_PLAYED = re.compile(
    r"^i can't be played(?: if (?P<cond>.+?)|,? but i can be used as a mana orb)?$"
)


def _rule_change(low: str) -> dict[str, Any] | None:
    """A rule changed for its controller (:data:`STATICS`), with its condition: "If my
    Expedition is behind, [Defender] Characters don't prevent it from moving forward" (the
    "it" is the Expedition of the condition), "I can't be played if [condition]" — "but I
    can be used as a Mana Orb" adds nothing to Expand (4.2.1.e)."""
    if reads_as_static(low):
        return {"static": low}
    m = _CANT_BE_PLAYED.match(low)
    if m is not None:
        return {"static": "i can't be played", **({"if": m["cond"]} if m["cond"] else {})}
    m = _IF.match(low)
    if m is None:
        return None
    rest = m["rest"]
    if m["cond"].startswith("my expedition "):
        rest = rest.replace(" it ", " my expedition ")
    return {"static": rest, "if": m["cond"]} if reads_as_static(rest) else None


_HAVE_R = re.compile(r'^your characters have: "\s*(?P<ability>\{R\} [^"]+)"\.?$', re.IGNORECASE)


def _characters_have(text: str) -> dict[str, Any] | None:
    """ "Your Characters have: "{R} [effect]"": a {R} ability triggers only as a Character
    is played from Reserve (7.1.1.c) and looks at it in play, where it is one of "your
    Characters" (2.2.1.h) — so it is given to the Characters its controller plays from
    Reserve, as they are played."""
    m = _HAVE_R.match(" ".join(text.split()))
    if m is None:
        return None
    from scenarios.cards.printed.abilities import read_ability  # it reads these statics

    granted = read_ability(m["ability"].strip(), support=False)
    return {"grant": {"to": "characters you play from reserve", "abilities": [granted]}}


def _group_keyword(low: str) -> dict[str, Any] | None:
    m = _GROUP_KEYWORD.match(low)
    if m is None or m["group"] in ("i", "you"):
        return None
    if group_filter(m["group"]) is None and played_filter(m["group"]) is None:
        return None
    passive: dict[str, Any] = {"grant": {"to": m["group"], "keyword": _keyword(m["kw"])}}
    if m["cond"]:
        passive["if"] = m["cond"]
    return passive


def _my_keyword(low: str) -> dict[str, Any] | None:
    m = _IF_ME.match(low)
    if m is not None:
        cond = m["cond"] if m["unless"] == "if" else f"unless {m['cond']}"
        return {"keyword": _keyword(m["kw"]), "if": cond}
    m = _ME_UNLESS.match(low)
    if m is not None:
        return {"keyword": _keyword(m["kw"]), "if": f"unless {m['cond']}"}
    return None


_MAY_PLAY_FOR_LESS = re.compile(r"^you may play (?P<scope>[a-z0-9 {}]+?) for \{(?P<n>\d+)\} less$")


_IF_MAY_PLAY_FROM_RESERVE = re.compile(
    r"^if (?P<cond>.+?), you may play (?P<what>[a-z ]+?) from your reserve for \{(?P<n>\d+)\} less"
    r"(?:, down to a minimum of \{(?P<min>\d+)\})?$"
)


def _cost(low: str) -> dict[str, Any] | None:
    m = _IF_MAY_PLAY_FROM_RESERVE.match(low)
    if m is not None:
        # "If I'm Boosted, you may play Robots from your Reserve for {1} less, down to a
        # minimum of {1}": a decrease the player takes when paying (5.1.2.f and Remark).
        reduced: dict[str, Any] = {
            "change": -int(m["n"]),
            "applies_to": f"{m['what']} you play from reserve",
            "if": m["cond"],
        }
        if m["min"]:
            reduced["minimum"] = int(m["min"])
        return {"cost": reduced}
    m = _MAY_PLAY_FOR_LESS.match(low)
    if m is not None and played_filter(m["scope"].replace(" with", " you play with", 1)):
        # "You may play Spells with Hand Cost {7} or more for {1} less": a decrease the
        # player takes when paying (5.1.2.f) — never taking it is never better.
        scope = m["scope"].replace(" with", " you play with", 1)
        return {"cost": {"change": -int(m["n"]), "applies_to": scope}}
    m = _CARDS_COST.match(low)
    if m is not None and m["scope"] != "i":
        n = int(m["n"])
        cost: dict[str, Any] = {"change": -n if m["dir"] == "less" else n}
        cost["applies_to"] = m["scope"]
        if m["min"]:
            cost["minimum"] = int(m["min"])
        return {"cost": cost}
    m = _CANT_COST_LESS.match(low)
    if m is not None and m["scope"] != "i":
        return {"cost": {"applies_to": m["scope"], "at_least": int(m["n"])}}
    return None
