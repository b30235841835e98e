"""The printed reader takes the passive abilities of the CR's dependency Examples (2.3.2.d-g)
and the general 2.4.1.g text, and "When I become [status]" (7.5.4.a), in printed form (the
card grammar reads them: ``scenarios/cards/grammar/semantics/static.py``)."""

from __future__ import annotations

import pytest

from scenarios.cards.grammar.first import grammar_ability

from .helpers import read


def read_changing_passive(text: str) -> dict[str, object] | None:
    """The passive the card grammar reads in ``text``, or ``None``."""
    ability, _ = grammar_ability(text, support=False, patterns=False)
    return None if ability is None else ability.get("passive")


@pytest.mark.parametrize(
    ("text", "passive"),
    [
        ("All regions are Forests.", {"all_regions_are": ["forest"]}),
        ("All regions are {V} and {O}.", {"all_regions_are": ["forest", "water"]}),
        (
            "All regions are Mountains, Forests and Water.",
            {"all_regions_are": ["mountain", "forest", "water"]},
        ),
        ("All other Characters lose their abilities.", {"lose_abilities": "All other Characters"}),
        ("All Characters are Elementals.", {"all_characters_are": ["Elemental"]}),
        (
            "All Characters are Elementals and Fairies.",
            {"all_characters_are": ["Elemental", "Fairy"]},
        ),
        (
            "All Elementals have Gigantic.",
            {"grant": {"to": "all Elementals", "keyword": "Gigantic"}},
        ),
        ("I can gain statuses I already have.", {"static": "i can gain statuses i already have"}),
    ],
)
def test_the_dependency_example_passives_are_read(text: str, passive: dict[str, object]) -> None:
    assert read_changing_passive(text) == passive


@pytest.mark.parametrize(
    "text",
    [
        "All regions are Deserts.",  # no such terrain
        "All Characters are Wizards.",  # no such sub-type (2.2.2.d)
        "All Elementals have Flying.",  # no such keyword
        "My region is {V}.",
    ],
)
def test_what_is_not_one_of_them_is_left_to_the_other_readers(text: str) -> None:
    assert read_changing_passive(text) is None


def test_all_characters_having_a_keyword_is_a_group_of_every_character_in_play() -> None:
    # a group, not a sub-type (2.3.2.e): every Character in play, whoever controls it
    # (3.1.4.a; played on a board in tests/cards_grammar/test_board_keyword_actions.py)
    assert _statuses("All Characters have Gigantic.") == ["executed"]
    assert _statuses("All Wizards have Gigantic.") == ["not executed"]  # no such sub-type


def _statuses(text: str) -> list[str]:
    return [str(a.status) for a in read(text, name="Test").abilities]


@pytest.mark.parametrize(
    "text",
    [
        "All regions are Forests.",
        "All other Characters lose their abilities.",
        "All Characters are Elementals.",
        "All Elementals have Gigantic.",
        "I can gain statuses I already have.",
        "When I become Fleeting — Draw a card.",
        "When I become Asleep — I gain 1 boost.",
    ],
)
def test_a_card_printing_them_is_executed(text: str) -> None:
    assert _statuses(text) == ["executed"]


def test_become_needs_a_status() -> None:
    assert _statuses("When I become tired — Draw a card.") == ["not executed"]
