"""Issue 32, tenth round: what a question's form asks weighed against a card's own keywords.

A card's keyword rule answers only when the question is about that keyword: asked an order, an
activation, whether one may respond, ..., a keyword the question neither writes nor asks by its
form sets the scene, and the rule stating it is not favoured. The forms read this round, and
the rules found by their sentence (:mod:`rules_corpus.search.sentence_rules`). Cards are
invented (plain records, as the app hands them over).
"""

from __future__ import annotations

import pytest

from rules_corpus.corpus import Corpus
from rules_corpus.editions import NEW_EDITION
from rules_corpus.search.impossible import asks_impossible
from rules_corpus.search.interaction import Principles
from rules_corpus.search.mentions import CardMention
from rules_corpus.search.question_forms import (
    ABILITY_ZONE,
    PASSIVES,
    RESPONDING,
    TYPE_IN_ZONE,
    forms,
)
from rules_corpus.search.question_text import named_text
from rules_corpus.search.sentence_rules import TURN_EFFECT, WORKS_IN_ZONE


def card(question: str, typed: str, *words: str, kind: str = "Character") -> CardMention:
    start = question.index(typed)
    return CardMention(typed, start, start + len(typed), (kind, *words), kind)


def test_a_keyword_neither_written_nor_asked_is_no_answer_when_a_form_asks(
    corpus: Corpus,
) -> None:
    principles = Principles(corpus, NEW_EDITION)
    # An order asked of a Scout card: Scout's stating rule (7.4.5.c) is the scene, not the answer.
    q = "Zorblax and Quimby both trigger when they enter, which one resolves first?"
    cards = (card(q, "Zorblax", "Scout", "Reaction"), card(q, "Quimby", "Reaction"))
    invoked = principles.invoked(named_text(q, cards), cards)
    assert "7.4.5" in invoked.by_cards  # still invoked (it joins what is ranked) ...
    assert "7.4.5.c" not in invoked.stating  # ... but not favoured as what states the answer
    # The question writes the keyword (the terms the rules define that it writes): it is
    # about it.
    q = "Zorblax played with Scout and Quimby both trigger, which one resolves first?"
    cards = (card(q, "Zorblax", "Scout", "Reaction"), card(q, "Quimby", "Reaction"))
    assert "7.4.5.c" in principles.invoked(named_text(q, cards), cards, ("Scout",)).stating


def test_two_cards_set_against_each_other_keep_their_keywords(corpus: Corpus) -> None:
    # "A vs B" asks which card's words win (1.4.1): the cards' keywords are what is weighed.
    q = "Zorblax vs Quimby - does my opponent have to pay extra to target him?"
    cards = (card(q, "Zorblax", "Tough"), card(q, "Quimby", "Discard", kind="Spell"))
    assert "7.4.7.c" in Principles(corpus, NEW_EDITION).invoked(q, cards).stating


def test_a_keyword_with_a_number_finds_its_section(corpus: Corpus) -> None:
    # Cards write "Scout 2"; the card's rules word is "Scout"; the section is "Scout X" (7.4.5).
    assert Principles(corpus, NEW_EDITION).sections(("Scout",)) == {"7.4.5"}


def test_responding_brings_the_rules_on_playing_as_a_turn_effect(corpus: Corpus) -> None:
    principles = Principles(corpus, NEW_EDITION)
    assert TURN_EFFECT in RESPONDING
    # 5.1.1.b "… may play a card or a quick action as a turn effect", 4.2.3.d "… the three
    # following turn effect(s)" — by their sentence, not by number.
    assert {"5.1.1.b", "4.2.3.d"} <= principles.sections((TURN_EFFECT,))
    assert "4.2.g" not in principles.sections((TURN_EFFECT,))  # Reactions checked: not when


def test_a_named_card_in_a_zone_asked_whether_it_gets_is_where_abilities_work(
    corpus: Corpus,
) -> None:
    q = "two Zorblax in reserve, I play one of them. does the other get a boost?"
    cards = (card(q, "Zorblax", "Reaction", "Gain"),)
    assert set(ABILITY_ZONE) <= set(forms(named_text(q, cards), cards))
    q = "Zorblax in my expedition, does the other get a boost?"  # in play: nothing to ask
    cards = (card(q, "Zorblax", "Reaction", "Gain"),)
    assert set(ABILITY_ZONE).isdisjoint(forms(named_text(q, cards), cards))
    # Two cards set against each other answer by the golden rules first.
    q = "Zorblax vs Quimby in my opponent's reserve, does it still gain its boost?"
    both = (card(q, "Zorblax"), card(q, "Quimby", "Reaction"))
    assert set(ABILITY_ZONE).isdisjoint(forms(named_text(q, both), both))
    found = Principles(corpus, NEW_EDITION).sections((WORKS_IN_ZONE,))
    assert {"1.2.4.d", "2.2.12.i"} <= found


def test_a_plural_type_in_a_zone_is_a_type_in_a_zone() -> None:
    q = "Zorblax! do characters in my reserve get the boost too?"
    assert set(TYPE_IN_ZONE) <= set(forms(q, (card(q, "Zorblax", "Control", kind="Spell"),)))
    # "the characters in my reserve" counted asks what is controlled, not a type.
    q = "Zorblax: do Boosted characters in my Reserve count?"
    assert set(TYPE_IN_ZONE).isdisjoint(forms(q, (card(q, "Zorblax"),)))
    q = "Zorblax! do characters in my expedition get the boost too?"
    assert set(TYPE_IN_ZONE).isdisjoint(forms(q, (card(q, "Zorblax", kind="Spell"),)))


def test_losing_what_a_passive_needed_asked_right_away_is_its_reevaluation() -> None:
    q = "Zorblax loses its boost to Quimby, do my other characters' stats go back right away?"
    cards = (card(q, "Zorblax", "Gain"), card(q, "Quimby", "Reaction"))
    assert set(PASSIVES) <= set(forms(named_text(q, cards), cards))


@pytest.mark.parametrize(
    ("question", "asked"),
    [
        ("all my mana orbs are exhausted - can i still make the token?", True),
        ("all of my characters were already exhausted, can i still pay?", True),
        ("all my mana orbs are exhausted at night, what happens next?", False),  # nothing asked
        ("all my characters are boosted, can i still play it?", False),  # nothing lacking
    ],
)
def test_everything_used_up_is_something_missing(question: str, asked: bool) -> None:
    assert asks_impossible(question) is asked
