"""Questions about order and timing in players' words (issue 32, search39): what one effect's
steps do in which order (6.1.c; modes 6.5.g), which Reaction is played next and who chooses it
(4.4.b), Reactions one step activates together (6.3.h), the Day's phases and daily
effects in order (4.2.a, 4.2.1.a–4.2.5.a) and a player asking to play within another's
resolution (5.1.1.b, 4.2.3.d) — each found by its sentence, each firing on evidence of its
subject. Cards are invented (plain records, as the app hands them over)."""

from __future__ import annotations

import pytest

from rules_corpus.corpus import parse_corpus
from rules_corpus.search.mentions import REACTION, CardMention
from rules_corpus.search.order_forms import order_forms, plays_within
from rules_corpus.search.question_forms import PASSIVES_ORDER, RESPONDING, form_groups
from rules_corpus.search.question_text import named_text
from rules_corpus.search.sentence_rules import (
    ACTIVATED_TOGETHER,
    DAY_PHASES,
    MODES_IN_ORDER,
    REACTION_CHOSEN,
    REACTIONS_CHECKED,
    STEPS_IN_ORDER,
    daily_effects,
    rules_by_sentence,
)


def test_the_rules_are_found_by_their_sentence() -> None:
    found = rules_by_sentence(parse_corpus().document("altered-cr-5.0"))
    assert found[STEPS_IN_ORDER] == frozenset({"6.1.c"})
    assert found[MODES_IN_ORDER] == frozenset({"6.5.g"})
    assert found[REACTION_CHOSEN] == frozenset({"4.4.b"})
    assert found[ACTIVATED_TOGETHER] == frozenset({"6.3.h"})
    assert found[DAY_PHASES] == frozenset({"4.2.a"})


# Invented cards: one whose effect has two steps (no Reaction), two that react.
_STEPPED = ("Tidecaller", ("Spell", "Sabotage", "Draw"))
_REACTS = ("Foxfire Courier", ("Character", REACTION, "Draw"))
_REACTS_TOO = ("Bramble Warden", ("Character", REACTION, "Boost"))


def _groups(question: str, *cards: tuple[str, tuple[str, ...]]) -> tuple[tuple[str, ...], ...]:
    mentions = []
    for name, words in cards:
        start = question.index(name)
        mentions.append(CardMention(name, start, start + len(name), words, words[0]))
    return form_groups(named_text(question, mentions), mentions)


def _asks(question: str, *cards: tuple[str, tuple[str, ...]]) -> set[str]:
    return {name for group in _groups(question, *cards) for name in group}


@pytest.mark.parametrize(
    ("question", "cards"),
    [
        ("Tidecaller says sabotage then draw, can I do the draw first?", (_STEPPED,)),
        ("can I resupply before I sabotage or must I follow the card order?", ()),
        ("spell says discard a card and draw two. I want draw first then discard, allowed?", ()),
        ("my spell: 'draw a card, then put a card from hand in reserve' - can I put first?", ()),
        ("is it possible to do the second part of the effect before the first part?", ()),
        ("in which order do I do the steps of Tidecaller?", (_STEPPED,)),
        ("the effect has two verbs, do they happen together or one after other?", ()),
        ("for Tidecaller I must first sabotage or first draw?", (_STEPPED,)),
        ("can I choose to do the boost part before the move part of the effect?", ()),
        ("the card say 'exhaust me, then ready target character' - I can change the order?", ()),
        ("Tidecaller: can I draw before sabotaging?", (_STEPPED,)),
        ("my landmark says sacrifice a character and create a token, which happens first?", ()),
        ("does the discard and the draw happen at the same time?", ()),
        ("can i reverse the two steps of the spell?", ()),
    ],
)
def test_an_order_asked_of_one_effects_steps_asks_the_steps(
    question: str, cards: tuple[tuple[str, tuple[str, ...]], ...]
) -> None:
    asked = _asks(question, *cards)
    assert STEPS_IN_ORDER in asked
    # An effect's steps are no passive abilities (2.3) nor Reactions taking turns (4.4.b).
    assert not set(PASSIVES_ORDER) & asked
    assert REACTION_CHOSEN not in asked


@pytest.mark.parametrize(
    "question",
    [
        "choose two modes: can I do the second mode first?",
        "in which order are the modes of the spell resolved?",
    ],
)
def test_an_order_asked_of_modes_asks_the_modes(question: str) -> None:
    assert MODES_IN_ORDER in _asks(question)


@pytest.mark.parametrize(
    ("question", "cards"),
    [
        (
            "Foxfire Courier and Bramble Warden trigger together, can I do the draw first?",
            (_REACTS, _REACTS_TOO),
        ),
        ("two of my reactions trigger at dusk, which one resolve first?", ()),
        ("in what order do the reactions go?", ()),
        (
            "my Foxfire Courier and my Bramble Warden both trigger when I play a character. "
            "who chooses the order?",
            (_REACTS, _REACTS_TOO),
        ),
        ("who chooses the order of the triggers?", ()),
        (
            "i have three emblem reactions in limbo, I choose which one first or its in order "
            "of creation?",
            (),
        ),
        ("do I get to pick which of my triggers goes first?", ()),
        ("can I order my reactions how I want?", ()),
        ("my opponent's reaction and mine trigger on the same event, whose goes first?", ()),
        ("both players have a reaction in limbo during my turn, who plays first?", ()),
        ("at noon my reaction and his reaction trigger, which player resolves first?", ()),
        (
            "if a new reaction is created while I play my reactions, can I play it before the "
            "others?",
            (),
        ),
        ("who choose the order of reactions when it's not my turn?", ()),
        ("Foxfire Courier, Bramble Warden: which one I resolve first?", (_REACTS, _REACTS_TOO)),
        ("the triggers of my opponent go before mine?", ()),
    ],
)
def test_an_order_asked_of_reactions_asks_which_is_played_next(
    question: str, cards: tuple[tuple[str, tuple[str, ...]], ...]
) -> None:
    asked = _asks(question, *cards)
    assert REACTION_CHOSEN in asked
    assert STEPS_IN_ORDER not in asked
    assert not set(PASSIVES_ORDER) & asked


@pytest.mark.parametrize(
    ("question", "cards"),
    [
        (
            "Foxfire Courier and Bramble Warden both trigger from my draw - do both trigger at "
            "the same time?",
            (_REACTS, _REACTS_TOO),
        ),
        (
            "Foxfire Courier and Bramble Warden see the same event. do they activate at the same "
            "time or one by one?",
            (_REACTS, _REACTS_TOO),
        ),
        ("when the two triggers happen in same moment, which is played first?", ()),
        ("are the reactions simultaneous?", ()),
        ("my two reactions go off together, or one and then the other?", ()),
    ],
)
def test_reactions_asked_at_the_same_time_ask_one_step_activating_them(
    question: str, cards: tuple[tuple[str, tuple[str, ...]], ...]
) -> None:
    asked = _asks(question, *cards)
    assert ACTIVATED_TOGETHER in asked
    assert REACTION_CHOSEN in asked


@pytest.mark.parametrize(
    ("question", "phases"),
    [
        ("does the draw come before expand in the morning?", ("Morning",)),
        ("do the expeditions move before or after night?", ("Dusk", "Night")),
        ("which is first, rest or clean-up?", ("Night",)),
        ("what comes first in the morning: prepare or succeed?", ("Morning",)),
        ("do we check victory before or after the rest?", ("Night",)),
        ("is noon before or after the afternoon?", ("Noon", "Afternoon")),
        ("progress happen after the night or before?", ("Dusk", "Night")),
    ],
)
def test_daily_effects_or_phases_set_against_each_other_ask_the_days_order(
    question: str, phases: tuple[str, ...]
) -> None:
    asked = _asks(question)
    for phase in phases:
        assert daily_effects(phase) in asked
    assert (DAY_PHASES in asked) is (len(phases) > 1)
    assert not set(PASSIVES_ORDER) & asked


def test_the_phases_of_a_day_asked_in_order() -> None:
    assert DAY_PHASES in _asks("in which order are the phases of a day?")


@pytest.mark.parametrize(
    "question",
    [
        "my opponent plays a card, can I play something before it resolves?",
        "is there a stack? can I answer his spell?",
        "can I react to Bramble Warden with a quick action?",
        "while his spell is resolving can I use a quick action?",
    ],
)
def test_a_play_asked_within_anothers_resolution_asks_when_a_player_may_play(
    question: str,
) -> None:
    assert plays_within(question.lower())
    assert set(RESPONDING) <= _asks(question, *((_REACTS_TOO,) if "Bramble" in question else ()))


@pytest.mark.parametrize(
    ("question", "cards"),
    [
        # What a card does, when it enters.
        ("what does Tidecaller do when it enters?", (_STEPPED,)),
        # Costs.
        ("how much does it cost to play from reserve?", ()),
        ("when do I decide to pay the alternative cost?", ()),
        ("can I sacrifice a character to pay the cost of Foxfire Courier?", (_REACTS,)),
        # Expeditions moving.
        ("do the expeditions move if both are tied?", ()),
        ("does my hero expedition move forward if I have more forest?", ()),
        ("my expedition moved twice this day, is it allowed?", ()),
        # A Reaction's activation, a type, a zone.
        ("does Bramble Warden get a boost when I draw?", (_REACTS_TOO,)),
        ("is Foxfire Courier a character or a permanent?", (_REACTS,)),
        ("can I play Tidecaller from reserve?", (_STEPPED,)),
        # "first" an adjective.
        ("I reveal the first card of my deck, does my opponent see it?", ()),
        ("the first mode of the spell, can I pick it twice?", ()),
        ("who is the first player on the second day?", ()),
        # A status, a counter, a daily effect alone.
        ("do the tokens come in ready or exhausted?", ()),
        ("does the boost stay after the character goes to reserve?", ()),
        ("what happens to my landmark at rest?", ()),
        ("how many cards do I draw in the morning?", ()),
        ("is the reserve limited to two cards at night?", ()),
        # Narrated before/after, something else asked.
        ("after I sacrifice it I draw a card, does Bramble Warden trigger?", (_REACTS_TOO,)),
        ("I discard before I draw for my turn, is that a cost?", ()),
        # A Reaction's moment within an effect (moment_forms' own).
        ("does my reaction resolve before the effect finishes?", ()),
        # One step and an event around it, not two steps set in order.
        ("can I still use Tidecaller after it gets exhausted?", (_STEPPED,)),
        ("Tidecaller: do I have to reveal it after I play it?", (_STEPPED,)),
        # Two cards that may react: one card's gain timed, not one effect's steps.
        (
            "does Foxfire Courier get its boost before or after Bramble Warden makes me draw?",
            (_REACTS, _REACTS_TOO),
        ),
        # A Reaction's activations for several objects, asked "at once".
        (
            "I discard two cards - does Bramble Warden boost at once for each discard?",
            (_REACTS_TOO,),
        ),
        # Reactions written, their effect's parts asked: no one effect's steps.
        ("both trigger on my draw - can I give the boost before the draw part?", ()),
        # A choice among objects, no order ("pick which one").
        ("two of my characters could get the boost, do I pick which one?", ()),
        ("my reactions: can I choose which character it targets?", ()),
        # One action written of a card with two, an order of something else asked.
        ("in which order do I pay and draw for Tidecaller?", (_STEPPED,)),
    ],
)
def test_no_order_of_steps_reactions_or_phases_asked_is_none_of_them(
    question: str, cards: tuple[tuple[str, tuple[str, ...]], ...]
) -> None:
    asked = _asks(question, *cards)
    new = {STEPS_IN_ORDER, MODES_IN_ORDER, REACTION_CHOSEN, ACTIVATED_TOGETHER, DAY_PHASES}
    assert not new & asked, asked
    assert not any(name.startswith("rules: the daily effects") for name in asked), asked
    assert not plays_within(question.lower())


def test_an_order_told_before_the_sentence_that_asks_is_none() -> None:
    # "first" told in a sentence before the one that asks something else of cards that react.
    question = "Foxfire Courier went first with its trigger. Does Bramble Warden still get a boost?"
    assert REACTION_CHOSEN not in _asks(question, _REACTS, _REACTS_TOO)
    asked = "Foxfire Courier went first with its trigger. Can Bramble Warden go first instead?"
    assert REACTION_CHOSEN in _asks(asked, _REACTS, _REACTS_TOO)
    # A card nobody knows (it may react) and no card with two steps: no steps ordered.
    told = "namedcard: i sacrifice a character first, then my hero gains a boost?"
    assert (STEPS_IN_ORDER,) not in order_forms(told, reacting=1, actions=0)
    assert (STEPS_IN_ORDER,) in order_forms(told, reacting=0, actions=0)


def test_the_module_alone_reads_the_cards_known_to_react() -> None:
    # One card whose effect has two steps: its steps; two cards that react: their Reactions.
    question = "namedcard and namedcard: can I do the draw first?"
    assert (STEPS_IN_ORDER,) not in order_forms(question, reacting=2, actions=0)
    assert (REACTION_CHOSEN,) in order_forms(question, reacting=2, actions=0)
    alone = "namedcard: can I do the draw first?"
    assert (STEPS_IN_ORDER,) in order_forms(alone, reacting=0, actions=2)
    # One action a card has: nothing to order.
    assert (STEPS_IN_ORDER,) not in order_forms(alone, reacting=0, actions=1)


@pytest.mark.parametrize(
    ("question", "cards"),
    [
        ("does my reaction resolve before the effect finishes?", ()),
        (
            "Foxfire Courier triggers in the middle of my spell, do I play it now or after "
            "the spell is done?",
            (_REACTS,),
        ),
        (
            "a card lets me play a card during its resolution. do the reactions of that card wait "
            "until the end?",
            (),
        ),
        (
            "the boost from Bramble Warden, it comes before or after the spell resolves?",
            (_REACTS_TOO,),
        ),
    ],
)
def test_a_reactions_moment_within_an_effect_is_when_reactions_are_checked(
    question: str, cards: tuple[tuple[str, tuple[str, ...]], ...]
) -> None:
    """The moment of a Reaction within another effect is :mod:`.moment_forms`' (4.4.a, 4.2.g,
    6.3.h …) — or, asked "before or after" of a card that reacts, Checking Reactions (4.4) —
    not an order of steps."""
    asked = _asks(question, *cards)
    assert REACTIONS_CHECKED in asked or "Checking Reactions" in asked
    assert STEPS_IN_ORDER not in asked
