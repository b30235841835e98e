"""Another language's rules words read as CR 5.0's terms (issue 32,
rules_corpus/search/translated.py): the publisher's French, German, Spanish and Italian words
for zones, statuses, phases, costs and keywords, never an English word, never a card's name."""

from __future__ import annotations

import pytest

from rules_corpus.search.spelling import is_english_word
from rules_corpus.search.translated import in_rules_words, parse_translated, translated_words


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        # The same zone in each language, in any case.
        ("mon jeton en Réserve", "mon token en Reserve"),
        ("in meiner Reserve", "in meiner Reserve"),
        ("en la reserva", "en la Reserve"),
        ("nella mia Riserva", "nella mia Reserve"),
        # The Exhausted status, each language's inflected forms.
        ("une carte épuisée", "une carte exhausted"),
        ("in der Reserve erschöpft", "in der Reserve exhausted"),
        ("orbes agotados", "Mana Orbs exhausted"),
        ("una sfera consumata", "una sfera exhausted"),
        # A phrase before its words: the Mana zone, the Hand Cost.
        ("dans ma zone de mana", "dans ma Mana zone"),
        ("el coste de mano de una ficha", "el Hand Cost de una token"),
        ("nell'area del mana", "nell'Mana zone"),
        # Phases and keywords.
        ("à midi", "at Noon"),
        ("während der Ruhepause verankert", "während der Rest Anchored"),
        ("al anochecer con fugacidad", "al Dusk con Fleeting"),
        ("temprato con 2 rinforzi", "Seasoned con 2 boosts"),
    ],
)
def test_each_languages_word_is_read_as_the_rules_term(typed: str, read: str) -> None:
    assert in_rules_words(typed) == read


@pytest.mark.parametrize(
    "question",
    [
        "does my brassbug token go to reserve when it's exhausted?",
        "at noon, can I sacrifice a character to pay the cost?",
        "midi-chlorians and matinee",  # "midi", "matin" are English: not entered
        "the coast of the expedition",
    ],
)
def test_a_question_in_english_is_read_as_typed(question: str) -> None:
    assert in_rules_words(question) == question


def test_only_whole_words_are_read() -> None:
    # "reservation", "personnages" inside longer words or names are not split.
    assert in_rules_words("reservation") == "reservation"
    assert in_rules_words("Reservas") == "Reservas"


def test_no_entry_is_an_everyday_english_word() -> None:
    single = [w for w in translated_words() if " " not in w]
    assert single
    assert [w for w in single if is_english_word(w)] == []


def test_a_word_two_languages_share_must_mean_one_term() -> None:
    with pytest.raises(ValueError, match="fugace"):
        parse_translated("fr:\n  fugace: Fleeting\nit:\n  fugace: Asleep\n")
    assert parse_translated("fr:\n  fugace: Fleeting\nit:\n  fugace: Fleeting\n") == {
        "fugace": "Fleeting"
    }
