"""A choice made at random (6.5.j) the reader does not read is refused naming "at random" /
"a random" and the rule, in every slot: who discards (you, target / each opponent, each
player), the zone named or not, the verb (discard, put, return, reveal) — never as "does not
say from which zone" when the Hand is named (issue 30, blind set). A zone named before words
the reader does not read is said as such, not as a zone missing."""

from __future__ import annotations

import pytest

from scenarios.cards.printed import read_printed

from .probe import SPELL, probe_card

RANDOM = [
    "Put a card from your hand at random in your Reserve.",
    "Target opponent reveals a card at random from their hand.",
    "Return a random card from your Discard pile to your hand.",
    "Discard a random card from your hand.",
    "Target opponent discards a random card from their hand.",
]
"""Still refused: "at random" inside the step's words, "a random
card" — wordings the reader does not read yet."""

READ_AT_RANDOM = [
    "Target opponent discards a card from their hand at random.",
    "Each opponent discards a card from their hand at random.",
    "Target opponent discards two cards from their hand at random.",
    "Each player discards a card from their hand at random.",
    "Target player discards a card from their Reserve at random.",
    "Discard a card from your hand at random.",
    "Target opponent discards a card from their hand at random. Draw a card.",
    # ib40: a card discarded with no zone named is one of the Hand (3.1.3.d, 3.2.5.c)
    "Target opponent discards a card at random.",
    "Discard a card at random.",
]
"""Read since session 34 (gl): "[step choosing objects] at random" after the step, its choice
made randomly — the engine asks the table for the draw (6.5.j; semantics/random_choices.py)."""


def _reasons(text: str) -> list[str]:
    reading = read_printed(probe_card(SPELL + text))
    assert not reading.executable
    return [a.reason for a in reading.abilities if a.reason]


@pytest.mark.parametrize("text", RANDOM)
def test_random_is_named_with_its_rule(text: str) -> None:
    (reason,) = _reasons(text)
    assert "random" in reason.split(" in ")[0] and "6.5.j" in reason, reason
    assert "from which zone" not in reason, reason


@pytest.mark.parametrize("text", READ_AT_RANDOM)
def test_at_random_after_a_choice_is_read_as_a_random_choice(text: str) -> None:
    reading = read_printed(probe_card(SPELL + text))
    assert reading.executable, [a.reason for a in reading.abilities]
    first = reading.model.model_dump(exclude_defaults=True)["effect"][0]
    assert first["at_random"] is True


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("Target opponent discards a card from their hand of your choice.", "of your choice"),
        ("Each opponent discards a card from their Reserve face down.", "face down"),
        ("Target opponent discards a card from their hand, chosen by you.", "chosen by you"),
    ],
)
def test_a_named_zone_is_never_said_missing(text: str, words: str) -> None:
    (reason,) = _reasons(text)
    assert "from which zone" not in reason and f"'{words}'" in reason, reason


@pytest.mark.parametrize(
    "text", ["Target opponent discards a Spell.", "Each opponent discards two Spells."]
)
def test_a_zone_not_named_is_still_said_so(text: str) -> None:
    (reason,) = _reasons(text)
    assert "does not say from which zone" in reason and "7.3.7.a" in reason, reason
