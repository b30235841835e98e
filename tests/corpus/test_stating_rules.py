"""Issue 32: the rule that states what an invoked term is or does comes before its siblings.

:class:`StatingRules` finds, in CR 5.0's own wording, the rule of a section that says what its
term is or does (a defining sentence, else the first rule writing the term that is not about
what kind of ability it is, else the section's first rule); :func:`rerank` favours it when the
cards or the question invoke the section. :func:`typed_text` writes a question's card names as
their types (what the encoder's second look reads, measured and shipped off). Cards here are
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
from rules_corpus.search.mentions import CardMention
from rules_corpus.search.question_text import typed_text
from rules_corpus.search.ranking import Candidate
from rules_corpus.search.rerank import WEIGHTS, rerank
from rules_corpus.search.stating_rules import StatingRules
from rules_corpus.search.units import SearchUnit


def card(question: str, typed: str, *words: str, kind: str = "Character") -> CardMention:
    start = question.index(typed)
    return CardMention(typed, start, start + len(typed), (kind, *words), kind)


@pytest.fixture(scope="module")
def stating(corpus: Corpus) -> StatingRules:
    return StatingRules(corpus.document(NEW_EDITION))


@pytest.mark.parametrize(
    ("section", "rule"),
    [
        ("7.4.7", "7.4.7.c"),  # "Tough X means …": a defining sentence
        ("7.3.39", "7.3.39.a"),  # To “switch expeditions” means …
        ("7.5.5", "7.5.5.b"),  # A player “controls” an object if …
        ("7.4.4", "7.4.4.b"),  # what Gigantic does, not "Gigantic is a passive ability …"
        ("7.4.3", "7.4.3.b"),
        ("1.4.1", "1.4.1.a"),  # a golden rule's statement: its first rule
        ("1.4.7", "1.4.7.a"),
    ],
)
def test_a_sections_stating_rule_is_found_by_the_rules_wording(
    stating: StatingRules, section: str, rule: str
) -> None:
    assert stating.of([section]) == {rule}


def test_modifiers_are_stated_where_each_kind_is_called_by_its_name(
    stating: StatingRules,
) -> None:
    assert stating.of(["6.2"]) == {"6.2.b", "6.2.c"}
    assert stating.of(["not a section"]) == frozenset()


def test_a_cards_terms_and_the_questions_form_bring_their_stating_rules(corpus: Corpus) -> None:
    principles = Principles(corpus, NEW_EDITION)
    q = "Zorblax vs Quimby - does my opponent have to pay extra to target him?"
    cards = (card(q, "Zorblax", "Tough"), card(q, "Quimby", "Discard", kind="Spell"))
    invoked = principles.invoked(q, cards)
    assert "7.4.7.c" in invoked.stating
    assert "7.4.7.d" not in invoked.stating
    assert "1.4.1.a" in invoked.stating_form  # "vs": a conflict of two cards


def _unit(unit_id: str, kind: Kind = Kind.RULE) -> SearchUnit:
    return SearchUnit(
        f"{NEW_EDITION}|{kind.value}|{unit_id}",
        NEW_EDITION,
        "altered",
        unit_id,
        kind,
        "",
        "",
        "",
        "",
    )


def test_rerank_puts_the_stating_rule_before_its_sibling() -> None:
    units = [_unit("7.4.7.d"), _unit("7.4.7.c"), _unit("1.2.5.b")]
    units += [_unit(f"3.2.{n}.a") for n in range(27)]  # the rest of the window's places
    by_key = {u.key: u for u in units}
    ranked = [
        (10.0 - n * 0.1, Candidate(u.key, "rule", 1.0, 0.5, 0, 0, False, 1, 10, n, n))
        for n, u in enumerate(units)
    ]
    section = frozenset({"7.4.7"})
    invoked = Invoked(by_cards=section, doc=NEW_EDITION, stating=frozenset({"7.4.7.c"}))
    ids = [by_key[c.key].id for _, c in rerank(ranked, by_key, invoked)]
    assert ids[0] == "7.4.7.c"
    no_stating = Invoked(by_cards=section, doc=NEW_EDITION)
    ids = [by_key[c.key].id for _, c in rerank(ranked, by_key, no_stating)]
    assert ids[0] == "7.4.7.d"
    assert WEIGHTS.states > 0 and WEIGHTS.states_form > 0


def test_names_are_written_as_their_types() -> None:
    q = "If I play Zorblax while my opponent controls Quimby, what happens first?"
    cards = [card(q, "Zorblax"), card(q, "Quimby", kind="Permanent")]
    assert typed_text(q, cards) == (
        "If I play a Character while my opponent controls a Permanent, what happens first?"
    )
    q = "Quimby on my opponent's Zorblax token: where does it go?"
    cards = [card(q, "Quimby", kind="Spell"), card(q, "Zorblax")]
    assert typed_text(q, cards) == "a Spell on my opponent's Character token: where does it go?"
    q = "Xyzzy on an expedition"
    assert typed_text(q, [CardMention("Xyzzy", 0, 5)]) == "a card on an expedition"


# -- through the search ------------------------------------------------------------------------


@pytest.fixture(scope="module")
def semantic_index(corpus: Corpus) -> Iterator[RulesIndex]:
    index = RulesIndex.open_or_build(corpus, "stating-rules", None)
    assert index.load_semantic(None) is None
    yield index
    index.close()


def test_a_tough_card_targeted_is_answered_by_what_tough_means(
    semantic_index: RulesIndex,
) -> None:
    q = "Zorblax vs Quimby - does my opponent have to pay extra to target him?"
    cards = (card(q, "Zorblax", "Tough"), card(q, "Quimby", "Discard", kind="Spell"))
    hits = semantic_index.search(q, limit=30, cards=cards).hits[:3]
    assert "7.4.7.c" in [h.id for h in hits if h.doc == NEW_EDITION], [h.id for h in hits]


def test_the_first_player_is_a_player_not_an_order_asked() -> None:
    from rules_corpus.search.question_forms import forms

    assert forms("Zorblax at Noon on the second day, who is the first player?", []) == ()
    assert forms("Zorblax and Quimby, who goes first?", []) != ()


def test_the_typed_question_is_read_by_the_encoder_once_encoded(
    semantic_index: RulesIndex,
) -> None:
    """The encoder's second look (measured, shipped off) never makes a search wait: a typed
    question not encoded yet is handed to the window to encode (``pending``)."""
    typed = "a Character vs a Spell: who pays the Tough cost of a Zorblax-like target?"
    invoked = Invoked(by_form=frozenset({"1.4.1"}), doc=NEW_EDITION, typed=typed)
    pending: list[str] = []
    assert semantic_index.typed_cosines(invoked, pending) is None
    assert pending == [typed]
    cosines = semantic_index.typed_cosines(invoked, None)
    assert cosines is not None
    tough = cosines[f"{NEW_EDITION}|rule|7.4.7.c"]
    assert -1.0 <= tough <= 1.0 and tough != 0.0
    assert cosines["no such unit"] == 0.0
    assert semantic_index.typed_cosines(Invoked(doc=NEW_EDITION), None) is None
