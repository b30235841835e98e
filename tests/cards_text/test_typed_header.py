"""The lines a judge types above a card's abilities (scenarios.cards.typed_header): the name,
then a line of characteristics, both optional. Names and texts written for these tests."""

from __future__ import annotations

import pytest

from scenarios.cards.typed_header import read_header


@pytest.mark.parametrize(
    "name",
    [
        "Odile's Tinkerer",
        "Kuwat, the Dissenter",
        "Bang!",  # a name may end with "!"
        "Here We Go!",
        "Dr. Jekyll",  # a title's full stop
        "Joan d'Arc",  # an elided particle
        "Dante dei Alighieri",  # a name's particle
        "Momo-tarō",  # a hyphen's second part
        "Axiom Tinkerer",  # a faction and a sub-type, but no type, figure or comma: a name
    ],
)
def test_the_first_line_is_the_name(name: str) -> None:
    header, rest = read_header(f"{name}\n{{J}} Draw a card.")
    assert header.name == name
    assert rest == "{J} Draw a card."


@pytest.mark.parametrize(
    "text",
    [
        "Draw a card!\n{J} Resupply.",  # a step, its words not capitalised as a name's
        "Tough 1.\n{J} Draw a card.",  # a keyword
        "{J} Draw a card.\nI gain 1 boost.",
        "Roll a die. Then draw a card.\nEternal.",
        "Dr. Jekyll",  # a name needs the abilities under it
    ],
)
def test_abilities_are_not_read_as_a_name(text: str) -> None:
    header, rest = read_header(text)
    assert header.name == "" and rest == text


def test_a_line_of_characteristics_with_a_type_or_a_figure_is_read_as_such() -> None:
    header, rest = read_header("Axiom Engineer, 3/2\n{J} Draw a card.")
    assert header.name == "" and header.faction == "Axiom" and header.costs == (3, 2)
    header, rest = read_header("Bang!\nSpell, Bravos, 2/1\nDraw a card.")
    assert (header.name, header.kind, header.costs) == ("Bang!", "Spell", (2, 1))
    assert rest == "Draw a card."
