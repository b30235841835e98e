"""One phrase, one reason (prec34, issue 30): the same refused words get the same reason —
the most telling one, with its rule — whatever the slot they stand in (an ability, a mode, a
keyword's reminder, a Spell's effect, the grammar alone or with the sentence patterns); and a
refusal quotes what the set prints, never a reminder rewritten with this print's number,
saying when a passive or an effect gives the keyword (2.2.12.c)."""

from __future__ import annotations

from typing import Any

import pytest

from scenarios.cards.printed import PrintedCard, read_printed
from scenarios.cards.printed.reminded_keywords import defined_keywords, using_keywords

from .helpers import not_executed, read

ZONE = "'discard a spell' does not say from which zone"

SLOTS = [
    "{J} Draw a card, then discard a Spell.",
    "{H} Draw a card, then discard a Spell.",
    "{R} You may draw a card, then discard a Spell.",
    "{J} Choose one: \u2022 Draw a card, then discard a Spell. \u2022 I gain 1 boost.",
    "When you play a Spell \u2014 Draw a card, then discard a Spell.",
    "{J} Discard a Spell.",
]
"""A Spell is an object of any zone (1.2.2.c): which zone is not said (7.3.7.a). ("Discard a
card" is read: a card of the Hand, 3.1.3.d — ib40.)"""


@pytest.mark.parametrize("text", SLOTS)
@pytest.mark.parametrize("patterns", [True, False], ids=["with patterns", "grammar alone"])
def test_7_3_7_a_discard_a_card_gets_one_reason_in_every_slot(text: str, patterns: bool) -> None:
    card = PrintedCard("Probe", "Character", hand_cost=1, reserve_cost=1, main_text=text)
    reading = read_printed(card, patterns=patterns)
    reasons = [a.reason for a in reading.abilities if a.status == "not executed"]
    assert reasons and ZONE in reasons[0].lower() and "(7.3.7.a)" in reasons[0], reasons


@pytest.mark.parametrize("text", [s.replace("a Spell.", "a card.") for s in SLOTS])
@pytest.mark.parametrize("patterns", [True, False], ids=["with patterns", "grammar alone"])
def test_3_1_3_d_discard_a_card_is_read_from_the_hand_in_every_slot(
    text: str, patterns: bool
) -> None:
    card = PrintedCard("Probe", "Character", hand_cost=1, reserve_cost=1, main_text=text)
    said = text.replace("a card.", "a card from your hand.")
    hand = PrintedCard("Probe", "Character", hand_cost=1, reserve_cost=1, main_text=said)
    reading, expected = read_printed(card, patterns=patterns), read_printed(hand, patterns=patterns)
    assert all(a.status == "executed" for a in reading.abilities), reading.abilities
    assert _untexted(reading.model.model_dump()) == _untexted(expected.model.model_dump())


def _untexted(value: Any) -> Any:
    """``value`` without its printed texts (the two prints differ in words only)."""
    if isinstance(value, dict):
        return {k: _untexted(v) for k, v in value.items() if k not in ("text", "printed")}
    if isinstance(value, list | tuple):
        return [_untexted(v) for v in value]
    return value


def test_7_3_7_a_a_spells_effect_and_a_keywords_reminder_give_the_same_reason() -> None:
    spell = read("Draw a card, then discard a Spell.", type="Spell")
    keyword = defined_keywords([("{J} [Quibble]. (Draw a card, then discard a Spell.)", "Q")])
    with using_keywords(keyword):
        reminder = read("{J} [Quibble].")
    assert ZONE in not_executed(spell).lower() and ZONE in not_executed(reminder).lower()


def test_a_discard_whose_zone_is_said_is_read() -> None:
    reading = read("{J} Draw a card, then discard a card from your hand.")
    assert all(a.status == "executed" for a in reading.abilities)


# a reminder the reader does not read (gn reads "I enter play with N counters" now)
HOARD = [
    ("[Hoard 1]. (I hum with a Kelon counter.)", "Keeper"),
    ("[Hoard 2]. (I hum with 2 Kelon counters.)", "Hoarder"),
]
BROOD = [
    ("[Brood 1]. (When I'm sacrificed, I wobble 1 Kelon counter.)", "Nester"),
    ("[Brood 2]. (When I'm sacrificed, I wobble 2 Kelon counters.)", "Brooder"),
]


@pytest.mark.parametrize(
    ("prints", "text", "printed", "given"),
    [
        (HOARD, "Characters in my Expedition have [Hoard 1].", "I hum with 2", "passive"),
        (BROOD, "Characters in my Expedition have [Brood 1].", "I wobble 2 Kelon", "passive"),
        (HOARD, "{J} Target Character gains [Hoard 1] this turn.", "I hum with 2", "effect"),
        (BROOD, "[Brood 3].", "I wobble 2 Kelon", ""),
    ],
)
def test_2_2_12_c_a_refused_reminder_is_quoted_as_printed(
    prints: list[tuple[str, str]], text: str, printed: str, given: str
) -> None:
    with using_keywords(defined_keywords(prints)):
        reason = not_executed(read(text))
    assert printed in reason and "2.2.12.c" in reason, reason
    # never the reminder said with this print's number ("… 1 Kelon counters" / "… 3 …")
    assert "1 Kelon counters" not in reason and "3 Kelon" not in reason, reason
    if given:
        assert f"given by this {given}" in reason, reason
    else:
        assert "given by" not in reason, reason
