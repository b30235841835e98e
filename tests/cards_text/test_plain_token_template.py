"""7.3.5.b: the rules' own examples print a token's name and statistics without the card
data's brackets ("Create an Ordis Recruit 1/1/1 Soldier token in my Expedition", 2.2.4.f,
6.3.j, 7.3.5.b); the reader takes both forms alike."""

from __future__ import annotations

import pytest

from scenarios.cards.printed.text import clean

from .helpers import executed, read, steps


@pytest.mark.parametrize(
    ("printed", "bracketed"),
    [
        (
            "{J} Create an Ordis Recruit 1/1/1 Soldier token in my Expedition.",
            "{J} Create an [Ordis Recruit 1/1/1] Soldier token in my Expedition.",
        ),
        (
            "At Noon, if you are the first player — Create a Booda 2/2/2 Companion token in "
            "your companion Expedition.",
            "At Noon, if you are the first player — Create a [Booda 2/2/2] Companion token in "
            "your companion Expedition.",
        ),
    ],
)
def test_a_plain_token_template_reads_as_the_bracketed_one(printed: str, bracketed: str) -> None:
    assert steps(executed(read(printed))) == steps(executed(read(bracketed)))


def test_two_tokens_in_each_expedition_from_the_7_3_5_b_example() -> None:
    (create,) = steps(
        executed(
            read(
                "Create two Ordis Recruit 1/1/1 Soldier tokens in each of your Expeditions.",
                type="Spell",
            )
        )
    )
    assert create["token"] == "Ordis Recruit 1/1/1 Soldier"
    assert create["amount"] == 2 and create["subject"] == "each_my_expedition"


def test_only_a_created_token_with_statistics_gets_brackets() -> None:
    assert clean("Create a [Brassbug 2/2/2] Robot token in my Expedition.") == (
        "Create a [Brassbug 2/2/2] Robot token in my Expedition."
    )
    assert clean("I gain 2 boosts. Create a token.") == "I gain 2 boosts. Create a token."
    assert clean("Characters with 1/1/1 statistics gain 1 boost.") == (
        "Characters with 1/1/1 statistics gain 1 boost."
    )


def test_7_3_29_b_a_gift_in_target_opponents_companion_expedition() -> None:
    text = "Create a Woollyback 1/1/1 Animal token in target opponent's Companion Expedition."
    (create,) = steps(executed(read(text, type="Spell")))
    assert create["subject"] == "target_opponent_companion_expedition"
    assert create["token"] == "Woollyback 1/1/1 Animal"
