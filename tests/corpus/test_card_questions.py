"""Issue 32: a question naming cards is searched for the rules the cards' texts invoke.

rules_corpus takes the cards as plain records (:class:`CardMention`: name, where it is in the
question, the rules words of its text), as the app hands them over. The names are taken out of
what is searched (they pulled the Examples that happen to name a card), the cards' rules words
are put in, two cards that both react bring the order of Reactions (4.4) in; the rulings are
still weighed on the whole question and those on a card named come first. One-word questions
in a player's word the rules never use are searched by its meaning, and a word the rules do
not know is said to be unknown. The cards here are invented or named only.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rules_corpus.corpus import Corpus
from rules_corpus.search.index import RulesIndex
from rules_corpus.search.mentions import (
    BOTH_REACT,
    CardMention,
    DefinedTerms,
    rules_question,
    split_named,
)
from rules_corpus.search.query import Concept, stems_of
from rules_corpus.search.rulings import RulingRecord, Rulings


def mention(question: str, typed: str, name: str, *words: str) -> CardMention:
    start = question.index(typed)
    return CardMention(name, start, start + len(typed), words)


@pytest.fixture(scope="module")
def semantic_index(corpus: Corpus) -> Iterator[RulesIndex]:
    index = RulesIndex.open_or_build(corpus, "card-questions", None)
    assert index.load_semantic(None) is None
    yield index
    index.close()


def current_ids(index: RulesIndex, question: str, cards: tuple[CardMention, ...]) -> list[str]:
    hits = index.search(question, limit=30, cards=cards).hits[:5]
    return [h.id for h in hits if h.doc == "altered-cr-5.0"]


# -- the question searched ---------------------------------------------------------------------


def test_names_are_taken_out_and_the_cards_rules_words_put_in_once() -> None:
    question = "If I play Kuwat while my opponent controls Haven, what happens first?"
    cards = (
        mention(question, "Kuwat", "Kuwat, the Dissenter", "Character", "Reaction", "Sacrifice"),
        mention(question, "Haven", "Haven, Bravos Bastion", "Permanent", "Reaction", "Resupply"),
    )
    searched = rules_question(question, cards)
    assert "Kuwat" not in searched and "Haven" not in searched
    assert searched.startswith("If I play while my opponent controls , what happens first?")
    assert searched.split("?", 1)[1].split() == [
        "Character",
        "Reaction",
        "Sacrifice",
        "Permanent",
        "Resupply",
        *BOTH_REACT.split(),
    ]
    # A word the question already says is not added again; one reacting card is no order.
    asked = "does Kuwat's Reaction trigger"
    alone = (mention(asked, "Kuwat's", "Kuwat, the Dissenter", "Character", "Reaction"),)
    assert rules_question(asked, alone) == "does Reaction trigger Character"


def test_spans_outside_the_question_or_overlapping_are_ignored() -> None:
    text = "Atlas and Hooked"
    cards = (
        CardMention("Atlas", 0, 5),
        CardMention("Atlas", 2, 7),  # overlaps the first
        CardMention("Hooked", 10, 16),
        CardMention("Lost", 40, 50),  # outside
    )
    assert split_named(text, cards) == [("Atlas", True), (" and ", False), ("Hooked", True)]


def test_the_rules_terms_of_a_cards_text_come_from_the_rules(corpus: Corpus) -> None:
    terms = DefinedTerms(corpus, "altered-cr-5.0")
    # 6.2.b: replacing modifiers "are usually written with the word “instead”".
    assert "replacing modifiers" in terms(
        "If I would leave the Expedition zone, you may put me in my owner's Mana zone instead."
    )
    assert "additive modifiers" in terms("Your Characters also gain 1 boost.")
    # The golden rule 1.4.1 Can't Beats Can, for a text that says what can't be done.
    assert "Can't Beats Can" in terms("The abilities of Characters facing me can't activate.")
    found = terms("Sacrifice a Character. [[Fleeting]]. Target Character switches Expeditions.")
    assert {"Sacrifice", "Fleeting", "Switch Expeditions"} <= set(found)
    assert terms("Draw two cards.") == ["Draw"]
    assert terms("") == []


def test_the_keyword_descriptors_a_text_uses_come_from_7_5(corpus: Corpus) -> None:
    """ "You control" (7.5.5), "behind" (7.5.2, each word of "Ahead, Behind, Tied" on its own),
    "joins" (7.5.10); a descriptor found in a tenth of the rules or more ("Play") is left out."""
    terms = DefinedTerms(corpus, "altered-cr-5.0")
    found = terms("If my Expedition is behind, Characters you control that join it gain 1 boost.")
    assert {"Control", "Behind", "Join"} <= set(found)
    assert "Play" not in terms("You may play a Character.")


def test_a_status_is_found_as_written_not_by_its_stem(corpus: Corpus) -> None:
    """2.4's statuses are words a text writes as they are: "gain 1 boost" is 2.5.1's boost
    counter, not the status Boosted (2.4.5); "exhaust it" is 7.3.13's Exhaust."""
    terms = DefinedTerms(corpus, "altered-cr-5.0")
    assert "Boosted" not in terms("Target Character gains 1 boost.")
    assert "Boosted" in terms("If I'm [[Boosted]], I'm Eternal.")
    found = terms("Send target Character to Reserve, then exhaust it.")
    assert "Exhaust" in found and "Exhausted" not in found
    assert "Asleep" in terms("Target Character gains [[Asleep]].")
    assert "General" not in terms("In general, draw a card.")  # 2.4.1 is no status


def test_a_term_of_several_words_is_found_with_words_between_them(corpus: Corpus) -> None:
    """7.3.26 Play For Free, as a card writes it: within a sentence, in order."""
    terms = DefinedTerms(corpus, "altered-cr-5.0")
    assert "Play For Free" in terms(
        "Each player may play a card with Hand Cost 3 or less for free."
    )
    assert "Play For Free" not in terms("Play a card. Free the prisoner.")  # two sentences
    assert "Switch Expeditions" in terms("All Characters you control switch Expeditions.")


# -- the ranking -------------------------------------------------------------------------------


def test_two_reacting_cards_reach_the_order_of_reactions(semantic_index: RulesIndex) -> None:
    question = "If I play Kuwat while my opponent controls Haven, what happens first?"
    cards = (
        mention(question, "Kuwat", "Kuwat, the Dissenter", "Character", "Reaction", "Sacrifice"),
        mention(question, "Haven", "Haven, Bravos Bastion", "Permanent", "Reaction", "Resupply"),
    )
    found = current_ids(semantic_index, question, cards)
    assert {"4.4.b", "5.1.1.c", "1.4.5.a"} & set(found), found


def test_a_name_no_longer_pulls_the_examples_that_mention_the_card(
    semantic_index: RulesIndex,
) -> None:
    question = "Does Kuwat make me sacrifice one of my own characters?"
    # Without the card's data, the name pulls 2.1.d's Example (Kuwat played from Reserve), or
    # 2.1.d itself standing for it (a rule and its Example are one citation, listed once).
    naming = [h for h in semantic_index.search(question, limit=30).hits[:5] if h.id == "2.1.d"]
    assert naming, "the CR Example that names Kuwat was expected without the card's data"
    words = ("Character", "Reaction", "Sacrifice")
    cards = (mention(question, "Kuwat", "Kuwat, the Dissenter", *words),)
    hits = semantic_index.search(question, limit=30, cards=cards).hits[:5]
    assert not [h for h in hits if h.kind == "example" and "Kuwat" in h.snippet]
    assert {"7.3.36.a", "7.3.36"} & {h.id for h in hits}


def test_a_replacement_on_a_card_reaches_the_modifier_rules(semantic_index: RulesIndex) -> None:
    question = "If Tiny Jinn is boosted and has Fleeting, where does it go when sent to Reserve?"
    words = ("Character", "Reaction", "replacing modifiers")
    cards = (mention(question, "Tiny Jinn", "Tiny Jinn", *words),)
    found = current_ids(semantic_index, question, cards)
    assert {"6.2.b", "6.2.g", "6.2.h", "2.4.7.d"} & set(found), found


def test_a_typo_outside_the_names_is_corrected_and_the_names_are_kept(
    semantic_index: RulesIndex,
) -> None:
    question = "Achilles has Tough, does my opponent pay when targetting him"
    cards = (mention(question, "Achilles", "Achilles", "Character", "Tough"),)
    result = semantic_index.search(question, limit=10, cards=cards)
    assert result.corrected and result.suggestion is not None
    assert result.suggestion.startswith("Achilles has Tough")  # the name is no typo
    assert "targeting" in result.suggestion
    assert result.query == question  # the window measures what was searched by it


# -- rulings on a card named -------------------------------------------------------------------

DRUMMER = RulingRecord(
    "Brass Drummer",
    "TEST_DRUMMER_1",
    "If Brass Drummer is sacrificed, does its Reaction still happen?",
    "Yes: a sacrificed Character's Reaction is played from Limbo like any other.",
    "2026-04-01",
)
OWL = RulingRecord(
    "Cinder Owl",
    "TEST_OWL_1",
    "If Cinder Owl is sacrificed, does its Reaction still happen?",
    "Yes, the Reaction is played from Limbo.",
    "2026-04-02",
)


def test_a_ruling_on_a_card_named_comes_first_and_need_not_cover_the_other_card() -> None:
    rulings = Rulings([OWL, DRUMMER])
    words = ("brass", "drummer", "cinder", "owl", "sacrificed", "reaction")
    concepts = tuple(Concept(w, frozenset(stems_of(w))) for w in words)
    found = rulings.answering(concepts, lambda c: 6.0, named=("Brass Drummer", "Cinder Owl"))
    assert [r.card_name for _, r in found] == ["Cinder Owl", "Brass Drummer"] or [
        r.card_name for _, r in found
    ] == ["Brass Drummer", "Cinder Owl"]
    # Without the cards named, each ruling covers half of the question: neither answers.
    assert rulings.answering(concepts, lambda c: 6.0) == []
    only_owl = rulings.answering(concepts[2:], lambda c: 6.0, named=("Cinder Owl",))
    assert next(r.card_name for _, r in only_owl) == "Cinder Owl"


def test_a_ruling_on_a_card_in_the_question_says_so(semantic_index: RulesIndex) -> None:
    semantic_index.set_rulings([DRUMMER, OWL])
    try:
        question = "If Brass Drummer is sacrificed does its Reaction still happen"
        cards = (mention(question, "Brass Drummer", "Brass Drummer", "Character", "Reaction"),)
        hits = semantic_index.search(question, limit=10, cards=cards).hits
        rulings = [h for h in hits if h.kind == "ruling"]
        assert rulings and rulings[0].title == "Brass Drummer"
        assert "on a card in your question" in rulings[0].path
    finally:
        semantic_index.set_rulings(())


# -- one word ----------------------------------------------------------------------------------


def test_a_players_word_for_a_procedure_opens_that_procedure(semantic_index: RulesIndex) -> None:
    for word in ("mulligan", "mulligans"):
        result = semantic_index.search(word, limit=10)
        assert result.hits[0].id in ("4.1.h", "1.3.1.e", "4.1"), [h.id for h in result.hits]
        assert all(h.title != "Muna" for h in result.hits[:3])
        assert any("do not use the word" in n and "draw six cards" in n for n in result.notices)
    # The faction itself is still found by its name.
    assert semantic_index.search("Muna", limit=5).hits[0].id == "Muna"


def test_a_word_the_rules_do_not_know_says_so(semantic_index: RulesIndex) -> None:
    result = semantic_index.search("scoop", limit=10)
    assert result.hits == ()
    assert result.notices == ("The rules do not use the word “scoop”.",)
    assert semantic_index.search("fleeting", limit=5).notices == ()


def test_a_question_that_is_only_names_of_cards_without_rules_words_is_searched_as_typed(
    semantic_index: RulesIndex,
) -> None:
    cards = (CardMention("Zyx Qorb", 0, 8),)
    named = semantic_index.search("Zyx Qorb", limit=5, cards=cards)
    assert named.hits == semantic_index.search("Zyx Qorb", limit=5).hits
    assert named.query == "Zyx Qorb"
