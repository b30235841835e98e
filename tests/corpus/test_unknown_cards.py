"""A name a question writes that no known card has (issue 32, search40): noted with the known
names nearest it, never taken for a card (its words are kept from the speller: search41's
test_unknown_name_speller.py), the hits otherwise the same. Every name here is
invented (no card data)."""

from __future__ import annotations

from typing import Any

import pytest

from rules_corpus.search.mentions import CardMention
from rules_corpus.search.unknown_cards import CardNames, NameNotFound, names_not_found

# The rules' words these tests need (the index answers this in the app).
_RULES = {
    "sacrifice", "sacrificed", "character", "characters", "draw", "card", "discard", "reserve",
    "play", "trigger", "triggers", "tough", "reaction", "expedition", "hero", "spell", "ordis",
    "first", "boost", "attacks", "attack", "afternoon", "joins",
}  # fmt: skip
KNOWN = CardNames(
    ["Hound", "Kestrel Warden", "Mirebrook Sage", "Velda, the Lantern", "Gel"],
    other_names=[("Velda, la Lanterne", "Velda, the Lantern")],
)


def _rules_word(word: str) -> bool:
    return word.lower() in _RULES


def _found(question: str, *cards: str, names: CardNames = KNOWN) -> list[NameNotFound]:
    mentions = []
    for name in cards:
        start = question.index(name)
        mentions.append(CardMention(name, start, start + len(name)))
    return list(names_not_found(question, mentions, names, _rules_word))


def _typed(question: str, *cards: str) -> list[str]:
    return [n.typed for n in _found(question, *cards)]


@pytest.mark.parametrize(
    ("question", "typed"),
    [
        ("what does 'Zephyr Hound' do when it is sacrificed?", "Zephyr Hound"),
        ("what does “Brindle Oracle” do at dusk?", "Brindle Oracle"),
        ('can "quillback" be sacrificed?', "quillback"),
        ("If I play Zephyr Hound while my opponent has a boost, what happens?", "Zephyr Hound"),
        ("Does Brindle Oracle trigger when my opponent draws?", "Brindle Oracle"),
        ("my opponent controls Tarnwick, can I sacrifice it?", "Tarnwick"),
        ("Zephyr Hound's reaction: does it trigger twice?", "Zephyr Hound"),
        ("can I play Gift of Thorns from reserve?", "Gift of Thorns"),
        ("does Orrin, the Tidewatcher trigger at dusk?", "Orrin, the Tidewatcher"),
    ],
)
def test_a_name_no_known_card_has_is_noted(question: str, typed: str) -> None:
    assert _typed(question) == [typed]


@pytest.mark.parametrize(
    ("question", "cards"),
    [
        # A card recognised is a chip, not a name unknown.
        ("Does Kestrel Warden trigger when I draw?", ("Kestrel Warden",)),
        ("Velda's reaction and Hound: who goes first?", ("Velda", "Hound")),
        # Quoted card text, the rules' words quoted.
        ("the card says 'draw a card, then discard a card' - can I discard first?", ()),
        ("is 'Tough' a keyword of the Hero?", ()),
        # A capitalised word opening a sentence, an abbreviation, the sentence's own words.
        ("Basically, can I sacrifice a character to pay?", ()),
        ("ETB triggers: do they happen before the spell ends?", ()),
        ("If I draw first, can I discard after?", ()),
        ("Is the Reaction played first?", ()),
        # A quotation too long to be a name: a card's text.
        ("it says 'When another Character joins your Expedition during the Afternoon'", ()),
    ],
)
def test_no_name_is_noted_where_there_is_none(question: str, cards: tuple[str, ...]) -> None:
    assert _typed(question, *cards) == []


def test_a_name_longer_than_the_card_recognised_in_it_is_noted() -> None:
    # The card Hound recognised inside "Zephyr Hound": a chip says Hound, the note says no card
    # is called "Zephyr Hound", Hound nearest.
    found = _found("what does Zephyr Hound do?", "Hound")
    assert [(n.typed, n.nearest[:1]) for n in found] == [("Zephyr Hound", ("Hound",))]


def test_the_nearest_known_names_are_offered_best_first() -> None:
    (found,) = _found("can Velda the Lantrn attack?")
    assert found.nearest[0] == "Velda, the Lantern"
    # Near another language's name: the card's own name is offered, once.
    (other,) = _found("can 'Velda la Lanterne' attack?")
    assert other.nearest == ("Velda, the Lantern",)
    # Nothing near: none offered — not "Gel", a few letters of it in common.
    (far,) = _found("what does 'Gloomy Owl' do?")
    assert far.nearest == ()


def test_the_note_says_which_cards_are_known_and_the_nearest() -> None:
    (found,) = _found("what does 'Zephyr Hound' do?")
    assert found.notice() == (
        "No imported or library card is called “Zephyr Hound”: nearest Hound. "
        "The question is searched without a card."
    )
    library_only = CardNames(["Hound"], imported=False)
    (alone,) = _found("what does 'Brindle Oracle' do?", names=library_only)
    assert alone.notice() == (
        "No library card (none imported) is called “Brindle Oracle”. "
        "The question is searched without a card."
    )
    assert alone.to_json() == {"typed": "Brindle Oracle", "nearest": [], "imported": False}


def test_two_names_joined_by_and_are_two() -> None:
    assert _typed("can Brindle Oracle and Tinker Belle attack?") == [
        "Brindle Oracle",
        "Tinker Belle",
    ]


def test_the_first_names_are_noted_at_most() -> None:
    question = "Brindle Oracle, Tarnwick, Quillback and Zephyr Hound: which goes first?"
    assert [n.typed for n in names_not_found(question, [], KNOWN, _rules_word, limit=2)] == [
        "Brindle Oracle",
        "Tarnwick",
    ]


def test_a_name_written_twice_is_noted_once() -> None:
    assert _typed("Zephyr Hound attacks. Does Zephyr Hound get a boost?") == ["Zephyr Hound"]


def test_the_search_notes_the_names_and_searches_the_same(library: Any) -> None:
    index = library.index
    question = "what does 'Zephyr Hound' do when it is sacrificed?"
    plain = index.search(question, limit=10)
    noted = index.search(question, limit=10, card_names=KNOWN)
    assert [h.id for h in noted.hits] == [h.id for h in plain.hits]
    assert plain.unknown_cards == ()
    assert [(n.typed, n.nearest) for n in noted.unknown_cards] == [("Zephyr Hound", ("Hound",))]
    # A rule number looked up names no card.
    assert index.search("6.3.h", card_names=KNOWN).unknown_cards == ()
