"""A created token's keywords said before its place (issue 30; grammar rule
create_token_with_first): "Create a [token] with [[Fleeting]] in my Expedition" creates the
token with those keyword abilities besides its token card's (7.3.5.a, 2.1.e, 7.4) — the same
step as the keywords printed after the place. Sentences written for these tests (each failed
before: "… token with Fleeting in my Expedition is not read by the card grammar")."""

from __future__ import annotations

import pytest

from .probe import effect_steps

SIBLINGS: tuple[tuple[str, int, str, list[str]], ...] = (
    (
        "SPELL Create a [Brassbug 2/2/2] Robot token with [[Scout 2]] in my Expedition.",
        1,
        "my_expedition",
        ["Scout 2"],
    ),
    (
        "SPELL Create an [Ordis Recruit 1/1/1] Soldier token with [[Defender]] in target"
        " Expedition.",
        1,
        "target_expedition",
        ["Defender"],
    ),
    (
        "SPELL Create two [Ordis Recruit 1/1/1] Soldier tokens with [[Eternal]] in my Expedition.",
        2,
        "my_expedition",
        ["Eternal"],
    ),
    (
        "SPELL Create a [Brassbug 2/2/2] Robot token with [[Tough 1]] and [[Defender]] in target"
        " Expedition.",
        1,
        "target_expedition",
        ["Tough 1", "Defender"],
    ),
    (
        "When my Expedition moves forward \u2014 Create a [Brassbug 2/2/2] Robot token with"
        " [[Gigantic]] in my Expedition.",
        1,
        "my_expedition",
        ["Gigantic"],
    ),
    (
        "{J} Create an [Ordis Recruit 1/1/1] Soldier token with [[Tough 2]] in my other"
        " Expedition.",
        1,
        "your_other_expedition",
        ["Tough 2"],
    ),
    (
        "SPELL Create three [Brassbug 2/2/2] Robot tokens with [[Seasoned]] in target Expedition.",
        3,
        "target_expedition",
        ["Seasoned"],
    ),
    (
        "When you play a Spell \u2014 Create an [Ordis Recruit 1/1/1] Soldier token with"
        " [[Eternal]] in my Expedition.",
        1,
        "my_expedition",
        ["Eternal"],
    ),
)
"""Each sibling: the tokens created, where, and the keywords they are created with."""


@pytest.mark.parametrize(("text", "amount", "place", "keywords"), SIBLINGS)
def test_7_3_5_a_token_keywords_before_the_place(
    text: str, amount: int, place: str, keywords: list[str]
) -> None:
    (step,) = effect_steps(text)
    assert step["action"] == "create"
    assert (step["amount"], step["subject"], step["token_keywords"]) == (amount, place, keywords)


def test_the_keywords_before_or_after_the_place_are_one_step() -> None:
    before = "SPELL Create two [Brassbug 2/2/2] Robot tokens with [[Eternal]] in my Expedition."
    after = "SPELL Create two [Brassbug 2/2/2] Robot tokens in my Expedition with [[Eternal]]."
    assert effect_steps(before) == effect_steps(after)


FLEETING: tuple[str, ...] = (
    "SPELL Create a [Brassbug 2/2/2] Robot token with [[Fleeting]] in my Expedition.",
    "SPELL Create a [Brassbug 2/2/2] Robot token in my Expedition with [[Fleeting]].",
)
"""Fleeting in keyword brackets after a token: a status (2.4.1.a, 2.4.7), not a keyword."""


@pytest.mark.parametrize("text", FLEETING)
def test_2_4_7_a_token_created_with_fleeting_has_the_status(text: str) -> None:
    said = "SPELL Create a [Brassbug 2/2/2] Robot token in my Expedition. It gains Fleeting."
    assert effect_steps(text) == effect_steps(said)
    assert "token_keywords" not in effect_steps(text)[0]


def test_a_status_of_several_created_tokens_is_refused() -> None:
    from scenarios.cards.grammar.first import grammar_effect

    steps, why = grammar_effect(
        "Create two [Brassbug 2/2/2] Robot tokens with [[Fleeting]] in my Expedition."
    )
    assert steps is None and "several created tokens" in str(why)
