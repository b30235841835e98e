"""Issue 32, search25: one step's actions on several players or objects, asked in which order.

"Each player discards their hand — do I discard first or my opponent?" asks no order of
Reactions: a step that affects several objects has a separate atomic action for each, and they
happen simultaneously (CR 5.0 6.1.e, 6.1.f). The rules stating it are found by their sentence
(:mod:`rules_corpus.search.sentence_rules`); the form is read by the grammar of interaction
questions (:func:`~rules_corpus.search.question_forms.form_groups`). Sibling sentences put other
atomic actions (7.3), actors and objects in each slot. Cards are invented (plain records, as the
app hands them over).
"""

from __future__ import annotations

import pytest

from rules_corpus.corpus import Corpus
from rules_corpus.editions import NEW_EDITION
from rules_corpus.search.interaction import Principles
from rules_corpus.search.mentions import REACTION, CardMention
from rules_corpus.search.question_forms import (
    REACTIONS_ORDER,
    SEVERAL_AT_ONCE,
    form_groups,
)
from rules_corpus.search.question_text import named_text
from rules_corpus.search.sentence_rules import AT_ONCE


def card(question: str, typed: str, *words: str, kind: str = "Character") -> CardMention:
    start = question.index(typed)
    return CardMention(typed, start, start + len(typed), (kind, *words), kind)


def groups_of(question: str, *cards: tuple[str, tuple[str, ...]]) -> tuple[tuple[str, ...], ...]:
    mentions = tuple(card(question, name, *words) for name, words in cards)
    return form_groups(named_text(question, mentions), mentions)


def test_the_rules_stating_a_steps_actions_at_once_are_found_by_their_sentence(
    corpus: Corpus,
) -> None:
    # 6.1.e "a separate atomic action for each affected object", 6.1.f "Atomic actions in a
    # single step happen simultaneously"; not the Progress daily effect's 4.2.4.h, nor costs.
    found = Principles(corpus, NEW_EDITION).sections((AT_ONCE,))
    assert found == {"6.1.e", "6.1.f"}


@pytest.mark.parametrize(
    "question",
    [
        "Zorblax: each player discards their hand, then draws. do I discard first or my opponent?",
        "Zorblax makes both players draw a card, who draws first?",
        "Zorblax: each player sacrifices a character - in what order?",
        "Zorblax: each player puts the top card of their deck in their mana zone, who goes first?",
        "does Zorblax give all my characters a boost one at a time?",
        "Zorblax: each opponent discards a card from reserve, in which order?",
        "Zorblax sends all the characters to reserve - one by one or all at once?",
    ],
)
def test_an_order_asked_of_one_steps_actions_on_several_is_at_once(question: str) -> None:
    groups = groups_of(question, ("Zorblax", (REACTION,)))
    assert SEVERAL_AT_ONCE in groups
    # Not Reactions taking turns in Limbo (4.4): one card's step is what is ordered.
    assert not any(REACTIONS_ORDER[0] in group for group in groups)


@pytest.mark.parametrize(
    "question",
    [
        # Two cards that react, asked which goes first: their Reactions' order (4.4).
        "Zorblax and Quimby both trigger when each player draws, which one resolves first?",
    ],
)
def test_two_cards_reacting_keep_the_order_of_reactions(question: str) -> None:
    groups = groups_of(question, ("Zorblax", (REACTION,)), ("Quimby", (REACTION,)))
    assert SEVERAL_AT_ONCE not in groups
    assert any(REACTIONS_ORDER[0] in group for group in groups)


@pytest.mark.parametrize(
    "question",
    [
        "Zorblax: each player draws a card. does my opponent's Quimby trigger?",  # no order
        "Zorblax: who is the first player or second after Morning?",  # the first player
        "do I draw first or second with Zorblax?",  # nothing on several
    ],
)
def test_no_order_of_several_asked_is_not_at_once(question: str) -> None:
    mentions = [("Zorblax", (REACTION,))]
    if "Quimby" in question:
        mentions.append(("Quimby", (REACTION,)))
    assert SEVERAL_AT_ONCE not in groups_of(question, *mentions)


def test_first_or_asks_an_order() -> None:
    # "do I discard first or my opponent?" asks an order without "which" or "who".
    q = "Zorblax and Quimby both trigger, does mine go first or my opponent's?"
    groups = groups_of(q, ("Zorblax", (REACTION,)), ("Quimby", (REACTION,)))
    assert any(REACTIONS_ORDER[0] in group for group in groups)
