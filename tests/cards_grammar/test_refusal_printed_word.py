"""A refusal about what a reference names says the word the card prints (review 20): "'them'
does not refer to anything …" for "Exhaust them.", not "'it'", a word the card does not
print; a card printing "it" is still told "'it'"."""

from __future__ import annotations

import pytest

from scenarios.cards.grammar.reader import NotRead, read_ability


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("{J} Exhaust them.", "'them'"),
        ("{J} They gain 1 boost.", "'they'"),
        ("{J} Send them to Reserve.", "'them'"),
        ("{J} Exhaust it.", "'it'"),
    ],
)
def test_the_refusal_names_the_printed_word(text: str, word: str) -> None:
    with pytest.raises(NotRead) as refused:
        read_ability(text)
    assert refused.value.reason.startswith(word)
    assert refused.value.part == word.strip("'")
