"""Interruption questions in players' words (issue 32, search40): whether a Reaction cuts into
the effect that activated it — it does not: a Reaction activated by a step waits in Limbo as an
Emblem-Reaction (6.3.h) until Reactions are checked after the turn effect or the Reaction
(4.2.g, 4.4.a–c, 5.1.1.c) —, whether the rest of an effect happens when a part of it cannot
(1.2.6.f, 1.4.1.c, 6.5.h; a target is chosen as its step resolves, and with none the step does
nothing, 1.2.6.c, 6.5.b), and whether a Reaction whose object is gone still resolves (6.3.j,
2.1.h) — each found by its sentence, each firing on evidence of its subject. Written before the
module, in players' words; cards are invented (plain records, as the app hands them over)."""

from __future__ import annotations

import pytest

from rules_corpus.corpus import parse_corpus
from rules_corpus.search.mentions import REACTION, CardMention
from rules_corpus.search.question_forms import RESPONDING, form_groups
from rules_corpus.search.question_text import named_text
from rules_corpus.search.sentence_rules import (
    BOUND_GONE,
    REACTIONS_CHECKED,
    REST_OF_EFFECT,
    TARGET_MISSING,
    rules_by_sentence,
)

_NEW = {REACTIONS_CHECKED, REST_OF_EFFECT, TARGET_MISSING, BOUND_GONE}


def test_the_rules_are_found_by_their_sentence() -> None:
    found = rules_by_sentence(parse_corpus().document("altered-cr-5.0"))
    assert found[REST_OF_EFFECT] == frozenset({"1.2.6.f", "1.4.1.c", "6.5.h"})
    assert found[TARGET_MISSING] == frozenset({"1.2.6.c", "6.5.b"})
    assert found[BOUND_GONE] == frozenset({"2.1.h", "6.3.j"})
    assert {"4.2.g", "4.4.c", "6.3.h"} <= found[REACTIONS_CHECKED]


# Invented cards: a spell with two steps (no Reaction), a character that reacts.
_SPELL = ("Tidecaller", ("Spell", "Sabotage", "Draw"))
_REACTS = ("Foxfire Courier", ("Character", REACTION, "Draw"))


def _asks(question: str, *cards: tuple[str, tuple[str, ...]]) -> set[str]:
    mentions = []
    for name, words in cards:
        start = question.index(name)
        mentions.append(CardMention(name, start, start + len(name), words, words[0]))
    groups = form_groups(named_text(question, mentions), mentions)
    return {name for group in groups for name in group}


@pytest.mark.parametrize(
    ("question", "cards"),
    [
        ("does the reaction interrupt the rest of the spell?", ()),
        ("can my Reaction go in the middle of their effect?", ()),
        ("Foxfire Courier triggers on the draw, does it interrupt Tidecaller?", (_REACTS, _SPELL)),
        ("does my trigger go off immediately, before the second part of the spell?", ()),
        (
            "my opponent's spell makes me draw and Foxfire Courier reacts: right away or after?",
            (_REACTS,),
        ),
        ("does the etb of my character cut in before the rest of his effect?", ()),
        ("when my reaction triggers halfway through his spell, does his spell pause?", ()),
        ("do triggers interrupt an effect that is resolving?", ()),
        ("is the spell interrupted by my Foxfire Courier?", (_REACTS,)),
        (
            "does Foxfire Courier happen between the draw and the sabotage of Tidecaller?",
            (_REACTS, _SPELL),
        ),
        ("can reactions be played mid-spell?", ()),
        ("does the spell stop halfway when my reaction triggers?", ()),
        ("does the reaction wait until the whole effect is finished?", ()),
        ("my trigger happens in the middle of resolving his card, do we stop to resolve it?", ()),
        ("does a reaction stop the effect that triggered it?", ()),
        ("Foxfire Courier: does it react instantly, in the middle of the effect?", (_REACTS,)),
        ("can the reaction of my character break into my opponent's spell?", ()),
        # The event that triggers it is named: no part of the effect fails.
        (
            "does Foxfire Courier interrupt the rest of the spell when a card is sacrificed?",
            (_REACTS,),
        ),
    ],
)
def test_a_reaction_asked_to_interrupt_an_effect_waits_for_it(
    question: str, cards: tuple[tuple[str, tuple[str, ...]], ...]
) -> None:
    asked = _asks(question, *cards)
    assert REACTIONS_CHECKED in asked
    # No player plays anything: when a player may play (5.1.1.b, 4.2.3.d) is not asked.
    assert not set(RESPONDING) & asked
    assert REST_OF_EFFECT not in asked


@pytest.mark.parametrize(
    ("question", "cards", "target"),
    [
        ("does the rest still happen if the target is gone?", (), True),
        ("if the first part can't happen does the rest of the spell still happen?", (), False),
        ("does the spell fizzle if the target died?", (), True),
        (
            "the target left the expedition before it resolved, is the whole effect cancelled?",
            (),
            True,
        ),
        ("Tidecaller: the sabotage fails, do I still draw?", (_SPELL,), False),
        (
            "does the effect stop halfway if the character it targets is no longer in play?",
            (),
            True,
        ),
        (
            "his character was sacrificed before step two, does the second step still happen?",
            (),
            False,
        ),
        ("if the first step is impossible is the rest of the effect canceled?", (), False),
        ("does it stop halfway?", (), False),
        ("target isn't there anymore, does Tidecaller still do the rest?", (_SPELL,), True),
        ("does the effect get countered if its target is removed?", (), True),
        ("the card to return is gone, is the draw part lost too?", (), False),
        ("I can't sabotage anything, do I still draw with Tidecaller?", (_SPELL,), False),
        ("my reaction sacrificed his target, does the rest of his spell still happen?", (), True),
    ],
)
def test_the_rest_of_an_effect_asked_when_a_part_cannot_happen(
    question: str, cards: tuple[tuple[str, tuple[str, ...]], ...], target: bool
) -> None:
    asked = _asks(question, *cards)
    assert REST_OF_EFFECT in asked
    # A target asked of: chosen as its step resolves, none suitable → that step does nothing.
    assert (TARGET_MISSING in asked) is target
    assert REACTIONS_CHECKED not in asked


@pytest.mark.parametrize(
    ("question", "cards"),
    [
        (
            "Foxfire Courier left play before it resolved, does the reaction still happen?",
            (_REACTS,),
        ),
        ("my character that triggered the reaction died, does the reaction still resolve?", ()),
        ("the trigger's character is gone from the expedition, does its reaction fizzle?", ()),
        ("the card that triggered is sacrificed, does the reaction still give the boost?", ()),
        ("Foxfire Courier was sent to reserve, does its reaction still work?", (_REACTS,)),
    ],
)
def test_a_reaction_whose_object_is_gone_still_resolves(
    question: str, cards: tuple[tuple[str, tuple[str, ...]], ...]
) -> None:
    asked = _asks(question, *cards)
    assert BOUND_GONE in asked
    assert REST_OF_EFFECT not in asked


@pytest.mark.parametrize(
    "question",
    [
        "can I interrupt his spell with a quick action?",
        "can I interrupt his reaction by playing a quick action?",
        "can I play a card in the middle of my opponent's turn?",
        "can I use a quick action halfway through his spell?",
        "could we cast a spell in the middle of the reaction's effect?",
    ],
)
def test_a_player_playing_within_an_effect_is_asked_when_they_may_play(question: str) -> None:
    asked = _asks(question)
    assert set(RESPONDING) <= asked
    assert not asked & _NEW


@pytest.mark.parametrize(
    ("question", "cards"),
    [
        ("what happens at rest to my boosted characters?", ()),
        ("is the rest of my hand discarded at night?", ()),
        ("does the Reaction trigger when the spell is played?", ()),
        ("which reaction goes first?", ()),
        ("my character left the expedition, does it keep its boosts?", ()),
        ("does the spell stop my opponent from drawing?", ()),
        ("can my opponent stop my reaction?", ()),
        ("does the effect last until the end of the afternoon?", ()),
        ("the character died, does it go to reserve?", ()),
        ("can I pause the game to call a judge?", ()),
        ("can I stop in the middle of my turn and pass?", ()),
        ("does my character stop being fleeting when it goes to reserve?", ()),
        ("does the rest of my expedition move too?", ()),
        ("what does Tidecaller do if I play it from reserve?", (_SPELL,)),
        ("is the target chosen when I play the spell or when it resolves?", ()),
        ("does the whole team get the boost from Tidecaller?", (_SPELL,)),
        ("my opponent keeps interrupting me while I count my mana, what do I do?", ()),
        ("Foxfire Courier's reaction: is the draw mandatory?", (_REACTS,)),
        ("Foxfire Courier gets exhausted, does it lose the bonus right away?", (_REACTS,)),
        ("he left the expedition after the trigger resolved, does he still get the boost?", ()),
        ("I have two cards left in hand, do I still discard?", ()),
    ],
)
def test_non_cases_ask_no_interruption(
    question: str, cards: tuple[tuple[str, tuple[str, ...]], ...]
) -> None:
    assert not _asks(question, *cards) & _NEW
