"""The "something missing, can I still …" form of a card question (issue 32,
rules_corpus/search/impossible.py): said by what is missing and the asking, not by a
description of the object asked about."""

from __future__ import annotations

import pytest

from rules_corpus.search.impossible import asks_impossible


@pytest.mark.parametrize(
    "question",
    [
        "arjun & spike with an empty reserve — can i still exhaust him?",
        "isba: can i use it if i have no character to sacrifice?",
        "spy craft with every reserve empty, do i still get the resupply?",
        "can i play it without a card in my hand?",
    ],
)
def test_something_missing_and_asked_is_the_form(question: str) -> None:
    assert asks_impossible(question)


@pytest.mark.parametrize(
    "question",
    [
        "can i target a character with no boosts?",  # a description, nothing missing
        "does it trigger when a character with no counters enters play?",
        "what happens to an empty expedition at dusk?",  # nothing asked whether it can
    ],
)
def test_a_description_or_no_asking_is_not(question: str) -> None:
    assert not asks_impossible(question)
