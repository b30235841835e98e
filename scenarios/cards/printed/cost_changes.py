"""A card's own cost change, as printed: "I cost {N} less if …", "… cost {1} more" (5.1.2.f).

A cost-changing ability of the card being played works in the Hand or Reserve it is played
from (1.2.4.d); it applies as the cost is determined, before payment (5.1.2.f: increases,
then decreases, then restrictions). The sentence is read into a ``PassiveModel`` dict
(``cost``: ``change``, ``applies_to: me``, and ``if`` / ``per`` / ``minimum``); the engine
applies it when the card is played and the trace cites 5.1.2.f. The forms, in any
combination the language allows:

* "I cost {N} less" / "I cost {N} more" — unconditional;
* a condition after ("… if [condition]", "… as long as …", "… while …", "… unless …") or
  before ("If [condition], I cost {N} less", "As long as …");
* a count ("… per [object]", "… for each [object]", "I cost {X} less, where X is the number
  of [objects]");
* "… to play in an Expedition with no Characters" (the place chosen in the declaration);
* ", down to a minimum of {M}" — restricting this change only (5.1.2.f Remark).

:func:`changes_cost` says whether a sentence changes what is paid at all, so an ability the
engine cannot execute but that would is said *before* payment (``ByHand.cost``), not after.
"""

from __future__ import annotations

import re
from typing import Any

_AMOUNT = r"\{(?P<n>\d+|x)\} (?P<dir>less|more)"
_MINIMUM = r"(?:,? down to a minimum of \{(?P<min>\d+)\})?"
_I_COST = r"(?:i|this card) costs? "

_PLAIN = re.compile(r"^" + _I_COST + _AMOUNT + _MINIMUM + "$")
_HOW = r"(?P<how>if|as long as|while|unless)"
_COND_AFTER = re.compile(
    r"^" + _I_COST + _AMOUNT + r",? " + _HOW + r" (?P<cond>.+?)" + _MINIMUM + "$"
)
_COND_BEFORE = re.compile(r"^" + _HOW + r" (?P<cond>.+?), " + _I_COST + _AMOUNT + _MINIMUM + "$")
_PER = re.compile(r"^" + _I_COST + _AMOUNT + r" (?:per|for each) (?P<per>[a-z' \[\]]+)$")
_WHERE_X = re.compile(
    r"^" + _I_COST + r"\{x\} (?P<dir>less|more), where x is the number of (?P<things>.+)$"
)
_IN_EMPTY = re.compile(r"^" + _I_COST + _AMOUNT + r" to play in an expedition with no characters$")

_CHANGES_COST = re.compile(
    r"\bcosts? (?:\{[0-9x]+\}|\d+) (?:less|more)\b|\bcan't cost less\b|\bfor \{\d+\} less\b"
    r"|\bis free\b|\bwithout paying\b"
)


def _amount(m: re.Match[str]) -> dict[str, Any]:
    n = m["n"]
    change: int | str = "X" if n == "x" else (-int(n) if m["dir"] == "less" else int(n))
    cost: dict[str, Any] = {"change": change, "applies_to": "me"}
    if m.groupdict().get("min"):
        cost["minimum"] = int(m["min"])
    return cost


def _singular(things: str) -> str:
    """ "characters you control" → "character you control"; "exhausted cards in Reserve"
    → "exhausted card in Reserve": the plural noun of a count made singular, for ``per``."""
    words = things.split()
    for i, word in enumerate(words):
        if word.endswith("ies") and len(word) > 4:
            words[i] = word[:-3] + "y"
            break
        if word.endswith("s") and not word.endswith("ss") and len(word) > 3:
            words[i] = word[:-1]
            break
    return " ".join(words)


def read_cost_change(text: str) -> dict[str, Any] | None:
    """The card's own printed cost change as a ``PassiveModel`` dict (5.1.2.f), or ``None``
    if ``text`` is not one of the forms above."""
    low = " ".join(text.lower().rstrip(".").replace("i'm", "i am").split())
    m = _PLAIN.match(low)
    if m is not None:
        return {"cost": _amount(m)}
    m = _IN_EMPTY.match(low)
    if m is not None:  # the Expedition is chosen in the declaration (5.1.2.c)
        cost = _amount(m)
        return {"cost": {**cost, "if": "i am played in an expedition with no characters"}}
    m = _PER.match(low)
    if m is not None:  # "… per exhausted card in Reserve": counted as the cost is (5.1.2.k)
        return {"cost": {**_amount(m), "per": m["per"]}}
    m = _WHERE_X.match(low)
    if m is not None:  # "{X} less, where X is the number of …": one less per object counted
        change = -1 if m["dir"] == "less" else 1
        return {"cost": {"change": change, "applies_to": "me", "per": _singular(m["things"])}}
    m = _COND_AFTER.match(low) or _COND_BEFORE.match(low)
    if m is not None:
        cond = m["cond"]
        return {"cost": {**_amount(m), "if": f"unless {cond}" if m["how"] == "unless" else cond}}
    return None


def changes_cost(text: str) -> bool:
    """Whether a printed ability would change what a player pays to play a card (a cost
    increase, decrease, restriction or a free play, 5.1.2.f, 7.3.26.a) — so, not executed,
    it is said when the cost is determined, before payment."""
    low = " ".join(text.lower().split()).removeprefix("{i} ")
    if _TRIGGERED.match(low) or " \u2014 " in low or "this action costs" in low:
        return False  # a Reaction or a quick action: it makes its change later, if at all
    return _CHANGES_COST.search(low) is not None


_TRIGGERED = re.compile(r"^(?:\{[jhrtd]\}|when |whenever |at |after |[^.:]*?:)")
