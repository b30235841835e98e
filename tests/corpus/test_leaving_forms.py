"""What an object leaving play takes with it, and a Reaction met by many objects at once (issue
32, rules_corpus/search/leaving_forms.py): a token moved by a card whose text moves
objects (2.1.e), what a gone object had asked as an amount (2.1.h, 6.3.j), and a Reaction asked
once or per object (6.3.g, 6.1.e) — each form invoked only on its evidence, its rule found by its
sentence and ranked among the first results. Cards are invented (plain records, as the app
hands them over)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rules_corpus.corpus import Corpus
from rules_corpus.search.index import RulesIndex
from rules_corpus.search.leaving_forms import PER_ACTION
from rules_corpus.search.mentions import CardMention
from rules_corpus.search.question_forms import TOKEN_LEAVING, form_groups
from rules_corpus.search.question_text import named_text
from rules_corpus.search.sentence_rules import AT_ONCE, BOUND_GONE, rules_by_sentence

CR5 = "altered-cr-5.0"


def card(question: str, name: str, *words: str, kind: str = "Spell") -> CardMention:
    start = question.index(name)
    return CardMention(name, start, start + len(name), (kind, *words), kind)


def groups(question: str, cards: tuple[CardMention, ...]) -> tuple[tuple[str, ...], ...]:
    return form_groups(named_text(question, cards).lower(), cards)


def test_a_reaction_per_atomic_action_is_found_by_its_sentence(corpus: Corpus) -> None:
    found = rules_by_sentence(corpus.document(CR5))
    assert found[PER_ACTION] == {"6.3.g"}
    assert found[BOUND_GONE] == {"2.1.h", "6.3.j"}


# --- a token moved by a card whose text moves objects, no zone named ---
def test_a_token_meeting_a_moving_card_asks_where_a_token_goes() -> None:
    question = "Glimmerwisp on a Quillmouse token?"
    cards = (card(question, "Glimmerwisp", "Send"),)
    assert TOKEN_LEAVING in groups(question, cards)
    question = "Glimmerwisp on Quillmouse, does its owner get a mana orb?"
    cards = (
        card(question, "Glimmerwisp", "Put"),
        card(question, "Quillmouse", "Character token", kind="Character"),
    )
    assert TOKEN_LEAVING in groups(question, cards)


@pytest.mark.parametrize(
    ("question", "words"),
    [
        # the card moves nothing
        ("Glimmerwisp on a Quillmouse token?", ("Draw",)),
        # the token is made, not moved
        ("Glimmerwisp makes a token, then I send it away?", ("Send", "Create")),
        # a token beside a card that moves something else, or the token's own sacrifice asked
        ("I put an orb with Glimmerwisp. are my boosted tokens still defenders?", ("Put",)),
        ("Glimmerwisp: I sacrifice a token, does 'if you do' still happen?", ("Sacrifice",)),
    ],
)
def test_no_moving_card_or_a_token_made_asks_nothing_of_it(
    question: str, words: tuple[str, ...]
) -> None:
    cards = (card(question, "Glimmerwisp", *words),)
    assert TOKEN_LEAVING not in groups(question, cards)


# --- what a gone object had, asked as an amount ---
@pytest.mark.parametrize(
    "question",
    [
        "Glimmerwisp leaves the expedition, its boosts are gone, how many cards do I draw?",
        "Glimmerwisp gets bounced with 3 boosts. it lost them when it left, so 0?",
        "Glimmerwisp is sacrificed and loses its counters - 'for each counter' still counts?",
    ],
)
def test_an_amount_of_what_a_gone_object_lost_asks_what_was_true(question: str) -> None:
    cards = (card(question, "Glimmerwisp", "Reaction", "Leave", kind="Character"),)
    assert (BOUND_GONE,) in groups(question, cards)


@pytest.mark.parametrize(
    "question",
    [
        "Glimmerwisp leaves the expedition, how many cards do I draw?",  # nothing lost
        "Glimmerwisp loses its boosts, how many does it have?",  # nothing left
        "Glimmerwisp leaves the expedition and loses its boosts, right?",  # no amount
    ],
)
def test_without_leaving_losing_and_an_amount_nothing_is_asked(question: str) -> None:
    cards = (card(question, "Glimmerwisp", "Reaction", "Leave", kind="Character"),)
    assert (BOUND_GONE,) not in groups(question, cards)


# --- a Reaction once or per object ---
@pytest.mark.parametrize(
    "question",
    [
        "Glimmerwisp: I discard three cards - one boost or one per card?",
        "Glimmerwisp and a spell that makes 4 recruits - one boost each?",
        "Glimmerwisp sees two characters join, how many times does it trigger?",
    ],
)
def test_once_or_per_object_asked_of_a_reacting_card(question: str) -> None:
    cards = (card(question, "Glimmerwisp", "Reaction", kind="Character"),)
    assert (PER_ACTION, AT_ONCE) in groups(question, cards)


def test_once_or_per_object_asks_nothing_of_a_card_that_does_not_react() -> None:
    question = "Glimmerwisp: I discard three cards - one boost or one per card?"
    cards = (card(question, "Glimmerwisp", "Discard"),)
    assert (PER_ACTION, AT_ONCE) not in groups(question, cards)


def test_a_cap_on_how_many_times_is_no_once_or_per_object() -> None:
    question = "Glimmerwisp triggers on each card leaving, is there a cap on how many times?"
    cards = (card(question, "Glimmerwisp", "Reaction", kind="Character"),)
    assert (PER_ACTION, AT_ONCE) not in groups(question, cards)


@pytest.fixture(scope="module")
def semantic_index(corpus: Corpus) -> Iterator[RulesIndex]:
    index = RulesIndex.open_or_build(corpus, "leaving-forms", None)
    assert index.load_semantic(None) is None
    yield index
    index.close()


@pytest.mark.parametrize(
    ("question", "names", "answers"),
    [
        (
            "Glimmerwisp on a Quillmouse token?",
            (("Glimmerwisp", ("Send",), "Spell"),),
            {"2.1.e", "7.5.11.b"},
        ),
        (
            "Glimmerwisp on Quillmouse, does its owner get a mana orb?",
            (
                ("Glimmerwisp", ("Put",), "Spell"),
                ("Quillmouse", ("Character token",), "Character"),
            ),
            {"2.1.e", "7.5.11.b"},
        ),
        (
            "Glimmerwisp leaves the expedition, its boosts are gone, how many cards do I draw?",
            (("Glimmerwisp", ("Reaction", "Leave", "“for each”"), "Character"),),
            {"2.1.h", "6.3.j"},
        ),
        (
            "Glimmerwisp: when a card joins the discard pile gain 1 boost. "
            "I discard three cards - one boost or one per card?",
            (("Glimmerwisp", ("Reaction", "Gain"), "Character"),),
            {"6.3.g", "6.1.e"},
        ),
        (
            "Glimmerwisp: when you create a token it gets a boost. "
            "a spell makes 4 recruits - one boost each?",
            (("Glimmerwisp", ("Reaction", "Create"), "Hero"),),
            {"6.3.g", "6.1.e"},
        ),
    ],
)
def test_each_forms_rule_is_among_the_first_five(
    semantic_index: RulesIndex,
    question: str,
    names: tuple[tuple[str, tuple[str, ...], str], ...],
    answers: set[str],
) -> None:
    cards = tuple(card(question, name, *words, kind=kind) for name, words, kind in names)
    hits = semantic_index.search(question, limit=30, cards=cards).hits[:5]
    assert answers & {h.id for h in hits if h.doc == CR5}, [h.id for h in hits]
