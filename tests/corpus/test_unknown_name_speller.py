"""A name no known card has is a name, not a typo (issue 32, search41): the words of a name the
search notes as no card's (:mod:`rules_corpus.search.unknown_cards`) are left as typed by the
speller, while a real typo of a rules word beside the name is still corrected. Every name here
is invented (no card data, no studied question)."""

from __future__ import annotations

from typing import Any

import pytest

from rules_corpus.search.mentions import CardMention
from rules_corpus.search.spelling import Speller
from rules_corpus.search.unknown_cards import CardNames, NameNotFound, name_words

KNOWN = CardNames(["Hound", "Kestrel Warden", "Mirebrook Sage"])


def _cards(question: str, *names: str) -> tuple[CardMention, ...]:
    mentions = []
    for name in names:
        start = question.index(name)
        mentions.append(CardMention(name, start, start + len(name)))
    return tuple(mentions)


# -- the speller alone ----------------------------------------------------------------------


def _speller() -> Speller:
    return Speller(["a character attacks", "draw a card", "the wound counter", "exhausted"])


def test_the_speller_takes_a_names_words_as_typed() -> None:
    speller = _speller()
    assert speller.correct("when Zephyr Wund atacks") == "when Zephyr wound attacks"
    kept = frozenset({"zephyr", "wund"})
    # The name's words as typed; a typo beside the name still corrected.
    assert speller.correct("when Zephyr Wund atacks", names=kept) == "when Zephyr Wund attacks"
    assert speller.correct("when Zephyr Wund attacks", names=kept) is None
    # A possessive of the name is the name's word too.
    assert speller.correct("does Wund's drw trigger", names=kept) == "does Wund's draw trigger"


def test_name_words_are_every_word_of_the_names_in_lower_case() -> None:
    names = [NameNotFound("Zephyr Hound"), NameNotFound("Lindqvist & Moll"), NameNotFound("Orrin")]
    assert name_words(names) == {"zephyr", "hound", "lindqvist", "moll", "orrin"}
    assert name_words([]) == frozenset()


# -- the search ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "name", "slip"),
    [
        ("what does Zephyr Wund do", "Zephyr Wund", "wound"),
        ("when Quillon Varge attacks, who chooses?", "Quillon Varge", "large"),
        ("can Kestrel Wund go to reserve?", "Kestrel Wund", "wound"),
        ("does Tarrow Varge's reaction trigger?", "Tarrow Varge", "arrow"),
    ],
)
def test_a_name_no_card_has_is_not_spell_corrected(
    library: Any, question: str, name: str, slip: str
) -> None:
    index = library.index
    # Without the known cards' names nothing says it is a name: the speller corrects a word
    # of it to a rules word, as before.
    plain = index.search(question, limit=10)
    assert plain.suggestion is not None and slip in plain.suggestion
    noted = index.search(question, limit=10, card_names=KNOWN)
    assert [n.typed for n in noted.unknown_cards] == [name]
    assert noted.suggestion is None
    assert noted.query == question
    # The rest of the question is searched as typed ("what does … do" has no rules word left:
    # no hits, and the note says why).
    assert bool(noted.hits) == (question != "what does Zephyr Wund do")


def test_zephyr_hound_is_searched_as_typed(library: Any) -> None:
    noted = library.index.search("what does Zephyr Hound do", card_names=KNOWN)
    assert [n.typed for n in noted.unknown_cards] == ["Zephyr Hound"]
    assert noted.suggestion is None


def test_a_typo_of_a_rules_word_beside_the_name_is_still_corrected(library: Any) -> None:
    index = library.index
    result = index.search("when Zephyr Wund atacks, who chooses?", card_names=KNOWN)
    assert result.suggestion == "when Zephyr Wund attacks, who chooses?"
    result = index.search("when Quillon Varge is sacrifised, what happens?", card_names=KNOWN)
    assert result.suggestion == "when Quillon Varge is sacrificed, what happens?"


def test_a_capitalised_slip_of_a_glossed_term_is_still_corrected(library: Any) -> None:
    # "Fleetin Hound" reads as a name (capitalised, no rules word), but "Fleetin" is a slip of
    # the keyword Fleeting, a glossary term players capitalise as the rules do: corrected.
    index = library.index
    result = index.search("can Fleetin Hound be played twice?", card_names=KNOWN)
    assert result.suggestion is not None and "fleeting" in result.suggestion.lower()
    result = index.search("does a Sabotge Wund trigger twice?", card_names=KNOWN)
    assert result.suggestion is not None
    assert "sabotage" in result.suggestion.lower()
    assert "Wund" in result.suggestion  # the name's own word as typed


def test_with_a_card_recognised_inside_the_name_the_rest_is_not_corrected(library: Any) -> None:
    # The card Wund recognised in "Zephyr Wund" would keep its own name out of the speller;
    # "Varge" beside it, no card's word, is noted with it and taken as typed too.
    index = library.index
    names = CardNames(["Wund", "Kestrel Warden"])
    question = "what does Varge Wund do when it atacks"
    cards = _cards(question, "Wund")
    plain = index.search(question, cards=cards)
    assert plain.suggestion is not None and "large" in plain.suggestion.lower()
    noted = index.search(question, cards=cards, card_names=names)
    assert [n.typed for n in noted.unknown_cards] == ["Varge Wund"]
    assert noted.suggestion == "what does Varge Wund do when it attacks"


def test_no_name_written_leaves_the_speller_as_it_was(library: Any) -> None:
    index = library.index
    # No capitals, no quotes: nothing is written as a name, so the speller reads every word.
    for question in ("does the charactr go to reserve", "when zephyr wund atacks"):
        plain = index.search(question)
        noted = index.search(question, card_names=KNOWN)
        assert noted.unknown_cards == ()
        assert noted.suggestion == plain.suggestion is not None
