"""A keyword or status in the card data's double brackets inside a passive reads as its
words ("Characters you control are [[Tough 2]]", 2.3.1.a, 7.4.7), by the grammar, the
printed-text reader and the card format alike (issue 31)."""

from __future__ import annotations

import pytest

from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.models import CardModel, PassiveModel
from scenarios.cards.printed.card import PrintedCard
from scenarios.cards.printed.reader import read_printed


def test_the_grammar_reads_a_bracketed_keyword_inside_a_passive() -> None:
    found = read_ability("Characters you control are [[Tough 2]].")
    assert found == {"passive": {"grant": {"to": "characters you control", "keyword": "Tough 2"}}}
    assert read_ability("I have [[Gigantic]].") == {"passive": {"keyword": "Gigantic"}}


def test_the_printed_reader_runs_it() -> None:
    card = PrintedCard(
        name="Bastion",
        type="Permanent",
        zone_type="Landmark",
        hand_cost=2,
        reserve_cost=2,
        main_text="Characters you control are [[Tough 2]].",
    )
    reading = read_printed(card)
    assert reading.executable
    (ability,) = reading.model.abilities
    assert ability.passive is not None and ability.passive.grant is not None
    assert not isinstance(ability.passive.grant, str)
    assert ability.passive.grant.keyword == "Tough 2"


def test_the_card_format_takes_the_printed_brackets() -> None:
    passive = PassiveModel.model_validate(
        {"grant": {"to": "characters you control", "keyword": "[[Tough 2]]"}}
    )
    assert passive.grant is not None and not isinstance(passive.grant, str)
    assert passive.grant.keyword == "Tough 2"
    assert PassiveModel.model_validate({"keyword": "[Gigantic]"}).keyword == "Gigantic"
    card = CardModel.model_validate(
        {
            "name": "Guard",
            "type": "Character",
            "hand_cost": 1,
            "reserve_cost": 1,
            "forest": 1,
            "mountain": 1,
            "water": 1,
            "keywords": ["[[Tough 1]]"],
        }
    )
    assert card.keywords == ("Tough 1",)


def test_an_unknown_keyword_in_brackets_is_still_refused() -> None:
    with pytest.raises(ValueError, match="unknown keyword"):
        PassiveModel.model_validate({"keyword": "[[Toughness 2]]"})
