"""The opponents' objects said by the possessive (issue 30; grammar/opponents_objects_words.py):
an object in play is its controller's (3.2.4.b, 1.2.2), so "Opponents' Characters" /
"Your opponents' Permanents" read exactly as "[Characters] your opponents control" in every
slot a group stands in. Sentences written for these tests (each failed before: "'Characters
…' after 'Opponents' is not read by the card grammar")."""

from __future__ import annotations

import pytest

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.printed.text import clean

PAIRS: tuple[tuple[str, str], ...] = (
    (
        "Opponents' Characters with Defender have -1 {V}, -1 {M} and -1 {O}.",
        "Characters your opponents control with Defender have -1 {V}, -1 {M} and -1 {O}.",
    ),
    (
        "Your opponents' Characters with Tough have -2 {M}.",
        "Characters your opponents control with Tough have -2 {M}.",
    ),
    (
        "Opponents' exhausted Characters have -1 {O}.",
        "exhausted Characters your opponents control have -1 {O}.",
    ),
    (
        "Opponents' tokens have -1 {V} and -1 {O}.",
        "tokens your opponents control have -1 {V} and -1 {O}.",
    ),
    (
        "Opponents' Characters can't gain boosts.",
        "Characters your opponents control can't gain boosts.",
    ),
    (
        "Your opponents' Characters with Fleeting have +1 {M}.",
        "Characters your opponents control with Fleeting have +1 {M}.",
    ),
    (
        "Your opponents' boosted Characters have -1 {V}.",
        "boosted Characters your opponents control have -1 {V}.",
    ),
    (
        "Opponents' Characters with Gigantic have -2 {O}.",
        "Characters your opponents control with Gigantic have -2 {O}.",
    ),
    (
        "Your opponents' Characters can't be sent to Reserve.",
        "Characters your opponents control can't be sent to Reserve.",
    ),
)
"""The possessive and the controller's qualifier: one reading."""


@pytest.mark.parametrize(("possessive", "controlled"), PAIRS)
def test_1_2_2_opponents_objects_are_those_they_control(possessive: str, controlled: str) -> None:
    said = read_ability(clean(possessive))
    assert said == read_ability(clean(controlled))
    assert "'controller': 'opponent'" in str(said)


KEPT: tuple[str, ...] = (
    # in a zone, not in play (3.2.4.b): "control" would say otherwise
    "Your opponents' Characters in Reserve have -1 {V}.",
)


def test_the_opponents_cards_they_play_are_not_those_they_control() -> None:
    """ "Your opponents' Characters cost {1} more": cards played from a hand or Reserve, not
    Characters in play — the possessive kept for the cost rules (5.1.2)."""
    said = str(read_ability(clean("Your opponents' Characters cost {1} more to play.")))
    assert "control" not in said and "'controller'" not in said


"""Possessives not reworded: still refused."""


@pytest.mark.parametrize("text", KEPT)
def test_a_place_after_the_possessive_keeps_it(text: str) -> None:
    with pytest.raises(NotRead):
        read_ability(clean(text))


def test_spells_of_the_opponents_stay_those_they_play() -> None:
    said = read_ability(clean("Your opponents' Spells cost {1} more."))
    assert "spells your opponents play" in str(said)
