"""What a question's asking clause asks about (rules_corpus/search/question_text.py, issue 32).

The specific-rule stage (:mod:`rules_corpus.search.specific_rule`) weighs the words a question
asks about, not the situation it narrates: "NAMED makes them cost 2 — can I pick the order?"
asks about "I pick the order"; "makes" and "cost" only set the scene. The siblings: each
question word and auxiliary that opens an asking clause, a clause after a comma or a dash, a
condition cut off, and a statement (nothing asked)."""

from __future__ import annotations

import pytest

from rules_corpus.search.question_text import asked_text

SIBLINGS = (
    ("NAMED makes them cost 2 - can I pick the order?", "I pick the order"),
    (
        "NAMED and NAMED both trigger: who chooses which applies first?",
        "chooses which applies first",
    ),
    ("NAMED is sent to Reserve, does it keep its boosts?", "it keep its boosts"),
    ("My character has Tough 1. Is the spell forced to pay?", "the spell forced to pay"),
    ("NAMED gains Scout; what happens if I play it from Reserve?", "happens"),
    ("NAMED has 2 boosts — are they gone when it leaves play?", "they gone"),
    ("NAMED exhausts me; when is the cost paid?", "the cost paid"),
    ("NAMED sabotages, which card goes to the discard pile?", "card goes to the discard pile"),
    ("NAMED moves forward: where does it end up?", "it end up"),
    ("NAMED is anchored, but must I still rest it?", "I still rest it"),
    ("NAMED during the Tiebreaker", ""),
)


@pytest.mark.parametrize(("question", "asked"), SIBLINGS)
def test_the_words_after_the_asking_word_are_what_is_asked(question: str, asked: str) -> None:
    assert asked_text(question) == asked


def test_the_narrated_situation_is_not_asked() -> None:
    asked = asked_text("Robin Hood makes my characters cost 2 instead - can I pick the order?")
    assert "makes" not in asked
    assert "cost" not in asked
