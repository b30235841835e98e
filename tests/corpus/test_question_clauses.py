"""Issue 32: the clause a question naming cards asks, and each form it has, in the second look.

:func:`main_clause` reads which clause of a question asks ("is it still a sacrifice") and which
only sets the scene ("if it goes to mana instead"); :func:`form_groups` keeps each form of a
question apart, so :func:`rerank` can give each its best rule; a card whose text says what
can't be done, asked whether something can, is a conflict (CR 5.0 1.4.1). The cards here are
invented (plain records, as the app hands them over).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rules_corpus.corpus import Corpus
from rules_corpus.editions import NEW_EDITION
from rules_corpus.model import Kind
from rules_corpus.search.index import RulesIndex
from rules_corpus.search.interaction import Invoked, Principles
from rules_corpus.search.mentions import CardMention, DefinedTerms
from rules_corpus.search.question_forms import (
    ACTIVATION,
    CONFLICT,
    PASSIVES_ORDER,
    REACTIONS_ORDER,
    WHO_DID,
    form_groups,
    forms,
)
from rules_corpus.search.question_text import main_clause, named_text
from rules_corpus.search.ranking import Candidate
from rules_corpus.search.rerank import RerankWeights, rerank
from rules_corpus.search.units import SearchUnit


def card(question: str, typed: str, *words: str, kind: str = "Character") -> CardMention:
    start = question.index(typed)
    return CardMention(typed, start, start + len(typed), (kind, *words), kind)


# -- the clause that asks ----------------------------------------------------------------------


def test_the_clause_that_asks_is_cut_before_its_condition() -> None:
    assert main_clause("Zorblax - is it still a sacrifice if it goes to mana instead?") == (
        "is it still a sacrifice"
    )
    assert main_clause("If I play Zorblax while Quimby is there, what happens first?") == (
        "what happens first"
    )
    # A "when" that asks is no condition; one that follows the asking words is.
    assert main_clause("Zorblax has Defender unless two Plants, when is it checked?") == (
        "when is it checked"
    )
    assert main_clause("does Zorblax get boosts when Quimby sacrifices a character?") == (
        "does Zorblax get boosts"
    )
    # The last asking clause: the question, not the scene set before it.
    assert main_clause("Can Zorblax attack, and who chooses the target?") == (
        "who chooses the target"
    )
    # A statement asks nothing.
    assert main_clause("Zorblax during the Tiebreaker") == ""


def test_the_terms_of_the_clause_that_asks_are_apart(corpus: Corpus) -> None:
    principles = Principles(corpus, NEW_EDITION, DefinedTerms(corpus, NEW_EDITION))
    q = "Zorblax with Quimby - is it still a sacrifice if it goes to the Mana zone instead?"
    cards = (card(q, "Zorblax", kind="Spell"), card(q, "Quimby"))
    terms = DefinedTerms(corpus, NEW_EDITION)(q)
    invoked = principles.invoked(named_text(q, cards), cards, terms)
    assert "7.3.36" in invoked.by_main  # Sacrifice: what is asked
    assert "6.2" in invoked.by_form and "6.2" not in invoked.by_main  # "instead": the scene
    # Every term written in the clause that asks: nothing to tell apart.
    q = "Zorblax: is it still a sacrifice?"
    alone = (card(q, "Zorblax", kind="Spell"),)
    invoked = principles.invoked(named_text(q, alone), alone, ["Sacrifice"])
    assert "7.3.36" in invoked.by_words and not invoked.by_main
    # Without the rules' terms to read the clause with, nothing is told apart.
    assert not Principles(corpus, NEW_EDITION).invoked(q, cards, terms).by_main


# -- each form apart -----------------------------------------------------------------------------


def test_each_form_of_a_question_is_a_group_of_its_own() -> None:
    q = "does Zorblax get boosts when Quimby sacrifices a character?"
    cards = (card(q, "Zorblax", "Reaction"), card(q, "Quimby"))
    groups = form_groups(named_text(q, cards), cards)
    assert ACTIVATION in groups and WHO_DID in groups
    assert forms(named_text(q, cards), cards) == tuple(t for g in groups for t in g)


def test_a_cards_cant_asked_whether_one_can_is_a_conflict() -> None:
    q = "Zorblax and Quimby in my other expedition, can it move forward?"
    stopping = (card(q, "Zorblax", CONFLICT[0]), card(q, "Quimby", "Move Forward"))
    assert CONFLICT in form_groups(named_text(q, stopping), stopping)
    # No card says "can't": no conflict asked.
    plain = (card(q, "Zorblax"), card(q, "Quimby", "Move Forward"))
    assert CONFLICT not in form_groups(named_text(q, plain), plain)
    # One card's "can't" and a "can" question is what that card does, not a conflict of two.
    q = "Zorblax in play, can it move forward?"
    alone = (card(q, "Zorblax", CONFLICT[0]),)
    assert CONFLICT not in form_groups(named_text(q, alone), alone)
    # "Can" that is no question ("I can") is no conflict either.
    q = "Zorblax and Quimby: I can move forward?"
    stopping = (card(q, "Zorblax", CONFLICT[0]), card(q, "Quimby"))
    assert CONFLICT not in form_groups(named_text(q, stopping), stopping)


def test_the_verb_that_asks_an_order_says_what_is_ordered() -> None:
    # Cards that react, asked which *applies* first: their passive abilities' order (2.3).
    q = "Zorblax has Defender unless I have 8 mana, and Quimby is Gigantic: which applies first?"
    cards = (card(q, "Zorblax", "Defender", "Reaction"), card(q, "Quimby", "Gigantic"))
    groups = form_groups(named_text(q, cards), cards)
    assert PASSIVES_ORDER in groups and not any(set(REACTIONS_ORDER) <= set(g) for g in groups)
    # The same cards asked which *resolves* first: their Reactions' order (4.4).
    q = "Zorblax has Defender unless I have 8 mana, and Quimby is Gigantic: which resolves first?"
    cards = (card(q, "Zorblax", "Defender", "Reaction"), card(q, "Quimby", "Gigantic"))
    groups = form_groups(named_text(q, cards), cards)
    assert any(set(REACTIONS_ORDER) <= set(g) for g in groups)
    assert PASSIVES_ORDER not in groups


# -- ranking again -----------------------------------------------------------------------------


def _unit(unit_id: str) -> SearchUnit:
    key = f"{NEW_EDITION}|rule|{unit_id}"
    return SearchUnit(key, NEW_EDITION, "altered", unit_id, Kind.RULE, "", "", "", "")


def _ranked(units: list[SearchUnit]) -> list[tuple[float, Candidate]]:
    return [
        (10.0 - n * 0.1, Candidate(u.key, u.kind.value, 1.0, 0.5, 0, 0, False, 1, 10, n, n))
        for n, u in enumerate(units)
    ]


def _ids(ranked: list[tuple[float, Candidate]], by_key: dict[str, SearchUnit]) -> list[str]:
    return [by_key[c.key].id for _, c in ranked]


def test_each_form_brings_its_own_best_rule() -> None:
    # Activation's rules fill the reach; who did it (1.4.7) is only reached as a form of its own.
    units = [_unit(f"6.3.{x}") for x in "abcde"] + [_unit("2.2.1.a"), _unit("1.4.7.a")]
    by_key = {u.key: u for u in units}
    groups = (frozenset({"6.3"}), frozenset({"1.4.7"}))
    invoked = Invoked(frozenset({"6.3", "1.4.7"}), frozenset(), NEW_EDITION, groups=groups)
    union_only = RerankWeights(form=4.0, cards=0.0, note=0.0, reach=3)
    ids = _ids(rerank(_ranked(units), by_key, invoked, union_only), by_key)
    assert ids.index("1.4.7.a") > 3
    each = RerankWeights(form=4.0, cards=0.0, note=0.0, reach=3, each=1)
    ids = _ids(rerank(_ranked(units), by_key, invoked, each), by_key)
    assert ids.index("1.4.7.a") < 4 and ids[0] == "6.3.a"


def test_the_term_the_question_asks_about_goes_before_the_scene() -> None:
    units = [_unit("6.2.b"), _unit("6.2.d"), _unit("7.3.36.b")]
    by_key = {u.key: u for u in units}
    invoked = Invoked(
        frozenset({"6.2"}),
        frozenset(),
        NEW_EDITION,
        by_words=frozenset({"6.2", "7.3.36"}),
        by_main=frozenset({"7.3.36"}),
    )
    weights = RerankWeights(form=1.0, cards=0.0, note=0.0, reach=3, words=1.0)
    assert _ids(rerank(_ranked(units), by_key, invoked, weights), by_key)[0] == "6.2.b"
    asked = RerankWeights(form=1.0, cards=0.0, note=0.0, reach=3, words=1.0, main=4.0)
    assert _ids(rerank(_ranked(units), by_key, invoked, asked), by_key)[0] == "7.3.36.b"


# -- through the search ------------------------------------------------------------------------


@pytest.fixture(scope="module")
def semantic_index(corpus: Corpus) -> Iterator[RulesIndex]:
    index = RulesIndex.open_or_build(corpus, "question-clauses", None)
    assert index.load_semantic(None) is None
    yield index
    index.close()


def _top(index: RulesIndex, question: str, cards: tuple[CardMention, ...]) -> list[str]:
    hits = index.search(question, limit=30, cards=cards).hits[:6]
    return [h.id for h in hits if h.doc == NEW_EDITION]


def test_the_term_asked_about_ranks_among_the_scenes_modifiers(
    semantic_index: RulesIndex,
) -> None:
    # "instead" brings the modifiers (6.2); what is asked is whether it is still a sacrifice.
    q = "Zorblax with Quimby - is it still a sacrifice if it goes to the Mana zone instead?"
    cards = (
        card(q, "Zorblax", "Sacrifice", kind="Spell"),
        card(q, "Quimby", "replacing modifiers"),
    )
    top = _top(semantic_index, q, cards)
    assert "7.3.36.b" in top[:3], top
    assert any(i.startswith("6.2.") for i in top[:3]), top


def test_a_cards_cant_meets_a_can_question(semantic_index: RulesIndex) -> None:
    q = "Zorblax and Quimby in my other expedition, can it move forward?"
    cards = (
        card(q, "Zorblax", "Move Forward", CONFLICT[0]),
        card(q, "Quimby", "Move Forward", kind="Spell"),
    )
    top = _top(semantic_index, q, cards)
    assert "1.4.1.a" in top[:5], top
    assert any(i.startswith("7.3.25.") for i in top[:5]), top  # moving forward: what is asked
