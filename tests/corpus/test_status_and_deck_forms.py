"""A step that meets a state it cannot change, asked in players' words (issue 32): a status
gained again or lost while lacking (7.3.16.b, 7.3.28.b), which Mana Orb a step takes when a
ready one is set against an exhausted one (3.2.9.e), and a Deck without the cards a step needs
(3.2.2.d–f, 4.2.1.f, 7.3.9.c, 7.3.31.b–c) — each found by the sentence that states it."""

from __future__ import annotations

import pytest

from rules_corpus.corpus import parse_corpus
from rules_corpus.search.question_forms import (
    DECK_COUNTED,
    DECK_LACKING,
    ORB_CHOSEN,
    STATUS_UNCHANGED,
    form_groups,
)
from rules_corpus.search.question_text import NAMED
from rules_corpus.search.sentence_rules import (
    DECK_SHORT,
    DECK_SHORT_COUNT,
    ORB_SWAPPED,
    STATUS_LACKED,
    rules_by_sentence,
)


def test_the_rules_are_found_by_their_sentence() -> None:
    found = rules_by_sentence(parse_corpus().document("altered-cr-5.0"))
    assert found[STATUS_LACKED] == frozenset({"7.3.16.b", "7.3.28.b"})
    assert found[ORB_SWAPPED] == frozenset({"3.2.9.e"})
    assert found[DECK_SHORT] == frozenset(
        {"3.2.2.d", "3.2.2.e", "3.2.2.f", "4.2.1.f", "7.3.9.c", "7.3.31.b", "7.3.31.c"}
    )
    assert found[DECK_SHORT_COUNT] == frozenset({"3.2.2.e", "7.3.9.c", "7.3.31.b"})


def _groups(question: str) -> tuple[tuple[str, ...], ...]:
    return form_groups(question, ())


@pytest.mark.parametrize(
    "question",
    [
        f"{NAMED} readies three of my cards but only two of them are exhausted, what now?",
        f"{NAMED} says ready a character, nothing in my expedition is exhausted. is that ok?",
        f"can {NAMED} exhaust an exhausted character of my opponent?",
        "can I ready a ready mana orb?",
        f"{NAMED} readies my landmark but it isn't exhausted — does the rest still happen?",
        "I exhaust a permanent that is already exhausted, allowed? none of them are exhausted",
    ],
)
def test_a_status_the_object_has_or_lacks_asks_the_rule(question: str) -> None:
    assert STATUS_UNCHANGED in _groups(question)


@pytest.mark.parametrize(
    "question",
    [
        # The status is there to lose: what being ready allows is asked, not the step.
        f"{NAMED} readies my exhausted card in reserve, can I play it now?",
        # The status a card enters a zone with (3.2.9.b).
        f"{NAMED} goes to my mana zone, does it come in ready or exhausted?",
        # Readied in the Morning with everything else (4.2.1.c).
        "do my exhausted characters in reserve get readied in the morning?",
        "my character is exhausted, can it still move forward?",
    ],
)
def test_a_status_there_to_change_is_not(question: str) -> None:
    assert STATUS_UNCHANGED not in _groups(question)


@pytest.mark.parametrize(
    "question",
    [
        f"{NAMED} makes me discard a mana orb: can I pick an exhausted one and keep my ready ones?",
        "sacrifice one of my orbs — I'd rather lose the exhausted orb than the ready orb",
        "before paying, can I exhaust one orb to ready another in my mana zone?",
        f"{NAMED} returns a mana orb to my hand: may I swap which one is ready first?",
        "I have two ready ones and an exhausted one in my mana zone, which do I give up?",
    ],
)
def test_a_ready_orb_set_against_an_exhausted_one_asks_the_rule(question: str) -> None:
    assert ORB_CHOSEN in _groups(question)


@pytest.mark.parametrize(
    "question",
    [
        f"{NAMED} goes to my mana zone, does it come in ready or exhausted?",
        "do my exhausted mana orbs count toward the seven?",
        # A ready one against an exhausted one, but no Mana Orb: a character's status.
        "I have a ready one and an exhausted one in my expedition, which can I sacrifice?",
    ],
)
def test_orbs_asked_otherwise_are_not(question: str) -> None:
    assert ORB_CHOSEN not in _groups(question)


@pytest.mark.parametrize(
    "question",
    [
        f"{NAMED}: my opponent's deck is empty, what happens?",
        "I must draw two but only have one card in my deck",
        f"{NAMED} mills the top 4 cards but there are not enough cards in their deck",
        "put the 5th card from the top of my deck in reserve when my deck has fewer than five?",
        "my deck ran out at noon, do I still resupply?",
        f"{NAMED} wants the top card of my deck but I have no cards left in my deck",
    ],
)
def test_a_deck_lacking_cards_asks_the_rules(question: str) -> None:
    groups = _groups(question)
    assert DECK_LACKING in groups or DECK_COUNTED in groups


@pytest.mark.parametrize(
    ("question", "counted"),
    [
        ("I must draw two but only have one card in my deck", True),
        (f"{NAMED} mills the top 4 cards but there are not enough cards in their deck", True),
        (f"{NAMED} makes me resupply 2 with an empty deck", True),
        # A card at a position, or one card: every rule on a Deck too short.
        ("put the 5th card of my deck in reserve when my deck has fewer than 5?", False),
        (f"{NAMED} rolls a 6 but their deck only has 3 cards, where does it go?", False),
        (f"{NAMED}: I draw a card with an empty deck", False),
    ],
)
def test_a_number_of_cards_taken_asks_the_rules_on_n_cards(question: str, counted: bool) -> None:
    groups = _groups(question)
    assert (DECK_COUNTED in groups) is counted
    assert (DECK_LACKING in groups) is not counted


@pytest.mark.parametrize(
    "question",
    [
        f"{NAMED}: my hand is empty, can I still play from reserve?",
        f"{NAMED} puts the top card of my deck in my mana zone: is it exhausted?",
        "my reserve has only two cards, can I play both?",
        "do I shuffle my deck after searching it?",
        # Whether the rest of an effect still happens: the empty Deck is its scene (6.5.f).
        f"{NAMED}: their deck is empty so they can't draw. do I still get anchored?",
        f"{NAMED} - opponent has no cards left in their deck, does my hero still gain a boost?",
    ],
)
def test_a_deck_asked_otherwise_is_not(question: str) -> None:
    assert DECK_LACKING not in _groups(question)
