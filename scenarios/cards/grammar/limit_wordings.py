"""How often, in the words designers print it (gram40, issue 30): a limit on how many times
an ability is used each Day, said otherwise than the grammar's house words.

The grammar reads the limit of a quick action as "Use this ability only once each Day"
(its ``per_day``: a declaration beyond the printed number is not legal, 5.1.2.g; the rules'
own limit is a hundred, 1.4.6.b) and of a Reaction as "This ability triggers only once per
Day" (its ``per_day``: the Reaction activates no more that Day, 1.4.6.c counts activations
per Day); the count is plain data kept by the engine and forgotten when the Day ends. A card
prints the same limit as

* a leading "Once per Day, [ability]" / "Once each Day — [ability]" / "Twice per Day: …";
* "When [event], once per Day — [effect]" (the limit inside the trigger); a limit opening
  the effect ("When [event] — Once per Day, [effect]", "{R} Once per Day, …") is read by the
  grammar itself (altered.lark ``per_day_first``, gram56);
* "This Reaction activates only once each Day", "It can trigger only once per Day",
  "You may use this only once per Day", "Activate this only once each Day", "Do this only
  once per Day" (ie39) and the like.

Each said "per turn" as well (gy): the count over one Afternoon turn (4.2.3.e) — a quick
action's "Use this ability only once each turn" (5.1.2.g), a Reaction's "This ability
triggers only once per turn" (semantics/reaction_turn_limits.py).

:func:`limit_texts` gives the texts with the limit said in the house words (for a quick
action and for a Reaction: the reader keeps the one it reads — a quick action's limit is not
read on a Reaction, nor the reverse). The reader (:mod:`reader`) tries them when the printed
text is not read."""

from __future__ import annotations

import re

__all__ = ["limit_texts"]

_N = r"(?P<n>once|twice)"
_PER = r"(?:per|each|a|every) (?P<period>day|turn)"
"""The period counted: a Day (1.4.6.b-c) or, gy, one Afternoon turn (4.2.3.e)."""

_QUICK = "Use this ability only {n} each {period}."
_REACTION = "This ability triggers only {n} per {period}."

_LEADING = re.compile(rf"^\(?{_N} {_PER}\)?\s*(?:,|:|\u2014|-)\s*(?P<rest>.+)$", re.IGNORECASE)
"""A limit before the ability: "Once per Day, {1}: …", "Once each Day — When …"."""

_IN_TRIGGER = re.compile(
    rf"^(?P<trigger>(?:when|whenever|at|after)\b[^\u2014]*?),?\s+{_N} {_PER}\s*(?:\u2014|,)\s*"
    r"(?P<effect>.+)$",
    re.IGNORECASE,
)
"""A limit closing the trigger: "When you play a Spell, once per Day — Draw a card."."""

_TRAILING = re.compile(
    r"(?P<said>\(?\s*(?:(?:this (?:reaction|ability|quick action|effect)|it|this|you (?:can|may) "
    r"(?:use|activate|play|do) this(?: ability| quick action)?|(?:use|activate|play|do)(?: this"
    r"(?: ability| quick action)?)?)\s*(?:can |may )?(?:only )?(?:be )?(?:activates?|activated|"
    r"triggers?|triggered|resolves?|resolved|used|played|use|activate|play)?\s*)?(?:only )?)"
    rf"{_N}\s+{_PER}\s*\.?\s*\)?\.?\s*$",
    re.IGNORECASE,
)
"""A limit said last, in a sentence of its own."""


def _houses(words: str) -> tuple[str, ...]:
    """The house limits the words may mean: a Reaction's ("this Reaction", "it triggers /
    activates": a Reaction activates, 6.3.e), a quick action's ("use", "play", "activate
    this", "quick action": a quick action is played, 5.3), else either (the reader keeps the
    one that fits the ability)."""
    low = words.lower()
    if re.search(r"reaction|trigger|activates|activated", low):
        return (_REACTION,)
    if re.search(r"\b(?:play|played|quick action)\b", low):
        return (_QUICK,)
    # "Use this ability only once per Day" (gv): said of a quick action (its plays, 1.4.6.b)
    # or of a Reaction (its activations, 1.4.6.c) — the reader keeps the one that fits
    return (_QUICK, _REACTION)


def _said(rest: str, m: re.Match[str], house: str) -> str:
    rest = rest.strip()
    rest = rest if rest.endswith((".", ")")) else f"{rest}."
    period = "Day" if m["period"].lower() == "day" else "turn"
    return f"{rest} {house.format(n=m['n'].lower(), period=period)}"


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def limit_texts(text: str) -> list[str]:
    """``text`` with its limit on how often said in the house words, for a quick action and
    for a Reaction; ``[]`` when it prints no such limit."""
    found: list[str] = []
    said = text.strip()
    m = _TRAILING.search(said)
    if m is not None and m.start() > 0:
        body = said[: m.start()].rstrip()
        found += [_said(body, m, house) for house in _houses(m["said"])]
    m = _LEADING.match(said)
    if m is not None:
        found += [_said(_capital(m["rest"]), m, house) for house in (_QUICK, _REACTION)]
    m = _IN_TRIGGER.match(said)
    if m is not None:
        trigger = m["trigger"].rstrip().rstrip("\u2014").rstrip()
        found.append(_said(f"{trigger} \u2014 {_capital(m['effect'])}", m, _REACTION))
    return [t for t in dict.fromkeys(found) if t != text]
