"""A keyword ability opening a card's text as a sentence of its own on the line of the next
ability ("Fleeting. Put target Character ...", "Gigantic. {J} ..."), as a judge copies a card
from the rules' Examples, is an ability of its own — as when the card data puts two spaces
after it. Flavor text alone on its line (2.2.12.d Example) is no ability."""

from __future__ import annotations

import pytest

from scenarios.cards.printed.text import split_abilities

from .helpers import executed, fields, read


@pytest.mark.parametrize(
    ("one_line", "card_type"),
    [
        ("Fleeting. Put target Character or Permanent in its owner's Mana zone.", "Spell"),
        ("[[Fleeting]]. Put target Character or Permanent in its owner's Mana zone.", "Spell"),
        ("Gigantic. {J} I gain 1 boost.", "Character"),
        ("Seasoned. Tough 1. {J} I gain 1 boost.", "Character"),
    ],
)
def test_a_leading_keyword_sentence_is_its_own_ability(one_line: str, card_type: str) -> None:
    two_spaces = one_line.replace(". ", ".  ")
    assert split_abilities(one_line) == split_abilities(two_spaces)
    assert fields(executed(read(one_line, type=card_type))) == fields(
        executed(read(two_spaces, type=card_type))
    )


def test_a_keyword_inside_a_sentence_is_not_split() -> None:
    text = "Target Character gains Fleeting. Draw a card."
    assert split_abilities(text) == [text]
    assert split_abilities("Fleeting Characters gain 1 boost.") == [
        "Fleeting Characters gain 1 boost."
    ]


def test_2_2_12_d_flavor_text_alone_on_its_line_is_not_an_ability() -> None:
    text = (
        "{R} I gain two boosts.\n“All right, lad, show me what you’ve learned.”\n"
        "{D}: The next Character you play this turn gains 1 boost. "
        "(Discard me from Reserve to do this.)"
    )
    assert [a.split(" ")[0] for a in split_abilities(text)] == ["{R}", "{D}:"]
    assert executed(read(text)).executable
    assert split_abilities('I gain "{T}: Draw a card."') == ['I gain "{T}: Draw a card."']
