"""A card's keyword action on an object lacking what it takes, or having what it gives (issue 32,
rules_corpus/search/verb_limits.py): the action's limit — found by its sentence — is invoked, one
form per action, only with evidence of both the state and the action. Cards are invented (plain
records, as the app hands them over)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rules_corpus.corpus import Corpus
from rules_corpus.search.index import RulesIndex
from rules_corpus.search.mentions import CardMention
from rules_corpus.search.question_forms import form_groups
from rules_corpus.search.question_text import named_text
from rules_corpus.search.sentence_rules import rules_by_sentence
from rules_corpus.search.verb_limits import limit_forms, verb_limit

CR5 = "altered-cr-5.0"


def card(question: str, name: str, *words: str, kind: str = "Spell") -> CardMention:
    start = question.index(name)
    return CardMention(name, start, start + len(name), (kind, *words), kind)


def test_each_actions_limit_is_found_by_its_sentence(corpus: Corpus) -> None:
    found = rules_by_sentence(corpus.document(CR5))
    assert found[verb_limit("Lose")] == {"2.4.1.h", "7.3.21.b"}
    assert found[verb_limit("Gain")] == {"2.4.1.f", "7.3.16.b"}  # not 6.3.j's aside
    assert found[verb_limit("Spend")] == {"7.3.38.b"}
    assert found[verb_limit("Double")] == {"7.3.8.b"}
    assert found[verb_limit("Ready")] == {"7.3.28.b"}
    assert found[verb_limit("Exhaust")] == {"7.3.16.b"}


# The question (its card named by an invented name), the card's rules words, the limits asked.
ASKED = [
    # a status lacked, its loss done by the card or asked in the question
    ("Glimmerwisp on a character that isn't Fleeting: can I target it?", ("Lose",), ["Lose"]),
    ("Glimmerwisp targets a character that is not Fleeting, what does it lose?", (), ["Lose"]),
    (
        "Glimmerwisp on my character that's not even anchored — anything happen?",
        ("Lose",),
        ["Lose"],
    ),
    # counters lacked, spent or doubled
    ("Glimmerwisp: spend 1 of my boosts — can I do it with no boosts on it?", (), ["Spend"]),
    ("Glimmerwisp on a character with no boosts, does it get any?", ("Double",), ["Double"]),
    ("Glimmerwisp on a character without any boosts?", ("Spend", "Draw"), ["Spend"]),
    ("Glimmerwisp on a character that has 0 boosts?", ("Double",), ["Double"]),
    # a status had already, gained again; exhausted already, exhausted again
    ("Glimmerwisp on a character that's already Anchored?", ("Gain", "Anchored"), ["Gain"]),
    ("Glimmerwisp: can I exhaust a character that is already exhausted?", (), ["Exhaust"]),
    # exhaustion lacked, readied
    ("Glimmerwisp readies my orb that is not exhausted — does anything happen?", (), ["Ready"]),
]


@pytest.mark.parametrize(("question", "words", "verbs"), ASKED)
def test_a_state_and_an_action_ask_the_actions_limit(
    question: str, words: tuple[str, ...], verbs: list[str]
) -> None:
    cards = (card(question, "Glimmerwisp", *words),)
    groups = form_groups(named_text(question, cards).lower(), cards)
    limits = [g for g in groups if any(name.startswith(verb_limit("")) for name in g)]
    assert limits == [(verb_limit(v),) for v in verbs]


NOT_ASKED = [
    # a state with no action that meets it
    ("Glimmerwisp on a character that isn't Fleeting: does it go to Reserve?", ("Sacrifice",)),
    ("Glimmerwisp on a character with no boosts — does it trigger?", ("Draw",)),
    # an action with no state that meets it
    ("Glimmerwisp makes my character lose Fleeting, where does it go?", ("Lose",)),
    ("Glimmerwisp: can I spend 2 boosts to draw?", ("Spend",)),
    # the state of another action's: a status lacked is no counter to spend, counters lacked no
    # status to lose, a status lacked is none had already
    ("Glimmerwisp on a character that isn't Fleeting?", ("Spend", "Double")),
    ("Glimmerwisp on a character with no boosts?", ("Lose",)),
    ("Glimmerwisp on a character that isn't Anchored?", ("Gain", "Anchored")),
    # "already" of something else than a status
    ("Glimmerwisp: I already played a character, do I gain a boost?", ("Gain",)),
]


@pytest.mark.parametrize(("question", "words"), NOT_ASKED)
def test_without_both_no_limit_is_asked(question: str, words: tuple[str, ...]) -> None:
    cards = (card(question, "Glimmerwisp", *words),)
    assert limit_forms(named_text(question, cards).lower(), cards) == ()


@pytest.fixture(scope="module")
def semantic_index(corpus: Corpus) -> Iterator[RulesIndex]:
    index = RulesIndex.open_or_build(corpus, "verb-limits", None)
    assert index.load_semantic(None) is None
    yield index
    index.close()


@pytest.mark.parametrize(
    ("question", "words", "answers"),
    [
        (
            "Glimmerwisp on a character that isn't Fleeting: can I target it just for the boosts?",
            ("Lose", "Fleeting", "Gain"),
            {"7.3.21.b", "2.4.1.h"},
        ),
        (
            "Glimmerwisp says spend 1 of my boosts to draw, can I do it with no boosts on it?",
            ("Spend", "Draw"),
            {"7.3.38.b"},
        ),
        (
            "Glimmerwisp on a character with no boosts, does it get any?",
            ("Double",),
            {"7.3.8.b"},
        ),
    ],
)
def test_the_limit_is_among_the_first_results(
    semantic_index: RulesIndex, question: str, words: tuple[str, ...], answers: set[str]
) -> None:
    cards = (card(question, "Glimmerwisp", *words),)
    hits = semantic_index.search(question, limit=30, cards=cards).hits[:3]
    assert answers & {h.id for h in hits if h.doc == CR5}, [h.id for h in hits]
