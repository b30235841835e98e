"""A card's cost asked in players' words (issue 32): when it is decided (the declaration of
intent, 5.1.2.c, 5.1.2.g, 5.1.2.h), how several alterations make the final cost (5.1.2.f) and
which printed cost a card played from a zone has (5.1.2.d) — each found by its sentence, each
firing on evidence of its subject."""

from __future__ import annotations

import pytest

from rules_corpus.corpus import parse_corpus
from rules_corpus.search.cost_forms import cost_forms
from rules_corpus.search.mentions import CardMention
from rules_corpus.search.question_forms import form_groups
from rules_corpus.search.question_text import NAMED
from rules_corpus.search.sentence_rules import (
    COST_DECIDED,
    COST_FINAL,
    COST_OF_ZONE,
    rules_by_sentence,
)
from rules_corpus.search.written_forms import COST_ALTERED


def test_the_rules_are_found_by_their_sentence() -> None:
    found = rules_by_sentence(parse_corpus().document("altered-cr-5.0"))
    assert found[COST_DECIDED] == frozenset({"5.1.2.c", "5.1.2.g", "5.1.2.h"})
    assert found[COST_FINAL] == frozenset({"5.1.2.f"})
    assert found[COST_OF_ZONE] == frozenset({"5.1.2.d"})


def _asks(question: str, alterations: int = 0) -> set[str]:
    return {name for group in cost_forms(question.lower(), alterations) for name in group}


@pytest.mark.parametrize(
    "question",
    [
        f"{NAMED}: discard a card from reserve to reduce its cost - when do I decide that?",
        f"{NAMED} with scout 2: when do I choose to pay the scout cost instead?",
        "do I have to declare how I pay before or after it goes to limbo?",
        f"{NAMED}'s optional cost — at what point do I pick whether I pay it?",
        f"when do I choose the mode of {NAMED}, and when do I pay?",
        "do I decide to pay the alternative cost before or after I move the card?",
    ],
)
def test_a_decision_on_how_a_card_is_played_asks_the_declaration(question: str) -> None:
    assert COST_DECIDED in _asks(question)


@pytest.mark.parametrize(
    "question",
    [
        # An order of Reactions decided: no cost, no way of playing.
        f"{NAMED} and {NAMED} both trigger — when do I decide which one goes first?",
        # A target, no cost.
        f"when do I choose the target of {NAMED}'s reaction?",
        # A cost, but no decision's moment asked.
        f"how much does {NAMED} cost from reserve?",
        # The moment of something else than a decision.
        f"when does {NAMED} pay off — is it a good card?",
        # "first" an adjective: which mode, not when it is chosen.
        f"can I still cast {NAMED} and pick the first mode?",
    ],
)
def test_no_decision_on_a_cost_is_not_the_declaration(question: str) -> None:
    assert COST_DECIDED not in _asks(question)


@pytest.mark.parametrize(
    ("question", "alterations"),
    [
        (f"{NAMED} (1 less) and {NAMED} discarded on {NAMED} - costs 6?", 0),
        (f"{NAMED} 'down to a minimum of 1' plus a discount on a 2 cost robot - 0 or 1?", 0),
        (f"{NAMED}: I play a 2-cost character for 3 less, does it go negative?", 0),
        (f"{NAMED} -1 used, then {NAMED} makes the spell free. is the discount wasted?", 0),
        (f"{NAMED} for 2 less, plus {NAMED} 1 less, plus {NAMED}. in which order?", 0),
        (f"{NAMED} and {NAMED} both on my next character, what do I pay?", 2),
        (f"{NAMED} says minimum 1 but I also discard {NAMED}, can the robot cost 0?", 0),
        (f"{NAMED} (-1 from reserve) and {NAMED}: my character costs?", 0),
        (f"{NAMED} in play and {NAMED} on a 4-cost character: what do I pay?", 1),
        (f"{NAMED} reduces my reserve cost by 1, and {NAMED} makes it 2 more", 0),
    ],
)
def test_alterations_with_a_cost_asked_ask_the_final_cost(question: str, alterations: int) -> None:
    assert COST_FINAL in _asks(question, alterations)


@pytest.mark.parametrize(
    ("question", "alterations"),
    [
        # One alteration the card says, and what else the card does is asked.
        (f"{NAMED} costs 1 less — does its reaction still trigger when I play it?", 0),
        # A cost asked with no alteration written or named.
        (f"{NAMED} costs 5, how do I pay it?", 0),
        # A boost's +1, not a cost's.
        (f"{NAMED} gains a boost: is it 3/3/3 now?", 0),
        (f"does {NAMED} get +1 power from {NAMED}?", 0),
        # Whether one alteration reaches another cost (what it applies to, 7.4.5.d).
        (f"{NAMED} makes my next card cost 1 less, does it reduce {NAMED}'s scout cost too?", 1),
        # A card's own alteration restated, and something else asked.
        (f"{NAMED} resupplies a character and I play it for 2 less - is it fleeting?", 1),
        # Tough's cost to target (7.4.7), no card played.
        (f"my opponent wants to target my {NAMED}, do they have to pay 2 more?", 0),
    ],
)
def test_no_alteration_and_cost_together_is_not_the_final_cost(
    question: str, alterations: int
) -> None:
    assert COST_FINAL not in _asks(question, alterations)


@pytest.mark.parametrize(
    "question",
    [
        f"{NAMED} + {NAMED} played from reserve - hand cost still 3 so it triggers?",
        f"if I play {NAMED} from my hand, which counts, its hand cost or its reserve cost?",
        f"from reserve I play {NAMED}: does its reserve cost count for {NAMED}?",
    ],
)
def test_a_printed_cost_of_a_card_played_from_a_zone_asks_which(question: str) -> None:
    assert COST_OF_ZONE in _asks(question)


@pytest.mark.parametrize(
    "question",
    [
        f"what is {NAMED}'s reserve cost?",
        f"{NAMED} on a token: what's the token's hand cost?",
        f"can I play {NAMED} from reserve?",
    ],
)
def test_a_printed_cost_without_a_zone_played_from_is_not(question: str) -> None:
    assert COST_OF_ZONE not in _asks(question)


def test_a_card_altering_a_cost_counts_as_an_alteration_named() -> None:
    altering = CardMention("A", 0, 1, ("Character", COST_ALTERED))
    plain = CardMention("B", 0, 1, ("Character",))
    question = f"{NAMED} and {NAMED} on my next spell, what do I pay?"
    assert (COST_FINAL,) in form_groups(question, (altering, altering))
    assert (COST_FINAL,) not in form_groups(question, (plain, plain))
    # One card named three times is one alteration, its own restated.
    alone = f"{NAMED} and {NAMED} token 0/0/0, does {NAMED} count for three base stats of 0?"
    assert (COST_FINAL,) not in form_groups(alone, (altering, altering, altering))
