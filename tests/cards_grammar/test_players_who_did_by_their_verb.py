"""The players who did an optional step, said by that step's own verb in the past (issue 30;
grammar/players_who_did_words.py): "Each player may draw a card. Then, each player who drew
…" is "… each player who did …" — "If they do, they …" (6.5.f, 1.4.7.b). Read only when the
past verb is the verb of the "may" step just before. Sentences written for these tests (each
failed before: "'drew …' after 'each player who' is not read by the card grammar")."""

from __future__ import annotations

import pytest

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.printed.text import clean

SIBLINGS: tuple[tuple[str, str], ...] = (
    (
        "{J} Each player may draw a card. Then, each player who drew discards a card from their"
        " hand.",
        "drew",
    ),
    (
        "{R} Each player may draw two cards. Each player who drew discards a card from their hand.",
        "drew",
    ),
    (
        "{J} Each opponent may discard a card from their hand. Each opponent who discarded draws"
        " two cards.",
        "discarded",
    ),
    (
        "{H} Each player may sacrifice a Character. Then, each player who sacrificed draws a card.",
        "sacrificed",
    ),
    (
        "{J} Each player may exhaust a Character they control. Each player who exhausted draws a"
        " card.",
        "exhausted",
    ),
    (
        "{H} Each opponent may draw three cards. Then, each opponent who drew discards two cards"
        " from their hand.",
        "drew",
    ),
    (
        "{R} Each player may sacrifice a Character. Each player who sacrificed draws two cards.",
        "sacrificed",
    ),
    (
        "{J} Each player may discard a card from their hand. Then, each player who discarded"
        " draws a card.",
        "discarded",
    ),
)
"""Each sibling, and the past verb that says "did"."""


@pytest.mark.parametrize(("text", "past"), SIBLINGS)
def test_6_5_f_the_step_verb_in_the_past_is_who_did(text: str, past: str) -> None:
    said = read_ability(clean(text))
    assert said == read_ability(clean(text.replace(f"who {past}", "who did")))
    assert "'players_do'" in str(said) and "'then'" in str(said)


OTHER_STEP: tuple[str, ...] = (
    "{J} Each opponent may draw a card. Each opponent who discarded draws two cards.",
    "{J} Each player may discard a card from their hand. Each player who drew draws a card.",
)
"""A past verb of another step than the one asked: not "who did" — kept, refused."""


@pytest.mark.parametrize("text", OTHER_STEP)
def test_a_past_verb_of_another_step_is_not_read(text: str) -> None:
    with pytest.raises(NotRead):
        read_ability(clean(text))
