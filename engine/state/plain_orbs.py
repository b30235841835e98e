"""Mana Orbs a scenario lays out by count: cards nobody named, and how a judge reads them.

A Mana Orb is a card put face-down in its player's Mana zone (3.2.9.a). A layout that gives
only how many Mana Orbs a player has ("mana: 3") does not say which cards they are: the
engine makes each a plain card with a handle the file's script and expectations can use,
"p1 orb 1" (:func:`plain_orb_name`). That handle is the file's word, not a card's name: what
a judge reads is :func:`card_name_words` — "Mana Orb card 1", a card that was one of its
owner's Mana Orbs, numbered as laid out (its zone or "p1's" says whose, as for any card) —
wherever the card goes (a discarded Mana Orb is a face-up card in the Discard pile, 1.2.5.e),
never "p1 orb 1".
"""

from __future__ import annotations

import re
from dataclasses import replace

from engine.state.cards import CardDef
from engine.state.enums import CardType

_HANDLE = re.compile(r"(?P<owner>\S+) orb (?P<number>\d+)")
_HANDLE_SAID = re.compile(r"\b(?P<owner>p\d+) orb (?P<number>\d+)\b")


def plain_orb_name(owner: str, number: int) -> str:
    """The handle of ``owner``'s ``number``-th Mana Orb laid out by count: "p1 orb 1"."""
    return f"{owner} orb {number}"


def plain_orb_number(card: CardDef) -> int | None:
    """The number of a Mana Orb laid out by count (its handle names its owner, and it is a
    plain card with nothing printed), ``None`` for any card a file or a library names."""
    m = _HANDLE.fullmatch(card.name)
    if m is None or m.group("owner") != card.owner:
        return None
    plain = CardDef("", "", card.name, CardType.CHARACTER)
    return int(m.group("number")) if replace(card, card_id="", owner="") == plain else None


def card_name_words(card: CardDef) -> str:
    """A card's name as a judge reads it: its name, or for a Mana Orb laid out by count,
    "Mana Orb card 1" (the file's handle "p1 orb 1" is no name)."""
    number = plain_orb_number(card)
    return card.name if number is None else f"Mana Orb card {number}"


def handles_said(text: str) -> str:
    """``text`` (a file's own words: an expectation's label, a script's answer) with each
    Mana Orb handle said as :func:`card_name_words` says the card: "p1 orb 1" → "p1's Mana
    Orb card 1"."""
    return _HANDLE_SAID.sub(lambda m: f"{m['owner']}'s Mana Orb card {m['number']}", text)
