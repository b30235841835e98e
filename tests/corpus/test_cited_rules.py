"""A question that names a rule by its number and a card (issue 32, search41): "does 6.2.e
apply to <card>?" — the rule named leads, and what follows is the question's own search, the
card read as in any question naming it. The cards here are fixtures (invented names, the
rules words a card's text would give); no card data, no studied question."""

from __future__ import annotations

from typing import Any

import pytest

from rules_corpus.search.mentions import CardMention
from rules_corpus.search.rule_numbers import cited_rule_numbers, parse_rule_number
from rules_corpus.search.unknown_cards import CardNames

CR5 = "altered-cr-5.0"


def _card(question: str, name: str, words: tuple[str, ...], kind: str) -> CardMention:
    start = question.index(name)
    return CardMention(name, start, start + len(name), words, kind)


# -- the numbers a question names -------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "numbers"),
    [
        ("does 6.2.e apply to Quillon Varge?", ("6.2.e",)),
        ("does 6.2e apply to my Spell?", ("6.2.e",)),
        ("is Rule 7.4.4.I about Gigantic?", ("7.4.4.i",)),
        ("what does §7.3 say about statuses", ("7.3",)),
        ("rules 2.5.1 and 2.5.2. both?", ("2.5.1", "2.5.2")),
        ("does section 7 cover keywords", ("7",)),
        ("I read 6.2.e. Then 6.2.e again", ("6.2.e",)),
        ("a 2/2 Character for 3 mana", ()),
        ("Vanilla 1/1/1 attacks twice", ()),
        ("draw 2 cards, then discard 1", ()),
        ("what does Tarrow Varge do", ()),
    ],
)
def test_the_numbers_a_question_names(question: str, numbers: tuple[str, ...]) -> None:
    assert cited_rule_numbers(question) == numbers
    assert parse_rule_number(question) is None  # a question, not a number looked up


# -- the search -------------------------------------------------------------------------------


def test_the_rule_named_leads_and_the_card_informs_the_rest(library: Any) -> None:
    index = library.index
    question = "does 6.2.e apply to Brackwater Sentinel when it would be sacrificed?"
    card = _card(question, "Brackwater Sentinel", ("Character", "Tough"), "Character")
    result = index.search(question, limit=10, cards=(card,))
    assert (result.hits[0].doc, result.hits[0].id, result.hits[0].kind) == (CR5, "6.2.e", "rule")
    assert any("6.2.e" in n for n in result.notices)
    # What follows is the question's own search with the card read (its words in): the same
    # hits in the same order, the rule named left out where it was.
    own = index._search(question, None, None, None, 10, False, True, (card,))
    assert [h.id for h in result.hits[1:]] == [h.id for h in own.hits if h.id != "6.2.e"][:9]
    plain = index._search(question, None, None, None, 10, False, True, ())
    assert [h.id for h in own.hits] != [h.id for h in plain.hits]  # the card informs


def test_a_rule_named_with_a_card_nobody_knows(library: Any) -> None:
    index = library.index
    question = "does rule 7.4.4 apply to Quillon Varge when it attacks?"
    result = index.search(question, card_names=CardNames(["Kestrel Warden"]))
    assert (result.hits[0].doc, result.hits[0].id) == (CR5, "7.4.4")
    assert [n.typed for n in result.unknown_cards] == ["Quillon Varge"]
    assert result.query == question


def test_two_rules_named_lead_in_the_order_named(library: Any) -> None:
    result = library.index.search("is 6.2.g or 6.2.e about Orrin's reaction?", limit=10)
    assert [h.id for h in result.hits[:2]] == ["6.2.g", "6.2.e"]
    assert len({(h.doc, h.id, h.kind) for h in result.hits}) == len(result.hits)


def test_a_document_chosen_leads_with_its_own_rule(library: Any) -> None:
    result = library.index.search("does 6.2.e apply to Quillon Varge?", doc=CR5)
    assert (result.hits[0].doc, result.hits[0].id) == (CR5, "6.2.e")
    assert all(h.doc == CR5 for h in result.hits)


def test_a_number_no_rule_has_leads_nothing(library: Any) -> None:
    index = library.index
    question = "does 99.4.z apply to Quillon Varge?"
    result = index.search(question)
    assert result.hits == index._search(question, None, None, None, 10, False, True, ()).hits
    assert not any("99.4.z" in n for n in result.notices)


def test_a_number_alone_is_still_looked_up(library: Any) -> None:
    result = library.index.search("6.2.e")
    assert result.number_query == "6.2.e"
    assert not any("which the question names" in n for n in result.notices)
