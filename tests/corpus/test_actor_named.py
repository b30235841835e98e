"""An effect that names the player who acts, asked who did it (issue 32,
rules_corpus/search/actor_named.py): the first criterion of "who did that action" — the effect
specifies the player (1.4.7.b, 7.5.6.b) — found by its sentence, invoked only when the question
writes such an effect and asks of a trigger, a count or who did it (or names a card that
reacts). Cards are invented (plain records)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rules_corpus.corpus import Corpus
from rules_corpus.search.actor_named import EFFECT_NAMES_ACTOR, effect_names_actor
from rules_corpus.search.index import RulesIndex
from rules_corpus.search.mentions import ACTOR_TRIGGER, REACTION, CardMention
from rules_corpus.search.question_forms import form_groups
from rules_corpus.search.question_text import named_text
from rules_corpus.search.sentence_rules import rules_by_sentence

CR5 = "altered-cr-5.0"


def card(question: str, name: str, *words: str) -> CardMention:
    start = question.index(name)
    return CardMention(name, start, start + len(name), ("Character", *words), "Character")


def test_the_rules_are_found_by_their_sentence(corpus: Corpus) -> None:
    found = rules_by_sentence(corpus.document(CR5))
    assert found[EFFECT_NAMES_ACTOR] == {"1.4.7.b", "7.5.6.b"}


@pytest.mark.parametrize(
    ("question", "words"),
    [
        ("Quillfang makes my opponent draw a card - who drew it?", ()),
        ("Quillfang has them discard a card, does my discard trigger go off?", ()),
        ("Quillfang: target opponent resupplies. Does my card trigger?", (REACTION, ACTOR_TRIGGER)),
        ("Quillfang: each player draws - does my card trigger on my own draw?", ()),
        ("Quillfang says its controller resupplies - did they resupply?", ()),
        ("Quillfang forces my opp to sacrifice - does that count as their sacrifice?", ()),
        ("Quillfang makes everyone draw. Does my card get a boost from me drawing?", ()),
    ],
)
def test_an_effect_making_a_named_player_act_asked_who_did_it(
    question: str, words: tuple[str, ...]
) -> None:
    cards = (card(question, "Quillfang", *words),)
    text = named_text(question, cards).lower()
    assert effect_names_actor(text, cards)
    assert (EFFECT_NAMES_ACTOR,) in form_groups(text, cards)


@pytest.mark.parametrize(
    "question",
    [
        # no effect making a player act: a trigger on what a player does
        "Quillfang triggers when my opponent draws, does it?",
        # an effect naming the player, nothing asked of a trigger or who, no card reacting
        "Quillfang makes my opponent draw a card, how many cards do they draw?",
        "Quillfang: each player discards their hand. Then what?",
        # its own controller made to act: the controller of the effect does it (1.4.7.c)
        "Quillfang makes me sacrifice a character, does my Reaction trigger?",
        # a card that reacts, an order asked
        "Quillfang: each player discards their hand. Do I discard first or my opponent?",
    ],
)
def test_no_such_effect_or_nothing_asked_of_who_is_not(question: str) -> None:
    cards = (card(question, "Quillfang"),)
    assert not effect_names_actor(named_text(question, cards).lower(), cards)


@pytest.fixture(scope="module")
def semantic_index(corpus: Corpus) -> Iterator[RulesIndex]:
    index = RulesIndex.open_or_build(corpus, "actor-named", None)
    assert index.load_semantic(None) is None
    yield index
    index.close()


def test_the_criterion_is_raised_among_the_first_three(semantic_index: RulesIndex) -> None:
    # Without the form the criterion is sixth, under the criteria's list (1.4.7.a) and the
    # Reactions' activation (7.3.1).
    question = (
        "Quillfang makes my opponent draw a card - who drew it, does their Bramblecat trigger?"
    )
    cards = (
        card(question, "Quillfang", "Draw", "Resupply"),
        card(question, "Bramblecat", REACTION, ACTOR_TRIGGER, "Draw", "Resupply"),
    )
    hits = semantic_index.search(question, limit=30, cards=cards).hits[:3]
    assert {"1.4.7.b", "7.5.6.b"} & {h.id for h in hits if h.doc == CR5}, [h.id for h in hits]
