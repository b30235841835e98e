""" "X is …" said as a sentence of its own after the sentence that uses X, read as ", where X
is …" (scenarios/cards/grammar/where_apart.py)."""

from __future__ import annotations

from scenarios.cards.grammar.printed_words import grammar_words
from scenarios.cards.grammar.reader import read_ability


def _said(text: str) -> list[str]:
    return [w for w, _, _ in grammar_words(text)]


def test_6_5_i_x_defined_apart_is_read_as_where() -> None:
    apart = "{J} Target Character gains X+2 boosts. X is my number of Arcane counters."
    joined = "{J} Target Character gains X+2 boosts, where X is my number of Arcane counters."
    assert _said(apart)[6:10] == [",", "where", "X", "is"]
    assert read_ability(apart) == read_ability(joined)


def test_a_sentence_beginning_x_is_without_x_before_is_kept() -> None:
    text = "{J} Draw a card. X is the number of cards in your hand."
    assert "where" not in _said(text)


def test_the_x_of_an_earlier_sentence_is_not_carried_past_a_full_stop() -> None:
    text = "{J} I gain X boosts. Draw a card. X is the number of cards in your hand."
    assert "where" not in _said(text)


def test_the_offsets_stay_those_of_the_printed_words() -> None:
    text = "{J} I gain X boosts. X is the number of cards in your hand."
    found = grammar_words(text)
    comma = next(f for f in found if f[0] == ",")
    assert text[comma[1] : comma[2]] == "."
    where = next(f for f in found if f[0] == "where")
    assert where[1] == where[2] == text.index("X is")
