"""A question in French, German or Italian naming cards (issue 32): its small words are
kept from the English speller (rules_corpus/search/other_languages.py) and the keyword actions'
verbs the cards' texts write are read as the rules' terms (translated_words.yaml), so the
recognised card informs the ranking as in English. Cards are invented (plain records)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rules_corpus.corpus import Corpus
from rules_corpus.search.index import RulesIndex
from rules_corpus.search.mentions import CardMention
from rules_corpus.search.other_languages import (
    ENGLISH_TOO,
    FUNCTION_WORDS,
    kept_words,
    without_kept,
)
from rules_corpus.search.spelling import is_english_word
from rules_corpus.search.translated import in_rules_words
from tests.corpus.question_files import DATA, assert_fields, load, missing_answers, normalised

CR5 = "altered-cr-5.0"


def card(question: str, name: str, *words: str, kind: str = "Spell") -> CardMention:
    start = question.index(name)
    return CardMention(name, start, start + len(name), (kind, *words), kind)


def test_the_tenth_studied_set_has_the_shape_and_its_answers_exist(corpus: Corpus) -> None:
    # card_questions_studied_10.yaml: 20 questions naming cards in French, German and Italian.
    questions = load(DATA / "card_questions_studied_10.yaml")
    assert len(questions) >= 15
    assert_fields(questions)
    assert missing_answers(corpus, questions) == []
    own = {normalised(item["question"]) for item in questions}
    others = [
        p for p in DATA.glob("*questions*.yaml") if p.name != "card_questions_studied_10.yaml"
    ]
    assert not own & {normalised(item["question"]) for p in others for item in load(p)}


@pytest.mark.parametrize(
    ("question", "kept"),
    [
        ("il quitte la zone et perd ses boosts ?", {"il", "la", "et", "ses"}),
        ("muss ich zahlen, wenn alle Ziele es haben?", {"muss", "ich", "wenn", "alle", "es"}),
        ("quando lo gioco le sue abilità si attivano?", {"quando", "lo", "le", "sue", "si"}),
    ],
)
def test_a_question_in_another_language_keeps_its_small_words(
    question: str, kept: set[str]
) -> None:
    assert kept <= kept_words(question)


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        (
            "Character Boosted : il leaves la Expedition zone et loses ses boosts ?",
            "Character Boosted : leaves Expedition zone loses boosts ?",
        ),
        (" sul mio ", " "),  # a piece between two names stays apart from them
        ("lascia l'area", "lascia area"),  # an elided article goes with its apostrophe
    ],
)
def test_the_small_words_are_taken_out(typed: str, read: str) -> None:
    assert without_kept(typed, kept_words(typed + " sul mio il la et ses")) == read


@pytest.mark.parametrize(
    "question",
    [
        "does the son of a hero die on a main expedition?",  # English words, whatever language
        "can I sabotage my own reserve if the card is exhausted?",
        "tanuki?",  # one word proves no language
    ],
)
def test_an_english_question_keeps_nothing(question: str) -> None:
    assert kept_words(question) == frozenset()


def test_the_words_that_prove_no_language_are_the_english_ones() -> None:
    every = set().union(*FUNCTION_WORDS.values())
    assert {w for w in every if is_english_word(w)} == ENGLISH_TOO


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        ("il quitte la zone d'Expédition", "il leaves la Expedition zone"),
        ("verlässt die Expeditionszone", "leaves die Expedition zone"),
        ("lascia l'area delle spedizioni", "leaves l'Expedition zone"),
        ("un Personnage ciblé change d'Expédition", "un Character target switches Expeditions"),
        ("muss ich zahlen", "muss ich pay"),
        ("perde Fugace", "loses Fleeting"),
    ],
)
def test_the_keyword_actions_verbs_are_read_as_the_rules_terms(typed: str, read: str) -> None:
    assert in_rules_words(typed) == read


@pytest.fixture(scope="module")
def semantic_index(corpus: Corpus) -> Iterator[RulesIndex]:
    index = RulesIndex.open_or_build(corpus, "other-languages", None)
    assert index.load_semantic(None) is None
    yield index
    index.close()


def test_the_small_words_are_neither_searched_nor_english_typos(semantic_index: RulesIndex) -> None:
    question = "Glimmerwisp ist robust: muss ich zahlen, wenn alle Ziele robust sind?"
    cards = (card(question, "Glimmerwisp", "Tough", kind="Character"),)
    reading = semantic_index.card_reading(question, cards)
    assert reading is not None
    searched = set(reading.searched.replace(",", " ").replace("?", " ").split())
    # Its small words are neither searched nor read as English typos ("ich" is no "which").
    assert not {"ich", "wenn", "muss", "alle", "which", "went"} & searched, reading.searched
    assert {"pay", "Tough"} <= searched, reading.searched


@pytest.mark.parametrize(
    ("question", "words", "answers"),
    [
        (
            "Glimmerwisp sur mon personnage : il quitte la zone d'Expédition ?",
            ("Switch Expeditions",),
            {"7.3.39.b"},
        ),
        (
            "Glimmerwisp sul mio personaggio: lascia l'area delle spedizioni?",
            ("Switch Expeditions",),
            {"7.3.39.b"},
        ),
    ],
)
def test_a_card_named_in_another_language_ranks_its_rule_in_the_first_five(
    semantic_index: RulesIndex, question: str, words: tuple[str, ...], answers: set[str]
) -> None:
    cards = (card(question, "Glimmerwisp", *words),)
    hits = semantic_index.search(question, limit=30, cards=cards).hits[:5]
    assert answers & {h.id for h in hits if h.doc == CR5}, [h.id for h in hits]


def test_with_no_card_known_the_question_is_searched_in_the_rules_words(
    semantic_index: RulesIndex,
) -> None:
    result = semantic_index.search("muss ich zahlen, wenn alle Ziele es haben?", limit=10)
    assert result.suggestion is not None
    searched = set(result.suggestion.replace(",", " ").replace("?", " ").split())
    assert "pay" in searched
    assert not {"ich", "wenn", "muss", "which", "went"} & searched, result.suggestion
