"""The CR 5.0 text prints the mana icon as a bare number ("You may pay 1 and put a card from
your Hand in Reserve", 6.1.d; "Cards your opponents play can't cost less than 2", 5.1.2.f;
"costs 1 less", 2.2.15.c): in a mana amount's place the reader takes it as the icon."""

from __future__ import annotations

import pytest

from scenarios.cards.printed.text import clean

from .helpers import fields, read


@pytest.mark.parametrize(
    ("bare", "icon"),
    [
        (
            "Cards your opponents play can't cost less than 2.",
            "Cards your opponents play can't cost less than {2}.",
        ),
        (
            "Cards played from Reserve cost 1 less, down to a minimum of 1.",
            "Cards played from Reserve cost {1} less, down to a minimum of {1}.",
        ),
        ("Immediately play a Character for 5 less.", "Immediately play a Character for {5} less."),
        (
            "At Noon — You may pay 1 and put a card from your Hand in Reserve to create a "
            "[Brassbug 2/2/2] Robot token in target Expedition.",
            "At Noon — You may pay {1} and put a card from your Hand in Reserve to create a "
            "[Brassbug 2/2/2] Robot token in target Expedition.",
        ),
    ],
)
def test_a_bare_mana_number_is_the_mana_icon(bare: str, icon: str) -> None:
    assert clean(bare) == clean(icon)
    card_type = "Spell" if bare.startswith("Immediately") else "Character"
    bare_reading, icon_reading = read(bare, type=card_type), read(icon, type=card_type)
    assert bare_reading.executable and icon_reading.executable
    assert fields(bare_reading) == fields(icon_reading)


@pytest.mark.parametrize(
    "text",
    [
        "If I have less than 5 Scrap counters, I gain 1 boost.",
        "You may pay 2 boosts to draw a card.",
        "Characters with Hand Cost 3 or less gain 1 boost.",
        "I gain 2 boosts.",
    ],
)
def test_other_numbers_stay_numbers(text: str) -> None:
    assert "{" not in clean(text)
