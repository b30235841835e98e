"""Sub-types of several words the card data prints (2.2.2; issue 30): the lexer
reads "Sea Serpent" as one sub-type word in every slot a sub-type fills — an adjective, a
noun, its plural — and the writer writes it back as printed. Made-up names (fixtures), not
card data."""

from __future__ import annotations

import pytest

from scenarios.cards.card_words import SubTypeWords, using_subtypes
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.grammar.writer.all_rules import write_ability

DATA = {"Character": ["Sea Serpent", "Clockwork Gear Titan"], "Permanent": ["Ice Wall"]}


@pytest.mark.parametrize(
    ("text", "subtype"),
    [
        ("{J} Exhaust target Sea Serpent.", "Sea Serpent"),
        ("{J} Exhaust target Boosted Sea Serpent Character you control.", "Sea Serpent"),
        ("When a Sea Serpent joins your Expeditions \u2014 Draw a card.", "Sea Serpent"),
        ("{J} Exhaust each Clockwork Gear Titan.", "Clockwork Gear Titan"),
        ("{J} Return target Ice Wall Permanent to its owner's hand.", "Ice Wall"),
    ],
)
def test_2_2_2_a_subtype_of_several_words_is_one(text: str, subtype: str) -> None:
    with using_subtypes(DATA):
        reading = read_ability(text)
        assert subtype in str(reading)
        written = write_ability(reading)
        assert subtype in written  # as printed
        assert read_ability(written) == reading


def test_2_2_2_its_plural_and_its_count() -> None:
    with using_subtypes(DATA):
        group = read_ability("Your Sea Serpents have Defender.")
        assert group["passive"]["grant"]["to"] == "sea serpents you control"
        counted = read_ability("{J} Draw a card for each Sea Serpent Character.")
        assert counted["reaction"]["effect"] == [{"action": "draw", "per": "sea serpent character"}]


def test_2_2_2_without_the_data_the_words_are_not_a_subtype() -> None:
    with pytest.raises(NotRead):
        read_ability("{J} Exhaust target Sea Serpent.")


def test_2_2_2_a_name_with_a_rules_word_is_no_subtype() -> None:
    """A card type, zone type or status word of the rules is never a sub-type (2.2.1, 2.4),
    and four words are more than a sub-type prints."""
    names = ["Landmark Spirit", "Boosted Eel", "One Two Three Four"]
    with using_subtypes({"Character": names}):
        words = SubTypeWords()
        assert not any(n.lower() in words for n in names)
