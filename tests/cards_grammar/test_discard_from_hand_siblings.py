"""Hands and players (session 40): "discard a card" with no zone is read as from the discarding
player's Hand (3.1.3.d: a hidden zone holds cards; 3.2.5.b: a player chooses among their own Hand) —
so each older sibling that was refused only for its missing zone now reads EXACTLY as the same text
with the Hand said ("… discard a card from their hand"), which earlier sessions judged read right
(the session-24 review's READ_RIGHT_MORE). Compared as readings, every printed word aside: a wrong
meaning would differ here."""

from __future__ import annotations

import re
from dataclasses import asdict
from typing import Any

import pytest

from scenarios.cards.printed import read_printed

from .probe import probe_card
from .read_with_definition import reading as defined_reading

SIBLINGS: tuple[str, ...] = (
    "{J} Target opponent may sacrifice a Character. If they don't, they discard a card.",
    "{J} Each opponent draws a card, then discards a card.",
    "{J} Each player discards a card. Those who can't draw a card instead.",
    "SPELL Target opponent discards a card. If they do, draw a card.",
    "SPELL Target opponent discards a card. If they can't, draw a card.",
    "SPELL Target opponent may discard a card. If they do, draw a card.",
    "SPELL Target opponent may discard a card. If they don't, I gain 2 boosts.",
    "SPELL Target opponent may discard a card. If they do, they draw a card.",
    "SPELL Target opponent may discard a card. If they do, that player draws a card.",
    "SPELL Target opponent sacrifices a Character. If they can't, they discard a card.",
    "SPELL Each opponent may discard a card. If they do, draw a card.",
    "SPELL Each opponent may discard a card. If they don't, draw a card.",
    "SPELL Each player may discard a card. If they do, they draw a card.",
    "SPELL Target opponent draws a card. Then they discard a card.",
    "SPELL Each opponent with 3 or more cards in hand discards a card.",
    "{J} Discard a card. If you can't, I gain 1 boost.",
    "{J} Draw a card, then discard a card. If you can't, I gain 1 boost.",
    "SPELL Return target Character an opponent controls to its owner's hand."
    " Then that player discards a card.",
)

PAIRS: dict[str, str] = {
    "When I leave play — If I had a boost, draw a card, otherwise discard a card.": (
        "When I leave play — If I had a boost, draw a card, otherwise discard a card from your"
        " hand."
    ),
    "{J} Target opponent chooses one: they discard a card, or you draw a card.": (
        "{J} Target opponent chooses one: they discard a card from their hand, or you draw a card."
    ),
    "{J} Each opponent chooses one: they discard a card, or you draw a card.": (
        "{J} Each opponent chooses one: they discard a card from their hand, or you draw a card."
    ),
    "{J} Target opponent chooses one: discard a card, or draw a card.": (
        "{J} Target opponent chooses one: discard a card from your hand, or draw a card."
    ),
    "{J} Target opponent discards a card, then you may draw a card.": (
        "{J} Target opponent discards a card from their hand, then you may draw a card."
    ),
    "{J} Draw a card, then you may discard a card.": (
        "{J} Draw a card, then you may discard a card from your hand."
    ),
    "{J} Discard two cards. If you do, draw two cards, otherwise draw a card.": (
        "{J} Discard two cards from your hand. If you do, draw two cards, otherwise draw a card."
    ),
    "SPELL Target opponent discards a card at random.": (
        "SPELL Target opponent discards a card from their hand at random."
    ),
    "Discard a card: Draw a card.": "Discard a card from your hand: Draw a card.",
}
"""Siblings whose Hand is said in another place of the sentence than the regular rewording
puts it (a mode, "at random", a cost, "two cards")."""

DEFINED: tuple[str, ...] = (
    "[Haggle 1]. (You may play me from Reserve for {1} less by also discarding a card.)"
    " || [Haggle 2].",
    "[Haggle 1]. (You may play me from hand for {1} less by also discarding a card.)"
    " || [Haggle 3].",
    "[Pluck]. (You may draw a card. If you do, discard a card.) || {J} [Pluck] 2 times.",
)
"""A set keyword defined by a reminder that discards (review28's "[definition] || [sentence]"
siblings), read through the definition."""


def _hand_said(text: str) -> str:
    """The text with the discarder's Hand said after each "discard(s) a card"."""
    yours = " || " in text or re.search(
        r"(?:^|[.}—] )(?:Draw a card, then )?[Dd]iscard a card", text
    )
    whose = "your" if yours else "their"
    return re.sub(
        r"\b(discards?|discarding) a card\b(?! from)",
        rf"\1 a card from {whose} hand",
        text,
        flags=re.I,
    )


def _plain(value: Any) -> Any:
    """A reading as plain data with its printed words left out."""
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items() if k != "text"}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    return value


def _reading(text: str) -> Any:
    read = defined_reading(text) if " || " in text else read_printed(probe_card(text))
    assert read.executable, read
    model = read.model.model_dump() if hasattr(read.model, "model_dump") else asdict(read.model)
    return _plain(model["abilities"]), _plain(model["effect"])


@pytest.mark.parametrize("text", SIBLINGS + DEFINED)
def test_no_zone_reads_as_the_hand_said(text: str) -> None:
    said = _hand_said(text)
    assert said != text
    assert _reading(text) == _reading(said)


@pytest.mark.parametrize("text", sorted(PAIRS))
def test_no_zone_reads_as_the_hand_said_elsewhere(text: str) -> None:
    assert _reading(text) == _reading(PAIRS[text])
