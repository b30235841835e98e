"""A card exhausted in a Reserve, asked whether it can still be used or played (issue 32,
rules_corpus/search/exhausted_reserve.py): what an exhausted card in Reserve cannot do (2.4.6.c,
2.4.6.e, 2.2.12.j), found by its sentence, is invoked — not when the question asks whether the card
becomes exhausted. Cards are invented (plain records)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rules_corpus.corpus import Corpus
from rules_corpus.search.exhausted_reserve import (
    EXHAUSTED_IN_RESERVE,
    asks_exhausted_in_reserve,
)
from rules_corpus.search.index import RulesIndex
from rules_corpus.search.mentions import CardMention
from rules_corpus.search.question_forms import form_groups
from rules_corpus.search.question_text import named_text
from rules_corpus.search.sentence_rules import rules_by_sentence

CR5 = "altered-cr-5.0"


def card(question: str, name: str, *words: str) -> CardMention:
    start = question.index(name)
    return CardMention(name, start, start + len(name), ("Character", *words), "Character")


def test_the_rules_are_found_by_their_sentence(corpus: Corpus) -> None:
    found = rules_by_sentence(corpus.document(CR5))
    # not 2.4.6.d, the exception ("may play Exhausted cards in Reserve"), nor Cooldown's 7.4.1.b
    assert found[EXHAUSTED_IN_RESERVE] == {"2.2.12.j", "2.4.6.c", "2.4.6.e"}


@pytest.mark.parametrize(
    "question",
    [
        "Quillfang exhausts a card in my Reserve, can I still use its support ability?",
        "my Quillfang in reserve is exhausted. can I still use its discard-me resupply?",
        "Quillfang in reserve got exhausted - does it still gain a boost when I play a character?",
        "Quillfang exhausted my character in reserve, can I play it this afternoon?",
        "Reserve: Quillfang is exhausted there — could I discard it for its cost reduction?",
        "Quillfang got exhausted in my reserve, at night does it still count toward the limit?",
    ],
)
def test_an_exhausted_card_in_reserve_asked_what_it_can_still_do(question: str) -> None:
    cards = (card(question, "Quillfang", "Resupply"),)
    text = named_text(question, cards).lower()
    assert asks_exhausted_in_reserve(text)
    assert (EXHAUSTED_IN_RESERVE,) in form_groups(text, cards)


@pytest.mark.parametrize(
    "question",
    [
        # whether it becomes exhausted: the clause that asks writes it
        "Quillfang played from reserve, is it exhausted after with cooldown?",
        "Quillfang has cooldown. if I play it from reserve it's fleeting - does it get exhausted?",
        # exhausted and Reserve in different sentences
        "Quillfang is exhausted. Can I still play a card from my reserve?",
        # the clause that asks asks another rule (Night's Reserve limit)
        "Quillfang: at night can I keep one more card in reserve if it's exhausted?",
        # nothing asked whether it can or still does
        "Quillfang exhausts a card in my Reserve. What happens at Night?",
    ],
)
def test_becoming_exhausted_or_apart_or_nothing_asked_is_not(question: str) -> None:
    cards = (card(question, "Quillfang"),)
    assert not asks_exhausted_in_reserve(named_text(question, cards).lower())


@pytest.fixture(scope="module")
def semantic_index(corpus: Corpus) -> Iterator[RulesIndex]:
    index = RulesIndex.open_or_build(corpus, "exhausted-reserve", None)
    assert index.load_semantic(None) is None
    yield index
    index.close()


def test_the_rules_come_first(semantic_index: RulesIndex) -> None:
    question = "Quillfang in my reserve is exhausted. Can I still use its discard-me resupply?"
    cards = (card(question, "Quillfang", "Resupply", "Discard"),)
    hits = semantic_index.search(question, limit=30, cards=cards).hits[:3]
    assert {"2.4.6.e", "2.2.12.j"} & {h.id for h in hits if h.doc == CR5}, [h.id for h in hits]
