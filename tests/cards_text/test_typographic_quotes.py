"""The rules' Examples print card text with typographic apostrophes and quotes ("can’t",
"owner’s", “...”); the reader takes them as the card data's straight ones."""

from __future__ import annotations

import pytest

from scenarios.cards.printed.text import clean

from .helpers import executed, fields, read


@pytest.mark.parametrize(
    ("curly", "card_type"),
    [
        ("Cards your opponents play can’t cost less than {2}.", "Character"),
        ("Expeditions can’t move forward this Day.", "Spell"),
        (
            "If I would leave the Expedition zone, you may put me in my owner’s Mana zone instead. "
            "If you don’t, draw a card.",
            "Character",
        ),
        (
            "{T}: Create a [Maw 0/0/0] Companion token in your companion Expedition with “When you "
            "sacrifice a Character — I gain two boosts”.",
            "Character",
        ),
    ],
)
def test_typographic_quotes_read_as_straight_ones(curly: str, card_type: str) -> None:
    straight = curly.translate(str.maketrans("’“”", '\'""'))
    assert clean(curly) == clean(straight)
    assert fields(executed(read(curly, type=card_type))) == fields(
        executed(read(straight, type=card_type))
    )
