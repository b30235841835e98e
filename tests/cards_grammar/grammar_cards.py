"""A card printed with one text, read by the grammar alone: the board tests' bearer."""

from __future__ import annotations

from scenarios.cards.printed import PrintedCard, read_printed

from ..cards_text.helpers import fields


def grammar_fields(text: str, name: str = "Unique", *, unique: bool = True) -> dict[str, object]:
    """The card-format fields of a 1-cost Character printing ``text`` (a Unique by default),
    read by the grammar alone — the patterns left out, so a board test shows the grammar's
    reading plays. Fails, naming each ability's reason, when the grammar does not read it."""
    card = PrintedCard(
        name,
        "Character",
        **({"rarity": "unique"} if unique else {}),
        hand_cost=1,
        reserve_cost=1,
        forest=1,
        mountain=1,
        water=1,
        main_text=text,
    )
    reading = read_printed(card, patterns=False)  # the grammar alone
    assert reading.executable, [(a.text, a.reason) for a in reading.abilities]
    return fields(reading)
